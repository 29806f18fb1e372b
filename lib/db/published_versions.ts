/**
 * The published versions of many pages at once (the checks' duplicate titles and report): read
 * ten at a time with getMany, the batches in parallel, as getPages does for page records.
 */
import { keys } from "./keys.ts";
import type { PageRecord, VersionRecord } from "./page_records.ts";

export interface PublishedVersion {
  page: PageRecord;
  version: VersionRecord;
}

/** The published version of each published page of `pages` (others, and torn ones, left out). */
export async function publishedVersionsOf(
  kv: Deno.Kv,
  pages: readonly PageRecord[],
): Promise<PublishedVersion[]> {
  const live = pages.filter((p) => p.publishedVersionID !== null);
  const batches: Promise<Deno.KvEntryMaybe<VersionRecord>[]>[] = [];
  for (let i = 0; i < live.length; i += 10) {
    const ids = live.slice(i, i + 10).map((p) => keys.version(p.publishedVersionID!));
    batches.push(kv.getMany<VersionRecord[]>(ids));
  }
  const versions = (await Promise.all(batches)).flat();
  const out: PublishedVersion[] = [];
  versions.forEach((entry, i) => {
    if (entry.value && entry.value.pageID === live[i].id) {
      out.push({ page: live[i], version: entry.value });
    }
  });
  return out;
}

/** The published version of each of `pages`, in order (null where one is missing), 10 a read. */
export async function publishedVersionOfEach(
  kv: Deno.Kv,
  pages: readonly PageRecord[],
): Promise<(VersionRecord | null)[]> {
  const out: (VersionRecord | null)[] = [];
  const reads = [];
  for (let i = 0; i < pages.length; i += 10) {
    const ids = pages.slice(i, i + 10).map((p) => keys.version(p.publishedVersionID!));
    reads.push(kv.getMany<VersionRecord[]>(ids));
  }
  for (const batch of await Promise.all(reads)) out.push(...batch.map((e) => e.value));
  return out;
}
