/**
 * Asks before unsaved menu changes are dropped: leaving the route, and switching locale or menu
 * (they live in the query string, so they are navigations too) open a dialog; closing or
 * reloading the tab gets the browser's own question.
 */
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";

/** `message`: what is unsaved, in the screen's words (the menu's by default). */
export function UnsavedGuard({ dirty, message }: { dirty: boolean; message?: string }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty &&
    (currentLocation.pathname !== nextLocation.pathname ||
      currentLocation.search !== nextLocation.search)
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    addEventListener("beforeunload", warn);
    return () => removeEventListener("beforeunload", warn);
  }, [dirty]);

  return (
    <Modal
      opened={blocker.state === "blocked"}
      onClose={() => blocker.reset?.()}
      title={t("menus.unsaved.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack>
        <Text size="sm">{message ?? t("menus.unsaved.message")}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t("menus.unsaved.stay")}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t("menus.unsaved.discard")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
