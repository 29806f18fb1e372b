/**
 * What the hourly collector keeps and what it drops.
 *
 * - Archived draft states (versions with `archivedFrom`): the newest `keep` of each page stay;
 *   older ones are deleted with their blob, usage and link index entries in one checked commit.
 *   Never deleted, whatever their age: a version a page record points at (published, latest, a
 *   scheduled publish's `publishPin`, or any other `…versionID` field), one an open publication
 *   request names, and one a history restore is reading (a restore pin, {@link pinForRestore}).
 * - Renditions (cached resized or cropped images): one that no published page uses is marked
 *   with the time it was first seen unused, and dropped once it has stayed unused for the grace
 *   period (a page unpublished for a moment keeps its renditions). A rendition is only a cache:
 *   dropping one that is needed again costs one computation.
 * - The search change log (older than a day) and cut-off uploads (lib/db/blobs.ts).
 * - Form submissions older than the forms' retention setting (days; lib/db/forms.ts).
 * - Newsletter signups never confirmed within 30 days (lib/db/newsletter.ts).
 * - Audit records older than the audit settings' kept days (365 unless set; lib/db/audit.ts).
 * - Library files in the trash for 30 days (TRASH_DAYS): the record, the bytes of its content and
 *   history, and renditions no other file shares, each with an audit record ("file-purge").
 */
import type { Block } from "../content/blocks/index.ts";
import type { CropParams } from "../content/media_refs.ts";
import { type BlobRef, collectOrphanBlobs, deleteBlob } from "./blobs.ts";
import { keys } from "./keys.ts";
import { withLease } from "./leases.ts";
import { logError } from "../observe/log.ts";
import {
  fileIDsByHash,
  fileUsage,
  getMediaMany,
  purgeTrashed,
  type RenditionRecord,
  type TrashedMediaRecord,
} from "./media.ts";
import { TRASH_DAYS } from "../content/media.ts";
import { focalCrops } from "../content/focal_crop.ts";
import { pruneMediaChanges } from "./media_search.ts";
import { collectExpiredSubmissions } from "./forms.ts";
import { collectExpiredAudit } from "./audit.ts";
import { purgeStalePending } from "./newsletter.ts";
import { allPages, dropVersion, getPages } from "./pages.ts";
import { listVersionIDs } from "./versions.ts";
import { type PageRecord, type VersionRecord } from "./page_records.ts";
import { readBlocks } from "./version_blocks.ts";
import { finishPendingIndexes } from "./version_index.ts";
import { pageRequests } from "./publication_requests.ts";

/** How long a newsletter signup may wait for its confirmation before it is deleted. */
const PENDING_SIGNUP_MS = 30 * 24 * 60 * 60_000;
/** How long a rendition no published page uses is kept. */
export const RENDITION_GRACE_MS = 7 * 24 * 60 * 60_000;
/** How long a restore pin holds (a restore takes well under a second). */
const RESTORE_PIN_MS = 10 * 60_000;

/**
 * Pins a version while a history restore reads it: the collector leaves it alone until the pin
 * expires, and a deletion that raced with the pin fails its check.
 */
export async function pinForRestore(kv: Deno.Kv, versionID: number, now = Date.now()) {
  await kv.set(keys.restorePin(versionID), now + RESTORE_PIN_MS, { expireIn: RESTORE_PIN_MS });
}

/** The versions a page may never lose: what its record and its open requests point at. */
async function pinnedVersions(kv: Deno.Kv, page: PageRecord): Promise<Set<number>> {
  const out = new Set<number>();
  // Any `…versionID` field, also one level down (a schedule's `publishPin: {versionID, …}`).
  const addPointers = (record: object, depth = 0) => {
    for (const [field, value] of Object.entries(record)) {
      if (/versionID$/i.test(field) && typeof value === "number") out.add(value);
      else if (depth === 0 && value && typeof value === "object") addPointers(value, 1);
    }
  };
  addPointers(page);
  for (const request of await pageRequests(kv, page.id)) {
    if (request.status === "open") addPointers(request);
  }
  return out;
}

async function getVersionEntries(kv: Deno.Kv, ids: number[]) {
  const out: Deno.KvEntry<VersionRecord>[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    const batch = await kv.getMany<VersionRecord[]>(ids.slice(i, i + 10).map(keys.version));
    for (const e of batch) if (e.value) out.push(e as Deno.KvEntry<VersionRecord>);
  }
  return out;
}

/**
 * Deletes one archived version, checked against the page and the version as read and against
 * a restore pin; false when any of them changed (it is looked at again next time). Its index
 * entries go with it, in its commit or right after (version_index.ts): an entry left pointing at
 * a deleted version meanwhile is harmless (readers look the version up).
 */
