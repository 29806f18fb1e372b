/**
 * Field schemas shared by the server and the admin; their messages are catalogue codes
 * (SPEC.md section 5): V_01 required, V_02 e-mail, V_09/V_10/V_11 password rules, V_11 length.
 */
import { z } from "zod";
import { isAccountEmail } from "./email.ts";

/** Text fields are "less than 255 characters". */
export const MAX_TEXT = 254;

export function requiredText(max = MAX_TEXT) {
  return z.string({ error: "V_01" }).trim().min(1, { error: "V_01", abort: true }).max(max, {
    error: "V_11",
  });
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
