/**
 * The media library's controls: the screen's own buttons (trash, new folder, upload), the open
 * folder's (move, delete; not at the root) beside its breadcrumbs, and the search with the choice
 * of thumbnails or a list.
 */
import { Group, Loader, SegmentedControl, TextInput, VisuallyHidden } from "@mantine/core";
import {
  IconArrowsMove,
  IconFolderPlus,
  IconLayoutGrid,
  IconList,
  IconSearch,
  IconTrash,
  IconTrashX,
  IconUpload,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ROOT } from "../../../../lib/content/media_paths.ts";
import type { ViewMode } from "../../components/media/file_browser.tsx";
import { FolderBreadcrumbs } from "../../components/media/folder_tree.tsx";
import type { MediaFolder } from "../../components/media/use_media_folder.ts";
import { IconTextButton } from "../../components/icon_text_button.tsx";
import { ScreenTitle } from "../../components/screen_title.tsx";

export function LibraryHeader(
  { canManage, onTrash, onNewFolder, onUpload }: {
    canManage: boolean;
    onTrash(): void;
    onNewFolder(): void;
    onUpload(): void;
  },
) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end">
      <ScreenTitle title={t("nav.mediaLibrary")} intro={t("media.intro")} />
      {canManage && (
        <Group gap="xs">
          <IconTextButton icon={IconTrashX} variant="default" onClick={onTrash}>
            {t("media.trash.button")}
          </IconTextButton>
          <IconTextButton icon={IconFolderPlus} variant="default" onClick={onNewFolder}>
            {t("media.newFolder.button")}
          </IconTextButton>
          <IconTextButton icon={IconUpload} onClick={onUpload}>
            {t("media.upload.button")}
          </IconTextButton>
        </Group>
      )}
    </Group>
  );
}

export function FolderBar(
  { folder, canManage, onMove, onDelete }: {
    folder: MediaFolder;
    canManage: boolean;
    onMove(): void;
    onDelete(): void;
  },
) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs">
      <FolderBreadcrumbs path={folder.dir} onOpen={folder.open} />
      {canManage && folder.dir !== ROOT && (
        <Group gap={4}>
          <IconTextButton icon={IconArrowsMove} size="compact-sm" variant="subtle" onClick={onMove}>
            {t("media.move.folderButton")}
          </IconTextButton>
          <IconTextButton
            icon={IconTrash}
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={onDelete}
          >
            {t("media.delete.folderButton")}
          </IconTextButton>
        </Group>
      )}
    </Group>
  );
}

export function SearchAndView(
  { folder, view, onView }: { folder: MediaFolder; view: ViewMode; onView(view: ViewMode): void },
) {
  const { t } = useTranslation();
  const option = (value: ViewMode, icon: ReactNode, label: string) => ({
    value,
    label: (
      <Group gap={4} wrap="nowrap">
        {icon}
        <VisuallyHidden>{label}</VisuallyHidden>
      </Group>
    ),
  });
  return (
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
        onChange={(v) => onView(v as ViewMode)}
        data={[
          option("grid", <IconLayoutGrid size={16} aria-hidden />, t("media.view.grid")),
          option("list", <IconList size={16} aria-hidden />, t("media.view.list")),
        ]}
      />
    </Group>
  );
}
