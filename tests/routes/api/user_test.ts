import { Image } from "imagescript";
import { assert, assertEquals } from "../../_utils/assert.ts";
import { startSession } from "../../../lib/auth/sessions.ts";
import { keys } from "../../../lib/db/keys.ts";
import { findUserByEmail } from "../../../lib/db/users.ts";
import { codes, PUBLIC_URL, startTestApp } from "../../_utils/app.ts";
import { linkIn } from "../../_utils/smtp.ts";

const USER = "/api/ximblox/user";

async function png(width: number, height: number): Promise<Uint8Array> {
  return await new Image(width, height).fill(0x3366ccff).encode();
}

Deno.test("user/list answers users keyed by ID, for user managers only", async () => {
  const t = await startTestApp();
  try {
    const admin = await t.signedIn(1);
    const res = await admin.get(`${USER}/list`);
    assertEquals(res.status, 200);
    assertEquals(res.body.Success, true);
    const ids = Object.keys(res.body.data);
    assert(ids.includes("1") && ids.includes(String(admin.userID)));
    const one = res.body.data["1"];
    assertEquals(one.ID, 1);
    assertEquals(Object.keys(one.profile).sort(), ["image", "jobTitle", "name"]);
    assertEquals(one.passwordHash, undefined);
    const editor = await t.signedIn(2);
    assertEquals(codes(await editor.get(`${USER}/list`)), ["UM_01"]);
    assertEquals((await editor.get(`${USER}/list`)).status, 403);
    assertEquals((await t.client().get(`${USER}/list`)).status, 401);
  } finally {
    await t.close();
  }
});

Deno.test("GET user answers the current user; roles are listed with fixed IDs", async () => {
  const t = await startTestApp();
  try {
    const editor = await t.signedIn(2);
    const me = await editor.get(USER);
    assertEquals(me.body.User.ID, editor.userID);
    assertEquals(me.body.User.role.name, "Editor");
    const roles = await editor.get(`${USER}/roles`);
    assertEquals(
      roles.body.roles.map((r: { ID: number; name: string }) => [r.ID, r.name]),
      [[1, "Administrator"], [2, "Editor"], [3, "Publisher"]],
    );
    const publisher = roles.body.roles[2].permissions.map((p: { name: string }) => p.name);
    assert(publisher.includes("publish-page") && !publisher.includes("manage-users"));
    assertEquals((await t.client().get(USER)).status, 401);
  } finally {
    await t.close();
  }
});

Deno.test("POST user creates an inactive account and mails an activation link", async () => {
  const t = await startTestApp();
  try {
    const admin = await t.signedIn(1);
    const res = await admin.post(USER, {
      email: "Pia@Example.com",
      role: 3,
      profile: { name: "Pia Publisher", jobTitle: "Lead", image: null },
    });
    assertEquals(res.status, 201);
    assertEquals(res.body.Success, true);
    assertEquals(res.body.Errors, []);
    assertEquals(res.body.User.email, "Pia@Example.com");
    assertEquals(res.body.email, "Pia@Example.com", "the user fields also stand at the top");
    assertEquals(res.body.User.active, false);
    assertEquals(res.body.User.role.name, "Publisher");
    assertEquals(res.body.User.profile, { name: "Pia Publisher", jobTitle: "Lead", image: null });
    const mail = await t.smtp.waitFor("Pia@Example.com");
    assert(linkIn(mail, `${PUBLIC_URL}/cmsadmin/activate?token=`));
    const dup = await admin.post(USER, {
      email: "pia@example.com",
      role: 2,
      profile: { name: "Other", jobTitle: "" },
    });
    assertEquals(dup.status, 409);
    assertEquals(codes(dup), ["V_06"]);
  } finally {
    await t.close();
  }
});

