/**
 * Keeps the editor's unsaved document in the browser as it changes (debounced, and at once when
 * the tab is hidden or closed), and offers a kept draft back when the page version is opened
 * again. Nothing is written while an offer is open, so an untouched editor never overwrites the
 * draft it is offering.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { DocumentStore } from "./document_store.ts";
import { discardDraft, readDraft, type UnsavedDraft, writeDraft } from "./unsaved_drafts.ts";

const WRITE_DELAY_MS = 500;

export interface UnsavedDrafts {
  /** A kept draft waiting for the person's answer, or null. */
  offer: UnsavedDraft | null;
  restore(): void;
  discard(): void;
  /** The document was stored from `versionID`: forget what was kept for it. */
  saved(versionID: number): void;
  /**
   * Keeps the unsaved edits now; whether they are kept (false when the browser's storage is full
   * or off, or a kept draft still waits for an answer). The leave dialog says what is true.
   */
  keep(): boolean;
}

function sameDocument(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function useUnsavedDrafts(
  store: DocumentStore,
  options: {
    pageID: number;
    version: () => { id: number; revision: string };
    initialVersionID: number;
    enabled: boolean;
  },
): UnsavedDrafts {
  const { pageID, initialVersionID, enabled } = options;
  const version = useRef(options.version);
  version.current = options.version;
  const [offer, setOffer] = useState<UnsavedDraft | null>(() => {
    if (!enabled) return null;
    const kept = readDraft(localStorage, pageID, initialVersionID);
    // A draft equal to what is stored has nothing to give back.
    if (kept && sameDocument(kept.document, store.snapshot())) {
      discardDraft(localStorage, pageID, initialVersionID);
      return null;
    }
    return kept;
  });
  const offering = useRef(offer !== null);
  offering.current = offer !== null;

  const write = useCallback((): boolean => {
    if (offering.current) return false;
    if (!store.isDirty()) return true;
    const { id, revision } = version.current();
    return writeDraft(localStorage, pageID, id, {
      savedAt: Date.now(),
      baseRevision: revision,
      document: store.snapshot(),
    });
  }, [store, pageID]);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const leave = store.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(write, WRITE_DELAY_MS);
    });
    // Closing or hiding the tab writes at once: the debounce may not get its turn.
    const flush = () => {
      clearTimeout(timer);
      write();
    };
    addEventListener("pagehide", flush);
    const onHidden = () => document.visibilityState === "hidden" && flush();
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      leave();
      flush();
      removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, [store, enabled, write]);

  return {
    offer,
    keep: () => enabled && write(),
    restore() {
      if (!offer) return;
      setOffer(null);
      offering.current = false;
      // A draft kept by an older editor may lack newer fields (tags): those keep what is stored.
      const stored = store.snapshot();
      store.replaceAll({
        ...offer.document,
        meta: { ...stored.meta, ...offer.document.meta },
        settings: { ...stored.settings, ...offer.document.settings },
      });
    },
    discard() {
      discardDraft(localStorage, pageID, initialVersionID);
      setOffer(null);
    },
    saved(versionID: number) {
      discardDraft(localStorage, pageID, versionID);
      discardDraft(localStorage, pageID, version.current().id);
    },
  };
}
