/**
 * Menu structure (/cmsadmin/menu-structure, manage-menu): the four named menus of each locale
 * the user manages, edited as a tree and saved whole. The locale and menu are in the query string
 * (?locale=…&menu=…), so they can be linked to and switching them is guarded like leaving.
 * A save sends the revision the menu was loaded with: when someone saved in between (PM_02) the
 * screen offers to reload; invalid items are flagged in the tree, each with its message.
 */
import { Alert, Stack, Title, VisuallyHidden } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import {
  countItems,
  isMenuName,
  linkedPages,
  MAX_MENU_ITEMS,
  type MenuItem,
  type MenuName,
} from "../../../../lib/content/menus.ts";
import { useAuth } from "../../auth/auth_context.tsx";
import { UnsavedGuard } from "../../components/unsaved_guard.tsx";
import { useSaveShortcut } from "../../hooks/use_save_shortcut.ts";
import { useSiteSettings } from "../../hooks/use_settings.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { menuLocales, pageAccess } from "./menu_access.ts";
import { MenuHistory } from "./menu_history.tsx";
import { MenuItemDialog } from "./menu_item_dialog.tsx";
import { MenuItems, MenuNotices, MenuPanelHeader } from "./menu_panel.tsx";
import { MenuSwitcher, useMenuNames } from "./menu_switcher.tsx";
import { MenuTree } from "./menu_tree.tsx";
import type { ItemError } from "./tree_ops.ts";
import { useItemEditing } from "./use_item_editing.tsx";
import { useLinkedPages } from "./use_linked_pages.ts";
import { useMenuDocument } from "./use_menu_document.ts";
import { ScreenTitle } from "../../components/screen_title.tsx";

const NO_ITEM_ERRORS: ItemError[] = [];

/** The locale and menu asked for in the address, among those the user may manage. */
function useMenuChoice() {
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
  const choose = (l: string, n: MenuName) => setParams({ locale: l, menu: n });
  return { settings, permissions, locales, locale, name, choose };
}

export function MenuStructure() {
  const { t } = useTranslation();
  useDocumentTitle(`${t("nav.menuStructure")} · ${t("app.name")}`);
  const { settings, permissions, locales, locale, name, choose } = useMenuChoice();
  const names = useMenuNames();
  const doc = useMenuDocument(
    locale,
    name,
    (saved) => notifySuccess(t("menus.saved", { menu: names[saved] })),
  );
  const { items, saveErrors } = doc;
  const [announcement, setAnnouncement] = useState("");

  const pageIDs = useMemo(() => linkedPages(items).map((l) => l.pageID), [items]);
  const pages = useLinkedPages(locale ?? "", pageIDs, {
    ...pageAccess(permissions, locale ?? ""),
    generation: doc.generation,
  });
  const canAdd = countItems(items) < MAX_MENU_ITEMS;

  function setItems(next: MenuItem[], message: string) {
    doc.setItems(next);
    setAnnouncement(message);
  }

  function forgetErrors(id: string) {
    if (!saveErrors.byItem.has(id)) return;
    const byItem = new Map(saveErrors.byItem);
    byItem.delete(id);
    doc.setSaveErrors({ ...saveErrors, byItem });
  }

  const editing = useItemEditing({ t, items, setItems, forgetErrors });
  const { dialog } = editing;
  useSaveShortcut(() => void doc.save());

  const menuName = names[name];

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
      <ScreenTitle title={t("nav.menuStructure")} intro={t("menus.intro")} />

      <MenuSwitcher
        locales={locales}
        locale={locale}
        name={name}
        summaries={doc.summaries}
        onChange={choose}
      />

      <section className="surface" aria-labelledby="menu-heading">
        <Stack gap="md">
          <MenuPanelHeader
            heading={t("menus.heading", { menu: menuName, locale: locale ?? "" })}
            dirty={doc.dirty}
            canAdd={canAdd}
            loaded={!!doc.menu}
            saving={doc.saving}
            onAdd={() => editing.open({ mode: "add" })}
            onSave={() => void doc.save()}
          />
          <MenuNotices
            canAdd={canAdd}
            conflict={doc.conflict}
            saveErrors={saveErrors}
            loadErrors={doc.loadErrors}
            onReload={doc.reload}
          />
          <MenuItems
            loaded={!!doc.menu}
            failed={doc.loadErrors.length > 0}
            empty={items.length === 0}
            menuName={menuName}
            tree={() => (
              <MenuTree
                items={items}
                label={t("menus.tree.label", { menu: menuName })}
                pages={pages}
                errors={saveErrors.byItem}
                canAdd={canAdd}
                onChange={setItems}
                onEdit={(id) => editing.open({ mode: "edit", id })}
                onAddChild={(id) => editing.open({ mode: "child", id })}
                onDelete={editing.confirmDelete}
              />
            )}
          />
        </Stack>
      </section>

      {locale && doc.menu && <MenuHistory locale={locale} name={name} token={doc.menu.revision} />}
      <VisuallyHidden role="status" aria-live="polite">{announcement}</VisuallyHidden>
      {locale && (
        <MenuItemDialog
          opened={editing.dialogOpen}
          mode={dialog.mode}
          item={editing.dialogItem}
          locale={locale}
          pages={pages}
          errors={dialog.mode === "edit"
            ? saveErrors.byItem.get(dialog.id) ?? NO_ITEM_ERRORS
            : NO_ITEM_ERRORS}
          onClose={editing.closeDialog}
          onApply={editing.apply}
        />
      )}
      <UnsavedGuard dirty={doc.dirty} />
    </Stack>
  );
}
