/**
 * Newsletter subscribers in KV. One record per address (the address index is written with a
 * `versionstamp: null` check, so concurrent signups of one address make one record), and two
 * kinds of link token stored under their SHA-256, never as they are: the single-use, expiring
 * confirmation token (only the latest one mailed works) and the subscriber's unsubscribe token.
 * Every change is one atomic commit checked against the record as read; mail that goes with a
 * change (lib/db/mail_queue.ts) is queued in that same commit, so it is neither lost nor sent
 * for a change that did not happen.
 */
import type { Subscriber } from "../content/newsletter.ts";
import type { Mail } from "../content/mail.ts";
import { type AuditDraft, auditIn } from "./audit.ts";
import { keys } from "./keys.ts";
import { queueMailIn } from "./mail_queue.ts";

export interface SubscriberRecord extends Subscriber {
  /** Hash of the confirmation token last mailed; null once confirmed (or left). */
  confirmHash: string | null;
  /** When that token stops working (ms). */
  confirmExpiresAt: number | null;
  /** Hash of the subscriber's unsubscribe token (lib/ops/newsletter/links.ts derives it). */
  unsubscribeHash: string;
  /** When confirmation mails went out lately: re-sends are limited (lib/auth/throttle.ts). */
  mailedAt: number[];
}

/** What a token's key points at. */
export interface NewsletterToken {
  kind: "confirm" | "unsubscribe";
  subscriberID: string;
}

