/**
 * The editor's keyboard shortcuts: Ctrl/Cmd+S saves from anywhere (also inside a field, instead
 * of the browser's "save page"); Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or Ctrl+Y) undo and redo block
 * changes, except inside a text field, where they keep undoing typing as people expect.
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
  if (el.tagName === "TEXTAREA" || el.tagName === "SELECT") return true;
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
  if (isTextEntry(e.target)) return null;
  if (key === "z") return e.shiftKey ? "redo" : "undo";
  if (key === "y" && !e.shiftKey) return "redo";
  return null;
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
