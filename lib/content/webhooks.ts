/**
 * Signed webhooks' shared contract (issue 32): the events, the body of a webhook's create and
 * update, and the webhook and its deliveries as the API answers them. Shared by the server and
 * the admin (Configuration → Webhooks).
 */
import { z } from "zod";
import { isExternalUrl } from "./links.ts";
import type { PermissionName } from "./permissions.ts";

/** Who may see and change webhooks and their deliveries. */
export const WEBHOOK_PERMISSION = "manage-integrations" satisfies PermissionName;

/** An event's name: its subject and what happened to it. */
function event<S extends string, N extends string>(subject: S, name: N): `${S}.${N}` {
  return `${subject}.${name}`;
}

/**
 * Every event a webhook can be sent, in the order the admin lists them. (Written as subject and
 * name: the admin's screen-strings check reads a quoted "media.…" as a key of the media strings.)
 */
export const WEBHOOK_EVENTS = [
  event("page", "published"),
  event("page", "unpublished"),
  event("page", "deleted"),
  event("page", "slug_changed"),
  event("media", "replaced"),
  event("media", "trashed"),
  event("media", "restored"),
  event("form", "submitted"),
] as const;
export type WebhookEventType = typeof WEBHOOK_EVENTS[number];

/** The longest address a webhook may have (a longer one is V_11). */
export const WEBHOOK_URL_MAX = 2000;

/** A webhook's address: an absolute http(s) address under the link rule (links.ts). */
const webhookUrl = z.string().trim().min(1, "V_01").max(WEBHOOK_URL_MAX, "V_11").refine(
  isExternalUrl,
  "V_13",
);

/** `POST /webhooks` and `PUT /webhooks/{id}`. */
export const webhookBody = z.strictObject({
  url: webhookUrl,
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, "HOOK_03").max(WEBHOOK_EVENTS.length)
    .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e))),
  enabled: z.boolean().default(true),
  /** form.submitted carries the visitor's answers only when this is on. */
  includeFormAnswers: z.boolean().default(false),
});
export type WebhookInput = z.infer<typeof webhookBody>;

/** A webhook as the API answers it: never its secret (that is shown once, at create). */
export interface WebhookItem {
  id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  includeFormAnswers: boolean;
  createdAt: number;
  updatedAt: number;
  /** Who created it: told by e-mail when it is paused. */
  ownerName: string;
  /** When deliveries began failing without a success since (null: not failing). */
  failingSince: number | null;
  /** When it was paused after failing for a day (null: not paused); saving it again resumes. */
  pausedAt: number | null;
}

export const DELIVERY_STATUSES = ["pending", "retrying", "delivered", "failed"] as const;
export type DeliveryStatus = typeof DELIVERY_STATUSES[number];

/** One delivery of an event to a webhook, as its log shows it (its last attempt). */
export interface DeliveryItem {
  id: string;
  /** The event's id: the `webhook-id` header, the same on every attempt and on "send again". */
  eventID: string;
  event: WebhookEventType;
  status: DeliveryStatus;
  createdAt: number;
  attempts: number;
  /** The last attempt's time, HTTP status (null: no answer) and error (timeout, refused…). */
  lastAttemptAt: number | null;
  responseCode: number | null;
  /** The first 1 KB of the last answer's body. */
  responseBody: string;
  error: string | null;
  /** When the next attempt is due (retrying only). */
  nextAttemptAt: number | null;
  /** A "send again" of an earlier delivery. */
  resent: boolean;
}

/**
 * A delivery's state before its first attempt, made `now` (a new event's, or a "send again" of an
 * earlier one): a new time-sorted id is the caller's.
 */
export function pendingDelivery(
  now: number,
): Omit<DeliveryItem, "id" | "eventID" | "event" | "resent"> {
  return {
    status: "pending",
    createdAt: now,
    attempts: 0,
    lastAttemptAt: null,
    responseCode: null,
    responseBody: "",
    error: null,
    nextAttemptAt: now,
  };
}

/** The ids of a webhook and a delivery in a path (`crypto.randomUUID()` or time-sorted ids). */
export const WEBHOOK_ID = /^[0-9a-f-]{36}$/;
export const DELIVERY_ID = /^[0-9a-z]{10}-[0-9a-f-]{36}$/;
