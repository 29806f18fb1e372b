/** The signup's rules, shared by the island and the server (lib/content/newsletter_signup.ts). */
import { assertEquals } from "../../_utils/assert.ts";
import {
  cleanName,
  normaliseEmail,
  signupErrors,
  signupFieldError,
} from "../../../lib/content/newsletter_signup.ts";
import { subscribeBody } from "../../../lib/content/newsletter.ts";

Deno.test("signupErrors() asks for both fields, a valid address, names within the limit", () => {
  assertEquals(signupErrors({ name: " ", email: "" }), [
    { property: "name", code: "V_01" },
    { property: "email", code: "V_01" },
  ]);
  assertEquals(signupErrors({ name: "Anna", email: "anna@" }), [
    { property: "email", code: "V_02" },
  ]);
  assertEquals(signupErrors({ name: "x".repeat(101), email: "a@example.nl" }), [
    { property: "name", code: "V_14" },
  ]);
  assertEquals(signupFieldError("email", `${"a".repeat(250)}@b.nl`), "V_14");
  assertEquals(signupErrors({ name: "Anna", email: " Anna@Example.NL " }), []);
});

Deno.test("normaliseEmail() and cleanName() give one form of each", () => {
  assertEquals(normaliseEmail(" Anna@Example.NL "), "anna@example.nl");
  assertEquals(normaliseEmail("ａｎｎａ@example.nl"), "anna@example.nl");
  assertEquals(cleanName(" Anna\r\nBcc: x@example.com "), "Anna Bcc: x@example.com");
});

Deno.test("subscribeBody applies the same rules on the server, and reads the honeypot", () => {
  const ok = subscribeBody.parse({ name: " Anna ", email: "ANNA@example.nl", locale: "nl-nl" });
  assertEquals(ok, { name: "Anna", email: "anna@example.nl", locale: "nl-nl", trap: false });
  assertEquals(subscribeBody.parse({ name: "A", email: "a@b.nl", website: "x" }).trap, true);
  const bad = subscribeBody.safeParse({ name: 5, email: ["a@b.nl"] });
  assertEquals(bad.error?.issues.map((i) => [i.path.join("."), i.message]), [
    ["name", "V_01"],
    ["email", "V_01"],
  ]);
});
