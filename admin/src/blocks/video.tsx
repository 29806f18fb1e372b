/** Video block: a YouTube or Vimeo link or id, checked as it is typed, and a title. */
import { Badge, Group, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { parseVideo } from "../../../lib/content/video.ts";
import type { BlockEditorProps } from "./types.ts";

export function VideoEditor({ value, onChange, error, blockKey }: BlockEditorProps<"video">) {
  const { t } = useTranslation();
  const trimmed = value.url.trim();
  const video = trimmed ? parseVideo(trimmed) : null;
  const localError = trimmed && !video ? t("blocks.video.invalid") : undefined;
  const statusId = `video-status-${blockKey}`;
  return (
    <Stack gap="sm">
      <TextInput
        label={t("blocks.video.url")}
        description={t("blocks.video.urlHint")}
        required
        value={value.url}
        onChange={(e) => onChange({ ...value, url: e.currentTarget.value })}
        error={error("url", t("blocks.video.url")) ?? localError}
        aria-describedby={statusId}
      />
      <Group gap="xs" id={statusId} aria-live="polite">
        {video
          ? (
            <>
              <Badge variant="light" color={video.provider === "youtube" ? "red" : "blue"}>
                {video.provider === "youtube" ? "YouTube" : "Vimeo"}
              </Badge>
              <Text size="xs" c="dimmed">{t("blocks.video.detected", { id: video.id })}</Text>
            </>
          )
          : !trimmed && <Text size="xs" c="dimmed">{t("blocks.video.empty")}</Text>}
      </Group>
      <TextInput
        label={t("blocks.video.title")}
        data-field="title"
        value={value.title}
        onChange={(e) => onChange({ ...value, title: e.currentTarget.value })}
        error={error("title", t("blocks.video.title"))}
      />
    </Stack>
  );
}
