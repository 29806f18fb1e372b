/**
 * One section of the own-settings screen: a card named by its h2, a dimmed line under the heading,
 * what stands beside it (a state, an action) and then its content.
 */
import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export interface SettingsSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}

export function SettingsSection({ id, title, intro, aside, children }: SettingsSectionProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" id={id}>{title}</Title>
            <Text size="sm" c="dimmed">{intro}</Text>
          </div>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The section's list of things of one's own (passkeys, sessions): a list, not a table, so the
 * facts and buttons of a row wrap on a phone; a rule between rows.
 */
export function SettingsList({ children }: { children: ReactNode }) {
  return <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: "none" }}>{children}</Stack>;
}

export function SettingsListItem({ children }: { children: ReactNode }) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="wrap"
      gap="sm"
      py="sm"
      style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}
    >
      {children}
    </Group>
  );
}
