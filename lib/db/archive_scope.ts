/**
 * Which keys an export carries. It works at the level of KV keys, so whatever a later feature
 * stores is carried without changes here; what is *not* carried is listed, each with its reason.
 * The rule of thumb: data the site's people made is carried; what belongs to one running
 * installation (sign-ins, one-time links, rate limits, caches that rebuild, mail in flight) is not.
 * The audit trail (`audit`, `audit_settings`) is carried: it is the organisation's history, and a
 * move to another store must not lose who did what (an import keeps each record as it was).
 */
import { keys } from "./keys.ts";
import { searchKeys } from "./search_log.ts";

/** Key prefixes (first part) that are not carried, and why. */
const NOT_CARRIED: Record<string, string> = {
  [keys.session("")[0]]: "sessions: everyone signs in again on the new store",
  [keys.userSessions(0)[0]]: "sessions: everyone signs in again on the new store",
  [keys.token("")[0]]: "one-time tokens (account activation, password reset)",
  [keys.userTokens(0)[0]]: "one-time tokens (account activation, password reset)",
  [keys.shareLink(0)[0]]: "share links for review: short-lived (30 days at most), made again",
  [keys.shareToken("")[0]]: "share links for review: short-lived (30 days at most), made again",
  [keys.pageShares(0)[0]]: "share links for review: short-lived (30 days at most), made again",
  [keys.apiTokens()[0]]: "content API tokens: credentials of this installation, made anew there",
  [keys.apiTokenByID(0)[0]]:
    "content API tokens: credentials of this installation, made anew there",
  [keys.apiTokensUsed()[0]]: "content API tokens: when each was last used on this installation",
  [keys.loginAttempts("")[0]]: "login attempts (lockouts) of this installation",
  [keys.secondFactorSetup(0)[0]]: "two-factor set-ups not yet confirmed: they expire anyway",
  [keys.pendingSignIn("")[0]]: "sign-ins waiting for their second step: everyone signs in again",
  [keys.oidcFlow("")[0]]: "single sign-ons under way: they expire in minutes anyway",
  [keys.webauthnChallenge("")[0]]: "passkey challenges handed out: they expire anyway",
  [keys.throttle("", "")[0]]: "rate limits of this installation",
  [keys.usedFormProof("ticket", "")[0]]: "used captcha answers: their challenges expire anyway",
  [searchKeys.changes()[0]]: "search change log: the index is rebuilt on first start",
  [searchKeys.head()[0]]: "search change log: the index is rebuilt on first start",
  [searchKeys.snapshot()[0]]: "search snapshot: the index is rebuilt on first start",
  [searchKeys.job()[0]]: "search bulk run state of this installation",
  [keys.publicSnapshots()[0]]: "public site snapshots: a cache rebuilt on the first view",
  [keys.pageManifests()[0]]: "published page manifests: a cache rebuilt on the first view",
  [keys.renditionsAll()[0]]: "image renditions: derived from the originals, rebuilt on demand",
  [keys.mediaChanges()[0]]: "media search change log: rebuilt from the file records",
  [keys.pageChanges()[0]]: "page change log: instances read the page records again",
  [keys.pendingBlobs()[0]]: "chunks of uploads cut off or in flight: never visible",
  [keys.outboxAll()[0]]: "mail already handled (the outbox without SMTP): holds one-time links",
  [keys.mailQueueAll()[0]]: "mail waiting to be sent: a copy must not send the origin's mail",
  [keys.mailQueuePart("", 0)[0]]: "mail waiting to be sent: a copy must not send the origin's mail",
  [keys.pagePresences(0)[0]]: "editors with a page open: open tabs of this installation",
  [keys.pageLock(0)[0]]: "soft locks: held by open editor tabs of this installation",
  [keys.siteChanges()[0]]: "what each site change touched: read by running processes only",
  [keys.cdnPurges()[0]]: "CDN purges of this installation's CDN",
  [keys.webhookEvents()[0]]: "webhook events in flight: a copy must not send the origin's events",
  [keys.webhookQueue()[0]]: "webhook deliveries in flight: a copy must not send them again",
  [keys.webhookDeliveriesAll()[0]]: "webhook delivery logs of this installation",
  [keys.webhookHealthAll()[0]]: "webhook failures seen by this installation",
  [keys.auditRepeat("", "")[0]]: "audit repeat counters: rate limits of this installation",
  [keys.pageLockNotice(0, "")[0]]: "take-over notices for open editor tabs of this installation",
};

