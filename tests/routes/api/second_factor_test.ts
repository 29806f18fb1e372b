/**
 * Two-factor sign-in (issue 31) through the API: the contract lines (set-up, confirm, the pending
 * login, the second step, turning it off), and the hostile cases — a wrong or reused code, a wrong
 * password behind a right code, an expired or forged pending step, the lockout, CSRF, the role
 * requirement, a reset by someone not allowed to. Codes are computed with otpauth, as an
 * authenticator app computes them.
 */
import { totpCode } from "../../_utils/totp.ts";
import { Image } from "imagescript";
import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, COUNTING_LATENCY_MS, startTestApp, type TestApp } from "../../_utils/app.ts";
import { storedAudit } from "../../_utils/audit.ts";
import { keys } from "../../../lib/db/keys.ts";
import { getUser } from "../../../lib/db/users.ts";
import type { PendingSignIn } from "../../../lib/db/second_factor.ts";
import { KvMeter, meterKv } from "../../../lib/db/kv_meter.ts";

import { PROOF_MAX_AGE_MS } from "../../../lib/auth/sessions.ts";
import { hashToken } from "../../../lib/auth/tokens.ts";
import { getSession, replaceSession, type SessionRecord } from "../../../lib/db/sessions.ts";

const AUTH = "/api/ximblox/auth";
const PASSWORD = "Staff-pass-1!";

/** A signed-in client of `roleID` with two-factor turned on; its secret and recovery codes. */
async function withFactor(t: TestApp, roleID = 2) {
  const c = await t.signedIn(roleID, { password: PASSWORD });
  const setup = await c.post(`${AUTH}/totp/setup`, { password: PASSWORD });
  assertEquals(setup.status, 200, setup.raw);
  const confirm = await c.post(`${AUTH}/totp/confirm`, { code: totpCode(setup.body.secret) });
  assertEquals(confirm.status, 200, confirm.raw);
  const user = (await getUser(t.deps.kv, c.userID))!;
  return {
    c,
    email: user.email,
    secret: setup.body.secret as string,
    recovery: confirm.body
      .recoveryCodes as string[],
  };
}

/**
 * A new lockout window (as ten minutes would give): for tests that fail on purpose more often
 * than one window allows, before they go on.
 */
async function newLockoutWindow(t: TestApp) {
  for await (const e of t.deps.kv.list({ prefix: ["login_attempts"] })) {
    await t.deps.kv.delete(e.key);
  }
}

/** The password step on a fresh client (its pending cookie kept). */
async function passwordStep(t: TestApp, email: string, password = PASSWORD) {
  const client = t.client();
  const res = await client.post(`${AUTH}/login`, { email, password });
  return { client, res };
}

