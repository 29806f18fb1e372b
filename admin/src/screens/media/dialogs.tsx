/**
 * Dialogs of the media library: add a folder, move a file, move (or rename) a folder (all three
 * ask for a name: `NameDialog`). Each
 * shows the server's errors itself, where the person is looking, and reports them to the screen's
 * "media" error area too.
 */
import { Button, Group, Modal, Paper, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import { type ReactNode, useState } from "react";
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

/**
 * A dialog that asks for a name (one segment of a media path) under what `children` show: the
 * name's own check while typing, the server's errors on sending, cancel and the submit button.
 */
function NameDialog(
  {
    opened,
    onClose,
    title,
    nameLabel,
    name,
    onName,
    submit,
    submitLabel,
    send,
    children,
    focusName,
  }: {
    opened: boolean;
    onClose(): void;
    title: string;
    nameLabel: string;
    name: string;
    onName(name: string): void;
    submit: ReturnType<typeof useSubmit>;
    submitLabel: string;
    /** Sends the trimmed name; the dialog closes when it succeeds. */
    send(name: string): Promise<void>;
    children: ReactNode;
    /** The name field takes the focus when the dialog opens (else the first control does). */
    focusName?: boolean;
  },
) {
  const { t } = useTranslation();
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
            await send(name.trim());
            onClose();
          });
        }}
      >
        <Stack gap="md">
          {children}
          <TextInput
            label={nameLabel}
            value={name}
            onChange={(e) => onName(e.currentTarget.value)}
            error={name && !valid ? t("media.invalidName") : undefined}
            maxLength={100}
            required
            data-autofocus={focusName || undefined}
          />
          <ErrorList errors={submit.errors} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t("common.cancel")}</Button>
            <Button type="submit" loading={submit.busy} disabled={!valid}>{submitLabel}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
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
  const close = () => {
    setName("");
    submit.reset();
    onClose();
  };
  return (
    <NameDialog
      opened={opened}
      onClose={close}
      title={t("media.newFolder.title")}
      nameLabel={t("media.newFolder.name")}
      name={name}
      onName={setName}
      submit={submit}
      submitLabel={t("media.newFolder.create")}
      send={async (trimmed) => onCreated(await createDir(parent, trimmed))}
      focusName
    >
      <Text size="sm" c="dimmed">
        {t("media.newFolder.in", { path: parent === ROOT ? t("media.root") : parent })}
      </Text>
    </NameDialog>
  );
}

/**
 * Moving (and renaming) something into a folder: a folder chooser and a name. `MoveMediaDialog`
 * below gives it what differs between a file and a folder.
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
  return (
    <NameDialog
      opened={opened}
      onClose={onClose}
      title={title}
      nameLabel={nameLabel}
      name={name}
      onName={setName}
      submit={submit}
      submitLabel={t("media.move.submit")}
      send={(trimmed) => move(target, trimmed)}
    >
      <FolderChooser
        value={target}
        onChange={setTarget}
        disabledWithin={disabledWithin}
        label={t("media.move.target")}
      />
    </NameDialog>
  );
}

/** What is moved: a file (renamed with it) or a folder (with all below it). */
export type MoveSubject =
  | { kind: "file"; file: MediaFileJson; onMoved(file: MediaFileJson): void }
  | { kind: "folder"; path: string; onMoved(dir: MediaDirJson): void };

/** Moves a file or a folder: the same dialog, titled, labelled and sent for what it moves. */
export function MoveMediaDialog({ subject, ...base }: DialogBase & { subject: MoveSubject }) {
  const { t } = useTranslation();
  if (subject.kind === "file") {
    const { file, onMoved } = subject;
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
  const { path, onMoved } = subject;
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
