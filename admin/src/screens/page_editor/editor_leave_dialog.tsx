/**
 * Leaving the page editor with unsaved changes asks first: inside the admin (the router) with
 * this dialog, on reload or close with the browser's own question. Unlike the menu and form
 * editors' guard (components/unsaved_guard.tsx), it says whether the edits stay in this browser
 * (reload recovery, ./use_unsaved_drafts.ts) and lets a change of the query string pass.
 */
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { useWarnBeforeUnload } from "../../hooks/use_warn_before_unload.ts";
import type { DocumentStore } from "./document_store.ts";
import { useDocumentValue } from "./use_document.ts";

/** `keep()`: keeps the unsaved edits now; false when they cannot be kept. */
export function EditorLeaveDialog(
  { store, keep }: { store: DocumentStore; keep(): boolean },
) {
  const { t } = useTranslation();
  const dirty = useDocumentValue(store, (s) => s.isDirty());
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty && currentLocation.pathname !== nextLocation.pathname
  );
  useWarnBeforeUnload(dirty);

  return (
    <Modal
      opened={blocker.state === "blocked"}
      onClose={() => blocker.reset?.()}
      title={t("editor.unsaved.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack>
        {/* Leaving keeps the edits in this browser (reload recovery): say so, unless it cannot. */}
        <Text size="sm">
          {t(
            blocker.state === "blocked" && !keep()
              ? "editor.unsaved.messageNotKept"
              : "editor.unsaved.message",
          )}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t("editor.unsaved.stay")}
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            {t("editor.unsaved.leave")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
