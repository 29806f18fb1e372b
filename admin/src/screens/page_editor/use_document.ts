/**
 * React's view of the editor's DocumentStore: components subscribe to the part they draw, so a
 * keystroke in one block re-renders that block only (the list re-renders on structure changes).
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from "react";
import type { DocumentStore } from "./document_store.ts";

export const DocumentContext = createContext<DocumentStore | null>(null);

export function useDocumentStore(): DocumentStore {
  const store = useContext(DocumentContext);
  if (!store) throw new Error("useDocumentStore() outside the page editor");
  return store;
}

/** A value read from the store; `read` must answer the same value while it is unchanged. */
export function useDocumentValue<T>(store: DocumentStore, read: (store: DocumentStore) => T): T {
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  return useSyncExternalStore(subscribe, () => read(store));
}
