/**
 * One-time backfill of indexes added after data existed: the file hash index and the reverse
 * link index. Run at start before serving; a marker key records that it finished, so later
 * starts skip it. Every step is idempotent and checked against the record it indexes, so two
 * instances starting together, or a start cut off halfway, leave a correct index.
 */
import { keys } from "./keys.ts";
import { linkTargetsOf, setVersionLinksIn, versionLinksEntry } from "./link_index.ts";
import type { MediaFileRecord } from "./media.ts";
import {
  allPages,
  listVersionIDs,
  type PageRecord,
  readBlocks,
  type VersionRecord,
} from "./pages.ts";

/** Raised when the indexes change shape, so stores built before get the backfill again. */
export const INDEX_SCHEMA = 1;

export interface BackfillReport {
  skipped: boolean;
  files: number;
  versions: number;
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

/** Builds what is missing of the indexes, once per store; answers what it did. */
export async function backfillIndexes(kv: Deno.Kv): Promise<BackfillReport> {
  const marker = await kv.get<number>(keys.indexesBuilt());
  if ((marker.value ?? 0) >= INDEX_SCHEMA) return { skipped: true, files: 0, versions: 0 };
  const files = await indexFileHashes(kv);
  let versions = 0;
  for (const page of await allPages(kv)) versions += await indexVersionLinks(kv, page);
  await kv.set(keys.indexesBuilt(), INDEX_SCHEMA);
  return { skipped: false, files, versions };
}
