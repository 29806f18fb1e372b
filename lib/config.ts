/** Configuration, read once from the environment (see the table in README.md). */
import { isAccountEmail } from "./content/email.ts";
import { BlockList, isIP } from "node:net";
import { z } from "zod";

export interface Config {
  port: number;
  kvPath: string;
  publicUrl: string;
  siteName: string;
  smtpUrl: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
  seed: "demo" | "none";
  inactivityMinutes: number;
  /** Archived draft states kept per page by the hourly collector. */
  keepArchivedVersions: number;
  /**
   * `AUDIT_MIN_RETENTION` (90 by default): the fewest days the audit trail keeps its
   * records. Only the operator lowers it (here, on the command line): no account can shorten the
   * trail below it through the API, and the collector never deletes a younger record.
   */
  auditMinRetentionDays: number;
  /**
   * Reverse proxies in front of the site (addresses, CIDR ranges or Express's names such as
   * "loopback"): their X-Forwarded-For names the visitor, for the rate limits of public calls.
   */
  trustProxy: string[];
  /**
   * The bearer token `GET /metrics` asks for; null: metrics only to connections from loopback
   * (then a reverse proxy on the same host must not pass /metrics on, or every visitor is local).
   */
  metricsToken: string | null;
  /** Log lines as JSON (`LOG_FORMAT=json`, read by lib/observe/log.ts) or readable text. */
  logFormat: "json" | "text";
  /**
   * On a stop signal, how long the process keeps serving as "not ready", closing keep-alive
   * connections, before it stops accepting (lib/server/lifecycle.ts).
   */
  drainMs: number;
  /**
   * `KV_LATENCY_MS`: a measuring aid (off, 0, by default): every store round trip waits this long
   * first, so a local store answers like a distant one (lib/db/kv_meter.ts).
   */
  kvLatencyMs: number;
  /**
   * `BODY_IDLE_TIMEOUT_MS`: how long a request body may stall before the request is answered 408;
   * null: lib/http/body.ts's default (10 s).
   */
  bodyIdleTimeoutMs: number | null;
  /**
   * `SERVER_TIMING=1`: every answer carries `Server-Timing: kv;dur=…;desc="<ops> ops, depth <n>"`,
   * the store round trips the request waited on (app.ts's serveHandler).
   */
  serverTiming: boolean;
  /**
   * `SCHEDULER_MAX_SLEEP_MS` ({@link SCHEDULER_MAX_SLEEP_MS} by default): the longest a process's
   * scheduler sleeps before it looks again for scheduled publications that other processes set
   * (lib/ops/pages/schedule_page.ts). A test of several processes shortens it so as not to wait
   * out the default.
   */
  schedulerMaxSleepMs: number;
  /**
   * `FORM_TICKET_MIN_AGE_MS` ({@link FORM_TICKET_MIN_AGE_MS} by default): how old the ticket of a
   * form answered again without JavaScript must be before its ticked box passes the captcha
   * (lib/ops/forms/form_ticket.ts): a person reads and ticks, a script posting at once does not.
   */
  formTicketMinAgeMs: number;
  /**
   * `CDN`: the shared cache in front (lib/site/cache_headers.ts, lib/site/cdn_purge.ts). "none"
   * (the default on one machine): public answers say `max-age=0, must-revalidate`, as without
   * one. "deno-deploy" (the default on Deno Deploy) and "varnish": public pages, the news API and
   * the sitemap are kept by the CDN ({@link CDN_S_MAXAGE}) with their cache tags
   * (`Deno-Cache-Tag` or `xkey`), and every change purges the tags it touched.
   */
  cdn: Cdn;
  /**
   * `CDN_PURGE_URL`: where purges go. Deno Deploy's invalidation endpoint by default for
   * "deno-deploy"; the Varnish listening address (docs/varnish.vcl) for "varnish", required.
   */
  cdnPurgeUrl: string | null;
  /**
   * Running on Deno Deploy (`DENO_DEPLOYMENT_ID` is set there, `DENO_DEPLOY` is "true"): `SEED` defaults to none, a store
   * file is refused (lib/server/deploy_mode.ts), and the scheduled work runs from `Deno.cron`
   * instead of timers (lib/server/crons.ts).
   */
  onDeploy: boolean;
  /**
   * `CONTENT_API_RATE_LIMIT`: requests one content API token may make per minute on one instance
   * ({@link CONTENT_API_RATE_LIMIT} by default); past it, 429 CAPI_03 with `Retry-After`.
   */
  contentApiRateLimit: number;
  /** Single sign-on with OpenID Connect (`OIDC_*`); null when `OIDC_ISSUER` is not set. */
  oidc: OidcConfig | null;
  /** Signed webhooks (lib/ops/webhooks/deliver_webhooks.ts). */
  webhooks: WebhookConfig;
}

