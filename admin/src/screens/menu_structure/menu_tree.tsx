/**
 * The items of a menu as nested lists (each level a labelled list, so screen readers tell the
 * level), reordered and nested by dragging a row's handle — up and down to place it, sideways to
 * change its depth — or by keyboard with each row's move buttons (or on the handle: space, arrows,
 * space). All rows are one sortable list in reading order; the dragged item's children are folded
 * into it while it moves, and where it would land is worked out by `projectDrop`.
 */
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  MeasuringStrategy,
} from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MenuItem } from "../../../../lib/content/menus.ts";
import { useErrorText } from "../../i18n/index.ts";
import { MenuItemRow, rowID } from "./menu_item_row.tsx";
import { pageLabel } from "./page_picker.tsx";
import {
  allowedMoves,
  applyMove,
  canHoldChildren,
  dropItem,
  findItem,
  type ItemError,
  type Move,
  parentOf,
  pathOf,
  projectDrop,
  visibleIDs,
} from "./tree_ops.ts";
import type { LinkedPages } from "./use_linked_pages.ts";
import { useListSensors } from "../../hooks/use_list_sensors.ts";

/** The indentation of one level, in pixels: also the sideways drag that changes the depth. */
const INDENT = 32;

const NO_ERRORS: ItemError[] = [];

export interface MenuTreeProps {
  items: MenuItem[];
  /** The accessible name of the top-level list. */
  label: string;
  pages: LinkedPages;
  errors: ReadonlyMap<string, ItemError[]>;
  /** The menu may take more items (MAX_MENU_ITEMS). */
  canAdd: boolean;
  /** A move or drop changed the tree; `message` tells screen readers where the item went. */
  onChange(next: MenuItem[], message: string): void;
  onEdit(id: string): void;
  onAddChild(id: string): void;
  onDelete(id: string): void;
}

interface Drag {
  activeID: string;
  overID: string;
  /** The sideways drag in levels. */
  offset: number;
}

