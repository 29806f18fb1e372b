/**
 * Single sign-on (issue 31) against a real OpenID provider (`oidc-provider` on loopback) and a
 * tiny issuer of forged tokens (tests/_utils/oidc_provider.ts): sign-in, linking, auto-create,
 * roles from the claim, refusals (state, replayed code, audience, expiry, signature, deleted
 * account), OIDC_ONLY with break-glass, the providers answer. The app runs in-process; its
 * client talks real HTTP to the issuers.
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
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  ROLE_CLAIM,
  startOidcProvider,
  startTokenForger,
  throughIssuer,
} from "../../_utils/oidc_provider.ts";
import { getUser } from "../../../lib/db/users.ts";
import { keys } from "../../../lib/db/keys.ts";
import { unknownMappedRoles } from "../../../lib/ops/people/oidc_sign_in.ts";

const AUTH = "/api/ximblox/auth";
const REDIRECT = `${PUBLIC_URL}${AUTH}/oidc/callback`;
const PASSWORD = "Staff-pass-1!";
const MAP = JSON.stringify({ "cms-admins": "Administrator", "cms-editors": "Editor" });

const issuer = await startOidcProvider(REDIRECT);

function oidcEnv(extra: Record<string, string> = {}, at = issuer.issuer) {
  return {
    OIDC_ISSUER: at,
    OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET,
    OIDC_NAME: "Contoso",
    ...extra,
  };
}

/** Start → issuer → the callback's address (not yet followed). */
async function toCallback(c: TestClient, as: string | null = null): Promise<URL> {
  if (as) issuer.next = as;
  const start = await c.get(`${AUTH}/oidc/start`);
  assertEquals(start.status, 302, start.raw);
  assert(c.cookies.has("xb_oidc"), "the flow's cookie");
  return await throughIssuer(start.headers.get("Location")!, REDIRECT);
}

/** The whole sign-in: where the callback sends the browser. */
async function ssoSignIn(c: TestClient, as: string): Promise<string> {
  const back = await toCallback(c, as);
  const done = await c.get(back.pathname + back.search);
  assertEquals(done.status, 302);
  return done.headers.get("Location")!;
}

const me = async (c: TestClient) => (await c.post(`${AUTH}/user`)).body.User;

function account(sub: string, claims: Record<string, unknown>) {
  issuer.accounts.set(sub, { email_verified: true, name: sub, ...claims });
}

async function withApp(env: Record<string, string>, fn: (t: TestApp) => Promise<void>) {
  const t = await startTestApp(env);
  try {
    await fn(t);
  } finally {
    await t.close();
  }
}

Deno.test("providers: what the sign-in screen offers, with and without OIDC and OIDC_ONLY", async () => {
  for (
    const [env, expected] of [
      [{}, { Success: true, oidc: null, passwordForm: true }],
      [oidcEnv(), { Success: true, oidc: { name: "Contoso" }, passwordForm: true }],
      [oidcEnv({ OIDC_ONLY: "true" }), {
        Success: true,
        oidc: { name: "Contoso" },
        passwordForm: false,
      }],
    ] as const
  ) {
    await withApp(env, async (t) => {
      assertEquals((await t.client().get(`${AUTH}/providers`)).body, expected);
      if (!env.OIDC_ISSUER) {
        const start = await t.client().get(`${AUTH}/oidc/start`);
        assertEquals(start.headers.get("Location"), "/cmsadmin/login?error=AUTH_25");
      }
    });
  }
});