Deno.test("TOTP: set-up, confirm, a pending login, the second step, recovery codes, turning it off", async () => {
  const t = await startTestApp();
  try {
    const c = await t.signedIn(2, { password: PASSWORD });
    assertEquals((await c.post(`${AUTH}/user`)).body.User.secondFactor, false);
    assertEquals(codes(await c.post(`${AUTH}/totp/setup`, { password: "Wrong-pass-1!" })), [
      "AUTH_02",
    ]);
    await newLockoutWindow(t); // That wrong password took a lockout slot, as at sign-in.
    const setup = await c.post(`${AUTH}/totp/setup`, { password: PASSWORD });
    assertEquals(setup.status, 200);
    assertEquals(Object.keys(setup.body).sort(), ["Success", "otpauthUrl", "qrSvg", "secret"]);
    assert(/^[A-Z2-7]{32}$/.test(setup.body.secret), setup.body.secret);
    assert(setup.body.otpauthUrl.startsWith("otpauth://totp/"), setup.body.otpauthUrl);
    assert(setup.body.otpauthUrl.includes(`secret=${setup.body.secret}`));
    assert(/^<svg[^>]*>/.test(setup.body.qrSvg) && !/<script/i.test(setup.body.qrSvg));
    const secret: string = setup.body.secret;

    assertEquals(codes(await c.post(`${AUTH}/totp/confirm`, { code: "000000" })), ["AUTH_05"]);
    const confirmCode = totpCode(secret);
    const confirm = await c.post(`${AUTH}/totp/confirm`, { code: confirmCode });
    assertEquals(confirm.status, 200);
    const recovery: string[] = confirm.body.recoveryCodes;
    assertEquals(recovery.length, 10);
    assertEquals(new Set(recovery).size, 10);
    assert(recovery.every((r) => typeof r === "string" && r.length >= 10), recovery.join());
    // Stored hashed: no recovery code and no code appears in the store's factor record.
    const stored = JSON.stringify((await t.deps.kv.get(keys.secondFactor(c.userID))).value);
    assert(recovery.every((r) => !stored.includes(r) && !stored.includes(r.replace("-", ""))));
    assertEquals((await c.post(`${AUTH}/user`)).body.User.secondFactor, true);
    assertEquals(codes(await c.post(`${AUTH}/totp/setup`, { password: PASSWORD })), ["AUTH_07"]);
    const email = (await getUser(t.deps.kv, c.userID))!.email;

    // The password step: pending, no session cookie; a short-lived, strict pending cookie.
    const { client, res } = await passwordStep(t, email);
    assertEquals(res.status, 200);
    assertEquals(res.body, { Success: true, pending: true, secondFactor: ["totp", "recovery"] });
    const cookies = res.headers.getSetCookie();
    assert(!cookies.some((s) => s.startsWith("xb_session=")), cookies.join("\n"));
    const pending = cookies.find((s) => s.startsWith("xb_pending="))!;
    assert(/HttpOnly/i.test(pending) && /SameSite=Strict/i.test(pending), pending);
    assert(/Max-Age=300\b/i.test(pending), pending);
    assertEquals((await client.post(`${AUTH}/user`)).body.User.ID, 0, "not signed in yet");
    const pendings = [];
    for await (const e of t.deps.kv.list({ prefix: ["pending_sign_in"] })) pendings.push(e);
    const token = pending.split(";")[0].split("=")[1];
    assert(!JSON.stringify(pendings.map((e) => e.key)).includes(token), "stored hashed");

    // A wrong code; the confirming code again (its step is spent); then a later step's code.
    assertEquals(codes(await client.post(`${AUTH}/second-factor`, { code: "123456" })), [
      "AUTH_05",
    ]);
    const reused = await client.post(`${AUTH}/second-factor`, { code: confirmCode });
    assertEquals([reused.status, codes(reused)], [401, ["AUTH_05"]]);
    const next = totpCode(secret, 1);
    const done = await client.post(`${AUTH}/second-factor`, { code: next });
    assertEquals(done.status, 200, done.raw);
    assertEquals(done.body.User.ID, c.userID);
    assert(done.headers.getSetCookie().some((s) => s.startsWith("xb_session=")));
    assertEquals((await client.post(`${AUTH}/user`)).body.User.ID, c.userID);
    assert(!client.cookies.has("xb_pending"), "the pending cookie is cleared");

    // The same code on another pending sign-in: refused, the step is spent.
    const again = await passwordStep(t, email);
    assertEquals(codes(await again.client.post(`${AUTH}/second-factor`, { code: next })), [
      "AUTH_05",
    ]);
    // A recovery code signs in once.
    await newLockoutWindow(t);
    const rec = await again.client.post(`${AUTH}/second-factor`, { code: recovery[3] });
    assertEquals(rec.status, 200, rec.raw);
    const third = await passwordStep(t, email);
    assertEquals(codes(await third.client.post(`${AUTH}/second-factor`, { code: recovery[3] })), [
      "AUTH_05",
    ]);

    // Turning it off asks for the password and ends the user's other sessions.
    assertEquals(codes(await c.post(`${AUTH}/totp/disable`, { password: "Wrong-pass-1!" })), [
      "AUTH_02",
    ]);
    assertEquals((await c.post(`${AUTH}/totp/disable`, { password: PASSWORD })).status, 200);
    assertEquals((await client.post(`${AUTH}/user`)).body.User.ID, 0, "other session ended");
    assertEquals((await c.post(`${AUTH}/user`)).body.User.secondFactor, false, "own kept");
    assertEquals(codes(await c.post(`${AUTH}/totp/disable`, { password: PASSWORD })), [
      "AUTH_08",
    ]);
    const plain = await passwordStep(t, email);
    assertEquals(plain.res.body.User.ID, c.userID, "a password alone signs in again");

    const actions = (await storedAudit(t)).map((r) => r.action);
    for (const a of ["second-factor-enable", "recovery-code-use", "second-factor-disable"]) {
      assert(actions.includes(a as never), `${a} in the audit trail: ${actions.join()}`);
    }
  } finally {
    await t.settled();
    await t.close();
  }
});

