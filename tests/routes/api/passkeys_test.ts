/**
 * Passkeys (issue 31) through the API, with real ceremonies: a software authenticator
 * (../../_utils/authenticator.ts) makes P-256 passkeys and signs the server's challenges as a
 * browser would send them. Adding, naming and removing; signing in with one alone and as the
 * second step of a password sign-in; the hostile cases — a replayed response, a spent or expired
 * challenge, another origin, a counter that did not move on, no user verification, another
 * account's pending sign-in, CSRF — the role requirement, the proof a passkey renews and the
 * re-confirmation its changes ask for, an administrator's reset.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import {
  codes,
  createStaff,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
  type TestClient,
} from "../../_utils/app.ts";
import { storedAudit } from "../../_utils/audit.ts";
import { SoftAuthenticator } from "../../_utils/authenticator.ts";
import { PROOF_MAX_AGE_MS } from "../../../lib/auth/sessions.ts";
import { hashToken } from "../../../lib/auth/tokens.ts";
import { keys } from "../../../lib/db/keys.ts";
import { getSession, replaceSession, type SessionRecord } from "../../../lib/db/sessions.ts";
import { getUser } from "../../../lib/db/users.ts";
import type { ChallengeRecord } from "../../../lib/db/passkeys.ts";

const AUTH = "/api/ximblox/auth";
const PK = `${AUTH}/passkeys`;
const PASSWORD = "Staff-pass-1!";

/** Adds a passkey made by `device` to `c`'s account; answers the server's answer. */
async function addPasskey(c: TestClient, device: SoftAuthenticator, name = "Laptop") {
  const options = await c.post(`${PK}/register/options`);
  assertEquals(options.status, 200, options.raw);
  return await c.post(`${PK}/register/verify`, {
    name,
    response: device.create(options.body.options),
  });
}

/** Signs in with `device`'s passkey on `client` (a fresh one unless given). */
async function passkeyLogin(t: TestApp, device: SoftAuthenticator, client = t.client()) {
  const options = await client.post(`${PK}/login/options`);
  assertEquals(options.status, 200, options.raw);
  const res = await client.post(`${PK}/login/verify`, {
    response: device.get(options.body.options),
  });
  return { client, res, options: options.body.options };
}

/** Makes the session's last proof older than the sensitive actions accept. */
async function ageProof(t: TestApp, c: TestClient) {
  const entry = await getSession(t.deps.kv, hashToken(c.cookies.get("xb_session")!));
  await replaceSession(t.deps.kv, entry as Deno.KvEntry<SessionRecord>, {
    ...entry.value!,
    provedAt: Date.now() - PROOF_MAX_AGE_MS - 1,
  });
}

