/** Validation of what visitors type into forms (lib/content/form_validation.ts). */
import { assert, assertEquals } from "../../_utils/assert.ts";
import {
  characterCount,
  charactersLeft,
  CHECKED,
  cleanValue,
  cleanValues,
  effectiveLimit,
  type FieldKind,
  type FormField,
  isDate,
  isEmailAddress,
  isNumber,
  isPhoneNumber,
  MAX_LENGTH,
  senderEmailField,
  validateField,
  validateForm,
} from "../../../lib/content/form_validation.ts";

function field(kind: FieldKind, more: Partial<FormField> = {}): FormField {
  return {
    id: kind,
    label: kind,
    kind,
    limit: null,
    optional: false,
    help: "",
    options: [],
    linkText: "",
    link: "",
    ...more,
  };
}

Deno.test("form_validation imports nothing (the island bundles it)", async () => {
  const source = await Deno.readTextFile(
    new URL("../../../lib/content/form_validation.ts", import.meta.url),
  );
  assertEquals(source.match(/^import .*$/gm), null);
});

Deno.test("validateField() requires a value unless the field is optional", () => {
  for (const kind of ["short-text", "long-text", "email", "phone", "number", "date"] as const) {
    assertEquals(validateField(field(kind), undefined), "required", kind);
    assertEquals(validateField(field(kind), ""), "required", kind);
    assertEquals(validateField(field(kind), "   \n "), "required", kind);
    assertEquals(validateField(field(kind, { optional: true }), ""), null, kind);
    assertEquals(validateField(field(kind, { optional: true }), undefined), null, kind);
  }
  const select = field("select", { options: ["Dhr.", "Mevr."] });
  assertEquals(validateField(select, ""), "required");
  assertEquals(validateField({ ...select, optional: true }, ""), null);
});

Deno.test("validateField() checks the kind of an optional field that was filled in", () => {
  assertEquals(validateField(field("email", { optional: true }), "nope"), "email");
  assertEquals(validateField(field("phone", { optional: true }), "123"), "phone");
});

Deno.test("validateField() short and long text: any text within the limit", () => {
  assertEquals(validateField(field("short-text"), "Jan <b>de</b> Vries"), null);
  assertEquals(validateField(field("long-text"), "regel 1\nregel 2"), null);
});

Deno.test("validateField() counts characters, not bytes or UTF-16 units, against the limit", () => {
  const f = field("short-text", { limit: 5 });
  assertEquals(validateField(f, "ééééé"), null, "5 accented letters (10 bytes)");
  assertEquals(validateField(f, "😀😀😀😀😀"), null, "5 emoji (10 UTF-16 units)");
  assertEquals(validateField(f, "😀😀😀😀😀😀"), "limit");
  assertEquals(validateField(f, "abcdef"), "limit");
  assertEquals(characterCount("Zoë 😀"), 5);
});

Deno.test("validateField() ignores surrounding spaces for the limit", () => {
  const f = field("short-text", { limit: 3 });
  assertEquals(validateField(f, "  abc  "), null);
  assertEquals(validateField(field("long-text", { limit: 3 }), "\nabc\n"), null);
});

Deno.test("effectiveLimit() and charactersLeft(): the field's limit, never above its kind's", () => {
  assertEquals(effectiveLimit(field("short-text")), MAX_LENGTH["short-text"]);
  assertEquals(effectiveLimit(field("short-text", { limit: 10 })), 10);
  assertEquals(effectiveLimit(field("short-text", { limit: 100_000 })), MAX_LENGTH["short-text"]);
  assertEquals(effectiveLimit(field("long-text")), 10_000);
  assertEquals(charactersLeft(field("long-text", { limit: 10 }), "héé😀"), 6);
  assertEquals(charactersLeft(field("long-text", { limit: 3 }), "abcde"), -2);
  assertEquals(charactersLeft(field("long-text", { limit: 3 }), ""), 3);
});

Deno.test("validateField() limits a field without its own limit to its kind's maximum", () => {
  assertEquals(validateField(field("short-text"), "x".repeat(255)), null);
  assertEquals(validateField(field("short-text"), "x".repeat(256)), "limit");
  assertEquals(validateField(field("long-text"), "x".repeat(10_001)), "limit");
});

Deno.test("isEmailAddress() accepts ordinary addresses", () => {
  for (
    const ok of [
      "jan@example.nl",
      "j.de.vries+lab@sub.example.co.uk",
      "o'brien@example.com",
      "zoë@voorbeeld.nl",
      "info@müller.de",
    ]
  ) assert(isEmailAddress(ok), ok);
});

Deno.test("isEmailAddress() refuses typing errors and header tricks", () => {
  for (
    const bad of [
      "jan",
      "jan@",
      "@example.nl",
      "jan@example",
      "jan@@example.nl",
      "jan@example..nl",
      "jan.@example.nl",
      ".jan@example.nl",
      "j..an@example.nl",
      "jan example@example.nl",
      "jan@exa mple.nl",
      "jan@example.nl\nBcc: x@y.z",
      "<jan@example.nl>",
      "jan@-example.nl",
      "jan@example.n1",
      "jan@example.c",
      `${"x".repeat(65)}@example.nl`,
      `x@${"a".repeat(250)}.nl`,
    ]
  ) assert(!isEmailAddress(bad), bad);
  assertEquals(validateField(field("email"), "jan@"), "email");
  assertEquals(validateField(field("email"), "  jan@example.nl "), null);
});

