/**
 * Opening the confirmation link. Its page (GET) only looks whether the link still works and
 * offers a button; the button's POST confirms. Mail scanners and link previews fetch links with
 * GET, so a GET that confirmed would opt people in whom nobody asked — the very thing double
 * opt-in is there to prevent. Confirming spends the token in the commit that changes the
 * subscriber, checked against both as read: a link confirms once, and a second use (or a
 * double click racing the first) finds it spent.
 */
import { hashToken } from "../../auth/tokens.ts";
import { CommitConflict, retrying } from "../../db/kv.ts";
import { subscriberOfToken, type SubscriberRecord, updateSubscriber } from "../../db/newsletter.ts";
import { welcomeMail } from "../../mail/newsletter_templates.ts";
import { deliverQueuedMail } from "../../mail/queue.ts";
import type { Deps } from "../deps.ts";
import {
  LINK_TOKEN,
  type LinkTarget,
  listHeaders,
  unsubscribeLink,
  unsubscribeToken,
} from "./links.ts";
import { mailLanguage } from "./subscribe.ts";

/** The pending subscriber a confirmation token still confirms, or null. */
async function pendingOf(deps: Deps, token: string, now: number) {
  if (!LINK_TOKEN.test(token)) return null;
  const entry = await subscriberOfToken(deps.kv, hashToken(token), "confirm");
  const s = entry?.value;
  if (!s || s.status !== "pending" || !s.confirmExpiresAt || s.confirmExpiresAt <= now) {
    return null;
  }
  return entry;
}

/** The subscriber the link can still confirm (the GET page), or null; changes nothing. */
export async function confirmLinkTarget(
  deps: Deps,
  token: string,
  now = Date.now(),
): Promise<LinkTarget | null> {
  const entry = await pendingOf(deps, token, now);
  return entry && { locale: entry.value.locale };
}

/** Confirms the subscription of a link; null when the link is used, expired or unknown. */
export async function confirmSubscription(
  deps: Deps,
  token: string,
  now = Date.now(),
): Promise<LinkTarget | null> {
  const done = await retrying(async () => {
    const entry = await pendingOf(deps, token, now);
    if (!entry) return null;
    const s = entry.value;
    const next: SubscriberRecord = {
      ...s,
      status: "confirmed",
      confirmedAt: now,
      confirmHash: null,
      confirmExpiresAt: null,
    };
    const leave = unsubscribeLink(deps, (await unsubscribeToken(deps, s.id)).token);
    // No name: whoever signed the address up typed it, maybe not its owner.
    const mail = welcomeMail({
      to: s.email,
      language: await mailLanguage(deps, s.locale),
      siteName: deps.config.siteName,
      unsubscribeLink: leave,
      headers: listHeaders(leave),
    });
    const written = await updateSubscriber(deps.kv, entry, next, { mail, now });
    if (!written.ok) throw new CommitConflict();
    return { locale: s.locale, mailID: written.mailID };
  });
  if (!done) return null;
  if (done.mailID) await deliverQueuedMail(deps.kv, deps.mailer, { ids: [done.mailID], now });
  return { locale: done.locale };
}
