/**
 * The media library in KV: folders, file records (the bytes are a chunked blob), the name index
 * that keeps names unique per folder, the hash index (files by content hash), the usage index
 * (which page versions use which file), and cached image renditions. Every change of a file
 * record also notes the file in the change log the search index follows (lib/db/media_search.ts).
 */
import { baseName, parentOf, ROOT } from "../content/media_paths.ts";
import type { VideoRef } from "../content/video.ts";
import { type BlobRef, claimBlob, deleteBlob } from "./blobs.ts";
import type { Mutation } from "./commit_batches.ts";
import { addWebhookEventIn, wakeWebhookWorker } from "./webhook_queue.ts";
import { keys } from "./keys.ts";
import { type AuditDraft, auditIn } from "./audit.ts";
import { commit } from "./kv.ts";

export interface MediaFileRecord {
  id: number;
  /** The folder, "/" or "/a/b". */
  path: string;
  name: string;
  defaultAltText: string;
  shared: boolean;
  kind: "image" | "video" | "audio" | "document";
  mime: string;
  /** Bytes of the original; null for a video link. */
  blob: (BlobRef & { type: string }) | null;
  size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  /** Raster images can be resized and cropped. */
  raster: boolean;
  /** SVG and HTML-like text: only ever served inert. */
  inert: boolean;
  video: VideoRef | null;
  createdAt: number;
  updatedAt: number;
  uploadedBy: number;
  /** Where automatic crops centre, as fractions of width and height (absent: the middle). */
  focalPoint?: { x: number; y: number } | null;
  /** Earlier contents, newest first ("Replace file"); their blobs stay claimed by this record. */
  history?: MediaContentVersion[];
}

/** The content fields of a file: what "Replace file" swaps, keeping everything else. */
export type MediaContent = Pick<
  MediaFileRecord,
  "kind" | "mime" | "blob" | "size" | "sha256" | "width" | "height" | "raster" | "inert"
>;

/** An earlier content of a file, replaced at `replacedAt` by user `replacedBy`. */
export interface MediaContentVersion extends MediaContent {
  replacedAt: number;
  replacedBy: number;
}

/** A file in the trash: its record as it was, and when and by whom it was put there. */
export interface TrashedMediaRecord extends MediaFileRecord {
  trashedAt: number;
  trashedBy: number;
}

export interface MediaDirRecord {
  path: string;
  createdAt: number;
}

export class NameTaken extends Error {
  constructor() {
    super("That name is in use in this folder.");
  }
}

export async function getMediaEntry(kv: Deno.Kv, id: number) {
  return await kv.get<MediaFileRecord>(keys.mediaFile(id));
}

export async function getMedia(kv: Deno.Kv, id: number): Promise<MediaFileRecord | null> {
  return (await getMediaEntry(kv, id)).value;
}

export async function getMediaMany(kv: Deno.Kv, ids: number[]): Promise<MediaFileRecord[]> {
  // getMany takes 10 keys; the batches are read in parallel, a bounded number at a time.
  const out: MediaFileRecord[] = [];
  for (let i = 0; i < ids.length; i += 320) {
    const batches = [];
    for (let j = i; j < Math.min(ids.length, i + 320); j += 10) {
      batches.push(kv.getMany<MediaFileRecord[]>(ids.slice(j, j + 10).map(keys.mediaFile)));
    }
    for (const batch of await Promise.all(batches)) {
      for (const e of batch) if (e.value) out.push(e.value);
    }
  }
  return out;
}

/**
 * The content hashes of each file, current and earlier ("Replace file"), whether it is in the
 * library or in the trash: a page stored meanwhile keeps what names the file once it is back.
 */
