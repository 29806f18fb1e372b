/**
 * Tag usage counts. Public tags count the published versions that carry them, private tags the
 * latest versions. Counted on read from the page records and their published or latest versions,
 * and kept per instance until the pages stamp changes (every store, publish, unpublish and delete
 * bumps it), so repeated calls between changes cost one small read. Scaling limit: after a change
 * the first call reads every page's version (one getMany per 10 pages).
 */
import type { TagCount } from "../content/tags.ts";
import { keys } from "./keys.ts";
import { allPages, pagesStamp, type VersionRecord } from "./pages.ts";

export type TagKind = "public" | "private";

interface Snapshot {
  stamp: string | null;
  public: TagCount[];
  private: TagCount[];
}

const snapshots = new WeakMap<Deno.Kv, Promise<Snapshot>>();

/** Every tag of a kind with its count, most used first (then by name). */
export async function tagCounts(kv: Deno.Kv, kind: TagKind): Promise<TagCount[]> {
  const stamp = await pagesStamp(kv);
  const cached = snapshots.get(kv);
  if (cached) {
    const snap = await cached.catch(() => null);
    if (snap && snap.stamp === stamp) return snap[kind];
  }
  // The stamp is read before the records: a write in between only makes the next call recount.
  const loading = count(kv, stamp);
  snapshots.set(kv, loading);
  return (await loading)[kind];
}

async function count(kv: Deno.Kv, stamp: string | null): Promise<Snapshot> {
  const pages = await allPages(kv);
  const ids = new Set<number>();
  for (const p of pages) {
    ids.add(p.latestVersionID);
    if (p.publishedVersionID !== null) ids.add(p.publishedVersionID);
  }
  const versions = await getVersions(kv, [...ids]);
  const publicTags = new Counter();
  const privateTags = new Counter();
  for (const p of pages) {
    if (p.publishedVersionID !== null) publicTags.add(versions.get(p.publishedVersionID)?.tags);
    privateTags.add(versions.get(p.latestVersionID)?.privateTags);
  }
  return { stamp, public: publicTags.sorted(), private: privateTags.sorted() };
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

  add(tags: string[] | undefined) {
    for (const tag of tags ?? []) {
      const key = tag.toLowerCase();
      const found = this.#counts.get(key);
      if (found) found.count++;
      else this.#counts.set(key, { tag, count: 1 });
    }
  }

  sorted(): TagCount[] {
    return [...this.#counts.values()].sort((a, b) =>
      b.count - a.count || a.tag.localeCompare(b.tag)
    );
  }
}
