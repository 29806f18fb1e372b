/**
 * Pure operations on a menu's item tree: find, insert, update, remove, the keyboard moves (up,
 * down, indent, outdent) and the drop of a drag. Each returns a new tree and shares the untouched
 * branches; a change the menu rules forbid (deeper than MAX_MENU_DEPTH, an item into its own
 * subtree, past either end) returns the very same array, so `next === items` means "not allowed".
 */
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { MAX_MENU_DEPTH, type MenuItem } from "../../../../lib/content/menus.ts";

/** Indexes from the top level down to an item: [0, 2] is the third child of the first item. */
export type Path = readonly number[];

export type Move = "up" | "down" | "indent" | "outdent";
export const MOVES: readonly Move[] = ["up", "down", "outdent", "indent"];

/** Where an item goes: under `parentID` (null: top level), at `index` among the others there. */
export interface Place {
  parentID: string | null;
  index: number;
}

export function pathOf(items: readonly MenuItem[], id: string): Path | null {
  for (let i = 0; i < items.length; i++) {
    if (items[i].id === id) return [i];
    const below = pathOf(items[i].children, id);
    if (below) return [i, ...below];
  }
  return null;
}

export function itemAt(items: readonly MenuItem[], path: Path): MenuItem | undefined {
  let list = items;
  let item: MenuItem | undefined;
  for (const i of path) {
    item = list[i];
    if (!item) return undefined;
    list = item.children;
  }
  return item;
}

export function findItem(items: readonly MenuItem[], id: string): MenuItem | undefined {
  const path = pathOf(items, id);
  return path ? itemAt(items, path) : undefined;
}

/** The item that holds `id` as a child; undefined on the top level (or for an unknown id). */
export function parentOf(items: readonly MenuItem[], id: string): MenuItem | undefined {
  const path = pathOf(items, id);
  return path && path.length > 1 ? itemAt(items, path.slice(0, -1)) : undefined;
}

/** Levels an item spans with its descendants: 1 without children. */
export function height(item: MenuItem): number {
  return 1 + Math.max(0, ...item.children.map(height));
}

/** Whether an item at `depth` (1 for the top level) may hold children. */
export function canHoldChildren(depth: number): boolean {
  return depth < MAX_MENU_DEPTH;
}

/** The tree with the children of the item at `parent` (the top level for []) replaced. */
function withChildren(
  items: MenuItem[],
  parent: Path,
  change: (children: MenuItem[]) => MenuItem[],
): MenuItem[] {
  if (parent.length === 0) return change(items);
  const [i, ...rest] = parent;
  const next = items.slice();
  next[i] = { ...items[i], children: withChildren(items[i].children, rest, change) };
  return next;
}

/** The path of the list `parentID` names: [] for the top level, null when there is no such item. */
function parentPath(items: MenuItem[], parentID: string | null): Path | null {
  return parentID === null ? [] : pathOf(items, parentID);
}

export function updateItem(
  items: MenuItem[],
  id: string,
  patch: Partial<Pick<MenuItem, "title" | "link">>,
): MenuItem[] {
  const path = pathOf(items, id);
  if (!path) return items;
  return withChildren(items, path.slice(0, -1), (list) => {
    const next = list.slice();
    next[path.at(-1)!] = { ...list[path.at(-1)!], ...patch };
    return next;
  });
}

/** Removes an item with its children. */
export function removeItem(items: MenuItem[], id: string): MenuItem[] {
  const path = pathOf(items, id);
  if (!path) return items;
  return withChildren(items, path.slice(0, -1), (list) => list.filter((_, i) => i !== path.at(-1)));
}

/** Inserts `item` (with its children) at `place`, if the depth limit allows it there. */
export function insertItem(items: MenuItem[], place: Place, item: MenuItem): MenuItem[] {
  const parent = parentPath(items, place.parentID);
  if (!parent || parent.length + height(item) > MAX_MENU_DEPTH) return items;
  return withChildren(items, parent, (list) => {
    const index = Math.max(0, Math.min(place.index, list.length));
    return [...list.slice(0, index), item, ...list.slice(index)];
  });
}

/** Moves an item with its children to `place` (`index` counts the others there). */
export function moveItem(items: MenuItem[], id: string, place: Place): MenuItem[] {
  const from = pathOf(items, id);
  if (!from) return items;
  const item = itemAt(items, from)!;
  // Into itself or its own subtree: no such place once it is taken out.
  if (place.parentID === id) return items;
  if (place.parentID !== null && findItem(item.children, place.parentID)) return items;
  const without = removeItem(items, id);
  const next = insertItem(without, place, item);
  if (next === without) return items;
  return samePlace(items, next, id) ? items : next;
}

/** Whether `id` sits at the same path in both trees (a move that changed nothing). */
function samePlace(before: MenuItem[], after: MenuItem[], id: string): boolean {
  return pathOf(before, id)?.join() === pathOf(after, id)?.join();
}

/**
 * One keyboard move: up and down swap with the neighbour among the siblings; indent makes the
 * item the last child of the sibling above; outdent puts it right after its parent.
 */
export function applyMove(items: MenuItem[], id: string, move: Move): MenuItem[] {
  const path = pathOf(items, id);
  if (!path) return items;
  const index = path.at(-1)!;
  const parent = path.slice(0, -1);
  const parentID = parent.length ? itemAt(items, parent)!.id : null;
  switch (move) {
    case "up":
      return index === 0 ? items : moveItem(items, id, { parentID, index: index - 1 });
    case "down":
      return moveItem(items, id, { parentID, index: index + 1 });
    case "indent": {
      if (index === 0) return items;
      const above = itemAt(items, [...parent, index - 1])!;
      return moveItem(items, id, { parentID: above.id, index: above.children.length });
    }
    case "outdent": {
      if (parent.length === 0) return items;
      const grand = parent.slice(0, -1);
      const grandID = grand.length ? itemAt(items, grand)!.id : null;
      return moveItem(items, id, { parentID: grandID, index: parent.at(-1)! + 1 });
    }
  }
}