Deno.test("isPhoneNumber() accepts Dutch numbers as people write them", () => {
  for (
    const ok of [
      "0612345678",
      "06-12345678",
      "06 12 34 56 78",
      "06-1234 5678",
      "020-1234567",
      "020 123 4567",
      "(020) 123 45 67",
      "010-123 45 67",
      "0318-123456",
      "+31612345678",
      "+31 6 12345678",
      "+31 (0)6 12345678",
      "+31 (0)20 123 4567",
      "+31-20-1234567",
      "0031 20 1234567",
      "0031612345678",
      "0800-1234",
      "0900 1234567",
      "+32 2 123 45 67",
      "+44 20 7946 0958",
    ]
  ) assert(isPhoneNumber(ok), ok);
});

Deno.test("isPhoneNumber() refuses what cannot be a number", () => {
  for (
    const bad of [
      "12345",
      "061234567",
      "06123456789",
      "+31 06 12345678",
      "+3161234567",
      "+316123456789",
      "6123456789",
      "06-1234567a",
      "bel mij",
      "06--",
      "+",
      "+0 123 456 789",
      "06 1234 5678 ext 12",
      "tel:0612345678",
    ]
  ) assert(!isPhoneNumber(bad), bad);
  assertEquals(validateField(field("phone"), "12345"), "phone");
});

Deno.test("isNumber() and isDate() accept what their inputs send", () => {
  for (const ok of ["0", "42", "-3", "+7", "3.14", "3,14"]) assert(isNumber(ok), ok);
  for (const bad of ["", "1e5", "3,", ",5", "1.2.3", "twee", "1 000"]) assert(!isNumber(bad), bad);
  for (const ok of ["2026-11-23", "2024-02-29", "1999-12-31"]) assert(isDate(ok), ok);
  for (
    const bad of ["2026-02-29", "2026-13-01", "2026-00-10", "23-11-2026", "2026-1-5", "morgen"]
  ) {
    assert(!isDate(bad), bad);
  }
  assertEquals(validateField(field("number"), "veel"), "invalid");
  assertEquals(validateField(field("date"), "2026-02-30"), "invalid");
});

Deno.test("validateField() takes only an offered option for select and radio", () => {
  for (const kind of ["select", "radio"] as const) {
    const f = field(kind, { options: ["Dhr.", "Mevr.", "Anders"] });
    assertEquals(validateField(f, "Mevr."), null, kind);
    assertEquals(validateField(f, "Prof."), "invalid", kind);
    assertEquals(validateField(f, "mevr."), "invalid", kind);
  }
});

Deno.test("validateField() checkboxes and consent: ticked unless optional", () => {
  for (const kind of ["checkbox", "consent"] as const) {
    assertEquals(validateField(field(kind), undefined), "required", kind);
    assertEquals(validateField(field(kind), ""), "required", kind);
    assertEquals(validateField(field(kind), "false"), "required", kind);
    assertEquals(validateField(field(kind), CHECKED), null, kind);
    assertEquals(validateField(field(kind), "yes"), null, kind);
    assertEquals(validateField(field(kind, { optional: true }), undefined), null, kind);
  }
});

Deno.test("validateForm() answers a code per invalid field and nothing for valid ones", () => {
  const fields = [
    field("short-text", { id: "name", limit: 3 }),
    field("email", { id: "email" }),
    field("phone", { id: "phone", optional: true }),
    field("consent", { id: "terms" }),
  ];
  assertEquals(validateForm(fields, {}), {
    name: "required",
    email: "required",
    terms: "required",
  });
  assertEquals(validateForm(fields, { name: "abcd", email: "x", phone: "1", terms: "on" }), {
    name: "limit",
    email: "email",
    phone: "phone",
  });
  assertEquals(validateForm(fields, { name: "Jan", email: "jan@example.nl", terms: "on" }), {});
});

Deno.test("validateForm() is not fooled by values inherited from Object.prototype", () => {
  const fields = [
    field("short-text", { id: "constructor" }),
    field("short-text", { id: "toString" }),
  ];
  const expected: Record<string, string> = { constructor: "required", toString: "required" };
  assertEquals(validateForm(fields, {}) as Record<string, string>, expected);
});

Deno.test("cleanValue() and cleanValues() keep only the form's fields, tidied", () => {
  assertEquals(cleanValue(field("short-text"), "  Jan \t de  Vries "), "Jan de Vries");
  assertEquals(
    cleanValue(field("long-text"), "\r\n regel 1\r\n\r\nregel 2  \n"),
    "regel 1\n\nregel 2",
  );
  assertEquals(cleanValue(field("checkbox"), "yes"), CHECKED);
  assertEquals(cleanValue(field("checkbox"), undefined), "");
  const fields = [field("short-text", { id: "a" }), field("checkbox", { id: "b" })];
  assertEquals(cleanValues(fields, { a: " x ", b: "on", evil: "<script>" }), {
    a: "x",
    b: CHECKED,
  });
});

Deno.test("senderEmailField() is the first e-mail field", () => {
  assertEquals(senderEmailField([field("short-text")]), undefined);
  const first = field("email", { id: "first" });
  assertEquals(senderEmailField([field("phone"), first, field("email", { id: "second" })]), first);
});
