import { assert } from "../../_utils/assert.ts";
import { isAccountEmail, isEmailAddress } from "../../../lib/content/email.ts";
import { emailAddress } from "../../../lib/content/fields.ts";
import { readConfig } from "../../../lib/config.ts";

Deno.test("isAccountEmail() accepts single-label hosts such as the default admin@localhost", () => {
  for (const ok of ["admin@localhost", "lab@intranet", "jan@example.nl", "Pia@Example.com"]) {
    assert(isAccountEmail(ok), ok);
    assert(emailAddress().safeParse(ok).success, `emailAddress() ${ok}`);
  }
});

Deno.test("isAccountEmail() refuses what is no address, like the public rule", () => {
  for (
    const bad of [
      "admin",
      "admin@",
      "@localhost",
      "admin@@localhost",
      "admin@local host",
      "admin@-localhost",
      "admin@127",
      "admin@localhost.",
      "<admin@localhost>",
      "admin@localhost\nBcc: x@y.z",
    ]
  ) {
    assert(!isAccountEmail(bad), bad);
    assert(!emailAddress().safeParse(bad).success, `emailAddress() ${bad}`);
  }
});

Deno.test("isEmailAddress() (visitors) still wants a top-level domain", () => {
  assert(!isEmailAddress("jan@gmail"));
  assert(isEmailAddress("jan@gmail.com"));
});

Deno.test("readConfig() refuses an ADMIN_EMAIL that no account could have", () => {
  let message = "";
  try {
    readConfig({ ADMIN_EMAIL: "admin" });
  } catch (err) {
    message = (err as Error).message;
  }
  assert(message.startsWith("ADMIN_EMAIL"), message);
  assert(readConfig({ ADMIN_EMAIL: "admin@localhost" }).adminEmail === "admin@localhost");
});
