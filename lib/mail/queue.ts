/**
 * Delivery of queued mail (lib/db/mail_queue.ts): each due mail is claimed with a lease (one
 * checked commit, so two instances never send it both), sent through the mailer, then removed;
 * a failure is retried later with a growing pause. Every process runs this (a timer each); the
 * per-mail claim is what makes each mail go out once across them, no job lease is needed. A
 * process that dies between its claim and the removal leaves the mail claimed: it is due again
 * when the lease ({@link LEASE_MS}) runs out and another process sends it then, once. (Had the
 * mail server already taken it, that one mail goes out twice: SMTP has no way to ask.) Run right after queuing and every minute
 * (main.ts). Mail that still fails after {@link GIVE_UP_MS} goes to the outbox, which keeps it
 * for staff to find, and the log.
 */
import { addToOutbox } from "../db/outbox.ts";
import {
  claimQueuedMail,
  dueMail,
  getQueuedMail,
  mailOf,
  type QueuedMail,
  queueIDOf,
  requeueClaimed,
  unqueueClaimed,
} from "../db/mail_queue.ts";
import { logError, logWarn } from "../observe/log.ts";
import { mailFailures } from "../observe/metrics.ts";
import type { Mailer } from "./mailer.ts";

/** How long one attempt may take before another instance may try the mail again. */
const LEASE_MS = 5 * 60_000;
/** The pause after the first failure; it doubles up to {@link MAX_PAUSE_MS}. */
const FIRST_PAUSE_MS = 60_000;
const MAX_PAUSE_MS = 60 * 60_000;
/** Mail that has failed for this long is given up on (moved to the outbox). */
export const GIVE_UP_MS = 7 * 24 * 60 * 60_000;

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/** The pause before the next attempt after `attempts` failures. */
export function retryPause(attempts: number): number {
  return Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.max(0, attempts - 1));
}

async function deliverOne(
  kv: Deno.Kv,
  mailer: Mailer,
  entry: Deno.KvEntry<QueuedMail>,
  now: number,
): Promise<"sent" | "failed" | "skipped"> {
  const q = entry.value;
  const id = queueIDOf(entry.key);
  // The lease counts from the claim itself, not from when this batch began: a long batch must
  // not hand out claims that are already near their end.
  const claimed = await claimQueuedMail(kv, entry, Date.now() + LEASE_MS);
  if (!claimed) return "skipped";
  const mail = await mailOf(kv, id, q);
  if (!mail) {
    // Parts gone (never written together with their entry, so only by hand): nothing to send.
    logError(`Queued mail ${id} has lost its parts; dropped.`);
    await unqueueClaimed(kv, claimed, id, q);
    return "failed";
  }
  try {
    await mailer.send(mail);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    mailFailures.inc();
    const attempts = q.attempts + 1;
    if (now - q.createdAt >= GIVE_UP_MS) {
      logError(`Mail to ${mail.to} failed for a week; kept in the outbox`, undefined, { message });
      await addToOutbox(kv, { ...mail, createdAt: q.createdAt });
      await unqueueClaimed(kv, claimed, id, q);
    } else {
      logWarn(`Mail to ${mail.to} failed, retried later`, { attempts, message });
      const next: QueuedMail = {
        ...q,
        attempts,
        nextAt: Date.now() + retryPause(attempts),
        lastError: message.slice(0, 500),
      };
      await requeueClaimed(kv, claimed, next);
    }
    return "failed";
  }
  await unqueueClaimed(kv, claimed, id, q);
  return "sent";
}

/**
 * Sends the queued mail that is due (or only `ids`, right after queuing them, whether due or
 * not yet seen by the timer). Never throws: failures are counted, logged and retried later.
 */
export async function deliverQueuedMail(
  kv: Deno.Kv,
  mailer: Mailer,
  options: { ids?: string[]; now?: number } = {},
): Promise<DeliveryReport> {
  const now = options.now ?? Date.now();
  const entries = options.ids
    ? (await Promise.all(options.ids.map((id) => getQueuedMail(kv, id))))
      .filter((e): e is Deno.KvEntry<QueuedMail> => e.value !== null && e.value.nextAt <= now)
    : await dueMail(kv, now);
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const entry of entries) {
    try {
      const outcome = await deliverOne(kv, mailer, entry, now);
      if (outcome === "sent") report.sent++;
      if (outcome === "failed") report.failed++;
    } catch (err) {
      logError("Mail queue: a delivery failed", err);
      report.failed++;
    }
  }
  return report;
}
