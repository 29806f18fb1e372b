/**
 * Menu structure (/cmsadmin/menu-structure, manage-menu): the four named menus of each locale
 * the user manages, edited as a tree and saved whole. The locale and menu are in the query string
 * (?locale=…&menu=…), so they can be linked to and switching them is guarded like leaving.
 * A save sends the revision the menu was loaded with: when someone saved in between (PM_02) the
 * screen offers to reload; invalid items are flagged in the tree, each with its message.
 */
import { useSaveShortcut } from "../../hooks/use_save_shortcut.ts";
import { MenuHistory } from "./menu_history.tsx";
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { IconDeviceFloppy, IconListTree, IconPlus, IconRefresh } from "@tabler/icons-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import {
  countItems,
  isMenuName,
  linkedPages,
  MAX_MENU_ITEMS,
  type MenuItem,
  type MenuName,
} from "../../../../lib/content/menus.ts";
import { ApiError, errorsOf } from "../../api/client.ts";
import { getMenu, listMenus, type MenuSummary, saveMenu } from "../../api/menus.ts";
import { useAuth } from "../../auth/auth_context.tsx";
import { ErrorList } from "../../components/error_list.tsx";
import { useSiteSettings } from "../../hooks/use_settings.ts";
import { destructiveModal } from "../../lib/confirm.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { menuLocales, pageAccess } from "./menu_access.ts";
import { MenuItemDialog } from "./menu_item_dialog.tsx";
import { rowID } from "./menu_item_row.tsx";
import { MenuSwitcher, useMenuNames } from "./menu_switcher.tsx";
import { MenuTree } from "./menu_tree.tsx";
import {
  errorsByItem,
  findItem,
  focusAfterRemoval,
  insertItem,
  type ItemError,
  removeItem,
  updateItem,
} from "./tree_ops.ts";
import { UnsavedGuard } from "../../components/unsaved_guard.tsx";
import { useLinkedPages } from "./use_linked_pages.ts";

interface Loaded {
  locale: string;
  name: MenuName;
  /** The items as edited. */
  items: MenuItem[];
  /** The items as stored: unsaved changes are the difference. */
  stored: MenuItem[];
  revision: string;
}

interface SaveErrors {
  byItem: ReadonlyMap<string, ItemError[]>;
  other: ApiErrorItem[];
}

const NO_SAVE_ERRORS: SaveErrors = { byItem: new Map(), other: [] };
const NO_ITEM_ERRORS: ItemError[] = [];

type Dialog = { mode: "add" } | { mode: "child" | "edit"; id: string };

const ADD_BUTTON = "menu-add-item";

function focusLater(id: string) {
  // After the modal's closing and the tree's re-render.
  setTimeout(() => document.getElementById(id)?.focus(), 50);
}

