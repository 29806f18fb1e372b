/**
 * The image picker of the block editors and the SEO settings: browse the library's folders or
 * search it, upload in place (the same queue as the library screen), choose an image, then crop
 * it with a live preview. It answers `{fileID, cropParams}`; "Use without crop" keeps
 * `cropParams` null. Images the server cannot cut (SVG, WebP) are chosen as they are.
 */
import {
  Alert,
  Box,
  Button,
  Grid,
  Group,
  Loader,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconArrowLeft, IconSearch, IconUpload } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CropParams, ImageWithCrop } from "../../../../lib/content/media_refs.ts";
import { ROOT } from "../../../../lib/content/media_paths.ts";
import { getFile, type MediaFileJson } from "../../api/media.ts";
import { ErrorList } from "../error_list.tsx";
import { FileBrowser } from "./file_browser.tsx";
import { FolderBreadcrumbs, FolderTree } from "./folder_tree.tsx";
import { ImageCropper } from "./image_cropper.tsx";
import "./media.css";
import { useAuth } from "../../auth/auth_context.tsx";
import { UploadDropzone, UploadQueueList, useUploadQueue } from "./upload_queue.tsx";
import { useMediaFolder } from "./use_media_folder.ts";
import { IconTextButton } from "../icon_text_button.tsx";

/** The folder the picker opened last, so the next pick starts there. */
let lastDir = ROOT;

export interface ImagePickerProps {
  opened: boolean;
  onClose(): void;
  onPick(value: ImageWithCrop): void;
  /** The current choice, whose crop seeds the cropper when the same image is chosen again. */
  current?: ImageWithCrop | null;
  title?: string;
}

export function ImagePicker(props: ImagePickerProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title ?? t("media.picker.title")}
      size="min(1100px, 96vw)"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {props.opened && <PickerBody {...props} />}
    </Modal>
  );
}

function PickerBody({ onPick, onClose, current }: ImagePickerProps) {
  const { t } = useTranslation();
  const folder = useMediaFolder(lastDir, (path) => (lastDir = path));
  const queue = useUploadQueue(folder.appendFile);
  // Editors may pick images without manage-media; uploading is offered only to those who may.
  const canUpload = useAuth().can("manage-media");
  const openFiles = useRef<(() => void) | null>(null);
  const [chosen, setChosen] = useState<MediaFileJson | null>(null);
  const [crop, setCrop] = useState<CropParams | null>(null);
  const filesArea = useRef<HTMLDivElement>(null);
  const [heldHeight, setHeldHeight] = useState(0);

  // Opened on a current choice: start at its crop, with its folder behind "Back".
  useEffect(() => {
    if (!current) return;
    const controller = new AbortController();
    getFile(current.fileID, controller.signal)
      .then((file) => {
        folder.open(file.path);
        setChosen(file);
      })
      .catch(() => {/* Gone or unreadable: browse from the last folder instead. */});
    return () => controller.abort();
  }, []); // Only when the picker opens.

  const pick = (value: ImageWithCrop) => {
    onPick(value);
    onClose();
  };

  if (chosen) {
    const canCrop = chosen.croppable && chosen.previewUrl && chosen.width && chosen.height;
    return (
      <Stack gap="md">
        <Group justify="space-between">
          <IconTextButton icon={IconArrowLeft} variant="subtle" onClick={() => setChosen(null)}>
            {t("media.picker.back")}
          </IconTextButton>
          <Text fw={600} truncate="end">{chosen.name}</Text>
        </Group>
        {canCrop
          ? (
            <ImageCropper
              src={chosen.previewUrl!}
              naturalWidth={chosen.width!}
              naturalHeight={chosen.height!}
              initial={current?.fileID === chosen.id ? current.cropParams : null}
              onChange={setCrop}
              alt={chosen.defaultAltText || chosen.name}
            />
          )
          : (
            <>
              <div className="media-preview">
                {chosen.previewUrl && <img src={chosen.previewUrl} alt="" />}
              </div>
              <Alert color="gray" variant="light">{t("media.picker.noCrop")}</Alert>
            </>
          )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t("common.cancel")}</Button>
          {canCrop && (
            <Button
              variant="light"
              onClick={() => pick({ fileID: chosen.id, cropParams: null })}
            >
              {t("media.picker.useWithoutCrop")}
            </Button>
          )}
          <Button
            onClick={() => pick({ fileID: chosen.id, cropParams: canCrop ? crop : null })}
            disabled={!!canCrop && !crop}
          >
            {canCrop ? t("media.picker.useCrop") : t("media.picker.use")}
          </Button>
        </Group>
      </Stack>
    );
  }

  // Opening a folder clears the list until its content arrives. The list keeps its height
  // meanwhile: a dialog that shrank to a loader put the backdrop under the pointer, and the
  // second click of a double click on a folder closed the picker (issue 28).
  const openFolder = (path: string) => {
    setHeldHeight(filesArea.current?.offsetHeight ?? 0);
    folder.open(path);
  };
  const showing = folder.results ?? folder.content?.files ?? [];
  const images = showing.filter((f) => f.type === "image");
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <Paper withBorder radius="md" p="xs">
          <ScrollArea.Autosize mah={420}>
            <FolderTree
              selected={folder.dir}
              onSelect={openFolder}
              label={t("media.folders")}
            />
          </ScrollArea.Autosize>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <FolderBreadcrumbs path={folder.dir} onOpen={openFolder} />
            {canUpload && (
              <IconTextButton
                icon={IconUpload}
                size="xs"
                variant="light"
                onClick={() => openFiles.current?.()}
              >
                {t("media.upload.button")}
              </IconTextButton>
            )}
          </Group>
          <TextInput
            aria-label={t("media.search.label")}
            placeholder={t("media.search.placeholder")}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={folder.searchInput}
            onChange={(e) => folder.setSearchInput(e.currentTarget.value)}
            rightSection={folder.searching ? <Loader size="xs" /> : null}
          />
          {canUpload && (
            <>
              <UploadDropzone
                compact
                openRef={openFiles}
                onFiles={(files) => queue.add(files, folder.dir)}
              />
              <UploadQueueList queue={queue} />
            </>
          )}
          <ErrorList errors={folder.loadErrors} />
          <ScrollArea.Autosize mah={420} viewportRef={filesArea}>
            {folder.loading && !folder.content
              ? (
                <Box mih={heldHeight}>
                  <Loader m="md" aria-label={t("app.loading")} />
                </Box>
              )
              : (
                <>
                  {folder.results !== null && (
                    <Text size="sm" c="dimmed" mb="xs">
                      {t("media.search.results", { count: images.length })}
                    </Text>
                  )}
                  {images.length === 0 && (folder.results !== null ||
                    (folder.content?.directories.length ?? 0) === 0) &&
                    (
                      <Text size="sm" c="dimmed" ta="center" py="md">
                        {folder.results !== null
                          ? t("media.search.none")
                          : t(canUpload ? "media.picker.empty" : "media.picker.emptyNoUpload")}
                      </Text>
                    )}
                  <FileBrowser
                    view="grid"
                    label={t("media.picker.files")}
                    directories={folder.results === null ? folder.content?.directories : []}
                    files={images}
                    onOpenDir={openFolder}
                    onOpenFile={setChosen}
                  />
                </>
              )}
          </ScrollArea.Autosize>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
