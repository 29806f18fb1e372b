/**
 * Delivering webhook events (issue 32). The queue is in KV (lib/db/webhook_queue.ts); one pass
 * ({@link runWebhookPass}) turns new events into deliveries and sends those that are due. Passes
 * run under the lease "webhooks" (lib/db/leases.ts), so one process works the queue at a time
 * whatever number share the store, and each delivery is claimed with a checked commit before it
 * is sent: an event is delivered once per webhook across processes.
 *
 * - **When**: the committing process's worker is woken by the commit that wrote an event; every
 *   worker also looks again at the next attempt's time, or after `SCHEDULER_MAX_SLEEP_MS` at the
 *   latest (events other processes wrote). On Deno Deploy a cron runs a pass every minute too.
 * - **A request**: POST of the JSON payload, signed per Standard Webhooks (`webhook-id`: the
 *   event's id, `webhook-timestamp`, `webhook-signature`; the `standardwebhooks` package), to the
 *   address checked again now and connected to only (lib/http/pinned_post.ts): private addresses
 *   refused unless `WEBHOOK_ALLOW_PRIVATE`, redirects not followed, {@link TIMEOUT_MS} at most,
 *   the first {@link KEEP_BYTES} of the answer kept in the log. Any 2xx is a success.
 * - **Retries**: a failure is tried again after {@link RETRY_STEPS} × `WEBHOOK_RETRY_BASE_MS`
 *   (30 s by default: 30 s, 2 min, 10 min, 1 h, 6 h, then every 12 h).
 * - **Pause**: a webhook whose deliveries have failed for `WEBHOOK_PAUSE_AFTER_MS` (a day) with no
 *   success between is paused — its queued deliveries are marked failed, no new ones are made —
 *   and its creator gets a mail (the mail queue, in the same commit). Saving it resumes it; a
 *   "send again" is tried even while paused, and its success resumes it too.
 */
import { Webhook } from "standardwebhooks";
import { publicPath } from "../../content/slugs.ts";
import { pendingDelivery, type WebhookEventType } from "../../content/webhooks.ts";
import { withLease } from "../../db/leases.ts";
import { queueMailIn } from "../../db/mail_queue.ts";
import { getSettings } from "../../db/settings.ts";
import { getUser } from "../../db/users.ts";
import {
  claimQueued,
  type DeliveryRecord,
  dropQueued,
  fanOutEvent,
  getDelivery,
  offWebhookEvents,
  onWebhookEvents,
  pendingWebhookEvents,
  queuedDeliveries,
  type QueuedDelivery,
  queuedID,
  setHealthIn,
  settleDelivery,
  timeSortedID,
  type WebhookEvent,
  webhookWork,
} from "../../db/webhook_queue.ts";
import {
  getWebhookHealth,
  HEALTHY,
  listWebhooks,
  type WebhookHealth,
  type WebhookRecord,
  type WebhookWithHealth,
} from "../../db/webhooks.ts";
import { checkOutboundUrl } from "../../http/outbound_address.ts";
import { pinnedPost } from "../../http/pinned_post.ts";
import { deliverQueuedMail } from "../../mail/queue.ts";
import { webhookPausedMail } from "../../mail/webhook_templates.ts";
import { logError, logWarn } from "../../observe/log.ts";
import { VERSION } from "../../observe/version.ts";
import { originalUrl } from "../../render/media_url.ts";
import { inBackground } from "../background.ts";
import type { Deps } from "../deps.ts";

/** The pause before attempt n+1, in multiples of `WEBHOOK_RETRY_BASE_MS`; the last repeats. */
export const RETRY_STEPS = [1, 4, 20, 120, 720, 1440] as const;
/** How long one request may take, all of it. */
export const TIMEOUT_MS = 5_000;
/** How much of an answer the log keeps. */
export const KEEP_BYTES = 1024;
/** The longest payload kept whole (a delivery's record must stay within KV's 64 KiB value). */
const MAX_PAYLOAD_CHARS = 20_000;
/** How long a claimed delivery is another process's to leave alone. */
const CLAIM_MS = 60_000;
/** The lease of a pass: renewed while it runs; a process that dies frees it after this. */
const LEASE_MS = 30_000;
/** A woken worker waits this long for a pass under way elsewhere, then runs its own. */
const LEASE_WAIT_MS = 3_000;
/** Events fanned out in one pass at most (another pass follows at once). */
const EVENTS_PER_PASS = 100;
/** Where the admin's webhooks screen is (the paused mail's link). */
export const WEBHOOKS_SCREEN = "/cmsadmin/settings/webhooks";