Deno.test("POST user validates every field and changes nothing on bad input", async () => {
  const t = await startTestApp();
  try {
    const admin = await t.signedIn(1);
    const before = Object.keys((await admin.get(`${USER}/list`)).body.data).length;
    const missing = await admin.post(USER, { role: 2, profile: {} });
    assertEquals(missing.status, 400);
    assertEquals(
      missing.body.Errors,
      [{ property: "email", code: "V_01" }, { property: "profile.name", code: "V_01" }],
    );
    const bad = await admin.post(USER, {
      email: "not-an-address",
      role: 2,
      profile: { name: "x".repeat(300), jobTitle: "" },
    });
    assertEquals(codes(bad), ["V_02", "V_11"]);
    const role = await admin.post(USER, {
      email: "r@example.com",
      role: 99,
      profile: { name: "R", jobTitle: "" },
    });
    assertEquals(codes(role), ["V_12"]);
    const after = Object.keys((await admin.get(`${USER}/list`)).body.data).length;
    assertEquals(after, before);
  } finally {
    await t.close();
  }
});

Deno.test("nobody hands out a role that grants more than their own", async () => {
  const t = await startTestApp();
  try {
    // A role that may manage users but nothing else.
    await t.deps.kv.set(keys.role(4), {
      ID: 4,
      name: "User manager",
      permissions: [{ name: "manage-users", parameters: {} }],
    });
    const manager = await t.signedIn(4);
    const up = await manager.post(USER, {
      email: "accomplice@example.com",
      role: 1,
      profile: { name: "A", jobTitle: "" },
    });
    assertEquals(up.status, 403);
    assertEquals(codes(up), ["UM_01"]);
    const same = await manager.post(USER, {
      email: "peer@example.com",
      role: 4,
      profile: { name: "P", jobTitle: "" },
    });
    assertEquals(same.status, 201);
    const raise = await manager.put(`${USER}/${same.body.User.ID}`, { role: 1 });
    assertEquals(codes(raise), ["UM_01"]);
  } finally {
    await t.close();
  }
});

Deno.test("PUT user: own profile yes, own role never, others only for user managers", async () => {
  const t = await startTestApp();
  try {
    const editor = await t.signedIn(2);
    const mine = await editor.put(`${USER}/${editor.userID}`, {
      profile: { name: "New Name", jobTitle: "Author" },
      language: "nl",
    });
    assertEquals(mine.status, 200);
    assertEquals(mine.body.User.profile.name, "New Name");
    assertEquals(mine.body.User.language, "nl");
    const raise = await editor.put(`${USER}/${editor.userID}`, { role: 1 });
    assertEquals(raise.status, 403);
    assertEquals(codes(raise), ["UM_01"]);
    assertEquals((await editor.get(USER)).body.User.role.ID, 2);
    // One's own address changes only with the current password (own_account_test.ts).
    const email = await editor.put(`${USER}/${editor.userID}`, { email: "other@example.com" });
    assertEquals(codes(email), ["V_01"]);
    const other = await editor.put(`${USER}/1`, { profile: { name: "Hacked" } });
    assertEquals(codes(other), ["UM_01"]);
    const admin = await t.signedIn(1);
    const byAdmin = await admin.put(`${USER}/${editor.userID}`, {
      role: 3,
      email: "moved@example.com",
    });
    assertEquals(byAdmin.status, 200);
    assertEquals(byAdmin.body.User.role.ID, 3);
    assertEquals((await admin.put(`${USER}/${admin.userID}`, { role: 2 })).status, 403);
    assertEquals(codes(await admin.put(`${USER}/999`, { profile: { name: "x" } })), ["UM_02"]);
    const taken = await admin.put(`${USER}/${editor.userID}`, { email: "ADMIN@example.com" });
    assertEquals(codes(taken), ["V_06"]);
  } finally {
    await t.close();
  }
});