export async function mediaHashes(kv: Deno.Kv, ids: number[]): Promise<Map<number, string[]>> {
  const hashes = (f: MediaFileRecord) => [f.sha256, ...(f.history ?? []).map((h) => h.sha256)];
  const out = new Map((await getMediaMany(kv, ids)).map((f) => [f.id, hashes(f)]));
  const missing = ids.filter((id) => !out.has(id));
  for (let i = 0; i < missing.length; i += 10) {
    const batch = await kv.getMany<TrashedMediaRecord[]>(
      missing.slice(i, i + 10).map(keys.mediaTrash),
    );
    for (const e of batch) if (e.value) out.set(e.value.id, hashes(e.value));
  }
  return out;
}

export async function dirExists(kv: Deno.Kv, path: string): Promise<boolean> {
  if (path === ROOT) return true;
  return (await kv.get(keys.mediaDir(parentOf(path), baseName(path)))).versionstamp !== null;
}

/** Whether a file in `dir` has this name (names are unique per folder, case ignored). */
export async function nameTaken(kv: Deno.Kv, dir: string, name: string): Promise<boolean> {
  return (await kv.get(keys.mediaName(dir, name.toLowerCase()))).versionstamp !== null;
}

export async function listSubdirs(kv: Deno.Kv, parent: string): Promise<MediaDirRecord[]> {
  const out: MediaDirRecord[] = [];
  for await (const e of kv.list<MediaDirRecord>({ prefix: keys.mediaDirs(parent) })) {
    out.push(e.value);
  }
  return out;
}

export async function fileIDsIn(kv: Deno.Kv, dir: string): Promise<number[]> {
  const out: number[] = [];
  for await (const e of kv.list<number>({ prefix: keys.mediaNames(dir) })) out.push(e.value);
  return out;
}

/** Every file record (index rebuilds and backfills; records are small and hold no bytes). */
export async function allMedia(kv: Deno.Kv): Promise<MediaFileRecord[]> {
  const out: MediaFileRecord[] = [];
  const list = kv.list<MediaFileRecord>({ prefix: keys.mediaFiles() }, { batchSize: 1000 });
  for await (const e of list) out.push(e.value);
  return out;
}

/** Ids of the files with this content hash, oldest first (from the hash index). */
export async function fileIDsByHash(
  kv: Deno.Kv,
  sha256: string,
  options: { limit?: number } = {},
): Promise<number[]> {
  const out: number[] = [];
  const list = kv.list({ prefix: keys.mediaByHashes(sha256) }, { limit: options.limit });
  for await (const e of list) out.push(e.key[2] as number);
  return out;
}

/** The oldest file with this content hash that has bytes (get-page-file), if any. */
export async function fileByHash(kv: Deno.Kv, sha256: string): Promise<MediaFileRecord | null> {
  if (!sha256) return null;
  const files = await getMediaMany(kv, await fileIDsByHash(kv, sha256));
  return files.find((f) => f.blob) ?? null;
}

/** Adds to a file's commit what every change of a file record carries: the search log entry. */
function noteChangeIn(op: Deno.AtomicOperation, id: number): Deno.AtomicOperation {
  const now = Date.now();
  return op.set(keys.mediaChange(now, id), id).set(keys.mediaStamp(), now);
}

export async function insertDir(
  kv: Deno.Kv,
  dir: MediaDirRecord,
  audit?: AuditDraft,
): Promise<boolean> {
  const key = keys.mediaDir(parentOf(dir.path), baseName(dir.path));
  const op = auditIn(kv.atomic(), audit).check({ key, versionstamp: null }).set(key, dir);
  return (await op.commit()).ok;
}

/**
 * Adds a file record with its name, claiming its blob, in one commit with its audit record;
 * NameTaken if in use.
 */
export async function insertMedia(
  kv: Deno.Kv,
  file: MediaFileRecord,
  audit?: AuditDraft,
): Promise<void> {
  const nameKey = keys.mediaName(file.path, file.name.toLowerCase());
  const op = auditIn(kv.atomic(), audit)
    .check({ key: nameKey, versionstamp: null })
    .check({ key: keys.mediaFile(file.id), versionstamp: null })
    .set(keys.mediaFile(file.id), file)
    .set(nameKey, file.id);
  if (file.sha256) op.set(keys.mediaByHash(file.sha256, file.id), true);
  noteChangeIn(op, file.id);
  if (file.blob) claimBlob(op, file.blob);
  if (!(await op.commit()).ok) throw new NameTaken();
}

