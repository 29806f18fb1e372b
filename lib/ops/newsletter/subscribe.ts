/**
 * Signing up for the newsletter, with double opt-in. Whatever state the address is in (new,
 * pending, confirmed, unsubscribed), the visitor gets the same answer: the route answers before
 * this runs (routes/api/newsletter.ts, routes/newsletter.tsx), so neither the answer nor its
 * timing tells whether an address is known. What happens per state:
 *
 * - new: a pending subscriber with a confirmation link (7 days, single use) is stored, and the
 *   confirmation mail queued in the same commit;
 * - pending: the SAME confirmation is mailed again, and nothing else changes — not the name,
 *   the locale or the link: anyone can type anyone's address, so a later signup must neither
 *   take over the pending one nor void the link its owner already has;
 * - unsubscribed, or pending past its link's expiry: a new signup with a new link;
 * - confirmed: nothing — no mail, no change (a stranger cannot rename a subscriber either).
 *
 * Every confirmation mail counts against CONFIRM_MAIL_LIMIT (nobody can flood an inbox through
 * the form; past the limit nothing changes at all). The name is what the signer typed, possibly
 * not the address's owner: it is kept for staff (list, export) and never put in a mail.
 *
 * Each decision is checked in its commit against the record as read, and made again on a race:
 * a hundred concurrent signups of one address leave one subscriber and send one mail.
 */
import { type Limit, takeGo, withGo } from "../../auth/throttle.ts";
import { type Language, languageOf } from "../../content/locales.ts";
import type { SubscribeInput } from "../../content/newsletter.ts";
import { CommitConflict, retrying } from "../../db/kv.ts";
import {
  findSubscriberByEmail,
  insertSubscriber,
  newSubscriberID,
  type SubscriberRecord,
  updateSubscriber,
} from "../../db/newsletter.ts";
import { getSecret } from "../../db/secrets.ts";
import { getSettings } from "../../db/settings.ts";
import { addressKey } from "../../http/client_address.ts";
import { deliverQueuedMail } from "../../mail/queue.ts";
import { confirmationMail } from "../../mail/newsletter_templates.ts";
import type { Deps } from "../deps.ts";
import {
  CONFIRM_TTL_MS,
  confirmLink,
  confirmToken,
  listHeaders,
  unsubscribeLink,
  unsubscribeToken,
} from "./links.ts";
import { backgroundSettled, inBackground } from "../background.ts";
import { logError } from "../../observe/log.ts";

/** Confirmation mails to one address: one a minute, at most 3 a day. */
export const CONFIRM_MAIL_LIMIT: Limit = { gapMs: 60_000, max: 3, periodMs: 24 * 60 * 60_000 };

/** Signups from one client address: at most 10 in 10 minutes (a family, an office, a bot). */
export const SIGNUP_LIMIT: Limit = { gapMs: 0, max: 10, periodMs: 10 * 60_000 };

/** Takes one signup go for a client address (lib/http/client_address.ts); false when spent. */
export async function takeSignupGo(
  deps: Deps,
  address: string,
  now = Date.now(),
): Promise<boolean> {
  const key = addressKey(address, await getSecret(deps.kv, "client-address"));
  return takeGo(deps.kv, "newsletter-signup", key, SIGNUP_LIMIT, now);
}

/** The language of a subscriber's mails: the site's display language, else their locale's. */
export async function mailLanguage(deps: Deps, locale: string): Promise<Language> {
  const settings = await getSettings(deps.kv);
  return languageOf(settings.displayLanguage ?? locale);
}

export type SubscribeOutcome = "created" | "mailed" | "unchanged";

/** The record if it is a signup still pending (its link not expired), else null. */
function pendingSignup(s: SubscriberRecord | undefined, now: number): SubscriberRecord | null {
  return s?.status === "pending" && s.confirmExpiresAt !== null && s.confirmExpiresAt > now
    ? s
    : null;
}

/**
 * Carries out a signup (already validated; a honeypot catch never gets here). Answers what it
 * did, for tests and the log; visitors are never told.
 */
export async function subscribe(
  deps: Deps,
  input: Pick<SubscribeInput, "name" | "email" | "locale">,
  now = Date.now(),
): Promise<SubscribeOutcome> {
  const settings = await getSettings(deps.kv);
  const locale = settings.availableLocales.includes(input.locale)
    ? input.locale
    : settings.defaultLocale;
  const language = languageOf(settings.displayLanguage ?? locale);

  const done = await retrying(async () => {
    const entry = await findSubscriberByEmail(deps.kv, input.email);
    if (entry?.value.status === "confirmed") return { outcome: "unchanged" as const, mailID: null };
    const sent = entry?.value.mailedAt ?? [];
    // A racing signup may have mailed a moment "after" this one's clock was read: withGo counts
    // it as just sent.
    const mailedAt = withGo(sent, CONFIRM_MAIL_LIMIT, now);
    if (!mailedAt) return { outcome: "unchanged" as const, mailID: null };

    const id = entry?.value.id ?? newSubscriberID(now);
    const pending = pendingSignup(entry?.value, now);
    const expiresAt = pending ? pending.confirmExpiresAt! : now + CONFIRM_TTL_MS;
    const confirm = await confirmToken(deps, id, expiresAt);
    // A signup pending from before links were derived cannot be mailed again: left alone.
    if (pending && pending.confirmHash !== confirm.hash) {
      return { outcome: "unchanged" as const, mailID: null };
    }
    const unsubscribe = await unsubscribeToken(deps, id);
    const record: SubscriberRecord = pending ? { ...pending, mailedAt } : {
      id,
      email: input.email,
      name: input.name,
      status: "pending",
      locale,
      createdAt: entry?.value.createdAt ?? now,
      confirmedAt: null,
      unsubscribedAt: entry?.value.unsubscribedAt ?? null,
      confirmHash: confirm.hash,
      confirmExpiresAt: expiresAt,
      unsubscribeHash: unsubscribe.hash,
      mailedAt,
    };
    const leave = unsubscribeLink(deps, unsubscribe.token);
    const mail = confirmationMail({
      to: record.email,
      language: pending ? await mailLanguage(deps, pending.locale) : language,
      siteName: deps.config.siteName,
      confirmLink: confirmLink(deps, confirm.token),
      unsubscribeLink: leave,
      headers: listHeaders(leave),
    });
    const written = entry
      ? await updateSubscriber(deps.kv, entry, record, { mail, now })
      : await insertSubscriber(deps.kv, record, { mail, now });
    if (!written.ok) throw new CommitConflict();
    return { outcome: entry ? "mailed" as const : "created" as const, mailID: written.mailID };
  });
  if (done.mailID) await deliverQueuedMail(deps.kv, deps.mailer, { ids: [done.mailID], now });
  return done.outcome;
}

/**
 * A visitor's signup as both public routes take it, once its fields are valid: counted against
 * the client address's SIGNUP_LIMIT (false: spent, nothing done), then — unless the honeypot
 * caught a bot, which is answered alike and dropped — carried out after the answer, so that the
 * answer is the same, equally fast, for every state of the address.
 */
export async function acceptSignup(
  deps: Deps,
  input: SubscribeInput,
  address: string,
): Promise<boolean> {
  if (!(await takeSignupGo(deps, address))) return false;
  if (input.trap) return true;
  inBackground(
    subscribe(deps, input)
      .catch((err) => logError("newsletter: a signup could not be carried out", err)),
  );
  return true;
}

/** Resolves once every signup under way is done (with all other background work, background.ts). */
export function signupsSettled(): Promise<void> {
  return backgroundSettled();
}