/** The pause after `attempts` failed attempts. */
export function retryPauseMs(attempts: number, baseMs: number): number {
  return baseMs * RETRY_STEPS[Math.min(Math.max(attempts, 1), RETRY_STEPS.length) - 1];
}

/** The JSON body of `event` for `webhook`: the event, its time, ids, locale, public address. */
function payloadFor(
  event: WebhookEvent,
  webhook: WebhookRecord,
  publicUrl: string,
  defaultLocale: string,
): string {
  const d = event.data;
  let data: Record<string, unknown>;
  if (event.type.startsWith("page.")) {
    const { slug, locale, previousSlug, ...rest } = d as {
      slug: string;
      locale: string;
      previousSlug?: string;
    };
    data = {
      ...rest,
      locale,
      slug,
      url: publicUrl + publicPath(slug, locale, defaultLocale),
      ...(previousSlug !== undefined && {
        previousSlug,
        previousUrl: publicUrl + publicPath(previousSlug, locale, defaultLocale),
      }),
    };
  } else if (event.type.startsWith("media.")) {
    const { mediaID, name, sha256 } = d as { mediaID: number; name: string; sha256: string };
    data = { ...d, url: publicUrl + originalUrl(mediaID, name, sha256 || undefined) };
    delete data.sha256;
  } else {
    const { answers, ...rest } = d;
    data = webhook.includeFormAnswers ? { ...rest, answers } : rest;
  }
  const body = (data: Record<string, unknown>) =>
    JSON.stringify({
      id: event.id,
      event: event.type,
      time: new Date(event.at).toISOString(),
      data,
    });
  const json = body(data);
  // A delivery (payload and log) is one KV value: answers too long for it are left out, said so.
  if (json.length <= MAX_PAYLOAD_CHARS) return json;
  const { answers: _, ...without } = data;
  return body({ ...without, answersOmitted: true });
}

/** Whether `webhook` gets events of `type` now. */
function wants(h: WebhookWithHealth, type: WebhookEventType): boolean {
  return h.webhook.enabled && h.health.pausedAt === null && h.webhook.events.includes(type);
}

interface AttemptOutcome {
  ok: boolean;
  responseCode: number | null;
  responseBody: string;
  error: string | null;
}

/** One signed POST of `delivery` to `webhook`. */
async function attempt(
  deps: Deps,
  webhook: WebhookRecord,
  delivery: DeliveryRecord,
): Promise<AttemptOutcome> {
  const url = new URL(webhook.url);
  const check = await checkOutboundUrl(url, deps.config.webhooks.allowPrivate);
  if (!check.ok) {
    const error = check.reason === "private"
      ? "refused: the address resolves to a private, loopback or link-local network"
      : "the host does not resolve";
    return { ok: false, responseCode: null, responseBody: "", error };
  }
  const sentAt = new Date();
  const signature = new Webhook(webhook.secret).sign(delivery.eventID, sentAt, delivery.payload);
  try {
    const answer = await pinnedPost({
      url,
      target: check.target,
      headers: {
        "content-type": "application/json",
        "user-agent": `Ximblox-Webhooks/${VERSION}`,
        "webhook-id": delivery.eventID,
        "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
        "webhook-signature": signature,
      },
      body: delivery.payload,
      timeoutMs: TIMEOUT_MS,
      keepBytes: KEEP_BYTES,
    });
    const ok = answer.status >= 200 && answer.status < 300;
    return {
      ok,
      responseCode: answer.status,
      responseBody: answer.body,
      error: ok
        ? null
        : answer.status >= 300 && answer.status < 400
        ? "redirect not followed"
        : `answered ${answer.status}`,
    };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { ok: false, responseCode: null, responseBody: "", error: message.slice(0, 300) };
  }
}

/** The mail to a paused webhook's creator, queued in the pause's commit (its id), or null. */
async function pausedMail(
  deps: Deps,
  webhook: WebhookRecord,
  error: string,
): Promise<((op: Deno.AtomicOperation) => string) | null> {
  const owner = await getUser(deps.kv, webhook.createdBy);
  if (!owner?.active) return null;
  const mail = webhookPausedMail({
    to: owner.email,
    name: owner.profile.name || owner.email,
    language: owner.language,
    url: webhook.url,
    hours: Math.round(deps.config.webhooks.pauseAfterMs / 3_600_000),
    error,
    link: deps.config.publicUrl + WEBHOOKS_SCREEN,
  });
  return (op) => queueMailIn(op, mail);
}