/**
 * Secrets (`["meta","secret",name]`) that are carried; every other one is made afresh on the new
 * store. "newsletter": subscribers' unsubscribe links (in every mail they already have) are an
 * HMAC under it. "media-urls": image addresses in the public pages are signed with it, so pages
 * stay byte-identical and addresses cached by browsers and search engines keep working. Not
 * carried: "csrf" (CSRF tokens belong to sign-ins, which are not carried either),
 * "client-address" (it keys only the rate limits), "form-captcha" and "form-ticket" (short-lived
 * challenges: a new key makes only forms opened before the move ask again).
 */
const CARRIED_SECRETS = new Set(["newsletter", "media-urls"]);

/** Whether an exported key is carried (values are looked at only where the key cannot tell). */
export function isCarried(key: Deno.KvKey, value: unknown): boolean {
  return notCarriedReason(key, value) === null;
}

/**
 * Why a key is not carried, or null when it is: the one table both the export (which leaves
 * these out) and the import (which refuses an archive holding one) read.
 */
export function notCarriedReason(key: Deno.KvKey, value: unknown): string | null {
  const [first, second, third] = key;
  if (typeof first !== "string") return null;
  if (first in NOT_CARRIED) return NOT_CARRIED[first];
  if (first === "meta") {
    // The schema mark is written from the manifest as the import's last step; the marker is the
    // import's own; the prepared mark is not carried, so the first start on the imported store
    // prepares it (its search snapshot is not carried either). The last backup's time is this
    // installation's.
    const own = [keys.schema(), keys.importMarker(), keys.prepared(), keys.lastBackup()];
    if (own.some((k) => k[1] === second)) {
      return "the store's own marks: written by the import and the first start";
    }
    if (second === keys.secret("")[1] && !CARRIED_SECRETS.has(String(third))) {
      return "secrets of this installation (CSRF, rate limits, captchas) are made afresh";
    }
  }
  // A newsletter subscriber's unsubscribe token is permanent (carried); a confirmation token is
  // one-time (not carried: signing up again mails a fresh one).
  if (
    first === keys.newsletterToken("")[0] &&
    (value as { kind?: string } | null)?.kind === "confirm"
  ) {
    return "one-time tokens (newsletter confirmation)";
  }
  return null;
}

/**
 * The blobs whose chunks are not carried: those of pending uploads, image renditions and search
 * snapshots, whose owners are not carried. Found by reading those owners' few keys before the export.
 */
export async function blobsNotCarried(kv: Deno.Kv): Promise<Set<string>> {
  const ids = new Set<string>();
  for await (const e of kv.list({ prefix: keys.pendingBlobs() })) ids.add(String(e.key[1]));
  for await (const e of kv.list({ prefix: keys.renditionsAll() })) collectBlobRefs(e.value, ids);
  for (const key of [searchKeys.snapshot(), searchKeys.job()]) {
    collectBlobRefs((await kv.get(key)).value, ids);
  }
  return ids;
}

/** Every `{id, chunks, sha256}` object (a BlobRef) inside a value. */
function collectBlobRefs(value: unknown, into: Set<string>): void {
  if (value === null || typeof value !== "object") return;
  if (Array.isArray(value)) return value.forEach((v) => collectBlobRefs(v, into));
  if (value instanceof Map) return value.forEach((v) => collectBlobRefs(v, into));
  const obj = value as Record<string, unknown>;
  if (typeof obj.id === "string" && typeof obj.chunks === "number" && "sha256" in obj) {
    into.add(obj.id);
  }
  Object.values(obj).forEach((v) => collectBlobRefs(v, into));
}

/** Why a prefix is not carried, for docs and the manifest (`notCarried`). */
export function notCarriedReasons(): Record<string, string> {
  return { ...NOT_CARRIED };
}
