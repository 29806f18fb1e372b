/**
 * Sessions a user can see and end, an administrator's "end all sessions", the repeat of the
 * password that sensitive actions ask for (AUTH_REAUTH), and the strength check of new passwords
 * (issue 31). Through the HTTP API as the admin calls it.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { PROOF_MAX_AGE_MS, sessionId } from "../../../lib/auth/sessions.ts";
import { hashToken } from "../../../lib/auth/tokens.ts";
import { getSession, replaceSession, type SessionRecord } from "../../../lib/db/sessions.ts";
import { insertToken } from "../../../lib/db/tokens.ts";
import { createStaff, startTestApp, type TestApp, TestClient } from "../../_utils/app.ts";
import { codes } from "../../_utils/app.ts";

const SESSIONS = "/api/ximblox/auth/sessions";
const PASSWORD = "Staff-pass-1!";

/** Signs `email` in from a browser with this User-Agent. */
async function signInAs(t: TestApp, email: string, userAgent: string): Promise<TestClient> {
  const c = t.client();
  const res = await c.request("POST", "/api/ximblox/auth/login", {
    json: { email, password: PASSWORD },
    headers: { "User-Agent": userAgent },
  });
  assertEquals(res.status, 200, res.raw);
  return c;
}

/** The stored hash of a client's session token. */
const hashOf = (c: TestClient) => hashToken(c.cookies.get("xb_session")!);

/** Makes the client's last proof of who they are `ageMs` old, as time passing would. */
async function ageProof(t: TestApp, c: TestClient, ageMs: number): Promise<void> {
  const entry = await getSession(t.deps.kv, hashOf(c));
  assert(entry.value);
  const session: SessionRecord = { ...entry.value, provedAt: Date.now() - ageMs };
  assert(await replaceSession(t.deps.kv, entry as Deno.KvEntry<SessionRecord>, session));
}

Deno.test("a user lists their own live sessions, this one marked, newest activity first", async () => {
  const t = await startTestApp();
  try {
    const user = await createStaff(t.deps, { roleID: 2, password: PASSWORD });
    const laptop = await signInAs(t, user.email, "Mozilla/5.0 (Windows NT 10.0) Firefox/133.0");
    const phone = await signInAs(t, user.email, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1) Safari");
    const someoneElse = await t.signedIn(2);

    const res = await phone.get(SESSIONS);
    assertEquals(res.status, 200);
    assertEquals(res.body.Success, true);
    const sessions = res.body.sessions as Record<string, unknown>[];
    assertEquals(sessions.length, 2, "only the user's own sessions");
    assertEquals(sessions[0].current, true, "the newest is this one");
    assertEquals(sessions[0].userAgent, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1) Safari");
    assertEquals(sessions[1].current, false);
    assertEquals(sessions[1].userAgent, "Mozilla/5.0 (Windows NT 10.0) Firefox/133.0");
    for (const s of sessions) {
      assertEquals(Object.keys(s).sort(), [
        "address",
        "current",
        "id",
        "lastActiveAt",
        "signedInAt",
        "userAgent",
      ]);
      assert(!Number.isNaN(Date.parse(s.signedInAt as string)));
      // The id names the session to its user; it is not the hash the store keeps it under.
      assert(s.id !== hashOf(laptop) && s.id !== hashOf(phone));
    }
    assertEquals(sessions[0].id, sessionId(hashOf(phone)));
    assertEquals((await laptop.get(SESSIONS)).body.sessions.length, 2);
    assertEquals((await someoneElse.get(SESSIONS)).body.sessions.length, 1);
    assertEquals((await t.client().get(SESSIONS)).status, 401, "signed out: no list");
  } finally {
    await t.close();
  }
});

Deno.test("signing one session out ends it; unknown and other users' ids are 404", async () => {
  const t = await startTestApp();
  try {
    const user = await createStaff(t.deps, { roleID: 2, password: PASSWORD });
    const laptop = await signInAs(t, user.email, "laptop");
    const phone = await signInAs(t, user.email, "phone");
    const other = await t.signedIn(2);
    const otherId = sessionId(hashOf(other));

    assertEquals(codes(await laptop.delete(`${SESSIONS}/${otherId}`)), ["NF_01"]);
    assertEquals((await other.get(SESSIONS)).status, 200, "another user's session stays");
    assertEquals(codes(await laptop.delete(`${SESSIONS}/not-a-session`)), ["NF_01"]);
    // Without the CSRF headers nothing is ended.
    const forged = await laptop.request("DELETE", `${SESSIONS}/${sessionId(hashOf(phone))}`, {
      csrf: false,
    });
    assertEquals(forged.status, 403);
    assertEquals((await phone.get(SESSIONS)).status, 200);

    const ended = await laptop.delete(`${SESSIONS}/${sessionId(hashOf(phone))}`);
    assertEquals(ended.status, 200);
    assertEquals(ended.body, { Success: true, current: false });
    assertEquals((await phone.get(SESSIONS)).status, 401, "the phone is signed out");
    assertEquals((await laptop.get(SESSIONS)).body.sessions.length, 1);

    // Its own session: a logout, the cookie cleared too.
    const own = await laptop.delete(`${SESSIONS}/${sessionId(hashOf(laptop))}`);
    assertEquals(own.body, { Success: true, current: true });
    const cleared = own.headers.getSetCookie().find((c) => c.startsWith("xb_session="));
    assert(cleared && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cleared), cleared);
    const audit = await (await t.signedIn(1)).get("/api/ximblox/audit?action=sessions-end");
    assertEquals(audit.body.items.length, 2, JSON.stringify(audit.body));
  } finally {
    await t.close();
  }
});

