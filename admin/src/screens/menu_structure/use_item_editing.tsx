/**
 * Adding, editing and deleting a menu's items: which item dialog is open (the last one stays
 * while it fades out, so its title and item do not change), what its "apply" does to the tree,
 * the delete confirmation, and where the focus goes after each (back to the opener, to the new or
 * edited row, or to the row after a deleted one).
 */
import { useRef, useState } from "react";
import { modals } from "@mantine/modals";
import { Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { countItems, type MenuItem } from "../../../../lib/content/menus.ts";
import { destructiveModal } from "../../lib/confirm.ts";
import { rowID } from "./menu_item_row.tsx";
import { findItem, focusAfterRemoval, insertItem, removeItem, updateItem } from "./tree_ops.ts";

export type ItemDialog = { mode: "add" } | { mode: "child" | "edit"; id: string };

export const ADD_BUTTON = "menu-add-item";

function focusLater(id: string) {
  // After the modal's closing and the tree's re-render.
  setTimeout(() => document.getElementById(id)?.focus(), 50);
}

export function useItemEditing(
  { t, items, setItems, forgetErrors }: {
    t: TFunction;
    items: MenuItem[];
    /** Changes the tree and says so to screen readers. */
    setItems(next: MenuItem[], message: string): void;
    /** The last save's errors of an item that was edited or deleted are void. */
    forgetErrors(id: string): void;
  },
) {
  const [dialog, setDialog] = useState<ItemDialog>({ mode: "add" });
  const [dialogOpen, setDialogOpen] = useState(false);
  const dialogOpener = useRef<string>(ADD_BUTTON);

  function open(next: ItemDialog) {
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

  const dialogItem = dialog.mode === "edit" ? findItem(items, dialog.id) ?? null : null;
  return { dialog, dialogOpen, dialogItem, open, closeDialog, apply, confirmDelete };
}
