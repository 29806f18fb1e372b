/**
 * The newsletter's shared contract: subscriber states, and the schemas of the signup and of the
 * admin's list calls. The signup's field rules are those of newsletter_signup.ts (zod-free, so
 * the signup island can use them too); here they are wrapped for the API.
 */
import { z } from "zod";
import type { PermissionName } from "./permissions.ts";
import {
  cleanName,
  HONEYPOT_FIELD,
  normaliseEmail,
  signupErrors,
  type SignupField,
} from "./newsletter_signup.ts";

/**
 * pending: signed up, the confirmation link not opened yet (gets no newsletter);
 * confirmed: opted in twice, the only state that counts;
 * unsubscribed: left through an unsubscribe link (kept, so the admin sees it).
 */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = typeof SUBSCRIBER_STATUSES[number];

/**
 * Who may see, export and delete subscribers: the staff who handle what visitors send through
 * the site's forms.
 */
export const NEWSLETTER_PERMISSION = "manage-forms" satisfies PermissionName;

/** A subscriber as the admin's list shows it. */
export interface Subscriber {
  id: string;
  email: string;
  name: string;
  status: SubscriberStatus;
  locale: string;
  createdAt: number;
  confirmedAt: number | null;
  unsubscribedAt: number | null;
}

/** Subscriber ids: a time-ordered, random, URL-safe string (lib/db/newsletter.ts). */
export const SUBSCRIBER_ID = /^[0-9a-z]{9}-[0-9a-f]{16}$/;

/** A signup is two short fields: a body larger than this is not one (413). */
export const SIGNUP_BODY_MAX_BYTES = 16 * 1024;

/** A field that is text when present; anything else counts as empty (the rules then say V_01). */
const loose = z.unknown().optional().transform((v) => typeof v === "string" ? v : "");

/**
 * POST /api/ximblox/newsletter/subscribe, and the no-JavaScript form's fields: name and e-mail
 * address (checked by the shared rules), the locale of the page the form was on, and the
 * honeypot field (`trap`: true when a bot filled it).
 */
export const subscribeBody = z.object({
  name: loose,
  email: loose,
  locale: loose.transform((v) => v.slice(0, 10)),
  [HONEYPOT_FIELD]: loose,
}).transform((input, ctx) => {
  for (const error of signupErrors(input)) {
    ctx.addIssue({ code: "custom", message: error.code, path: [error.property] });
  }
  return {
    name: cleanName(input.name),
    email: normaliseEmail(input.email),
    locale: input.locale,
    trap: input[HONEYPOT_FIELD].trim() !== "",
  };
});

export type SubscribeInput = z.output<typeof subscribeBody>;
export type { SignupField };

/** The admin's filter: one state, or every state. */
export const subscriberFilter = z.enum(["all", ...SUBSCRIBER_STATUSES], { error: "V_12" });
export type SubscriberFilter = z.output<typeof subscriberFilter>;

/** POST /api/ximblox/newsletter/list: a page of subscribers, newest first unless sorted. */
export const subscriberListBody = z.object({
  pageIndex: z.number({ error: "V_12" }).int().min(0).max(1_000_000).default(0),
  pageSize: z.number({ error: "V_12" }).int().min(1).max(100).default(25),
  searchTerm: z.string({ error: "V_12" }).trim().max(254, { error: "V_11" }).default(""),
  status: subscriberFilter.default("all"),
  columnToSort: z.enum(["createdAt", "email", "name"], { error: "V_12" }).default("createdAt"),
  sortOrder: z.enum(["asc", "desc"], { error: "V_12" }).default("desc"),
});
export type SubscriberListQuery = z.output<typeof subscriberListBody>;
