/**
 * "Replace file": the person chooses the new file and sees it beside the current one (a preview
 * made in the browser, nothing is sent yet); Replace uploads it in place of the old content. The
 * id, name and every page's use stay; the old content goes to the file's history.
 */
import { Button, FileButton, Group, Modal, Progress, Stack, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { errorsOf } from "../../api/client.ts";
import { type MediaFileJson, replaceFile } from "../../api/media.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { FileIcon } from "../../components/media/file_browser.tsx";
import { formatBytes } from "../../components/media/format.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { IconTextButton } from "../../components/icon_text_button.tsx";

/** Types the browser can show as a picture (the rest shows an icon). */
const PREVIEWABLE = /^image\/(png|jpeg|gif|webp|avif)$/;

export function ReplaceDialog(
  { file, onClose, onReplaced, onErrors }: {
    file: MediaFileJson;
    onClose(): void;
    onReplaced(file: MediaFileJson): void;
    onErrors(errors: ApiErrorItem[]): void;
  },
) {
  const { t } = useTranslation();
  const [next, setNext] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);

  useEffect(() => {
    if (!next || !PREVIEWABLE.test(next.type)) return setPreview(null);
    const url = URL.createObjectURL(next);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [next]);

  async function submit() {
    if (!next) return;
    setErrors([]);
    setProgress(0);
    try {
      const replaced = await replaceFile(file.id, next, {
        onProgress: (loaded, total) => setProgress(total ? (loaded / total) * 100 : 0),
      });
      notifySuccess(t("media.replace.done", { name: replaced.name }));
      onReplaced(replaced);
      onClose();
    } catch (err) {
      const list = errorsOf(err);
      setErrors(list);
      onErrors(list);
    } finally {
      setProgress(null);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("media.replace.title", { name: file.name })}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="md">
        <Text size="sm">{t("media.replace.intro")}</Text>
        <FileButton onChange={setNext} accept={file.type === "image" ? "image/*" : undefined}>
          {(props) => (
            <IconTextButton icon={IconUpload} {...props} variant="default" data-autofocus>
              {t("media.replace.choose")}
            </IconTextButton>
          )}
        </FileButton>
        <div className="replace-previews">
          <figure className="replace-figure">
            <figcaption>
              <Text size="sm" fw={600}>{t("media.replace.current")}</Text>
              <Text size="xs" c="dimmed">{file.name} · {formatBytes(file.size)}</Text>
            </figcaption>
            <div className="media-preview">
              {file.previewUrl
                ? <img src={file.previewUrl} alt={t("media.replace.current")} />
                : <FileIcon type={file.type} />}
            </div>
          </figure>
          {next && (
            <figure className="replace-figure">
              <figcaption>
                <Text size="sm" fw={600}>{t("media.replace.next")}</Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                  {next.name} · {formatBytes(next.size)}
                </Text>
              </figcaption>
              <div className="media-preview">
                {preview
                  ? <img src={preview} alt={t("media.replace.next")} />
                  : <Text size="sm" c="dimmed" p="sm">{t("media.replace.noPreview")}</Text>}
              </div>
            </figure>
          )}
        </div>
        {progress !== null && <Progress value={progress} aria-label={t("media.replace.submit")} />}
        <ErrorList errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t("common.cancel")}</Button>
          <Button onClick={submit} disabled={!next} loading={progress !== null}>
            {t("media.replace.submit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
