/**
 * Whether an account has a second factor (issue 31): TOTP turned on, or a passkey. Shared by the
 * server (the password step, the role requirement's gate) and the admin (the required set-up).
 */
export function hasSecondFactor(user: { secondFactor?: boolean; passkeys?: number }): boolean {
  return !!user.secondFactor || (user.passkeys ?? 0) > 0;
}
