/**
 * Rate limits of the public forms, taken when a submission is about to be stored (after its
 * fields and captcha passed, so a visitor correcting mistakes spends nothing). Both goes are taken
 * in the commit that stores the submission, checked against the records as read
 * ({@link readSubmissionGoes}); after a conflict each is its own commit ({@link takeSubmissionGo},
 * lib/auth/throttle.ts). Two paths, two sets of limits:
 *
 * - With a proof of work (the island): per client address and form, so one sender cannot fill a
 *   mailbox ({@link PER_ADDRESS_LIMIT}). A flood from many addresses does NOT close the form for
 *   everyone: the form's recent load ({@link formLoadLevel}) makes each new challenge harder —
 *   twice the work per {@link LOAD_STEP} submissions in the period, up to {@link MAX_LOAD_LEVEL}
 *   (lib/ops/forms/captcha.ts) — so a flood pays more and more while a visitor with a valid proof
 *   and an address within its limit still gets through. Only {@link PER_FORM_LIMIT}, ten times
 *   what closed the form before, stops the proof-of-work path: a ceiling on what one form can
 *   store and mail, reached only by a flood that solved hundreds of the hardest proofs.
 * - Without JavaScript (a ticked box and a ticket, lib/ops/forms/form_ticket.ts): no proof of
 *   work, so a script that waits 3 s passes; it keeps to its own, tighter limits per address and
 *   per form ({@link NO_SCRIPT_PER_ADDRESS_LIMIT}, {@link NO_SCRIPT_PER_FORM_LIMIT}). Spent, it
 *   closes only that path; the proof-of-work path stays open.
 */
import { type Limit, takeGo, withGo } from "../../auth/throttle.ts";
import { keptSecret } from "../../db/secrets.ts";
import { getThrottle, putThrottleIn } from "../../db/throttles.ts";
import { addressKey } from "../../http/client_address.ts";
import type { Deps } from "../deps.ts";

const PERIOD_MS = 10 * 60_000;

/** One address, with a proof of work: at most 5 submissions of one form in 10 minutes. */
export const PER_ADDRESS_LIMIT: Limit = { gapMs: 0, max: 5, periodMs: PERIOD_MS };
/** One form, with proofs of work, from everyone: at most 600 submissions in 10 minutes. */
export const PER_FORM_LIMIT: Limit = { gapMs: 0, max: 600, periodMs: PERIOD_MS };
/** One address, without JavaScript: at most 2 submissions of one form in 10 minutes. */
export const NO_SCRIPT_PER_ADDRESS_LIMIT: Limit = { gapMs: 0, max: 2, periodMs: PERIOD_MS };
/** One form, without JavaScript, from everyone: at most 20 submissions in 10 minutes. */
export const NO_SCRIPT_PER_FORM_LIMIT: Limit = { gapMs: 0, max: 20, periodMs: PERIOD_MS };

/** Submissions with a proof in the period that make the proof of work one step (2×) harder. */
export const LOAD_STEP = 15;
/** The hardest step: 16× the calm work (lib/ops/forms/captcha.ts keeps it within seconds). */
export const MAX_LOAD_LEVEL = 4;

/** How a submission passed the captcha. */
export type SubmissionPath = "proof" | "ticket";

const LIMITS: Record<SubmissionPath, { name: string; address: Limit; form: Limit }> = {
  proof: { name: "form-submit", address: PER_ADDRESS_LIMIT, form: PER_FORM_LIMIT },
  ticket: {
    name: "form-submit-noscript",
    address: NO_SCRIPT_PER_ADDRESS_LIMIT,
    form: NO_SCRIPT_PER_FORM_LIMIT,
  },
};

/** The throttle subject of the form as a whole (addresses are hashed strings). */
const WHOLE_FORM = 0;

/**
 * Takes one submission go for `templateID` from `address` on `path`; false when the address's
 * or the form's limit of that path is spent.
 */
export async function takeSubmissionGo(
  deps: Deps,
  templateID: number,
  address: string,
  path: SubmissionPath,
  now = Date.now(),
): Promise<boolean> {
  const limits = LIMITS[path];
  const key = addressKey(address, await keptSecret(deps.kv, "client-address"));
  const name = `${limits.name}:${templateID}`;
  if (!await takeGo(deps.kv, name, key, limits.address, now)) return false;
  return await takeGo(deps.kv, name, WHOLE_FORM, limits.form, now);
}

/** The goes a submission takes, read and not yet taken ({@link readSubmissionGoes}). */
export interface SubmissionGoes {
  /** Whether both the address's and the form's limits of the path have a go free. */
  free: boolean;
  /** Adds taking both goes to a commit, checked against the records read. */
  takeIn(op: Deno.AtomicOperation): void;
}

/**
 * Reads the goes {@link takeSubmissionGo} would take, for a commit that takes them together with
 * the submission (lib/ops/forms/send_public_form.ts): all or nothing, and no round trip of their
 * own. The two records are read side by side.
 */
export async function readSubmissionGoes(
  deps: Deps,
  templateID: number,
  address: string,
  path: SubmissionPath,
  now = Date.now(),
): Promise<SubmissionGoes> {
  const limits = LIMITS[path];
  const key = addressKey(address, await keptSecret(deps.kv, "client-address"));
  const name = `${limits.name}:${templateID}`;
  const [byAddress, byForm] = await Promise.all([
    getThrottle(deps.kv, name, key),
    getThrottle(deps.kv, name, WHOLE_FORM),
  ]);
  const addressAt = withGo(byAddress.value?.at ?? [], limits.address, now);
  const formAt = withGo(byForm.value?.at ?? [], limits.form, now);
  return {
    free: addressAt !== null && formAt !== null,
    takeIn(op) {
      if (!addressAt || !formAt) throw new Error("No go is free.");
      putThrottleIn(op, byAddress, { at: addressAt }, limits.address.periodMs + 60_000);
      putThrottleIn(op, byForm, { at: formAt }, limits.form.periodMs + 60_000);
    },
  };
}

/**
 * The form's load step now, 0 (calm) to {@link MAX_LOAD_LEVEL}: its proof-of-work submissions in
 * the period, per {@link LOAD_STEP}. One small read.
 */
export async function formLoadLevel(
  deps: Deps,
  templateID: number,
  now = Date.now(),
): Promise<number> {
  const entry = await getThrottle(deps.kv, `${LIMITS.proof.name}:${templateID}`, WHOLE_FORM);
  const recent = (entry.value?.at ?? []).filter((t) => t <= now && now - t < PERIOD_MS).length;
  return Math.min(MAX_LOAD_LEVEL, Math.floor(recent / LOAD_STEP));
}
