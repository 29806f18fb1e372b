/**
 * The real application in-process for API tests: a `:memory:` KV store, a real SMTP receiver
 * on loopback, and a client that keeps cookies and the CSRF token like a browser does.
 */
import "./weak_password_hashes.ts"; // First: before any account is made.
import type { Hono } from "hono";
import { createApp } from "../../app.ts";
import { type Config, readConfig } from "../../lib/config.ts";
import { hashPassword } from "../../lib/auth/password.ts";
import { nextId } from "../../lib/db/counters.ts";
import { openKv } from "../../lib/db/kv.ts";
import { insertUser, type UserRecord } from "../../lib/db/users.ts";
import { createMailer } from "../../lib/mail/mailer.ts";
import type { Deps } from "../../lib/ops/deps.ts";
import { seedStore } from "../../lib/seed/seed.ts";
import { backgroundSettled } from "../../lib/ops/background.ts";
import { stopSearchService } from "../../lib/search/service.ts";
import type { AppEnv } from "../../routes/_env.ts";
import { type SmtpReceiver, startSmtp } from "./smtp.ts";

export const ADMIN_EMAIL = "admin@example.com";
export const ADMIN_PASSWORD = "Admin-pass-1!";
export const PUBLIC_URL = "https://cms.example.test";

export interface TestApp {
  app: Hono<AppEnv>;
  deps: Deps;
  smtp: SmtpReceiver;
  /** A client with no session yet. */
  client(): TestClient;
  /** A client signed in as a new active user of `roleID` (1 admin, 2 editor, 3 publisher). */
  signedIn(roleID: number, options?: { email?: string; password?: string }): Promise<TestClient>;
  /**
   * Resolves once the work operations started without waiting for it is done (mails after an
   * answer, signups: lib/ops/background.ts), as the server's background work settles.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The store latency of tests that count round trips in a row (the depth, lib/db/kv_meter.ts, read
 * from the clock): long enough that reads sent together overlap for real. With 2 ms a busy
 * machine's event loop lag let them start one after another, and the depth read 4 for 3.
 */
export const COUNTING_LATENCY_MS = 10;

/**
 * Starts the app in-process. Its store is opened as main.ts opens it (lib/db/kv.ts `openKv`,
 * which waits out a busy store): `:memory:` unless `env.KV_PATH` names a file, which the caller
 * then owns; `busyRetryMs` shortens the busy store's retry window for tests of giving up.
 * `latencyMs` makes every store round trip wait (KV_LATENCY_MS: round-trip budget tests).
 * `seedLog` receives what the first start prints (the generated administrator's password when
 * ADMIN_PASSWORD is empty), as an operator reads it.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { busyRetryMs?: number; latencyMs?: number; seedLog?: (line: string) => void } = {},
): Promise<TestApp> {
  const smtp = await startSmtp();
  const config: Config = readConfig({
    KV_PATH: ":memory:",
    PUBLIC_URL,
    SITE_NAME: "Ximblox Test",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED: "none",
    SMTP_URL: smtp.url,
    ...env,
  });
  // `:memory:` unless a test names a store file (export/import and multi-process tests).
  // A test's latencyMs, else KV_LATENCY_MS: every round trip waits (tests that count round trips).
  const kv = await openKv(config.kvPath, {
    busyRetryMs: options.busyRetryMs,
    latencyMs: options.latencyMs ?? config.kvLatencyMs,
  });
  const deps: Deps = {
    kv,
    config,
    mailer: createMailer(kv, { smtpUrl: config.smtpUrl, from: "Ximblox <no-reply@example.test>" }),
  };
  await seedStore(deps, options.seedLog ?? (() => {}));
  const app = await createApp(deps);
  const t: TestApp = {
    app,
    deps,
    smtp,
    client: () => new TestClient(app),
    async signedIn(roleID, options = {}) {
      const password = options.password ?? "Staff-pass-1!";
      const user = await createStaff(deps, {
        roleID,
        email: options.email,
        password,
      });
      const client = await new TestClient(app).signIn(user.email, password);
      client.userID = user.id;
      return client;
    },
    settled: () => backgroundSettled(),
    async close() {
      // The search (if a test used it) finishes its work before the store goes.
      await stopSearchService(kv);
      kv.close();
      await smtp.close();
    },
  };
  return t;
}

/** Runs `fn` with a fresh application, closed afterwards whatever happens. */
export async function withTestApp(
  fn: (t: TestApp) => Promise<void>,
  env: Record<string, string> = {},
): Promise<void> {
  const t = await startTestApp(env);
  try {
    await fn(t);
  } finally {
    await t.close();
  }
}

let counter = 0;

/** Inserts an active staff account directly (a factory: the API path is tested on its own). */
export async function createStaff(
  deps: Deps,
  options: { roleID: number; email?: string; password?: string; name?: string },
): Promise<UserRecord> {
  const now = Date.now();
  const user: UserRecord = {
    id: await nextId(deps.kv, "users"),
    email: options.email ?? `staff${++counter}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    roleID: options.roleID,
    profile: { name: options.name ?? "Test Staff", jobTitle: "Tester", image: null },
    language: "en",
    passwordHash: options.password ? await hashPassword(options.password) : null,
    active: !!options.password,
    createdAt: now,
    updatedAt: now,
  };
  await insertUser(deps.kv, user);
  return user;
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  // deno-lint-ignore no-explicit-any
  body: any;
  raw: string;
}

/** What a TestClient sends its requests through: the app in-process, or a server over HTTP. */
export interface Requester {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

/** A Requester that sends to a real server at `base` (e.g. "http://127.0.0.1:8001"). */
export function overHttp(base: string): Requester {
  return { request: (path, init) => fetch(base + path, { ...init, redirect: "manual" }) };
}

/** Keeps cookies and the CSRF token between calls, as the admin in a browser does. */
export class TestClient {
  cookies = new Map<string, string>();
  csrf = "";
  userID = 0;

  constructor(readonly app: Hono<AppEnv> | Requester) {}

  async request(
    method: string,
    path: string,
    options: { json?: unknown; body?: BodyInit; headers?: Record<string, string>; csrf?: boolean } =
      {},
  ): Promise<JsonResponse> {
    if (method !== "GET" && options.csrf !== false && !this.csrf) {
      await this.request("GET", "/api/ximblox/settings/get");
    }
    const headers = new Headers(options.headers);
    if (this.cookies.size) {
      headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    if (method !== "GET" && options.csrf !== false) {
      headers.set("X-CSRF-Token", this.csrf);
      headers.set("X-Requested-With", "XMLHttpRequest");
    }
    let body = options.body;
    if (options.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(options.json);
    }
    const res = await this.app.request(path, { method, headers, body });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(";");
      const [name, value] = pair.split("=");
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const token = res.headers.get("X-CSRF-Token");
    if (token) this.csrf = token;
    const raw = await res.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(raw);
    } catch { /* not JSON */ }
    return { status: res.status, headers: res.headers, body: parsed, raw };
  }

  get(path: string) {
    return this.request("GET", path);
  }
  post(path: string, json: unknown = {}) {
    return this.request("POST", path, { json });
  }
  put(path: string, json: unknown = {}) {
    return this.request("PUT", path, { json });
  }
  delete(path: string) {
    return this.request("DELETE", path);
  }
  /** Signs in through the API (an error unless it answers 200); answers this client. */
  async signIn(email: string, password: string): Promise<this> {
    const res = await this.post("/api/ximblox/auth/login", { email, password });
    if (res.status !== 200) {
      throw new Error(`Sign-in as ${email} answered ${res.status}: ${res.raw}`);
    }
    return this;
  }
  upload(path: string, field: string, bytes: Uint8Array, fileName: string, type = "image/png") {
    const form = new FormData();
    form.append(field, new File([bytes as Uint8Array<ArrayBuffer>], fileName, { type }));
    return this.request("PUT", path, { body: form });
  }
}

/** The error codes of a failed answer, for compact assertions. */
export function codes(res: JsonResponse): string[] {
  return (res.body?.Errors ?? []).map((e: { code: string }) => e.code);
}