/** Replaces a file record read as `before`, moving its name entry when folder or name change. */
export async function replaceMedia(
  kv: Deno.Kv,
  before: Deno.KvEntry<MediaFileRecord>,
  after: MediaFileRecord,
  audit?: AuditDraft,
): Promise<boolean> {
  const b = before.value;
  const op = auditIn(kv.atomic(), audit).check(before).set(keys.mediaFile(after.id), after);
  const oldName = keys.mediaName(b.path, b.name.toLowerCase());
  const newName = keys.mediaName(after.path, after.name.toLowerCase());
  if (oldName.join("\u0000") !== newName.join("\u0000")) {
    op.check({ key: newName, versionstamp: null }).delete(oldName).set(newName, after.id);
  }
  if (b.sha256 !== after.sha256) {
    if (b.sha256) op.delete(keys.mediaByHash(b.sha256, b.id));
    if (after.sha256) op.set(keys.mediaByHash(after.sha256, after.id), true);
  }
  return (await noteChangeIn(op, after.id).commit()).ok;
}

/** What webhooks are told of a library file (its address is built when it is sent). */
function mediaEventData(f: MediaFileRecord): Record<string, unknown> {
  return { mediaID: f.id, name: f.name, folder: f.path, kind: f.kind, sha256: f.sha256 };
}

/**
 * Moves a file record to the trash in one commit: out of `media_files`, its name and hash
 * entries, so nothing serves, lists or finds it. Its bytes, history and the usage entries of the
 * pages that use it stay, so {@link restoreMediaFromTrash} brings it back whole.
 */
export async function trashMedia(
  kv: Deno.Kv,
  before: Deno.KvEntry<MediaFileRecord>,
  by: { trashedAt: number; trashedBy: number },
  audit?: AuditDraft,
): Promise<TrashedMediaRecord> {
  const f = before.value;
  const trashed: TrashedMediaRecord = { ...f, ...by };
  const op = auditIn(kv.atomic(), audit).check(before)
    .check({ key: keys.mediaTrash(f.id), versionstamp: null })
    .delete(keys.mediaFile(f.id))
    .delete(keys.mediaName(f.path, f.name.toLowerCase()))
    .set(keys.mediaTrash(f.id), trashed);
  if (f.sha256) op.delete(keys.mediaByHash(f.sha256, f.id));
  addWebhookEventIn(op, "media.trashed", mediaEventData(f));
  await commit(noteChangeIn(op, f.id));
  wakeWebhookWorker(kv);
  return trashed;
}

export async function getTrashedEntry(kv: Deno.Kv, id: number) {
  return await kv.get<TrashedMediaRecord>(keys.mediaTrash(id));
}

/** Which of `ids` are in the trash. */
export async function trashedIDs(kv: Deno.Kv, ids: number[]): Promise<Set<number>> {
  const out = new Set<number>();
  for (let i = 0; i < ids.length; i += 10) {
    const entries = await kv.getMany<TrashedMediaRecord[]>(
      ids.slice(i, i + 10).map((id) => keys.mediaTrash(id)),
    );
    for (const e of entries) if (e.value) out.add(e.value.id);
  }
  return out;
}

/** Everything in the trash, in no particular order. */
export async function listTrash(kv: Deno.Kv): Promise<TrashedMediaRecord[]> {
  const out: TrashedMediaRecord[] = [];
  for await (const e of kv.list<TrashedMediaRecord>({ prefix: keys.mediaTrashAll() })) {
    out.push(e.value);
  }
  return out;
}

/**
 * Puts a trashed file back as `after` (same id; its folder and name as the caller chose, free
 * ones) in one checked commit; false when the trash entry, the name or the id changed meanwhile.
 */