async function dropArchived(
  kv: Deno.Kv,
  page: Deno.KvEntry<PageRecord>,
  version: Deno.KvEntry<VersionRecord>,
  now: number,
): Promise<boolean> {
  const pin = await kv.get<number>(keys.restorePin(version.value.id));
  if (pin.value !== null && pin.value > now) return false;
  return await dropVersion(kv, version.value.id, version.value.pageID, {
    version,
    also: [page, pin],
  });
}

/**
 * Keeps the newest `keep` archived states of every page (by the time they were stored) and
 * deletes older ones that nothing pins; answers how many it deleted.
 */
export async function collectArchivedVersions(
  kv: Deno.Kv,
  options: { keep: number; now?: number },
): Promise<number> {
  const now = options.now ?? Date.now();
  let deleted = 0;
  for (const p of await allPages(kv)) {
    const ids = await listVersionIDs(kv, p.id);
    if (ids.length <= options.keep) continue;
    const archived = (await getVersionEntries(kv, ids))
      .filter((e) => e.value.archivedFrom !== undefined)
      .sort((a, b) => b.value.updatedAt - a.value.updatedAt || b.value.id - a.value.id);
    const old = archived.slice(options.keep);
    if (old.length === 0) continue;
    const page = await kv.get<PageRecord>(keys.page(p.id));
    if (!page.value) continue;
    const pinned = await pinnedVersions(kv, page.value);
    for (const version of old) {
      if (pinned.has(version.value.id)) continue;
      if (await dropArchived(kv, page as Deno.KvEntry<PageRecord>, version, now)) deleted++;
    }
  }
  return deleted;
}

/** The crop part of a rendition spec, as lib/ops/media/media_delivery.ts writes it ("" for none). */
function cropKey(c: CropParams): string {
  return [c.x, c.y, c.width, c.height, c.rotate, c.scaleX, c.scaleY].map(Math.round).join(",");
}

/** The crops (or "" for uncropped) published versions show of the files in `fileIDs`. */
function publishedCrops(
  version: VersionRecord,
  blocks: Block[],
  fileIDs: Set<number>,
  out: Set<string>,
): void {
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const obj = value as Record<string, unknown>;
    if (typeof obj.fileID === "number" && fileIDs.has(obj.fileID)) {
      const crop = obj.cropParams as CropParams | null | undefined;
      out.add(crop ? cropKey(crop) : "");
    }
    for (const child of Object.values(obj)) visit(child);
  };
  for (const block of blocks) visit(block.props);
  visit(version.seoImage);
}

/**
 * How published pages use the files with content `sha256`: null when none does, else the crops
 * they show ("" included when one shows it uncropped or as a plain file).
 */
async function publishedUse(kv: Deno.Kv, sha256: string): Promise<Set<string> | null> {
  const fileIDs = new Set(await fileIDsByHash(kv, sha256));
  const live = new Set<number>();
  for (const fileID of fileIDs) {
    const usage = await fileUsage(kv, fileID);
    for (const page of await getPages(kv, [...new Set(usage.values())])) {
      if (page?.publishedVersionID != null && usage.has(page.publishedVersionID)) {
        live.add(page.publishedVersionID);
      }
    }
  }
  if (live.size === 0) return null;
  const crops = new Set<string>();
  // The automatic crops around a file's focal point are what pages cutting it to a shape show.
  for (const file of await getMediaMany(kv, [...fileIDs])) {
    for (const crop of focalCrops(file)) crops.add(cropKey(crop));
  }
  for (const id of live) {
    const version = (await kv.get<VersionRecord>(keys.version(id))).value;
    if (version) publishedCrops(version, await readBlocks(kv, version), fileIDs, crops);
  }
  return crops;
}

/**
 * Marks renditions no published page uses with the time first seen so, clears the mark of those
 * used again, and deletes those unused for `graceMs`; answers how many it deleted.
 */
export async function collectRenditions(
  kv: Deno.Kv,
  options: { now?: number; graceMs?: number } = {},
): Promise<number> {
  const now = options.now ?? Date.now();
  const grace = options.graceMs ?? RENDITION_GRACE_MS;
  let deleted = 0;
  let sha: string | null = null;
  let use: Set<string> | null = null;
  const list = kv.list<RenditionRecord>({ prefix: keys.renditionsAll() }, { batchSize: 500 });
  for await (const entry of list) {
    const [, hash, spec] = entry.key as [string, string, string];
    if (hash !== sha) {
      sha = hash;
      use = await publishedUse(kv, hash);
    }
    // Spec: "format;maxWidth;maxHeight;crop" — an uncropped rendition serves any published use.
    const crop = spec.split(";")[3] ?? "";
    const used = use !== null && (crop === "" || use.has(crop));
    const { unusedSince, ...ref } = entry.value;
    if (used) {
      if (unusedSince !== undefined) await kv.atomic().check(entry).set(entry.key, ref).commit();
    } else if (unusedSince === undefined) {
      await kv.atomic().check(entry).set(entry.key, { ...ref, unusedSince: now }).commit();
    } else if (now - unusedSince >= grace) {
      if (!(await kv.atomic().check(entry).delete(entry.key).commit()).ok) continue;
      await deleteBlob(kv, ref as BlobRef);
      deleted++;
    }
  }
  return deleted;
}

