/**
 * The page version being edited, as one document: title, SEO fields, the ordered blocks with their
 * props and anchors, and the page settings (slug, update-links). The editor screen owns one store;
 * tabs and lazily mounted blocks read and write it, and a save reads only `snapshot()`. Nothing is
 * ever collected from mounted components, so what is not on screen cannot be lost.
 *
 * Typing into a block replaces that block's object only (no list-wide work, no re-render of the
 * other blocks). Structural changes (add, delete, move, replace) can be undone and redone; undo
 * restores the structure but keeps the latest content of every block that is still there, so
 * undoing an insertion never throws away what was typed into another block since.
 *
 * Pure TypeScript (no React), so it is tested without a browser.
 */
import type { Block } from "../../../../lib/content/blocks/index.ts";
import type { VersionInput } from "../../../../lib/content/pages.ts";

/**
 * The version's own fields as a store sends them (lib/content/pages.ts VersionInput, the shared
 * contract), all present: a field added to versions there is part of the document by type.
 */
export type DocumentMeta = Required<Omit<VersionInput, "blocks" | "revision">>;

/** Page-level settings saved with the page (not the version): PUT {id}/save. */
export interface DocumentSettings {
  slug: string;
  shouldUpdateLinks: boolean;
}

export interface DocumentSnapshot {
  meta: DocumentMeta;
  blocks: Block[];
  settings: DocumentSettings;
}

/** A structure to go back to: the order of blocks and their content at that moment. */
interface Structure {
  keys: readonly string[];
  byKey: ReadonlyMap<string, Block>;
  /** What the change did, for announcements ("Undid: delete Heading"). */
  label: string;
}

const HISTORY_LIMIT = 100;

export class DocumentStore {
  #meta: DocumentMeta;
  #settings: DocumentSettings;
  #keys: readonly string[];
  #byKey: Map<string, Block>;
  #undo: Structure[] = [];
  #redo: Structure[] = [];
  #dirty = false;
  /** Counts every change; a save remembers the count it stored. */
  #revision = 0;
  /** Bumped when the whole document is replaced, so mounted editors start over. */
  #epoch = 0;
  #listeners = new Set<() => void>();

  constructor(initial: DocumentSnapshot) {
    this.#meta = { ...initial.meta };
    this.#settings = { ...initial.settings };
    this.#keys = initial.blocks.map((b) => b.key);
    this.#byKey = new Map(initial.blocks.map((b) => [b.key, b]));
  }

  // --- reading ---

  meta(): DocumentMeta {
    return this.#meta;
  }

  settings(): DocumentSettings {
    return this.#settings;
  }

  /** The block keys in order; the same array until the structure changes. */
  keys(): readonly string[] {
    return this.#keys;
  }

  block(key: string): Block | undefined {
    return this.#byKey.get(key);
  }

  /** Every block in order with its latest content. */
  blocks(): Block[] {
    return this.#keys.map((k) => this.#byKey.get(k)!);
  }

