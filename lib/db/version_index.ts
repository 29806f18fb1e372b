/**
 * A version's entries in the media usage index (`media_usage`, `version_media`: media.ts) and the
 * reverse link index (`link_refs`, `link_overflow`, `version_links`: link_index.ts), kept in step
 * with its content by every commit that changes a version (insertPage, storeVersion with its
 * archive, replaceBlocks, and the deletions of versions).
 *
 * Why not always in that one commit: a valid page has up to 1,000 blocks (MAX_BLOCKS), each with
 * any number of images, so storing a draft over one whose 200 images all changed was 1,200
 * mutations (remove 200 pairs, add 200 pairs, the archive's 200 pairs) and answered 500 "Too many
 * mutations". So the index changes ride in the version's commit only while they fit a share of a
 * commit ({@link INLINE_BUDGET}); beyond it the commit writes, for each version, a pending marker
 * `index_pending/{versionID}` instead, and follow-up commits ({@link finishIndex}), each checked
 * against the marker as that commit wrote it, bring the entries to the content and delete the
 * marker last. They are idempotent: they set what the content wants and delete what it does
 * not, computed from the entries as read after the marker, and a later change of the version
 * (a new marker) stops an older run at its next commit. Each usage pair is written in one commit
 * (`version_media` always names every `media_usage` entry), and a version's link changes always
 * fit one commit (link_index.ts), so an index is never half of a pair or a link change.
 *
 * A process that dies between the version's commit and its follow-ups leaves the marker:
 * {@link finishPendingIndexes} finishes it from the version's content. It runs at start and every
 * minute in the background (lib/server/jobs.ts), in the collector, and first in the operations
 * that decide by the index (deleting a file, deleting a form template, a slug change rewriting
 * links, publishing: public delivery of files goes by it), so none of them sees an index behind
 * its content.
 */
import { mediaFileIDs } from "../content/media_usage.ts";
import { logError } from "../observe/log.ts";
import { BlobMissing } from "./blobs.ts";
import {
  BatchWriter,
  COMMIT_BUDGET,
  type CommitBudget,
  fitsOneCommit,
  mutateIn,
  type Mutation,
} from "./commit_batches.ts";
import { keys } from "./keys.ts";
import { CommitConflict } from "./kv.ts";
import { linkMutations, linkTargetsOf, type VersionLinks, versionLinksOf } from "./link_index.ts";
import { usageMutations, versionFileIDs } from "./media.ts";
import type { PageRecord, VersionRecord } from "./page_records.ts";
import { readBlocks } from "./version_blocks.ts";

/**
 * The share of a commit index changes may take in the version's own commit: the rest (the page,
 * the version, its archive, requests and schedules it ends) always fits in the other half.
 */
export const INLINE_BUDGET: CommitBudget = {
  mutations: COMMIT_BUDGET.mutations / 2,
  checks: COMMIT_BUDGET.checks / 2,
  bytes: COMMIT_BUDGET.bytes / 2,
  keyBytes: COMMIT_BUDGET.keyBytes / 2,
};

/** A version's index entries as read, and its pending marker. */
export interface IndexState {
  versionID: number;
  /** The files its `version_media` entries name. */
  fileIDs: number[];
  /** Its `version_links` entry. */
  links: VersionLinks | null;
  marker: Deno.KvEntryMaybe<number>;
}

/** What a version is to be indexed under. */
export interface IndexWant {
  fileIDs: readonly number[];
  links: VersionLinks;
}

/** A change of one version's index: from `have` to `want` (null: the version is gone). */
export interface IndexChange {
  versionID: number;
  pageID: number;
  have: IndexState;
  want: IndexWant | null;
}

/** Reads a version's entries and marker (in parallel: one round trip deep). */
export async function readIndexState(kv: Deno.Kv, versionID: number): Promise<IndexState> {
  const [fileIDs, [links, marker]] = await Promise.all([
    versionFileIDs(kv, versionID),
    kv.getMany<[VersionLinks, number]>([
      keys.versionLinks(versionID),
      keys.indexPending(versionID),
    ]),
  ]);
  return { versionID, fileIDs, links: links.value, marker };
}

/** The state of a version that has never been indexed (a new id). */
export function unindexed(versionID: number): IndexState {
  return {
    versionID,
    fileIDs: [],
    links: null,
    marker: { key: keys.indexPending(versionID), value: null, versionstamp: null },
  };
}