Deno.test("a password change needs the current password and ends the other sessions", async () => {
  const t = await startTestApp();
  try {
    const c = await t.signedIn(2, { email: "pw@example.com", password: "Old-pass-12!" });
    const elsewhere = t.client();
    await elsewhere.post("/api/ximblox/auth/login", {
      email: "pw@example.com",
      password: "Old-pass-12!",
    });
    const wrong = await c.put(`${USER}/${c.userID}`, {
      currentPassword: "Wrong-pass-1!",
      newPassword: "New-pass-123!",
      confirmPassword: "New-pass-123!",
    });
    assertEquals(codes(wrong), ["AUTH_02"]);
    const weak = await c.put(`${USER}/${c.userID}`, {
      currentPassword: "Old-pass-12!",
      newPassword: "weak",
      confirmPassword: "weak",
    });
    assertEquals(codes(weak).includes("V_10"), true);
    const mismatch = await c.put(`${USER}/${c.userID}`, {
      currentPassword: "Old-pass-12!",
      newPassword: "New-pass-123!",
      confirmPassword: "New-pass-124!",
    });
    assertEquals(codes(mismatch), ["V_08"]);
    const ok = await c.put(`${USER}/${c.userID}`, {
      currentPassword: "Old-pass-12!",
      newPassword: "New-pass-123!",
      confirmPassword: "New-pass-123!",
    });
    assertEquals(ok.status, 200);
    assertEquals((await c.get(USER)).status, 200);
    assertEquals((await elsewhere.get(USER)).status, 401);
    const login = await t.client().post("/api/ximblox/auth/login", {
      email: "pw@example.com",
      password: "New-pass-123!",
    });
    assertEquals(login.status, 200);
    const admin = await t.signedIn(1);
    const forOther = await admin.put(`${USER}/${c.userID}`, {
      newPassword: "Admin-sets-1!",
      confirmPassword: "Admin-sets-1!",
    });
    assertEquals(codes(forOther), ["UM_01"]);
  } finally {
    await t.close();
  }
});

Deno.test("profile image: PNG and JPEG by content, served back, removed", async () => {
  const t = await startTestApp();
  try {
    const c = await t.signedIn(2);
    const up = await c.upload(
      `${USER}/${c.userID}/image`,
      "profileImage",
      await png(64, 48),
      "me.png",
    );
    assertEquals(up.status, 200);
    const url: string = up.body.User.profile.image;
    assert(url.startsWith(`${USER}/${c.userID}/image?v=`), url);
    const img = await c.get(url);
    assertEquals(img.status, 200);
    assertEquals(img.headers.get("Content-Type"), "image/png");
    assertEquals(img.headers.get("X-Content-Type-Options"), "nosniff");
    // A JPEG with a misleading name and type is judged by its content.
    const jpeg = await new Image(32, 32).fill(0xff0000ff).encodeJPEG(80);
    const up2 = await c.upload(
      `${USER}/${c.userID}/image`,
      "profileImage",
      jpeg,
      "x.png",
      "image/png",
    );
    assertEquals(up2.status, 200);
    assert(up2.body.User.profile.image !== url, "a new version URL");
    assertEquals(
      (await c.get(up2.body.User.profile.image)).headers.get("Content-Type"),
      "image/jpeg",
    );
    assertEquals((await t.client().get(up2.body.User.profile.image)).status, 401);
    const removed = await c.delete(`${USER}/${c.userID}/image`);
    assertEquals(removed.body.User.profile.image, null);
    assertEquals((await c.get(`${USER}/${c.userID}/image`)).status, 404);
    // The old image's chunks are gone: nothing is left behind.
    let chunks = 0;
    for await (const _ of t.deps.kv.list({ prefix: ["blob_chunks"] })) chunks++;
    assertEquals(chunks, 0);
  } finally {
    await t.close();
  }
});