export interface WebhookConfig {
  /**
   * `WEBHOOK_ALLOW_PRIVATE=true`: webhooks may reach loopback, private and link-local addresses
   * (a receiver on the same machine or network; tests). Off by default.
   */
  allowPrivate: boolean;
  /**
   * `WEBHOOK_RETRY_BASE_MS` ({@link WEBHOOK_RETRY_BASE_MS} by default): the first pause before a
   * failed delivery is tried again; the later ones are multiples of it
   * (lib/ops/webhooks/deliver_webhooks.ts). Tests shorten it so that no test waits for real.
   */
  retryBaseMs: number;
  /**
   * `WEBHOOK_PAUSE_AFTER_MS` (a day by default): how long a webhook may fail, with no success,
   * before it is paused and its creator told.
   */
  pauseAfterMs: number;
}

/** The first retry's pause by default (`WEBHOOK_RETRY_BASE_MS`): 30 s. */
export const WEBHOOK_RETRY_BASE_MS = 30_000;

/** Single sign-on (issue 31): the issuer, this site as its client, and how claims map to roles. */
export interface OidcConfig {
  /** `OIDC_ISSUER`: the issuer URL, as its discovery document names it. */
  issuer: string;
  clientId: string;
  /** Null: a public client (PKCE alone, `token_endpoint_auth_method: none`). */
  clientSecret: string | null;
  /** `OIDC_NAME`: the sign-in button's "Sign in with <name>". */
  name: string;
  /** `OIDC_ROLE_CLAIM`: the ID token claim whose value(s) pick the role (with `roleMap`). */
  roleClaim: string | null;
  /** `OIDC_ROLE_MAP`: claim value → role name or id; the first value that maps wins. */
  roleMap: Record<string, string> | null;
  /** `OIDC_AUTO_CREATE`: an unknown user with a mapped role gets an account. */
  autoCreate: boolean;
  /** `OIDC_ONLY`: the password form is hidden, and only break-glass accounts may use it. */
  only: boolean;
}

/** Requests per minute and token on one instance by default (`CONTENT_API_RATE_LIMIT`). */
export const CONTENT_API_RATE_LIMIT = 600;

export type Cdn = "none" | "deno-deploy" | "varnish";

/**
 * How long a CDN keeps a public answer (`s-maxage`): a day. Every change purges what it touched,
 * so the answer never goes stale by waiting; the bound covers a purge that could not be sent
 * (retried until then, lib/site/cdn_purge.ts) and anything outside the store that an answer
 * shows (the time of day in a news date). Longer would save little: a day-old answer costs one
 * request to the app per address and CDN node.
 */
export const CDN_S_MAXAGE = 86_400;

/**
 * How long past that a CDN may still send its copy while it fetches a new one in the background
 * (`stale-while-revalidate`): a minute, so that the daily expiry of a busy page costs visitors
 * no wait, while what was purged is never sent again (a purge removes, it does not make stale).
 */
export const CDN_STALE_WHILE_REVALIDATE = 60;

/** Deno Deploy's endpoint that invalidates its CDN's copies by tag (reachable from the app). */
export const DENO_DEPLOY_PURGE_URL = "http://cache.localhost/invalidate/http";

