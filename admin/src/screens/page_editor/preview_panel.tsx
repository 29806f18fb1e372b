/**
 * The draft preview: the saved version as the public renderer draws it. The HTML is fetched
 * with the session and shown in a sandboxed frame without scripts (srcdoc), so it works under
 * the admin's security headers; a preview the server cannot give shows a clear message.
 */
import { Alert, Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { previewUrl } from "../../api/pages.ts";

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
    fetch(previewUrl(versionID), {
      credentials: "same-origin",
      headers: { Accept: "text/html" },
      signal: controller.signal,
    })
      .then(async (response) => {
        const type = response.headers.get("Content-Type") ?? "";
        if (!response.ok || !type.includes("text/html")) throw new Error(`HTTP ${response.status}`);
        const html = await response.text();
        // Links open outside the frame; the frame itself runs no scripts.
        const withBase = html.replace(/<head([^>]*)>/i, `<head$1><base target="_blank">`);
        setState({ kind: "ready", html: withBase });
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        console.warn("Preview unavailable", err);
        setState({ kind: "unavailable" });
      });
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
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => setToken((n) => n + 1)}
        >
          {t("editor.preview.refresh")}
        </Button>
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
          <iframe
            title={t("editor.preview.frameTitle")}
            srcDoc={state.html}
            sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            style={{
              width: "100%",
              height: "75vh",
              border: 0,
              display: "block",
              background: "#fff",
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}
