/**
 * The details of one library file: preview, metadata, the recommendations it misses (warnings,
 * not refusals), the edit form (name, folder, default alternative text, shared), the focal point
 * of images, move, replace and delete (to the trash), the earlier versions a replace kept, and the
 * "page links" panel listing the pages that use it, each linking to its editor.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  CloseButton,
  CopyButton,
  Group,
  List,
  Modal,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  IconAlertTriangle,
  IconArrowsMove,
  IconFolder,
  IconReplace,
  IconTrash,
} from "@tabler/icons-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import {
  RECOMMENDED_MAX_IMAGE_BYTES,
  RECOMMENDED_MAX_SIDE,
} from "../../../../lib/content/media.ts";
import { isValidSegment, ROOT } from "../../../../lib/content/media_paths.ts";
import { errorsOf } from "../../api/client.ts";
import {
  editFile,
  listPagesByFile,
  type MediaFileJson,
  type PageUsingFile,
} from "../../api/media.ts";
import type { ListQuery } from "../../api/types.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { FileIcon } from "../../components/media/file_browser.tsx";
import { formatBytes, formatDimensions } from "../../components/media/format.ts";
import { type Column, PaginatedList } from "../../components/paginated_list.tsx";
import { StatusBadge } from "../../components/status_badge.tsx";
import { formatDate } from "../../i18n/index.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { FolderChooser, MoveMediaDialog } from "./dialogs.tsx";
import { FocalPointEditor } from "./focal_point.tsx";
import { ReplaceDialog } from "./replace_dialog.tsx";
import { longTextProps } from "../../lib/fit_text.ts";
import { IconTextButton } from "../../components/icon_text_button.tsx";

export interface FileDetailsProps {
  file: MediaFileJson;
  canManage: boolean;
  onClose(): void;
  onChanged(file: MediaFileJson): void;
  onDelete(file: MediaFileJson): void;
  onErrors(errors: ApiErrorItem[]): void;
}

export function FileDetails(props: FileDetailsProps) {
  const { file } = props;
  const { t } = useTranslation();
  const [moving, setMoving] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const folderLabel = file.path === ROOT ? t("media.root") : file.path;
  const meta: [string, string][] = [
    [t("media.columns.type"), `${t(`media.types.${file.type}`)} (${file.mime})`],
    ...(file.video ? [] : [[t("media.columns.size"), formatBytes(file.size)] as [string, string]]),
    ...(file.width && file.height
      ? [[t("media.columns.dimensions"), formatDimensions(file.width, file.height)] as [
        string,
        string,
      ]]
      : []),
    [t("media.details.folder"), folderLabel],
    [t("media.details.created"), formatDate(file.createdAt, { dateStyle: "medium" })],
    [t("media.details.updated"), formatDate(file.updatedAt, { dateStyle: "medium" })],
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="media-details-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id="media-details-title" style={{ wordBreak: "break-all" }}>
            {file.name}
          </Title>
          <CloseButton aria-label={t("media.details.close")} onClick={props.onClose} />
        </Group>
        <div className="media-preview">
          {file.previewUrl
            ? <img src={file.previewUrl} alt={file.defaultAltText} />
            : <FileIcon type={file.type} size={48} />}
        </div>
        <dl className="media-meta">
          {meta.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        <Group gap="xs">
          {file.shared && <Badge variant="light" color="brand">{t("media.details.shared")}</Badge>}
          <Anchor href={file.url} target="_blank" rel="noopener" size="sm">
            {t("media.details.open")}
          </Anchor>
          <CopyButton value={new URL(file.url, location.origin).href}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="subtle" onClick={copy}>
                {copied ? t("media.details.copied") : t("media.details.copy")}
              </Button>
            )}
          </CopyButton>
        </Group>
        {file.warnings.length > 0 && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t("media.details.warningsTitle")}
          >
            <List size="sm">
              {file.warnings.map((w) => (
                <List.Item key={w}>
                  {w === "dimensions"
                    ? t("media.details.warnDimensions", { max: RECOMMENDED_MAX_SIDE })
                    : t("media.details.warnSize", {
                      max: formatBytes(RECOMMENDED_MAX_IMAGE_BYTES),
                    })}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {props.canManage && (
          <>
            <EditForm key={file.id + file.updatedAt} {...props} />
            {file.croppable && (
              <FocalPointEditor key={file.hash} file={file} onChanged={props.onChanged} />
            )}
            <Group gap="xs">
              <IconTextButton
                icon={IconArrowsMove}
                variant="default"
                size="xs"
                onClick={() => setMoving(true)}
              >
                {t("media.details.move")}
              </IconTextButton>
              {!file.video && (
                <IconTextButton
                  icon={IconReplace}
                  variant="default"
                  size="xs"
                  onClick={() => setReplacing(true)}
                >
                  {t("media.replace.button")}
                </IconTextButton>
              )}
              <IconTextButton
                icon={IconTrash}
                variant="light"
                color="red"
                size="xs"
                onClick={() =>
                  props.onDelete(file)}
              >
                {t("media.delete.toTrash")}
              </IconTextButton>
            </Group>
          </>
        )}
        {file.history.length > 0 && <History file={file} />}
        <PageLinks fileID={file.id} />
      </Stack>
      {moving && (
        <MoveMediaDialog
          opened
          onClose={() => setMoving(false)}
          subject={{
            kind: "file",
            file,
            onMoved: (f) => {
              props.onChanged(f);
              notifySuccess(t("media.move.fileDone"));
            },
          }}
          onErrors={props.onErrors}
        />
      )}
      {replacing && (
        <ReplaceDialog
          file={file}
          onClose={() => setReplacing(false)}
          onReplaced={props.onChanged}
          onErrors={props.onErrors}
        />
      )}
    </Paper>
  );
}

/** The contents a replace kept: when each was replaced, its size and dimensions. */
function History({ file }: { file: MediaFileJson }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`history-${file.id}`}>
      <Title order={3} size="h5" id={`history-${file.id}`} mb="xs">
        {t("media.history.title")}
      </Title>
      <List size="sm">
        {file.history.map((h) => (
          <List.Item key={h.hash + h.replacedAt}>
            {t("media.history.replaced", {
              date: formatDate(h.replacedAt, { dateStyle: "medium", timeStyle: "short" }),
            })}
            <Text span size="xs" c="dimmed">
              {` · ${formatBytes(h.size)}`}
              {h.width && h.height ? ` · ${formatDimensions(h.width, h.height)}` : ""}
            </Text>
          </List.Item>
        ))}
      </List>
    </section>
  );
}

