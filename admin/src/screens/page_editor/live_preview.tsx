/**
 * The live preview: the unsaved document drawn by the public renderer as someone types. Changes
 * are sent (debounced) to the preview endpoint, which validates them like a store and stores
 * nothing; a document the server refuses leaves the last good drawing up with the reason. The
 * same drawing can be followed in a window of its own (BroadcastChannel, same origin), and a
 * click on a block in either place leads to that block's editor.
 */
import { Alert, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { IconExternalLink, IconX } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { errorsOf } from "../../api/client.ts";
import { previewDocument } from "../../api/pages.ts";
import { ToolButton } from "../../components/tool_button.tsx";
import { useErrorText } from "../../i18n/index.ts";
import type { DocumentStore } from "./document_store.ts";
import { PreviewFrame } from "./preview_frame.tsx";

const DEBOUNCE_MS = 400;

/** Messages between the editor and a preview window of the same page. */
export type PreviewMessage =
  | { type: "html"; html: string }
  | { type: "hello" }
  | { type: "focus"; key: string };

export function previewChannelName(pageID: number): string {
  return `ximblox.preview.${pageID}`;
}

export interface LivePreview {
  html: string | null;
  errors: ApiErrorItem[];
  updating: boolean;
}

/**
 * Follows the document and keeps its preview HTML current while `enabled`; also answers preview
 * windows of the page and passes their block clicks to `onBlockClick`.
 */
export function useLivePreview(
  store: DocumentStore,
  options: {
    pageID: number;
    versionID: () => number;
    enabled: boolean;
    onBlockClick(key: string): void;
  },
): LivePreview {
  const { pageID, versionID, enabled } = options;
  const [state, setState] = useState<LivePreview>({ html: null, errors: [], updating: false });
  const latest = useRef<string | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  const [windows, setWindows] = useState(false);
  const onBlockClick = useRef(options.onBlockClick);
  onBlockClick.current = options.onBlockClick;
  const version = useRef(versionID);
  version.current = versionID;

  // A channel for windows of this page: they say hello, get the drawing, and report clicks.
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const ch = new BroadcastChannel(previewChannelName(pageID));
    channel.current = ch;
    ch.onmessage = (event: MessageEvent<PreviewMessage>) => {
      const message = event.data;
      if (message.type === "hello") {
        setWindows(true);
        if (latest.current) ch.postMessage({ type: "html", html: latest.current });
      } else if (message.type === "focus") {
        onBlockClick.current(message.key);
      }
    };
    return () => {
      channel.current = null;
      ch.close();
    };
  }, [pageID]);

  const active = enabled || windows;
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    const draw = () => {
      controller?.abort();
      const mine = controller = new AbortController();
      const { meta, blocks } = store.snapshot();
      setState((s) => ({ ...s, updating: true }));
      previewDocument(version.current(), { ...meta, blocks }, mine.signal).then(
        (html) => {
          latest.current = html;
          channel.current?.postMessage({ type: "html", html } satisfies PreviewMessage);
          setState({ html, errors: [], updating: false });
        },
        (err) => {
          if (mine.signal.aborted) return;
          setState((s) => ({ ...s, errors: errorsOf(err), updating: false }));
        },
      );
    };
    draw();
    const leave = store.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(draw, DEBOUNCE_MS);
    });
    return () => {
      leave();
      clearTimeout(timer);
      controller?.abort();
    };
  }, [store, active]);

  return state;
}

export interface LivePreviewPanelProps {
  preview: LivePreview;
  pageID: number;
  onBlockClick(key: string): void;
  onClose(): void;
}

/** The side-by-side panel of the live preview. */
export function LivePreviewPanel(
  { preview, pageID, onBlockClick, onClose }: LivePreviewPanelProps,
) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const popOut = () =>
    globalThis.open(`/cmsadmin/page/${pageID}/preview`, `ximblox-preview-${pageID}`, "popup");
  return (
    <Paper withBorder radius="md" className="live-preview" aria-labelledby="live-preview-title">
      <Stack gap={0} h="100%">
        <Group justify="space-between" px="sm" py={6} wrap="nowrap" className="live-preview-bar">
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} size="sm" id="live-preview-title" component="h2" m={0}>
              {t("editing.preview.title")}
            </Text>
            <Text size="xs" c="dimmed" role="status">
              {preview.updating ? t("editing.preview.updating") : t("editing.preview.current")}
            </Text>
            {preview.updating && <Loader size={12} aria-hidden />}
          </Group>
          <Group gap={2} wrap="nowrap">
            <ToolButton
              variant="subtle"
              color="gray"
              onClick={popOut}
              label={t("editing.preview.window")}
            >
              <IconExternalLink size={16} aria-hidden />
            </ToolButton>
            <ToolButton
              variant="subtle"
              color="gray"
              onClick={onClose}
              label={t("editing.preview.close")}
            >
              <IconX size={16} aria-hidden />
            </ToolButton>
          </Group>
        </Group>
        {preview.errors.length > 0 && (
          <Alert color="orange" variant="light" radius={0} py={6}>
            <Text size="xs">{t("editing.preview.invalid")}</Text>
            {preview.errors.slice(0, 3).map((e) => (
              <Text size="xs" key={e.property + e.code}>
                {errorText({ code: e.code, property: e.property.split(".").pop() ?? "" })}
              </Text>
            ))}
          </Alert>
        )}
        {preview.html === null
          ? (
            <Group justify="center" py="xl">
              <Loader aria-label={t("app.loading")} />
            </Group>
          )
          : (
            <PreviewFrame
              html={preview.html}
              title={t("editing.preview.frameTitle")}
              onBlockClick={onBlockClick}
              height="100%"
            />
          )}
      </Stack>
    </Paper>
  );
}
