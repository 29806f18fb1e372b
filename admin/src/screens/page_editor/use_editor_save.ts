/**
 * Saving the page editor's document, whichever tab is open: the version (title, SEO, every block)
 * first, then the page's slug when it changed, one save at a time. Publish, Unpublish and Delete
 * go through here too (the first two save first), and so does what the server refused: errors
 * sorted by block and page field, a store refused because someone else stored first (PM_02, the
 * conflict), and the unsaved edits kept in the browser (./use_unsaved_drafts.ts).
 */
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Block } from "../../../../lib/content/blocks/index.ts";
import type { Finding } from "../../../../lib/content/checks/index.ts";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { ApiError, errorsOf } from "../../api/client.ts";
import * as api from "../../api/pages.ts";
import type { SlugCheck } from "../../components/slug_field.tsx";
import { type SortedErrors, sortErrors } from "../../lib/block_errors.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { finishSlug } from "../../lib/page_paths.ts";
import { titleProblem } from "./settings_tab.tsx";
import type { EditorDocument } from "./use_editor_document.ts";
import { useUnsavedDrafts } from "./use_unsaved_drafts.ts";

export const NO_SORTED: SortedErrors = { blocks: new Map(), page: [], firstBlock: null };

export type Busy = null | "save" | "publish" | "unpublish";

/** Where a slug typed in Page Settings stands; saving waits for a usable one. */
const SLUG_BLOCKING: SlugCheck[] = ["taken", "invalid", "checking"];

export function useEditorSave(
  doc: EditorDocument,
  options: {
    /** May change the document now (permission, and no one else holds the lock). */
    canEdit: boolean;
    /** Has the permission to edit (the drafts are kept for them only). */
    mayEdit: boolean;
    /** Brings the first refused field into view (./use_editor_keys.ts). */
    showFirstError(next: SortedErrors): void;
  },
) {
  const { store, page, version, refresh, checks } = doc;
  const { canEdit, mayEdit, showFirstError } = options;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Busy>(null);
  const [sorted, setSorted] = useState<SortedErrors>(NO_SORTED);
  const [publicationErrors, setPublicationErrors] = useState<ApiErrorItem[]>([]);
  const [conflict, setConflict] = useState(false);
  const [slugCheck, setSlugCheck] = useState<SlugCheck>("idle");
  const [publishing, setPublishing] = useState<null | { blocks: Block[]; findings: Finding[] }>(
    null,
  );
  const saving = useRef<Promise<boolean> | null>(null);

  const drafts = useUnsavedDrafts(store, {
    pageID: page.id,
    version: () => version.current,
    initialVersionID: doc.initialVersionID,
    enabled: mayEdit,
  });

  /**
   * Saves the whole document, whichever tab is open: the version (title, SEO, every block), then
   * the page's slug when it changed (docs/api.md, Pages: version store, then page save). True
   * when everything is stored. One save at a time: a second call waits for the first.
   */
  function saveAll(): Promise<boolean> {
    saving.current ??= doSave().finally(() => (saving.current = null));
    return saving.current;
  }

  async function doSave(): Promise<boolean> {
    const snapshot = store.snapshot();
    const revision = store.revision();
    const slug = finishSlug(snapshot.settings.slug);
    const slugChanged = slug !== page.slug;
    const problem = titleProblem(snapshot.meta.title);
    if (problem) {
      const next = { ...NO_SORTED, page: [{ property: "title", code: problem }] };
      setSorted(next);
      showFirstError(next);
      return false;
    }
    if (slugChanged && SLUG_BLOCKING.includes(slugCheck)) {
      const code = slugCheck === "taken" ? "V_06" : "V_12";
      const next = { ...NO_SORTED, page: [{ property: "slug", code }] };
      setSorted(next);
      showFirstError(next);
      return false;
    }
    if (!store.isDirty() && !slugChanged) return true;

    const keys = snapshot.blocks.map((b) => b.key);
    const storedFrom = version.current.id;
    try {
      const stored = await api.storeVersion(version.current.id, {
        ...snapshot.meta,
        blocks: snapshot.blocks,
        revision: version.current.revision,
      });
      version.current = { id: stored.pageVersionID, revision: stored.revision };
      doc.setSavedVersionID(stored.pageVersionID);
    } catch (err) {
      if (err instanceof ApiError && err.has("PM_02")) {
        setConflict(true);
        return false;
      }
      const next = sortErrors(errorsOf(err), keys);
      setSorted(next);
      showFirstError(next);
      return false;
    }
    setConflict(false);
    setSorted(NO_SORTED);
    if (slugChanged) {
      try {
        const { updatedLinks } = await api.savePageSlug(
          page.id,
          slug,
          snapshot.settings.shouldUpdateLinks,
        );
        notifySuccess(
          snapshot.settings.shouldUpdateLinks
            ? t("workflow.settings.linksUpdated", { count: updatedLinks })
            : t("workflow.settings.redirects"),
        );
      } catch (err) {
        // The version is stored; the slug stays in the document to be saved again.
        const next = { ...NO_SORTED, page: errorsOf(err) };
        setSorted(next);
        showFirstError(next);
        drafts.saved(storedFrom);
        await refresh();
        return false;
      }
    }
    const untouched = store.revision() === revision;
    if (slugChanged && store.settings().slug === snapshot.settings.slug) {
      store.setSettings({ slug }, { history: false });
    }
    store.markSaved(untouched ? store.revision() : revision);
    drafts.saved(storedFrom);
    await refresh();
    return true;
  }

  async function save() {
    if (!canEdit) return;
    setBusy("save");
    const wasDirty = store.isDirty() || finishSlug(store.settings().slug) !== page.slug;
    const ok = await saveAll();
    setBusy(null);
    if (ok) notifySuccess(wasDirty ? t("editor.saved") : t("editing.nothingToSave"));
  }

  function askPublish() {
    setPublicationErrors([]);
    setPublishing({ blocks: store.blocks(), findings: checks.findings() });
  }

  /** Saves, then publishes (`publish`) or unpublishes the page; a refusal is shown above. */
  async function saveThen(what: "publish" | "unpublish") {
    if (what === "publish") setPublishing(null);
    setBusy(what);
    setPublicationErrors([]);
    try {
      if (!(await saveAll())) return;
      if (what === "publish") await api.publishPage(page.id);
      else await api.unpublishPage(page.id);
      notifySuccess(t(what === "publish" ? "editor.published" : "editor.unpublished"));
      await refresh();
    } catch (err) {
      setPublicationErrors(errorsOf(err));
    } finally {
      setBusy(null);
    }
  }

  async function deleteThisPage() {
    try {
      await api.deletePage(page.id);
      drafts.saved(version.current.id);
      store.markSaved(store.revision());
      notifySuccess(t("editor.deleted", { title: page.title }));
      // Let the cleared flag reach the blocker before navigating.
      setTimeout(() => navigate("/", { replace: true }), 0);
    } catch (err) {
      setSorted({ ...NO_SORTED, page: errorsOf(err) });
    }
  }

  return {
    busy,
    sorted,
    conflict,
    setConflict,
    publicationErrors,
    setPublicationErrors,
    setSlugCheck,
    publishing,
    setPublishing,
    drafts,
    saveAll,
    save,
    askPublish,
    publish: () => saveThen("publish"),
    unpublish: () => saveThen("unpublish"),
    deleteThisPage,
  };
}

export type EditorSave = ReturnType<typeof useEditorSave>;
