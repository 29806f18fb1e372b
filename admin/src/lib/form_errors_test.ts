import { deepStrictEqual as assertEquals } from "node:assert";
import { showFieldErrors, splitErrors } from "./form_errors.ts";

const errors = [
  { code: "V_01", property: "profile.name" },
  { code: "V_02", property: "name" },
  { code: "AU_01", property: "password" },
];

Deno.test("splitErrors: a field's first error goes to the field, the rest to the list", () => {
  const { fieldErrors, otherErrors } = splitErrors(errors, ["name"]);
  assertEquals(fieldErrors, { name: errors[0] });
  assertEquals(otherErrors, [errors[1], errors[2]]);
});

Deno.test("showFieldErrors: sets the fields' errors on the form and returns the others", () => {
  const set: Record<string, string> = {};
  const rest = showFieldErrors(
    { setFieldError: (field, error) => (set[field] = error) },
    errors,
    ["name"],
    (e) => `${e.code} at ${e.property}`,
  );
  assertEquals(set, { name: "V_01 at profile.name" });
  assertEquals(rest, [errors[1], errors[2]]);
});
