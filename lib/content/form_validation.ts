/**
 * Form fields and the validation of what a visitor typed into them (issue 13). Shared by the
 * server (lib/ops/forms/_submit_form.ts, which never trusts the client) and the public form
 * island, so it must stay free of zod and anything else heavy: plain TypeScript only.
 *
 * Error codes are the keys of the public messages (lib/i18n/site.ts maps them to the
 * display language): "required" 'Dit veld is verplicht', "limit"
 * 'Karakterlimiet bereikt', "email" 'Ongeldig e-mailadres', "phone" 'Ongeldig telefoonnummer',
 * "invalid" for a value the field cannot hold (a date that is no date, an option not offered).
 */

export const FIELD_KINDS = [
  "short-text",
  "long-text",
  "email",
  "phone",
  "number",
  "date",
  "select",
  "radio",
  "checkbox",
  "consent",
] as const;
export type FieldKind = typeof FIELD_KINDS[number];

/** Kinds whose value is one of the field's options. */
export const OPTION_KINDS: readonly FieldKind[] = ["select", "radio"];
/** Kinds that are ticked or not; their value is {@link CHECKED} or "". */
export const CHECK_KINDS: readonly FieldKind[] = ["checkbox", "consent"];

/**
 * A field's stable key: the name of its input and of its value in a submission. It starts with
 * a letter or digit, so that no id ("__proto__") is special as an object's property name.
 */
export const FIELD_ID = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** One field of a form template. Every property is always present (normalised on save). */
export interface FormField {
  id: string;
  label: string;
  kind: FieldKind;
  /** Character limit set by staff; null: the kind's own maximum ({@link MAX_LENGTH}). */
  limit: number | null;
  optional: boolean;
  /** Shown under the field ("" for none). */
  help: string;
  /** The choices of a select or radio field ([] for other kinds). */
  options: string[];
  /** A consent checkbox's link: its text and address ("" for other kinds). */
  linkText: string;
  link: string;
}

/**
 * A field's question as people read it: a consent box's label runs on into its link text
 * ("Ik ga akkoord met de" + "algemene voorwaarden"). Wherever the field is named apart from its
 * box (the error summary, an announcement, a stored submission) it is named by this.
 */
export function fieldCaption(f: Pick<FormField, "kind" | "label" | "linkText">): string {
  return f.kind === "consent" && f.linkText ? `${f.label} ${f.linkText}` : f.label;
}

/** The most characters any value of a kind may have, whatever its limit says. */
export const MAX_LENGTH: Record<FieldKind, number> = {
  "short-text": 255,
  "long-text": 10_000,
  email: 254,
  phone: 40,
  number: 40,
  date: 10,
  select: 255,
  radio: 255,
  checkbox: 10,
  consent: 10,
};

/** The value a ticked checkbox stores (and the `value` attribute its input should carry). */
export const CHECKED = "on";

export type FieldErrorCode = "required" | "limit" | "email" | "phone" | "invalid";

/** Field id → error code, for the fields that are not valid (empty when all are). */
export type FieldErrors = Record<string, FieldErrorCode>;

/** The values of a form by field id, as submitted (absent: not sent, such as an unticked box). */
export type FormValues = Record<string, string | undefined>;