/** What a version's own content says it is indexed under (blocks read from its blob). */
export function indexWant(
  version: VersionRecord,
  blocks: Parameters<typeof linkTargetsOf>[0],
  page: Pick<PageRecord, "locale" | "typeData">,
): IndexWant {
  const typeData = version.typeData ?? page.typeData;
  return {
    fileIDs: mediaFileIDs({ blocks, seoImage: version.seoImage, typeData }),
    links: versionLinksOf(linkTargetsOf(blocks, page.locale)),
  };
}

/** The same index as `have` (a draft's archived state holds the same content). */
export function sameIndexAs(have: IndexState): IndexWant {
  return { fileIDs: have.fileIDs, links: have.links ?? { targets: [] } };
}

/** Every change of one version, each group to land in one commit: usage pairs, then links. */
function changeGroups(change: IndexChange): Mutation[][] {
  const { versionID, pageID, have, want } = change;
  const groups = usageMutations({
    versionID,
    pageID,
    had: have.fileIDs,
    fileIDs: want?.fileIDs ?? [],
  });
  const links = linkMutations({
    versionID,
    pageID,
    before: have.links,
    after: want?.links ?? null,
  });
  if (links.length) groups.push(links);
  return groups;
}

/**
 * Adds `changes` to a version's commit `op`: the index entries themselves when they all fit
 * {@link INLINE_BUDGET} and no version has a run pending, else a pending marker per version.
 * Answers what to run once `op` has committed (with its versionstamp).
 */
export function indexChangesIn(
  op: Deno.AtomicOperation,
  changes: IndexChange[],
): (kv: Deno.Kv, versionstamp: string) => Promise<void> {
  const all = changes.map((c) => changeGroups(c).flat());
  const inline = changes.every((c) => c.have.marker.versionstamp === null) &&
    fitsOneCommit(all.flat(), INLINE_BUDGET);
  if (inline) {
    // No marker then, none now: no follow-up of an earlier change can be writing these entries.
    for (const c of changes) op.check({ key: keys.indexPending(c.versionID), versionstamp: null });
    mutateIn(op, all.flat());
    return async () => {};
  }
  for (const c of changes) op.set(keys.indexPending(c.versionID), c.pageID);
  return async (kv, versionstamp) => {
    for (const c of changes) {
      await finishQuietly(kv, { ...c, marker: versionstamp });
    }
  };
}

/**
 * Brings a version's entries to `want` in commits checked against its marker as written at
 * `marker`, deleting the marker last; false when the marker is not that one (another change of
 * the version came after, or a run finished it).
 */
export async function finishIndex(
  kv: Deno.Kv,
  run: { versionID: number; pageID: number; want: IndexWant | null; marker: string },
): Promise<boolean> {
  const have = await readIndexState(kv, run.versionID);
  if (have.marker.versionstamp !== run.marker) return false;
  const writer = new BatchWriter(kv, { checks: [have.marker] });
  try {
    for (const group of changeGroups({ ...run, have })) await writer.group(group);
    await writer.add({ key: keys.indexPending(run.versionID), delete: true });
    await writer.flush();
    return true;
  } catch (err) {
    if (err instanceof CommitConflict) return false;
    throw err;
  }
}

/** {@link finishIndex}, leaving the marker to the background run if it fails. */
async function finishQuietly(kv: Deno.Kv, run: Parameters<typeof finishIndex>[1]) {
  try {
    await finishIndex(kv, run);
  } catch (err) {
    // The version is stored; its index is finished by the next background run.
    logError("version index follow-up failed; left pending", err, { versionID: run.versionID });
  }
}

/**
 * Finishes every pending marker from its version's content (the version gone, or its page: the
 * entries are removed); answers how many it finished. Cheap when there are none (one list).
 */
export async function finishPendingIndexes(kv: Deno.Kv): Promise<number> {
  let n = 0;
  for await (const e of kv.list<number>({ prefix: keys.indexPendingAll() })) {
    const versionID = e.key[1] as number;
    const want = await contentWant(kv, versionID, e.value);
    if (await finishIndex(kv, { versionID, pageID: e.value, want, marker: e.versionstamp })) n++;
  }
  return n;
}

async function contentWant(
  kv: Deno.Kv,
  versionID: number,
  pageID: number,
): Promise<IndexWant | null> {
  const [version, page] = await kv.getMany<[VersionRecord, PageRecord]>([
    keys.version(versionID),
    keys.page(pageID),
  ]);
  if (!version.value || !page.value) return null;
  // A version whose blocks are gone has no links or files anyone could follow (as the backfill).
  const blocks = await readBlocks(kv, version.value).catch((err) => {
    if (err instanceof BlobMissing) return [];
    throw err;
  });
  return indexWant(version.value, blocks, page.value);
}
