/**
 * The site revision: one small key that every commit changing what the public site shows bumps,
 * in that same commit. Today those are the commits of `updatePage` (publish, unpublish, a
 * scheduled run of either, a slug change, a restore) and `refreshPointer` (links rewritten in a
 * live version, a translation published or removed, a library file renamed) in
 * lib/db/published_pointers.ts, `deletePage` in lib/db/pages.ts, and those of settings, menus and form templates. Code adding another such write
 * (anything the public renderer reads) commits it with `commitWith(kv, op, { siteChanged: true })`
 * (lib/db/commit_with.ts); nothing else is needed for every instance to see it.
 *
 * What the public site reads per request — the settings, slug → published pointer, old address →
 * new one — is then held in memory while the revision stays the same ({@link SiteView}). A
 * publish must be visible on the very next request, so how an instance learns of a change is
 * the point:
 *
 * - In this process, a bumping commit drops what is held as it starts and again once it has
 *   returned, synchronously in the code path that committed: a request that starts after the
 *   commit returned never gets an answer from what was held before (nor from reads that
 *   overlapped the commit). This holds for every store and mode, and for several app instances
 *   in one process.
 * - Changes by other processes or instances, by mode:
 *   - `"watch"` (the default): no read per request. `kv.watch` on the revision (and the
 *     settings) says when to drop what is held: on KV Connect it reaches every instance, and
 *     another instance's publish shows here as soon as the watch delivers it. On a local file a
 *     watch does not cross processes, so the revision is also read at most once a second (on
 *     demand, by a request): a second process writing the same file is seen within about a
 *     second. Until the watch has answered, and after it failed, every request reads.
 *   - `"read"`: exact across processes on one file, at a cost. Each request waits for one read
 *     of the revision and the settings (a `getMany` of two small keys) that started after it
 *     arrived; requests arriving while one read is under way share the next one, so under load
 *     there are a few reads per millisecond, not one per request.
 */
import { keys } from "./keys.ts";
import { localSiteGeneration } from "./site_generation.ts";
import { DEFAULT_SETTINGS, type Settings } from "./settings.ts";
import type { RevisionEntry } from "./public_snapshots.ts";

/** The current site revision (a count of bumps; 0 on a store that never had one). */
export async function siteRevision(kv: Deno.Kv): Promise<bigint> {
  return (await kv.get<Deno.KvU64>(keys.siteRevision())).value?.value ?? 0n;
}

export type SiteViewMode = "watch" | "read";

/** How often, at most, mode "watch" reads the revision itself (other processes on one file). */
const POLL_MS = 1000;

/** One state of the public site: its settings, and reads remembered while it lasts. */
export interface SiteState {
  settings(): Promise<Settings>;
  /**
   * The revision entry read with the settings (one read): what was cached for this revision in
   * the store (public_snapshots.ts) is this state's.
   */
  revision(): Promise<RevisionEntry>;
  /** The result of `load` for `key`, loaded once in this state (a failure is not kept). */
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** A value kept with `keep` in this state, read without waiting. */
  peek<T>(key: string): T | undefined;
  keep(key: string, value: unknown): void;
}

/** Bound on remembered reads per state: unknown addresses are remembered too (as misses). */
const MAX_MEMO = 10_000;

class State implements SiteState {
  #memo = new Map<string, Promise<unknown>>();
  #kept = new Map<string, unknown>();

  constructor(
    readonly kv: Deno.Kv,
    readonly stamp: string,
    /** Which state is newer: the read's sequence number ("read"), the local generation ("watch"). */
    readonly order: number,
    read: { settings: Settings; revision: RevisionEntry } | null,
  ) {
    if (read) this.#memo.set("read", Promise.resolve(read));
  }