Deno.test("sign out everywhere else keeps only this session", async () => {
  const t = await startTestApp();
  try {
    const user = await createStaff(t.deps, { roleID: 2, password: PASSWORD });
    const a = await signInAs(t, user.email, "a");
    const b = await signInAs(t, user.email, "b");
    const c = await signInAs(t, user.email, "c");
    const res = await b.post(`${SESSIONS}/end-others`);
    assertEquals(res.status, 200);
    assertEquals((await a.get(SESSIONS)).status, 401);
    assertEquals((await c.get(SESSIONS)).status, 401);
    const left = (await b.get(SESSIONS)).body.sessions;
    assertEquals(left.length, 1);
    assertEquals(left[0].current, true);
  } finally {
    await t.close();
  }
});

Deno.test("an administrator ends all sessions of another user; others may not", async () => {
  const t = await startTestApp();
  try {
    const editorUser = await createStaff(t.deps, { roleID: 2, password: PASSWORD });
    const editor1 = await signInAs(t, editorUser.email, "one");
    const editor2 = await signInAs(t, editorUser.email, "two");
    const admin = await t.signedIn(1);
    const path = `/api/ximblox/user/${editorUser.id}/end-sessions`;

    const lower = await t.signedIn(2);
    assertEquals(codes(await lower.post(path)), ["UM_01"]);
    assertEquals((await editor1.get(SESSIONS)).status, 200, "a lower role ended nothing");
    assertEquals(codes(await admin.post("/api/ximblox/user/99999/end-sessions")), ["UM_02"]);
    assertEquals((await admin.request("POST", path, { csrf: false })).status, 403);

    assertEquals((await admin.post(path)).status, 200);
    assertEquals((await editor1.get(SESSIONS)).status, 401);
    assertEquals((await editor2.get(SESSIONS)).status, 401);
    assertEquals((await admin.get(SESSIONS)).status, 200, "the administrator's own session stays");
  } finally {
    await t.close();
  }
});

Deno.test("sensitive actions ask for the password again once the last proof is old", async () => {
  const t = await startTestApp();
  try {
    const adminUser = await createStaff(t.deps, { roleID: 1, password: PASSWORD });
    const admin = await signInAs(t, adminUser.email, "admin");
    const victim = await createStaff(t.deps, { roleID: 2, password: PASSWORD });
    const role = (await admin.post("/api/ximblox/user/roles", {
      name: "Proofreaders",
      permissions: [{ name: "edit-page" }],
    })).body.role;
    const rolePath = `/api/ximblox/user/roles/${role.ID}`;

    // Fresh from signing in: no repeat needed.
    assertEquals(
      (await admin.put(rolePath, { name: "Proofreaders", permissions: [] })).status,
      200,
    );

    await ageProof(t, admin, PROOF_MAX_AGE_MS + 60_000);
    const widen = { name: "Proofreaders", permissions: [{ name: "publish-page" }] };
    const refused = await admin.put(rolePath, widen);
    assertEquals(refused.status, 403);
    assertEquals(codes(refused), ["AUTH_REAUTH"]);
    assertEquals(
      (await admin.get("/api/ximblox/user/roles")).body.roles
        .find((r: { ID: number }) => r.ID === role.ID).permissions,
      [],
      "nothing changed",
    );
    // A new name alone changes no one's powers: no repeat asked.
    assertEquals((await admin.put(rolePath, { name: "Readers", permissions: [] })).status, 200);
    assertEquals(codes(await admin.delete(`/api/ximblox/user/${victim.id}`)), ["AUTH_REAUTH"]);
    assertEquals(codes(await admin.put(`/api/ximblox/user/${victim.id}`, { role: 3 })), [
      "AUTH_REAUTH",
    ]);
    assertEquals(codes(await admin.post("/api/ximblox/settings/export")), ["AUTH_REAUTH"]);
    assertEquals(
      codes(await admin.post(`/api/ximblox/user/${victim.id}/reset-second-factor`)),
      ["AUTH_REAUTH"],
    );

    assertEquals(codes(await admin.post("/api/ximblox/auth/reauth", {})), ["V_01"]);
    const wrong = await admin.post("/api/ximblox/auth/reauth", { password: "Wrong-pass-1!" });
    assertEquals(codes(wrong), ["AUTH_02"]);
    assertEquals(
      codes(await admin.put(rolePath, widen)),
      ["AUTH_REAUTH"],
      "a wrong one proves nothing",
    );

    const ok = await admin.post("/api/ximblox/auth/reauth", { password: PASSWORD });
    assertEquals(ok.status, 200);
    assertEquals((await admin.put(rolePath, widen)).status, 200);
    assertEquals((await admin.delete(`/api/ximblox/user/${victim.id}`)).status, 200);
    assertEquals(
      (await t.client().post("/api/ximblox/auth/reauth", { password: PASSWORD })).status,
      401,
    );
  } finally {
    await t.close();
  }
});