Deno.test("profile image refusals: type, size, dimensions, broken data, permission", async () => {
  const t = await startTestApp();
  try {
    const c = await t.signedIn(2);
    const path = `${USER}/${c.userID}/image`;
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const asPng = await c.upload(path, "profileImage", html, "evil.png", "image/png");
    assertEquals(codes(asPng), ["UM_06"]);
    const gif = new Uint8Array([...new TextEncoder().encode("GIF89a"), 1, 0, 1, 0, 0, 0, 0]);
    assertEquals(codes(await c.upload(path, "profileImage", gif, "a.gif", "image/gif")), ["UM_06"]);
    const wide = await png(1025, 10);
    const tooWide = await c.upload(path, "profileImage", wide, "w.png");
    assertEquals(codes(tooWide), ["UM_08"]);
    // A header that claims a small image, followed by garbage.
    const broken = (await png(10, 10)).slice(0, 40);
    assertEquals(codes(await c.upload(path, "profileImage", broken, "b.png")), ["UM_07"]);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(await png(10, 10));
    const tooBig = await c.upload(path, "profileImage", big, "big.png");
    assertEquals(tooBig.status, 413);
    assertEquals(codes(tooBig), ["UM_05"]);
    const empty = await c.request("PUT", path, { body: new FormData() });
    assertEquals(codes(empty), ["V_17"]);
    const other = await c.upload(`${USER}/1/image`, "profileImage", await png(8, 8), "x.png");
    assertEquals(codes(other), ["UM_01"]);
    assertEquals((await c.get(USER)).body.User.profile.image, null);
  } finally {
    await t.close();
  }
});

Deno.test("DELETE user removes the account and its sessions; never oneself", async () => {
  const t = await startTestApp();
  try {
    const victim = await t.signedIn(2, { email: "gone@example.com" });
    const admin = await t.signedIn(1);
    const editor = await t.signedIn(2);
    assertEquals(codes(await editor.delete(`${USER}/${victim.userID}`)), ["UM_01"]);
    assertEquals(codes(await admin.delete(`${USER}/${admin.userID}`)), ["UM_01"]);
    const res = await admin.delete(`${USER}/${victim.userID}`);
    assertEquals(res.body, { Success: true });
    assertEquals((await victim.get(USER)).status, 401);
    assertEquals(codes(await admin.delete(`${USER}/${victim.userID}`)), ["UM_02"]);
    // The address is free again.
    const again = await admin.post(USER, {
      email: "gone@example.com",
      role: 2,
      profile: { name: "Back", jobTitle: "" },
    });
    assertEquals(again.status, 201);
    assertEquals((await admin.delete(`${USER}/abc`)).status, 404);
  } finally {
    await t.close();
  }
});

Deno.test("settings/get answers the locales", async () => {
  const t = await startTestApp();
  try {
    const res = await t.client().get("/api/ximblox/settings/get");
    assertEquals(res.body, {
      Success: true,
      availableLocales: ["en-gb", "nl-nl", "de-de", "fr-fr"],
      defaultLocale: "en-gb",
      customSlugLocales: ["en-gb", "nl-nl", "de-de", "fr-fr"],
      // Each page's own language for the public interface until a display language is chosen.
      displayLanguage: null,
    });
  } finally {
    await t.close();
  }
});

const LOGIN = "/api/ximblox/auth/login";
const RESET = "/api/ximblox/auth/reset-account";

/** A role that manages users and edits pages (all an editor may), but no more. */
async function userManagerRole(t: Awaited<ReturnType<typeof startTestApp>>): Promise<number> {
  await t.deps.kv.set(keys.role(4), {
    ID: 4,
    name: "User manager",
    permissions: [
      "manage-users",
      "create-page",
      "edit-page",
      "request-publication",
      "manage-media",
    ].map((name) => ({ name, parameters: {} })),
  });
  return 4;
}

