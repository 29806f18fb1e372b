/** Says that a list is loading: a spinner for the eye, the sentence as a status for a reader. */
import { Group, Loader, Text } from "@mantine/core";

export function LoadingStatus({ label }: { label: string }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
