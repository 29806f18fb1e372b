/**
 * Uploads into the media library: a drop zone (drag and drop, or a file dialog), a queue that
 * sends one request per file, a few at a time, each with its own progress bar and its own error,
 * and a callback for each file the server accepted (the screen appends it when the person is
 * still in that folder). Used by the library screen and the image picker.
 */
import { ActionIcon, Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import "@mantine/dropzone/styles.css";
import { IconCheck, IconCloudUpload, IconX } from "@tabler/icons-react";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { MAX_UPLOAD_BYTES } from "../../../../lib/content/media.ts";
import { errorsOf } from "../../api/client.ts";
import { addFile, type MediaFileJson } from "../../api/media.ts";
import { useErrorText } from "../../i18n/index.ts";
import { formatBytes } from "./format.ts";
import { hintProps } from "../hint_tooltip.tsx";

/** Files sent at the same time; the rest wait their turn. */
const PARALLEL = 3;

export type UploadStatus = "waiting" | "uploading" | "done" | "error";

export interface UploadItem {
  key: number;
  name: string;
  size: number;
  dir: string;
  /** 0 to 100. */
  progress: number;
  status: UploadStatus;
  errors: ApiErrorItem[];
}

interface Job {
  item: UploadItem;
  file: File;
  controller: AbortController;
}

export interface UploadQueue {
  items: UploadItem[];
  add(files: File[], dir: string): void;
  cancel(key: number): void;
  /** Removes finished and failed entries. */
  clear(): void;
}

let nextKey = 1;

export function useUploadQueue(
  onUploaded: (file: MediaFileJson, dir: string) => void,
): UploadQueue {
  const [items, setItems] = useState<UploadItem[]>([]);
  const waiting = useRef<Job[]>([]);
  const running = useRef(new Map<number, Job>());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const patch = useCallback((key: number, change: Partial<UploadItem>) => {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  const pump = useCallback(() => {
    while (running.current.size < PARALLEL && waiting.current.length > 0) {
      const job = waiting.current.shift()!;
      running.current.set(job.item.key, job);
      patch(job.item.key, { status: "uploading" });
      let lastPercent = -1;
      addFile(job.item.dir, job.file, {
        signal: job.controller.signal,
        onProgress(loaded, total) {
          // The body also holds the form's boundaries: never claim 100 % before the answer.
          const percent = Math.min(99, Math.floor((loaded / Math.max(1, total)) * 100));
          if (percent !== lastPercent) {
            lastPercent = percent;
            patch(job.item.key, { progress: percent });
          }
        },
      }).then(
        (file) => {
          patch(job.item.key, { status: "done", progress: 100 });
          uploaded.current(file, job.item.dir);
        },
        (err) => {
          if (err instanceof DOMException && err.name === "AbortError") return;
          patch(job.item.key, { status: "error", errors: errorsOf(err) });
        },
      ).finally(() => {
        running.current.delete(job.item.key);
        pump();
      });
    }
  }, [patch]);

  const add = useCallback((files: File[], dir: string) => {
    const added: UploadItem[] = [];
    for (const file of files) {
      const item: UploadItem = {
        key: nextKey++,
        name: file.name,
        size: file.size,
        dir,
        progress: 0,
        status: "waiting",
        errors: [],
      };
      // Known before sending: the server would refuse it only after reading 100 MB.
      if (file.size > MAX_UPLOAD_BYTES) {
        item.status = "error";
        item.errors = [{ property: "f", code: "ML_01" }];
      } else {
        waiting.current.push({ item, file, controller: new AbortController() });
      }
      added.push(item);
    }
    setItems((list) => [...list, ...added]);
    pump();
  }, [pump]);

  const cancel = useCallback((key: number) => {
    waiting.current = waiting.current.filter((j) => j.item.key !== key);
    running.current.get(key)?.controller.abort();
    setItems((list) => list.filter((i) => i.key !== key));
  }, []);

  const clear = useCallback(() => {
    setItems((list) => list.filter((i) => i.status === "waiting" || i.status === "uploading"));
  }, []);

  // Leaving the screen stops what is still sending.
  useEffect(() => () => {
    waiting.current = [];
    for (const job of running.current.values()) job.controller.abort();
  }, []);

  return { items, add, cancel, clear };
}

export interface UploadDropzoneProps {
  onFiles(files: File[]): void;
  /** Lets a button elsewhere open the file dialog. */
  openRef?: RefObject<(() => void) | null>;
  compact?: boolean;
}

export function UploadDropzone({ onFiles, openRef, compact }: UploadDropzoneProps) {
  const { t } = useTranslation();
  return (
    <Dropzone
      onDrop={onFiles}
      openRef={openRef}
      multiple
      radius="md"
      p={compact ? "xs" : "md"}
      aria-label={t("media.upload.dropLabel")}
      className="media-dropzone"
    >
      <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: "none" }}>
        <Dropzone.Accept>
          <IconCloudUpload size={28} aria-hidden color="var(--mantine-color-brand-6)" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={28} aria-hidden color="var(--mantine-color-red-6)" />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconCloudUpload size={28} aria-hidden color="var(--mantine-color-gray-6)" />
        </Dropzone.Idle>
        <div>
          <Text size="sm" fw={500}>{t("media.upload.drop")}</Text>
          {!compact && (
            <Text size="xs" c="dimmed">
              {t("media.upload.limits", { size: formatBytes(MAX_UPLOAD_BYTES) })}
            </Text>
          )}
        </div>
      </Group>
    </Dropzone>
  );
}

export function UploadQueueList({ queue }: { queue: UploadQueue }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (queue.items.length === 0) return null;
  const finished = queue.items.some((i) => i.status === "done" || i.status === "error");
  return (
    <Paper withBorder radius="md" p="sm" aria-label={t("media.upload.queue")} component="section">
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={600}>{t("media.upload.queue")}</Text>
        {finished && (
          <Button size="compact-xs" variant="subtle" onClick={queue.clear}>
            {t("media.upload.clear")}
          </Button>
        )}
      </Group>
      <Stack gap="xs" component="ul" className="media-queue">
        {queue.items.map((item) => (
          <li key={item.key} data-upload-status={item.status}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate="end" style={{ minWidth: 0 }}>{item.name}</Text>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c={item.status === "error" ? "red.8" : "dimmed"}>
                  {item.status === "done"
                    ? t("media.upload.done")
                    : item.status === "error"
                    ? t("media.upload.failed")
                    : item.status === "waiting"
                    ? t("media.upload.waiting")
                    : `${item.progress} %`}
                </Text>
                {item.status === "done" && <IconCheck size={16} aria-hidden color="green" />}
                {(item.status === "waiting" || item.status === "uploading") && (
                  <ActionIcon
                    {...hintProps(t("media.upload.cancel"))}
                    size="sm"
                    variant="subtle"
                    color="gray"
                    aria-label={t("media.upload.cancelFile", { name: item.name })}
                    onClick={() => queue.cancel(item.key)}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Group>
            <Progress.Root size="sm" mt={4}>
              <Progress.Section
                value={item.progress}
                color={item.status === "error" ? "red" : item.status === "done" ? "green" : "brand"}
                animated={item.status === "uploading"}
                aria-label={t("media.upload.progressOf", { name: item.name })}
              />
            </Progress.Root>
            {item.errors.length > 0 && (
              <Text size="xs" c="red.8" mt={2} role="alert">
                {[...new Set(item.errors.map(errorText))].join(" ")}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