/** Purges files in the trash for `TRASH_DAYS` days or more; answers how many it purged. */
export async function purgeExpiredTrash(kv: Deno.Kv, now = Date.now()): Promise<number> {
  const limit = now - TRASH_DAYS * 24 * 60 * 60_000;
  let purged = 0;
  for await (const entry of kv.list<TrashedMediaRecord>({ prefix: keys.mediaTrashAll() })) {
    const f = entry.value;
    if (f.trashedAt > limit) continue;
    const draft = {
      actorID: null,
      // The system's name in the trail (SYSTEM_ACTOR of lib/ops/audit.ts).
      actorName: "system",
      action: "file-purge" as const,
      target: `${f.path === "/" ? "" : f.path}/${f.name} (#${f.id})`,
      summary: `in the trash since ${new Date(f.trashedAt).toISOString()}; ` +
        `${f.size} bytes and ${f.history?.length ?? 0} earlier versions deleted`,
    };
    if (await purgeTrashed(kv, entry, draft)) purged++;
  }
  return purged;
}

export interface CollectorReport {
  /** True when this process did not run it: another did, now or within the last 50 minutes. */
  skipped: boolean;
  /** Version index follow-ups a process left unfinished (version_index.ts). */
  pendingIndexes: number;
  orphanBlobs: number;
  archivedVersions: number;
  renditions: number;
  mediaChanges: number;
  formSubmissions: number;
  newsletterPending: number;
  auditRecords: number;
  trashedFiles: number;
}

/**
 * The collector runs under a lease (lib/db/leases.ts): every process calls it hourly, and the
 * first whose call comes 50 minutes or more after the last finished run does the work. A run
 * cut off (the process died) is run again in full by the next: every rule is checked against
 * what it deletes, so a half-done run leaves nothing the next does not finish.
 */
const COLLECTOR_LEASE = { ttlMs: 10 * 60_000, minIntervalMs: 50 * 60_000 };

/** One run of the hourly collector: every rule above, each on its own (one failing stops none). */
export async function runCollector(
  kv: Deno.Kv,
  options: CollectorOptions,
): Promise<CollectorReport> {
  const outcome = await withLease(kv, "collector", COLLECTOR_LEASE, () => collect(kv, options));
  if (outcome.ran) return outcome.value;
  return {
    skipped: true,
    pendingIndexes: 0,
    orphanBlobs: 0,
    archivedVersions: 0,
    renditions: 0,
    mediaChanges: 0,
    formSubmissions: 0,
    newsletterPending: 0,
    auditRecords: 0,
    trashedFiles: 0,
  };
}

export interface CollectorOptions {
  keepArchivedVersions: number;
  /** The audit trail's floor of kept days (config `auditMinRetentionDays`). */
  auditMinRetentionDays?: number;
  now?: number;
  log?: (msg: string) => void;
}

async function collect(kv: Deno.Kv, options: CollectorOptions): Promise<CollectorReport> {
  const now = options.now ?? Date.now();
  const log = options.log ?? ((msg: string) => logError(msg));
  const step = async (name: string, run: () => Promise<number>) => {
    try {
      return await run();
    } catch (err) {
      log(`collector (${name}): ${err instanceof Error ? err.stack : err}`);
      return 0;
    }
  };
  return {
    skipped: false,
    // First: the renditions rule reads the usage index.
    pendingIndexes: await step("pending version indexes", () => finishPendingIndexes(kv)),
    orphanBlobs: await step("orphan blobs", () => collectOrphanBlobs(kv, now)),
    archivedVersions: await step(
      "archived versions",
      () => collectArchivedVersions(kv, { keep: options.keepArchivedVersions, now }),
    ),
    renditions: await step("renditions", () => collectRenditions(kv, { now })),
    mediaChanges: await step("media change log", () => pruneMediaChanges(kv, now)),
    formSubmissions: await step("form submissions", () => collectExpiredSubmissions(kv, now)),
    newsletterPending: await step(
      "unconfirmed newsletter signups",
      () => purgeStalePending(kv, { now, maxAgeMs: PENDING_SIGNUP_MS }),
    ),
    auditRecords: await step(
      "audit records",
      () => collectExpiredAudit(kv, now, options.auditMinRetentionDays),
    ),
    trashedFiles: await step("media trash", () => purgeExpiredTrash(kv, now)),
  };
}
