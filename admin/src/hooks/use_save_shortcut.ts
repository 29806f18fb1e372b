/**
 * Ctrl/Cmd+S saves, also from inside a field (not from inside a dialog, whose own buttons
 * decide). Shared by the screens that save a whole document: menus and form templates.
 */
import { useEffect, useRef } from "react";
import { shortcutOf } from "./editor_shortcuts.ts";

export function useSaveShortcut(save: () => void): void {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as Element | null)?.closest?.("[role=dialog]")) return;
      if (shortcutOf(e) !== "save") return;
      e.preventDefault();
      latest.current();
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);
}
