/**
 * Catalogue codes sent where docs/api.md, Errors, means them (issue 19): V_16 for a required field
 * of only spaces, UM_09 for a user creation that fails. V_08 (a new password typed twice
 * differently) is in own_account_test.ts; V_03 (the reset form) in auth_test.ts.
 */
import { assertEquals } from "../../_utils/assert.ts";
import { codes, withTestApp } from "../../_utils/app.ts";
import { requiredText } from "../../../lib/content/fields.ts";
import { keys } from "../../../lib/db/keys.ts";
import { nextId } from "../../../lib/db/counters.ts";
import { findUserByEmail } from "../../../lib/db/users.ts";

const USER = "/api/ximblox/user";

Deno.test("requiredText(): nothing is V_01, only spaces V_16, too long V_11; values are trimmed", () => {
  const code = (v: unknown) => {
    const r = requiredText().safeParse(v);
    return r.success ? JSON.stringify(r.data) : r.error.issues.map((i) => i.message).join();
  };
  assertEquals(code(undefined), "V_01");
  assertEquals(code(""), "V_01");
  assertEquals(code("   "), "V_16");
  assertEquals(code(" \n\t"), "V_16");
  assertEquals(code("x".repeat(255)), "V_11");
  assertEquals(code(" Lab "), '"Lab"');
});

Deno.test("a name of only spaces is V_16 when creating a user and when saving one's profile", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const blank = await admin.post(USER, {
      email: "blank@example.com",
      role: 2,
      profile: { name: "   ", jobTitle: "" },
    });
    assertEquals(blank.status, 400);
    assertEquals(blank.body.Errors, [{ property: "profile.name", code: "V_16" }]);
    const empty = await admin.post(USER, {
      email: "blank@example.com",
      role: 2,
      profile: { name: "", jobTitle: "" },
    });
    assertEquals(empty.body.Errors, [{ property: "profile.name", code: "V_01" }]);
    const own = await admin.put(`${USER}/${admin.userID}`, { profile: { name: " " } });
    assertEquals(codes(own), ["V_16"]);
  }));

Deno.test("a user creation that cannot be stored answers UM_09 and leaves nothing behind", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    // A store whose user counter lags behind its records (a restore of an older counter): the
    // next id is taken, so the creation cannot commit.
    const taken = await nextId(t.deps.kv, "users");
    await t.deps.kv.set(keys.counter("users"), taken - 1);
    await t.deps.kv.set(keys.user(taken), { id: taken, email: "older@example.com" });
    const res = await admin.post(USER, {
      email: "new@example.com",
      role: 2,
      profile: { name: "New", jobTitle: "" },
    });
    assertEquals(codes(res), ["UM_09"]);
    assertEquals(res.body.Errors[0].property, "user");
    assertEquals(await findUserByEmail(t.deps.kv, "new@example.com"), null);
    assertEquals(t.smtp.mails.filter((m) => m.to.includes("new@example.com")), []);
  }));
