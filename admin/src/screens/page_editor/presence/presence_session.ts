/**
 * One editor tab's presence on a page (issue 22): a heartbeat every HEARTBEAT_MS while the editor
 * is open, a cheaper read of the editors every POLL_MS in between (so others appear within a few
 * seconds), the soft lock taken on the first change, and a best-effort leave when the tab closes.
 * Each beat says whether the page was changed since the last one: a holder that changed nothing
 * for LOCK_IDLE_MS is released (told by `lockReleased`), and takes the lock back only with a
 * new change, not because older changes are still unsaved.
 *
 * Pure TypeScript over the API module (no React), owned by the editor screen's loader so that a
 * reload of the document inside the screen does not count as leaving.
 */
import { HEARTBEAT_MS } from "../../../../../lib/content/presence.ts";
import { ApiError } from "../../../api/client.ts";
import type {
  EditorPresence,
  LockHolder,
  LockLost,
  PresenceAnswer,
} from "../../../api/presence.ts";
import * as api from "../../../api/presence.ts";

/** How often the editors are read between heartbeats: presence shows within this. */
export const POLL_MS = 2_000;

export interface PresenceState {
  /** Everyone else with the page open (the person's other tabs included), oldest first. */
  others: EditorPresence[];
  /** This tab holds the lock. */
  holdsLock: boolean;
  /** Someone else holds the lock: this tab is read-only. */
  lockedBy: LockHolder | null;
  /** Someone took the lock from this tab (until it takes it back or reloads). */
  lockLost: LockLost | null;
  /** ISO: when this tab's lock was released for want of changes (until its next change). */
  lockReleased: string | null;
}

const EMPTY: PresenceState = {
  others: [],
  holdsLock: false,
  lockedBy: null,
  lockLost: null,
  lockReleased: null,
};

export class PresenceSession {
  #state: PresenceState = EMPTY;
  #listeners = new Set<() => void>();
  #timers: ReturnType<typeof setInterval>[] = [];
  #dirty = false;
  /** The page changed here since the last beat. */
  #active = false;
  #locking = false;
  #running = false;

  constructor(readonly pageID: number, readonly client: typeof api = api) {}

  state(): PresenceState {
    return this.#state;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    void this.beat();
    this.#timers = [
      setInterval(() => void this.beat(), HEARTBEAT_MS),
      setInterval(() => document.visibilityState === "visible" && void this.poll(), POLL_MS),
    ];
    addEventListener("pagehide", this.#onHide);
    addEventListener("pageshow", this.#onShow);
  }

  /** The editor closes: stop beating and tell the server (best effort). */
  stop(): void {
    if (!this.#running) return;
    this.#running = false;
    this.#timers.forEach(clearInterval);
    this.#timers = [];
    removeEventListener("pagehide", this.#onHide);
    removeEventListener("pageshow", this.#onShow);
    this.client.leavePage(this.pageID);
  }

  #onHide = () => this.client.leavePage(this.pageID);
  // Back from the browser's page cache: present again at once.
  #onShow = (e: PageTransitionEvent) => e.persisted && void this.beat();

  /** The document has unsaved changes: the first change takes the lock. */
  setDirty(dirty: boolean): void {
    this.#dirty = dirty;
    this.#maybeLock();
  }

  /** The page was changed here: the next beat says so, and a released lock is asked for again. */
  touch(): void {
    this.#active = true;
    if (this.#state.lockReleased) {
      this.#set({ ...this.#state, lockReleased: null });
      this.#maybeLock();
    }
  }

  async beat(): Promise<void> {
    if (!this.#running) return;
    const active = this.#active;
    this.#active = false;
    try {
      this.#apply(await this.client.heartbeat(this.pageID, active));
    } catch {
      this.#active ||= active;
      // Offline for a moment: the next beat tries again; the server forgets a silent tab.
    }
  }

  async poll(): Promise<void> {
    if (!this.#running) return;
    try {
      this.#apply(await this.client.presenceOf(this.pageID));
    } catch {
      // As for a beat.
    }
  }

  /** The person reloads after a take-over: the notice has been seen. */
  clearLost(): void {
    if (this.#state.lockLost) this.#set({ ...this.#state, lockLost: null });
  }

  /** Takes the lock from whoever holds it; true when this tab holds it now. */
  async takeOver(): Promise<boolean> {
    try {
      await this.client.takeOver(this.pageID);
    } catch {
      return false;
    }
    this.#set({ ...this.#state, holdsLock: true, lockedBy: null, lockLost: null });
    await this.poll();
    return true;
  }

  #apply(answer: PresenceAnswer): void {
    const me = answer.editors.find((e) => e.self);
    const other = answer.editors.find((e) => e.holdsLock && !e.self) ?? null;
    const hadLock = this.#state.holdsLock;
    const lockLost = answer.lockLost ?? this.#state.lockLost;
    this.#set({
      others: answer.editors.filter((e) => !e.self),
      holdsLock: me?.holdsLock ?? false,
      lockedBy: other && { userID: other.userID, name: other.name, since: other.since },
      lockLost,
      // A change made since the answer was asked for asks for the lock again (touch()).
      lockReleased: this.#active ? null : answer.lockReleased,
    });
    // Someone has the lock this tab held: its heartbeat says who took it over, at once.
    if (hadLock && other && !answer.lockLost) void this.beat();
    this.#maybeLock();
  }

  #maybeLock(): void {
    const s = this.#state;
    if (!this.#running || !this.#dirty || s.holdsLock || s.lockedBy || s.lockLost) return;
    // Released for want of changes: unsaved older changes do not take it back, a new one does.
    if (s.lockReleased) return;
    if (this.#locking) return;
    this.#locking = true;
    this.client.lockPage(this.pageID).then(
      () => this.#set({ ...this.#state, holdsLock: true, lockedBy: null }),
      (err) => {
        const holder = err instanceof ApiError && err.has("PM_03")
          ? (err.answer as { holder?: LockHolder } | null)?.holder
          : null;
        if (holder) this.#set({ ...this.#state, holdsLock: false, lockedBy: holder });
      },
    ).finally(() => (this.#locking = false));
  }

  #set(next: PresenceState): void {
    this.#state = next;
    for (const listener of [...this.#listeners]) listener();
  }
}