Deno.test("repeats of the password count towards the lockout like sign-ins", async () => {
  const t = await startTestApp();
  try {
    const user = await createStaff(t.deps, { roleID: 2, password: PASSWORD });
    const c = await signInAs(t, user.email, "x");
    const answers = await Promise.all(
      Array.from(
        { length: 8 },
        () => c.post("/api/ximblox/auth/reauth", { password: "Guess-1234!" }),
      ),
    );
    const got = answers.map((a) => codes(a)[0]);
    // At most five checked in the window, as signing in: the failure that fills the window locks
    // (AUTH_03), and with all five slots taken at once that may be the first one recorded.
    const wrong = got.filter((code) => code === "AUTH_02").length;
    assert(wrong >= 1 && wrong <= 4, got.join());
    assert(got.every((code) => code === "AUTH_02" || code === "AUTH_03"), got.join());
    // Locked now: even the right password is not checked.
    assertEquals(codes(await c.post("/api/ximblox/auth/reauth", { password: PASSWORD })), [
      "AUTH_03",
    ]);
  } finally {
    await t.close();
  }
});

Deno.test("every password check inside a session takes a lockout slot", async () => {
  const t = await startTestApp();
  try {
    const user = await createStaff(t.deps, { roleID: 2, password: PASSWORD });
    const c = await signInAs(t, user.email, "x");
    const guesses = [
      () => c.post("/api/ximblox/auth/totp/setup", { password: "Guess-1234!" }),
      () => c.post("/api/ximblox/auth/totp/disable", { password: "Guess-1234!" }),
      () =>
        c.put(`/api/ximblox/user/${user.id}`, {
          currentPassword: "Guess-1234!",
          newPassword: "Tangerine-Harbour-42!",
          confirmPassword: "Tangerine-Harbour-42!",
        }),
    ];
    const got: string[] = [];
    for (let i = 0; i < 5; i++) got.push(codes(await guesses[i % 3]())[0]);
    // Four wrong passwords, then the fifth locks the address, as five wrong sign-ins do.
    assertEquals(got, ["AUTH_02", "AUTH_02", "AUTH_02", "AUTH_02", "AUTH_03"]);
    // Locked now for every check, signing in included, even with the right password.
    assertEquals(
      codes(await c.post("/api/ximblox/auth/totp/setup", { password: PASSWORD })),
      ["AUTH_03"],
    );
    assertEquals(
      codes(
        await t.client().post("/api/ximblox/auth/login", { email: user.email, password: PASSWORD }),
      ),
      ["AUTH_03"],
    );
  } finally {
    await t.close();
  }
});

Deno.test("new passwords that are common or contain the name or address are refused", async () => {
  const t = await startTestApp();
  try {
    const user = await createStaff(t.deps, {
      roleID: 2,
      password: PASSWORD,
      name: "Marieke Jansen",
      email: "m.jansen@example.com",
    });
    const c = await signInAs(t, user.email, "x");
    const change = (newPassword: string) =>
      c.put(`/api/ximblox/user/${user.id}`, {
        currentPassword: PASSWORD,
        newPassword,
        confirmPassword: newPassword,
      });
    assertEquals(codes(await change("Password123!")), ["V_20"]);
    assertEquals(codes(await change("Summer2026!")), ["V_20"]);
    assertEquals(codes(await change("Marieke-rules-9!")), ["V_21"]);
    assertEquals(codes(await change("Jansen-house-77!")), ["V_21"]);
    assertEquals(codes(await change("M.Jansen@example.com1")), ["V_21"]);
    // Nothing changed: the old password still signs in.
    await new TestClient(t.app).signIn(user.email, PASSWORD);
    assertEquals((await change("Violet-kettle-hums-42")).status, 200);

    await insertToken(t.deps.kv, hashToken("reset-token"), {
      kind: "reset",
      userID: user.id,
      expiresAt: Date.now() + 60_000,
      credentialEpoch: 1, // made after the change above
    });
    const reset = (password: string) =>
      t.client().post("/api/ximblox/auth/reset-account", {
        password,
        confirm: password,
        token: "reset-token",
      });
    const weak = await reset("Qwerty123!");
    assertEquals(weak.status, 400);
    assertEquals(weak.body.Errors, [{ property: "password", code: "V_20" }]);
    assertEquals(codes(await reset("Marieke2026!!")), ["V_21"]);
    assertEquals((await reset("Lantern-orbit-sway-8")).status, 200, "the token was not spent");
  } finally {
    await t.close();
  }
});
