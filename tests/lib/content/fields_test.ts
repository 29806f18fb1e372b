import fc from "fast-check";
import { assertEquals } from "../../_utils/assert.ts";
import { newPassword } from "../../../lib/content/fields.ts";
import { errorMessage } from "../../../lib/content/errors.ts";
import { grants, SEEDED_ROLES } from "../../../lib/content/permissions.ts";

function issues(value: string): string[] {
  const r = newPassword().safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

Deno.test("newPassword() accepts exactly the passwords the rules allow", () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 300, unit: "grapheme" }), (s) => {
      const valid = s.length > 8 && s.length < 255 && /\p{Lu}/u.test(s) &&
        /[^\p{L}\p{N}\s]/u.test(s);
      assertEquals(issues(s).length === 0, valid, JSON.stringify(s));
    }),
    { numRuns: 500 },
  );
  assertEquals(issues(""), ["V_01"]);
  assertEquals(issues("Short-1!"), ["V_10"]);
  assertEquals(issues("longenough1!"), ["V_09"]);
  assertEquals(issues("Longenough1!"), []);
});

Deno.test("errorMessage() fills the property and names unknown codes", () => {
  assertEquals(errorMessage("V_01", "email"), "The email field is required.");
  assertEquals(errorMessage("NOPE_9"), "Error (code: NOPE_9)");
});

Deno.test("grants() narrows by locale and page type parameters, never widens", () => {
  const narrowed = [{
    name: "publish-page" as const,
    parameters: { locales: ["nl-nl"], pageTypes: ["news"] },
  }];
  assertEquals(grants(narrowed, "publish-page"), true);
  assertEquals(grants(narrowed, "publish-page", { locale: "nl-nl", pageType: "news" }), true);
  assertEquals(grants(narrowed, "publish-page", { locale: "en-gb" }), false);
  assertEquals(grants(narrowed, "publish-page", { pageType: "page" }), false);
  assertEquals(grants(narrowed, "delete-page"), false);
  const editor = SEEDED_ROLES.find((r) => r.name === "Editor")!;
  assertEquals(grants(editor.permissions, "publish-page"), false);
  assertEquals(grants(editor.permissions, "create-page", { locale: "de-de" }), true);
});
