/**
 * The live preview in a window of its own (/cmsadmin/page/{id}/preview): it draws what the
 * editor of the page sends over a same-origin BroadcastChannel and sends block clicks back, so
 * it needs no calls of its own and shows exactly what the side-by-side preview shows.
 */
import { Center, Stack, Text } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { previewChannelName, type PreviewMessage } from "./live_preview.tsx";
import { PreviewFrame } from "./preview_frame.tsx";

export function PreviewWindow() {
  const { t } = useTranslation();
  const pageID = Number(useParams().pageID);
  const [html, setHtml] = useState<string | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  useDocumentTitle(`${t("editing.preview.title")} · ${t("app.name")}`);

  useEffect(() => {
    const ch = new BroadcastChannel(previewChannelName(pageID));
    channel.current = ch;
    ch.onmessage = (event: MessageEvent<PreviewMessage>) => {
      if (event.data.type === "html") setHtml(event.data.html);
    };
    ch.postMessage({ type: "hello" } satisfies PreviewMessage);
    return () => ch.close();
  }, [pageID]);

  if (html === null) {
    return (
      <Center h="100vh">
        <Stack align="center" gap="xs">
          <Text fw={600}>{t("editing.preview.title")}</Text>
          <Text size="sm" c="dimmed">{t("editing.preview.waiting")}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <main>
      <h1 className="visually-hidden">{t("editing.preview.title")}</h1>
      <PreviewFrame
        html={html}
        title={t("editing.preview.frameTitle")}
        height="100vh"
        onBlockClick={(key) => channel.current?.postMessage({ type: "focus", key })}
      />
    </main>
  );
}
