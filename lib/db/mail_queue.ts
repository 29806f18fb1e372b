/**
 * Mail waiting to go out. Mail that must not be lost (what a visitor sent through a form) is
 * queued in the same commit as the record it is about, then delivered by lib/mail/queue.ts;
 * a failed attempt is retried later, so an SMTP server that is down loses nothing. A mail too
 * large for one value (a long message, escaped in the HTML part) is kept as its JSON in parts,
 * written in the same commit.
 */
import type { Mail } from "../content/mail.ts";
import { keys } from "./keys.ts";

export interface QueuedMail {
  /** The mail itself, or absent when it is kept in `parts` parts. */
  mail?: Mail;
  parts?: number;
  /** Failed attempts so far. */
  attempts: number;
  /** Not to be tried before this time (ms); also the lease of an attempt under way. */
  nextAt: number;
  createdAt: number;
  lastError?: string;
}

/** UTF-16 units of JSON per part: at most 2 bytes each as stored, well within 64 KiB. */
const PART_LENGTH = 15_000;

/** A fresh queue id: sorts by creation time, unique without a counter. */
export function mailQueueID(now = Date.now()): string {
  return `${now.toString(36).padStart(10, "0")}-${crypto.randomUUID()}`;
}

/** Adds the queuing of `mail` to a commit; answers its queue id. */
export function queueMailIn(op: Deno.AtomicOperation, mail: Mail, now = Date.now()): string {
  const id = mailQueueID(now);
  const json = JSON.stringify(mail);
  const value: QueuedMail = { attempts: 0, nextAt: now, createdAt: now };
  if (json.length <= PART_LENGTH) value.mail = mail;
  else {
    value.parts = Math.ceil(json.length / PART_LENGTH);
    for (let i = 0; i < value.parts; i++) {
      op.set(keys.mailQueuePart(id, i), json.slice(i * PART_LENGTH, (i + 1) * PART_LENGTH));
    }
  }
  op.check({ key: keys.mailQueue(id), versionstamp: null }).set(keys.mailQueue(id), value);
  return id;
}

export function getQueuedMail(kv: Deno.Kv, id: string) {
  return kv.get<QueuedMail>(keys.mailQueue(id));
}

/** The id of a queue entry's key. */
export function queueIDOf(key: Deno.KvKey): string {
  return key[1] as string;
}

/** The mail of a queue entry, its parts joined when it has them (null: parts missing). */
export async function mailOf(kv: Deno.Kv, id: string, q: QueuedMail): Promise<Mail | null> {
  if (q.mail) return q.mail;
  const keysOf = Array.from({ length: q.parts ?? 0 }, (_, i) => keys.mailQueuePart(id, i));
  let json = "";
  for (let i = 0; i < keysOf.length; i += 10) {
    for (const e of await kv.getMany<string[]>(keysOf.slice(i, i + 10))) {
      if (e.value === null) return null;
      json += e.value;
    }
  }
  return JSON.parse(json);
}

/** Adds the removal of a queue entry (and its parts) to a commit. */
export function unqueueIn(op: Deno.AtomicOperation, id: string, q: QueuedMail) {
  op.delete(keys.mailQueue(id));
  for (let i = 0; i < (q.parts ?? 0); i++) op.delete(keys.mailQueuePart(id, i));
  return op;
}

/** Queued mail due at `now` (oldest first), at most `limit`. */
export async function dueMail(
  kv: Deno.Kv,
  now: number,
  limit = 100,
): Promise<Deno.KvEntry<QueuedMail>[]> {
  const out: Deno.KvEntry<QueuedMail>[] = [];
  for await (const e of kv.list<QueuedMail>({ prefix: keys.mailQueueAll() }, { batchSize: 500 })) {
    if (e.value.nextAt <= now) out.push(e);
    if (out.length >= limit) break;
  }
  return out;
}

/** Every queued mail with its mail (tests, diagnostics). */
export async function listQueuedMail(kv: Deno.Kv): Promise<(QueuedMail & { mail: Mail })[]> {
  const out: (QueuedMail & { mail: Mail })[] = [];
  for await (const e of kv.list<QueuedMail>({ prefix: keys.mailQueueAll() })) {
    const mail = await mailOf(kv, queueIDOf(e.key), e.value);
    if (mail) out.push({ ...e.value, mail });
  }
  return out;
}

/** Mail waiting in the queue (the operator's gauge), counted up to `max` keys read. */
export async function countQueuedMail(kv: Deno.Kv, max = 100_000): Promise<number> {
  let n = 0;
  for await (const _ of kv.list({ prefix: keys.mailQueueAll() }, { batchSize: 1000 })) {
    if (++n >= max) break;
  }
  return n;
}

/** A queued mail as claimed: the key and the versionstamp of the claim. */
export interface ClaimedMail {
  key: Deno.KvKey;
  versionstamp: string;
}

/**
 * Claims a queued mail (read as `entry`) until `until` with a checked commit, so that another
 * instance does not send it meanwhile; null when another instance claimed it first.
 */
export async function claimQueuedMail(
  kv: Deno.Kv,
  entry: Deno.KvEntry<QueuedMail>,
  until: number,
): Promise<ClaimedMail | null> {
  const claim = await kv.atomic().check(entry).set(entry.key, { ...entry.value, nextAt: until })
    .commit();
  return claim.ok ? { key: entry.key, versionstamp: claim.versionstamp } : null;
}

/** Removes a claimed mail and its parts (nothing, if the claim was lost). */
export async function unqueueClaimed(
  kv: Deno.Kv,
  claimed: ClaimedMail,
  id: string,
  q: QueuedMail,
): Promise<void> {
  await unqueueIn(kv.atomic().check(claimed), id, q).commit();
}

/** Puts a claimed mail back in the queue as `next` (nothing, if the claim was lost). */
export async function requeueClaimed(
  kv: Deno.Kv,
  claimed: ClaimedMail,
  next: QueuedMail,
): Promise<void> {
  await kv.atomic().check(claimed).set(claimed.key, next).commit();
}
