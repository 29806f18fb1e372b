/** Starts Ximblox: read the configuration, open the store, seed it, serve. */
import { createApp, serveHandler } from "./app.ts";
import { readConfig } from "./lib/config.ts";
import { backfillIndexes } from "./lib/db/backfill.ts";
import { runCollector } from "./lib/db/retention.ts";
import { openKv } from "./lib/db/kv.ts";
import { refuseUnfinishedImport } from "./lib/db/archive_marker.ts";
import { writeSchema } from "./lib/db/schema.ts";
import { createMailer } from "./lib/mail/mailer.ts";
import { deliverQueuedMail } from "./lib/mail/queue.ts";
import { seedStore } from "./lib/ops/seed.ts";
import { startScheduler } from "./lib/ops/schedule_page.ts";
import { searchService } from "./lib/search/service.ts";

// One failing request must never take the site down: whatever escapes every handler (an error
// event no one listened to, a promise no one awaited) is logged, and serving goes on.
globalThis.addEventListener("unhandledrejection", (event) => {
  console.error("Unhandled rejection (the server keeps serving):", event.reason);
  event.preventDefault();
});
globalThis.addEventListener("error", (event) => {
  console.error("Uncaught error (the server keeps serving):", event.error ?? event.message);
  event.preventDefault();
});

const config = readConfig();
const kv = await openKv(config.kvPath);
await refuseUnfinishedImport(kv); // a store `deno task import` did not finish is never served
const mailer = createMailer(kv, {
  smtpUrl: config.smtpUrl,
  from: `${config.siteName} <no-reply@${new URL(config.publicUrl).hostname}>`,
});
const deps = { kv, config, mailer };
// Indexes added after a store had data are built once (a marker key skips this afterwards).
const backfill = await backfillIndexes(kv);
if (!backfill.skipped) {
  console.log(
    `Indexed ${backfill.files} files by hash, ${backfill.versions} versions' links and ` +
      `${backfill.pages} pages by type.`,
  );
}
await writeSchema(kv);
await seedStore(deps);
const app = await createApp(deps);

// Now and every hour: chunks of cut-off uploads, archived states beyond KEEP_ARCHIVED_VERSIONS,
// renditions no published page has used for a week (lib/db/retention.ts).
const collect = () =>
  runCollector(kv, { keepArchivedVersions: config.keepArchivedVersions })
    .catch((err) => console.error("collector:", err));
collect();
setInterval(collect, 60 * 60_000);
// Queued mail (form submissions): what could not go out yet is tried again every minute.
const deliverMail = () => deliverQueuedMail(kv, mailer).catch((err) => console.error("mail:", err));
deliverMail();
setInterval(deliverMail, 60_000);
// Scheduled publications: due ones (also those that fell due while stopped) run now.
startScheduler(deps);
// The search indexes load (snapshot and change log, or a rebuild) while the site already serves;
// searches wait for them.
const search = searchService(kv);
const searchStarted = performance.now();
search.ready.then(() => {
  const pages = Object.values(search.indexedPages()).reduce((a, b) => a + b, 0);
  const ms = Math.round(performance.now() - searchStarted);
  console.log(`Search: ${pages} published pages indexed in ${ms} ms.`);
}, () => {});

Deno.serve({
  port: config.port,
  onListen: () => console.log(`Ximblox is listening on ${config.publicUrl} (admin: /cmsadmin/)`),
}, serveHandler(app, deps));