function EditForm({ file, onChanged, onErrors }: FileDetailsProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(file.name);
  const [folder, setFolder] = useState(file.path);
  const [alt, setAlt] = useState(file.defaultAltText);
  const [shared, setShared] = useState(file.shared);
  const [choosing, setChoosing] = useState(false);
  const [chooserValue, setChooserValue] = useState(file.path);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const valid = isValidSegment(name.trim());
  const dirty = name !== file.name || folder !== file.path || alt !== file.defaultAltText ||
    shared !== file.shared;

  async function save() {
    setBusy(true);
    setErrors([]);
    try {
      const next = await editFile(file.id, {
        newPath: folder,
        newFileName: name.trim(),
        defaultAltText: alt,
        shared,
      });
      onChanged(next);
      notifySuccess(t("media.details.saved"));
    } catch (err) {
      const list = errorsOf(err);
      setErrors(list);
      onErrors(list);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && dirty) save();
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t("media.details.name")}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={name && !valid ? t("media.invalidName") : undefined}
          maxLength={100}
          required
        />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t("media.details.folder")}
            value={folder === ROOT ? t("media.root") : folder}
            readOnly
            style={{ flex: 1 }}
            leftSection={<IconFolder size={16} aria-hidden />}
          />
          <Button
            variant="default"
            onClick={() => {
              setChooserValue(folder);
              setChoosing(true);
            }}
          >
            {t("media.details.chooseFolder")}
          </Button>
        </Group>
        <Textarea
          label={t("media.details.altText")}
          description={t("media.details.altHint")}
          value={alt}
          onChange={(e) => setAlt(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={254}
        />
        <Switch
          label={t("media.details.sharedLabel")}
          description={t("media.details.sharedHint")}
          checked={shared}
          onChange={(e) => setShared(e.currentTarget.checked)}
        />
        <ErrorList errors={errors} />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={busy} disabled={!dirty || !valid}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={choosing}
        onClose={() => setChoosing(false)}
        title={t("media.details.chooseFolder")}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Stack gap="md">
          <FolderChooser
            value={chooserValue}
            onChange={setChooserValue}
            label={t("media.move.target")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChoosing(false)}>
              {t("common.cancel")}
            </Button>
            <Button
              onClick={() => {
                setFolder(chooserValue);
                setChoosing(false);
              }}
            >
              {t("media.details.useFolder")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}

/** The pages whose versions use the file, paginated, each linking to its editor. */
export function PageLinks({ fileID }: { fileID: number }) {
  const { t } = useTranslation();
  const fetchItems = useCallback(
    (query: ListQuery, signal: AbortSignal) => listPagesByFile(fileID, query, signal),
    [fileID],
  );
  const columns = useMemo<Column<PageUsingFile>[]>(() => [
    {
      key: "title",
      header: t("media.links.page"),
      render: (p) => (
        <>
          <Anchor
            component={Link}
            to={`/page/${p.id}`}
            size="sm"
            fw={600}
            {...longTextProps(p.title || `/${p.slug}`, { maxWidth: "20rem" })}
          >
            {p.title || `/${p.slug}`}
          </Anchor>
          <Text span size="xs" c="dimmed">{` ${p.locale}`}</Text>
        </>
      ),
    },
    {
      key: "status",
      header: t("media.links.use"),
      render: (p) => (
        <Stack gap={2}>
          <StatusBadge status={p.status} />
          <Text size="xs" c="dimmed">
            {p.usedLive ? t("media.links.live") : t("media.links.draftOnly")}
          </Text>
        </Stack>
      ),
    },
  ], [t]);
  return (
    <section aria-labelledby={`page-links-${fileID}`}>
      <Title order={3} size="h5" id={`page-links-${fileID}`} mb="xs">
        {t("media.links.title")}
      </Title>
      <PaginatedList
        label={t("media.links.title")}
        fetchItems={fetchItems}
        columns={columns}
        rowKey={(p) => p.id}
        pageSize={5}
        minWidth={0}
        defaultSort={{ column: "updated", order: "desc" }}
        emptyMessage={t("media.links.none")}
      />
    </section>
  );
}