Deno.test("sign-in: linked by verified e-mail, then by subject; session like a password's; audited", () =>
  withApp(oidcEnv(), async (t) => {
    const local = await createStaff(t.deps, {
      roleID: 2,
      email: "ada@lab.example",
      password: PASSWORD,
    });
    account("sub-ada", { email: "Ada@Lab.example" });
    const c = t.client();
    const start = await c.get(`${AUTH}/oidc/start`);
    const cookie = start.headers.getSetCookie().find((s) => s.startsWith("xb_oidc="))!;
    assert(/HttpOnly/i.test(cookie) && /SameSite=Lax/i.test(cookie), cookie);
    assert(/Path=\/api\/ximblox\/auth\/oidc/i.test(cookie) && /Max-Age=600/i.test(cookie), cookie);
    const to = new URL(start.headers.get("Location")!);
    assertEquals(to.origin, issuer.issuer);
    for (const p of ["state", "nonce", "code_challenge"]) assert(to.searchParams.get(p), p);
    assertEquals(to.searchParams.get("code_challenge_method"), "S256");

    assertEquals(await ssoSignIn(c, "sub-ada"), "/cmsadmin/");
    assert(c.cookies.has("xb_session") && !c.cookies.has("xb_oidc"));
    const user = await me(c);
    assertEquals([user.ID, user.oidc, user.role.ID], [local.id, true, 2]);
    const stored = (await getUser(t.deps.kv, local.id))!;
    assertEquals(stored.oidc, { issuer: issuer.issuer, subject: "sub-ada" });
    assertEquals((await t.deps.kv.get(keys.userByOidc(issuer.issuer, "sub-ada"))).value, local.id);
    const trail = await storedAudit(t);
    assert(trail.some((r) => r.action === "user-update" && r.summary.startsWith("linked to")));
    assert(trail.some((r) => r.action === "sign-in" && r.summary === "signed in via OIDC"));

    // Matched by subject from now on, whatever address the issuer says.
    account("sub-ada", { email: "ada.lovelace@elsewhere.example", email_verified: false });
    const again = t.client();
    assertEquals(await ssoSignIn(again, "sub-ada"), "/cmsadmin/");
    assertEquals((await me(again)).ID, local.id);
  }));

Deno.test("an address the issuer does not vouch for links nothing; no auto-create: refused", () =>
  withApp(oidcEnv(), async (t) => {
    await createStaff(t.deps, { roleID: 2, email: "bob@lab.example", password: PASSWORD });
    account("sub-bob", { email: "bob@lab.example", email_verified: false });
    const c = t.client();
    assertEquals(await ssoSignIn(c, "sub-bob"), "/cmsadmin/login?error=AUTH_21");
    assert(!c.cookies.has("xb_session"));
    account("sub-new", { email: "new@lab.example" });
    assertEquals(await ssoSignIn(c, "sub-new"), "/cmsadmin/login?error=AUTH_21");
    assertEquals((await t.deps.kv.get(keys.userByOidc(issuer.issuer, "sub-bob"))).value, null);
  }));

Deno.test("auto-create with the mapped role; no role from the map: refused, nobody created", () =>
  withApp(
    oidcEnv({ OIDC_AUTO_CREATE: "true", OIDC_ROLE_CLAIM: ROLE_CLAIM, OIDC_ROLE_MAP: MAP }),
    async (t) => {
      account("sub-cy", { email: "cy@lab.example", [ROLE_CLAIM]: ["staff", "cms-editors"] });
      const c = t.client();
      assertEquals(await ssoSignIn(c, "sub-cy"), "/cmsadmin/");
      const user = await me(c);
      assertEquals([user.email, user.role.name, user.profile.name, user.active], [
        "cy@lab.example",
        "Editor",
        "sub-cy",
        true,
      ]);
      const created = (await storedAudit(t)).find((r) => r.action === "user-create")!;
      assert(created.summary.includes("role Editor"), created.summary);

      account("sub-dee", { email: "dee@lab.example", [ROLE_CLAIM]: ["staff"] });
      assertEquals(await ssoSignIn(t.client(), "sub-dee"), "/cmsadmin/login?error=AUTH_22");
      const ids = new Set<number>();
      for await (const e of t.deps.kv.list<number>({ prefix: ["users_by_email"] })) {
        ids.add(e.value);
      }
      assertEquals(ids.size, 2, "the administrator and Cy only");
    },
  ));

