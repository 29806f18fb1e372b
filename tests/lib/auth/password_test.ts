import { assert, assertEquals } from "../../_utils/assert.ts";
import { hashPassword, verifyPassword } from "../../../lib/auth/password.ts";
import { csrfTokenFor, csrfTokenMatches } from "../../../lib/auth/csrf.ts";

Deno.test("hashPassword() salts, and verifyPassword() accepts only the password", async () => {
  const a = await hashPassword("Correct-horse-1!");
  const b = await hashPassword("Correct-horse-1!");
  assert(a !== b, "salted");
  assert(a.startsWith("scrypt$"));
  assertEquals(await verifyPassword("Correct-horse-1!", a), true);
  assertEquals(await verifyPassword("correct-horse-1!", a), false);
  assertEquals(await verifyPassword("", a), false);
});

Deno.test("verifyPassword() without a stored hash always fails", async () => {
  assertEquals(await verifyPassword("anything", null), false);
  assertEquals(await verifyPassword("", null), false);
});

Deno.test("csrfTokenMatches() accepts the signed token of that browser only", () => {
  const secret = crypto.getRandomValues(new Uint8Array(32));
  const token = csrfTokenFor(secret, "browser-a");
  assertEquals(csrfTokenMatches(secret, "browser-a", token), true);
  assertEquals(csrfTokenMatches(secret, "browser-b", token), false);
  assertEquals(csrfTokenMatches(secret, "browser-a", ""), false);
  const other = crypto.getRandomValues(new Uint8Array(32));
  assertEquals(csrfTokenMatches(other, "browser-a", token), false);
});
