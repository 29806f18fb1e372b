/**
 * Focus and keyboard in the page editor: bringing a block's field (a click in the live preview, a
 * refused save, a check's "Show me") or a page field on its tab into view and focus; undo and
 * redo, announced to screen readers; the shortcuts (../../hooks/editor_shortcuts.ts); and the end
 * of a burst of typing when the focus leaves a field (one undo step per burst).
 */
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Finding } from "../../../../lib/content/checks/index.ts";
import { useEditorShortcuts } from "../../hooks/editor_shortcuts.ts";
import type { SortedErrors } from "../../lib/block_errors.ts";
import { fieldElement } from "../../lib/field_target.ts";
import type { DocumentStore } from "./document_store.ts";

/** Focus moves of the editor; `setTab` opens the tab a field is on. */
export function useEditorFocus(setTab: (tab: string) => void) {
  /**
   * Opens the editor of a block (a click in the preview, an error, a check): scroll, then focus
   * `field` (its `data-field`) or else the first field.
   */
  const focusBlockEditor = useCallback((key: string, field?: string | null) => {
    setTab("overview");
    // One look every 50 ms, for up to 3 s: a long page draws its far blocks in idle time after it
    // opens (block_list.tsx), and a block's form replaces its stub (a new element) once it comes
    // near the viewport. The block is scrolled to and focused when found, its field when drawn.
    let tries = 0;
    let reached = false;
    const tick = () => {
      const block = document.getElementById(`block-${key}`);
      if (block && !reached) {
        reached = true;
        block.scrollIntoView({ block: "start" });
        block.focus({ preventScroll: true });
      }
      const target = block && ((field && fieldElement(block, field)) ||
        block.querySelector<HTMLElement>(
          "input:not([type=hidden]):not([disabled]), textarea, [contenteditable=true], select",
        ));
      if (target) {
        target.focus({ preventScroll: true });
        if (field) target.scrollIntoView({ block: "center" });
      } else if (tries++ < 60) setTimeout(tick, 50);
    };
    requestAnimationFrame(tick);
  }, [setTab]);

  /** "Show me" of a check: the block's field, or the page field on its tab. */
  function showFinding(finding: Finding) {
    if (finding.blockKey) return focusBlockEditor(finding.blockKey, finding.field);
    const tabOf: Record<string, string> = {
      title: "settings",
      seoTitle: "seo",
      seoDescription: "seo",
    };
    setTab(tabOf[finding.field ?? ""] ?? "overview");
    requestAnimationFrame(() => {
      const field = finding.field === "title"
        ? document.getElementById("page-title")
        : finding.field
        ? fieldElement(document, finding.field)
        : null;
      field?.focus();
    });
  }

  /** After a refused save: the first refused block, or the tab of the first refused page field. */
  function showFirstError(next: SortedErrors) {
    const pageFields = next.page.map((e) => e.property);
    if (next.firstBlock) {
      focusBlockEditor(next.firstBlock);
    } else if (pageFields.includes("title") || pageFields.includes("slug")) {
      setTab("settings");
      const id = pageFields.includes("title") ? "page-title" : null;
      requestAnimationFrame(() => id && document.getElementById(id)?.focus());
    } else if (pageFields.some((p) => p.startsWith("seo"))) {
      setTab("seo");
    }
  }

  return { focusBlockEditor, showFinding, showFirstError };
}

/**
 * Undo, redo and the editor's shortcuts (while it may be edited). `announcement` is what a screen
 * reader is told after an undo or redo ("Undone: …").
 */
export function useEditorKeys(
  store: DocumentStore,
  { save, canEdit }: { save(): Promise<void>; canEdit: boolean },
) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState("");
  // Typing into a field is one undo step per burst; leaving the field ends the burst.
  useEffect(() => {
    const end = () => store.endBurst();
    addEventListener("focusout", end);
    return () => removeEventListener("focusout", end);
  }, [store]);

  function undo() {
    const what = store.undo();
    if (what) setAnnouncement(t("editing.undone", { what }));
  }

  function redo() {
    const what = store.redo();
    if (what) setAnnouncement(t("editing.redone", { what }));
  }

  useEditorShortcuts({ save: () => void save(), undo, redo }, canEdit);
  return { announcement, undo, redo };
}
