/**
 * /cmsadmin/medialibrary: folders (tree and breadcrumbs), uploads by button or drag and drop
 * with a queue of progress bars, thumbnails or a list, search in the folder and below, and a
 * details panel per file. The open folder is in the address (?path=), so it can be shared and
 * the browser's back button goes to the previous folder. Files can be ticked for bulk actions
 * (move, trash, download); deleting moves to the trash, which lists them for 30 days to restore.
 */
import {
  Alert,
  Button,
  EmptyState,
  Grid,
  Group,
  List,
  Loader,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDocumentTitle, useLocalStorage } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import {
  IconArrowsMove,
  IconFolderPlus,
  IconLayoutGrid,
  IconList,
  IconPhoto,
  IconSearch,
  IconTrash,
  IconTrashX,
  IconUpload,
} from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { TRASH_DAYS } from "../../../../lib/content/media.ts";
import { baseName, normaliseDir, parentOf, ROOT } from "../../../../lib/content/media_paths.ts";
import { errorsOf } from "../../api/client.ts";
import {
  deleteDirectory,
  deleteFile,
  type FileInUse,
  fileInUse,
  listPagesByFile,
  type MediaFileJson,
  type PageUsingFile,
} from "../../api/media.ts";
import { useAuth } from "../../auth/auth_context.tsx";
import { ErrorList } from "../../components/error_list.tsx";
import { FileBrowser, type ViewMode } from "../../components/media/file_browser.tsx";
import { FolderBreadcrumbs, FolderTree } from "../../components/media/folder_tree.tsx";
import "../../components/media/media.css";
import {
  UploadDropzone,
  UploadQueueList,
  useUploadQueue,
} from "../../components/media/upload_queue.tsx";
import { useMediaFolder } from "../../components/media/use_media_folder.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { MoveMediaDialog, NewFolderDialog } from "./dialogs.tsx";
import { BulkActions } from "./bulk_actions.tsx";
import { TrashDialog } from "./trash_dialog.tsx";
import { FileDetails } from "./file_details.tsx";
import { destructiveModal } from "../../lib/confirm.ts";

