/**
 * Folders and files of the library as a grid of thumbnails or as a list (name, type, size,
 * dimensions, date). Every item is a button: Enter or a click opens it, Delete asks to delete it.
 * With `checked`/`onCheck` (the library's bulk actions) each file also has a checkbox of its own.
 */
import { Checkbox, Table, ThemeIcon, UnstyledButton } from "@mantine/core";
import {
  IconAlertTriangle,
  IconFileText,
  IconFolder,
  IconMovie,
  IconMusic,
  IconPhoto,
} from "@tabler/icons-react";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { MediaDirJson, MediaFileJson } from "../../api/media.ts";
import { formatBytes, formatDimensions } from "./format.ts";
import { DateTime } from "../date_time.tsx";

export type ViewMode = "grid" | "list";

export interface FileBrowserProps {
  directories?: MediaDirJson[];
  files: MediaFileJson[];
  view: ViewMode;
  selectedID?: number | null;
  onOpenDir?(path: string): void;
  onOpenFile(file: MediaFileJson): void;
  /** Delete pressed on a file. */
  onDeleteFile?(file: MediaFileJson): void;
  /** Files that cannot be chosen here (the picker takes images only). */
  isDisabled?(file: MediaFileJson): boolean;
  label: string;
  /** Files ticked for a bulk action; no checkboxes without `onCheck`. */
  checked?: ReadonlySet<number>;
  onCheck?(file: MediaFileJson, checked: boolean): void;
}

const TYPE_ICONS = {
  image: IconPhoto,
  video: IconMovie,
  audio: IconMusic,
  document: IconFileText,
};

export function FileIcon({ type, size = 36 }: { type: MediaFileJson["type"]; size?: number }) {
  const Icon = TYPE_ICONS[type];
  return (
    <ThemeIcon variant="light" color="gray" size={size * 1.6} radius="md" aria-hidden>
      <Icon size={size} />
    </ThemeIcon>
  );
}

function Thumb({ file }: { file: MediaFileJson }) {
  return file.previewUrl
    ? <img src={file.previewUrl} alt="" loading="lazy" decoding="async" />
    : <FileIcon type={file.type} />;
}

/**
 * A tile acts on a click, and a double click (as in a file manager) is one click too: its second
 * click (`detail` 2) lands on what the first one opened and must not act there (issue 28: it
 * opened a file in the folder just opened, or, while the folder loaded, closed the picker).
 * Keys give `detail` 0 and always act.
 */
function once(act: () => void): (event: { detail: number }) => void {
  return (event) => {
    if (event.detail <= 1) act();
  };
}

export function FileBrowser(props: FileBrowserProps) {
  const { t } = useTranslation();
  const { directories = [], files, view } = props;
  const keyDown = (file: MediaFileJson) => (e: KeyboardEvent) => {
    if ((e.key === "Delete" || e.key === "Backspace") && props.onDeleteFile) {
      e.preventDefault();
      props.onDeleteFile(file);
    }
  };
  const typeLabel = (f: MediaFileJson) => t(`media.types.${f.type}`);
  const checkbox = (f: MediaFileJson, className?: string) =>
    props.onCheck && (
      <Checkbox
        className={className}
        aria-label={t("media.bulk.selectFile", { name: f.name })}
        checked={props.checked?.has(f.id) ?? false}
        onChange={(e) => props.onCheck!(f, e.currentTarget.checked)}
        data-check-id={f.id}
      />
    );

  if (view === "list") {
    return (
      <Table.ScrollContainer minWidth={560}>
        <Table highlightOnHover aria-label={props.label} verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              {props.onCheck && (
                <Table.Th w={36}>
                  <span className="visually-hidden">{t("media.bulk.selectAll")}</span>
                </Table.Th>
              )}
              <Table.Th>{t("media.columns.name")}</Table.Th>
              <Table.Th>{t("media.columns.type")}</Table.Th>
              <Table.Th>{t("media.columns.size")}</Table.Th>
              <Table.Th>{t("media.columns.dimensions")}</Table.Th>
              <Table.Th>{t("media.columns.date")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {directories.map((d) => (
              <Table.Tr key={d.path}>
                {props.onCheck && <Table.Td />}
                <Table.Td>
                  <UnstyledButton
                    className="media-list-name"
                    onClick={once(() => props.onOpenDir?.(d.path))}
                  >
                    <IconFolder size={18} aria-hidden />
                    <span>{d.name}</span>
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>{t("media.types.folder")}</Table.Td>
                <Table.Td />
                <Table.Td />
                <Table.Td />
              </Table.Tr>
            ))}
            {files.map((f) => (
              <Table.Tr key={f.id} data-selected={f.id === props.selectedID || undefined}>
                {props.onCheck && <Table.Td>{checkbox(f)}</Table.Td>}
                <Table.Td>
                  <UnstyledButton
                    className="media-list-name"
                    onClick={once(() =>
                      props.onOpenFile(f)
                    )}
                    onKeyDown={keyDown(f)}
                    aria-pressed={f.id === props.selectedID}
                    disabled={props.isDisabled?.(f)}
                    data-file-id={f.id}
                  >
                    {f.previewUrl
                      ? (
                        <img
                          src={f.previewUrl}
                          alt=""
                          loading="lazy"
                          className="media-list-thumb"
                        />
                      )
                      : <IconFileText size={18} aria-hidden />}
                    <span>{f.name}</span>
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>{typeLabel(f)}</Table.Td>
                <Table.Td>{f.video ? "" : formatBytes(f.size)}</Table.Td>
                <Table.Td>{formatDimensions(f.width, f.height)}</Table.Td>
                <Table.Td>
                  <DateTime value={f.updatedAt} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <ul className="media-grid" aria-label={props.label}>
      {directories.map((d) => (
        <li key={d.path}>
          <UnstyledButton className="media-tile" onClick={once(() => props.onOpenDir?.(d.path))}>
            <span className="media-tile-thumb">
              <IconFolder size={48} aria-hidden color="var(--mantine-color-brand-5)" />
            </span>
            <span className="media-tile-name">{d.name}</span>
          </UnstyledButton>
        </li>
      ))}
      {files.map((f) => (
        <li
          key={f.id}
          className="media-grid-item"
          data-checked={props.checked?.has(f.id) || undefined}
        >
          {checkbox(f, "media-tile-check")}
          <UnstyledButton
            className="media-tile"
            onClick={once(() => props.onOpenFile(f))}
            onKeyDown={keyDown(f)}
            aria-pressed={f.id === props.selectedID}
            disabled={props.isDisabled?.(f)}
            data-file-id={f.id}
            title={f.name}
          >
            <span className="media-tile-thumb">
              <Thumb file={f} />
              {f.warnings.length > 0 && (
                <span className="media-tile-warning" title={t("media.details.warningsTitle")}>
                  <IconAlertTriangle size={14} aria-hidden />
                  <span className="visually-hidden">{t("media.details.warningsTitle")}</span>
                </span>
              )}
            </span>
            <span className="media-tile-name">{f.name}</span>
            <span className="media-tile-meta">
              {typeLabel(f)}
              {f.width && f.height ? ` · ${formatDimensions(f.width, f.height)}` : ""}
            </span>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