Deno.test("roles follow the claim at every sign-in (audited); a claim mapping to no role is refused", () =>
  withApp(oidcEnv({ OIDC_ROLE_CLAIM: ROLE_CLAIM, OIDC_ROLE_MAP: MAP }), async (t) => {
    const local = await createStaff(t.deps, {
      roleID: 2,
      email: "eve@lab.example",
      password: PASSWORD,
    });
    account("sub-eve", { email: "eve@lab.example", [ROLE_CLAIM]: ["cms-editors", "cms-admins"] });
    const c = t.client();
    assertEquals(await ssoSignIn(c, "sub-eve"), "/cmsadmin/");
    assertEquals((await me(c)).role.name, "Administrator", "the map's first entry the claim holds");
    const change = (await storedAudit(t)).find((r) =>
      r.summary.startsWith("role Editor → Administrator")
    );
    assert(change, "audited");
    assertEquals(change!.actorName, "system");

    account("sub-eve", { email: "eve@lab.example", [ROLE_CLAIM]: "cms-editors" });
    const d = t.client();
    assertEquals(await ssoSignIn(d, "sub-eve"), "/cmsadmin/");
    assertEquals((await me(d)).role.name, "Editor");

    account("sub-eve", { email: "eve@lab.example", [ROLE_CLAIM]: [] });
    assertEquals(await ssoSignIn(t.client(), "sub-eve"), "/cmsadmin/login?error=AUTH_22");
    assertEquals((await getUser(t.deps.kv, local.id))!.roleID, 2, "unchanged by a refusal");
  }));

Deno.test("refused: a wrong state, a replayed code (same flow and a fresh one); nothing signed in", () =>
  withApp(oidcEnv(), async (t) => {
    await createStaff(t.deps, { roleID: 2, email: "fay@lab.example", password: PASSWORD });
    account("sub-fay", { email: "fay@lab.example" });

    const c = t.client();
    const back = await toCallback(c, "sub-fay");
    back.searchParams.set("state", "forged-state-value");
    const wrong = await c.get(back.pathname + back.search);
    assertEquals(wrong.headers.get("Location"), "/cmsadmin/login?error=AUTH_20");
    assert(!c.cookies.has("xb_session"));

    const good = await toCallback(c, "sub-fay");
    const path = good.pathname + good.search;
    assertEquals((await c.get(path)).headers.get("Location"), "/cmsadmin/");
    // The same callback again: its flow is spent (and the cookie gone, so sent by hand).
    const replay = t.client();
    replay.cookies.set("xb_oidc", "x".repeat(43));
    assertEquals((await replay.get(path)).headers.get("Location"), "/cmsadmin/login?error=AUTH_20");
    // The used code under a fresh flow's state: the issuer refuses the code.
    const fresh = t.client();
    const next = await toCallback(fresh, "sub-fay");
    const reused = new URL(good);
    reused.searchParams.set("state", next.searchParams.get("state")!);
    const res = await fresh.get(reused.pathname + reused.search);
    assertEquals(res.headers.get("Location"), "/cmsadmin/login?error=AUTH_20");
    assert(!fresh.cookies.has("xb_session"));
    // A callback with no flow cookie at all.
    assertEquals(
      (await t.client().get(next.pathname + next.search)).headers.get("Location"),
      "/cmsadmin/login?error=AUTH_20",
    );
  }));

