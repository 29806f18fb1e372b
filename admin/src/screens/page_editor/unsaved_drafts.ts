/**
 * Unsaved edits kept in the browser, one entry per page version, so a reload, a crash or a closed
 * tab loses nothing: the editor offers them back when the page is opened again and forgets them
 * once they are saved or declined. Storage that is full or switched off only means no safety net;
 * it never stops editing.
 */
import type { DocumentSnapshot } from "./document_store.ts";

export interface UnsavedDraft {
  /** When the edits were kept (ms since the epoch). */
  savedAt: number;
  /** The page revision the edits started from; another one means someone saved meanwhile. */
  baseRevision: string;
  document: DocumentSnapshot;
}

const PREFIX = "ximblox.unsaved";

export function draftKey(pageID: number, versionID: number): string {
  return `${PREFIX}.${pageID}.${versionID}`;
}

function isDraft(value: unknown): value is UnsavedDraft {
  if (!value || typeof value !== "object") return false;
  const v = value as Partial<UnsavedDraft>;
  const doc = v.document as Partial<DocumentSnapshot> | undefined;
  return typeof v.savedAt === "number" && typeof v.baseRevision === "string" &&
    !!doc && typeof doc === "object" && Array.isArray(doc.blocks) &&
    !!doc.meta && typeof doc.meta.title === "string" &&
    !!doc.settings && typeof doc.settings.slug === "string";
}

/** The kept draft of a page version, or null (none, or unreadable). */
export function readDraft(
  storage: Storage,
  pageID: number,
  versionID: number,
): UnsavedDraft | null {
  try {
    const raw = storage.getItem(draftKey(pageID, versionID));
    if (!raw) return null;
    const value = JSON.parse(raw);
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps a draft; false when the browser would not store it (full, or storage off). */
export function writeDraft(
  storage: Storage,
  pageID: number,
  versionID: number,
  draft: UnsavedDraft,
): boolean {
  try {
    storage.setItem(draftKey(pageID, versionID), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function discardDraft(storage: Storage, pageID: number, versionID: number): void {
  try {
    storage.removeItem(draftKey(pageID, versionID));
  } catch {
    // Storage switched off: there is nothing to forget.
  }
}
