/**
 * Publishing from the editor asks first, with what changes against the live version: the review
 * dialog's block diff (added, removed, moved, changed) of the document about to be saved, and the
 * open problems of the checks. With problems, publishing is still possible but asks once more
 * (the server records how many were open).
 */
import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Block } from "../../../../lib/content/blocks/index.ts";
import type { Finding } from "../../../../lib/content/checks/index.ts";
import { ProblemList, useProblems } from "../../components/checks/problem_list.tsx";
import { BlockDiffView } from "../publication_requests/block_diff_view.tsx";

export interface PublishDialogProps {
  opened: boolean;
  /** The live blocks, or null when the page is not published. */
  live: readonly Block[] | null;
  blocks: readonly Block[];
  /** The open problems of the document about to be published. */
  findings?: readonly Finding[];
  onConfirm(): void;
  onClose(): void;
  /** Leads to a problem's field (closing the dialog). */
  onShow?(finding: Finding): void;
}

export function PublishDialog(props: PublishDialogProps) {
  const { opened, live, blocks, findings = [], onConfirm, onClose, onShow } = props;
  const { t } = useTranslation();
  const problems = useProblems(findings);
  const [askingAgain, setAskingAgain] = useState(false);
  useEffect(() => setAskingAgain(false), [opened]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={askingAgain ? t("checks.publish.askAgainTitle") : t("editing.publish.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {askingAgain
        ? (
          <Stack gap="md">
            <Text size="sm">{t("checks.publish.askAgain", { count: problems.length })}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} data-autofocus>
                {t("checks.publish.goBack")}
              </Button>
              <Button onClick={onConfirm}>{t("checks.publish.anyway")}</Button>
            </Group>
          </Stack>
        )
        : (
          <Stack gap="md">
            <Text size="sm">
              {live === null
                ? t("editing.publish.firstTime", { count: blocks.length })
                : t("editing.publish.intro")}
            </Text>
            {live !== null && <BlockDiffView before={live} after={blocks} />}
            {problems.length > 0 && (
              <Alert color="orange" variant="light" p="sm">
                <Stack gap="xs">
                  <Text size="sm" fw={500}>
                    {t("checks.publish.open", { count: problems.length })}
                  </Text>
                  <ProblemList
                    problems={problems}
                    blocks={blocks}
                    onShow={onShow}
                  />
                </Stack>
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>{t("common.cancel")}</Button>
              {problems.length > 0
                ? (
                  <Button onClick={() => setAskingAgain(true)} data-autofocus>
                    {t("checks.publish.anyway")}
                  </Button>
                )
                : <Button onClick={onConfirm} data-autofocus>{t("editing.publish.confirm")}
                </Button>}
            </Group>
          </Stack>
        )}
    </Modal>
  );
}
