/**
 * Keeps the server session alive while the user works: every `intervalMs` it calls
 * refresh-session if there was activity since the last refresh. A failed refresh reloads the
 * whole page, which lands on the login screen when the session is gone.
 */
import { useEffect } from "react";
import { refreshSession } from "../api/auth.ts";
import { ApiError } from "../api/client.ts";

const ACTIVITY_EVENTS = ["mousemove", "click", "scroll", "keydown"] as const;

export function useSessionRefresh(enabled: boolean, intervalMs = 5 * 60_000): void {
  useEffect(() => {
    if (!enabled) return;
    let active = false;
    const markActive = () => {
      active = true;
    };
    for (const event of ACTIVITY_EVENTS) {
      globalThis.addEventListener(event, markActive, { passive: true, capture: true });
    }
    const timer = setInterval(async () => {
      if (!active) return;
      active = false;
      try {
        await refreshSession();
      } catch (err) {
        // A network blip is not a lost session; only the server's refusal is.
        if (err instanceof ApiError && err.status !== 0) globalThis.location.reload();
      }
    }, intervalMs);
    return () => {
      clearInterval(timer);
      for (const event of ACTIVITY_EVENTS) {
        globalThis.removeEventListener(event, markActive, { capture: true });
      }
    };
  }, [enabled, intervalMs]);
}
