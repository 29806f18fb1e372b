/**
 * Share links for review (issue 32): someone who may edit a page makes a link that shows one
 * version of it, as the public site would draw it, to anyone holding the link — for a chosen
 * time, optionally behind a password — lists the page's live links and revokes them. The visitor's
 * side (lib/site/share_page.ts) resolves a token with {@link resolveShareToken}, which the
 * comments on drafts use too (a link that allows comments).
 *
 * The token is 32 random bytes; only its SHA-256 is stored. Creating and revoking are audited in
 * their commit; the first use of a link per day (UTC) too, by whoever used it (anonymous).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { hashPassword, verifyPassword } from "../../auth/password.ts";
import { type Limit, takeGo } from "../../auth/throttle.ts";
import { hashToken, randomToken } from "../../auth/tokens.ts";
import {
  SHARE_PATH_PREFIX,
  shareLinkBody,
  type ShareLinkCreated,
  type ShareLinkInput,
  type ShareLinkJson,
} from "../../content/share_links.ts";
import type { PageRecord, VersionRecord } from "../../db/page_records.ts";
import {
  getShareCounter,
  getShareLinkEntry,
  insertShareLink,
  listPageShareLinks,
  readSharedVersion,
  replaceShareLink,
  shareLinkByTokenHash,
  type ShareLinkRecord,
} from "../../db/share_links.ts";
import { getVersions, listVersionIDs } from "../../db/versions.ts";
import { apiError } from "../../http/errors.ts";
import { loadEditableVersion, loadPage, requirePagePermission } from "../access/page_access.ts";
import { requirePermission } from "../access/access.ts";
import { actorName, auditDraft, auditDrafter, pageTarget } from "../audit.ts";
import type { Actor, Deps } from "../deps.ts";
import { getPageEntry } from "../../db/pages.ts";

/**
 * The clock of share links: expiry, the day of use. A test advances it to see a link expire
 * without waiting days (tests/routes/api/share_links_test.ts).
 */
export const shareClock = { now: (): number => Date.now() };

const HOUR_MS = 60 * 60_000;

/** Passwords tried on one link: at most 10 per 15 minutes, whoever tries (guessing bound). */
export const SHARE_PASSWORD_LIMIT: Limit = { gapMs: 0, max: 10, periodMs: 15 * 60_000 };

function shareUrl(deps: Deps, token: string): string {
  return deps.config.publicUrl.replace(/\/+$/, "") + SHARE_PATH_PREFIX + token;
}

/**
 * A link to version `versionID` for `input.hours` (1 to 720), for someone who may edit the page
 * (403 UM_01 otherwise). Not for the live version (SHARE_01): its public address shows it.
 */
