/**
 * /cmsadmin/medialibrary: folders (tree and breadcrumbs), uploads by button or drag and drop
 * with a queue of progress bars, thumbnails or a list, search in the folder and below, and a
 * details panel per file. The open folder is in the address (?path=), so it can be shared and
 * the browser's back button goes to the previous folder. Files can be ticked for bulk actions
 * (move, trash, download); deleting moves to the trash, which lists them for 30 days to restore.
 */
import { Grid, Paper, Stack, Text } from "@mantine/core";
import { useDocumentTitle, useLocalStorage } from "@mantine/hooks";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { normaliseDir, ROOT } from "../../../../lib/content/media_paths.ts";
import type { MediaFileJson } from "../../api/media.ts";
import { useAuth } from "../../auth/auth_context.tsx";
import { ErrorList } from "../../components/error_list.tsx";
import type { ViewMode } from "../../components/media/file_browser.tsx";
import { FolderTree } from "../../components/media/folder_tree.tsx";
import "../../components/media/media.css";
import {
  UploadDropzone,
  UploadQueueList,
  useUploadQueue,
} from "../../components/media/upload_queue.tsx";
import { useMediaFolder } from "../../components/media/use_media_folder.ts";
import { BulkActions } from "./bulk_actions.tsx";
import { useDeletePrompts } from "./delete_prompts.tsx";
import { FileDetails } from "./file_details.tsx";
import { FolderContents } from "./folder_contents.tsx";
import { type LibraryDialog, LibraryDialogs } from "./library_dialogs.tsx";
import { FolderBar, LibraryHeader, SearchAndView } from "./library_toolbar.tsx";
import { useCheckedFiles } from "./use_checked_files.ts";

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
  const [dialog, setDialog] = useState<LibraryDialog | null>(null);
  const { checked, check, uncheck, clear } = useCheckedFiles();
  const openFiles = useRef<(() => void) | null>(null);
  const queue = useUploadQueue(folder.appendFile);
  const bumpTree = useCallback(() => setTreeVersion((n) => n + 1), []);
  const { askDeleteFile, askDeleteFolder } = useDeletePrompts({
    folder,
    canManage,
    setErrors,
    onFileGone: (file) => {
      setSelected((s) => (s?.id === file.id ? null : s));
      uncheck([file.id]);
    },
    onFolderGone: bumpTree,
  });

  // A new folder clears the selection and the old folder's errors.
  useEffect(() => {
    setSelected(null);
    setErrors([]);
    clear();
  }, [folder.dir, clear]);

  const content = folder.content;
  const files = folder.results ?? content?.files ?? [];
  const directories = folder.results ? [] : content?.directories ?? [];
  const checkedFiles = files.filter((f) => checked.has(f.id));

  return (
    <Stack gap="lg">
      <LibraryHeader
        canManage={canManage}
        onTrash={() => setDialog("trash")}
        onNewFolder={() => setDialog("newFolder")}
        onUpload={() => openFiles.current?.()}
      />

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
            <FolderBar
              folder={folder}
              canManage={canManage}
              onMove={() => setDialog("moveFolder")}
              onDelete={askDeleteFolder}
            />
            <SearchAndView folder={folder} view={view} onView={setView} />
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
                onClear={clear}
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
            <FolderContents
              folder={folder}
              view={view}
              files={files}
              directories={directories}
              canManage={canManage}
              selectedID={selected?.id ?? null}
              onOpenFile={setSelected}
              onDeleteFile={askDeleteFile}
              checked={checked}
              onCheck={check}
            />
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

      <LibraryDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        folder={folder}
        bumpTree={bumpTree}
        onErrors={setErrors}
      />
    </Stack>
  );
}
