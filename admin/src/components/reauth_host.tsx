/**
 * Answers the API client's call for the password again (../api/client.ts `onReauthNeeded`) by
 * drawing ./reauth_dialog.tsx. Several calls that need it at once share one dialog and its
 * outcome. (Loading the dialog lazily was measured: one more chunk cost more than its code.)
 */
import { useEffect, useRef, useState } from "react";
import { onReauthNeeded } from "../api/client.ts";
import { ReauthDialog } from "./reauth_dialog.tsx";

export function ReauthHost() {
  const [open, setOpen] = useState(false);
  // The callers waiting on the dialog's outcome.
  const waiting = useRef<((proved: boolean) => void)[]>([]);

  useEffect(() => {
    onReauthNeeded(() =>
      new Promise<boolean>((resolve) => {
        waiting.current.push(resolve);
        setOpen(true);
      })
    );
    return () => onReauthNeeded(null);
  }, []);

  function done(proved: boolean) {
    const callers = waiting.current;
    waiting.current = [];
    setOpen(false);
    for (const resolve of callers) resolve(proved);
  }

  return open ? <ReauthDialog onDone={done} /> : null;
}
