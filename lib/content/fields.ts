/**
 * Field schemas shared by the server and the admin; their messages are catalogue codes
 * (docs/api.md, Errors): V_01 required, V_16 only spaces, V_02 e-mail, V_09/V_10/V_11 password
 * rules, V_11 length.
 */
import { z } from "zod";
import { isAccountEmail } from "./email.ts";

/** Text fields are "less than 255 characters". */
export const MAX_TEXT = 254;

/**
 * What a required text field lacks: nothing typed is V_01 (required); only spaces is V_16 (must
 * contain at least 1 character), so the user learns that the spaces do not count. Null when
 * filled. The admin's forms ask the same before sending.
 */
export function missingText(value: string): "V_01" | "V_16" | null {
  if (value === "") return "V_01";
  return value.trim() === "" ? "V_16" : null;
}

export function requiredText(max = MAX_TEXT) {
  return z.string({ error: "V_01" })
    .check((ctx) => {
      const code = missingText(ctx.value);
      if (code) ctx.issues.push({ code: "custom", message: code, input: ctx.value, abort: true });
    })
    .trim()
    .max(max, { error: "V_11" });
}

export function optionalText(max = MAX_TEXT) {
  return z.string({ error: "V_12" }).trim().max(max, { error: "V_11" }).default("");
}

/** A staff account's address (or one staff enter): the one rule of email.ts. */
export function emailAddress() {
  return requiredText().pipe(z.string().refine(isAccountEmail, { error: "V_02" }));
}

/** Longer than 8 characters, at least one uppercase letter and one special character, < 255. */
export function newPassword() {
  return z.string({ error: "V_01" })
    .min(1, { error: "V_01", abort: true })
    .refine((s) => s.length > 8, { error: "V_10" })
    .refine((s) => s.length <= MAX_TEXT, { error: "V_11" })
    .refine((s) => /\p{Lu}/u.test(s) && /[^\p{L}\p{N}\s]/u.test(s), { error: "V_09" });
}

/** A role chosen by ID; the admin may send the ID or the role object. */
export function roleRef() {
  return z.union([
    z.number({ error: "V_12" }).int().positive(),
    z.object({ ID: z.number().int().positive() }).transform((r) => r.ID),
  ], { error: "V_01" });
}
