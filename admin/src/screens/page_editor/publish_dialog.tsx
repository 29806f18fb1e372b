/**
 * Publishing from the editor asks first, with what changes against the live version: the review
 * dialog's block diff (added, removed, moved, changed) of the document about to be saved.
 */
import { Button, Group, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Block } from "../../../../lib/content/blocks/index.ts";
import { BlockDiffView } from "../publication_requests/block_diff_view.tsx";

export interface PublishDialogProps {
  opened: boolean;
  /** The live blocks, or null when the page is not published. */
  live: readonly Block[] | null;
  blocks: readonly Block[];
  onConfirm(): void;
  onClose(): void;
}

export function PublishDialog(props: PublishDialogProps) {
  const { opened, live, blocks, onConfirm, onClose } = props;
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("editing.publish.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        <Text size="sm">
          {live === null
            ? t("editing.publish.firstTime", { count: blocks.length })
            : t("editing.publish.intro")}
        </Text>
        {live !== null && <BlockDiffView before={live} after={blocks} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>{t("common.cancel")}</Button>
          <Button onClick={onConfirm} data-autofocus>{t("editing.publish.confirm")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
