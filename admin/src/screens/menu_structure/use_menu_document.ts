/**
 * The menu being edited: loaded for a locale and name, its items as edited beside the items as
 * stored (unsaved changes are the difference), the per-menu counts of the switcher, and the save.
 * A save sends the revision the menu was loaded with: when someone saved in between (PM_02) it
 * says so (`conflict`), and invalid items are kept by item (`saveErrors`).
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import type { MenuItem, MenuName } from "../../../../lib/content/menus.ts";
import { ApiError, errorsOf } from "../../api/client.ts";
import { getMenu, listMenus, type MenuSummary, saveMenu } from "../../api/menus.ts";
import { rowID } from "./menu_item_row.tsx";
import { errorsByItem, type ItemError } from "./tree_ops.ts";

interface Loaded {
  locale: string;
  name: MenuName;
  /** The items as edited. */
  items: MenuItem[];
  /** The items as stored: unsaved changes are the difference. */
  stored: MenuItem[];
  revision: string;
}

export interface SaveErrors {
  byItem: ReadonlyMap<string, ItemError[]>;
  other: ApiErrorItem[];
}

export const NO_SAVE_ERRORS: SaveErrors = { byItem: new Map(), other: [] };

export function useMenuDocument(
  locale: string | null,
  name: MenuName,
  onSaved: (name: MenuName) => void,
) {
  const [menu, setMenu] = useState<Loaded | null>(null);
  const [loadErrors, setLoadErrors] = useState<ApiErrorItem[]>([]);
  const [generation, setGeneration] = useState(0);
  const [summaries, setSummaries] = useState<MenuSummary[] | null>(null);
  const [summariesToken, setSummariesToken] = useState(0);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [saveErrors, setSaveErrors] = useState<SaveErrors>(NO_SAVE_ERRORS);

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

  const dirty = useMemo(
    () =>
      !!menu && menu.items !== menu.stored &&
      JSON.stringify(menu.items) !== JSON.stringify(menu.stored),
    [menu],
  );

  const setItems = useCallback((next: MenuItem[]) => {
    setMenu((m) => m && { ...m, items: next });
  }, []);

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
      onSaved(menu.name);
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

  return {
    menu,
    items: menu?.items ?? [],
    setItems,
    dirty,
    loadErrors,
    generation,
    reload,
    summaries,
    saving,
    conflict,
    saveErrors,
    setSaveErrors,
    save,
  };
}