  /** The settings and the revision, read together once in this state. */
  #read(): Promise<{ settings: Settings; revision: RevisionEntry }> {
    return this.memo("read", async () => {
      const [revision, settings] = await this.kv.getMany<[Deno.KvU64, Settings]>([
        keys.siteRevision(),
        keys.settings(),
      ]);
      return {
        settings: settings.value ?? DEFAULT_SETTINGS,
        revision: { versionstamp: revision.versionstamp },
      };
    });
  }

  async settings(): Promise<Settings> {
    return (await this.#read()).settings;
  }

  async revision(): Promise<RevisionEntry> {
    return (await this.#read()).revision;
  }

  peek<T>(key: string): T | undefined {
    return this.#kept.get(key) as T | undefined;
  }

  keep(key: string, value: unknown): void {
    if (this.#kept.size >= MAX_MEMO) this.#kept.delete(this.#kept.keys().next().value!);
    this.#kept.set(key, value);
  }

  memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#memo.get(key);
    if (hit) return hit as Promise<T>;
    const made = load();
    if (this.#memo.size >= MAX_MEMO) this.#memo.delete(this.#memo.keys().next().value!);
    this.#memo.set(key, made);
    made.catch(() => {
      if (this.#memo.get(key) === made) this.#memo.delete(key);
    });
    return made;
  }
}

interface Snapshot {
  seq: number;
  stamp: string;
  settings: Settings;
  revision: RevisionEntry;
}

/** The public site's view of one store: its current state, per the mode's rules above. */
export class SiteView {
  #state: State | null = null;
  // "read": the revision read under way, and the one the requests arriving meanwhile wait for.
  #seq = 0;
  #running: Promise<Snapshot> | null = null;
  #queued: Promise<Snapshot> | null = null;
  // "watch"
  #watch: "off" | "live" | "failed" = "off";
  #watchStarted = 0;
  #watchStamp = "";
  #polledAt = 0;
  #polling = false;
  #polledStamp = "";
  /** Changes with every change the watch reports, or the poll finds that it did not report. */
  #changes = 0;
  #stateChanges = 0;

  constructor(readonly kv: Deno.Kv, readonly mode: SiteViewMode) {}

  /** The state a request that starts now must be answered from. */
  current(): Promise<SiteState> | SiteState {
    return this.mode === "read" ? this.#fromRead() : this.#fromWatch();
  }

  /** True while the watch answers (mode "watch"): requests then read nothing. */
  get watching(): boolean {
    return this.#watch === "live";
  }

  async #fromRead(): Promise<SiteState> {
    const snap = await this.#freshRead();
    const s = this.#state;
    // A state made from a later read is newer than this one: keep it.
    if (s && (s.stamp === snap.stamp || s.order > snap.seq)) return s;
    return this.#state = new State(this.kv, snap.stamp, snap.seq, snap);
  }

  /** A read of the revision that starts no earlier than this call. */
  #freshRead(): Promise<Snapshot> {
    if (!this.#running) return this.#startRead();
    // The read under way may have started before a commit this request must see.
    return this.#queued ??= this.#running.then(this.#nextRead, this.#nextRead);
  }

  #nextRead = (): Promise<Snapshot> => {
    this.#queued = null;
    return this.#startRead();
  };

  #startRead(): Promise<Snapshot> {
    const seq = ++this.#seq;
    const run = this.kv.getMany<[Deno.KvU64, Settings]>([keys.siteRevision(), keys.settings()])
      .then(([rev, settings]): Snapshot => ({
        seq,
        stamp: `${rev.versionstamp}/${settings.versionstamp}`,
        settings: settings.value ?? DEFAULT_SETTINGS,
        revision: { versionstamp: rev.versionstamp },
      }));
    this.#running = run;
    const done = () => {
      if (this.#running === run) this.#running = null;
    };
    run.then(done, done);
    return run;
  }

  #fromWatch(): SiteState {
    this.#startWatch();
    const generation = localSiteGeneration();
    // Nothing says when what is read goes stale: a state for this request alone.
    if (this.#watch !== "live") return new State(this.kv, "", generation, null);
    this.#poll();
    const s = this.#state;
    if (s && s.order === generation && this.#stateChanges === this.#changes) return s;
    this.#stateChanges = this.#changes;
    // Settings are read again, not taken from the watch: after a local commit the watch may not
    // have delivered it yet.
    return this.#state = new State(this.kv, this.#watchStamp, generation, null);
  }

  /** Reads the revision in the background, at most every POLL_MS: see "watch" above. */
  #poll(): void {
    const now = Date.now();
    if (this.#polling || now - this.#polledAt < POLL_MS) return;
    this.#polling = true;
    this.#polledAt = now;
    this.kv.getMany([keys.siteRevision(), keys.settings()])
      .then(([rev, settings]) => {
        const stamp = `${rev.versionstamp}/${settings.versionstamp}`;
        // Another process wrote (on a local file the watch does not see it).
        if (stamp !== this.#polledStamp && stamp !== this.#watchStamp) this.#changes++;
        this.#polledStamp = stamp;
      })
      .catch(() => {})
      .finally(() => {
        this.#polling = false;
      });
  }

  #startWatch(): void {
    if (this.#watch === "live") return;
    // After a failure (the store closed, a broken connection), try again at most every second.
    if (this.#watch === "failed" && Date.now() - this.#watchStarted < 1000) return;
    if (this.#watchStarted && this.#watch === "off") return; // starting
    this.#watch = "off";
    this.#watchStarted = Date.now();
    const watch = async () => {
      for await (const [rev, settings] of this.kv.watch([keys.siteRevision(), keys.settings()])) {
        this.#watchStamp = `${rev.versionstamp}/${settings.versionstamp}`;
        this.#changes++;
        this.#watch = "live";
      }
    };
    watch().catch(() => {}).finally(() => {
      this.#watch = "failed";
      this.#state = null;
    });
  }
}

const views = new WeakMap<Deno.Kv, SiteView>();

/** The site view of a store; its mode is fixed by the first call for that store. */
export function siteView(kv: Deno.Kv, mode: SiteViewMode = "watch"): SiteView {
  let view = views.get(kv);
  if (!view) views.set(kv, view = new SiteView(kv, mode));
  return view;
}
