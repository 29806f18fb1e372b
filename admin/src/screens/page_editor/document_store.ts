/**
 * The page version being edited, as one document: title, SEO fields, the ordered blocks with their
 * props and anchors, and the page settings (slug, update-links). The editor screen owns one store;
 * tabs and lazily mounted blocks read and write it, and a save reads only `snapshot()`. Nothing is
 * ever collected from mounted components, so what is not on screen cannot be lost.
 *
 * Typing into a block replaces that block's object only (no list-wide work, no re-render of the
 * other blocks). Every change is a step of one history, in order: a field edit, a heading level,
 * a setting, a tag, adding, moving, replacing or deleting a block. Undo and redo go back and forth
 * through whole states of the document; typing into one field is one step per burst (until a
 * pause or a change elsewhere), not one per keystroke. Undoing back to the stored state is not
 * dirty.
 *
 * While read-only (another editor holds the lock) every change is refused here, whatever field
 * asked for it: the widgets are disabled too, but the document is where it must hold (issue 28).
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

/** What a change touched, for the label of its undo ("Undid: edit Heading text"). */
export type ChangeTarget =
  | { kind: "meta"; fields: string[] }
  | { kind: "settings"; fields: string[] }
  | { kind: "block"; key: string; fields: string[] };

export interface DocumentStoreOptions {
  /** The clock that ends a typing burst (milliseconds); tests pass their own. */
  now?: () => number;
  /** Names a content change for its undo label; structural changes name themselves. */
  describe?: (target: ChangeTarget, store: DocumentStore) => string;
}

/** The whole document at one moment: what an undo or redo goes back to. */
interface State {
  meta: DocumentMeta;
  settings: DocumentSettings;
  keys: readonly string[];
  byKey: ReadonlyMap<string, Block>;
  /** Which state this is: the saved one is remembered, so undoing back to it is not dirty. */
  id: number;
}

interface Step {
  /** The document before the change. */
  before: State;
  /** What the change did, for announcements ("Undid: delete Heading"). */
  label: string;
}

const HISTORY_LIMIT = 200;
/**
 * Typing into one field is one step until a pause this long (or a change elsewhere): undo takes
 * back a burst of typing, not one character.
 */
export const BURST_PAUSE_MS = 1_000;

export class DocumentStore {
  #meta: DocumentMeta;
  #settings: DocumentSettings;
  #keys: readonly string[];
  #byKey: Map<string, Block>;
  #undo: Step[] = [];
  #redo: Step[] = [];
  /** The field the last change typed into and when, while its burst goes on. */
  #burst: { group: string; at: number } | null = null;
  #stateID = 0;
  #nextStateID = 1;
  #savedStateID: number | null = 0;
  /** Counts every change; a save remembers the count it stored. */
  #revision = 0;
  /** Bumped when the whole document is replaced, so mounted editors start over. */
  #epoch = 0;
  /** While set (someone else holds the lock, or the person may not edit) nothing changes. */
  #readOnly = false;
  #listeners = new Set<() => void>();
  #now: () => number;
  #describe: (target: ChangeTarget, store: DocumentStore) => string;

