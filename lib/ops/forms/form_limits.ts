/**
 * Rate limits of the public forms, taken when a submission is about to be stored (after its
 * fields and captcha passed, so a visitor correcting mistakes spends nothing): per client address
 * and form, so one sender cannot fill a mailbox; and per form, so that many addresses together
 * cannot either (a flood then holds everyone back for a while: the receiving staff's inbox is
 * what this protects). Each go is one atomic commit (lib/auth/throttle.ts).
 */
import { type Limit, takeGo } from "../../auth/throttle.ts";
import { getSecret } from "../../db/secrets.ts";
import { addressKey } from "../../http/client_address.ts";
import type { Deps } from "../deps.ts";

/** One address: at most 5 submissions of one form in 10 minutes. */
export const PER_ADDRESS_LIMIT: Limit = { gapMs: 0, max: 5, periodMs: 10 * 60_000 };
/** One form, from everyone: at most 60 submissions in 10 minutes. */
export const PER_FORM_LIMIT: Limit = { gapMs: 0, max: 60, periodMs: 10 * 60_000 };

/** Takes one submission go for `templateID` from `address`; false when either limit is spent. */
export async function takeSubmissionGo(
  deps: Deps,
  templateID: number,
  address: string,
  now = Date.now(),
): Promise<boolean> {
  const key = addressKey(address, await getSecret(deps.kv, "client-address"));
  const name = `form-submit:${templateID}`;
  if (!await takeGo(deps.kv, name, key, PER_ADDRESS_LIMIT, now)) return false;
  return await takeGo(deps.kv, name, 0, PER_FORM_LIMIT, now);
}
