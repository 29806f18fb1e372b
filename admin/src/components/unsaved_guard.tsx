/**
 * Asks before unsaved changes are dropped (the menu and form editors): leaving the route, and
 * changes of the query string (the menu editor keeps locale and menu there) open a dialog; closing or
 * reloading the tab gets the browser's own question.
 */
import { useWarnBeforeUnload } from "../hooks/use_warn_before_unload.ts";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
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

  useWarnBeforeUnload(dirty);

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
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            {t("menus.unsaved.discard")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