/** Characters as a reader counts them: code points, so "é" or "😀" is one (not UTF-16 units). */
export function characterCount(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** The character limit that applies to a field: its own, never above the kind's maximum. */
export function effectiveLimit(field: Pick<FormField, "kind" | "limit">): number {
  const max = MAX_LENGTH[field.kind];
  return field.limit !== null && field.limit > 0 ? Math.min(field.limit, max) : max;
}

/** Characters still free in a field holding `value` (negative when over the limit). */
export function charactersLeft(field: Pick<FormField, "kind" | "limit">, value: string): number {
  return effectiveLimit(field) - characterCount(value);
}

/** Whether a checkbox value means ticked: whatever a browser sends for a ticked box. */
export function isChecked(value: string | undefined): boolean {
  return value !== undefined && value !== "" && value !== "false" && value !== "0";
}

/**
 * A sensible e-mail address: one @, a local part and a domain with a dot and a top-level domain
 * of letters, no spaces or characters mail programs choke on. Not RFC 5322 in full (quoted local
 * parts are refused on purpose): good enough to catch typing errors, which is what it is for.
 * Staff accounts follow the same grammar with one more allowance (lib/content/email.ts).
 */
export function isEmailAddress(value: string): boolean {
  const labels = emailDomainLabels(value);
  return !!labels && labels.length >= 2 && /^\p{L}{2,}$/u.test(labels[labels.length - 1]);
}

/**
 * The labels of an address's domain when the address follows the grammar (the local part and
 * every label valid, whatever the number of labels), else null: the part both e-mail rules share.
 */
export function emailDomainLabels(value: string): string[] | null {
  if (value.length > 254) return null;
  const m = /^([^\s@<>()[\]\\,;:"]+)@([^\s@<>()[\]\\,;:"_]+)$/.exec(value);
  if (!m) return null;
  const [, local, domain] = m;
  if (local.length > 64 || local.startsWith(".") || local.endsWith(".") || local.includes("..")) {
    return null;
  }
  const labels = domain.split(".");
  const label = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
  return labels.every((l) => label.test(l)) ? labels : null;
}

/**
 * A telephone number as people in the Netherlands write them: national (06-12345678,
 * 020 123 4567, 0800-1234) or international (+31 6 12345678, +31 (0)20 1234567, 0031 20 1234567,
 * or another country's +32 …). Spaces, dashes, dots and brackets are allowed between digits.
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^[+0-9(][0-9 .\-()/]*$/.test(value)) return false;
  // "+31 (0)20": the trunk zero written in brackets after the country code is dropped.
  const digits = value.replace(/^(\+\d{1,3}|00\d{1,3})\s*\(0\)/, "$1").replace(/[ .\-()/]/g, "");
  if (/^(?:\+|00)31/.test(digits)) return /^(?:\+|00)31[1-9]\d{8}$/.test(digits);
  if (/^(?:\+|00)/.test(digits)) return /^(?:\+|00)[1-9]\d{6,14}$/.test(digits);
  // National: ten digits with the trunk zero, or a 0800/0900 service number of 8 to 11.
  return /^0[1-9]\d{8}$/.test(digits) || /^0[89]0[069]\d{4,7}$/.test(digits);
}

/** A whole or decimal number, with a point or a Dutch comma. */
export function isNumber(value: string): boolean {
  return /^[-+]?\d{1,20}(?:[.,]\d{1,10})?$/.test(value);
}

/** A calendar date as a date input sends it (YYYY-MM-DD), that exists. */
export function isDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1000 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d;
}

/** A value as it is kept: single-line kinds trimmed, long text trimmed at its ends only. */
export function cleanValue(field: Pick<FormField, "kind">, value: string | undefined): string {
  if (CHECK_KINDS.includes(field.kind)) return isChecked(value) ? CHECKED : "";
  const v = (value ?? "").replace(/\r\n?/g, "\n");
  return field.kind === "long-text" ? v.trim() : v.replace(/\s+/g, " ").trim();
}

/** The error of one field for `value` (raw, as sent), or null when it is valid. */
export function validateField(field: FormField, value: string | undefined): FieldErrorCode | null {
  const v = cleanValue(field, value);
  if (CHECK_KINDS.includes(field.kind)) return v || field.optional ? null : "required";
  if (v === "") return field.optional ? null : "required";
  if (characterCount(v) > effectiveLimit(field)) return "limit";
  switch (field.kind) {
    case "email":
      return isEmailAddress(v) ? null : "email";
    case "phone":
      return isPhoneNumber(v) ? null : "phone";
    case "number":
      return isNumber(v) ? null : "invalid";
    case "date":
      return isDate(v) ? null : "invalid";
    case "select":
    case "radio":
      return field.options.includes(v) ? null : "invalid";
    default:
      return null;
  }
}

/** The errors of a whole form, by field id (empty when everything is valid). */
export function validateForm(fields: readonly FormField[], values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const own = Object.hasOwn(values, field.id) ? values[field.id] : undefined;
    const code = validateField(field, own);
    if (code) errors[field.id] = code;
  }
  return errors;
}

/** The values to keep: one cleaned value per field of the form, nothing else that was sent. */
export function cleanValues(
  fields: readonly FormField[],
  values: FormValues,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    out[field.id] = cleanValue(
      field,
      Object.hasOwn(values, field.id) ? values[field.id] : undefined,
    );
  }
  return out;
}

/** The first e-mail field of a form: where a confirmation to the sender goes. */
export function senderEmailField(fields: readonly FormField[]): FormField | undefined {
  return fields.find((f) => f.kind === "email");
}
