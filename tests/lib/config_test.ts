import { throws } from "node:assert/strict";
import { assertEquals } from "../_utils/assert.ts";
import { readConfig } from "../../lib/config.ts";

Deno.test("readConfig() has the documented defaults", () => {
  const c = readConfig({});
  assertEquals(c.port, 8000);
  assertEquals(c.kvPath, "./data/ximblox.kv");
  assertEquals(c.publicUrl, "http://localhost:8000");
  assertEquals(c.seed, "demo");
  assertEquals(c.inactivityMinutes, 30);
  assertEquals(c.smtpUrl, null);
  assertEquals(readConfig({ PORT: "9000" }).publicUrl, "http://localhost:9000");
  assertEquals(readConfig({ PUBLIC_URL: "https://x.example/" }).publicUrl, "https://x.example");
});

Deno.test("readConfig() refuses bad values with a clear message", () => {
  throws(() => readConfig({ PORT: "abc" }), /PORT/);
  throws(() => readConfig({ SEED: "lots" }), /SEED/);
  throws(() => readConfig({ PUBLIC_URL: "javascript:alert(1)" }), /PUBLIC_URL/);
  throws(() => readConfig({ INACTIVITY_MINUTES: "-1" }), /INACTIVITY_MINUTES/);
});

Deno.test("readConfig() reads the operator's settings: METRICS_TOKEN, LOG_FORMAT, SHUTDOWN_DRAIN_MS", () => {
  const defaults = readConfig({});
  assertEquals(
    [defaults.metricsToken, defaults.logFormat, defaults.drainMs],
    [null, "text", 2000],
  );
  const set = readConfig({ METRICS_TOKEN: "t0k3n", LOG_FORMAT: "json", SHUTDOWN_DRAIN_MS: "0" });
  assertEquals([set.metricsToken, set.logFormat, set.drainMs], ["t0k3n", "json", 0]);
  throws(() => readConfig({ LOG_FORMAT: "xml" }), /LOG_FORMAT/);
  throws(() => readConfig({ SHUTDOWN_DRAIN_MS: "soon" }), /SHUTDOWN_DRAIN_MS/);
});

Deno.test("readConfig() on Deno Deploy opens the provisioned KV unless KV_PATH names another", () => {
  assertEquals(readConfig({ DENO_DEPLOYMENT_ID: "abc123" }).kvPath, "");
  assertEquals(
    readConfig({ DENO_DEPLOYMENT_ID: "abc123", KV_PATH: ":memory:" }).kvPath,
    ":memory:",
  );
  assertEquals(readConfig({ KV_PATH: "" }).kvPath, "./data/ximblox.kv");
});

Deno.test("readConfig() on Deno Deploy: SEED defaults to none, and says it runs there", () => {
  const deploy = readConfig({ DENO_DEPLOYMENT_ID: "abc123" });
  assertEquals([deploy.seed, deploy.onDeploy], ["none", true]);
  assertEquals(readConfig({ DENO_DEPLOYMENT_ID: "abc123", SEED: "demo" }).seed, "demo");
  assertEquals(readConfig({ DENO_DEPLOY: "true" }).seed, "none", "the predeploy step too");
  const here = readConfig({});
  assertEquals([here.seed, here.onDeploy], ["demo", false]);
});

Deno.test("readConfig(): the scheduler's longest sleep and the form ticket's least age, 30 s and 3 s unless set", () => {
  const defaults = readConfig({});
  assertEquals([defaults.schedulerMaxSleepMs, defaults.formTicketMinAgeMs], [30_000, 3_000]);
  const set = readConfig({ SCHEDULER_MAX_SLEEP_MS: "500", FORM_TICKET_MIN_AGE_MS: "0" });
  assertEquals([set.schedulerMaxSleepMs, set.formTicketMinAgeMs], [500, 0]);
  throws(() => readConfig({ SCHEDULER_MAX_SLEEP_MS: "0" }), /SCHEDULER_MAX_SLEEP_MS/);
  throws(() => readConfig({ FORM_TICKET_MIN_AGE_MS: "-1" }), /FORM_TICKET_MIN_AGE_MS/);
});

Deno.test("readConfig(): OIDC_* are checked together, a bad role map stops the start with its form", () => {
  const base = { OIDC_ISSUER: "https://login.microsoftonline.com/t/v2.0", OIDC_CLIENT_ID: "c" };
  assertEquals(readConfig({}).oidc, null);
  assertEquals(readConfig(base).oidc, {
    issuer: base.OIDC_ISSUER,
    clientId: "c",
    clientSecret: null,
    name: "login.microsoftonline.com",
    roleClaim: null,
    roleMap: null,
    autoCreate: false,
    only: false,
  });
  const full = readConfig({
    ...base,
    OIDC_CLIENT_SECRET: "s",
    OIDC_NAME: "Contoso",
    OIDC_ROLE_CLAIM: "roles",
    OIDC_ROLE_MAP: '{"cms-admins":"Administrator","cms-editors":2}',
    OIDC_AUTO_CREATE: "true",
    OIDC_ONLY: "1",
  }).oidc!;
  assertEquals(full.roleMap, { "cms-admins": "Administrator", "cms-editors": "2" });
  assertEquals([full.name, full.autoCreate, full.only, full.clientSecret], [
    "Contoso",
    true,
    true,
    "s",
  ]);
  const map = { ...base, OIDC_ROLE_CLAIM: "roles" };
  throws(
    () => readConfig({ ...map, OIDC_ROLE_MAP: '{"cms-admins":' }),
    /OIDC_ROLE_MAP must be a JSON object/,
  );
  throws(() => readConfig({ ...map, OIDC_ROLE_MAP: '["Administrator"]' }), /OIDC_ROLE_MAP must/);
  throws(() => readConfig({ ...map, OIDC_ROLE_MAP: '{"a":true}' }), /OIDC_ROLE_MAP must/);
  throws(() => readConfig({ ...base, OIDC_ROLE_MAP: '{"a":"Editor"}' }), /needs OIDC_ROLE_CLAIM/);
  throws(() => readConfig({ OIDC_ISSUER: "https://a.example" }), /OIDC_CLIENT_ID is required/);
  throws(() => readConfig({ OIDC_ISSUER: "login", OIDC_CLIENT_ID: "c" }), /OIDC_ISSUER/);
  throws(() => readConfig({ ...base, OIDC_ISSUER: "http://login.example" }), /https/);
  assertEquals(
    readConfig({ ...base, OIDC_ISSUER: "http://127.0.0.1:9" }).oidc!.issuer,
    "http://127.0.0.1:9",
  );
  throws(() => readConfig({ ...base, OIDC_ONLY: "yes" }), /OIDC_ONLY/);
  throws(() => readConfig({ OIDC_ONLY: "true" }), /OIDC_ISSUER is not/);
});
