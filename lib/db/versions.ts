/**
 * Version records: reading them, and storing a version together with its page in one checked
 * commit. The records' shapes are in page_records.ts.
 */
import type { Block } from "../content/blocks/index.ts";
import { claimBlob, deleteBlob } from "./blobs.ts";
import { keys } from "./keys.ts";
import { linkTargetsOf, versionLinksOf } from "./link_index.ts";
import { readBlocks } from "./version_blocks.ts";
import {
  type IndexChange,
  indexChangesIn,
  type IndexState,
  indexWant,
  readIndexState,
  sameIndexAs,
  unindexed,
} from "./version_index.ts";
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
 * The index entries of both follow the content in that commit or right after it
 * (version_index.ts): whatever the page holds, no commit passes the store's limits.
 */
export async function storeVersion(
  kv: Deno.Kv,
  write: {
    pageBefore: Deno.KvEntry<PageRecord>;
    page: PageRecord;
    version: VersionRecord;
    versionBefore: Deno.KvEntryMaybe<VersionRecord> | null;
    archive: VersionRecord | null;
    /** Library files the version uses now. */
    fileIDs: number[];
    /** The blocks `version` now holds (for the link index). */
    blocks: Block[];
    /** More of the same commit (requests the store supersedes, a schedule it cancels). */
    extra?: (op: Deno.AtomicOperation) => void;
    /**
     * The version's index state (`readIndexState`), when the caller read it with its other
     * reads: saves the round trip of reading it here.
     */
    index?: IndexState;
  },
): Promise<void> {
  const followUp = await storeVersionRecords(kv, write);
  await followUp();
}

/**
 * {@link storeVersion}'s commit alone: answers the follow-up that finishes the index entries.
 * (Not running it is what a process that dies right after the commit does; a background run
 * finishes those, see version_index.ts.)
 */
export async function storeVersionRecords(
  kv: Deno.Kv,
  write: Parameters<typeof storeVersion>[1],
): Promise<() => Promise<void>> {
  const { page, version, archive } = write;
  // What the version is indexed under now: its archive keeps that, the version gets its content.
  const have = write.versionBefore
    ? (write.index ?? await readIndexState(kv, version.id))
    : unindexed(version.id);
  const changes: IndexChange[] = [{
    versionID: version.id,
    pageID: page.id,
    have,
    want: {
      fileIDs: write.fileIDs,
      links: versionLinksOf(linkTargetsOf(write.blocks, page.locale)),
    },
  }];
  if (archive) {
    changes.push({
      versionID: archive.id,
      pageID: page.id,
      have: unindexed(archive.id),
      // An index still being finished is not copied: the archive's own content is read instead.
      want: have.marker.versionstamp === null
        ? sameIndexAs(have)
        : indexWant(archive, await readBlocks(kv, archive), write.pageBefore.value),
    });
  }
  const op = kv.atomic()
    .check(write.pageBefore)
    .check(write.versionBefore ?? { key: keys.version(version.id), versionstamp: null })
    .set(keys.page(page.id), page)
    .set(keys.version(version.id), version)
    .set(keys.pageVersion(page.id, version.id), true);
  if (archive) {
    op.check({ key: keys.version(archive.id), versionstamp: null })
      .set(keys.version(archive.id), archive)
      .set(keys.pageVersion(page.id, archive.id), true);
  }
  const followUp = indexChangesIn(op, changes);
  write.extra?.(op);
  claimBlob(op, version.blocksRef);
  const result = await touchPages(op, [page.id]).commit();
  if (!result.ok) {
    await deleteBlob(kv, version.blocksRef);
    throw new CommitConflict();
  }
  return () => followUp(kv, result.versionstamp);
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
