/**
 * What a screen reader hears while an item of a sortable list is dragged (dnd-kit
 * `Announcements`): picked up, over a position, dropped, cancelled. Shared by the page editor's
 * block list and the form editor's field list; `prefix` names their strings ("editor.announce").
 */
import type { Announcements, UniqueIdentifier } from "@dnd-kit/core";
import type { TFunction } from "i18next";

export function dragAnnouncements(
  t: TFunction,
  prefix: string,
  labelOf: (id: string) => string,
  position: (id: UniqueIdentifier) => number,
): Announcements {
  const at = (id: UniqueIdentifier, over: UniqueIdentifier) => ({
    label: labelOf(String(id)),
    position: position(over),
  });
  return {
    onDragStart: ({ active }) => t(`${prefix}.picked`, at(active.id, active.id)),
    onDragOver: ({ active, over }) =>
      over ? t(`${prefix}.over`, at(active.id, over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t(`${prefix}.dropped`, at(active.id, over.id)) : undefined,
    onDragCancel: ({ active }) => t(`${prefix}.cancelled`, { label: labelOf(String(active.id)) }),
  };
}
