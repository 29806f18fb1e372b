/**
 * The captcha's path without JavaScript. A browser without script cannot do the proof of work,
 * and the published page is the same cached HTML for everyone, so it cannot carry anything
 * fresh either. So the first submit of such a form is answered with the page again, where the
 * captcha asks for a tick in a box ("I am not a robot") and carries a ticket: the template's id
 * and the time, signed with a secret of the store. The second submit passes the captcha when the
 * box is ticked and the ticket is ours, for this template, at least {@link TICKET_MIN_AGE_MS} old
 * (`FORM_TICKET_MIN_AGE_MS`; a person reads and ticks, a script posting at once does not wait) and at most
 * {@link TICKET_MAX_AGE_MS}, and not used before (lib/db/form_proofs.ts).
 *
 * Honestly: this is weaker than the proof of work. A script that fetches the answer page, waits
 * a few seconds and posts again gets through; what stops a flood then is the rate limit per
 * address and per form (lib/ops/forms/_form_limits.ts) and the honeypot.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { claimFormProof, isFormProofUsed } from "../../db/form_proofs.ts";
import { keptSecret } from "../../db/secrets.ts";
import type { ProofClaim } from "./captcha.ts";
import type { Deps } from "../deps.ts";
import { FORM_TICKET_MIN_AGE_MS } from "../../config.ts";

/** The least age of a ticket unless the configuration says otherwise (`formTicketMinAgeMs`). */
export const TICKET_MIN_AGE_MS = FORM_TICKET_MIN_AGE_MS;
export const TICKET_MAX_AGE_MS = 60 * 60_000;

const TICKET = /^(\d{1,16})\.(\d{1,16})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

function sign(secret: Uint8Array, body: string): string {
  return createHmac("sha256", secret).update(body).digest("base64url");
}

/** A ticket for a form of `templateID` answered again at `now`. */
export async function issueTicket(
  deps: Deps,
  templateID: number,
  now = Date.now(),
): Promise<string> {
  const nonce = crypto.randomUUID().replaceAll("-", "").slice(0, 16);
  const body = `${templateID}.${now}.${nonce}`;
  return `${body}.${sign(await keptSecret(deps.kv, "form-ticket"), body)}`;
}

/** Whether `ticket` is ours, for `templateID`, of the right age and not used yet. */
export async function ticketValid(
  deps: Deps,
  ticket: string,
  templateID: number,
  now = Date.now(),
): Promise<boolean> {
  const m = TICKET.exec(ticket);
  if (!m || Number(m[1]) !== templateID) return false;
  const age = now - Number(m[2]);
  if (age < deps.config.formTicketMinAgeMs || age > TICKET_MAX_AGE_MS) return false;
  // The secret and the ticket's use, read side by side (one round trip).
  const [secret, used] = await Promise.all([
    keptSecret(deps.kv, "form-ticket"),
    isFormProofUsed(deps.kv, "ticket", m[4]),
  ]);
  const expected = Buffer.from(sign(secret, ticket.slice(0, ticket.lastIndexOf("."))));
  const sent = Buffer.from(m[4]);
  if (expected.length !== sent.length || !timingSafeEqual(expected, sent)) return false;
  return !used;
}

/** Uses a valid ticket up; false when another submission used it first. */
export function claimTicket(deps: Deps, ticket: string): Promise<boolean> {
  const claim = ticketClaim(ticket);
  if (!claim) return Promise.resolve(false);
  return claimFormProof(deps.kv, claim.kind, claim.signature, claim.expireIn);
}

/** The claim of a well-formed ticket (null: none). */
export function ticketClaim(ticket: string): ProofClaim | null {
  const m = TICKET.exec(ticket);
  return m && { kind: "ticket", signature: m[4], expireIn: TICKET_MAX_AGE_MS + 60_000 };
}
