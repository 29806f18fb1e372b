/**
 * The checks an account form runs on its name and e-mail address before sending (the server's
 * rules, from lib/content), as the message to show or null. Shared by the own-account settings,
 * the user form and forgot password.
 */
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { isAccountEmail } from "../../../lib/content/email.ts";
import { missingText } from "../../../lib/content/fields.ts";

/** Turns an error into words (`useErrorText()`). */
type ErrorText = (item: ApiErrorItem) => string;

export function nameError(errorText: ErrorText, value: string): string | null {
  const code = missingText(value);
  return code ? errorText({ property: "name", code }) : null;
}

export function accountEmailError(errorText: ErrorText, value: string): string | null {
  return !value.trim()
    ? errorText({ property: "email", code: "V_01" })
    : isAccountEmail(value.trim())
    ? null
    : errorText({ property: "email", code: "V_02" });
}