Deno.test("a user manager cannot edit, re-address, re-role or delete a user above themself", async () => {
  const t = await startTestApp();
  try {
    const manager = await t.signedIn(await userManagerRole(t));
    const admin = await t.signedIn(1, { email: "boss@example.com", password: "Boss-pass-12!" });
    const target = admin.userID;
    const before = (await admin.get(USER)).body.User;
    const attempts = [
      await manager.put(`${USER}/${target}`, { profile: { name: "Owned" } }),
      await manager.put(`${USER}/${target}`, { email: "mine@example.com" }),
      // Down to a role within the manager's own: the admin's current role is what counts.
      await manager.put(`${USER}/${target}`, { role: 2 }),
      await manager.put(`${USER}/${target}`, { role: 4, email: "mine@example.com" }),
      await manager.delete(`${USER}/${target}`),
      await manager.upload(`${USER}/${target}/image`, "profileImage", await png(8, 8), "x.png"),
      await manager.delete(`${USER}/${target}/image`),
      // The seeded administrator too.
      await manager.put(`${USER}/1`, { email: "mine@example.com" }),
      await manager.delete(`${USER}/1`),
    ];
    for (const res of attempts) {
      assertEquals([res.status, codes(res)], [403, ["UM_01"]], res.raw);
    }
    assertEquals((await admin.get(USER)).body.User, before);
    assertEquals((await admin.get(`${USER}/1`)).body.User.email, "admin@example.com");
    assertEquals(t.smtp.mails.filter((m) => m.to.includes("mine@example.com")).length, 0);
    const login = await t.client().post(LOGIN, {
      email: "boss@example.com",
      password: "Boss-pass-12!",
    });
    assertEquals(login.status, 200);
    // A publisher may publish, which the manager may not: out of reach as well.
    const publisher = await t.signedIn(3);
    const renamed = await manager.put(`${USER}/${publisher.userID}`, { profile: { name: "P" } });
    assertEquals(codes(renamed), ["UM_01"]);
    // Users whose role grants nothing beyond the manager's own are managed as before.
    const editor = await t.signedIn(2);
    const edited = await manager.put(`${USER}/${editor.userID}`, {
      profile: { name: "Renamed" },
      role: 4,
    });
    assertEquals(edited.status, 200);
    assertEquals(edited.body.User.profile.name, "Renamed");
    const peer = await t.signedIn(4);
    assertEquals((await manager.delete(`${USER}/${peer.userID}`)).body, { Success: true });
  } finally {
    await t.close();
  }
});

Deno.test("correcting a mistyped address voids the activation link and mails a fresh one", async () => {
  const t = await startTestApp();
  try {
    const admin = await t.signedIn(1);
    const created = await admin.post(USER, {
      email: "typo@exmaple.com",
      role: 2,
      profile: { name: "Tia", jobTitle: "" },
    });
    const id = created.body.User.ID;
    const link = linkIn(
      await t.smtp.waitFor("typo@exmaple.com"),
      `${PUBLIC_URL}/cmsadmin/activate`,
    );
    const stale = new URL(link).searchParams.get("token")!;
    const sent = t.smtp.mails.length;
    const fixed = await admin.put(`${USER}/${id}`, { email: "tia@example.com" });
    assertEquals(fixed.status, 200);
    const activate = (token: string, password: string) =>
      t.client().post(RESET, { password, confirm: password, token });
    assertEquals(codes(await activate(stale, "Stranger-1!!")), ["V_05"]);
    // The old address is told (in the user's language), and the new one gets its own link.
    const notice = await t.smtp.waitFor("typo@exmaple.com", { after: sent });
    assert(!notice.text.includes("token="), "no link in the notice");
    assert(!notice.text.includes("tia@example.com"), "the new address is not disclosed");
    const fresh = linkIn(
      await t.smtp.waitFor("tia@example.com", { after: sent }),
      `${PUBLIC_URL}/cmsadmin/activate`,
    );
    assertEquals(
      (await activate(new URL(fresh).searchParams.get("token")!, "Quill-pass-12!")).status,
      200,
    );
    const login = await t.client().post(LOGIN, {
      email: "tia@example.com",
      password: "Quill-pass-12!",
    });
    assertEquals(login.status, 200);
  } finally {
    await t.close();
  }
});

