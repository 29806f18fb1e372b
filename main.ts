/**
 * Starts Ximblox: read the configuration, open and prepare the store, serve until a stop signal,
 * then stop cleanly (lib/server/lifecycle.ts).
 */
import { createApp, serveHandler } from "./app.ts";
import { readConfig } from "./lib/config.ts";
import { openKv } from "./lib/db/kv.ts";
import { KvMeter, meterFromHere } from "./lib/db/kv_meter.ts";
import { refuseUnfinishedImport } from "./lib/db/archive_marker.ts";
import { createMailer } from "./lib/mail/mailer.ts";
import { logError, logInfo, logWarn, setLogFormat } from "./lib/observe/log.ts";
import { storeFile, watchStore } from "./lib/server/gauges.ts";
import { startJobs } from "./lib/server/jobs.ts";
import { serveUntilStopped } from "./lib/server/lifecycle.ts";
import { prepareStore } from "./lib/server/prepare_store.ts";
import { Readiness } from "./lib/server/readiness.ts";
import { notifySystemd } from "./lib/server/sd_notify.ts";
import { searchService } from "./lib/search/service.ts";

// One failing request must never take the site down: whatever escapes every handler (an error
// event no one listened to, a promise no one awaited) is logged, and serving goes on.
globalThis.addEventListener("unhandledrejection", (event) => {
  logError("Unhandled rejection (the server keeps serving)", event.reason);
  event.preventDefault();
});
globalThis.addEventListener("error", (event) => {
  logError("Uncaught error (the server keeps serving)", event.error ?? event.message);
  event.preventDefault();
});

const config = readConfig();
setLogFormat(config.logFormat);
// SERVER_TIMING: start-up's store round trips, logged when listening and when ready (then the
// count stops: requests would inherit it).
const startup = config.serverTiming ? meterFromHere(new KvMeter()) : null;
logInfo("Ximblox is starting", { pid: Deno.pid, port: config.port });
const kv = await openKv(config.kvPath, { latencyMs: config.kvLatencyMs });
await refuseUnfinishedImport(kv); // a store `deno task import` did not finish is never served
const mailer = createMailer(kv, {
  smtpUrl: config.smtpUrl,
  from: `${config.siteName} <no-reply@${new URL(config.publicUrl).hostname}>`,
});
const deps = { kv, config, mailer };
await prepareStore(deps);

// The search indexes load (snapshot and change log, or a rebuild) while the site already serves;
// searches wait for them, and /readyz says "not ready" until then.
const search = searchService(kv);
const readiness = new Readiness({ kv, searchReady: search.ready });
const app = await createApp(deps, { readiness });
watchStore({ kv, kvFile: storeFile(config.kvPath), indexedPages: () => search.indexedPages() });
const jobs = startJobs(deps);

serveUntilStopped({
  port: config.port,
  handler: serveHandler(app, deps),
  readiness,
  drainMs: config.drainMs,
  cleanup: [
    { name: "background work", run: () => jobs.stop() },
    { name: "store", run: () => kv.close() },
  ],
  onListen: () => {
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
