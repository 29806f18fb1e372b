/** A path inside the admin that leads to no screen. */
import { Button, EmptyState, Paper } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconMapQuestion } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(`${t("notFound.title")} · ${t("app.name")}`);
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState
        icon={<IconMapQuestion aria-hidden />}
        title={<h1 className="empty-title">{t("notFound.title")}</h1>}
        description={t("notFound.text")}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/">{t("notFound.home")}</Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
