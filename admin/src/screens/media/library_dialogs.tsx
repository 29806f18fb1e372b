/** The media library's dialogs for the open folder: a new folder in it, the trash, moving it. */
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import type { MediaFolder } from "../../components/media/use_media_folder.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { MoveMediaDialog, NewFolderDialog } from "./dialogs.tsx";
import { TrashDialog } from "./trash_dialog.tsx";

export type LibraryDialog = "newFolder" | "moveFolder" | "trash";

export function LibraryDialogs(
  { dialog, onClose, folder, bumpTree, onErrors }: {
    dialog: LibraryDialog | null;
    onClose(): void;
    folder: MediaFolder;
    /** The folder tree draws again. */
    bumpTree(): void;
    onErrors(errors: ApiErrorItem[]): void;
  },
) {
  const { t } = useTranslation();
  if (dialog === "newFolder") {
    return (
      <NewFolderDialog
        opened
        onClose={onClose}
        parent={folder.dir}
        onCreated={(d) => {
          folder.appendDir(d, folder.dir);
          bumpTree();
          notifySuccess(t("media.newFolder.done", { name: d.name }));
        }}
      />
    );
  }
  if (dialog === "trash") {
    return (
      <TrashDialog
        opened
        onClose={onClose}
        onRestored={(file) => {
          // Back in the open folder: shown there again.
          if (file.path === folder.dir) folder.reload();
          bumpTree();
        }}
      />
    );
  }
  if (dialog === "moveFolder") {
    return (
      <MoveMediaDialog
        opened
        onClose={onClose}
        subject={{
          kind: "folder",
          path: folder.dir,
          onMoved: (d) => {
            bumpTree();
            folder.open(d.path);
            notifySuccess(t("media.move.folderDone"));
          },
        }}
        onErrors={onErrors}
      />
    );
  }
  return null;
}
