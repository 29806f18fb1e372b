/**
 * The editor's keyboard shortcuts: Ctrl/Cmd+S saves from anywhere (also inside a field, instead
 * of the browser's "save page"); Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or Ctrl+Y) undo and redo any
 * change of the document (../screens/page_editor/document_store.ts). Inside a plain text field the
 * browser's own undo of that field comes first, as people expect. A rich-text field keeps no
 * history of its own (../blocks/rich_text_editor.tsx): Ctrl+Z there is the document's, whose steps
 * are bursts of typing per field, so it takes back that field's latest typing.
 */
import { useEffect, useRef } from "react";

export interface EditorShortcuts {
  save(): void;
  undo(): void;
  redo(): void;
}

export type ShortcutAction = keyof EditorShortcuts | null;

/** Whether typing goes into `target` (so Ctrl+Z belongs to it). */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  // A select has no undo of its own: Ctrl+Z on it is the document's.
  if (el.tagName === "TEXTAREA") return true;
  if (el.tagName !== "INPUT") return false;
  const type = (el as HTMLInputElement).type;
  return !["checkbox", "radio", "button", "submit", "reset", "range", "color", "file"].includes(
    type,
  );
}

/** Which shortcut a key press is, if any. */
export function shortcutOf(
  e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey" | "target">,
): ShortcutAction {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === "s") return "save";
  const action: ShortcutAction = key === "z"
    ? (e.shiftKey ? "redo" : "undo")
    : key === "y" && !e.shiftKey
    ? "redo"
    : null;
  if (!action || !isTextEntry(e.target)) return action;
  // A rich-text field (contenteditable) has no history of its own: its undo is the document's. A
  // plain field's own undo is the browser's.
  return (e.target as HTMLElement).isContentEditable ? action : null;
}

export function useEditorShortcuts(handlers: EditorShortcuts, enabled = true): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      // A dialog on top (block chooser, publish confirmation) keeps its own keys.
      if ((e.target as Element | null)?.closest?.("[role=dialog]")) return;
      const action = shortcutOf(e);
      if (!action) return;
      e.preventDefault();
      latest.current[action]();
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [enabled]);
}
