/**
 * The Preview tab: the stored version as the public renderer draws it, for comparison with the
 * live preview of unsaved edits. A preview the server cannot give shows a clear message.
 */
import { Alert, Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { previewVersion } from "../../api/pages.ts";
import { PreviewFrame } from "./preview_frame.tsx";
import { IconTextButton } from "../../components/icon_text_button.tsx";

type State = { kind: "loading" } | { kind: "ready"; html: string } | { kind: "unavailable" };

export interface PreviewPanelProps {
  versionID: number;
  dirty: boolean;
  onSave(): void;
}

export function PreviewPanel({ versionID, dirty, onSave }: PreviewPanelProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: "loading" });
  const [token, setToken] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    previewVersion(versionID, controller.signal).then(
      (html) => setState({ kind: "ready", html }),
      (err) => {
        if (controller.signal.aborted) return;
        console.warn("Preview unavailable", err);
        setState({ kind: "unavailable" });
      },
    );
    return () => controller.abort();
  }, [versionID, token]);

  return (
    <Stack gap="sm">
      {dirty && (
        <Alert color="yellow" variant="light">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t("editor.preview.dirty")}</Text>
            <Button size="xs" onClick={onSave}>{t("common.save")}</Button>
          </Group>
        </Alert>
      )}
      <Group justify="flex-end">
        <IconTextButton
          icon={IconRefresh}
          size="xs"
          variant="default"
          onClick={() => setToken((n) => n + 1)}
        >
          {t("editor.preview.refresh")}
        </IconTextButton>
      </Group>
      {state.kind === "loading" && (
        <Group justify="center" py="xl">
          <Loader aria-label={t("app.loading")} />
        </Group>
      )}
      {state.kind === "unavailable" && (
        <Paper withBorder radius="md" p="xl">
          <Text fw={600}>{t("editor.preview.unavailableTitle")}</Text>
          <Text size="sm" c="dimmed">{t("editor.preview.unavailable")}</Text>
        </Paper>
      )}
      {state.kind === "ready" && (
        <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
          <PreviewFrame html={state.html} title={t("editor.preview.frameTitle")} />
        </Paper>
      )}
    </Stack>
  );
}