Deno.test("passkeys: add, list, sign in with one alone and as the second step, rename, remove", async () => {
  const t = await startTestApp();
  try {
    const c = await t.signedIn(2, { password: PASSWORD });
    const email = (await getUser(t.deps.kv, c.userID))!.email;
    const device = new SoftAuthenticator(PUBLIC_URL);
    assertEquals((await c.get(PK)).body.passkeys, []);

    // The options name this site (PUBLIC_URL) and ask for a discoverable, user-verified passkey.
    const options = (await c.post(`${PK}/register/options`)).body.options;
    assertEquals(options.rp.id, "cms.example.test");
    assertEquals(options.authenticatorSelection.residentKey, "required");
    assertEquals(options.authenticatorSelection.userVerification, "required");
    const response = device.create(options);
    const added = await c.post(`${PK}/register/verify`, { name: " Laptop ", response });
    assertEquals(added.status, 201, added.raw);
    assertEquals(added.body.passkey.name, "Laptop");
    // The same response again: its challenge is spent.
    assertEquals(codes(await c.post(`${PK}/register/verify`, { name: "Again", response })), [
      "AUTH_10",
    ]);
    const list = (await c.get(PK)).body.passkeys;
    assertEquals(list.map((p: { name: string }) => p.name), ["Laptop"]);
    assertEquals(list[0].lastUsedAt, null);
    assertEquals((await c.post(`${AUTH}/user`)).body.User.passkeys, 1);

    // Signing in with it alone: a session, audited as a sign-in.
    const { client, res, options: loginOptions } = await passkeyLogin(t, device);
    assertEquals(res.status, 200, res.raw);
    assertEquals(res.body.User.ID, c.userID);
    assertEquals(loginOptions.userVerification, "required");
    assertEquals(loginOptions.allowCredentials ?? [], [], "any of the passkeys on the device");
    assertEquals((await client.post(`${AUTH}/user`)).body.User.ID, c.userID);
    assert((await c.get(PK)).body.passkeys[0].lastUsedAt !== null);

    // The password now asks for a second step, which the passkey completes.
    const pending = t.client();
    const step = await pending.post(`${AUTH}/login`, { email, password: PASSWORD });
    assertEquals(step.body, { Success: true, pending: true, secondFactor: ["webauthn"] });
    assert(!step.headers.getSetCookie().some((s) => s.startsWith("xb_session=")));
    const second = await passkeyLogin(t, device, pending);
    assertEquals(second.res.status, 200, second.res.raw);
    assert(!pending.cookies.has("xb_pending"), "the pending cookie is cleared");
    assertEquals((await pending.post(`${AUTH}/user`)).body.User.ID, c.userID);
    assertEquals(await pendingSignIns(t), 0, "the pending sign-in is gone");
    // A code is no way through for an account that has only a passkey.
    const codeTry = t.client();
    await codeTry.post(`${AUTH}/login`, { email, password: PASSWORD });
    assertEquals(codes(await codeTry.post(`${AUTH}/second-factor`, { code: "123456" })), [
      "AUTH_05",
    ]);

    const audit = await storedAudit(t);
    assert(audit.some((r) => r.action === "passkey-add" && r.summary.includes("Laptop")));
    assertEquals(
      audit.filter((r) => r.action === "sign-in" && r.summary.includes("passkey")).length,
      2,
    );

    // Rename and remove; another account's passkey, or none, is not found.
    const id = list[0].id;
    const renamed = await c.put(`${PK}/${id}`, { name: "Work laptop" });
    assertEquals(renamed.body.passkey.name, "Work laptop");
    assertEquals(codes(await c.put(`${PK}/${id}`, { name: "  " })), ["V_01"]);
    const other = await t.signedIn(2);
    assertEquals(codes(await other.delete(`${PK}/${id}`)), ["AUTH_11"]);
    assertEquals(codes(await other.put(`${PK}/${id}`, { name: "Mine" })), ["AUTH_11"]);
    // Removing the last second factor ends the other sessions, as turning two-factor off does.
    const removed = await c.delete(`${PK}/${id}`);
    assertEquals(removed.body, { Success: true, secondFactor: false });
    assertEquals((await client.post(`${AUTH}/user`)).body.User.ID, 0);
    assertEquals((await c.post(`${AUTH}/user`)).body.User.passkeys, 0);
    assertEquals(codes(await c.delete(`${PK}/${id}`)), ["AUTH_11"]);
    assertEquals(await t.deps.kv.get(keys.passkeyOwner(id)).then((e) => e.value), null);
    // A removed passkey no longer signs in; the password alone does again.
    assertEquals(codes((await passkeyLogin(t, device)).res), ["AUTH_10"]);
    const plain = await t.client().post(`${AUTH}/login`, { email, password: PASSWORD });
    assertEquals(plain.body.User.ID, c.userID);
    const actions = (await storedAudit(t)).map((r) => r.action);
    assert(actions.includes("passkey-rename") && actions.includes("passkey-remove"));
  } finally {
    await t.close();
  }
});

async function pendingSignIns(t: TestApp) {
  let n = 0;
  for await (const _ of t.deps.kv.list({ prefix: ["pending_sign_in"] })) n++;
  return n;
}