Deno.test("refused: ID tokens for another audience, expired, or signed with an unpublished key", async () => {
  const forger = await startTokenForger(REDIRECT, {
    sub: "sub-gus",
    email: "gus@lab.example",
    email_verified: true,
  });
  try {
    await withApp(oidcEnv({}, forger.issuer), async (t) => {
      await createStaff(t.deps, { roleID: 2, email: "gus@lab.example", password: PASSWORD });
      const attempt = async () => {
        const c = t.client();
        const start = await c.get(`${AUTH}/oidc/start`);
        const back = await throughIssuer(start.headers.get("Location")!, REDIRECT);
        const res = await c.get(back.pathname + back.search);
        return [res.headers.get("Location"), c.cookies.has("xb_session")];
      };
      for (
        const forgery of [{ aud: "another-client" }, { expiresIn: -120 }, { foreignKey: true }]
      ) {
        forger.forgery = forgery;
        assertEquals(
          await attempt(),
          ["/cmsadmin/login?error=AUTH_20", false],
          JSON.stringify(forgery),
        );
      }
      forger.forgery = {};
      assertEquals(await attempt(), ["/cmsadmin/", true], "the same issuer's honest token passes");
    });
  } finally {
    await forger.close();
  }
});

Deno.test("a deleted account, or one whose link was removed, is refused, not linked again", () =>
  withApp(
    oidcEnv({ OIDC_AUTO_CREATE: "true", OIDC_ROLE_CLAIM: ROLE_CLAIM, OIDC_ROLE_MAP: MAP }),
    async (t) => {
      const admin = await t.signedIn(1);
      const hal = await createStaff(t.deps, {
        roleID: 2,
        email: "hal@lab.example",
        password: PASSWORD,
      });
      account("sub-hal", { email: "hal@lab.example", [ROLE_CLAIM]: "cms-editors" });
      assertEquals(await ssoSignIn(t.client(), "sub-hal"), "/cmsadmin/");
      const del = await admin.delete(`/api/ximblox/user/${hal.id}`);
      assertEquals(del.status, 200, del.raw);
      assertEquals(await ssoSignIn(t.client(), "sub-hal"), "/cmsadmin/login?error=AUTH_23");

      const ida = await createStaff(t.deps, {
        roleID: 2,
        email: "ida@lab.example",
        password: PASSWORD,
      });
      account("sub-ida", { email: "ida@lab.example", [ROLE_CLAIM]: "cms-editors" });
      assertEquals(await ssoSignIn(t.client(), "sub-ida"), "/cmsadmin/");
      const entry = await t.deps.kv.get(keys.user(ida.id));
      await t.deps.kv.set(keys.user(ida.id), { ...entry.value as object, oidc: undefined });
      assertEquals(await ssoSignIn(t.client(), "sub-ida"), "/cmsadmin/login?error=AUTH_23");
    },
  ));

Deno.test("OIDC_ONLY: password sign-in refused (403 AUTH_24) but for break-glass accounts, set by Administrators", () =>
  withApp(oidcEnv({ OIDC_ONLY: "true" }), async (t) => {
    const staff = await createStaff(t.deps, {
      roleID: 1,
      email: "jo@lab.example",
      password: PASSWORD,
    });
    for (const password of [PASSWORD, "Wrong-pass-1!"]) {
      const res = await t.client().post(`${AUTH}/login`, { email: staff.email, password });
      assertEquals([res.status, codes(res)], [403, ["AUTH_24"]], "right or wrong alike");
      assert(!res.headers.getSetCookie().some((s) => s.startsWith("xb_session=")));
    }
    const unknown = await t.client().post(`${AUTH}/login`, {
      email: "no@lab.example",
      password: PASSWORD,
    });
    assertEquals(codes(unknown), ["AUTH_24"]);

    // An Administrator marks the account break-glass (the seeded administrator's own sign-in
    // is refused too, so one signs in through the issuer).
    await t.deps.kv.set(keys.user(staff.id), { ...staff, breakGlass: true });
    const admin = await t.client().signIn(staff.email, PASSWORD);
    const editor = await createStaff(t.deps, {
      roleID: 2,
      email: "kim@lab.example",
      password: PASSWORD,
    });
    const marked = await admin.put(`/api/ximblox/user/${editor.id}`, { breakGlass: true });
    assertEquals([marked.status, marked.body.User.breakGlass], [200, true], marked.raw);
    assert((await storedAudit(t)).some((r) => r.summary.includes("breakGlass: false → true")));
    const kim = await t.client().signIn(editor.email, PASSWORD);
    assertEquals((await me(kim)).breakGlass, true);
    const wrong = await t.client().post(`${AUTH}/login`, {
      email: editor.email,
      password: "Nope-pass-1!",
    });
    assertEquals(codes(wrong), ["AUTH_24"], "a break-glass account's wrong password says no more");

    // Not an Administrator's call: refused.
    const other = await createStaff(t.deps, {
      roleID: 2,
      email: "lee@lab.example",
      password: PASSWORD,
    });
    const refused = await kim.put(`/api/ximblox/user/${other.id}`, { breakGlass: true });
    assertEquals(codes(refused), ["UM_01"]);
  }));