/** A fresh subscriber id: sorts by creation time, unique without a counter. */
export function newSubscriberID(now = Date.now()): string {
  const random = crypto.getRandomValues(new Uint8Array(8));
  const hex = [...random].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${now.toString(36).padStart(9, "0")}-${hex}`;
}

export function getSubscriber(kv: Deno.Kv, id: string) {
  return kv.get<SubscriberRecord>(keys.newsletterSubscriber(id));
}

/** The subscriber of an address (normalised), or null. */
export async function findSubscriberByEmail(
  kv: Deno.Kv,
  email: string,
): Promise<Deno.KvEntry<SubscriberRecord> | null> {
  const pointer = await kv.get<string>(keys.newsletterEmail(email));
  if (!pointer.value) return null;
  const entry = await getSubscriber(kv, pointer.value);
  return entry.value ? entry as Deno.KvEntry<SubscriberRecord> : null;
}

/** Token keys outlive their expiry by a minute: the code checks the time (expireIn is lazy). */
function tokenExpiry(expiresAt: number, now: number): number {
  return Math.max(60_000, expiresAt - now + 60_000);
}

/** Queues `mail` in `op` when there is one; answers the queue id. */
function queueIn(op: Deno.AtomicOperation, mail: Mail | undefined, now: number): string | null {
  return mail ? queueMailIn(op, mail, now) : null;
}

/** Sets the record's live confirmation token in `op`, expiring with it; none, nothing set. */
function setConfirmToken(op: Deno.AtomicOperation, record: SubscriberRecord, now: number): void {
  if (!record.confirmHash || !record.confirmExpiresAt) return;
  op.set(
    keys.newsletterToken(record.confirmHash),
    { kind: "confirm", subscriberID: record.id } satisfies NewsletterToken,
    { expireIn: tokenExpiry(record.confirmExpiresAt, now) },
  );
}

export interface Written {
  /** False when the store changed since it was read: read again and decide again. */
  ok: boolean;
  /** The queue id of the mail sent with the change. */
  mailID: string | null;
}

/**
 * Adds a subscriber with its live confirmation token and its unsubscribe token, and queues the
 * confirmation mail; not ok when the address got a subscriber meanwhile.
 */
export async function insertSubscriber(
  kv: Deno.Kv,
  record: SubscriberRecord,
  options: { mail?: Mail; now?: number } = {},
): Promise<Written> {
  const now = options.now ?? Date.now();
  const op = kv.atomic()
    .check({ key: keys.newsletterEmail(record.email), versionstamp: null })
    .check({ key: keys.newsletterSubscriber(record.id), versionstamp: null })
    .set(keys.newsletterSubscriber(record.id), record)
    .set(keys.newsletterEmail(record.email), record.id)
    .set(
      keys.newsletterToken(record.unsubscribeHash),
      { kind: "unsubscribe", subscriberID: record.id } satisfies NewsletterToken,
    );
  setConfirmToken(op, record, now);
  const mailID = queueIn(op, options.mail, now);
  return { ok: (await op.commit()).ok, mailID };
}

/**
 * Saves `next` over the record read as `entry`, checked. A confirmation token that changes is
 * swapped in the same commit: the old one's key goes, the new one's comes, so exactly the
 * latest link mailed works.
 */
export async function updateSubscriber(
  kv: Deno.Kv,
  entry: Deno.KvEntry<SubscriberRecord>,
  next: SubscriberRecord,
  options: { mail?: Mail; now?: number } = {},
): Promise<Written> {
  const now = options.now ?? Date.now();
  const before = entry.value;
  const op = kv.atomic().check(entry).set(entry.key, next);
  if (before.confirmHash && before.confirmHash !== next.confirmHash) {
    op.delete(keys.newsletterToken(before.confirmHash));
  }
  if (next.confirmHash !== before.confirmHash) setConfirmToken(op, next, now);
  const mailID = queueIn(op, options.mail, now);
  return { ok: (await op.commit()).ok, mailID };
}

/**
 * The subscriber a token of `kind` belongs to, or null when the token is unknown, of the other
 * kind, or no longer the subscriber's (a confirmation token replaced by a later one).
 */
export async function subscriberOfToken(
  kv: Deno.Kv,
  tokenHash: string,
  kind: NewsletterToken["kind"],
): Promise<Deno.KvEntry<SubscriberRecord> | null> {
  const token = await kv.get<NewsletterToken>(keys.newsletterToken(tokenHash));
  if (token.value?.kind !== kind) return null;
  const entry = await getSubscriber(kv, token.value.subscriberID);
  if (!entry.value) return null;
  const own = kind === "confirm"
    ? entry.value.confirmHash === tokenHash
    : entry.value.unsubscribeHash === tokenHash;
  return own ? entry as Deno.KvEntry<SubscriberRecord> : null;
}

/** Every subscriber, oldest first (ids sort by creation time). */
export async function listSubscribers(kv: Deno.Kv): Promise<SubscriberRecord[]> {
  const out: SubscriberRecord[] = [];
  const entries = kv.list<SubscriberRecord>(
    { prefix: keys.newsletterSubscribers() },
    { batchSize: 500 },
  );
  for await (const entry of entries) out.push(entry.value);
  return out;
}

/** Deletes a subscriber with its address and tokens, checked; false when it changed meanwhile. */
export async function deleteSubscriber(
  kv: Deno.Kv,
  entry: Deno.KvEntry<SubscriberRecord>,
  audit?: AuditDraft,
): Promise<boolean> {
  const s = entry.value;
  const op = auditIn(kv.atomic(), audit).check(entry)
    .delete(entry.key)
    .delete(keys.newsletterToken(s.unsubscribeHash));
  if (s.confirmHash) op.delete(keys.newsletterToken(s.confirmHash));
  // The address is only this subscriber's while it points here (it always should).
  const pointer = await kv.get<string>(keys.newsletterEmail(s.email));
  if (pointer.value === s.id) op.check(pointer).delete(pointer.key);
  return (await op.commit()).ok;
}

/**
 * Deletes subscribers still pending `maxAgeMs` after they last signed up: an address somebody
 * typed but its owner never confirmed is not kept. Answers how many went.
 */
export async function purgeStalePending(
  kv: Deno.Kv,
  options: { now: number; maxAgeMs: number },
): Promise<number> {
  let deleted = 0;
  const entries = kv.list<SubscriberRecord>(
    { prefix: keys.newsletterSubscribers() },
    { batchSize: 500 },
  );
  for await (const entry of entries) {
    const s = entry.value;
    const last = Math.max(s.createdAt, ...s.mailedAt);
    if (s.status !== "pending" || options.now - last < options.maxAgeMs) continue;
    if (await deleteSubscriber(kv, entry)) deleted++;
  }
  return deleted;
}
