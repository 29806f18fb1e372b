/**
 * Share links for review (issue 32): a link shows one version of a page to someone without an
 * account until it expires or is revoked. Only the SHA-256 of the link's token is stored
 * (`share_tokens`), pointing at the link's record; `share_links_by_page` lists a page's links.
 *
 * Records outlive their expiry by {@link KEPT_AFTER_EXPIRY_MS} (KV's `expireIn`), so that an
 * expired link still answers "expired" (410) rather than "unknown" (404) for a while; revoked
 * links are kept as long. Written in checked commits, with the audit record of the action.
 */
import type { AuditDraft } from "./audit.ts";
import { auditIn } from "./audit.ts";
import { idsFrom } from "./counters.ts";
import { keys } from "./keys.ts";
import { commit } from "./kv.ts";
import type { PageRecord, VersionRecord } from "./page_records.ts";

export interface ShareLinkRecord {
  id: number;
  pageID: number;
  /**
   * The version the link shows. A draft stored over after sharing keeps the shared state as an
   * archived version (lib/ops/pages/store_version.ts); the link is moved to it when found
   * (`pinnedUpdatedAt` tells the state apart).
   */
  versionID: number;
  /** The shared version's `updatedAt` when shared: which state of it the link shows. */
  pinnedUpdatedAt: number;
  tokenHash: string;
  /** scrypt hash (lib/auth/password.ts), or null: no password. */
  passwordHash: string | null;
  /** Whether visitors may comment (the comments on drafts read it; issue 32). */
  allowComments: boolean;
  createdAt: number;
  createdBy: number;
  createdByName: string;
  expiresAt: number;
  revokedAt: number | null;
  revokedBy: number | null;
  /** The UTC day ("2026-11-29") of the last use that was recorded in the audit trail. */
  lastUsedDay: string | null;
}

/** How long a record is kept after it expired (or, revoked, after it would have). */
export const KEPT_AFTER_EXPIRY_MS = 30 * 24 * 60 * 60_000;

function keptFor(share: ShareLinkRecord, now: number): number {
  return Math.max(60_000, share.expiresAt + KEPT_AFTER_EXPIRY_MS - now);
}

/** The counter share link ids are taken from. */
const COUNTER = "share_links";

/** Reads the id counter, for {@link insertShareLink} (read beside the operation's other reads). */
export function getShareCounter(kv: Deno.Kv) {
  return kv.get<number>(keys.counter(COUNTER));
}

/**
 * Stores a new link with its id taken from `counter` (as read) and its audit record, in one
 * checked commit; answers the record.
 */
export async function insertShareLink(
  kv: Deno.Kv,
  counter: Deno.KvEntryMaybe<number>,
  share: Omit<ShareLinkRecord, "id">,
  audit: (id: number) => AuditDraft,
  now = Date.now(),
): Promise<ShareLinkRecord> {
  const ids = idsFrom(counter, 1);
  const record: ShareLinkRecord = { ...share, id: ids.ids[0] };
  const expireIn = keptFor(record, now);
  const op = kv.atomic()
    .check({ key: keys.shareToken(record.tokenHash), versionstamp: null })
    .set(keys.shareLink(record.id), record, { expireIn })
    .set(keys.shareToken(record.tokenHash), record.id, { expireIn })
    .set(keys.pageShare(record.pageID, record.id), true, { expireIn });
  ids.takeIn(op);
  await commit(auditIn(op, audit(record.id)));
  return record;
}

export function getShareLinkEntry(kv: Deno.Kv, id: number) {
  return kv.get<ShareLinkRecord>(keys.shareLink(id));
}

/** The link whose token hashes to `tokenHash`, or null: two reads, whether it exists or not. */
export async function shareLinkByTokenHash(
  kv: Deno.Kv,
  tokenHash: string,
): Promise<Deno.KvEntry<ShareLinkRecord> | null> {
  const id = await kv.get<number>(keys.shareToken(tokenHash));
  // An unknown token reads a record as well (id 0 is never given), so both take one shape.
  const entry = await getShareLinkEntry(kv, id.value ?? 0);
  return entry.value && entry.value.tokenHash === tokenHash
    ? entry as Deno.KvEntry<ShareLinkRecord>
    : null;
}

/** Every link of a page still stored (live, expired or revoked), oldest first. */
export async function listPageShareLinks(kv: Deno.Kv, pageID: number): Promise<ShareLinkRecord[]> {
  const ids: number[] = [];
  for await (const e of kv.list({ prefix: keys.pageShares(pageID) })) ids.push(e.key[2] as number);
  const out: ShareLinkRecord[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    const entries = await kv.getMany<ShareLinkRecord[]>(
      ids.slice(i, i + 10).map((id) => keys.shareLink(id)),
    );
    for (const e of entries) if (e.value) out.push(e.value);
  }
  return out;
}

/**
 * Replaces a link read as `before` (revoked, moved to an archived version, its use of the day
 * noted), with the audit record of the change if any; false when it changed meanwhile.
 */
export async function replaceShareLink(
  kv: Deno.Kv,
  before: Deno.KvEntry<ShareLinkRecord>,
  after: ShareLinkRecord,
  audit: AuditDraft | null = null,
  now = Date.now(),
): Promise<boolean> {
  const expireIn = keptFor(after, now);
  const op = kv.atomic().check(before).set(keys.shareLink(after.id), after, { expireIn });
  return (await auditIn(op, audit).commit()).ok;
}

/** The version a link names and its page, in one round trip (either null when gone). */
export async function readSharedVersion(
  kv: Deno.Kv,
  share: Pick<ShareLinkRecord, "versionID" | "pageID">,
): Promise<{ version: VersionRecord | null; page: PageRecord | null }> {
  const [version, page] = await kv.getMany<[VersionRecord, PageRecord]>([
    keys.version(share.versionID),
    keys.page(share.pageID),
  ]);
  return { version: version.value, page: page.value };
}