export function readConfig(env: Record<string, string | undefined> = Deno.env.toObject()): Config {
  const port = positiveInt(env.PORT, 8000, "PORT");
  // Caught here, with the other settings, and not when binding: one line, exit 1 (main.ts).
  if (port > 65535) throw new Error(`PORT must be at most 65535, got ${port}.`);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, "");
  try {
    const url = new URL(publicUrl);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error();
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${publicUrl}".`);
  }
  // DENO_DEPLOY=true too: Deploy documents it for builds as well, and its predeploy step (which
  // runs `deno task prepare`) must not take a store there for a machine of ours and seed the demo.
  const onDeploy = Boolean(env.DENO_DEPLOYMENT_ID) || env.DENO_DEPLOY === "true";
  // On Deploy a store is prepared by the predeploy step, never filled with the demo by surprise.
  const seed = env.SEED || (onDeploy ? "none" : "demo");
  if (seed !== "demo" && seed !== "none") {
    throw new Error(`SEED must be "demo" or "none", got "${seed}".`);
  }
  // The first administrator's address follows the account rule, or it could never be edited.
  const adminEmail = env.ADMIN_EMAIL?.trim() || null;
  if (adminEmail !== null && !isAccountEmail(adminEmail)) {
    throw new Error(
      `ADMIN_EMAIL must be an e-mail address such as admin@example.com, got "${adminEmail}".`,
    );
  }
  // Read by lib/auth/password.ts at each hash; checked here too, so a bad value stops the start.
  scryptCost(env);
  return {
    port,
    // On Deno Deploy (DENO_DEPLOYMENT_ID is set there) the default is the KV it provisions,
    // opened without a path; its file system is read-only, so there is no store file to make.
    kvPath: env.KV_PATH || (onDeploy ? "" : "./data/ximblox.kv"),
    publicUrl,
    siteName: env.SITE_NAME || "Ximblox",
    smtpUrl: env.SMTP_URL || null,
    adminEmail,
    adminPassword: env.ADMIN_PASSWORD || null,
    seed,
    inactivityMinutes: positiveInt(env.INACTIVITY_MINUTES, 30, "INACTIVITY_MINUTES"),
    keepArchivedVersions: nonNegativeInt(env.KEEP_ARCHIVED_VERSIONS, 50, "KEEP_ARCHIVED_VERSIONS"),
    auditMinRetentionDays: positiveInt(
      env.AUDIT_MIN_RETENTION,
      90,
      "AUDIT_MIN_RETENTION",
    ),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN || null,
    logFormat: logFormat(env.LOG_FORMAT),
    drainMs: nonNegativeInt(env.SHUTDOWN_DRAIN_MS, 2000, "SHUTDOWN_DRAIN_MS"),
    kvLatencyMs: nonNegativeInt(env.KV_LATENCY_MS, 0, "KV_LATENCY_MS"),
    bodyIdleTimeoutMs: env.BODY_IDLE_TIMEOUT_MS
      ? positiveInt(env.BODY_IDLE_TIMEOUT_MS, 0, "BODY_IDLE_TIMEOUT_MS")
      : null,
    serverTiming: flag(env.SERVER_TIMING, "SERVER_TIMING"),
    schedulerMaxSleepMs: positiveInt(
      env.SCHEDULER_MAX_SLEEP_MS,
      SCHEDULER_MAX_SLEEP_MS,
      "SCHEDULER_MAX_SLEEP_MS",
    ),
    formTicketMinAgeMs: nonNegativeInt(
      env.FORM_TICKET_MIN_AGE_MS,
      FORM_TICKET_MIN_AGE_MS,
      "FORM_TICKET_MIN_AGE_MS",
    ),
    onDeploy,
    contentApiRateLimit: positiveInt(
      env.CONTENT_API_RATE_LIMIT,
      CONTENT_API_RATE_LIMIT,
      "CONTENT_API_RATE_LIMIT",
    ),
    ...cdnConfig(env, onDeploy),
    webhooks: {
      allowPrivate: flag(env.WEBHOOK_ALLOW_PRIVATE, "WEBHOOK_ALLOW_PRIVATE"),
      retryBaseMs: positiveInt(
        env.WEBHOOK_RETRY_BASE_MS,
        WEBHOOK_RETRY_BASE_MS,
        "WEBHOOK_RETRY_BASE_MS",
      ),
      pauseAfterMs: positiveInt(
        env.WEBHOOK_PAUSE_AFTER_MS,
        24 * 60 * 60_000,
        "WEBHOOK_PAUSE_AFTER_MS",
      ),
    },
    oidc: oidcConfig(env),
  };
}