/** Which keyboard moves the item allows now. */
export function allowedMoves(items: MenuItem[], id: string): Record<Move, boolean> {
  return Object.fromEntries(MOVES.map((m) => [m, applyMove(items, id, m) !== items])) as Record<
    Move,
    boolean
  >;
}

/** An item in depth-first order, as a screen reads the tree from top to bottom. */
export interface FlatItem {
  item: MenuItem;
  parentID: string | null;
  /** 0 for the top level. */
  depth: number;
  path: Path;
}

export function flatten(items: readonly MenuItem[]): FlatItem[] {
  const out: FlatItem[] = [];
  const walk = (list: readonly MenuItem[], parentID: string | null, at: Path) =>
    list.forEach((item, i) => {
      const path = [...at, i];
      out.push({ item, parentID, depth: at.length, path });
      walk(item.children, item.id, path);
    });
  walk(items, null, []);
  return out;
}

function isWithin(path: Path, ancestor: Path): boolean {
  return path.length > ancestor.length && ancestor.every((i, k) => path[k] === i);
}

/** The ids in reading order without the descendants of `hiddenID` (they travel with it). */
export function visibleIDs(items: readonly MenuItem[], hiddenID: string | null): string[] {
  const flat = flatten(items);
  const hidden = hiddenID === null ? null : flat.find((f) => f.item.id === hiddenID)?.path;
  return flat.filter((f) => !hidden || !isWithin(f.path, hidden)).map((f) => f.item.id);
}

/** Where a dragged item would land, and at which depth (0 for the top level). */
export interface Projection extends Place {
  depth: number;
}

/**
 * Where dropping `activeID` over `overID` puts it. The rows are read as one list with the
 * dragged item's descendants folded into it; the item takes the vertical place of `overID` and
 * a depth of its own shifted by `depthOffset` (the horizontal drag in indent steps), bounded by
 * its neighbours there: at most one deeper than the row above, no shallower than the row below
 * (whose parent would otherwise change) and within MAX_MENU_DEPTH with its own children. Null
 * when no depth fits.
 */
export function projectDrop(
  items: readonly MenuItem[],
  activeID: string,
  overID: string,
  depthOffset: number,
): Projection | null {
  const flat = flatten(items);
  const active = flat.find((f) => f.item.id === activeID);
  if (!active) return null;
  const rows = flat.filter((f) => !isWithin(f.path, active.path));
  const from = rows.indexOf(active);
  const to = rows.findIndex((f) => f.item.id === overID);
  if (to < 0) return null;
  const moved = rows.slice();
  moved.splice(from, 1);
  moved.splice(to, 0, active);
  const above = moved[to - 1];
  const below = moved[to + 1];
  const max = Math.min(above ? above.depth + 1 : 0, MAX_MENU_DEPTH - height(active.item));
  const min = below ? below.depth : 0;
  if (max < min) return null;
  const depth = Math.max(min, Math.min(max, active.depth + depthOffset));
  let parentID: string | null = null;
  if (depth > 0 && above) {
    if (depth > above.depth) parentID = above.item.id;
    else if (depth === above.depth) parentID = above.parentID;
    else {
      parentID = moved.slice(0, to).reverse().find((f) => f.depth === depth)?.parentID ?? null;
    }
  }
  const index = moved.slice(0, to).filter((f) => f.parentID === parentID && f !== active).length;
  return { parentID, index, depth };
}

/** The tree after dropping `activeID` over `overID` (see `projectDrop`); unchanged if it may not. */
export function dropItem(
  items: MenuItem[],
  activeID: string,
  overID: string,
  depthOffset: number,
): MenuItem[] {
  const place = projectDrop(items, activeID, overID, depthOffset);
  return place ? moveItem(items, activeID, place) : items;
}

/** The item that should take the focus once `id` is gone: the next one, else the one above. */
export function focusAfterRemoval(items: readonly MenuItem[], id: string): string | null {
  const ids = visibleIDs(items, id);
  const at = ids.indexOf(id);
  if (at < 0) return null;
  return ids[at + 1] ?? ids[at - 1] ?? null;
}

/** A save error of one item: the field inside the item ("title", "link.url"…) and the code. */
export interface ItemError {
  field: string;
  code: string;
}

const ITEM_PROPERTY = /^items\.(\d+(?:\.children\.\d+)*)(?:\.(.+))?$/;

/**
 * The errors of a failed save by the id of the item they name (the server answers property paths
 * such as `items.0.children.1.link.url`, read against the items that were sent); the rest (the
 * whole menu, the revision) apart.
 */
export function errorsByItem(
  items: readonly MenuItem[],
  errors: readonly ApiErrorItem[],
): { byItem: Map<string, ItemError[]>; other: ApiErrorItem[] } {
  const byItem = new Map<string, ItemError[]>();
  const other: ApiErrorItem[] = [];
  for (const error of errors) {
    const match = ITEM_PROPERTY.exec(error.property);
    const item = match && itemAt(items, match[1].split(".children.").map(Number));
    if (!match || !item) {
      other.push(error);
      continue;
    }
    const list = byItem.get(item.id) ?? [];
    list.push({ field: match[2] ?? "", code: error.code });
    byItem.set(item.id, list);
  }
  return { byItem, other };
}