export async function createShareLink(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
  input: ShareLinkInput,
): Promise<ShareLinkCreated> {
  const body = shareLinkBody.parse(input);
  const drafter = auditDrafter(deps);
  const counter = getShareCounter(deps.kv);
  counter.catch(() => {}); // Awaited below, unless the permission check threw first.
  const { version, page, actor: a } = await loadEditableVersion(deps, actor, versionID);
  if (page.publishedVersionID === version.id) throw apiError("SHARE_01", "pageVersion");
  const now = shareClock.now();
  const token = randomToken(32);
  const expiresAt = now + body.hours * HOUR_MS;
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const draft = await drafter(a, {
    action: "share-create",
    target: pageTarget(page),
    summary: "",
  });
  const record = await insertShareLink(
    deps.kv,
    await counter,
    {
      pageID: page.id,
      versionID: version.id,
      pinnedUpdatedAt: version.updatedAt,
      tokenHash: hashToken(token),
      passwordHash,
      allowComments: body.allowComments,
      createdAt: now,
      createdBy: a.user.id,
      createdByName: actorName(a.user),
      expiresAt,
      revokedAt: null,
      revokedBy: null,
      lastUsedDay: null,
    },
    (id) => ({
      ...draft,
      summary: `share link ${id} to version ${version.id}, ${body.hours} h` +
        (passwordHash ? ", with a password" : "") + (body.allowComments ? ", comments" : ""),
    }),
    now,
  );
  return {
    id: record.id,
    url: shareUrl(deps, token),
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

function isLive(share: ShareLinkRecord, now: number): boolean {
  return share.revokedAt === null && share.expiresAt > now;
}

function present(share: ShareLinkRecord): ShareLinkJson {
  return {
    id: share.id,
    pageID: share.pageID,
    versionID: share.versionID,
    createdAt: new Date(share.createdAt).toISOString(),
    createdBy: { ID: share.createdBy, name: share.createdByName },
    expiresAt: new Date(share.expiresAt).toISOString(),
    hasPassword: share.passwordHash !== null,
    allowComments: share.allowComments,
  };
}

/** The page's live links (neither expired nor revoked), newest first. */
export async function listShareLinks(
  deps: Deps,
  actor: Actor | null,
  pageID: number,
): Promise<ShareLinkJson[]> {
  const links = listPageShareLinks(deps.kv, pageID);
  links.catch(() => {});
  await loadPage(deps, actor, pageID, "edit-page");
  const now = shareClock.now();
  return (await links).filter((s) => isLive(s, now)).reverse().map(present);
}

/**
 * Revokes a live link (SHARE_02 when there is none by that id, or it is no longer live): its
 * address answers 410 from now on. For anyone who may edit the page, not only its maker.
 */
export async function revokeShareLink(
  deps: Deps,
  actor: Actor | null,
  shareID: number,
): Promise<void> {
  requirePermission(actor, "edit-page");
  const entry = await getShareLinkEntry(deps.kv, shareID);
  const share = entry.value;
  const page = share ? (await getPageEntry(deps.kv, share.pageID)).value : null;
  if (!share || !page) throw apiError("SHARE_02", "share");
  const a = requirePagePermission(actor, "edit-page", page);
  const now = shareClock.now();
  if (!isLive(share, now)) throw apiError("SHARE_02", "share");
  const audit = await auditDraft(deps, a, {
    action: "share-revoke",
    target: pageTarget(page),
    summary: `share link ${share.id} to version ${share.versionID}`,
  });
  const after = { ...share, revokedAt: now, revokedBy: a.user.id };
  const done = await replaceShareLink(
    deps.kv,
    entry as Deno.KvEntry<ShareLinkRecord>,
    after,
    audit,
    now,
  );
  // Changed meanwhile (revoked by someone else, or its use noted): decide on it afresh.
  if (!done) return revokeShareLink(deps, actor, shareID);
}

/** What a share link's token stands for now. */
export type ShareResolution =
  | { kind: "unknown" }
  | { kind: "expired" | "revoked" | "gone"; share: ShareLinkRecord; page: PageRecord | null }
  /** The shared version is the page's live one now. */
  | { kind: "published"; share: ShareLinkRecord; page: PageRecord }
  | { kind: "live"; share: ShareLinkRecord; page: PageRecord; version: VersionRecord };

/**
 * Resolves a token to its link and the version it shows. Every token is hashed and looked up
 * alike (no early answer for one of the wrong shape), and an unknown one reads what a known one
 * reads (three round trips), so the time to the answer does not tell them apart. The version is the state that was shared: a draft stored over since is
 * found in its archived state (and the link moved to it). "gone": the page, or that state, is
 * deleted.
 */
export async function resolveShareToken(deps: Deps, token: string): Promise<ShareResolution> {
  const entry = await shareLinkByTokenHash(deps.kv, hashToken(token.slice(0, 200)));
  if (!entry) {
    // The reads a known link makes (ids 0 are never given): the same shape up to the answer.
    await readSharedVersion(deps.kv, { versionID: 0, pageID: 0 });
    return { kind: "unknown" };
  }
  const share = entry.value;
  // Read whatever the link's state: its page says in which language to answer.
  const { version, page } = await readSharedVersion(deps.kv, share);
  const now = shareClock.now();
  if (share.revokedAt !== null) return { kind: "revoked", share, page };
  if (share.expiresAt <= now) return { kind: "expired", share, page };
  if (!page || !version) return { kind: "gone", share, page };
  const shown = version.updatedAt === share.pinnedUpdatedAt
    ? version
    : await sharedState(deps, share, page);
  if (!shown) return { kind: "gone", share, page };
  if (shown.id !== share.versionID) {
    // Once found, the archived state is read directly; a lost race only costs the next visit.
    const moved = { ...share, versionID: shown.id };
    if (await replaceShareLink(deps.kv, entry, moved, null, now)) {
      return settle({ ...entry, value: moved }, page, shown);
    }
  }
  return settle(entry, page, shown);
}

function settle(
  entry: Deno.KvEntry<ShareLinkRecord>,
  page: PageRecord,
  version: VersionRecord,
): ShareResolution {
  const share = entry.value;
  if (page.publishedVersionID === version.id) return { kind: "published", share, page };
  return { kind: "live", share, page, version };
}

/**
 * The archived state of a draft stored over since it was shared: an archive keeps the draft's
 * record as it was (its `updatedAt` included) under a newer id, `archivedFrom` the draft.
 */
async function sharedState(
  deps: Deps,
  share: ShareLinkRecord,
  page: PageRecord,
): Promise<VersionRecord | null> {
  const newer = (await listVersionIDs(deps.kv, page.id)).filter((id) => id > share.versionID);
  const versions = await getVersions(deps.kv, newer);
  for (const v of versions.values()) {
    if (v.archivedFrom === share.versionID && v.updatedAt === share.pinnedUpdatedAt) return v;
  }
  return null;
}

/** The value of the cookie that remembers a link's password was given (scoped to the link). */
export function shareUnlockValue(share: ShareLinkRecord): string {
  // Keyed by the password's stored hash, which never leaves the server: only a right password
  // earns it, and it is worth nothing for any other link.
  return createHmac("sha256", share.passwordHash ?? "")
    .update(`share-unlock:${share.id}`).digest("base64url");
}

/** Whether a cookie value is the link's unlock value. */
export function isShareUnlocked(share: ShareLinkRecord, cookie: string | undefined): boolean {
  if (share.passwordHash === null) return true;
  if (!cookie) return false;
  const want = Buffer.from(shareUnlockValue(share));
  const got = Buffer.from(cookie);
  return want.length === got.length && timingSafeEqual(want, got);
}

/**
 * Checks a password given for a link, within {@link SHARE_PASSWORD_LIMIT} per link: "right",
 * "wrong", or "limited" (too many tries; not checked).
 */
export async function checkSharePassword(
  deps: Deps,
  share: ShareLinkRecord,
  password: string,
): Promise<"right" | "wrong" | "limited"> {
  const go = await takeGo(
    deps.kv,
    "share-password",
    share.id,
    SHARE_PASSWORD_LIMIT,
    shareClock.now(),
  );
  if (!go) return "limited";
  return await verifyPassword(password.slice(0, 200), share.passwordHash) ? "right" : "wrong";
}

/**
 * Notes a view of a live link: the first of the day (UTC) is recorded in the audit trail, by
 * someone anonymous (with their address where the trail keeps addresses). A view that loses a
 * race to another one of the same day records nothing more.
 */
export async function noteShareUse(
  deps: Deps,
  resolved: Extract<ShareResolution, { kind: "live" }>,
  clientAddress?: string,
): Promise<void> {
  const now = shareClock.now();
  const day = new Date(now).toISOString().slice(0, 10);
  const { share, page } = resolved;
  if (share.lastUsedDay === day) return;
  const entry = await getShareLinkEntry(deps.kv, share.id);
  if (!entry.value || entry.value.lastUsedDay === day) return;
  const audit = await auditDraft(deps, { anonymous: true, clientAddress }, {
    action: "share-use",
    target: pageTarget(page),
    summary: `share link ${share.id} to version ${entry.value.versionID}`,
  });
  await replaceShareLink(
    deps.kv,
    entry as Deno.KvEntry<ShareLinkRecord>,
    { ...entry.value, lastUsedDay: day },
    audit,
    now,
  );
}
