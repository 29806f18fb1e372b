/**
 * The media library's controls: the screen's own buttons (trash, new folder, upload), the open
 * folder's (move, delete; not at the root) beside its breadcrumbs, and the search with the choice
 * of thumbnails or a list.
 */
import {
  Button,
  Group,
  Loader,
  SegmentedControl,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
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
      <div>
        <Title order={1}>{t("nav.mediaLibrary")}</Title>
        <Text c="dimmed" mt={4}>{t("media.intro")}</Text>
      </div>
      {canManage && (
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconTrashX size={16} aria-hidden />}
            onClick={onTrash}
          >
            {t("media.trash.button")}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFolderPlus size={16} aria-hidden />}
            onClick={onNewFolder}
          >
            {t("media.newFolder.button")}
          </Button>
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={onUpload}>
            {t("media.upload.button")}
          </Button>
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
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconArrowsMove size={14} aria-hidden />}
            onClick={onMove}
          >
            {t("media.move.folderButton")}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
          >
            {t("media.delete.folderButton")}
          </Button>
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
