/** An honest empty state for screens that later work will build. */
import { Badge, EmptyState, Paper, Stack, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconTools } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface PlaceholderProps {
  title: string;
  description: string;
  icon?: ReactNode;
}

export function Placeholder({ title, description, icon }: PlaceholderProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t("app.name")}`);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          icon={icon ?? <IconTools aria-hidden />}
          variant="light"
          title={<Badge variant="light" color="gray">{t("placeholder.soon")}</Badge>}
          description={description}
        />
      </Paper>
    </Stack>
  );
}
