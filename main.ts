/**
 * Starts Ximblox: read the configuration, register the scheduled work's crons, open the store
 * (preparing it first if `deno task prepare` has not: lib/server/prepare_store.ts), serve until a
 * stop signal, then stop cleanly (lib/server/lifecycle.ts).
 *
 * On a prepared store a start writes nothing and waits for two KV round trips before it listens:
 * the import marker and the prepared mark in one read, then the CSRF secret (app.ts). The search
 * indexes load in two more while it already serves (lib/search/load.ts): a cold instance on Deno
 * Deploy, 94 ms from KV's primary, answers `/readyz` 200 after four.
 */
import { createApp, serveHandler } from "./app.ts";
import { readConfig } from "./lib/config.ts";
import { openKv } from "./lib/db/kv.ts";
import { KvMeter, meterFromHere } from "./lib/db/kv_meter.ts";
import { readStartState } from "./lib/db/prepared_mark.ts";
import { logError, logInfo, logWarn, setLogFormat } from "./lib/observe/log.ts";
import { unknownMappedRoles } from "./lib/ops/people/oidc_sign_in.ts";
import { collectRuntimeMetrics } from "./lib/observe/metrics.ts";
import type { Deps } from "./lib/ops/deps.ts";
import { registerCrons } from "./lib/server/crons.ts";
import { depsFor } from "./lib/server/deps.ts";
import { deployRefusal } from "./lib/server/deploy_mode.ts";
import { storeFile, watchStore } from "./lib/server/gauges.ts";
import { startJobs } from "./lib/server/jobs.ts";
import { serveUntilStopped } from "./lib/server/lifecycle.ts";
import { finishPreparation, isPrepared, prepareStore } from "./lib/server/prepare_store.ts";
import { Readiness } from "./lib/server/readiness.ts";
import { notifySystemd } from "./lib/server/sd_notify.ts";
import { searchService } from "./lib/search/service.ts";

// One failing request must never take the site down: whatever escapes every handler (an error
// event no one listened to, a promise no one awaited) is logged, and serving goes on. Until the
// server listens there is nothing to keep serving: then it is a failed start, one line and exit 1,
// so a supervisor (systemd's Restart=on-failure) sees it.
let listening = false;
globalThis.addEventListener("unhandledrejection", (event) => {
  if (!listening) cannotStart(event.reason);
  logError("Unhandled rejection (the server keeps serving)", event.reason);
  event.preventDefault();
});
globalThis.addEventListener("error", (event) => {
  if (!listening) cannotStart(event.error ?? event.message);
  logError("Uncaught error (the server keeps serving)", event.error ?? event.message);
  event.preventDefault();
});

const config = configOrExit();
setLogFormat(config.logFormat);
collectRuntimeMetrics();
// SERVER_TIMING: start-up's store round trips, logged when listening and when ready (then the
// count stops: requests would inherit it).
const startup = config.serverTiming ? meterFromHere(new KvMeter()) : null;
// Here, at the top level and before the first await: Deno Deploy finds the crons by running it.
const stopCrons = new AbortController();
const opened = Promise.withResolvers<Deps>();
registerCrons({ active: config.onDeploy, deps: opened.promise, signal: stopCrons.signal });

logInfo("Ximblox is starting", { pid: Deno.pid, port: config.port });
// A store that cannot be opened or prepared (Deploy without a database, a KV Connect URL that
// does not answer) stops the start with its reason and status 1, never a process that hangs.
const { deps, prepared } = await openStore().catch((err) =>
  cannotStart(`the store could not be opened or prepared: ${messageOf(err)}`)
);
const { kv } = deps;
opened.resolve(deps);

