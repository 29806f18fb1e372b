/**
 * One's own account through the API: the README's default administrator (admin@localhost, seeded
 * without ADMIN_EMAIL) can use every account screen, and changing one's own e-mail address or
 * password asks for the current password from every screen that can change them (issue 19).
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, startTestApp, type TestClient } from "../../_utils/app.ts";
import { linkIn } from "../../_utils/smtp.ts";

const USER = "/api/ximblox/user";

Deno.test("the default admin@localhost changes its password, profile and itself, and resets", async () => {
  const lines: string[] = [];
  const t = await startTestApp({ ADMIN_EMAIL: "", ADMIN_PASSWORD: "" }, {
    seedLog: (line) => lines.push(line),
  });
  try {
    const email = lines.join("\n").match(/Created the administrator (\S+)\./)?.[1];
    const password = lines.join("\n").match(/shown only this once: (\S+)/)?.[1] ?? "";
    assertEquals(email, "admin@localhost");
    const admin = t.client();
    const login = await admin.post("/api/ximblox/auth/login", { email, password });
    assertEquals(login.status, 200, login.raw);
    const id = login.body.User.ID;

    // Settings → change password: what the settings screen sends.
    const changed = await admin.put(`${USER}/${id}`, {
      email,
      role: 1,
      profile: { name: "Administrator", jobTitle: "" },
      language: "en",
      currentPassword: password,
      newPassword: "Fresh-pass-12!",
      confirmPassword: "Fresh-pass-12!",
    });
    assertEquals(changed.status, 200, changed.raw);
    assertEquals(
      (await t.client().post("/api/ximblox/auth/login", { email, password: "Fresh-pass-12!" }))
        .status,
      200,
    );

    // Settings → save the profile.
    const profile = await admin.put(`${USER}/${id}`, {
      email,
      role: 1,
      profile: { name: "Site Admin", jobTitle: "Operator" },
      language: "en",
    });
    assertEquals(profile.status, 200, profile.raw);
    assertEquals(profile.body.User.profile.name, "Site Admin");

    // User Management → edit oneself: what the user dialog sends.
    const self = await admin.put(`${USER}/${id}`, {
      email,
      role: 1,
      profile: { name: "Site Admin", jobTitle: "Lead" },
    });
    assertEquals(self.status, 200, self.raw);
    assertEquals(self.body.User.profile.jobTitle, "Lead");

    // Forgot password mails a reset link to the address.
    const forgot = await t.client().post("/api/ximblox/auth/forgot-password", { email });
    assertEquals(forgot.status, 200, forgot.raw);
    const mail = await t.smtp.waitFor("admin@localhost");
    assert(
      linkIn(mail, "https://cms.example.test/cmsadmin/reset-password?token=") ||
        linkIn(mail, "https://cms.example.test/cmsadmin/"),
    );

    // The same rule holds at creation: an intranet address can be given to a new account.
    const created = await admin.post(USER, {
      email: "lab@intranet",
      role: 2,
      profile: { name: "Lab", jobTitle: "" },
    });
    assertEquals(created.status, 201, created.raw);
    assertEquals(
      codes(
        await admin.post(USER, {
          email: "lab@",
          role: 2,
          profile: { name: "Lab", jobTitle: "" },
        }),
      ),
      ["V_02"],
    );
  } finally {
    await t.close();
  }
});

async function put(client: TestClient, body: Record<string, unknown>) {
  return await client.put(`${USER}/${client.userID}`, {
    role: body.role ?? 2,
    profile: { name: "Test Staff", jobTitle: "Tester" },
    ...body,
  });
}

Deno.test("changing one's own e-mail address asks for the current password", async () => {
  const t = await startTestApp();
  try {
    for (const roleID of [1, 2]) {
      const me = await t.signedIn(roleID, { password: "Staff-pass-1!" });
      const email = `moved-${roleID}@example.com`;
      assertEquals(codes(await put(me, { role: roleID, email })), ["V_01"]);
      const wrong = await put(me, { role: roleID, email, currentPassword: "Wrong-pass-1!" });
      assertEquals(codes(wrong), ["AUTH_02"]);
      assertEquals(wrong.body.Errors[0].property, "currentPassword");
      const ok = await put(me, { role: roleID, email, currentPassword: "Staff-pass-1!" });
      assertEquals(ok.status, 200, ok.raw);
      assertEquals(ok.body.User.email, email);
      // The session that made the change goes on; the new address signs in.
      assertEquals((await me.get(USER)).body.User.email, email);
      const again = await t.client().post("/api/ximblox/auth/login", {
        email,
        password: "Staff-pass-1!",
      });
      assertEquals(again.status, 200);
    }
  } finally {
    await t.close();
  }
});

Deno.test("changing one's own password: V_01 without the current one, AUTH_02 when wrong, V_08 when the new ones differ", async () => {
  const t = await startTestApp();
  try {
    const me = await t.signedIn(2, { password: "Staff-pass-1!" });
    const email = (await me.get(USER)).body.User.email;
    const fresh = { newPassword: "Fresh-pass-12!", confirmPassword: "Fresh-pass-12!" };
    const missing = await put(me, { email, ...fresh });
    assertEquals(codes(missing), ["V_01"]);
    assertEquals(missing.body.Errors[0].property, "currentPassword");
    assertEquals(codes(await put(me, { email, ...fresh, currentPassword: "" })), ["V_01"]);
    assertEquals(
      codes(await put(me, { email, ...fresh, currentPassword: "Wrong-pass-1!" })),
      ["AUTH_02"],
    );
    const differ = await put(me, {
      email,
      currentPassword: "Staff-pass-1!",
      newPassword: "Fresh-pass-12!",
      confirmPassword: "Fresh-pass-13!",
    });
    assertEquals(codes(differ), ["V_08"]);
    assertEquals(differ.body.Errors[0].property, "confirmPassword");
    assertEquals(
      (await put(me, { email, ...fresh, currentPassword: "Staff-pass-1!" })).status,
      200,
    );
  } finally {
    await t.close();
  }
});

Deno.test("a user manager changes another user's e-mail address without a password of theirs", async () => {
  const t = await startTestApp();
  try {
    const admin = await t.signedIn(1);
    const other = await t.signedIn(2);
    const res = await admin.put(`${USER}/${other.userID}`, {
      email: "elsewhere@example.com",
      role: 2,
      profile: { name: "Other", jobTitle: "" },
    });
    assertEquals(res.status, 200, res.raw);
  } finally {
    await t.close();
  }
});
