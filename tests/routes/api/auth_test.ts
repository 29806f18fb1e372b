import { assert, assertEquals, assertNotEquals } from "../../_utils/assert.ts";
import { passwordChecks } from "../../../lib/auth/password.ts";
import { hashToken, randomToken } from "../../../lib/auth/tokens.ts";
import { getSession, insertSession } from "../../../lib/db/sessions.ts";
import { insertToken } from "../../../lib/db/tokens.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, codes, PUBLIC_URL, startTestApp } from "../../_utils/app.ts";
import { linkIn } from "../../_utils/smtp.ts";

const LOGIN = "/api/ximblox/auth/login";

Deno.test("login answers the user and a session cookie; auth/user then knows them", async () => {
  const t = await startTestApp();
  try {
    const c = t.client();
    const res = await c.post(LOGIN, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    assertEquals(res.status, 200);
    assertEquals(res.body.Success, true);
    assertEquals(res.body.Errors, []);
    assertEquals(res.body.User.ID, 1);
    assertEquals(res.body.User.role.name, "Administrator");
    assertEquals(res.body.User.passwordHash, undefined);
    const cookie = res.headers.getSetCookie().find((s) => s.startsWith("xb_session="))!;
    assert(/HttpOnly/i.test(cookie) && /SameSite=Lax/i.test(cookie), cookie);
    assert(/Secure/i.test(cookie), "Secure with an https PUBLIC_URL");
    const me = await c.post("/api/ximblox/auth/user");
    assertEquals(me.body, { Success: true, User: res.body.User });
  } finally {
    await t.close();
  }
});

Deno.test("auth/user answers User.ID 0 without a session", async () => {
  const t = await startTestApp();
  try {
    const res = await t.client().post("/api/ximblox/auth/user");
    assertEquals(res.status, 200);
    assertEquals(res.body.Success, true);
    assertEquals(res.body.User.ID, 0);
  } finally {
    await t.close();
  }
});

Deno.test("a wrong password and an unknown e-mail get byte-identical AUTH_01 answers", async () => {
  const t = await startTestApp();
  try {
    const wrong = await t.client().post(LOGIN, { email: ADMIN_EMAIL, password: "Nope-nope-1!" });
    const unknown = await t.client().post(LOGIN, {
      email: "nobody@example.com",
      password: "Nope-nope-1!",
    });
    assertEquals(wrong.status, 401);
    assertEquals(codes(wrong), ["AUTH_01"]);
    assertEquals(wrong.body.Success, false);
    assertEquals(wrong.body.User.ID, 0);
    assertEquals(wrong.raw, unknown.raw);
    assertEquals(wrong.status, unknown.status);
    const headerNames = (h: Headers) => [...h.keys()].filter((k) => k !== "x-csrf-token").sort();
    assertEquals(headerNames(wrong.headers), headerNames(unknown.headers));
  } finally {
    await t.close();
  }
});

Deno.test("an inactive account cannot sign in and answers like an unknown one", async () => {
  const t = await startTestApp();
  try {
    const admin = await t.signedIn(1);
    await admin.post("/api/ximblox/user", {
      email: "new@example.com",
      role: 2,
      profile: { name: "New", jobTitle: "" },
    });
    const res = await t.client().post(LOGIN, { email: "new@example.com", password: "" });
    assertEquals(codes(res), ["AUTH_01"]);
  } finally {
    await t.close();
  }
});

Deno.test("five failures lock the normalised address for ten minutes, even for the right password", async () => {
  const t = await startTestApp();
  try {
    for (let i = 0; i < 4; i++) {
      // Spelled differently each time (case, fullwidth letters): one normalised address.
      const email = i % 2 ? ADMIN_EMAIL.toUpperCase() : "ａdmin@example.com";
      const res = await t.client().request("POST", LOGIN, {
        json: { email, password: "Wrong-pass-1!", extra: i },
        headers: { "X-Forwarded-For": `10.0.0.${i}` },
      });
      assertEquals(codes(res), ["AUTH_01"]);
    }
    const fifth = await t.client().post(LOGIN, { email: ADMIN_EMAIL, password: "Wrong-pass-1!" });
    assertEquals(fifth.status, 429);
    assertEquals(codes(fifth), ["AUTH_03"]);
    const right = await t.client().request("POST", LOGIN, {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      headers: { "X-Forwarded-For": "192.0.2.1" },
    });
    assertEquals(right.status, 429);
    assertEquals(codes(right), ["AUTH_03"]);
    // Another account is not affected.
    const other = await t.signedIn(2);
    assertEquals(other.userID > 0, true);
  } finally {
    await t.close();
  }
});

Deno.test("unknown addresses lock the same way, so the lock reveals nothing", async () => {
  const t = await startTestApp();
  try {
    let last;
    for (let i = 0; i < 5; i++) {
      last = await t.client().post(LOGIN, { email: "ghost@example.com", password: "x" });
    }
    assertEquals(last!.status, 429);
    assertEquals(codes(last!), ["AUTH_03"]);
  } finally {
    await t.close();
  }
});

Deno.test("parallel failures cannot slip past the lockout", async () => {
  const t = await startTestApp();
  try {
    await Promise.all(
      Array.from(
        { length: 8 },
        () => t.client().post(LOGIN, { email: ADMIN_EMAIL, password: "Wrong-pass-1!" }),
      ),
    );
    const right = await t.client().post(LOGIN, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    assertEquals(codes(right), ["AUTH_03"]);
  } finally {
    await t.close();
  }
});

Deno.test("login validates its body", async () => {
  const t = await startTestApp();
  try {
    const res = await t.client().post(LOGIN, { email: 5 });
    assertEquals(res.status, 400);
    assertEquals(res.body.Success, false);
    assert(res.body.Errors.some((e: { property: string }) => e.property === "password"));
    const notJson = await t.client().request("POST", LOGIN, {
      body: "{oops",
      headers: { "Content-Type": "application/json" },
    });
    assertEquals(notJson.status, 400);
    assertEquals(codes(notJson), ["V_12"]);
  } finally {
    await t.close();
  }
});

Deno.test("every non-GET API call needs the CSRF token, login included", async () => {
  const t = await startTestApp();
  try {
    const c = t.client();
    await c.get("/api/ximblox/settings/get");
    const missing = await c.request("POST", LOGIN, {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      csrf: false,
    });
    assertEquals(missing.status, 403);
    assertEquals(codes(missing), ["CSRF_01"]);
    const forged = await c.request("POST", LOGIN, {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      csrf: false,
      headers: { "X-CSRF-Token": "A".repeat(43) },
    });
    assertEquals(forged.status, 403);
    // Another browser's token does not fit this browser's cookie.
    const other = t.client();
    await other.get("/api/ximblox/settings/get");
    const swapped = await c.request("POST", LOGIN, {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      csrf: false,
      headers: { "X-CSRF-Token": other.csrf },
    });
    assertEquals(swapped.status, 403);
    const ok = await c.post(LOGIN, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    assertEquals(ok.status, 200);
    // Signed in, a state change without the token is still refused.
    const del = await c.request("DELETE", "/api/ximblox/user/1/image", { csrf: false });
    assertEquals(del.status, 403);
  } finally {
    await t.close();
  }
});

Deno.test("cross-site requests are refused whatever their content type", async () => {
  const t = await startTestApp();
  try {
    const c = t.client();
    await c.get("/api/ximblox/settings/get");
    const attempts: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Origin": "https://evil.example" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of attempts) {
      const res = await c.request("POST", LOGIN, {
        body: `email=${ADMIN_EMAIL}&password=${ADMIN_PASSWORD}`,
        headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      });
      assertEquals(res.status, 403, JSON.stringify(headers));
    }
    const sameOrigin = await c.request("POST", LOGIN, {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      headers: { "Origin": PUBLIC_URL, "Sec-Fetch-Site": "same-origin" },
    });
    assertEquals(sameOrigin.status, 200);
  } finally {
    await t.close();
  }
});

Deno.test("admin pages carry the csrf-token meta tag; API answers carry the header", async () => {
  const t = await startTestApp();
  try {
    const c = t.client();
    const page = await c.get("/cmsadmin/users");
    // `deno task test` builds the admin bundle first.
    assertEquals(page.status, 200);
    const meta = page.raw.match(/<meta name="csrf-token" content="([^"]+)">/);
    assert(meta, "meta tag present");
    const api = await c.get("/api/ximblox/settings/get");
    assertEquals(api.headers.get("X-CSRF-Token"), meta[1]);
  } finally {
    await t.close();
  }
});

Deno.test("logout deletes the session on the server", async () => {
  const t = await startTestApp();
  try {
    const c = await t.signedIn(1);
    const stolen = new Map(c.cookies);
    assertEquals((await c.post("/api/ximblox/auth/logout")).body.Success, true);
    assertEquals((await c.post("/api/ximblox/auth/user")).body.User.ID, 0);
    // Replaying the old cookie after logout does not bring the session back.
    c.cookies = stolen;
    assertEquals((await c.post("/api/ximblox/auth/user")).body.User.ID, 0);
    assertEquals((await c.get("/api/ximblox/user")).status, 401);
  } finally {
    await t.close();
  }
});

Deno.test("refresh-session extends a live session and answers 401 without one", async () => {
  const t = await startTestApp();
  try {
    const c = await t.signedIn(2);
    const res = await c.post("/api/ximblox/auth/refresh-session");
    assertEquals(res.status, 200);
    assertEquals(res.body.User.ID, c.userID);
    assert(res.headers.getSetCookie().some((s) => s.startsWith("xb_session=")));
    const anon = await t.client().post("/api/ximblox/auth/refresh-session");
    assertEquals(anon.status, 401);
    assertEquals(codes(anon), ["AUTH_04"]);
  } finally {
    await t.close();
  }
});

Deno.test("forgot-password answers the same for known and unknown addresses and mails a PUBLIC_URL link", async () => {
  const t = await startTestApp();
  try {
    const known = await t.client().request("POST", "/api/ximblox/auth/forgot-password", {
      json: { email: ADMIN_EMAIL },
      headers: { "Host": "evil.example", "X-Forwarded-Host": "evil.example" },
    });
    const unknown = await t.client().post("/api/ximblox/auth/forgot-password", {
      email: "nobody@example.com",
    });
    assertEquals(known.status, 200);
    assertEquals(known.raw, unknown.raw);
    assertEquals(known.body, { Success: true });
    const mail = await t.smtp.waitFor(ADMIN_EMAIL);
    const link = linkIn(mail, PUBLIC_URL);
    assert(link.startsWith(`${PUBLIC_URL}/cmsadmin/reset-password?token=`), link);
    assert(!mail.text.includes("evil.example") && !mail.html.includes("evil.example"));
    assert(mail.html.includes(link.replaceAll("&", "&amp;")));
    assertEquals(t.smtp.mails.filter((m) => m.to.includes("nobody")).length, 0);
  } finally {
    await t.close();
  }
});

Deno.test("reset-account sets the password once, activates, and ends other sessions", async () => {
  const t = await startTestApp();
  try {
    const other = t.client();
    await other.post(LOGIN, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await t.client().post("/api/ximblox/auth/forgot-password", { email: ADMIN_EMAIL });
    const link = linkIn(await t.smtp.waitFor(ADMIN_EMAIL), PUBLIC_URL);
    const token = new URL(link).searchParams.get("token")!;
    const c = t.client();
    const res = await c.post("/api/ximblox/auth/reset-account", {
      password: "Brand-new-1!",
      confirm: "Brand-new-1!",
      token,
    });
    assertEquals(res.status, 200);
    assertEquals(res.body.Success, true);
    assertEquals((await other.post("/api/ximblox/auth/user")).body.User.ID, 0);
    const again = await c.post("/api/ximblox/auth/reset-account", {
      password: "Other-new-1!",
      confirm: "Other-new-1!",
      token,
    });
    assertEquals(codes(again), ["V_04"]);
    const login = await t.client().post(LOGIN, { email: ADMIN_EMAIL, password: "Brand-new-1!" });
    assertEquals(login.status, 200);
  } finally {
    await t.close();
  }
});

Deno.test("reset-account enforces the password rules and token checks", async () => {
  const t = await startTestApp();
  try {
    const c = t.client();
    const reset = (password: string, confirm: string, token: unknown) =>
      c.post("/api/ximblox/auth/reset-account", { password, confirm, token });
    const valid = "Good-pass-1!";
    await insertToken(t.deps.kv, hashToken("live-token"), {
      kind: "reset",
      userID: 1,
      expiresAt: Date.now() + 60_000,
    });
    await insertToken(t.deps.kv, hashToken("old-token"), {
      kind: "reset",
      userID: 1,
      expiresAt: Date.now() - 1,
    });
    assertEquals(codes(await reset("Short-1!", "Short-1!", "live-token")), ["V_10"]);
    assertEquals(codes(await reset("nouppercase-1!", "nouppercase-1!", "live-token")), ["V_09"]);
    assertEquals(codes(await reset("NoSpecial123", "NoSpecial123", "live-token")), ["V_09"]);
    const long = "A!" + "a".repeat(253);
    assertEquals(codes(await reset(long, long, "live-token")), ["V_11"]);
    assertEquals(codes(await reset(valid, "Other-pass-1!", "live-token")), ["V_03"]);
    assertEquals(codes(await reset(valid, valid, "no-such-token")), ["V_04"]);
    assertEquals(codes(await reset(valid, valid, "old-token")), ["V_05"]);
    assertEquals(codes(await reset(valid, valid, { $ne: null })), ["V_04"]);
    assertEquals(codes(await reset(valid, valid, ["live-token"])), ["V_04"]);
    // None of the refusals spent the live token.
    assertEquals((await reset(valid, valid, "live-token")).status, 200);
  } finally {
    await t.close();
  }
});

Deno.test("register creates an inactive account whose activation link sets the password", async () => {
  const t = await startTestApp();
  try {
    const admin = await t.signedIn(1);
    const res = await admin.post("/api/ximblox/auth/register", {
      name: "Eva Editor",
      email: "eva@example.com",
      role: 2,
      jobTitle: "Writer",
      image: null,
    });
    assertEquals(res.status, 201);
    assertEquals(res.body.User.active, false);
    assertEquals(res.body.User.role.ID, 2);
    const mail = await t.smtp.waitFor("eva@example.com");
    const link = linkIn(mail, `${PUBLIC_URL}/cmsadmin/activate?token=`);
    const token = new URL(link).searchParams.get("token")!;
    const activate = await t.client().post("/api/ximblox/auth/reset-account", {
      password: "Quill-pass-1!",
      confirm: "Quill-pass-1!",
      token,
    });
    assertEquals(activate.status, 200);
    const login = await t.client().post(LOGIN, {
      email: "EVA@example.com",
      password: "Quill-pass-1!",
    });
    assertEquals(login.status, 200);
    assertEquals(login.body.User.active, true);
    const editor = await t.signedIn(2);
    const refused = await editor.post("/api/ximblox/auth/register", {
      name: "X",
      email: "x@example.com",
      role: 2,
      jobTitle: "",
    });
    assertEquals(refused.status, 403);
    assertEquals(codes(refused), ["UM_01"]);
    assertEquals(
      (await t.client().post("/api/ximblox/auth/register", {
        name: "X",
        email: "x@example.com",
        role: 2,
        jobTitle: "",
      })).status,
      401,
    );
  } finally {
    await t.close();
  }
});

Deno.test("unexpected failures answer G_01 with nothing internal in the body", async () => {
  const t = await startTestApp();
  const c = await t.signedIn(1);
  t.deps.kv.close();
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const res = await c.get("/api/ximblox/user/list");
    assertEquals(res.status, 500);
    assertEquals(res.body, { Success: false, Errors: [{ property: "", code: "G_01" }] });
    assertNotEquals(errors.length, 0);
  } finally {
    console.error = original;
    await t.smtp.close();
  }
});

Deno.test("unknown API paths answer 404 in the envelope", async () => {
  const t = await startTestApp();
  try {
    const res = await t.client().get("/api/ximblox/nothing/here");
    assertEquals(res.status, 404);
    assertEquals(res.body.Success, false);
  } finally {
    await t.close();
  }
});

Deno.test("check-token tells whether a link still works, without spending it", async () => {
  const t = await startTestApp();
  try {
    const c = t.client();
    const check = (token: unknown) => c.post("/api/ximblox/auth/check-token", { token });
    await insertToken(t.deps.kv, hashToken("live-token"), {
      kind: "activation",
      userID: 1,
      expiresAt: Date.now() + 60_000,
    });
    await insertToken(t.deps.kv, hashToken("old-token"), {
      kind: "reset",
      userID: 1,
      expiresAt: Date.now() - 1,
    });
    await insertToken(t.deps.kv, hashToken("orphan-token"), {
      kind: "reset",
      userID: 999,
      expiresAt: Date.now() + 60_000,
    });
    const live = await check("live-token");
    assertEquals([live.status, live.body], [200, { Success: true, valid: true }]);
    // Checking twice does not spend it.
    assertEquals((await check("live-token")).body.valid, true);
    // Expired, unknown, of a user that is gone, empty or malformed: all simply not valid, alike.
    const answers = await Promise.all(
      ["old-token", "no-such-token", "orphan-token", "", "x".repeat(500), { $ne: null }, null]
        .map(async (token) => {
          const res = await check(token);
          return [res.status, res.raw];
        }),
    );
    for (const answer of answers) {
      assertEquals(answer, [200, JSON.stringify({ Success: true, valid: false })]);
    }
    // The token still sets a password afterwards, once; then it is no longer valid.
    const reset = await c.post("/api/ximblox/auth/reset-account", {
      password: "Good-pass-1!",
      confirm: "Good-pass-1!",
      token: "live-token",
    });
    assertEquals(reset.status, 200);
    assertEquals((await check("live-token")).body.valid, false);
    // Like every state-changing call it needs the CSRF token.
    const bare = await t.client().request("POST", "/api/ximblox/auth/check-token", {
      json: { token: "live-token" },
      csrf: false,
    });
    assertEquals(bare.status, 403);
  } finally {
    await t.close();
  }
});

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

Deno.test("100 parallel guesses for one address get at most five password checks", async () => {
  const t = await startTestApp();
  try {
    const guesses = shuffled([
      ADMIN_PASSWORD,
      ...Array.from({ length: 99 }, (_, i) => `Wrong-pass-${i}!`),
    ]);
    const clients = guesses.map(() => t.client());
    // Each browser has its CSRF cookie first, so that the guesses themselves run side by side.
    await Promise.all(clients.map((c) => c.get("/api/ximblox/settings/get")));
    const before = passwordChecks.count;
    const answers = await Promise.all(
      clients.map((c, i) => c.post(LOGIN, { email: ADMIN_EMAIL, password: guesses[i] })),
    );
    const checks = passwordChecks.count - before;
    const signedIn = answers.filter((a) => a.status === 200);
    const failed = answers.filter((a) => a.status !== 200);
    assert(signedIn.length <= 1);
    for (const a of signedIn) assertEquals(a.body.User.ID, 1);
    // Only a check of the right password gives its slot back (the password is known then).
    assert(checks - signedIn.length <= 5, `${checks} password checks`);
    assert(checks >= 1);
    assert(failed.filter((a) => codes(a)[0] === "AUTH_01").length <= 5);
    for (const a of failed) assert(["AUTH_01", "AUTH_03"].includes(codes(a)[0]), a.raw);
    assertEquals(failed.length, 100 - signedIn.length);
    if (signedIn.length === 0) {
      // The right password never got a slot: five wrong ones were checked and locked the address.
      assertEquals(checks, 5);
      const after = await t.client().post(LOGIN, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      assertEquals(codes(after), ["AUTH_03"]);
    }
  } finally {
    await t.close();
  }
});

Deno.test("unknown addresses also get at most five password checks under parallel guesses", async () => {
  const t = await startTestApp();
  try {
    const clients = Array.from({ length: 30 }, () => t.client());
    await Promise.all(clients.map((c) => c.get("/api/ximblox/settings/get")));
    const before = passwordChecks.count;
    const answers = await Promise.all(
      clients.map((c, i) => c.post(LOGIN, { email: "ghost@example.com", password: `Guess-${i}!` })),
    );
    assert(passwordChecks.count - before <= 5);
    for (const a of answers) assert(["AUTH_01", "AUTH_03"].includes(codes(a)[0]), a.raw);
  } finally {
    await t.close();
  }
});

Deno.test("a sign-in does not wipe the failures of guesses made beside it", async () => {
  const t = await startTestApp();
  try {
    const wrong = () => t.client().post(LOGIN, { email: ADMIN_EMAIL, password: "Wrong-pass-1!" });
    const right = () => t.client().post(LOGIN, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    // Someone guesses while the owner keeps signing in: the owner's sign-ins count for nothing
    // either way, so the fifth wrong guess in the window still locks the address.
    const answers = [];
    for (const attempt of [wrong, wrong, right, wrong, right, wrong, wrong]) {
      answers.push(await attempt());
    }
    assertEquals(answers.map((a) => codes(a)[0] ?? a.status), [
      "AUTH_01",
      "AUTH_01",
      200,
      "AUTH_01",
      200,
      "AUTH_01",
      "AUTH_03",
    ]);
    assertEquals(codes(await right()), ["AUTH_03"]);
    // And beside each other, in parallel, the same holds.
    const t2 = await startTestApp();
    try {
      const w = () => t2.client().post(LOGIN, { email: ADMIN_EMAIL, password: "Wrong-pass-1!" });
      const r = () => t2.client().post(LOGIN, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      const parallel = await Promise.all([w(), w(), r(), w(), w()]);
      assertEquals(parallel[2].status, 200);
      assertEquals(codes(await w()), ["AUTH_03"]);
    } finally {
      await t2.close();
    }
  } finally {
    await t.close();
  }
});

const FORGOT = "/api/ximblox/auth/forgot-password";

Deno.test("forgot-password mails one address at most once, parallel or sequential, with one answer", async () => {
  const t = await startTestApp();
  try {
    const clients = Array.from({ length: 20 }, () => t.client());
    await Promise.all(clients.map((c) => c.get("/api/ximblox/settings/get")));
    const parallel = await Promise.all(clients.map((c) => c.post(FORGOT, { email: ADMIN_EMAIL })));
    const sequential = [];
    const c = t.client();
    for (let i = 0; i < 20; i++) {
      const email = i % 2 ? ADMIN_EMAIL.toUpperCase() : ` ${ADMIN_EMAIL}`;
      sequential.push(await c.post(FORGOT, { email }));
    }
    const unknown = await t.client().post(FORGOT, { email: "nobody@example.com" });
    for (const res of [...parallel, ...sequential]) {
      assertEquals([res.status, res.raw], [unknown.status, unknown.raw]);
    }
    // Mailing runs after the answer: wait for all of it.
    await t.settled();
    assertEquals(t.smtp.mails.filter((m) => m.to.includes(ADMIN_EMAIL)).length, 1);
  } finally {
    await t.close();
  }
});

Deno.test("a reset through a link voids the user's other links (V_05) and sessions", async () => {
  const t = await startTestApp();
  try {
    const other = t.client();
    await other.post(LOGIN, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await t.client().post(FORGOT, { email: ADMIN_EMAIL });
    const token = new URL(linkIn(await t.smtp.waitFor(ADMIN_EMAIL), PUBLIC_URL))
      .searchParams.get("token")!;
    await insertToken(t.deps.kv, hashToken("second-link"), {
      kind: "reset",
      userID: 1,
      expiresAt: Date.now() + 60_000,
    });
    const reset = (token: string, password: string) =>
      t.client().post("/api/ximblox/auth/reset-account", { password, confirm: password, token });
    assertEquals((await reset(token, "Brand-new-1!")).status, 200);
    assertEquals(codes(await reset("second-link", "Attacker-1!!")), ["V_05"]);
    assertEquals(
      (await t.client().post("/api/ximblox/auth/check-token", { token: "second-link" })).body,
      { Success: true, valid: false },
    );
    assertEquals((await other.get("/api/ximblox/user")).status, 401);
    const login = await t.client().post(LOGIN, { email: ADMIN_EMAIL, password: "Brand-new-1!" });
    assertEquals(login.status, 200);
  } finally {
    await t.close();
  }
});

const DAY = 24 * 60 * 60_000;

/** A client holding a session written straight to the store, created `age` ago. */
async function clientWithSession(t: Awaited<ReturnType<typeof startTestApp>>, age: number) {
  const token = randomToken();
  const now = Date.now();
  await insertSession(t.deps.kv, hashToken(token), {
    userID: 1,
    createdAt: now - age,
    expiresAt: now + 60 * 60_000,
  });
  const c = t.client();
  c.cookies.set("xb_session", token);
  return { c, token };
}

Deno.test("a session ends seven days after sign-in, however recently it was used", async () => {
  const t = await startTestApp();
  try {
    const fresh = await clientWithSession(t, 6 * DAY);
    assertEquals((await fresh.c.get("/api/ximblox/user")).status, 200);
    const old = await clientWithSession(t, 7 * DAY + 1000);
    assertEquals((await old.c.get("/api/ximblox/user")).status, 401);
    assertEquals((await old.c.post("/api/ximblox/auth/user")).body.User.ID, 0);
    assertEquals((await old.c.post("/api/ximblox/auth/refresh-session")).status, 401);
  } finally {
    await t.close();
  }
});

Deno.test("refresh-session extends the idle expiry only up to the absolute limit", async () => {
  const t = await startTestApp();
  try {
    const { c, token } = await clientWithSession(t, 7 * DAY - 60 * 60_000);
    const res = await c.post("/api/ximblox/auth/refresh-session");
    assertEquals(res.status, 200);
    const session = (await getSession(t.deps.kv, hashToken(token))).value!;
    assert(session.expiresAt <= session.createdAt + 7 * DAY, "not past seven days");
    assert(session.expiresAt > Date.now() + 50 * 60_000, "still extended up to the limit");
  } finally {
    await t.close();
  }
});
