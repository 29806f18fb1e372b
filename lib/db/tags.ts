/**
 * Tag usage counts. Public tags count the published versions that carry them, private tags the
 * latest versions. Counted on read from the page records (kept current per instance from the
 * page change log: pages_mirror.ts) and their published or latest versions, kept per instance:
 * after a change only the changed pages' versions are read again, so a call costs the mirror's
 * one or two round trips and, after a change, one more.
 *
 * Private tags are counted per locale and page type, so that a caller sees only those of the
 * pages they may edit (`readable`): a private tag never tells of a page one cannot open.
 */
import type { TagCount } from "../content/tags.ts";
import { keys } from "./keys.ts";
import { pagesNow } from "./pages_mirror.ts";
import type { PageRecord, VersionRecord } from "./page_records.ts";

interface Snapshot {
  stamp: string | null;
  /** What each page adds, and the page record it was read for (pages_mirror.ts keeps a record's object until the page changes). */
  perPage: Map<number, PageTags>;
  public: TagCount[];
  /** Per "locale type" group of pages, the latest versions' private tags. */
  private: Map<string, { locale: string; type: string; counter: Counter }>;
}

interface PageTags {
  page: PageRecord;
  public: string[] | undefined;
  private: string[] | undefined;
}

/** Which pages' private tags a caller may see. */
export type ReadableGroup = (group: { locale: string; type: string }) => boolean;

const snapshots = new WeakMap<Deno.Kv, Promise<Snapshot>>();

/** Every public tag with its count, most used first (then by name). */
export async function publicTagCounts(kv: Deno.Kv): Promise<TagCount[]> {
  return (await snapshot(kv)).public;
}

/** The private tags of the pages `readable` allows, with their counts, most used first. */
export async function privateTagCounts(kv: Deno.Kv, readable: ReadableGroup): Promise<TagCount[]> {
  const total = new Counter();
  for (const group of (await snapshot(kv)).private.values()) {
    if (readable(group)) total.merge(group.counter);
  }
  return total.sorted();
}

async function snapshot(kv: Deno.Kv): Promise<Snapshot> {
  const [now, cached] = await Promise.all([
    pagesNow(kv),
    snapshots.get(kv)?.catch(() => null) ?? null,
  ]);
  if (cached && cached.stamp === now.stamp) return cached;
  const loading = count(kv, now.stamp, now.pages, cached?.perPage ?? new Map());
  snapshots.set(kv, loading);
  return await loading;
}

/** Counts again, reading the versions of only the pages changed since `before` was counted. */
async function count(
  kv: Deno.Kv,
  stamp: string | null,
  pages: readonly PageRecord[],
  before: Map<number, PageTags>,
): Promise<Snapshot> {
  const changed = pages.filter((p) => before.get(p.id)?.page !== p);
  const ids = new Set<number>();
  for (const p of changed) {
    ids.add(p.latestVersionID);
    if (p.publishedVersionID !== null) ids.add(p.publishedVersionID);
  }
  const versions = await getVersions(kv, [...ids]);
  const perPage = new Map<number, PageTags>();
  for (const p of pages) {
    const kept = before.get(p.id);
    perPage.set(
      p.id,
      kept?.page === p ? kept : {
        page: p,
        public: p.publishedVersionID === null
          ? undefined
          : versions.get(p.publishedVersionID)?.tags,
        private: versions.get(p.latestVersionID)?.privateTags,
      },
    );
  }
  const publicTags = new Counter();
  const privateTags: Snapshot["private"] = new Map();
  for (const { page: p, public: pub, private: priv } of perPage.values()) {
    publicTags.add(pub);
    const group = `${p.locale} ${p.type}`;
    if (!privateTags.has(group)) {
      privateTags.set(group, { locale: p.locale, type: p.type, counter: new Counter() });
    }
    privateTags.get(group)!.counter.add(priv);
  }
  return { stamp, perPage, public: publicTags.sorted(), private: privateTags };
}

async function getVersions(kv: Deno.Kv, ids: number[]): Promise<Map<number, VersionRecord>> {
  const out = new Map<number, VersionRecord>();
  const batches: Promise<Deno.KvEntryMaybe<VersionRecord>[]>[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    batches.push(kv.getMany<VersionRecord[]>(ids.slice(i, i + 10).map((id) => keys.version(id))));
    if (batches.length === 32 || i + 10 >= ids.length) {
      for (const batch of await Promise.all(batches)) {
        for (const e of batch) if (e.value) out.set(e.value.id, e.value);
      }
      batches.length = 0;
    }
  }
  return out;
}

/** Counts tags ignoring case; a tag is shown as first met. */
class Counter {
  #counts = new Map<string, TagCount>();

  add(tags: string[] | undefined, times = 1) {
    for (const tag of tags ?? []) {
      const key = tag.toLowerCase();
      const found = this.#counts.get(key);
      if (found) found.count += times;
      else this.#counts.set(key, { tag, count: times });
    }
  }

  merge(other: Counter) {
    for (const { tag, count } of other.#counts.values()) this.add([tag], count);
  }

  sorted(): TagCount[] {
    return [...this.#counts.values()].sort((a, b) =>
      b.count - a.count || a.tag.localeCompare(b.tag)
    );
  }
}