Deno.test("a role requiring a second factor: the organisation's sign-in is the proof", () =>
  withApp(oidcEnv(), async (t) => {
    const admin = await t.signedIn(1);
    const role = await admin.post("/api/ximblox/user/roles", {
      name: "Strict",
      permissions: [{ name: "create-page" }],
      requireSecondFactor: true,
    });
    const roleID = role.body.role.ID;
    const mo = await createStaff(t.deps, { roleID, email: "mo@lab.example", password: PASSWORD });
    const byPassword = await t.client().signIn(mo.email, PASSWORD);
    assertEquals(codes(await byPassword.get(`/api/ximblox/user/${mo.id}`)), ["AUTH_2FA_SETUP"]);
    account("sub-mo", { email: "mo@lab.example" });
    const c = t.client();
    assertEquals(await ssoSignIn(c, "sub-mo"), "/cmsadmin/");
    assertEquals((await c.get(`/api/ximblox/user/${mo.id}`)).status, 200);
  }));

Deno.test("the issuer's redirect back is a cross-site navigation the CSRF guard lets through", () =>
  withApp(oidcEnv(), async (t) => {
    account("sub-ned", { email: "ned@lab.example" });
    await createStaff(t.deps, { roleID: 2, email: "ned@lab.example", password: PASSWORD });
    const c = t.client();
    const back = await toCallback(c, "sub-ned");
    const navigate = { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" };
    const res = await c.request("GET", back.pathname + back.search, { headers: navigate });
    assertEquals(res.headers.get("Location"), "/cmsadmin/");
    // Any other API address stays refused so.
    const other = await t.client().request("GET", `${AUTH}/oidc/start`, { headers: navigate });
    assertEquals(codes(other), ["CSRF_01"]);
  }));

Deno.test("starts are limited per client address (each writes a flow record): AUTH_03 past 30", () =>
  withApp(oidcEnv(), async (t) => {
    const c = t.client();
    for (let i = 0; i < 30; i++) {
      const start = await c.get(`${AUTH}/oidc/start`);
      assert(start.headers.get("Location")!.startsWith(issuer.issuer), `start ${i + 1}`);
    }
    const over = await c.get(`${AUTH}/oidc/start`);
    assertEquals(over.headers.get("Location"), "/cmsadmin/login?error=AUTH_03");
  }));

Deno.test("a role map naming no role of the store is found (main.ts logs it at start)", async () => {
  const map = JSON.stringify({ a: "administrator", b: "3", c: "Reviewer", d: "99" });
  await withApp(oidcEnv({ OIDC_ROLE_CLAIM: ROLE_CLAIM, OIDC_ROLE_MAP: map }), async (t) => {
    assertEquals(await unknownMappedRoles(t.deps), ["Reviewer", "99"]);
  });
  await withApp(oidcEnv(), async (t) => assertEquals(await unknownMappedRoles(t.deps), []));
});

Deno.test("close the issuer", () => issuer.close());
