/**
 * One-time backfill of indexes added after data existed: the file hash index, the reverse link
 * index, the pages by type and the published titles. Run at start before serving; a marker key records that it finished, so later
 * starts skip it. Every step is idempotent and checked against the record it indexes, so two
 * instances starting together, or a start cut off halfway, leave a correct index.
 */
import { keys } from "./keys.ts";
import { withLease } from "./leases.ts";
import { linkTargetsOf, setVersionLinksIn, versionLinksEntry } from "./link_index.ts";
import type { MediaFileRecord } from "./media.ts";
import { listVersionIDs } from "./versions.ts";
import { type PageRecord, touchPages, type VersionRecord } from "./page_records.ts";
import { publishedTitleIn } from "./published_titles.ts";
import { readBlocks } from "./version_blocks.ts";

/** Raised when the indexes change shape, so stores built before get the backfill again. */
export const INDEX_SCHEMA = 3;

export interface BackfillReport {
  skipped: boolean;
  files: number;
  versions: number;
  /** Pages given their entry under their type. */
  pages: number;
  /** Published pages given their published title and its index entry. */
  titles: number;
}

async function indexFileHashes(kv: Deno.Kv): Promise<number> {
  let n = 0;
  const list = kv.list<MediaFileRecord>({ prefix: keys.mediaFiles() }, { batchSize: 500 });
  for await (const entry of list) {
    const f = entry.value;
    if (!f.sha256) continue;
    const key = keys.mediaByHash(f.sha256, f.id);
    if ((await kv.get(key)).versionstamp !== null) continue;
    // Checked against the record: a file deleted meanwhile gets no entry.
    if ((await kv.atomic().check(entry).set(key, true).commit()).ok) n++;
  }
  return n;
}

/**
 * The entries of pages under their type, checked against their records (a page deleted meanwhile
 * gets none): those missing, in one commit; one by one if a record changed meanwhile.
 */
async function indexPageTypes(kv: Deno.Kv, entries: Deno.KvEntry<PageRecord>[]): Promise<number> {
  const typeKey = (p: PageRecord) => keys.pageOfType(p.type, p.locale, p.id);
  const missing: Deno.KvEntry<PageRecord>[] = [];
  for (let i = 0; i < entries.length; i += 10) {
    const batch = entries.slice(i, i + 10);
    const found = await kv.getMany(batch.map((e) => typeKey(e.value)));
    batch.forEach((e, j) => found[j].versionstamp === null && missing.push(e));
  }
  if (missing.length === 0) return 0;
  const op = kv.atomic();
  for (const e of missing) op.check(e).set(typeKey(e.value), true);
  if ((await op.commit()).ok) return missing.length;
  let n = 0;
  for (const e of missing) n += await indexPageType(kv, e);
  return n;
}

async function indexPageType(kv: Deno.Kv, entry: Deno.KvEntry<PageRecord>): Promise<number> {
  const page = entry.value;
  const key = keys.pageOfType(page.type, page.locale, page.id);
  for (let attempt = 0, current = entry; attempt < 3; attempt++) {
    if ((await kv.get(key)).versionstamp !== null) return 0;
    if ((await kv.atomic().check(current).set(key, true).commit()).ok) return 1;
    // The record changed meanwhile (its type and locale never do): again, unless it is gone.
    const again = await kv.get<PageRecord>(keys.page(page.id));
    if (again.versionstamp === null) return 0;
    current = again as Deno.KvEntry<PageRecord>;
  }
  return 0;
}

async function indexVersionLinks(kv: Deno.Kv, page: PageRecord): Promise<number> {
  let n = 0;
  for (const versionID of await listVersionIDs(kv, page.id)) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const links = await versionLinksEntry(kv, versionID);
      if (links.versionstamp !== null) break;
      const version = await kv.get<VersionRecord>(keys.version(versionID));
      if (!version.value) break;
      // A version whose blocks cannot be read has no links anyone could rewrite.
      const blocks = await readBlocks(kv, version.value).catch(() => []);
      const targets = linkTargetsOf(blocks, page.locale);
      const op = kv.atomic().check(version);
      setVersionLinksIn(op, { versionID, pageID: page.id, previous: null, targets });
      if ((await op.commit()).ok) {
        n++;
        break;
      }
    }
  }
  return n;
}

/**
 * A published page's title, on its record and in the published titles index
 * (published_titles.ts), checked against the record and the version it was read from: a page
 * changed meanwhile is read again (a publish since wrote both itself).
 */
async function indexPublishedTitle(kv: Deno.Kv, entry: Deno.KvEntry<PageRecord>): Promise<number> {
  for (let attempt = 0, current = entry; attempt < 3; attempt++) {
    const page = current.value;
    if (page.publishedVersionID === null || page.publishedTitle !== undefined) return 0;
    const version = await kv.get<VersionRecord>(keys.version(page.publishedVersionID));
    if (!version.value) return 0;
    const after = { ...page, publishedTitle: version.value.title };
    const op = kv.atomic().check(current).check(version).set(keys.page(page.id), after);
    if ((await touchPages(publishedTitleIn(op, null, after), [page.id]).commit()).ok) return 1;
    const again = await kv.get<PageRecord>(keys.page(page.id));
    if (again.versionstamp === null) return 0;
    current = again as Deno.KvEntry<PageRecord>;
  }
  return 0;
}

const SKIPPED: BackfillReport = { skipped: true, files: 0, versions: 0, pages: 0, titles: 0 };

/**
 * Builds what is missing of the indexes, once per store; answers what it did. Processes started
 * together on one store build them once: one holds the lease (lib/db/leases.ts) and builds, the
 * others wait for it and then find the marker set. A builder that died mid-way leaves its lease
 * to expire, and the next start (or a waiting process) builds again, each step idempotent.
 */
export async function backfillIndexes(kv: Deno.Kv): Promise<BackfillReport> {
  for (;;) {
    if (await built(kv)) return SKIPPED;
    const outcome = await withLease(
      kv,
      "index-backfill",
      { ttlMs: 30_000, waitMs: 60_000 },
      async () => await built(kv) ? SKIPPED : await buildIndexes(kv),
    );
    if (outcome.ran) return outcome.value;
  }
}

async function built(kv: Deno.Kv): Promise<boolean> {
  return ((await kv.get<number>(keys.indexesBuilt())).value ?? 0) >= INDEX_SCHEMA;
}

async function buildIndexes(kv: Deno.Kv): Promise<BackfillReport> {
  const marker = await kv.get<number>(keys.indexesBuilt());
  // Only the steps a store has not had: 1 brought the file hashes and links, 2 the page types,
  // 3 the published titles.
  const built = marker.value ?? 0;
  const files = built < 1 ? await indexFileHashes(kv) : 0;
  let versions = 0;
  let pages = 0;
  let titles = 0;
  let batch: Deno.KvEntry<PageRecord>[] = [];
  for await (const entry of kv.list<PageRecord>({ prefix: keys.pages() }, { batchSize: 500 })) {
    if (built < 1) versions += await indexVersionLinks(kv, entry.value);
    if (built < 3) titles += await indexPublishedTitle(kv, entry);
    if (built < 2) batch.push(entry);
    if (batch.length === 50) {
      pages += await indexPageTypes(kv, batch);
      batch = [];
    }
  }
  pages += await indexPageTypes(kv, batch);
  await kv.set(keys.indexesBuilt(), INDEX_SCHEMA);
  return { skipped: false, files, versions, pages, titles };
}