Deno.test("TOTP: a wrong password answers like a right one; its second step fails like a wrong code", async () => {
  const t = await startTestApp();
  try {
    const { email, secret } = await withFactor(t);
    const right = await passwordStep(t, email);
    const wrong = await passwordStep(t, email, "Wrong-pass-1!");
    assertEquals([wrong.res.status, wrong.res.raw], [right.res.status, right.res.raw]);
    const attrs = (s: string[]) => s.map((c) => c.replace(/=[^;]*/, "")).sort();
    assertEquals(attrs(wrong.res.headers.getSetCookie()), attrs(right.res.headers.getSetCookie()));
    // The right code behind the wrong password: refused exactly as a wrong code is.
    const behindWrong = await wrong.client.post(`${AUTH}/second-factor`, {
      code: totpCode(secret, 1),
    });
    const wrongCode = await right.client.post(`${AUTH}/second-factor`, { code: "999999" });
    assertEquals([behindWrong.status, behindWrong.raw], [wrongCode.status, wrongCode.raw]);
    assertEquals(codes(behindWrong), ["AUTH_05"]);
  } finally {
    await t.close();
  }
});

Deno.test("TOTP: a second step without, with a forged, or with an expired pending sign-in; CSRF", async () => {
  const t = await startTestApp();
  try {
    const { c, email, secret } = await withFactor(t);
    assertEquals(
      codes(await t.client().post(`${AUTH}/second-factor`, { code: totpCode(secret) })),
      [
        "AUTH_06",
      ],
    );
    const forged = t.client();
    forged.cookies.set("xb_pending", `${c.userID}.${"A".repeat(43)}`);
    assertEquals(codes(await forged.post(`${AUTH}/second-factor`, { code: totpCode(secret) })), [
      "AUTH_06",
    ]);
    // The pending step's five minutes are over (its stored expiry moved, as the clock would).
    const { client } = await passwordStep(t, email);
    for await (const e of t.deps.kv.list<PendingSignIn>({ prefix: ["pending_sign_in"] })) {
      await t.deps.kv.set(e.key, { ...e.value, expiresAt: Date.now() - 1 });
    }
    const late = await client.post(`${AUTH}/second-factor`, { code: totpCode(secret, 1) });
    assertEquals([late.status, codes(late)], [401, ["AUTH_06"]]);

    // No CSRF token: refused before anything is looked at.
    const fresh = await passwordStep(t, email);
    const noToken = await fresh.client.request("POST", `${AUTH}/second-factor`, {
      json: { code: totpCode(secret, 1) },
      csrf: false,
    });
    assertEquals(codes(noToken), ["CSRF_01"]);
    const crossSite = await fresh.client.request("POST", `${AUTH}/second-factor`, {
      json: { code: totpCode(secret, 1) },
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    assertEquals(codes(crossSite), ["CSRF_01"]);
    const setup = await c.request("POST", `${AUTH}/totp/disable`, {
      json: { password: PASSWORD },
      csrf: false,
    });
    assertEquals(codes(setup), ["CSRF_01"]);
    assertEquals(codes(await c.post(`${AUTH}/second-factor`, { code: "12" })), ["AUTH_06"]);
  } finally {
    await t.close();
  }
});

Deno.test("TOTP: codes count towards the lockout like passwords", async () => {
  const t = await startTestApp();
  try {
    const { email, secret } = await withFactor(t);
    const { client } = await passwordStep(t, email);
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(codes(await client.post(`${AUTH}/second-factor`, { code: `00000${i}` }))[0]);
    }
    // The password step holds one slot of five; four wrong codes take the rest, and lock.
    assertEquals(answers, ["AUTH_05", "AUTH_05", "AUTH_05", "AUTH_03"]);
    const right = await client.post(`${AUTH}/second-factor`, { code: totpCode(secret, 1) });
    assertEquals([right.status, codes(right)], [429, ["AUTH_03"]]);
    assertEquals(codes((await passwordStep(t, email)).res), ["AUTH_03"]);
    const failed = (await storedAudit(t)).filter((r) => r.action === "sign-in-failed");
    assert(failed.some((r) => /wrong code/.test(r.summary)), JSON.stringify(failed));
  } finally {
    await t.settled();
    await t.close();
  }
});

Deno.test("TOTP: one code sent by two pending sign-ins at once signs in one of them", async () => {
  const t = await startTestApp();
  try {
    const { email, secret, recovery } = await withFactor(t);
    for (const code of [totpCode(secret, 1), recovery[0]]) {
      const steps = [await passwordStep(t, email), await passwordStep(t, email)];
      const answers = await Promise.all(
        steps.map((s) => s.client.post(`${AUTH}/second-factor`, { code })),
      );
      assertEquals(answers.map((a) => a.status).sort(), [200, 401], code);
      assertEquals(codes(answers.find((a) => a.status === 401)!), ["AUTH_05"]);
      // Of the two pending sign-ins, only the one signed in is gone.
      let pendings = 0;
      for await (const _ of t.deps.kv.list({ prefix: ["pending_sign_in"] })) pendings++;
      assertEquals(pendings, 1);
      await newLockoutWindow(t);
      for await (const e of t.deps.kv.list({ prefix: ["pending_sign_in"] })) {
        await t.deps.kv.delete(e.key);
      }
    }
    const uses = (await storedAudit(t)).filter((r) => r.action === "recovery-code-use");
    assertEquals(uses.length, 1, "one record for the one use");
    assert(uses[0].summary.endsWith("; 9 left"), uses[0].summary);
  } finally {
    await t.settled();
    await t.close();
  }
});

Deno.test("TOTP: password steps never completed lock the address too", async () => {
  const t = await startTestApp();
  try {
    const { email } = await withFactor(t);
    for (let i = 0; i < 5; i++) assertEquals((await passwordStep(t, email)).res.status, 200);
    assertEquals(codes((await passwordStep(t, email)).res), ["AUTH_03"]);
  } finally {
    await t.close();
  }
});

Deno.test("roles: requireSecondFactor holds a user without one at the set-up; resets by whom", async () => {
  const t = await startTestApp();
  try {
    const admin = await t.signedIn(1);
    const bad = await admin.post("/api/ximblox/user/roles", {
      name: "Bad",
      permissions: [],
      requireSecondFactor: "yes",
    });
    assertEquals(codes(bad), ["V_12"]);
    const plainRole = await admin.post("/api/ximblox/user/roles", {
      name: "Plain",
      permissions: [],
    });
    assertEquals(plainRole.body.role.requireSecondFactor, false, "off by default");
    const strict = await admin.post("/api/ximblox/user/roles", {
      name: "Strict",
      // Media managers see unpublished library files once set up.
      permissions: [{ name: "create-page" }, { name: "manage-media" }],
      requireSecondFactor: true,
    });
    assertEquals(strict.status, 201, strict.raw);
    assertEquals(strict.body.role.requireSecondFactor, true);
    const roleID = strict.body.role.ID;

    const held = await t.signedIn(roleID, { password: PASSWORD });
    const me = await held.post(`${AUTH}/user`);
    assertEquals([me.status, me.body.User.role.requireSecondFactor], [200, true]);
    const own = `/api/ximblox/user/${held.userID}`;
    const blocked = await held.get(own);
    assertEquals([blocked.status, codes(blocked)], [403, ["AUTH_2FA_SETUP"]]);
    assertEquals(codes(await held.get("/api/ximblox/user/roles")), ["AUTH_2FA_SETUP"]);
    // Library files: what a visitor sees, not the unpublished ones staff see.
    const form = new FormData();
    const png = await new Image(8, 8).fill(0x3366ccff).encode();
    form.append("path", "/");
    form.append(
      "f",
      new File([png as Uint8Array<ArrayBuffer>], "draft.png", { type: "image/png" }),
    );
    const file = (await admin.request("POST", "/api/ximblox/medialib/add-file", { body: form }))
      .body.file;
    assertEquals((await admin.get(`/media/${file.id}/draft.png`)).status, 200);
    assertEquals((await held.get(`/media/${file.id}/draft.png`)).status, 404);
    const setup = await held.post(`${AUTH}/totp/setup`, { password: PASSWORD });
    assertEquals(setup.status, 200);
    const confirm = await held.post(`${AUTH}/totp/confirm`, { code: totpCode(setup.body.secret) });
    assertEquals(confirm.status, 200);
    assertEquals((await held.get(own)).status, 200, "free once set up");
    assertEquals((await held.get(`/media/${file.id}/draft.png`)).status, 200);

    // Editing the role keeps or changes the requirement as sent.
    const edited = await admin.put(`/api/ximblox/user/roles/${roleID}`, {
      name: "Strict",
      permissions: [{ name: "create-page" }],
      requireSecondFactor: false,
    });
    assertEquals(edited.body.role.requireSecondFactor, false);

    // Who may reset another's factor: not an editor, not a user manager below the target.
    const editor = await t.signedIn(2);
    assertEquals(codes(await editor.post(`/api/ximblox/user/${held.userID}/reset-second-factor`)), [
      "UM_01",
    ]);
    const managers = await admin.post("/api/ximblox/user/roles", {
      name: "Managers",
      permissions: [{ name: "manage-users" }],
    });
    const manager = await t.signedIn(managers.body.role.ID);
    const { c: adminWithFactor } = await withFactor(t, 1);
    assertEquals(
      codes(await manager.post(`/api/ximblox/user/${adminWithFactor.userID}/reset-second-factor`)),
      ["UM_01"],
    );
    assertEquals(codes(await admin.post(`/api/ximblox/user/${admin.userID}/reset-second-factor`)), [
      "UM_01",
    ]);
    const noToken = await admin.request(
      "POST",
      `/api/ximblox/user/${held.userID}/reset-second-factor`,
      { csrf: false },
    );
    assertEquals(codes(noToken), ["CSRF_01"]);

    const heldUser = (await getUser(t.deps.kv, held.userID))!;
    const before = t.smtp.mails.length;
    const reset = await admin.post(`/api/ximblox/user/${held.userID}/reset-second-factor`);
    assertEquals(reset.status, 200, reset.raw);
    const mail = await t.smtp.waitFor(heldUser.email, { after: before });
    assert(/Two-factor sign-in/.test(mail.subject), mail.subject);
    assertEquals((await getUser(t.deps.kv, held.userID))!.secondFactor, false);
    assertEquals((await held.post(`${AUTH}/user`)).body.User.ID, 0, "their sessions ended");
    assertEquals(codes(await admin.post(`/api/ximblox/user/${held.userID}/reset-second-factor`)), [
      "AUTH_08",
    ]);
    const reset2 = (await storedAudit(t)).filter((r) => r.action === "second-factor-reset");
    assertEquals(reset2.length, 1);
    assert(reset2[0].target.includes(heldUser.email));
  } finally {
    await t.settled();
    await t.close();
  }
});

Deno.test("TOTP round trips: the password step ≤ 3, the actor ≤ 1; the second step counted", async () => {
  const t = await startTestApp({}, { latencyMs: COUNTING_LATENCY_MS });
  try {
    const { email, secret } = await withFactor(t);
    const meter = async (fn: () => Promise<unknown>) => {
      const m = new KvMeter();
      await meterKv(m, fn);
      return m.close();
    };
    const client = t.client();
    await client.get("/api/ximblox/settings/get"); // The CSRF token first, as a browser has it.
    const password = await meter(() => client.post(`${AUTH}/login`, { email, password: PASSWORD }));
    assert(password.depth <= 3, `password step: ${JSON.stringify(password)}`);
    const second = await meter(() =>
      client.post(`${AUTH}/second-factor`, { code: totpCode(secret, 1) })
    );
    assertEquals((await client.post(`${AUTH}/user`)).status, 200);
    const actor = await meter(() => client.post(`${AUTH}/user`));
    assert(actor.depth <= 1, `actor: ${JSON.stringify(actor)}`);
    console.log(
      `round trips: password step ${password.depth}, second step ${second.depth}, actor ${actor.depth}`,
    );
    assert(second.depth <= 3, `second step: ${JSON.stringify(second)}`);
  } finally {
    await t.settled();
    await t.close();
  }
});

Deno.test("a sensitive action's proof renewed with a second-factor code, each code once", async () => {
  const t = await startTestApp();
  try {
    const { c, recovery } = await withFactor(t, 1);
    const role = (await c.post("/api/ximblox/user/roles", { name: "Checkers", permissions: [] }))
      .body.role;
    const age = async () => {
      const entry = await getSession(t.deps.kv, hashToken(c.cookies.get("xb_session")!));
      await replaceSession(t.deps.kv, entry as Deno.KvEntry<SessionRecord>, {
        ...entry.value!,
        provedAt: Date.now() - PROOF_MAX_AGE_MS - 1,
      });
    };
    const widen = () =>
      c.put(`/api/ximblox/user/roles/${role.ID}`, {
        name: "Checkers",
        permissions: [{ name: "edit-page" }],
      });
    await age();
    assertEquals(codes(await widen()), ["AUTH_REAUTH"]);
    assertEquals(codes(await c.post(`${AUTH}/reauth`, { code: "000000" })), ["AUTH_05"]);
    assertEquals((await c.post(`${AUTH}/reauth`, { code: recovery[0] })).status, 200);
    assertEquals((await widen()).status, 200);
    await age();
    assertEquals(codes(await c.post(`${AUTH}/reauth`, { code: recovery[0] })), ["AUTH_05"]);
    // An account without a second factor proves nothing with a code.
    const plain = await t.signedIn(2, { password: PASSWORD });
    assertEquals(codes(await plain.post(`${AUTH}/reauth`, { code: recovery[1] })), ["AUTH_05"]);
  } finally {
    await t.close();
  }
});

Deno.test("deleting a user deletes their second factor's secret and recovery codes", async () => {
  const t = await startTestApp();
  try {
    const { c } = await withFactor(t);
    const admin = await t.signedIn(1);
    assert((await t.deps.kv.get(keys.secondFactor(c.userID))).value !== null);
    assertEquals((await admin.delete(`/api/ximblox/user/${c.userID}`)).status, 200);
    assertEquals((await t.deps.kv.get(keys.secondFactor(c.userID))).value, null);
  } finally {
    await t.settled();
    await t.close();
  }
});
