/**
 * The newsletter signup's rules, without zod: the signup island checks them in the browser
 * (where zod would outweigh the island) and the server checks the very same ones
 * (lib/content/newsletter.ts), so both always agree. Errors are catalogue codes (docs/api.md,
 * Errors): V_01 required, V_02 not a valid e-mail address, V_14 over the character limit.
 */
import { isEmailAddress } from "./form_validation.ts";

/** Where the public newsletter pages are (routes/newsletter.tsx); tokens follow the last two. */
export const NEWSLETTER_PATHS = {
  subscribe: "/newsletter/subscribe",
  confirm: "/newsletter/confirm/",
  unsubscribe: "/newsletter/unsubscribe/",
} as const;

export const NEWSLETTER_NAME_MAX = 100;
/** The longest address SMTP allows. */
export const NEWSLETTER_EMAIL_MAX = 254;

/**
 * The hidden honeypot field of the signup form: people never see or fill it, form-filling bots
 * do. A signup with it filled is answered as if it worked, and dropped.
 */
export const HONEYPOT_FIELD = "website";

export type SignupField = "name" | "email";

export interface SignupError {
  property: SignupField;
  code: "V_01" | "V_02" | "V_14";
}

/** An address as stored and compared: one subscriber per address whatever its case or form. */
export function normaliseEmail(email: string): string {
  return email.normalize("NFKC").trim().toLowerCase();
}

/** A name as stored: control characters (line breaks among them) as spaces, trimmed. */
export function cleanName(name: string): string {
  return name.replace(/\p{Cc}+/gu, " ").trim();
}

/** The error of one field's value, or null when it is fine. */
export function signupFieldError(field: SignupField, value: string): SignupError["code"] | null {
  const text = value.trim();
  if (text === "") return "V_01";
  if (field === "name") return text.length > NEWSLETTER_NAME_MAX ? "V_14" : null;
  if (text.length > NEWSLETTER_EMAIL_MAX) return "V_14";
  // The public forms' rule (lib/content/form_validation.ts): one idea of an address site-wide.
  return isEmailAddress(normaliseEmail(text)) ? null : "V_02";
}

/** Every error of a signup, name first (the order of the form's fields). */
export function signupErrors(input: { name: string; email: string }): SignupError[] {
  const out: SignupError[] = [];
  for (const property of ["name", "email"] as const) {
    const code = signupFieldError(property, input[property]);
    if (code) out.push({ property, code });
  }
  return out;
}
