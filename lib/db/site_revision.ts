/**
 * The site revision: one small key that every commit changing what the public site shows bumps,
 * in that same commit, with the cache tags the change touched (cache_tags.ts, site_changes.ts).
 * Today those are the commits of `updatePage` (publish, unpublish, a scheduled run of either, a
 * slug change, a restore) and `refreshPointer` (links rewritten in a live version, a translation
 * published or removed, a library file renamed, replaced, trashed or restored) in
 * lib/db/published_pointers.ts, `deletePage` in lib/db/pages.ts, and those of settings, menus and
 * form templates. Code adding another such write
 * (anything the public renderer reads) commits it with `commitWith(kv, op, { siteChanged: tags })`
 * (lib/db/commit_with.ts; `true` touches everything); nothing else is needed for every instance
 * to see it.
 *
 * What is held is dropped by tag: each remembered read and kept answer says what it was built
 * from (`memo(key, load, tags)`, `keep(key, value, tags)`; none said: anything), and a change drops
 * only those its tags meet (`touches` in cache_tags.ts), so one publish costs the other pages
 * nothing. In mode "watch" the state lives on across changes; in mode "read" a change still
 * starts a new state.
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
 *     another instance's publish shows here as soon as the watch delivers it and the entries of
 *     the change log this process has not seen are read (one list, one get; when they do not
 *     account for every bump of the revision, everything is dropped). On a local file a
 *     watch does not cross processes, so the revision is also read at most once a second (on
 *     demand, by a request): a second process writing the same file is seen within about a
 *     second. Until the watch has answered, and after it failed, every request reads.
 *   - `"read"`: exact across processes on one file, at a cost. Each request waits for one read
 *     of the revision and the settings (a `getMany` of two small keys) that started after it
 *     arrived; requests arriving while one read is under way share the next one, so under load
 *     there are a few reads per millisecond, not one per request.
 */
import { keys } from "./keys.ts";
import { SITE_TAG, touches } from "./cache_tags.ts";
import { localChangesSince, localSiteGeneration } from "./site_generation.ts";
import { isOwnSiteChange, READ_MARGIN_MS, siteChangesSince } from "./site_changes.ts";
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
   * the store (public_snapshots.ts) is this state's. Read again after any change (the settings
   * come along; they are kept until a change touches everything).
   */
  revision(): Promise<RevisionEntry>;
  /**
   * The result of `load` for `key`, loaded once in this state (a failure is not kept) and kept
   * until a change touches `tags` (cache_tags.ts; a function: of the result, none while loading;
   * none: any change).
   */
  memo<T>(
    key: string,
    load: () => Promise<T>,
    tags?: readonly string[] | ((value: T) => readonly string[] | undefined),
  ): Promise<T>;
  /** A value kept with `keep` in this state, read without waiting. */
  peek<T>(key: string): T | undefined;
  /** True when `memo` holds (or is loading) `key` in this state. */
  holds(key: string): boolean;
  /** Keeps `value` until a change touches `tags` (none: any change). */
  keep(key: string, value: unknown, tags?: readonly string[]): void;
  /**
   * Counts the drops made in this state: a value read before a drop and kept after it may be
   * stale, so a keeper compares it before and after (lib/site/fast_path.ts).
   */
  readonly drops: number;
}

/** The settings change only with a change that touches everything. */
const SETTINGS_TAGS = [SITE_TAG];

/** Bound on remembered reads per state: unknown addresses are remembered too (as misses). */
const MAX_MEMO = 10_000;

class State implements SiteState {
  #memo = new Map<string, Promise<unknown>>();
  #memoTags = new Map<string, readonly string[]>();
  #kept = new Map<string, unknown>();
  #keptTags = new Map<string, readonly string[]>();
  drops = 0;
  /**
   * What this state last read of the revision and the settings: their versionstamps and the
   * revision's count (a state made before the watch answered is taken on by it only when they
   * are what the watch and the change log then say: SiteView).
   */
  readStamp: string | null = null;
  revisionCount: bigint | null = null;

