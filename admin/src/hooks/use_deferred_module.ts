/**
 * Code a screen draws without at first and loads after its first paint: the rich-text editor
 * (TipTap and ProseMirror, most of the editor screen's code), the image picker's dialog and the
 * review dialog of a publication request.
 * Evaluating it before the page editor's first paint held every open of the editor up, though a
 * page shows its blocks before any text block's editor is made.
 */
import { useEffect, useState } from "react";

export interface DeferredModule<M> {
  /** Starts loading (once; a failed load may be tried again) and answers the module. */
  load(): Promise<M>;
  /** The module once loaded, else null. */
  loaded(): M | null;
}

export function deferredModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let loading: Promise<M> | null = null;
  let module: M | null = null;
  return {
    load: () =>
      loading ??= importer().then((m) => module = m, (error) => {
        // A failed fetch (offline, a deploy replaced the chunk) may be retried by the next use.
        loading = null;
        throw error;
      }),
    loaded: () => module,
  };
}

/**
 * The module, loaded after the component's first paint (effects run after it); null until then.
 * A module that fails to load is thrown to the router's error screen, as a screen's would be.
 */
export function useDeferredModule<M>(deferred: DeferredModule<M>): M | null {
  const [module, setModule] = useState(deferred.loaded);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (module) return;
    let live = true;
    deferred.load().then(
      (m) => live && setModule(() => m),
      (error) => live && setFailure(() => error),
    );
    return () => {
      live = false;
    };
  }, [deferred, module]);
  if (failure) throw failure;
  return module;
}
