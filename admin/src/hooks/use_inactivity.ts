/** Fires `callback` after `minutes` without mouse moves, clicks, scrolling or key presses. */
import { useEffect, useRef } from "react";

const EVENTS = ["mousemove", "click", "scroll", "keydown"] as const;

export function useInactivity(minutes: number, callback: () => void, enabled = true): void {
  const callbackRef = useRef(callback);
  callbackRef.current = callback;

  useEffect(() => {
    if (!enabled || minutes <= 0) return;
    let timer: ReturnType<typeof setTimeout>;
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => callbackRef.current(), minutes * 60_000);
    };
    reset();
    for (const event of EVENTS) {
      globalThis.addEventListener(event, reset, { passive: true, capture: true });
    }
    return () => {
      clearTimeout(timer);
      for (const event of EVENTS) globalThis.removeEventListener(event, reset, { capture: true });
    };
  }, [minutes, enabled]);
}
