/** While `dirty`, a reload or closing the tab asks first (the browser's own question). */
import { useEffect } from "react";
import { afterPaint } from "../lib/after_paint.ts";

export function useWarnBeforeUnload(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    // Registering it tells the browser's process (some milliseconds): not inside the first key's
    // frame.
    const cancel = afterPaint(() => addEventListener("beforeunload", warn));
    return () => {
      cancel();
      removeEventListener("beforeunload", warn);
    };
  }, [dirty]);
}