  snapshot(): DocumentSnapshot {
    return { meta: this.#meta, blocks: this.blocks(), settings: this.#settings };
  }

  isDirty(): boolean {
    return this.#dirty;
  }

  revision(): number {
    return this.#revision;
  }

  epoch(): number {
    return this.#epoch;
  }

  canUndo(): boolean {
    return this.#undo.length > 0;
  }

  canRedo(): boolean {
    return this.#redo.length > 0;
  }

  /** What the next undo would take back (empty when nothing). */
  undoLabel(): string {
    return this.#undo.at(-1)?.label ?? "";
  }

  redoLabel(): string {
    return this.#redo.at(-1)?.label ?? "";
  }

  // --- content changes (not undoable: text fields keep their own undo) ---

  setMeta(patch: Partial<DocumentMeta>): void {
    this.#meta = { ...this.#meta, ...patch };
    this.#changed();
  }

  setSettings(patch: Partial<DocumentSettings>): void {
    this.#settings = { ...this.#settings, ...patch };
    this.#changed();
  }

  /** Replaces fields of one block (its props or anchor); unknown keys are ignored. */
  updateBlock(key: string, patch: Partial<Pick<Block, "props" | "anchorPoint">>): void {
    const block = this.#byKey.get(key);
    if (!block) return;
    this.#byKey.set(key, { ...block, ...patch } as Block);
    this.#changed();
  }

  // --- structural changes (undoable) ---

  insertBlock(index: number, block: Block, label = "add"): void {
    if (this.#byKey.has(block.key)) throw new Error(`Block ${block.key} is already on the page`);
    const at = Math.max(0, Math.min(index, this.#keys.length));
    this.#record(label);
    this.#byKey.set(block.key, block);
    this.#keys = [...this.#keys.slice(0, at), block.key, ...this.#keys.slice(at)];
    this.#changed();
  }

  removeBlock(key: string, label = "delete"): void {
    if (!this.#byKey.has(key)) return;
    this.#record(label);
    this.#byKey.delete(key);
    this.#keys = this.#keys.filter((k) => k !== key);
    this.#changed();
  }

  /** Moves a block to position `to` (from 0) of the list. */
  moveBlock(key: string, to: number, label = "move"): void {
    const from = this.#keys.indexOf(key);
    if (from < 0 || to < 0 || to >= this.#keys.length || from === to) return;
    this.#record(label);
    const next = [...this.#keys];
    next.splice(from, 1);
    next.splice(to, 0, key);
    this.#keys = next;
    this.#changed();
  }

  /** Puts `block` in the place of `key`; the anchor belongs to the place, so it stays. */
  replaceBlock(key: string, block: Block, label = "replace"): void {
    const old = this.#byKey.get(key);
    if (!old || this.#byKey.has(block.key)) return;
    this.#record(label);
    this.#byKey.delete(key);
    this.#byKey.set(
      block.key,
      old.anchorPoint ? { ...block, anchorPoint: old.anchorPoint } : block,
    );
    this.#keys = this.#keys.map((k) => k === key ? block.key : k);
    this.#changed();
  }

  undo(): string | null {
    const target = this.#undo.pop();
    if (!target) return null;
    this.#redo.push(this.#structure(target.label));
    this.#restore(target);
    return target.label;
  }

  redo(): string | null {
    const target = this.#redo.pop();
    if (!target) return null;
    this.#undo.push(this.#structure(target.label));
    this.#restore(target);
    return target.label;
  }

  // --- saving and restoring ---

  /**
   * Records that the document as it was at `revision` is stored. Changes made while the save was
   * on its way keep the document dirty.
   */
  markSaved(revision: number): void {
    if (revision === this.#revision) this.#dirty = false;
    this.#notify();
  }

  /** Replaces the whole document (a restored draft); mounted editors remount. */
  replaceAll(snapshot: DocumentSnapshot): void {
    this.#meta = { ...snapshot.meta };
    this.#settings = { ...snapshot.settings };
    this.#keys = snapshot.blocks.map((b) => b.key);
    this.#byKey = new Map(snapshot.blocks.map((b) => [b.key, b]));
    this.#undo = [];
    this.#redo = [];
    this.#epoch++;
    this.#changed();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  // --- internals ---

  #structure(label: string): Structure {
    return { keys: this.#keys, byKey: new Map(this.#byKey), label };
  }

  #record(label: string): void {
    this.#undo.push(this.#structure(label));
    if (this.#undo.length > HISTORY_LIMIT) this.#undo.shift();
    this.#redo = [];
  }

  /** Back to `target`'s order; blocks still present keep their latest content. */
  #restore(target: Structure): void {
    const next = new Map<string, Block>();
    for (const key of target.keys) next.set(key, this.#byKey.get(key) ?? target.byKey.get(key)!);
    this.#byKey = next;
    this.#keys = target.keys;
    this.#changed();
  }

  #changed(): void {
    this.#dirty = true;
    this.#revision++;
    this.#notify();
  }

  #notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