// The search indexes load (snapshot and change log, or a rebuild) while the site already serves;
// searches wait for them, and /readyz says "not ready" until then.
const search = searchService(kv);
const readiness = new Readiness({ kv, searchReady: search.ready });
const app = await createApp(deps, { readiness });
// Not awaited: a role map naming no role of this store is told, not waited for (issue 27).
unknownMappedRoles(deps).then((names) => {
  if (names.length) logWarn("OIDC_ROLE_MAP names roles this store does not have", { names });
}, (err) => logError("could not check OIDC_ROLE_MAP against the roles", err));
watchStore({ kv, kvFile: storeFile(config.kvPath), indexedPages: () => search.indexedPages() });
// The background jobs and the rest of the preparation start only once the port is bound (below,
// `jobs` and `finishing`, read by the cleanup only when stopping): a server that cannot serve must
// not go on working in the background.
// Binding happens here, synchronously: a port in use, out of range or not allowed throws.
try {
  serveUntilStopped({
    port: config.port,
    handler: serveHandler(app, deps),
    readiness,
    drainMs: config.drainMs,
    cleanup: [
      { name: "scheduled work", run: () => stopCrons.abort() },
      { name: "preparation", run: () => finishing },
      { name: "background work", run: () => jobs.stop() },
      { name: "store", run: () => kv.close() },
    ],
    onListen: () => {
      listening = true;
      if (startup) logInfo("start-up: listening", { ...startup.read(), ms: performance.now() });
      logInfo(`Ximblox is listening on ${config.publicUrl} (admin: /cmsadmin/)`, {
        port: config.port,
      });
      search.ready.then(async () => {
        const pages = Object.values(search.indexedPages()).reduce((a, b) => a + b, 0);
        logInfo("Search: published pages indexed", { pages });
        const { ready, checks } = await readiness.report();
        if (startup) logInfo("start-up: ready", { ...startup.close(), ms: performance.now() });
        if (ready) {
          logInfo("Ximblox is ready", { checks });
          notifySystemd("READY=1");
        } else logWarn("Ximblox is not ready", { checks });
      }, () => {});
    },
  });
} catch (err) {
  cannotStart(`port ${config.port} could not be bound: ${bindProblem(err)}`);
}
const jobs = startJobs(deps, { timers: !config.onDeploy });
// An unprepared store gets its search snapshot and prepared mark once the indexes are loaded.
const finishing = prepared ? Promise.resolve() : search.ready.then(
  () => finishPreparation(deps, search),
).catch((err) =>
  logError("Preparing the store: the last steps failed (tried at the next start)", err)
);

/** A fatal start error: one line naming it, exit 1 at once (nothing else keeps running). */
function cannotStart(reason: unknown): never {
  logError(`Ximblox cannot start: ${messageOf(reason)}`);
  Deno.exit(1);
}

function messageOf(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

/** Why a port could not be bound, in the operator's words. */
function bindProblem(err: unknown): string {
  if (err instanceof Deno.errors.AddrInUse) {
    return "it is in use by a process that does not share it (PORT)";
  }
  if (err instanceof Deno.errors.PermissionDenied) {
    return "not allowed for this user (ports below 1024 need privileges: use nginx in front)";
  }
  return messageOf(err);
}

/** The configuration, or one line saying what is wrong with it and exit status 1. */
function configOrExit() {
  let refusal: string | null;
  try {
    const config = readConfig();
    refusal = deployRefusal(config);
    if (!refusal) return config;
  } catch (err) {
    refusal = err instanceof Error ? err.message : String(err);
  }
  logError(refusal);
  Deno.exit(1);
}

/**
 * The store, opened, refused if an import did not finish or its schema is newer than this
 * release's, and prepared if it needs it.
 */
async function openStore(): Promise<{ deps: Deps; prepared: boolean }> {
  const kv = await openKv(config.kvPath, { latencyMs: config.kvLatencyMs });
  const state = await readStartState(kv);
  if (state.refusal) {
    // A store `deno task import` did not finish, or one of a newer schema, is never served.
    logError(state.refusal);
    kv.close();
    Deno.exit(1);
  }
  const deps = depsFor(kv, config);
  const prepared = isPrepared(state.prepared);
  if (!prepared) {
    logInfo("Preparing the store (`deno task prepare` does this before a start)");
    await prepareStore(deps);
  }
  return { deps, prepared };
}
