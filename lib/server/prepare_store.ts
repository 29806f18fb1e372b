/**
 * Preparing a store for this version of Ximblox (`deno task prepare`, Deno Deploy's predeploy
 * step; `deno task start` runs the same when a store needs it): indexes added after it had data
 * (built once; a marker key skips this afterwards), the schema mark, the fixed roles, the
 * secrets, on an empty store the first administrator and the demo site (SEED=demo), and a search
 * snapshot the next start loads. Its last step is the prepared mark (lib/db/prepared_mark.ts):
 * a start that finds it current reads it and the import marker in one round trip and writes
 * nothing. Each step is logged.
 */
import { backfillIndexes, INDEX_SCHEMA } from "../db/backfill.ts";
import { type PreparedMark, writePreparedMark } from "../db/prepared_mark.ts";
import { SCHEMA_VERSION, writeSchema } from "../db/schema.ts";
import { getSecret, SECRET_NAMES } from "../db/secrets.ts";
import { PERMISSIONS } from "../content/permissions.ts";
import { logInfo } from "../observe/log.ts";
import type { Deps } from "../ops/deps.ts";
import type { SearchService } from "../search/service.ts";
import { SNAPSHOT_FORMAT } from "../search/snapshot.ts";
import { seedStore } from "../seed/seed.ts";
import { runLeasedWebhookPass } from "../ops/webhooks/deliver_webhooks.ts";

/** Whether a store's prepared mark says it has everything this code needs. */
export function isPrepared(mark: PreparedMark | null): boolean {
  return mark !== null && mark.schema >= SCHEMA_VERSION && mark.indexes >= INDEX_SCHEMA &&
    mark.search === SNAPSHOT_FORMAT && PERMISSIONS.every((p) => mark.permissions.includes(p)) &&
    SECRET_NAMES.every((s) => mark.secrets.includes(s));
}

/**
 * Everything but the search snapshot, before a server may serve the store: what a start on an
 * unprepared store waits for before it listens.
 */
export async function prepareStore(deps: Deps): Promise<void> {
  const backfill = await backfillIndexes(deps.kv);
  if (!backfill.skipped) {
    logInfo(
      `Indexed ${backfill.files} files by hash, ${backfill.versions} versions' links, ` +
        `${backfill.pages} pages by type and ${backfill.titles} published titles.`,
    );
  }
  await writeSchema(deps.kv);
  // The generated password is printed once, and only here: it goes to the log as it is.
  await seedStore(deps, (msg) => logInfo(msg));
  // The demo site's publishes wrote webhook events, for webhooks that do not exist yet: handled
  // here (sent to none), so that a start finds no work waiting and writes nothing.
  while ((await runLeasedWebhookPass(deps))?.more);
  // Made here, so that neither a start (app.ts reads "csrf") nor a first request writes one,
  // and a backup of a store that never drew a page carries the secret its image addresses need.
  await Promise.all(SECRET_NAMES.map((name) => getSecret(deps.kv, name)));
}

/**
 * The last steps: a current search snapshot, then the prepared mark. A start on an unprepared
 * store runs them once its search indexes are loaded, while it already serves.
 */
export async function finishPreparation(deps: Deps, search: SearchService): Promise<void> {
  await search.ensureSnapshot();
  await writePreparedMark(deps.kv, {
    schema: SCHEMA_VERSION,
    indexes: INDEX_SCHEMA,
    permissions: [...PERMISSIONS],
    secrets: [...SECRET_NAMES],
    search: SNAPSHOT_FORMAT,
    at: Date.now(),
  });
  logInfo("The store is prepared", { schema: SCHEMA_VERSION, indexes: INDEX_SCHEMA });
}
