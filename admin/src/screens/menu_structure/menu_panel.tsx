/**
 * The parts of the menu editor's panel: its heading with the add and save buttons, the notices
 * (limit reached, someone saved meanwhile, the save's and the load's errors) and the items
 * (loading, the empty state or the tree).
 */
import { Alert, Badge, Button, EmptyState, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconDeviceFloppy, IconListTree, IconPlus, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { ADD_BUTTON } from "./use_item_editing.tsx";
import type { SaveErrors } from "./use_menu_document.ts";
import { IconTextButton } from "../../components/icon_text_button.tsx";

export function MenuPanelHeader(
  { heading, dirty, canAdd, loaded, saving, onAdd, onSave }: {
    heading: string;
    dirty: boolean;
    canAdd: boolean;
    loaded: boolean;
    saving: boolean;
    onAdd(): void;
    onSave(): void;
  },
) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm">
        <Title order={2} size="h3" id="menu-heading">{heading}</Title>
        {dirty && <Badge color="orange" variant="dot" tt="none">{t("menus.unsaved.badge")}</Badge>}
      </Group>
      <Group gap="sm">
        <IconTextButton
          icon={IconPlus}
          id={ADD_BUTTON}
          variant="default"
          disabled={!loaded || !canAdd}
          onClick={onAdd}
        >
          {t("menus.addItem")}
        </IconTextButton>
        <IconTextButton
          icon={IconDeviceFloppy}
          loading={saving}
          disabled={!dirty}
          aria-keyshortcuts="Control+S Meta+S"
          onClick={onSave}
        >
          {t("common.save")}
        </IconTextButton>
      </Group>
    </Group>
  );
}

export function MenuNotices(
  { canAdd, conflict, saveErrors, loadErrors, onReload }: {
    canAdd: boolean;
    conflict: boolean;
    saveErrors: SaveErrors;
    loadErrors: ApiErrorItem[];
    onReload(): void;
  },
) {
  const { t } = useTranslation();
  const itemErrorCount = saveErrors.byItem.size;
  return (
    <>
      {!canAdd && <Text size="sm" c="dimmed">{t("menus.limitReached")}</Text>}
      {conflict && (
        <Alert color="red" role="alert" title={t("menus.conflict.title")}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t("menus.conflict.message")}</Text>
            <IconTextButton
              icon={IconRefresh}
              size="xs"
              color="red"
              variant="light"
              onClick={onReload}
            >
              {t("menus.conflict.reload")}
            </IconTextButton>
          </Stack>
        </Alert>
      )}
      <ErrorList errors={saveErrors.other} title={t("menus.saveFailed")} />
      {itemErrorCount > 0 && (
        <Alert color="red" role="alert">
          {t("menus.itemErrors", { count: itemErrorCount })}
        </Alert>
      )}
      {loadErrors.length > 0 && (
        <Stack gap="sm" align="flex-start">
          <ErrorList errors={loadErrors} title={t("menus.loadFailed")} />
          <Button variant="default" onClick={onReload}>{t("common.retry")}</Button>
        </Stack>
      )}
    </>
  );
}

/** Loading (unless it failed), the empty state, or `tree`. */
export function MenuItems(
  { loaded, failed, empty, menuName, tree }: {
    loaded: boolean;
    failed: boolean;
    empty: boolean;
    menuName: string;
    tree: () => ReactNode;
  },
) {
  const { t } = useTranslation();
  if (!loaded) {
    return failed ? null : (
      <Group gap="sm" role="status" py="xl" justify="center">
        <Loader size="sm" />
        <Text size="sm">{t("app.loading")}</Text>
      </Group>
    );
  }
  if (empty) {
    return (
      <EmptyState
        icon={<IconListTree aria-hidden />}
        variant="light"
        title={t("menus.empty.title", { menu: menuName })}
        description={t("menus.empty.description")}
      />
    );
  }
  return <>{tree()}</>;
}
