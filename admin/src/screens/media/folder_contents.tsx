/**
 * What the open folder (or a search) holds: placeholders while it first loads, an empty state,
 * "nothing found" for a search, else the files and folders as thumbnails or a list.
 */
import { EmptyState, Paper, Skeleton, Text } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { baseName, ROOT } from "../../../../lib/content/media_paths.ts";
import type { MediaDirJson, MediaFileJson } from "../../api/media.ts";
import { FileBrowser, type ViewMode } from "../../components/media/file_browser.tsx";
import type { MediaFolder } from "../../components/media/use_media_folder.ts";

export interface FolderContentsProps {
  folder: MediaFolder;
  view: ViewMode;
  files: MediaFileJson[];
  directories: MediaDirJson[];
  canManage: boolean;
  selectedID: number | null;
  onOpenFile(file: MediaFileJson): void;
  onDeleteFile(file: MediaFileJson): void;
  checked: ReadonlySet<number>;
  onCheck(file: MediaFileJson, on: boolean): void;
}

export function FolderContents(props: FolderContentsProps) {
  const { t } = useTranslation();
  const { folder, files, directories, canManage } = props;
  const searching = folder.results !== null;
  const empty = !!folder.content && !searching && files.length === 0 && directories.length === 0;
  if (!folder.content && folder.loading) {
    return (
      <div className="media-grid" aria-busy="true" aria-label={t("app.loading")}>
        {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height={150} />)}
      </div>
    );
  }
  if (empty) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          icon={<IconPhoto aria-hidden />}
          variant="light"
          title={t("media.empty.title")}
          description={canManage ? t("media.empty.manage") : t("media.empty.read")}
        />
      </Paper>
    );
  }
  if (searching && files.length === 0) {
    return <Text c="dimmed" ta="center" py="lg">{t("media.search.none")}</Text>;
  }
  return (
    <FileBrowser
      view={props.view}
      label={searching ? t("media.search.resultsLabel") : t("media.filesOf", {
        name: folder.dir === ROOT ? t("media.root") : baseName(folder.dir),
      })}
      directories={directories}
      files={files}
      selectedID={props.selectedID}
      onOpenDir={folder.open}
      onOpenFile={props.onOpenFile}
      onDeleteFile={canManage ? props.onDeleteFile : undefined}
      checked={props.checked}
      onCheck={canManage ? props.onCheck : undefined}
    />
  );
}
