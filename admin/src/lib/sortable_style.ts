/**
 * The style of a card in a sortable list (dnd-kit `useSortable`): it follows the pointer while
 * dragged and rises above its neighbours with a shadow, so the one being moved stands out. Shared
 * by the page editor's blocks and the form editor's fields, which must look alike when dragged.
 */
import type { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { CSSProperties } from "react";

type Sortable = Pick<ReturnType<typeof useSortable>, "transform" | "transition" | "isDragging">;

export function sortableCardStyle(sortable: Sortable): CSSProperties {
  return {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: "relative",
    zIndex: sortable.isDragging ? 2 : undefined,
    boxShadow: sortable.isDragging ? "var(--mantine-shadow-lg)" : undefined,
  };
}