const boolText = z.enum(["", "0", "1", "false", "true"]).transform((v) =>
  v === "1" || v === "true"
);

/** The `OIDC_*` variables, checked together: a half-set or a bad map stops the start. */
const oidcEnv = z.object({
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }),
  OIDC_CLIENT_ID: z.string({ error: "is required with OIDC_ISSUER" }).min(1),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().max(60).optional(),
  OIDC_ROLE_CLAIM: z.string().regex(/^[A-Za-z0-9_.:/-]{1,100}$/).optional(),
  OIDC_ROLE_MAP: z.string().optional().transform((text, ctx) => {
    if (!text) return null;
    try {
      return roleMapSchema.parse(JSON.parse(text));
    } catch {
      ctx.addIssue({
        code: "custom",
        message: `must be a JSON object of claim value to role name or id, such as ` +
          `'{"cms-admins":"Administrator","cms-editors":"Editor"}'`,
      });
      return z.NEVER;
    }
  }),
  OIDC_AUTO_CREATE: boolText.optional(),
  OIDC_ONLY: boolText.optional(),
});

const roleMapSchema = z.record(z.string().min(1), z.union([z.string().min(1), z.number().int()]))
  .transform((map) => Object.fromEntries(Object.entries(map).map(([k, v]) => [k, String(v)])));

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function oidcConfig(env: Record<string, string | undefined>): OidcConfig | null {
  if (!env.OIDC_ISSUER) {
    const stray = ["OIDC_CLIENT_ID", "OIDC_ONLY", "OIDC_ROLE_MAP", "OIDC_AUTO_CREATE"]
      .find((name) => env[name]);
    if (stray) throw new Error(`${stray} is set but OIDC_ISSUER is not.`);
    return null;
  }
  const read = oidcEnv.safeParse(
    Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith("OIDC_") && v !== "")),
  );
  if (!read.success) {
    const issue = read.error.issues[0];
    throw new Error(`${issue.path.join(".")} ${issue.message}.`);
  }
  const v = read.data;
  const issuerUrl = new URL(v.OIDC_ISSUER);
  if (issuerUrl.protocol === "http:" && !LOOPBACK_HOSTS.has(issuerUrl.hostname)) {
    // Over plain HTTP the discovery document and the keys that sign the ID tokens could be
    // swapped on the way; only an issuer on this machine (a test, a local Keycloak) may use it.
    throw new Error(
      `OIDC_ISSUER must be an https URL (http only on localhost), got "${v.OIDC_ISSUER}".`,
    );
  }
  if (v.OIDC_ROLE_MAP && !v.OIDC_ROLE_CLAIM) {
    throw new Error("OIDC_ROLE_MAP needs OIDC_ROLE_CLAIM, the claim its keys are values of.");
  }
  return {
    issuer: v.OIDC_ISSUER,
    clientId: v.OIDC_CLIENT_ID,
    clientSecret: v.OIDC_CLIENT_SECRET || null,
    name: v.OIDC_NAME || new URL(v.OIDC_ISSUER).hostname,
    roleClaim: v.OIDC_ROLE_CLAIM ?? null,
    roleMap: v.OIDC_ROLE_MAP ?? null,
    autoCreate: v.OIDC_AUTO_CREATE ?? false,
    only: v.OIDC_ONLY ?? false,
  };
}

/** The longest the scheduler sleeps by default before it looks again (`SCHEDULER_MAX_SLEEP_MS`). */
export const SCHEDULER_MAX_SLEEP_MS = 30_000;

/** The least age of a no-script form ticket by default (`FORM_TICKET_MIN_AGE_MS`). */
export const FORM_TICKET_MIN_AGE_MS = 3_000;

/** The scrypt cost (N) of new password hashes when nothing says otherwise. */
export const PASSWORD_SCRYPT_N = 16384;

/**
 * The scrypt N of new password hashes: `PASSWORD_SCRYPT_N`, a power of two, by default
 * {@link PASSWORD_SCRYPT_N}. It may be raised; a lower one is refused unless
 * `XIMBLOX_TEST_WEAK_PASSWORD_HASHES=1` is set too, which only the test helpers set
 * (tests/_utils/weak_password_hashes.ts, where the full cost would slow the API tests several
 * times): a low cost set by mistake in production would make stolen hashes cheap to crack.
 */