export async function restoreMediaFromTrash(
  kv: Deno.Kv,
  trashed: Deno.KvEntry<TrashedMediaRecord>,
  after: MediaFileRecord,
  audit?: AuditDraft,
): Promise<boolean> {
  const nameKey = keys.mediaName(after.path, after.name.toLowerCase());
  const op = auditIn(kv.atomic(), audit).check(trashed)
    .check({ key: nameKey, versionstamp: null })
    .check({ key: keys.mediaFile(after.id), versionstamp: null })
    .delete(keys.mediaTrash(after.id))
    .set(keys.mediaFile(after.id), after)
    .set(nameKey, after.id);
  if (after.sha256) op.set(keys.mediaByHash(after.sha256, after.id), true);
  addWebhookEventIn(op, "media.restored", mediaEventData(after));
  const ok = (await noteChangeIn(op, after.id).commit()).ok;
  if (ok) wakeWebhookWorker(kv);
  return ok;
}

/**
 * Deletes a trashed file for good: its trash entry (checked as read), then the bytes of its
 * content and of every earlier content, and the renditions no other file shares.
 */
export async function purgeTrashed(
  kv: Deno.Kv,
  trashed: Deno.KvEntry<TrashedMediaRecord>,
  audit?: AuditDraft,
): Promise<boolean> {
  const op = auditIn(kv.atomic(), audit).check(trashed).delete(trashed.key);
  if (!(await op.commit()).ok) return false;
  const f = trashed.value;
  for (const content of [f, ...(f.history ?? [])]) {
    if (content.blob) await deleteBlob(kv, content.blob);
    await dropRenditionsUnlessShared(kv, content.sha256);
  }
  return true;
}

/**
 * Replaces a file's content (read as `before`) with `content`, keeping its id, folder, name and
 * every usage; the previous content goes to the front of its history (at most `keep` kept; the
 * bytes of older ones are deleted after the commit). The new blob is claimed in the same commit.
 */
export async function replaceMediaContent(
  kv: Deno.Kv,
  before: Deno.KvEntry<MediaFileRecord>,
  content: MediaContent & { blob: BlobRef & { type: string } },
  by: { at: number; userID: number; keep: number },
  audit?: AuditDraft,
): Promise<MediaFileRecord> {
  const b = before.value;
  const previous: MediaContentVersion = {
    kind: b.kind,
    mime: b.mime,
    blob: b.blob,
    size: b.size,
    sha256: b.sha256,
    width: b.width,
    height: b.height,
    raster: b.raster,
    inert: b.inert,
    replacedAt: by.at,
    replacedBy: by.userID,
  };
  const history = [previous, ...(b.history ?? [])];
  const dropped = history.slice(by.keep);
  const after: MediaFileRecord = {
    ...b,
    ...content,
    history: history.slice(0, by.keep),
    updatedAt: by.at,
  };
  const op = auditIn(kv.atomic(), audit).check(before).set(keys.mediaFile(b.id), after);
  if (b.sha256 !== after.sha256) {
    if (b.sha256) op.delete(keys.mediaByHash(b.sha256, b.id));
    op.set(keys.mediaByHash(after.sha256, after.id), true);
  }
  claimBlob(op, content.blob);
  addWebhookEventIn(op, "media.replaced", mediaEventData(after));
  await commit(noteChangeIn(op, b.id));
  wakeWebhookWorker(kv);
  for (const old of dropped) if (old.blob) await deleteBlob(kv, old.blob);
  return after;
}

/** Drops the renditions of content `sha256` unless a library file still has that content. */
async function dropRenditionsUnlessShared(kv: Deno.Kv, sha256: string): Promise<void> {
  // Renditions are shared by identical files (same hash); keep them while another has it.
  if (!sha256 || await hashInUse(kv, sha256)) return;
  for await (const e of kv.list<BlobRef>({ prefix: keys.renditions(sha256) })) {
    await deleteBlob(kv, e.value);
    await kv.delete(e.key);
  }
}

