/**
 * Webhook events and deliveries (issue 32), a queue in KV:
 *
 * 1. **Event**: a change that webhooks may be told of (a publish, a trashed file, a form sent)
 *    writes one event in its own commit ({@link addWebhookEventIn}), keyed by a fresh event id:
 *    the change and its event are stored together or not at all, and no read is added to the
 *    change (which webhooks want it is decided later). Then this process's worker is woken.
 * 2. **Fan-out**: the worker turns an event into one delivery per webhook that wants it, in one
 *    commit checked against the event, which it deletes ({@link fanOutEvent}): done once.
 * 3. **Delivery**: each queued delivery is claimed with a checked commit before it is sent
 *    ({@link claimQueued}) and settled with one checked against that claim ({@link settleDelivery}):
 *    sent, or queued again for its next attempt.
 *
 * The worker runs under a lease (lib/db/leases.ts), one process at a time; the per-delivery
 * claim also keeps a process that stalled past its lease from sending what another then took.
 * A delivery's record is the webhook's log; it expires after {@link DELIVERY_KEEP_MS}.
 */
import type { DeliveryItem, WebhookEventType } from "../content/webhooks.ts";
import { keys } from "./keys.ts";

/** What happened, as the change's commit wrote it: ids and names, no address (built later). */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  /** When it happened (ms). */
  at: number;
  data: Record<string, unknown>;
}

/**
 * A delivery of an event to one webhook, with its last attempt: what the webhook's log shows
 * (`DeliveryItem`), and the webhook and body it is sent to and with.
 */
export interface DeliveryRecord extends DeliveryItem {
  webhookID: string;
  /** The JSON body, as signed and sent (the same on every attempt and on "send again"). */
  payload: string;
}

/** A delivery waiting for its next attempt. */
export interface QueuedDelivery {
  webhookID: string;
  /** Not tried before this time (ms); while an attempt is under way, the end of its claim. */
  nextAt: number;
  /** "Send again": tried even while the webhook is paused. */
  manual: boolean;
}

/** How long a delivery's record stays in the log. */
export const DELIVERY_KEEP_MS = 30 * 24 * 60 * 60_000;

/** Ids that sort by creation time (delivery logs list newest first by key). */
export function timeSortedID(now = Date.now()): string {
  return `${now.toString(36).padStart(10, "0")}-${crypto.randomUUID()}`;
}

/** Per store: wakes this process's webhook worker after a commit wrote an event. */
const workers = new WeakMap<Deno.Kv, () => void>();

export function onWebhookEvents(kv: Deno.Kv, wake: () => void): void {
  workers.set(kv, wake);
}

export function offWebhookEvents(kv: Deno.Kv): void {
  workers.delete(kv);
}

/** Tells this process's worker (if one runs) that a commit wrote an event. */
export function wakeWebhookWorker(kv: Deno.Kv): void {
  workers.get(kv)?.();
}

/** Adds an event to the commit of the change it tells of; answers the event's id. */
export function addWebhookEventIn(
  op: Deno.AtomicOperation,
  type: WebhookEventType,
  data: Record<string, unknown>,
  at = Date.now(),
): string {
  const id = crypto.randomUUID();
  const key = keys.webhookEvent(id);
  // A fresh random id: no check needed (a commit has at most 100, and the change needs its own).
  op.set(key, { id, type, at, data } satisfies WebhookEvent);
  return id;
}

/** Events not fanned out yet, oldest first (at most `limit`). */
export async function pendingWebhookEvents(
  kv: Deno.Kv,
  limit = 100,
): Promise<Deno.KvEntry<WebhookEvent>[]> {
  const out: Deno.KvEntry<WebhookEvent>[] = [];
  for await (const e of kv.list<WebhookEvent>({ prefix: keys.webhookEvents() })) {
    out.push(e);
    if (out.length >= limit) break;
  }
  return out.sort((a, b) => a.value.at - b.value.at);
}

/**
 * Whether a pass has anything to do, read without writing: an event waiting, or a queued delivery
 * due by `now`; and when the next queued one falls due. An idle process's worker looks here
 * first, so that it takes no lease (a write) for nothing.
 */
export async function webhookWork(
  kv: Deno.Kv,
  now: number,
): Promise<{ pending: boolean; nextAt: number | null }> {
  for await (const _ of kv.list({ prefix: keys.webhookEvents() }, { limit: 1 })) {
    return { pending: true, nextAt: null };
  }
  let nextAt: number | null = null;
  for await (const e of kv.list<QueuedDelivery>({ prefix: keys.webhookQueue() })) {
    if (e.value.nextAt <= now) return { pending: true, nextAt: null };
    if (nextAt === null || e.value.nextAt < nextAt) nextAt = e.value.nextAt;
  }
  return { pending: false, nextAt };
}