export function scryptCost(env: Record<string, string | undefined>): number {
  const value = env.PASSWORD_SCRYPT_N;
  if (value === undefined || value === "") return PASSWORD_SCRYPT_N;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 2 || (n & (n - 1)) !== 0 || n > 2 ** 20) {
    throw new Error(`PASSWORD_SCRYPT_N must be a power of two up to 1048576, got "${value}".`);
  }
  if (n < PASSWORD_SCRYPT_N && env.XIMBLOX_TEST_WEAK_PASSWORD_HASHES !== "1") {
    throw new Error(
      `PASSWORD_SCRYPT_N below ${PASSWORD_SCRYPT_N} makes password hashes cheap to crack; ` +
        "only tests may lower it (XIMBLOX_TEST_WEAK_PASSWORD_HASHES=1).",
    );
  }
  return n;
}

function cdnConfig(
  env: Record<string, string | undefined>,
  onDeploy: boolean,
): Pick<Config, "cdn" | "cdnPurgeUrl"> {
  const cdn = env.CDN || (onDeploy ? "deno-deploy" : "none");
  if (cdn !== "none" && cdn !== "deno-deploy" && cdn !== "varnish") {
    throw new Error(`CDN must be "none", "deno-deploy" or "varnish", got "${cdn}".`);
  }
  const url = env.CDN_PURGE_URL || (cdn === "deno-deploy" ? DENO_DEPLOY_PURGE_URL : null);
  if (cdn === "varnish" && !url) {
    throw new Error("CDN=varnish needs CDN_PURGE_URL, the address Varnish listens on.");
  }
  if (url) {
    try {
      if (!/^https?:$/.test(new URL(url).protocol)) throw new Error();
    } catch {
      throw new Error(`CDN_PURGE_URL must be an absolute http(s) URL, got "${url}".`);
    }
  }
  return { cdn, cdnPurgeUrl: cdn === "none" ? null : url };
}

function logFormat(value: string | undefined): "json" | "text" {
  if (!value || value === "text") return "text";
  if (value === "json") return "json";
  throw new Error(`LOG_FORMAT must be "json" or "text", got "${value}".`);
}

function trustedProxies(value: string | undefined): string[] {
  const list = (value ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  try {
    trustFor(list);
  } catch (err) {
    throw new Error(`TRUST_PROXY: ${(err as Error).message}.`);
  }
  return list;
}

function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || value === "" || value === "0" || value === "false") return false;
  if (value === "1" || value === "true") return true;
  throw new Error(`${name} must be 1 or 0, got "${value}".`);
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer.`);
  return n;
}

function nonNegativeInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, 0 or more.`);
  return n;
}

// --- TRUST_PROXY: which proxies may write X-Forwarded-For (lib/http/client_address.ts reads it).
// Here, with the configuration that names them, so that reading the environment needs no
// request helper.

/** Names for common proxy ranges, as Express knows them. */
const NAMED: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

export type Trust = (address: string) => boolean;
const compiled = new Map<string, Trust>();

function family(address: string): "ipv4" | "ipv6" {
  return isIP(address) === 6 ? "ipv6" : "ipv4";
}

/** The trust check of a list of proxies (built once); throws on an entry that is no address. */
export function trustFor(proxies: readonly string[]): Trust {
  const key = proxies.join(",");
  const known = compiled.get(key);
  if (known) return known;
  const list = new BlockList();
  for (const entry of proxies.flatMap((p) => NAMED[p] ?? [p])) {
    const [address, bits, extra] = entry.split("/");
    const prefix = Number(bits);
    const max = isIP(address) === 6 ? 128 : 32;
    if (!isIP(address) || extra !== undefined) throw new Error(`invalid IP address: ${entry}`);
    if (bits === undefined) list.addAddress(address, family(address));
    else if (/^\d+$/.test(bits) && prefix <= max) list.addSubnet(address, prefix, family(address));
    else throw new Error(`invalid range: ${entry}`);
  }
  const trust = (address: string) => isIP(address) !== 0 && list.check(address, family(address));
  compiled.set(key, trust);
  return trust;
}
