/** A screen's heading (its one h1) with the dimmed sentence under it that says what it is for. */
import { Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export function ScreenTitle({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  return (
    <div>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt={4}>{intro}</Text>
    </div>
  );
}
