import { deepStrictEqual, ok, strictEqual } from "node:assert";
import {
  discardDraft,
  draftKey,
  readDraft,
  type UnsavedDraft,
  writeDraft,
} from "./unsaved_drafts.ts";

/** A Storage like the browser's, in memory; `full` makes every write fail as a full one does. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  full = false;
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException("Quota exceeded", "QuotaExceededError");
    this.#items.set(key, value);
  }
}

const draft: UnsavedDraft = {
  savedAt: 1_700_000_000_000,
  baseRevision: "r1",
  document: {
    meta: {
      title: "T",
      seoTitle: "",
      seoDescription: "",
      seoKeywords: [],
      seoImage: [],
      tags: [],
      privateTags: [],
      typeData: {},
    },
    blocks: [],
    settings: { slug: "t", shouldUpdateLinks: true },
  },
};

Deno.test("writeDraft() and readDraft() keep one draft per page version", () => {
  const storage = new MemoryStorage();
  ok(writeDraft(storage, 1, 10, draft));
  deepStrictEqual(readDraft(storage, 1, 10), draft);
  strictEqual(readDraft(storage, 1, 11), null);
  strictEqual(readDraft(storage, 2, 10), null);
  discardDraft(storage, 1, 10);
  strictEqual(readDraft(storage, 1, 10), null);
});

Deno.test("readDraft() ignores what is not a draft", () => {
  const storage = new MemoryStorage();
  storage.setItem(draftKey(1, 10), "{not json");
  strictEqual(readDraft(storage, 1, 10), null);
  storage.setItem(draftKey(1, 10), JSON.stringify({ savedAt: 1, document: {} }));
  strictEqual(readDraft(storage, 1, 10), null);
});

Deno.test("writeDraft() answers false when the storage is full", () => {
  const storage = new MemoryStorage();
  storage.full = true;
  strictEqual(writeDraft(storage, 1, 10, draft), false);
});
