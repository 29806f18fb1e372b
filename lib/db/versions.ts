/**
 * Version records: reading them, and storing a version together with its page in one checked
 * commit. The records' shapes are in page_records.ts.
 */
import type { Block } from "../content/blocks/index.ts";
import { claimBlob, deleteBlob } from "./blobs.ts";
import { keys } from "./keys.ts";
import { setVersionUsageIn } from "./media.ts";
import {
  copyVersionLinksIn,
  linkTargetsOf,
  setVersionLinksIn,
  versionLinksEntry,
} from "./link_index.ts";
import { CommitConflict } from "./kv.ts";
import { type PageRecord, touchPages, type VersionRecord } from "./page_records.ts";

export async function getVersionEntry(kv: Deno.Kv, id: number) {
  return await kv.get<VersionRecord>(keys.version(id));
}

export async function getVersion(kv: Deno.Kv, id: number): Promise<VersionRecord | null> {
  return (await getVersionEntry(kv, id)).value;
}

/**
 * Stores a version and the page in one commit, both checked as read (`versionBefore` null: the
 * version is new). When a draft is stored over, its previous state is kept as `archive` (a
 * read-only version pointing at the previous blocks), so every stored state stays in the history.
 */
export async function storeVersion(
  kv: Deno.Kv,
  write: {
    pageBefore: Deno.KvEntry<PageRecord>;
    page: PageRecord;
    version: VersionRecord;
    versionBefore: Deno.KvEntryMaybe<VersionRecord> | null;
    archive: VersionRecord | null;
    /** Library files the version uses now, and those it used before (kept by the archive). */
    usage: { fileIDs: number[]; previous: number[] };
    /** The blocks `version` now holds (for the link index). */
    blocks: Block[];
    /** More of the same commit (requests the store supersedes, a schedule it cancels). */
    extra?: (op: Deno.AtomicOperation) => void;
  },
): Promise<void> {
  const { page, version, archive, usage } = write;
  // What the version was indexed under: its archive keeps those links, the version gets new ones.
  const links = write.versionBefore ? await versionLinksEntry(kv, version.id) : null;
  const op = kv.atomic()
    .check(write.pageBefore)
    .check(write.versionBefore ?? { key: keys.version(version.id), versionstamp: null })
    .set(keys.page(page.id), page)
    .set(keys.version(version.id), version)
    .set(keys.pageVersion(page.id, version.id), true);
  setVersionUsageIn(op, {
    versionID: version.id,
    pageID: page.id,
    previous: write.versionBefore ? usage.previous : [],
    fileIDs: usage.fileIDs,
  });
  setVersionLinksIn(op, {
    versionID: version.id,
    pageID: page.id,
    previous: links,
    targets: linkTargetsOf(write.blocks, page.locale),
  });
  if (archive) {
    op.check({ key: keys.version(archive.id), versionstamp: null })
      .set(keys.version(archive.id), archive)
      .set(keys.pageVersion(page.id, archive.id), true);
    setVersionUsageIn(op, {
      versionID: archive.id,
      pageID: page.id,
      previous: [],
      fileIDs: usage.previous,
    });
    copyVersionLinksIn(op, { versionID: archive.id, pageID: page.id, from: links?.value ?? null });
  }
  write.extra?.(op);
  claimBlob(op, version.blocksRef);
  const result = await touchPages(op).commit();
  if (!result.ok) {
    await deleteBlob(kv, version.blocksRef);
    throw new CommitConflict();
  }
}

/** Adds to a commit the replacement of a version record read as `before`. */
export function replaceVersionIn(
  op: Deno.AtomicOperation,
  before: Deno.KvEntryMaybe<VersionRecord>,
  after: VersionRecord,
): Deno.AtomicOperation {
  return op.check(before).set(keys.version(after.id), after);
}

export async function listVersionIDs(kv: Deno.Kv, pageID: number): Promise<number[]> {
  const out: number[] = [];
  for await (const entry of kv.list({ prefix: keys.pageVersions(pageID) })) {
    out.push(entry.key[2] as number);
  }
  return out;
}

/** Versions by id (missing ones left out), read ten at a time. */
export async function getVersions(kv: Deno.Kv, ids: number[]): Promise<Map<number, VersionRecord>> {
  const out = new Map<number, VersionRecord>();
  // getMany takes 10 keys; the batches are read in parallel, a bounded number at a time (one
  // batch after another cost a round trip each: issue 27).
  for (let i = 0; i < ids.length; i += 320) {
    const batches = [];
    for (let j = i; j < Math.min(ids.length, i + 320); j += 10) {
      batches.push(kv.getMany<VersionRecord[]>(ids.slice(j, j + 10).map(keys.version)));
    }
    for (const batch of await Promise.all(batches)) {
      for (const e of batch) if (e.value) out.set(e.value.id, e.value);
    }
  }
  return out;
}
