/**
 * Leaving the newsletter through the link in every newsletter mail. The page (GET) offers a
 * button and changes nothing, since mail scanners fetch links; the button's POST, or a mail
 * client's RFC 8058 one-click POST to the same address, unsubscribes at once. Unsubscribing is
 * idempotent: the link keeps saying "unsubscribed" for as long as the subscriber exists. Any
 * pending confirmation link stops working with it.
 */
import { hashToken } from "../../auth/tokens.ts";
import { CommitConflict, retrying } from "../../db/kv.ts";
import { subscriberOfToken, type SubscriberRecord, updateSubscriber } from "../../db/newsletter.ts";
import type { Deps } from "../deps.ts";
import { LINK_TOKEN, type LinkTarget } from "./links.ts";

async function subscriberOf(deps: Deps, token: string) {
  if (!LINK_TOKEN.test(token)) return null;
  return await subscriberOfToken(deps.kv, hashToken(token), "unsubscribe");
}

/** The subscriber a link is for (the GET page), or null; changes nothing. */
export async function unsubscribeLinkTarget(
  deps: Deps,
  token: string,
): Promise<LinkTarget | null> {
  const entry = await subscriberOf(deps, token);
  return entry && { locale: entry.value.locale };
}

/** Unsubscribes the link's subscriber; null when the link belongs to nobody (deleted). */
export function unsubscribe(
  deps: Deps,
  token: string,
  now = Date.now(),
): Promise<LinkTarget | null> {
  return retrying(async () => {
    const entry = await subscriberOf(deps, token);
    if (!entry) return null;
    const target = { locale: entry.value.locale };
    if (entry.value.status === "unsubscribed") return target;
    const next: SubscriberRecord = {
      ...entry.value,
      status: "unsubscribed",
      unsubscribedAt: now,
      confirmHash: null,
      confirmExpiresAt: null,
    };
    if (!(await updateSubscriber(deps.kv, entry, next, { now })).ok) throw new CommitConflict();
    return target;
  });
}