export function MenuStructure() {
  const { t } = useTranslation();
  useDocumentTitle(`${t("nav.menuStructure")} · ${t("app.name")}`);
  const { user } = useAuth();
  const settings = useSiteSettings();
  const [params, setParams] = useSearchParams();
  const permissions = user?.role.permissions ?? [];

  const locales = settings ? menuLocales(settings.availableLocales, permissions) : [];
  const asked = params.get("locale");
  const locale = asked && locales.includes(asked)
    ? asked
    : settings && locales.includes(settings.defaultLocale)
    ? settings.defaultLocale
    : locales[0] ?? null;
  const askedMenu = params.get("menu") ?? "";
  const name: MenuName = isMenuName(askedMenu) ? askedMenu : "main";

  const [menu, setMenu] = useState<Loaded | null>(null);
  const [loadErrors, setLoadErrors] = useState<ApiErrorItem[]>([]);
  const [generation, setGeneration] = useState(0);
  const [summaries, setSummaries] = useState<MenuSummary[] | null>(null);
  const [summariesToken, setSummariesToken] = useState(0);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [saveErrors, setSaveErrors] = useState<SaveErrors>(NO_SAVE_ERRORS);
  // The last dialog stays while it closes: its title and item do not change as it fades out.
  const [dialog, setDialog] = useState<Dialog>({ mode: "add" });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const dialogOpener = useRef<string>(ADD_BUTTON);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    if (!locale) return;
    const controller = new AbortController();
    setMenu(null);
    setLoadErrors([]);
    setConflict(false);
    setSaveErrors(NO_SAVE_ERRORS);
    getMenu(locale, name, controller.signal).then(
      (m) => setMenu({ locale, name, items: m.items, stored: m.items, revision: m.revision }),
      (err) => !controller.signal.aborted && setLoadErrors(errorsOf(err)),
    );
    return () => controller.abort();
  }, [locale, name, generation]);

  useEffect(() => {
    if (!locale) return;
    const controller = new AbortController();
    listMenus(locale, controller.signal).then(
      setSummaries,
      (err) => !controller.signal.aborted && console.error("Menu counts not loaded", err),
    );
    return () => controller.abort();
  }, [locale, summariesToken]);

  const items = menu?.items ?? [];
  const dirty = useMemo(
    () =>
      !!menu && menu.items !== menu.stored &&
      JSON.stringify(menu.items) !== JSON.stringify(menu.stored),
    [menu],
  );
  const pageIDs = useMemo(() => linkedPages(items).map((l) => l.pageID), [items]);
  const pages = useLinkedPages(locale ?? "", pageIDs, {
    ...pageAccess(permissions, locale ?? ""),
    generation,
  });
  const canAdd = countItems(items) < MAX_MENU_ITEMS;

  const names = useMenuNames();

  function setItems(next: MenuItem[], message: string) {
    setMenu((m) => m && { ...m, items: next });
    setAnnouncement(message);
  }

  function forgetErrors(id: string) {
    if (!saveErrors.byItem.has(id)) return;
    const byItem = new Map(saveErrors.byItem);
    byItem.delete(id);
    setSaveErrors({ ...saveErrors, byItem });
  }

  function open(next: Dialog) {
    dialogOpener.current = next.mode === "add" ? ADD_BUTTON : rowID(next.id, next.mode);
    setDialog(next);
    setDialogOpen(true);
  }

  function closeDialog() {
    setDialogOpen(false);
    focusLater(dialogOpener.current);
  }

  function apply(value: Pick<MenuItem, "title" | "link">) {
    setDialogOpen(false);
    if (dialog.mode === "edit") {
      setItems(
        updateItem(items, dialog.id, value),
        t("menus.announce.updated", { title: value.title }),
      );
      forgetErrors(dialog.id);
      focusLater(rowID(dialog.id, "edit"));
      return;
    }
    const item: MenuItem = { id: crypto.randomUUID(), ...value, children: [] };
    const parentID = dialog.mode === "child" ? dialog.id : null;
    const siblings = parentID ? findItem(items, parentID)?.children ?? [] : items;
    setItems(
      insertItem(items, { parentID, index: siblings.length }, item),
      t("menus.announce.added", { title: value.title }),
    );
    focusLater(rowID(item.id, "edit"));
  }

  function confirmDelete(id: string) {
    const item = findItem(items, id);
    if (!item) return;
    const children = countItems(item.children);
    modals.openConfirmModal({
      title: t("menus.delete.title"),
      children: (
        <Text size="sm">
          {children
            ? t("menus.delete.messageWithChildren", { title: item.title, count: children })
            : t("menus.delete.message", { title: item.title })}
        </Text>
      ),
      ...destructiveModal(t, t("common.delete")),
      onConfirm: () => {
        const next = focusAfterRemoval(items, id);
        setItems(removeItem(items, id), t("menus.announce.deleted", { title: item.title }));
        forgetErrors(id);
        focusLater(next ? rowID(next) : ADD_BUTTON);
      },
    });
  }

  async function save() {
    if (!menu || saving || !dirty) return;
    const sent = menu.items;
    setSaving(true);
    setConflict(false);
    try {
      const saved = await saveMenu(menu.locale, menu.name, sent, menu.revision);
      setMenu((m) =>
        m && m.locale === saved.locale && m.name === saved.name
          ? {
            ...m,
            // Edits made while saving stay, and stay unsaved.
            items: m.items === sent ? saved.items : m.items,
            stored: saved.items,
            revision: saved.revision,
          }
          : m
      );
      setSaveErrors(NO_SAVE_ERRORS);
      setSummariesToken((n) => n + 1);
      notifySuccess(t("menus.saved", { menu: names[menu.name] }));
    } catch (err) {
      if (err instanceof ApiError && err.has("PM_02")) {
        setConflict(true);
      } else {
        const split = errorsByItem(sent, errorsOf(err));
        setSaveErrors(split);
        const first = [...split.byItem.keys()][0];
        if (first) {
          document.getElementById(rowID(first))?.scrollIntoView({ block: "center" });
        }
      }
    } finally {
      setSaving(false);
    }
  }
  useSaveShortcut(() => void save());

  const dialogItem = dialog.mode === "edit" ? findItem(items, dialog.id) ?? null : null;
  const menuName = names[name];
  const itemErrorCount = saveErrors.byItem.size;

  if (settings && locales.length === 0) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t("nav.menuStructure")}</Title>
        <Alert color="gray">{t("menus.noLocales")}</Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("nav.menuStructure")}</Title>
        <Text c="dimmed" mt={4}>{t("menus.intro")}</Text>
      </div>

      <MenuSwitcher
        locales={locales}
        locale={locale}
        name={name}
        summaries={summaries}
        onChange={(l, n) => setParams({ locale: l, menu: n })}
      />

      <section className="surface" aria-labelledby="menu-heading">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm">
              <Title order={2} size="h3" id="menu-heading">
                {t("menus.heading", { menu: menuName, locale: locale ?? "" })}
              </Title>
              {dirty && (
                <Badge color="orange" variant="dot" tt="none">{t("menus.unsaved.badge")}</Badge>
              )}
            </Group>
            <Group gap="sm">
              <Button
                id={ADD_BUTTON}
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={!menu || !canAdd}
                onClick={() => open({ mode: "add" })}
              >
                {t("menus.addItem")}
              </Button>
              <Button
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                loading={saving}
                disabled={!dirty}
                aria-keyshortcuts="Control+S Meta+S"
                onClick={() => void save()}
              >
                {t("common.save")}
              </Button>
            </Group>
          </Group>

          {!canAdd && <Text size="sm" c="dimmed">{t("menus.limitReached")}</Text>}
          {conflict && (
            <Alert color="red" role="alert" title={t("menus.conflict.title")}>
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t("menus.conflict.message")}</Text>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  onClick={reload}
                >
                  {t("menus.conflict.reload")}
                </Button>
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
              <Button variant="default" onClick={reload}>{t("common.retry")}</Button>
            </Stack>
          )}

          {!menu
            ? loadErrors.length === 0 && (
              <Group gap="sm" role="status" py="xl" justify="center">
                <Loader size="sm" />
                <Text size="sm">{t("app.loading")}</Text>
              </Group>
            )
            : items.length === 0
            ? (
              <EmptyState
                icon={<IconListTree aria-hidden />}
                variant="light"
                title={t("menus.empty.title", { menu: menuName })}
                description={t("menus.empty.description")}
              />
            )
            : (
              <MenuTree
                items={items}
                label={t("menus.tree.label", { menu: menuName })}
                pages={pages}
                errors={saveErrors.byItem}
                canAdd={canAdd}
                onChange={setItems}
                onEdit={(id) => open({ mode: "edit", id })}
                onAddChild={(id) => open({ mode: "child", id })}
                onDelete={confirmDelete}
              />
            )}
        </Stack>
      </section>

      {locale && menu && <MenuHistory locale={locale} name={name} token={menu.revision} />}
      <VisuallyHidden role="status" aria-live="polite">{announcement}</VisuallyHidden>
      {locale && (
        <MenuItemDialog
          opened={dialogOpen}
          mode={dialog.mode}
          item={dialogItem}
          locale={locale}
          pages={pages}
          errors={dialog.mode === "edit"
            ? saveErrors.byItem.get(dialog.id) ?? NO_ITEM_ERRORS
            : NO_ITEM_ERRORS}
          onClose={closeDialog}
          onApply={apply}
        />
      )}
      <UnsavedGuard dirty={dirty} />
    </Stack>
  );
}