type Sent = "delivered" | "retrying" | "failed" | "skipped";

/** Sends one queued delivery (claimed first) and settles it; answers what became of it. */
async function deliverOne(
  deps: Deps,
  entry: Deno.KvEntry<QueuedDelivery>,
  hook: WebhookWithHealth | undefined,
): Promise<{ sent: Sent; nextAt: number | null }> {
  const { kv } = deps;
  if (!hook) {
    // Its webhook was deleted: nothing to send it to.
    await dropQueued(kv, entry);
    return { sent: "skipped", nextAt: null };
  }
  const claimed = await claimQueued(kv, entry, Date.now() + CLAIM_MS);
  if (!claimed) return { sent: "skipped", nextAt: null };
  const record = await getDelivery(kv, hook.webhook.id, queuedID(entry));
  if (!record.value) {
    await dropQueued(kv, claimed);
    return { sent: "skipped", nextAt: null };
  }
  const manual = entry.value.manual;
  const stopped = !manual && (hook.health.pausedAt !== null || !hook.webhook.enabled);
  const outcome: AttemptOutcome = stopped
    ? {
      ok: false,
      responseCode: null,
      responseBody: "",
      error: hook.webhook.enabled ? "not sent: the webhook is paused" : "not sent: disabled",
    }
    : await attempt(deps, hook.webhook, record.value);
  const now = Date.now();
  const attempts = record.value.attempts + (stopped ? 0 : 1);
  const { pauseAfterMs, retryBaseMs } = deps.config.webhooks;
  // Settled against the webhook's health as read now; read again if a save moved it meanwhile.
  for (let round = 0; round < 3; round++) {
    const healthRead = await getWebhookHealth(kv, hook.webhook.id);
    const health: WebhookHealth = healthRead.value ?? HEALTHY;
    let next: WebhookHealth = health;
    let nextAt: number | null = null;
    let status: DeliveryRecord["status"];
    let mail: ((op: Deno.AtomicOperation) => string) | null = null;
    if (outcome.ok) {
      status = "delivered";
      next = HEALTHY;
    } else if (stopped) {
      status = "failed";
    } else {
      const failingSince = health.failingSince ?? now;
      next = { failingSince, pausedAt: health.pausedAt };
      if (health.pausedAt === null && now - failingSince >= pauseAfterMs) {
        next = { failingSince, pausedAt: now };
        status = "failed";
        mail = await pausedMail(deps, hook.webhook, outcome.error ?? "");
      } else if (health.pausedAt !== null) {
        status = "failed"; // A "send again" while paused is tried once.
      } else {
        status = "retrying";
        nextAt = now + retryPauseMs(attempts, retryBaseMs);
      }
    }
    const settled: DeliveryRecord = {
      ...record.value,
      status,
      attempts,
      lastAttemptAt: stopped ? record.value.lastAttemptAt : now,
      responseCode: outcome.responseCode,
      responseBody: outcome.responseBody,
      error: outcome.error,
      nextAttemptAt: nextAt,
    };
    let mailID: string | null = null;
    const changed = next.failingSince !== health.failingSince || next.pausedAt !== health.pausedAt;
    const ok = await settleDelivery(kv, claimed, settled, nextAt, (op) => {
      if (changed) setHealthIn(op, healthRead, next);
      if (mail) mailID = mail(op);
    });
    if (ok) {
      if (mailID) {
        logWarn(`Webhook ${hook.webhook.url} paused after failing`, { id: hook.webhook.id });
        inBackground(deliverQueuedMail(kv, deps.mailer, { ids: [mailID] }));
      }
      return { sent: status === "delivered" ? "delivered" : status, nextAt };
    }
  }
  logError(`Webhook delivery ${queuedID(entry)} could not be settled; it is tried again later.`);
  return { sent: "skipped", nextAt: null };
}

export interface WebhookPassReport {
  /** Events turned into deliveries. */
  events: number;
  delivered: number;
  retrying: number;
  failed: number;
  /** When the next queued attempt is due (null: nothing queued). */
  nextDueAt: number | null;
  /** More events wait than one pass takes. */
  more: boolean;
}

