/** A screen the user's role does not allow (the navigation hides it; a typed URL lands here). */
import { Button, EmptyState, Paper } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function NotAuthorized() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState
        icon={<IconLock aria-hidden />}
        title={<h1 className="empty-title">{t("errors.UM_01")}</h1>}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/">{t("notFound.home")}</Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
