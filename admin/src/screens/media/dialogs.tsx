/**
 * Dialogs of the media library: add a folder, move a file, move (or rename) a folder. Each
 * shows the server's errors itself, where the person is looking, and reports them to the screen's
 * "media" error area too.
 */
import { Button, Group, Modal, Paper, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import {
  baseName,
  isValidSegment,
  joinDir,
  parentOf,
  ROOT,
} from "../../../../lib/content/media_paths.ts";
import { errorsOf } from "../../api/client.ts";
import {
  createDir,
  type MediaDirJson,
  type MediaFileJson,
  moveDirectory,
  moveFile,
} from "../../api/media.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { FolderTree } from "../../components/media/folder_tree.tsx";

interface DialogBase {
  opened: boolean;
  onClose(): void;
  onErrors?(errors: ApiErrorItem[]): void;
}

function useSubmit(onErrors?: (errors: ApiErrorItem[]) => void) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setErrors([]);
    try {
      await fn();
    } catch (err) {
      const list = errorsOf(err);
      setErrors(list);
      onErrors?.(list);
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, run, reset: () => setErrors([]) };
}

/** A folder chosen in the tree, shown with its path. */
export function FolderChooser(
  { value, onChange, disabledWithin, label }: {
    value: string;
    onChange(path: string): void;
    disabledWithin?: string;
    label: string;
  },
) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>{label}</Text>
      <Paper withBorder radius="md" p="xs">
        <ScrollArea.Autosize mah={260}>
          <FolderTree
            selected={value}
            onSelect={onChange}
            disabledWithin={disabledWithin}
            label={label}
          />
        </ScrollArea.Autosize>
      </Paper>
      <Text size="xs" c="dimmed">
        {t("media.move.chosen", { path: value === ROOT ? t("media.root") : value })}
      </Text>
    </Stack>
  );
}

export function NewFolderDialog(
  { opened, onClose, onErrors, parent, onCreated }: DialogBase & {
    parent: string;
    onCreated(dir: MediaDirJson): void;
  },
) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const submit = useSubmit(onErrors);
  const valid = isValidSegment(name.trim());
  const close = () => {
    setName("");
    submit.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("media.newFolder.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          submit.run(async () => {
            onCreated(await createDir(parent, name.trim()));
            close();
          });
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t("media.newFolder.in", { path: parent === ROOT ? t("media.root") : parent })}
          </Text>
          <TextInput
            label={t("media.newFolder.name")}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={name && !valid ? t("media.invalidName") : undefined}
            maxLength={100}
            required
            data-autofocus
          />
          <ErrorList errors={submit.errors} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>{t("common.cancel")}</Button>
            <Button type="submit" loading={submit.busy} disabled={!valid}>
              {t("media.newFolder.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Moving (and renaming) something into a folder: a folder chooser and a name. The file and the
 * folder dialogs below differ only in what they move.
 */
function MoveDialog(
  { opened, onClose, onErrors, title, from, nameLabel, disabledWithin, move }: DialogBase & {
    title: string;
    from: { path: string; name: string };
    nameLabel: string;
    disabledWithin?: string;
    move(target: string, name: string): Promise<void>;
  },
) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(from.path);
  const [name, setName] = useState(from.name);
  const submit = useSubmit(onErrors);
  const valid = isValidSegment(name.trim());
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          submit.run(async () => {
            await move(target, name.trim());
            onClose();
          });
        }}
      >
        <Stack gap="md">
          <FolderChooser
            value={target}
            onChange={setTarget}
            disabledWithin={disabledWithin}
            label={t("media.move.target")}
          />
          <TextInput
            label={nameLabel}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={name && !valid ? t("media.invalidName") : undefined}
            maxLength={100}
            required
          />
          <ErrorList errors={submit.errors} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t("common.cancel")}</Button>
            <Button type="submit" loading={submit.busy} disabled={!valid}>
              {t("media.move.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function MoveFileDialog(
  { file, onMoved, ...base }: DialogBase & {
    file: MediaFileJson;
    onMoved(file: MediaFileJson): void;
  },
) {
  const { t } = useTranslation();
  return (
    <MoveDialog
      {...base}
      title={t("media.move.fileTitle", { name: file.name })}
      from={{ path: file.path, name: file.name }}
      nameLabel={t("media.details.name")}
      move={async (target, name) => onMoved(await moveFile(file.id, target, name))}
    />
  );
}

export function MoveFolderDialog(
  { path, onMoved, ...base }: DialogBase & {
    path: string;
    onMoved(dir: MediaDirJson): void;
  },
) {
  const { t } = useTranslation();
  return (
    <MoveDialog
      {...base}
      title={t("media.move.folderTitle", { name: baseName(path) })}
      from={{ path: parentOf(path), name: baseName(path) }}
      nameLabel={t("media.newFolder.name")}
      disabledWithin={path}
      move={async (target, name) => onMoved(await moveDirectory(path, joinDir(target, name)))}
    />
  );
}
