/**
 * Forgot password: mails a reset link when an active account has the address, at most as often
 * as RESET_MAIL_LIMIT allows (so nobody can flood an inbox through this form). The caller answers
 * the same either way; mailing happens after the answer is decided, and failures are logged,
 * never shown, so neither content nor errors tell whether the address exists or was throttled.
 */
import { RESET_MAIL_LIMIT, takeGo } from "../../auth/throttle.ts";
import { findUserByEmail } from "../../db/users.ts";
import { sendAccountLink } from "./_account_links.ts";
import type { Deps } from "../deps.ts";
import { inBackground } from "../background.ts";
import { logError } from "../../observe/log.ts";

/** Starts {@link requestPasswordReset} without waiting for it (the route answers at once). */
export function startPasswordReset(deps: Deps, email: string): void {
  inBackground(requestPasswordReset(deps, email));
}

export async function requestPasswordReset(deps: Deps, email: string): Promise<void> {
  try {
    const user = await findUserByEmail(deps.kv, email);
    if (!user?.active) return;
    if (!(await takeGo(deps.kv, "reset-mail", user.id, RESET_MAIL_LIMIT))) return;
    await sendAccountLink(deps, user, "reset");
  } catch (err) {
    logError("forgot-password: could not send the reset link", err);
  }
}