async function hashInUse(kv: Deno.Kv, sha256: string): Promise<boolean> {
  return (await fileIDsByHash(kv, sha256, { limit: 1 })).length > 0;
}

/** Renames a folder key (the records of its files are moved by the caller). */
export async function moveDirRecord(
  kv: Deno.Kv,
  from: string,
  to: string,
  audit?: AuditDraft,
): Promise<boolean> {
  const oldKey = keys.mediaDir(parentOf(from), baseName(from));
  const newKey = keys.mediaDir(parentOf(to), baseName(to));
  const old = await kv.get<MediaDirRecord>(oldKey);
  if (!old.value) return false;
  return (await auditIn(kv.atomic(), audit).check(old).check({ key: newKey, versionstamp: null })
    .delete(oldKey).set(newKey, { ...old.value, path: to }).commit()).ok;
}

export async function deleteDirRecord(
  kv: Deno.Kv,
  path: string,
  audit?: AuditDraft,
): Promise<void> {
  await commit(auditIn(kv.atomic(), audit).delete(keys.mediaDir(parentOf(path), baseName(path))));
}

// — Usage index —

/**
 * The changes that take a version's usage entries from the files `had` (its `version_media`
 * entries as read) to `fileIDs`, one pair of entries a file: each pair is written in one commit
 * (version_index.ts), so `version_media` always names every `media_usage` entry of a version.
 * Additions come first: an entry left pointing at a file a version no longer uses only keeps the
 * file "in use" a moment longer, one missing for a file it uses could let the file go.
 */
export function usageMutations(
  usage: { versionID: number; pageID: number; had: readonly number[]; fileIDs: readonly number[] },
): Mutation[][] {
  const { versionID, pageID } = usage;
  const had = new Set(usage.had);
  const wanted = new Set(usage.fileIDs);
  const out: Mutation[][] = [];
  for (const id of wanted) {
    if (had.has(id)) continue;
    out.push([
      { key: keys.mediaUsage(id, versionID), value: pageID },
      { key: keys.versionMedia(versionID, id), value: true },
    ]);
  }
  for (const id of had) {
    if (wanted.has(id)) continue;
    out.push([
      { key: keys.mediaUsage(id, versionID), delete: true },
      { key: keys.versionMedia(versionID, id), delete: true },
    ]);
  }
  return out;
}

export async function versionFileIDs(kv: Deno.Kv, versionID: number): Promise<number[]> {
  const out: number[] = [];
  const list = kv.list({ prefix: keys.versionMedias(versionID) }, { batchSize: 1000 });
  for await (const e of list) {
    out.push(e.key[2] as number);
  }
  return out;
}

/** The (versionID → pageID) pairs of versions that use a file. */
export async function fileUsage(kv: Deno.Kv, fileID: number): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for await (
    const e of kv.list<number>({ prefix: keys.mediaUsages(fileID) }, { batchSize: 1000 })
  ) {
    out.set(e.key[2] as number, e.value);
  }
  return out;
}

// — Renditions —

/** A kept rendition: its bytes, their type, and since when no published page uses it (if so). */
export type RenditionRecord = BlobRef & { type: string; unusedSince?: number };

export async function getRendition(kv: Deno.Kv, sha256: string, spec: string) {
  return (await kv.get<RenditionRecord>(keys.rendition(sha256, spec))).value;
}

export async function putRendition(
  kv: Deno.Kv,
  sha256: string,
  spec: string,
  ref: BlobRef & { type: string },
): Promise<void> {
  const key = keys.rendition(sha256, spec);
  const op = kv.atomic().check({ key, versionstamp: null }).set(key, ref);
  claimBlob(op, ref);
  // Another instance computed it at the same time: keep theirs, drop ours.
  if (!(await op.commit()).ok) await deleteBlob(kv, ref);
}