Deno.test("passkeys: replays, spent and expired challenges, origins, counters and verification are refused", async () => {
  const t = await startTestApp();
  try {
    const c = await t.signedIn(2, { password: PASSWORD });
    const device = new SoftAuthenticator(PUBLIC_URL);
    assertEquals((await addPasskey(c, device)).status, 201);

    const attempt = async (bend: Parameters<SoftAuthenticator["get"]>[2]) => {
      const options = (await t.client().post(`${PK}/login/options`)).body.options;
      const client = t.client();
      return await client.post(`${PK}/login/verify`, {
        response: device.get(options, device.passkeys[0], bend),
      });
    };
    // A signed response replayed: refused, its challenge was spent by the first.
    const { client, options } = await passkeyLogin(t, device);
    const replay = device.get(options);
    assertEquals(codes(await client.post(`${PK}/login/verify`, { response: replay })), [
      "AUTH_10",
    ]);
    // Of two requests with one response, one lands.
    const twice = (await t.client().post(`${PK}/login/options`)).body.options;
    const once = device.get(twice);
    const both = await Promise.all([
      t.client().post(`${PK}/login/verify`, { response: once }),
      t.client().post(`${PK}/login/verify`, { response: once }),
    ]);
    assertEquals(both.map((r) => r.status).sort(), [200, 401]);
    // Another origin; a counter that went back (a cloned authenticator); no user verification.
    assertEquals(codes(await attempt({ origin: "https://evil.example" })), ["AUTH_10"]);
    assertEquals(codes(await attempt({ counter: 1 })), ["AUTH_10"]);
    assertEquals(codes(await attempt({ noUserVerification: true })), ["AUTH_10"]);
    // A challenge past its time; a challenge the server never gave.
    const late = (await t.client().post(`${PK}/login/options`)).body.options;
    const key = keys.webauthnChallenge(late.challenge);
    const stored = (await t.deps.kv.get<ChallengeRecord>(key)).value!;
    await t.deps.kv.set(key, { ...stored, expiresAt: Date.now() - 1 });
    assertEquals(
      codes(await t.client().post(`${PK}/login/verify`, { response: device.get(late) })),
      [
        "AUTH_10",
      ],
    );
    const made = { ...late, challenge: "A".repeat(43) };
    assertEquals(
      codes(await t.client().post(`${PK}/login/verify`, { response: device.get(made) })),
      [
        "AUTH_10",
      ],
    );
    // A registration challenge is no sign-in challenge, nor another session's to use.
    const reg = (await c.post(`${PK}/register/options`)).body.options;
    assertEquals(
      codes(
        await t.client().post(`${PK}/login/verify`, {
          response: device.get({ ...reg, rpId: reg.rp.id }),
        }),
      ),
      ["AUTH_10"],
    );
    // Failures of the account's passkey are in the trail as failed sign-ins.
    const failed = (await storedAudit(t)).filter((r) => r.action === "sign-in-failed");
    assert(failed.some((r) => r.summary.includes("passkey")), JSON.stringify(failed));
    // A malformed response: a validation error, not a crash.
    const bad = await t.client().post(`${PK}/login/verify`, { response: { id: "x" } });
    assertEquals(bad.status, 400);
    // CSRF: a call without the token is refused before anything is read.
    const noCsrf = await t.client().request("POST", `${PK}/login/options`, { csrf: false });
    assertEquals(codes(noCsrf), ["CSRF_01"]);
    // Registration: a response without user verification, or for another origin, is refused.
    const regOptions = (await c.post(`${PK}/register/options`)).body.options;
    const unverified = device.create(regOptions, { noUserVerification: true });
    assertEquals(
      codes(await c.post(`${PK}/register/verify`, { name: "X", response: unverified })),
      [
        "AUTH_10",
      ],
    );
    const regOptions2 = (await c.post(`${PK}/register/options`)).body.options;
    const elsewhere = device.create(regOptions2, { origin: "https://evil.example" });
    assertEquals(codes(await c.post(`${PK}/register/verify`, { name: "X", response: elsewhere })), [
      "AUTH_10",
    ]);
    // Another session's registration challenge is not this one's.
    const other = await t.signedIn(2);
    const theirs = (await other.post(`${PK}/register/options`)).body.options;
    assertEquals(
      codes(await c.post(`${PK}/register/verify`, { name: "X", response: device.create(theirs) })),
      ["AUTH_10"],
    );
    assertEquals((await c.get(PK)).body.passkeys.length, 1);
  } finally {
    await t.close();
  }
});