export function MenuTree(props: MenuTreeProps) {
  const { items, label, onChange } = props;
  const { t } = useTranslation();
  const [drag, setDrag] = useState<Drag | null>(null);
  const projection = drag && projectDrop(items, drag.activeID, drag.overID, drag.offset);

  const sensors = useListSensors();

  const titleOf = (id: string | number) => findItem(items, String(id))?.title ?? String(id);

  /** Where `id` is in `tree`, in words. */
  function placeMessage(tree: MenuItem[], id: string): string {
    const path = pathOf(tree, id) ?? [];
    const parent = parentOf(tree, id);
    const where = {
      title: titleOf(id),
      position: (path.at(-1) ?? 0) + 1,
      total: (parent?.children ?? tree).length,
      level: path.length,
    };
    return parent
      ? t("menus.announce.movedUnder", { ...where, parent: parent.title })
      : t("menus.announce.moved", where);
  }

  function change(next: MenuItem[], id: string, focus: string) {
    if (next === items) return;
    onChange(next, placeMessage(next, id));
    // An item that changes level is drawn in another list: give it its focus back there.
    requestAnimationFrame(() => document.getElementById(focus)?.focus());
  }

  function move(id: string, how: Move) {
    change(applyMove(items, id, how), id, rowID(id, how));
  }

  function onDragMove({ active, over, delta }: DragMoveEvent) {
    const next = {
      activeID: String(active.id),
      overID: String(over?.id ?? active.id),
      offset: Math.round(delta.x / INDENT),
    };
    // Every pointer move lands here: redraw only when the projected place can change.
    setDrag((before) =>
      before && before.activeID === next.activeID && before.overID === next.overID &&
        before.offset === next.offset
        ? before
        : next
    );
  }

  function onDragEnd({ active, over, delta }: DragEndEvent) {
    setDrag(null);
    if (!over) return;
    const id = String(active.id);
    change(
      dropItem(items, id, String(over.id), Math.round(delta.x / INDENT)),
      id,
      rowID(id, "drag"),
    );
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => t("menus.drag.picked", { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t("menus.drag.over", { title: titleOf(active.id), over: titleOf(over.id) })
        : undefined,
    onDragEnd: ({ active }) => t("menus.drag.dropped", { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t("menus.drag.cancelled", { title: titleOf(active.id) }),
  };

  const activeID = drag?.activeID ?? null;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragStart={({ active }) =>
        setDrag({ activeID: String(active.id), overID: String(active.id), offset: 0 })}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDrag(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("menus.drag.instructions") },
      }}
    >
      <SortableContext items={visibleIDs(items, activeID)} strategy={verticalListSortingStrategy}>
        <ItemList
          {...props}
          list={items}
          depth={1}
          listLabel={label}
          activeID={activeID}
          shiftX={projection && activeID
            ? (projection.depth + 1 - (pathOf(items, activeID)?.length ?? 1)) * INDENT
            : 0}
          onMove={move}
        />
      </SortableContext>
    </DndContext>
  );
}

interface ItemListProps extends MenuTreeProps {
  list: MenuItem[];
  /** 1 for the top level. */
  depth: number;
  listLabel: string;
  activeID: string | null;
  shiftX: number;
  onMove(id: string, move: Move): void;
}

function ItemList(props: ItemListProps) {
  const { list, depth, listLabel } = props;
  return (
    <ul
      aria-label={listLabel}
      style={{ listStyle: "none", margin: 0, paddingInlineStart: depth === 1 ? 0 : INDENT }}
    >
      {list.map((item) => <ItemNode key={item.id} {...props} item={item} />)}
    </ul>
  );
}

function ItemNode(props: ItemListProps & { item: MenuItem }) {
  const { item, depth, items, pages, errors, activeID } = props;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sortable = useSortable({ id: item.id });
  const dragging = activeID === item.id;
  const itemErrors = errors.get(item.id) ?? NO_ERRORS;
  const link = item.link;
  const pageID = link.kind === "external" ? undefined : link.pageID;

  const fieldLabels: Record<string, string> = {
    title: t("menus.dialog.title"),
    "link.pageID": t("menus.dialog.page"),
    "link.url": t("menus.dialog.url"),
    "link.anchor": t("menus.dialog.anchor"),
  };
  const messages = [
    ...new Set(
      itemErrors.map((e) =>
        e.field === "link.pageID" && e.code === "V_12"
          ? t("menus.errors.pageNotHere")
          : errorText({ code: e.code, property: fieldLabels[e.field] ?? t("menus.item.item") })
      ),
    ),
  ];

  const page = pageID === undefined ? undefined : pages.label(pageID);
  const pageText = pageID === undefined
    ? ""
    : page
    ? pageLabel(page)
    : t("menus.item.pageNumber", { id: pageID });
  let target: string;
  if (link.kind === "internal") target = t("menus.item.linksToPage", { page: pageText });
  else if (link.kind === "external") target = t("menus.item.linksToUrl", { url: link.url });
  else if (pageID === undefined) target = t("menus.item.linksToAnchor", { anchor: link.anchor });
  else target = t("menus.item.linksToAnchorOn", { anchor: link.anchor, page: pageText });

  return (
    <li>
      <MenuItemRow
        item={item}
        target={target}
        problem={pageID === undefined ? null : pages.problem(pageID)}
        errors={messages}
        moves={allowedMoves(items, item.id)}
        addChildBlocked={!canHoldChildren(depth)
          ? t("menus.item.maxDepth")
          : !props.canAdd
          ? t("menus.limitReached")
          : null}
        sortable={sortable}
        shiftX={dragging ? props.shiftX : 0}
        onMove={props.onMove}
        onEdit={props.onEdit}
        onAddChild={props.onAddChild}
        onDelete={props.onDelete}
      />
      {item.children.length > 0 && !dragging && (
        <ItemList
          {...props}
          list={item.children}
          depth={depth + 1}
          listLabel={t("menus.tree.childrenOf", { title: item.title })}
        />
      )}
    </li>
  );
}
