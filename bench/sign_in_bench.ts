/**
 * `deno task bench`: what a second factor adds to signing in (issue 31). A real server process on
 * a store file of its own, over real HTTP, each sign-in from a fresh client as a browser's first:
 *
 * - baseline: the password alone (`POST /auth/login`, an account without two-factor);
 * - the password step of an account with two-factor on (`POST /auth/login` → pending);
 * - both steps, the password then a TOTP code (`POST /auth/second-factor`).
 *
 * The password's scrypt hash (N=16384, the default; lib/auth/password.ts) is most of either: the
 * code step adds a few store round trips and an HMAC. A TOTP code is accepted once per account
 * and 30-second step, so each run of the two-step bench signs in a different account (ACCOUNTS of
 * them, made with the server's own API after inserting them into the shared store file).
 * `SIGN_IN_LATENCY_MS` sets the server's `KV_LATENCY_MS` (0 by default; 94 is Deno Deploy's KV
 * seen from Europe).
 *
 * Measured on the 2-core development machine, 2026-11-29 (quiet, two runs; README "Staff sessions
 * and passwords"): password only 53–55 ms, the password step with two-factor on 44–49 ms, both
 * steps 50–56 ms: the password's hash is most of either, the code step within the runs' spread.
 */
import { totpCode } from "../tests/_utils/totp.ts";
import { createStaff, TestClient } from "../tests/_utils/app.ts";
import { overHttp } from "../tests/_utils/app.ts";
import { startServerProcess } from "../tests/_utils/process.ts";
import { openKv } from "../lib/db/kv.ts";
import type { Deps } from "../lib/ops/deps.ts";

const RUNS = 20;
const WARMUP = 2;
/**
 * One account per two-factor sign-in: a code is spent once, and a password step whose second step
 * never comes keeps its lockout slot (five lock the address), so no account is used twice.
 */
const ACCOUNTS = 2 * (RUNS + WARMUP) + 4;
const PASSWORD = "Sign-in-bench-pass-1!";
const ADMIN = { email: "sign-in-bench@example.com", password: PASSWORD };

// The test helpers imported above lower the hash cost for speed (tests/_utils/weak_password_hashes.ts),
// in this process and in the servers it starts: the bench measures the real one.
Deno.env.set("PASSWORD_SCRYPT_N", "16384");

const dir = await Deno.makeTempDir({ prefix: "ximblox-sign-in-bench-" });
const path = `${dir}/store.kv`;
const server = startServerProcess({
  KV_PATH: path,
  SEED: "none",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  KV_LATENCY_MS: Deno.env.get("SIGN_IN_LATENCY_MS") ?? "0",
  PUBLIC_URL: "http://127.0.0.1",
});
await server.waitFor("Ximblox is ready", 300_000);
const http = overHttp(server.url);

/** Accounts with two-factor on, and their secrets: inserted into the store, turned on by the API. */
async function twoFactorAccounts(): Promise<{ email: string; secret: string }[]> {
  const kv = await openKv(path);
  try {
    const users = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      users.push(await createStaff({ kv } as Deps, { roleID: 2, password: PASSWORD }));
    }
    return await Promise.all(users.map(async (user) => {
      const c = await new TestClient(http).signIn(user.email, PASSWORD);
      const secret = (await c.post("/api/ximblox/auth/totp/setup", { password: PASSWORD })).body
        .secret as string;
      // The confirming code's step is spent: the benches sign in at a later one.
      const confirm = await c.post("/api/ximblox/auth/totp/confirm", {
        code: totpCode(secret, -1),
      });
      if (confirm.status !== 200) throw new Error(`totp/confirm: ${confirm.raw}`);
      return { email: user.email, secret };
    }));
  } finally {
    kv.close();
  }
}

const accounts = await twoFactorAccounts();
let next = 0;

async function passwordStep(email: string): Promise<TestClient> {
  const c = new TestClient(http);
  const res = await c.post("/api/ximblox/auth/login", { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.raw}`);
  return c;
}

Deno.bench({
  name: "password only",
  group: "sign-in",
  baseline: true,
  n: RUNS,
  warmup: WARMUP,
  async fn() {
    await passwordStep(ADMIN.email);
  },
});

Deno.bench({
  name: "password step, two-factor on",
  group: "sign-in",
  n: RUNS,
  warmup: WARMUP,
  async fn() {
    await passwordStep(accounts[next++].email);
  },
});

Deno.bench({
  name: "password and a TOTP code",
  group: "sign-in",
  n: RUNS,
  warmup: WARMUP,
  async fn() {
    const { email, secret } = accounts[next++];
    const c = await passwordStep(email);
    const done = await c.post("/api/ximblox/auth/second-factor", { code: totpCode(secret) });
    if (done.status !== 200) throw new Error(`second-factor ${email}: ${done.raw}`);
  },
});

globalThis.addEventListener("unload", () => {
  server.kill("SIGTERM");
  try {
    Deno.removeSync(dir, { recursive: true });
  } catch { /* still open */ }
});
