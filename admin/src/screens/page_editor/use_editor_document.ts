/**
 * Loading the page editor's document: the page an address opens (asked for at start-up,
 * api/early.ts), and once it is there the one DocumentStore every tab and block reads and writes,
 * the stored version it stands on, the page as the server last answered it (fetched again after
 * each save) and the checks of the document. Saving it is ./use_editor_save.ts.
 */
import {
  type Dispatch,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { versionChecks } from "../../api/checks.ts";
import { errorsOf } from "../../api/client.ts";
import { editorPage } from "../../api/early.ts";
import * as api from "../../api/pages.ts";
import type { PageJson } from "../../api/pages.ts";
import { DocumentStore } from "./document_store.ts";
import { documentOf } from "./document_of.ts";
import { describeChange } from "./undo_labels.ts";
import { PageChecks } from "./use_page_checks.ts";

/** The page of `id` (null while it loads), or why it could not be loaded; `reload` asks again. */
export function useLoadedPage(id: number, loadToken: number) {
  const [page, setPage] = useState<PageJson | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    // The page the address opened was asked for at start-up (api/early.ts).
    editorPage(id, controller.signal).then(
      (p) => !controller.signal.aborted && setPage(p),
      (err) => !controller.signal.aborted && setErrors(errorsOf(err)),
    );
    return () => controller.abort();
  }, [id, loadToken]);
  return { page, setPage, errors };
}

/** The stored version the document stands on; a save moves it on. */
export interface VersionRef {
  current: { id: number; revision: string };
}

export interface EditorDocument {
  /** The one document of this screen. Every tab and block reads and writes it; saves read it. */
  store: DocumentStore;
  /** The page as the server last answered it. */
  page: PageJson;
  setPage: Dispatch<SetStateAction<PageJson>>;
  version: VersionRef;
  /** The version the editor was opened on. */
  initialVersionID: number;
  /** The version the Preview tab shows: the last one stored. */
  savedVersionID: number;
  setSavedVersionID(id: number): void;
  /** Asks the server for the page again (after a save, a publication, a review). */
  refresh(): Promise<void>;
  /** The checks of this document, live as one types; the editor does not re-render by them. */
  checks: PageChecks;
}

export function useEditorDocument(initial: PageJson): EditorDocument {
  const { t } = useTranslation();
  const [page, setPage] = useState(initial);
  const tRef = useRef(t);
  tRef.current = t;
  const [store] = useState(() =>
    new DocumentStore(documentOf(initial), {
      describe: (target, s) => describeChange(tRef.current, target, s),
    })
  );
  const version = useRef({ id: initial.pageVersion.id, revision: initial.pageVersion.revision });
  const [savedVersionID, setSavedVersionID] = useState(initial.pageVersion.id);
  const [checks] = useState(() =>
    new PageChecks(store, { fetchChecks: versionChecks, pageType: initial.type })
  );
  useEffect(() => () => checks.dispose(), [checks]);
  // The server's rules (duplicate titles) judge the stored version: asked again after each save.
  useEffect(() => checks.load(version.current.id), [checks, page]);

  const refresh = useCallback(async () => {
    try {
      setPage(await api.getPage(page.id));
    } catch (err) {
      console.error("The page could not be reloaded", err);
    }
  }, [page.id]);

  return {
    store,
    page,
    setPage,
    version,
    initialVersionID: initial.pageVersion.id,
    savedVersionID,
    setSavedVersionID,
    refresh,
    checks,
  };
}
