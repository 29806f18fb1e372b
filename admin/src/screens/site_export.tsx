/**
 * Settings → Site: the export of the whole store (Administrators only; the server checks it
 * too). One button; while the server prepares the archive (a point-in-time copy of the store)
 * and while it streams in, the button says so and counts the bytes.
 */
import { Code, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { ROLE_IDS } from "../../../lib/content/permissions.ts";
import { errorsOf } from "../api/client.ts";
import { downloadExport } from "../api/settings.ts";
import { useAuth } from "../auth/auth_context.tsx";
import { ErrorList } from "../components/error_list.tsx";
import { notifySuccess } from "../lib/notify.ts";
import { IconTextButton } from "../components/icon_text_button.tsx";

type State = { phase: "idle" } | { phase: "preparing" } | { phase: "receiving"; bytes: number };

export function SiteExport() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const [state, setState] = useState<State>({ phase: "idle" });
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  if (user?.role?.ID !== ROLE_IDS.administrator) return null;

  async function start() {
    setErrors([]);
    setState({ phase: "preparing" });
    try {
      const fileName = await downloadExport({
        onStart: () => setState({ phase: "receiving", bytes: 0 }),
        onProgress: (bytes) => setState({ phase: "receiving", bytes }),
      });
      notifySuccess(t("siteSettings.exportDone", { fileName }));
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setState({ phase: "idle" });
    }
  }

  const megabytes = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 1 })
      .format(bytes / 1024 / 1024);
  const status = state.phase === "preparing"
    ? t("siteSettings.exportPreparing")
    : state.phase === "receiving"
    ? t("siteSettings.exportReceiving", { size: megabytes(state.bytes) })
    : "";

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="site-export-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="site-export-title">{t("siteSettings.exportTitle")}</Title>
        <Text size="sm">{t("siteSettings.exportIntro")}</Text>
        <Text size="sm">
          {t("siteSettings.exportHowTo")}{" "}
          <Code style={{ whiteSpace: "nowrap" }}>deno task import FILE</Code>
        </Text>
        <Text size="sm" c="dimmed">{t("siteSettings.exportHint")}</Text>
        <ErrorList errors={errors} title={t("siteSettings.exportFailed")} />
        <Group>
          <IconTextButton
            icon={IconDownload}
            onClick={() =>
              void start()}
            loading={state.phase !== "idle"}
            variant="default"
          >
            {t("siteSettings.exportButton")}
          </IconTextButton>
          <Text size="sm" role="status" aria-live="polite">{status}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