  constructor(initial: DocumentSnapshot, options: DocumentStoreOptions = {}) {
    this.#meta = { ...initial.meta };
    this.#settings = { ...initial.settings };
    this.#keys = initial.blocks.map((b) => b.key);
    this.#byKey = new Map(initial.blocks.map((b) => [b.key, b]));
    this.#now = options.now ?? (() => performance.now());
    this.#describe = options.describe ?? ((target) => `edit ${target.fields.join(", ")}`);
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

  /** Whether the document differs from what was last stored (or from what it opened with). */
  isDirty(): boolean {
    return this.#stateID !== this.#savedStateID;
  }

  revision(): number {
    return this.#revision;
  }

  epoch(): number {
    return this.#epoch;
  }

  isReadOnly(): boolean {
    return this.#readOnly;
  }

  canUndo(): boolean {
    return !this.#readOnly && this.#undo.length > 0;
  }

  canRedo(): boolean {
    return !this.#readOnly && this.#redo.length > 0;
  }

  /** What the next undo would take back (empty when nothing). */
  undoLabel(): string {
    return this.#undo.at(-1)?.label ?? "";
  }

  redoLabel(): string {
    return this.#redo.at(-1)?.label ?? "";
  }

  // --- the lock ---

  /**
   * Read-only: every change is refused, whichever field or code path asks for it, so a document
   * never carries an edit made while someone else held the lock (issue 28).
   */
  setReadOnly(readOnly: boolean): void {
    if (readOnly === this.#readOnly) return;
    this.#readOnly = readOnly;
    this.#burst = null;
    this.#notify();
  }

  // --- content changes (undoable; typing into one field coalesces into one step) ---

  /**
   * `history: false` for a change that is no edit of the person's (the stored form of a slug the
   * server normalised): it is not a step of its own.
   */
  setMeta(patch: Partial<DocumentMeta>, options: { history?: boolean } = {}): void {
    // A page type's own data is many fields: typing into one of them is a burst of its own.
    const fields = changedFields(this.#meta, patch).flatMap((f) =>
      f === "typeData" && patch.typeData
        ? differingKeys(this.#meta.typeData ?? {}, patch.typeData).map((d) => `typeData.${d}`)
        : [f]
    );
    if (this.#readOnly || fields.length === 0) return;
    const target: ChangeTarget = { kind: "meta", fields };
    if (options.history !== false) this.#recordEdit(target);
    this.#meta = { ...this.#meta, ...patch };
    this.#changed();
    if (options.history !== false) this.#settle(target);
  }

  setSettings(patch: Partial<DocumentSettings>, options: { history?: boolean } = {}): void {
    const fields = changedFields(this.#settings, patch);
    if (this.#readOnly || fields.length === 0) return;
    const target: ChangeTarget = { kind: "settings", fields };
    if (options.history !== false) this.#recordEdit(target);
    this.#settings = { ...this.#settings, ...patch };
    this.#changed();
    if (options.history !== false) this.#settle(target);
  }

  /** Replaces fields of one block (its props or anchor); unknown keys are ignored. */
  updateBlock(key: string, patch: Partial<Pick<Block, "props" | "anchorPoint">>): void {
    const block = this.#byKey.get(key);
    if (this.#readOnly || !block) return;
    const fields = [
      ...(patch.props ? differingKeys(block.props, patch.props).map((f) => `props.${f}`) : []),
      ...("anchorPoint" in patch && patch.anchorPoint !== block.anchorPoint ? ["anchorPoint"] : []),
    ];
    if (fields.length === 0) return;
    const target: ChangeTarget = { kind: "block", key, fields };
    this.#recordEdit(target);
    this.#byKey.set(key, { ...block, ...patch } as Block);
    this.#changed();
    this.#settle(target);
  }

  // --- structural changes (undoable, one step each) ---

  insertBlock(index: number, block: Block, label = "add"): void {
    if (this.#readOnly) return;
    if (this.#byKey.has(block.key)) throw new Error(`Block ${block.key} is already on the page`);
    const at = Math.max(0, Math.min(index, this.#keys.length));
    this.#record(label);
    this.#byKey.set(block.key, block);
    this.#keys = [...this.#keys.slice(0, at), block.key, ...this.#keys.slice(at)];
    this.#changed();
  }

  removeBlock(key: string, label = "delete"): void {
    if (this.#readOnly || !this.#byKey.has(key)) return;
    this.#record(label);
    this.#byKey.delete(key);
    this.#keys = this.#keys.filter((k) => k !== key);
    this.#changed();
  }

  /** Moves a block to position `to` (from 0) of the list. */
  moveBlock(key: string, to: number, label = "move"): void {
    const from = this.#keys.indexOf(key);
    if (this.#readOnly || from < 0 || to < 0 || to >= this.#keys.length || from === to) return;
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
    if (this.#readOnly || !old || this.#byKey.has(block.key)) return;
    this.#record(label);
    this.#byKey.delete(key);
    this.#byKey.set(
      block.key,
      old.anchorPoint ? { ...block, anchorPoint: old.anchorPoint } : block,
    );
    this.#keys = this.#keys.map((k) => k === key ? block.key : k);
    this.#changed();
  }

  /** Takes back the last change (a burst of typing, a setting, a block added …); its label. */
  undo(): string | null {
    if (this.#readOnly) return null;
    const step = this.#undo.pop();
    if (!step) return null;
    this.#redo.push({ before: this.#state(), label: step.label });
    this.#restore(step.before);
    return step.label;
  }

  redo(): string | null {
    if (this.#readOnly) return null;
    const step = this.#redo.pop();
    if (!step) return null;
    this.#undo.push({ before: this.#state(), label: step.label });
    this.#restore(step.before);
    return step.label;
  }

  /** Ends the current typing burst (the field lost the focus): the next keystroke is a new step. */
  endBurst(): void {
    this.#burst = null;
  }

  // --- saving and restoring ---

  /**
   * Records that the document as it was at `revision` is stored. Changes made while the save was
   * on its way keep the document dirty.
   */
  markSaved(revision: number): void {
    if (revision === this.#revision) this.#savedStateID = this.#stateID;
    this.#notify();
  }

  /**
   * Replaces the whole document (a restored draft, a merge); mounted editors remount and the
   * history starts over. Refused while read-only, as every other change.
   */
  replaceAll(snapshot: DocumentSnapshot): void {
    if (this.#readOnly) return;
    this.#meta = { ...snapshot.meta };
    this.#settings = { ...snapshot.settings };
    this.#keys = snapshot.blocks.map((b) => b.key);
    this.#byKey = new Map(snapshot.blocks.map((b) => [b.key, b]));
    this.#undo = [];
    this.#redo = [];
    this.#burst = null;
    this.#epoch++;
    this.#changed();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  // --- internals ---

  #state(): State {
    return {
      meta: this.#meta,
      settings: this.#settings,
      keys: this.#keys,
      byKey: new Map(this.#byKey),
      id: this.#stateID,
    };
  }

  /** A step for a structural change: always its own. */
  #record(label: string): void {
    this.#burst = null;
    this.#push(label);
  }

  /**
   * A step for a content change, unless it goes on typing into the field of the last change
   * (same block or page field, no pause of BURST_PAUSE_MS, nothing else in between).
   */
  #recordEdit(target: ChangeTarget): void {
    const group = target.kind === "block"
      ? `block:${target.key}:${target.fields.join()}`
      : `${target.kind}:${target.fields.join()}`;
    const now = this.#now();
    const goesOn = this.#burst !== null && this.#burst.group === group &&
      now - this.#burst.at < BURST_PAUSE_MS && this.#redo.length === 0 && this.#undo.length > 0;
    this.#burst = { group, at: now };
    if (!goesOn) this.#push(this.#describe(target, this));
  }

  /**
   * A burst that ends where it began (a field's own undo took the typing back) is no step: it is
   * dropped, and the document is the state before it again (clean, if that one was stored).
   */
  #settle(target: ChangeTarget): void {
    const step = this.#undo.at(-1);
    if (!step || !this.#burst) return;
    const before = step.before;
    const back = target.kind === "block"
      ? same(before.byKey.get(target.key), this.#byKey.get(target.key))
      : target.kind === "meta"
      ? same(before.meta, this.#meta)
      : same(before.settings, this.#settings);
    if (!back || before.keys.join() !== this.#keys.join()) return;
    this.#undo.pop();
    this.#burst = null;
    this.#stateID = before.id;
    this.#notify();
  }

  #push(label: string): void {
    this.#undo.push({ before: this.#state(), label });
    if (this.#undo.length > HISTORY_LIMIT) this.#undo.shift();
    this.#redo = [];
  }

  /** Back (or forth) to `target`, whole: order, content, page fields and settings. */
  #restore(target: State): void {
    this.#meta = target.meta;
    this.#settings = target.settings;
    this.#keys = target.keys;
    this.#byKey = new Map(target.byKey);
    this.#burst = null;
    this.#revision++;
    this.#stateID = target.id;
    this.#notify();
  }

  #changed(): void {
    this.#revision++;
    this.#stateID = this.#nextStateID++;
    this.#notify();
  }

  #notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}

/** The fields of `patch` whose value differs from `current` (by identity: values are immutable). */
function changedFields(current: object, patch: object): string[] {
  const now = current as Record<string, unknown>;
  return Object.entries(patch).filter(([k, v]) => !Object.is(now[k], v)).map(([k]) => k);
}

/** The keys whose values differ between two whole objects (a key on one side only included). */
function differingKeys(a: object, b: object): string[] {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return [...new Set([...Object.keys(x), ...Object.keys(y)])].filter((k) => !Object.is(x[k], y[k]));
}

/** Whether two values hold the same content (the document's values are plain JSON). */
function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