/** Adds a delivery and its queue entry to a commit. */
function queueDeliveryIn(op: Deno.AtomicOperation, d: DeliveryRecord, manual: boolean) {
  op.set(keys.webhookDelivery(d.webhookID, d.id), d, { expireIn: DELIVERY_KEEP_MS })
    .set(
      keys.webhookQueued(d.id),
      {
        webhookID: d.webhookID,
        nextAt: d.createdAt,
        manual,
      } satisfies QueuedDelivery,
    );
}

/**
 * Replaces an event (read as `event`) by its deliveries in one checked commit; false when another
 * process fanned it out first.
 */
export async function fanOutEvent(
  kv: Deno.Kv,
  event: Deno.KvEntry<WebhookEvent>,
  deliveries: DeliveryRecord[],
): Promise<boolean> {
  const op = kv.atomic().check(event).delete(event.key);
  for (const d of deliveries) queueDeliveryIn(op, d, false);
  return (await op.commit()).ok;
}

/** Queues `delivery` ("send again" of an earlier one), with `extra` (its audit) in the commit. */
export async function queueResend(
  kv: Deno.Kv,
  delivery: DeliveryRecord,
  extra: (op: Deno.AtomicOperation) => void,
): Promise<void> {
  const op = kv.atomic();
  queueDeliveryIn(op, delivery, true);
  extra(op);
  await op.commit();
}

/** Every queued delivery (sent ones leave the queue, so it stays short). */
export async function queuedDeliveries(kv: Deno.Kv): Promise<Deno.KvEntry<QueuedDelivery>[]> {
  const out: Deno.KvEntry<QueuedDelivery>[] = [];
  for await (const e of kv.list<QueuedDelivery>({ prefix: keys.webhookQueue() })) out.push(e);
  return out;
}

/** The delivery id of a queue entry. */
export function queuedID(entry: Deno.KvEntry<QueuedDelivery>): string {
  return entry.key[1] as string;
}

/** Claims a queued delivery until `until` (checked as read); null when another took it. */
export async function claimQueued(
  kv: Deno.Kv,
  entry: Deno.KvEntry<QueuedDelivery>,
  until: number,
): Promise<Deno.KvEntry<QueuedDelivery> | null> {
  const value = { ...entry.value, nextAt: until };
  const result = await kv.atomic().check(entry).set(entry.key, value).commit();
  return result.ok ? { ...entry, value, versionstamp: result.versionstamp } : null;
}

export function getDelivery(kv: Deno.Kv, webhookID: string, id: string) {
  return kv.get<DeliveryRecord>(keys.webhookDelivery(webhookID, id));
}

/**
 * Settles a claimed delivery: its record as `delivery`, and out of the queue (`nextAt` null) or
 * back in it for `nextAt`; `extra` adds to the commit (the webhook's health, a mail). Checked
 * against the claim and whatever `extra` checks: false when either moved.
 */
export async function settleDelivery(
  kv: Deno.Kv,
  claimed: Deno.KvEntry<QueuedDelivery>,
  delivery: DeliveryRecord,
  nextAt: number | null,
  extra?: (op: Deno.AtomicOperation) => void,
): Promise<boolean> {
  const op = kv.atomic().check(claimed)
    .set(keys.webhookDelivery(delivery.webhookID, delivery.id), delivery, {
      expireIn: DELIVERY_KEEP_MS,
    });
  if (nextAt === null) op.delete(claimed.key);
  else op.set(claimed.key, { ...claimed.value, nextAt });
  extra?.(op);
  return (await op.commit()).ok;
}

/** Drops a queue entry whose webhook is gone. */
export async function dropQueued(kv: Deno.Kv, entry: Deno.KvEntry<QueuedDelivery>) {
  await kv.atomic().check(entry).delete(entry.key).commit();
}

/** A webhook's deliveries, newest first (at most `limit`). */
export async function listDeliveries(
  kv: Deno.Kv,
  webhookID: string,
  limit = 50,
): Promise<DeliveryRecord[]> {
  const out: DeliveryRecord[] = [];
  const iter = kv.list<DeliveryRecord>({ prefix: keys.webhookDeliveries(webhookID) }, {
    reverse: true,
    limit,
  });
  for await (const e of iter) out.push(e.value);
  return out;
}

/** Every delivery of every webhook (tests, diagnostics). */
export async function allDeliveries(kv: Deno.Kv): Promise<DeliveryRecord[]> {
  const out: DeliveryRecord[] = [];
  for await (const e of kv.list<DeliveryRecord>({ prefix: keys.webhookDeliveriesAll() })) {
    out.push(e.value);
  }
  return out;
}

/** Adds the health of a webhook (checked as read) to a commit. */
export function setHealthIn(
  op: Deno.AtomicOperation,
  read: Deno.KvEntryMaybe<unknown>,
  health: { failingSince: number | null; pausedAt: number | null },
): void {
  op.check(read);
  if (health.failingSince === null && health.pausedAt === null) op.delete(read.key);
  else op.set(read.key, health);
}
