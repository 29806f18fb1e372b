/**
 * The e-mail rule of staff accounts, used wherever an account's address is set: when an account
 * is created (the seeded administrator, ADMIN_EMAIL, create user) and at every edit, in the
 * server and in the admin forms.
 *
 * Visitors of the public site follow `isEmailAddress` (form_validation.ts), which wants a
 * top-level domain: there a missing dot is almost always a typing error (`jan@gmail`). Staff
 * accounts also accept a single-label host such as `admin@localhost` or `lab@intranet`: the
 * first administrator of a store is `admin@localhost` (README), and the app must never create an
 * address that its own validation later refuses.
 */
import { emailDomainLabels, isEmailAddress } from "./form_validation.ts";

export { isEmailAddress };

/**
 * As `isEmailAddress`, or a single-label host with at least one letter (`admin@localhost`;
 * `admin@127` is a typing error, not a host).
 */
export function isAccountEmail(value: string): boolean {
  if (isEmailAddress(value)) return true;
  const labels = emailDomainLabels(value);
  return !!labels && labels.length === 1 && /\p{L}/u.test(labels[0]);
}