Deno.test("passkeys: the role requirement, another account's pending step, re-confirmation, a reset", async () => {
  const t = await startTestApp();
  try {
    const admin = await t.signedIn(1, { password: PASSWORD });
    const roles = (await admin.get("/api/ximblox/user/roles")).body.roles;
    const editor = roles.find((r: { ID: number }) => r.ID === 2);
    const required = await admin.put("/api/ximblox/user/roles/2", {
      name: editor.name,
      permissions: editor.permissions,
      requireSecondFactor: true,
    });
    assertEquals(required.status, 200, required.raw);

    // Held at the set-up, a passkey can be added there, and then nothing is held.
    const c = await t.signedIn(2, { password: PASSWORD });
    assertEquals(codes(await c.get(`${AUTH}/sessions`)), ["AUTH_2FA_SETUP"]);
    assertEquals((await c.get(PK)).body.passkeys, [], "the set-up screen lists them");
    const device = new SoftAuthenticator(PUBLIC_URL);
    assertEquals((await addPasskey(c, device)).status, 201);
    assertEquals((await c.get(`${AUTH}/sessions`)).status, 200);

    // A pending password step of another account is not completed by this passkey.
    const adminEmail = (await getUser(t.deps.kv, admin.userID))!.email;
    const adminDevice = new SoftAuthenticator(PUBLIC_URL);
    assertEquals((await addPasskey(admin, adminDevice, "Admin key")).status, 201);
    const pending = t.client();
    const step = await pending.post(`${AUTH}/login`, { email: adminEmail, password: "Wrong-1!x" });
    assertEquals(step.body.secondFactor, ["webauthn"]);
    assertEquals(codes((await passkeyLogin(t, device, pending)).res), ["AUTH_14"]);
    assertEquals((await pending.post(`${AUTH}/user`)).body.User.ID, 0);

    // Adding, renaming, removing ask for a recent proof; a passkey gives it.
    await ageProof(t, c);
    assertEquals(codes(await c.post(`${PK}/register/options`)), ["AUTH_REAUTH"]);
    const id = (await c.get(PK)).body.passkeys[0].id;
    assertEquals(codes(await c.put(`${PK}/${id}`, { name: "New" })), ["AUTH_REAUTH"]);
    assertEquals(codes(await c.delete(`${PK}/${id}`)), ["AUTH_REAUTH"]);
    const options = (await c.post(`${PK}/login/options`)).body.options;
    // Another account's passkey proves nothing for this session.
    assertEquals(
      codes(await c.post(`${AUTH}/reauth`, { passkey: adminDevice.get(options) })),
      ["AUTH_14"],
    );
    const fresh = (await c.post(`${PK}/login/options`)).body.options;
    const proved = await c.post(`${AUTH}/reauth`, { passkey: device.get(fresh) });
    assertEquals(proved.status, 200, proved.raw);
    assertEquals((await c.put(`${PK}/${id}`, { name: "New" })).status, 200);

    // An administrator's reset takes the passkeys too: the password alone signs in again.
    const email = (await getUser(t.deps.kv, c.userID))!.email;
    const reset = await admin.post(`/api/ximblox/user/${c.userID}/reset-second-factor`);
    assertEquals(reset.status, 200, reset.raw);
    await t.settled(); // The notice mail.
    assertEquals((await getUser(t.deps.kv, c.userID))!.passkeys, 0);
    assertEquals(await t.deps.kv.get(keys.passkeyOwner(id)).then((e) => e.value), null);
    const plain = await t.client().post(`${AUTH}/login`, { email, password: PASSWORD });
    assertEquals(plain.body.User.ID, c.userID);

    // Deleting a user deletes their passkeys: none is left behind under the credential ID.
    const leaving = await t.signedIn(3);
    assertEquals((await addPasskey(leaving, new SoftAuthenticator(PUBLIC_URL))).status, 201);
    const theirs = (await leaving.get(PK)).body.passkeys[0].id;
    assertEquals((await admin.delete(`/api/ximblox/user/${leaving.userID}`)).status, 200);
    assertEquals(await t.deps.kv.get(keys.passkeyOwner(theirs)).then((e) => e.value), null);
    assertEquals(
      await t.deps.kv.get(keys.passkey(leaving.userID, theirs)).then((e) => e.value),
      null,
    );
  } finally {
    await t.close();
  }
});

Deno.test("passkeys with OIDC_ONLY: a sign-in with one alone is for break-glass accounts", async () => {
  const t = await startTestApp({
    // Never asked: the issuer is only named, as the sign-in through it is not made here.
    OIDC_ISSUER: "http://127.0.0.1:9/",
    OIDC_CLIENT_ID: "ximblox",
    OIDC_ONLY: "true",
  });
  try {
    const person = await createStaff(t.deps, { roleID: 2, password: PASSWORD });
    // Set as an Administrator's PUT /user/:id {breakGlass} sets it (tested in oidc_test.ts).
    const breakGlass = (on: boolean) =>
      t.deps.kv.set(keys.user(person.id), { ...person, breakGlass: on, passkeys: 1 });
    // Only a break-glass account signs in with its password here; it adds a passkey.
    await t.deps.kv.set(keys.user(person.id), { ...person, breakGlass: true });
    const staff = await t.client().signIn(person.email, PASSWORD);
    const device = new SoftAuthenticator(PUBLIC_URL);
    assertEquals((await addPasskey(staff, device)).status, 201);
    await breakGlass(false);
    assertEquals(codes((await passkeyLogin(t, device)).res), ["AUTH_24"]);
    await breakGlass(true);
    const { res } = await passkeyLogin(t, device);
    assertEquals([res.status, res.body.User?.ID], [200, person.id], res.raw);
  } finally {
    await t.close();
  }
});

Deno.test("passkeys: sign-in challenges are limited per client address (each is a write)", async () => {
  const t = await startTestApp();
  try {
    const c = t.client();
    for (let i = 0; i < 30; i++) {
      const res = await c.post(`${PK}/login/options`);
      assertEquals(res.status, 200, `challenge ${i + 1}`);
    }
    const over = await c.post(`${PK}/login/options`);
    assertEquals([over.status, codes(over)], [429, ["AUTH_03"]]);
  } finally {
    await t.close();
  }
});