/** One pass over the queue (run under the lease by the worker; see the header). */
export async function runWebhookPass(deps: Deps): Promise<WebhookPassReport> {
  const { kv, config } = deps;
  const report: WebhookPassReport = {
    events: 0,
    delivered: 0,
    retrying: 0,
    failed: 0,
    nextDueAt: null,
    more: false,
  };
  const events = await pendingWebhookEvents(kv, EVENTS_PER_PASS);
  report.more = events.length >= EVENTS_PER_PASS;
  let hooks: WebhookWithHealth[] | null = null;
  if (events.length) {
    const [all, settings] = await Promise.all([listWebhooks(kv), getSettings(kv)]);
    hooks = all;
    for (const e of events) {
      const now = Date.now();
      const deliveries = all.filter((h) => wants(h, e.value.type)).map((h): DeliveryRecord => ({
        id: timeSortedID(now),
        webhookID: h.webhook.id,
        eventID: e.value.id,
        event: e.value.type,
        payload: payloadFor(e.value, h.webhook, config.publicUrl, settings.defaultLocale),
        ...pendingDelivery(now),
        resent: false,
      }));
      if (await fanOutEvent(kv, e, deliveries)) report.events++;
    }
  }
  const queue = await queuedDeliveries(kv);
  const now = Date.now();
  const later = (at: number | null) => {
    if (at !== null && (report.nextDueAt === null || at < report.nextDueAt)) report.nextDueAt = at;
  };
  const due = queue.filter((q) => q.value.nextAt <= now);
  for (const q of queue) if (q.value.nextAt > now) later(q.value.nextAt);
  if (due.length) {
    hooks ??= await listWebhooks(kv);
    const byID = new Map(hooks.map((h) => [h.webhook.id, h]));
    for (const q of due) {
      try {
        const { sent, nextAt } = await deliverOne(deps, q, byID.get(q.value.webhookID));
        if (sent !== "skipped") report[sent]++;
        later(nextAt);
        // A pause met on the way holds for the rest of this pass.
        if (sent === "failed" && byID.has(q.value.webhookID)) {
          const health = await getWebhookHealth(kv, q.value.webhookID);
          byID.set(q.value.webhookID, {
            webhook: byID.get(q.value.webhookID)!.webhook,
            health: health.value ?? HEALTHY,
          });
        }
      } catch (err) {
        logError("Webhook delivery failed unexpectedly; it is tried again later", err);
      }
    }
  }
  return report;
}

/**
 * One pass under the lease (Deno.cron on Deploy); null when another process runs one. With
 * nothing to do it takes no lease: an idle process (and a start) writes nothing.
 */
export async function runLeasedWebhookPass(
  deps: Deps,
  waitMs = 0,
): Promise<WebhookPassReport | null> {
  const work = await webhookWork(deps.kv, Date.now());
  if (!work.pending) {
    return {
      events: 0,
      delivered: 0,
      retrying: 0,
      failed: 0,
      nextDueAt: work.nextAt,
      more: false,
    };
  }
  const outcome = await withLease(
    deps.kv,
    "webhooks",
    { ttlMs: LEASE_MS, waitMs, log: false },
    () => runWebhookPass(deps),
  );
  return outcome.ran ? outcome.value : null;
}

export interface WebhookWorker {
  /** Runs a pass now (after the one under way). */
  wake(): void;
  /** Resolves once no pass is under way. */
  settled(): Promise<void>;
  /** Ends its timer and waits for the pass under way. */
  stop(): Promise<void>;
}

/**
 * This process's worker of the queue of `deps.kv`: a pass at start, after every local commit
 * that wrote an event, at the next attempt's time and at least every `SCHEDULER_MAX_SLEEP_MS`.
 */
export function startWebhookWorker(deps: Deps): WebhookWorker {
  let stopped = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  const maxSleep = deps.config.schedulerMaxSleepMs;
  const schedule = (dueAt: number | null) => {
    clearTimeout(timer);
    if (stopped) return;
    const wait = dueAt === null ? maxSleep : Math.min(maxSleep, Math.max(0, dueAt - Date.now()));
    timer = setTimeout(wake, wait);
  };
  const run = async () => {
    do {
      again = false;
      let dueAt: number | null = null;
      try {
        const report = await runLeasedWebhookPass(deps, LEASE_WAIT_MS);
        if (report) {
          dueAt = report.nextDueAt;
          if (report.more) again = true;
        }
      } catch (err) {
        logError("Webhook pass failed", err);
      }
      schedule(dueAt);
    } while (again && !stopped);
  };
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = run().finally(() => running = null);
  }
  onWebhookEvents(deps.kv, wake);
  wake();
  return {
    wake,
    async settled() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      offWebhookEvents(deps.kv);
      while (running) await running;
    },
  };
}
