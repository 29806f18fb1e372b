/**
 * A proof of who one is, given inside a signed-in session — the current password for a new
 * address or password, the password to turn a second factor on or off, the password or a code to
 * confirm a sensitive action — checked like signing in: a lockout slot for the user's address is
 * reserved before the check, a failure keeps it (five lock the address for 10 minutes, sign-in
 * included), a success gives it back. A session must not buy anyone unlimited guesses at its
 * user's password or codes, nor parallel ones (lib/auth/lockout.ts).
 */
import { recordFailure, releaseAttempt, reserveAttempt } from "../../auth/lockout.ts";
import { verifyPassword } from "../../auth/password.ts";
import { normaliseEmail } from "../../db/users.ts";
import type { ErrorCode } from "../../content/errors.ts";
import { apiError } from "../../http/errors.ts";

/**
 * Runs `check` inside a lockout slot of `email`; throws `wrong` (or AUTH_03 once locked) at
 * `property` when it answers false.
 */
export async function guardedProof(
  kv: Deno.Kv,
  email: string,
  property: string,
  wrong: ErrorCode,
  check: () => Promise<boolean>,
): Promise<void> {
  const address = normaliseEmail(email);
  const slot = await reserveAttempt(kv, address);
  if (slot === null) throw apiError("AUTH_03", property);
  if (!(await check())) {
    const locked = await recordFailure(kv, address);
    throw apiError(locked ? "AUTH_03" : wrong, property);
  }
  await releaseAttempt(kv, address, slot);
}

/** The user's password, as `guardedProof` checks it: AUTH_02 at `property` when wrong. */
export function requirePassword(
  kv: Deno.Kv,
  user: { email: string; passwordHash: string | null },
  given: string,
  property: string,
): Promise<void> {
  return guardedProof(
    kv,
    user.email,
    property,
    "AUTH_02",
    () => verifyPassword(given, user.passwordHash),
  );
}