export function MediaLibrary() {
  const { t } = useTranslation();
  const { can } = useAuth();
  const canManage = can("manage-media");
  useDocumentTitle(`${t("nav.mediaLibrary")} · ${t("app.name")}`);
  const [params, setParams] = useSearchParams();
  const urlDir = normaliseDir(params.get("path") ?? ROOT) ?? ROOT;
  const folder = useMediaFolder(urlDir, (path) => {
    setParams(path === ROOT ? {} : { path });
  });
  const { open } = folder;
  // The address changed (back button, a link): follow it.
  useEffect(() => open(urlDir), [urlDir, open]);

  const [view, setView] = useLocalStorage<ViewMode>({
    key: "ximblox.media.view",
    defaultValue: "grid",
  });
  const [selected, setSelected] = useState<MediaFileJson | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [treeVersion, setTreeVersion] = useState(0);
  const [dialog, setDialog] = useState<"newFolder" | "moveFolder" | "trash" | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const openFiles = useRef<(() => void) | null>(null);
  const queue = useUploadQueue(folder.appendFile);
  const bumpTree = useCallback(() => setTreeVersion((n) => n + 1), []);

  // A new folder clears the selection and the old folder's errors.
  useEffect(() => {
    setSelected(null);
    setErrors([]);
    setChecked(new Set());
  }, [folder.dir]);

  const content = folder.content;
  const isRoot = folder.dir === ROOT;

  async function askDeleteFile(file: MediaFileJson) {
    if (!canManage) return;
    let usage: { items: PageUsingFile[]; totalItems: number } | null = null;
    try {
      usage = await listPagesByFile(file.id, {
        pageIndex: 0,
        pageSize: 10,
        searchTerm: "",
        columnToSort: "updated",
        sortOrder: "desc",
      });
    } catch {
      usage = null; // Unknown use: the general warning below still applies.
    }
    modals.openConfirmModal({
      title: t("media.delete.fileTitle"),
      children: (
        <Stack gap="sm">
          <Text size="sm">
            {t("media.delete.fileMessage", { name: file.name, days: TRASH_DAYS })}
          </Text>
          {usage && usage.totalItems > 0 && (
            <Alert
              color="orange"
              variant="light"
              title={t("media.delete.usedTitle")}
              // Orange text on the light orange ground is below WCAG AA; the title reads dark.
              styles={{ title: { color: "var(--mantine-color-dark-8)" } }}
            >
              <Text size="sm">{t("media.delete.used", { count: usage.totalItems })}</Text>
              <List size="sm" mt={4}>
                {usage.items.map((p) => (
                  <List.Item key={p.id}>
                    {p.title || `/${p.slug}`} ({p.locale}
                    {p.usedLive ? `, ${t("media.links.live")}` : ""})
                  </List.Item>
                ))}
              </List>
              {usage.totalItems > usage.items.length && (
                <Text size="xs" c="dimmed" mt={4}>
                  {t("media.delete.more", { count: usage.totalItems - usage.items.length })}
                </Text>
              )}
            </Alert>
          )}
        </Stack>
      ),
      ...destructiveModal(t, t("media.delete.toTrash")),
      // Pages shown as live here were seen: the server need not ask again for them.
      onConfirm: () => removeFile(file, !!usage?.items.some((p) => p.usedLive)),
    });
  }

  /** Deletes; a refusal because published pages use the file asks again, naming them. */
  async function removeFile(file: MediaFileJson, confirm: boolean) {
    setErrors([]);
    try {
      await deleteFile(file.id, { confirm });
      folder.removeFile(file.id);
      setSelected((s) => (s?.id === file.id ? null : s));
      uncheck([file.id]);
      notifySuccess(t("media.delete.fileDone", { name: file.name }));
    } catch (err) {
      const inUse = fileInUse(err);
      if (inUse) askDeleteLiveFile(file, inUse);
      else setErrors(errorsOf(err));
    }
  }

  function uncheck(ids: number[]) {
    setChecked((c) => new Set([...c].filter((id) => !ids.includes(id))));
  }

  function check(file: MediaFileJson, on: boolean) {
    setChecked((c) => {
      const next = new Set(c);
      if (on) next.add(file.id);
      else next.delete(file.id);
      return next;
    });
  }

  function askDeleteLiveFile(file: MediaFileJson, inUse: FileInUse) {
    modals.openConfirmModal({
      title: t("media.delete.liveTitle"),
      children: (
        <Stack gap="sm">
          <Text size="sm">{t("media.delete.liveMessage", { name: file.name })}</Text>
          <List size="sm">
            {inUse.pages.map((p) => (
              <List.Item key={p.pageID}>
                {p.title || `/${p.slug}`} ({p.locale}, /{p.slug})
              </List.Item>
            ))}
          </List>
          {inUse.otherPages > 0 && (
            <Text size="xs" c="dimmed">
              {t("media.delete.liveOthers", { count: inUse.otherPages })}
            </Text>
          )}
        </Stack>
      ),
      ...destructiveModal(t, t("media.delete.deleteAnyway")),
      onConfirm: () => removeFile(file, true),
    });
  }

  function askDeleteFolder() {
    const path = folder.dir;
    const notEmpty = !!content && (content.files.length > 0 || content.directories.length > 0);
    if (notEmpty) {
      modals.open({
        title: t("media.delete.folderTitle"),
        closeButtonProps: { "aria-label": t("common.close") },
        children: (
          <Stack gap="md">
            <Text size="sm">{t("media.delete.notEmpty", { name: baseName(path) })}</Text>
            <Group justify="flex-end">
              <Button onClick={() => modals.closeAll()}>{t("common.close")}</Button>
            </Group>
          </Stack>
        ),
      });
      return;
    }
    modals.openConfirmModal({
      title: t("media.delete.folderTitle"),
      children: <Text size="sm">{t("media.delete.folderMessage", { name: baseName(path) })}</Text>,
      ...destructiveModal(t, t("common.delete")),
      onConfirm: async () => {
        setErrors([]);
        try {
          await deleteDirectory(path);
          notifySuccess(t("media.delete.folderDone", { name: baseName(path) }));
          bumpTree();
          folder.open(parentOf(path));
        } catch (err) {
          const list = errorsOf(err);
          // Someone added something meanwhile: explain instead of the bare code.
          setErrors(
            list.some((e) => e.code === "ML_07") ? [{ property: "", code: "ML_07" }] : list,
          );
          if (list.some((e) => e.code === "ML_07")) folder.reload();
        }
      },
    });
  }

  const files = folder.results ?? content?.files ?? [];
  const directories = folder.results ? [] : content?.directories ?? [];
  const empty = !!content && folder.results === null && files.length === 0 &&
    directories.length === 0;
  const checkedFiles = files.filter((f) => checked.has(f.id));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t("nav.mediaLibrary")}</Title>
          <Text c="dimmed" mt={4}>{t("media.intro")}</Text>
        </div>
        {canManage && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconTrashX size={16} aria-hidden />}
              onClick={() => setDialog("trash")}
            >
              {t("media.trash.button")}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFolderPlus size={16} aria-hidden />}
              onClick={() => setDialog("newFolder")}
            >
              {t("media.newFolder.button")}
            </Button>
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => openFiles.current?.()}
            >
              {t("media.upload.button")}
            </Button>
          </Group>
        )}
      </Group>

      <ErrorList errors={errors} title={t("media.errorsTitle")} onClose={() => setErrors([])} />

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder radius="md" p="xs">
            <FolderTree
              selected={folder.dir}
              onSelect={folder.open}
              version={treeVersion}
              label={t("media.folders")}
            />
          </Paper>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: selected ? 5 : 9 }}>
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              <FolderBreadcrumbs path={folder.dir} onOpen={folder.open} />
              {canManage && !isRoot && (
                <Group gap={4}>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconArrowsMove size={14} aria-hidden />}
                    onClick={() => setDialog("moveFolder")}
                  >
                    {t("media.move.folderButton")}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={askDeleteFolder}
                  >
                    {t("media.delete.folderButton")}
                  </Button>
                </Group>
              )}
            </Group>
            <Group gap="sm" align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                aria-label={t("media.search.label")}
                placeholder={t("media.search.placeholder")}
                leftSection={<IconSearch size={16} aria-hidden />}
                rightSection={folder.searching ? <Loader size="xs" /> : null}
                value={folder.searchInput}
                onChange={(e) => folder.setSearchInput(e.currentTarget.value)}
              />
              <SegmentedControl
                aria-label={t("media.view.label")}
                value={view}
                onChange={(v) => setView(v as ViewMode)}
                data={[
                  {
                    value: "grid",
                    label: (
                      <Group gap={4} wrap="nowrap">
                        <IconLayoutGrid size={16} aria-hidden />
                        <VisuallyHidden>{t("media.view.grid")}</VisuallyHidden>
                      </Group>
                    ),
                  },
                  {
                    value: "list",
                    label: (
                      <Group gap={4} wrap="nowrap">
                        <IconList size={16} aria-hidden />
                        <VisuallyHidden>{t("media.view.list")}</VisuallyHidden>
                      </Group>
                    ),
                  },
                ]}
              />
            </Group>
            {canManage && (
              <UploadDropzone
                openRef={openFiles}
                onFiles={(f) => queue.add(f, folder.dir)}
              />
            )}
            <UploadQueueList queue={queue} />
            <ErrorList errors={folder.loadErrors} />

            {canManage && checkedFiles.length > 0 && (
              <BulkActions
                files={checkedFiles}
                folder={folder.dir}
                onClear={() => setChecked(new Set())}
                onMoved={(moved) => {
                  // Moved out of the open folder: gone from it (search results keep them).
                  for (const f of moved) folder.replaceFile(f);
                  uncheck(moved.map((f) => f.id));
                  bumpTree();
                }}
                onTrashed={(ids) => {
                  for (const id of ids) folder.removeFile(id);
                  setSelected((s) => (s && ids.includes(s.id) ? null : s));
                  uncheck(ids);
                }}
                onErrors={setErrors}
              />
            )}
            {folder.results !== null && (
              <Text size="sm" fw={500} aria-live="polite">
                {t("media.search.results", { count: files.length })}
              </Text>
            )}
            {!content && folder.loading
              ? (
                <div className="media-grid" aria-busy="true" aria-label={t("app.loading")}>
                  {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height={150} />)}
                </div>
              )
              : empty
              ? (
                <Paper withBorder radius="md" p="xl">
                  <EmptyState
                    icon={<IconPhoto aria-hidden />}
                    variant="light"
                    title={t("media.empty.title")}
                    description={canManage ? t("media.empty.manage") : t("media.empty.read")}
                  />
                </Paper>
              )
              : folder.results !== null && files.length === 0
              ? <Text c="dimmed" ta="center" py="lg">{t("media.search.none")}</Text>
              : (
                <FileBrowser
                  view={view}
                  label={folder.results !== null
                    ? t("media.search.resultsLabel")
                    : t("media.filesOf", {
                      name: isRoot ? t("media.root") : baseName(folder.dir),
                    })}
                  directories={directories}
                  files={files}
                  selectedID={selected?.id ?? null}
                  onOpenDir={folder.open}
                  onOpenFile={setSelected}
                  onDeleteFile={canManage ? askDeleteFile : undefined}
                  checked={checked}
                  onCheck={canManage ? check : undefined}
                />
              )}
          </Stack>
        </Grid.Col>

        {selected && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <FileDetails
              key={selected.id}
              file={selected}
              canManage={canManage}
              onClose={() => setSelected(null)}
              onChanged={(f) => {
                folder.replaceFile(f);
                setSelected(f);
              }}
              onDelete={askDeleteFile}
              onErrors={setErrors}
            />
          </Grid.Col>
        )}
      </Grid>

      {dialog === "newFolder" && (
        <NewFolderDialog
          opened
          onClose={() => setDialog(null)}
          parent={folder.dir}
          onCreated={(d) => {
            folder.appendDir(d, folder.dir);
            bumpTree();
            notifySuccess(t("media.newFolder.done", { name: d.name }));
          }}
        />
      )}
      {dialog === "trash" && (
        <TrashDialog
          opened
          onClose={() => setDialog(null)}
          onRestored={(file) => {
            // Back in the open folder: shown there again.
            if (file.path === folder.dir) folder.reload();
            bumpTree();
          }}
        />
      )}
      {dialog === "moveFolder" && (
        <MoveMediaDialog
          opened
          onClose={() => setDialog(null)}
          subject={{
            kind: "folder",
            path: folder.dir,
            onMoved: (d) => {
              bumpTree();
              folder.open(d.path);
              notifySuccess(t("media.move.folderDone"));
            },
          }}
          onErrors={setErrors}
        />
      )}
    </Stack>
  );
}
