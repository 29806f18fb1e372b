/** React's view of an editor tab's presence (presence_session.ts). */
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { PresenceSession, type PresenceState } from "./presence_session.ts";

/**
 * The presence of this tab on `pageID` while the screen shows it, started once the page has
 * loaded (only someone who may edit it can load it: nobody else may see or be seen). Once
 * started it runs until the screen goes, through reloads of the document.
 */
export function usePresenceSession(pageID: number, loaded: boolean): PresenceSession {
  const [session] = useState(() => new PresenceSession(pageID));
  const [started, setStarted] = useState(false);
  if (loaded && !started) setStarted(true);
  useEffect(() => {
    if (!started) return;
    session.start();
    return () => session.stop();
  }, [session, started]);
  return session;
}

export function usePresenceState(session: PresenceSession): PresenceState {
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  return useSyncExternalStore(subscribe, () => session.state());
}