Deno.test("an admin changing a user's address voids their reset link and ends their sessions", async () => {
  const t = await startTestApp();
  try {
    const user = await t.signedIn(2, { email: "old@example.com", password: "Users-pass-1!" });
    await t.deps.kv.set(keys.user(user.userID), {
      ...(await t.deps.kv.get<Record<string, unknown>>(keys.user(user.userID))).value,
      language: "nl",
    });
    await t.client().post("/api/ximblox/auth/forgot-password", { email: "old@example.com" });
    const link = linkIn(await t.smtp.waitFor("old@example.com"), `${PUBLIC_URL}/cmsadmin/reset`);
    const token = new URL(link).searchParams.get("token")!;
    const sent = t.smtp.mails.length;
    const admin = await t.signedIn(1);
    const moved = await admin.put(`${USER}/${user.userID}`, { email: "new@example.com" });
    assertEquals(moved.status, 200);
    const reset = await t.client().post(RESET, {
      password: "Attacker-12!",
      confirm: "Attacker-12!",
      token,
    });
    assertEquals(codes(reset), ["V_05"]);
    assertEquals((await user.get(USER)).status, 401);
    assertEquals((await admin.get(USER)).status, 200);
    const notice = await t.smtp.waitFor("old@example.com", { after: sent });
    assert(/e-mailadres/i.test(notice.subject + notice.text), "the notice is in Dutch");
    const login = await t.client().post(LOGIN, {
      email: "new@example.com",
      password: "Users-pass-1!",
    });
    assertEquals(login.status, 200);
  } finally {
    await t.close();
  }
});

Deno.test("changing one's password in settings voids reset links; this session stays", async () => {
  const t = await startTestApp();
  try {
    const c = await t.signedIn(2, { email: "pw2@example.com", password: "Old-pass-12!" });
    const elsewhere = t.client();
    await elsewhere.post(LOGIN, { email: "pw2@example.com", password: "Old-pass-12!" });
    await t.client().post("/api/ximblox/auth/forgot-password", { email: "pw2@example.com" });
    const link = linkIn(await t.smtp.waitFor("pw2@example.com"), `${PUBLIC_URL}/cmsadmin/reset`);
    const token = new URL(link).searchParams.get("token")!;
    const changed = await c.put(`${USER}/${c.userID}`, {
      currentPassword: "Old-pass-12!",
      newPassword: "New-pass-123!",
      confirmPassword: "New-pass-123!",
    });
    assertEquals(changed.status, 200);
    const reset = await t.client().post(RESET, {
      password: "Attacker-12!",
      confirm: "Attacker-12!",
      token,
    });
    assertEquals(codes(reset), ["V_05"]);
    assertEquals((await elsewhere.get(USER)).status, 401);
    assertEquals((await c.get(USER)).status, 200);
    assertEquals((await c.post("/api/ximblox/auth/refresh-session")).status, 200);
    // A sign-in that checked the old password just before the change gets no lasting session.
    const login = await t.client().post(LOGIN, {
      email: "pw2@example.com",
      password: "Old-pass-12!",
    });
    assertEquals(codes(login), ["AUTH_01"]);
  } finally {
    await t.close();
  }
});

Deno.test("a sign-in that checked the password just before it changed gets no lasting session", async () => {
  const t = await startTestApp();
  try {
    const c = await t.signedIn(2, { email: "race@example.com", password: "Old-pass-12!" });
    // What a sign-in running beside the change read before checking the old password.
    const read = (await findUserByEmail(t.deps.kv, "race@example.com"))!;
    const changed = await c.put(`${USER}/${c.userID}`, {
      currentPassword: "Old-pass-12!",
      newPassword: "New-pass-123!",
      confirmPassword: "New-pass-123!",
    });
    assertEquals(changed.status, 200);
    const late = t.client();
    late.cookies.set("xb_session", await startSession(t.deps.kv, read));
    assertEquals((await late.get(USER)).status, 401);
    assertEquals((await c.get(USER)).status, 200);
  } finally {
    await t.close();
  }
});