  constructor(
    readonly kv: Deno.Kv,
    readonly stamp: string,
    /**
     * Which state is newer: the read's sequence number ("read"); the local generation whose
     * changes it has dropped ("watch").
     */
    public order: number,
    read: { settings: Settings; revision: RevisionEntry } | null,
  ) {
    if (read) {
      this.#memo.set("read", Promise.resolve(read));
      this.#memo.set("settings", Promise.resolve(read.settings));
      this.#memoTags.set("settings", SETTINGS_TAGS);
    }
  }

  /** Drops what a change touching `changed` makes stale. */
  drop(changed: ReadonlySet<string>): void {
    if (changed.size === 0) return;
    this.drops++;
    for (const key of [...this.#memo.keys()]) {
      if (touches(this.#memoTags.get(key), changed)) {
        this.#memo.delete(key);
        this.#memoTags.delete(key);
      }
    }
    for (const key of [...this.#kept.keys()]) {
      if (touches(this.#keptTags.get(key), changed)) {
        this.#kept.delete(key);
        this.#keptTags.delete(key);
      }
    }
  }

  /**
   * The revision and the settings, read together (one getMany). No tags: any change drops it,
   * as what is stored per revision (public_snapshots.ts) is then another revision's.
   */
  #read(): Promise<{ settings: Settings; revision: RevisionEntry }> {
    return this.memo("read", async () => {
      const [revision, settings] = await this.kv.getMany<[Deno.KvU64, Settings]>([
        keys.siteRevision(),
        keys.settings(),
      ]);
      this.readStamp = `${revision.versionstamp}/${settings.versionstamp}`;
      this.revisionCount = revision.value?.value ?? 0n;
      return {
        settings: settings.value ?? DEFAULT_SETTINGS,
        revision: { versionstamp: revision.versionstamp },
      };
    });
  }

  /** The settings: kept across changes that do not touch everything (they would). */
  settings(): Promise<Settings> {
    return this.memo("settings", async () => (await this.#read()).settings, SETTINGS_TAGS);
  }

  async revision(): Promise<RevisionEntry> {
    return (await this.#read()).revision;
  }

  peek<T>(key: string): T | undefined {
    return this.#kept.get(key) as T | undefined;
  }

  holds(key: string): boolean {
    return this.#memo.has(key);
  }

  keep(key: string, value: unknown, tags?: readonly string[]): void {
    if (this.#kept.size >= MAX_MEMO) {
      const oldest = this.#kept.keys().next().value!;
      this.#kept.delete(oldest);
      this.#keptTags.delete(oldest);
    }
    this.#kept.set(key, value);
    if (tags) this.#keptTags.set(key, tags);
    else this.#keptTags.delete(key);
  }

  memo<T>(
    key: string,
    load: () => Promise<T>,
    tags?: readonly string[] | ((value: T) => readonly string[] | undefined),
  ): Promise<T> {
    const hit = this.#memo.get(key);
    if (hit) return hit as Promise<T>;
    const made = load();
    if (this.#memo.size >= MAX_MEMO) {
      const oldest = this.#memo.keys().next().value!;
      this.#memo.delete(oldest);
      this.#memoTags.delete(oldest);
    }
    this.#memo.set(key, made);
    this.#memoTags.delete(key);
    if (Array.isArray(tags)) this.#memoTags.set(key, tags);
    made.then((value) => {
      // The result's tags: until they are known, any change drops the entry.
      const known = typeof tags === "function" && this.#memo.get(key) === made && tags(value);
      if (known) this.#memoTags.set(key, known);
    }, () => {
      if (this.#memo.get(key) === made) {
        this.#memo.delete(key);
        this.#memoTags.delete(key);
      }
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
  /** "watch", before it first answers: the state requests share meanwhile (see #fromWatch). */
  #prelive: State | null = null;
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
  // Catching up with the change log: up to which #changes, the revision accounted for (null:
  // not yet known), the entries seen (id → writer's time) and whether a catch-up is running.
  #caughtUp = 0;
  #revision: bigint | null = null;
  #seen = new Map<string, number>();
  #catching = false;

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
    if (this.#watch !== "live") {
      // Nothing says yet when what is read goes stale: one state for the requests of this short
      // while (a request reads through several calls, and must find what it read), given up at
      // a local change, and taken on by the watch only if it was read at the revision the watch
      // then reports (a fresh instance's first view keeps its page's manifest that way).
      if (this.#prelive?.order !== generation) {
        this.#prelive = new State(this.kv, "", generation, null);
      }
      return this.#prelive;
    }
    this.#poll();
    const s = this.#state;
    if (s && s.order !== generation) {
      // Local changes since: drop what they touched (all, when they are too many to tell).
      const touched = localChangesSince(s.order);
      if (touched) {
        s.drop(touched);
        s.order = generation;
      } else this.#state = null;
    }
    // Settings are read again, not taken from the watch: after a local commit the watch may not
    // have delivered it yet.
    return this.#state ??= new State(this.kv, this.#watchStamp, generation, null);
  }

  /**
   * Reads the change log entries not seen yet and drops what they touched from the state
   * (site_changes.ts says why they are enough, or not: then the state is dropped whole). Runs
   * after each change the watch or the poll reports, one at a time.
   */
  #catchUp(): void {
    if (this.#catching || this.#caughtUp === this.#changes) return;
    this.#catching = true;
    const target = this.#changes;
    const newest = Math.max(0, ...this.#seen.values());
    siteChangesSince(this.kv, newest - READ_MARGIN_MS).then(({ changes, revision }) => {
      const fresh = changes.filter((c) => !this.#seen.has(c.id));
      for (const c of fresh) this.#seen.set(c.id, c.at);
      const known = this.#revision;
      this.#revision = revision;
      if (known === null) {
        // The baseline: a state read at this very revision has nothing to drop.
        if (this.#state?.revisionCount !== revision) this.#state = null;
      } else if (revision - known > BigInt(fresh.length)) this.#state = null;
      else {
        const others = fresh.filter((c) => !isOwnSiteChange(c.id));
        this.#state?.drop(new Set(others.flatMap((c) => c.tags)));
      }
      // Forget entries older than any later read reaches.
      const floor = Math.max(...this.#seen.values()) - 2 * READ_MARGIN_MS;
      for (const [id, at] of this.#seen) if (at < floor) this.#seen.delete(id);
      this.#caughtUp = target;
    }).catch(() => {
      // Nothing known of what changed: a fresh state (and baseline) next, which covers it all.
      this.#revision = null;
      this.#state = null;
      this.#caughtUp = target;
    }).finally(() => {
      this.#catching = false;
      this.#catchUp();
    });
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
        this.#catchUp();
      })
      .catch(() => {})
      .finally(() => {
        this.#polling = false;
      });
  }

  /**
   * Takes on the state made before the watch first answered if it was read at `stamp`, the
   * revision the watch reports; its read may still be under way, then it is checked once done.
   */
  #takeOn(prelive: State | null, stamp: string): void {
    if (!prelive || this.#state) return;
    if (prelive.readStamp === null) {
      prelive.revision().then(() => {
        if (this.#state === prelive && prelive.readStamp !== stamp) this.#state = null;
      }, () => {});
    } else if (prelive.readStamp !== stamp) return;
    this.#state = prelive;
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
        if (this.#watch !== "live") this.#takeOn(this.#prelive, this.#watchStamp);
        this.#prelive = null;
        this.#watch = "live";
        this.#catchUp();
      }
    };
    watch().catch(() => {}).finally(() => {
      this.#watch = "failed";
      this.#state = null;
      this.#revision = null;
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
