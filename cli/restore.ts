/**
 * `deno task restore FILE [--force]`: puts a backup in place as the store that KV_PATH names,
 * for a stopped server (lib/db/backup.ts). Refuses, changing nothing, a file that is not a
 * Ximblox store or is of a newer schema, a target store with data (unless --force) and a store
 * that a running server has open.
 */
import { readConfig } from "../lib/config.ts";
import { BackupRefused, restoreStore } from "../lib/db/backup.ts";
import { logInfo } from "../lib/observe/log.ts";
import { args, formatBytes, run } from "./_run.ts";

const { positionals, values } = args("deno task restore FILE [--force]", {
  force: { type: "boolean", default: false },
}, { min: 1, max: 1 });

await run([BackupRefused], async () => {
  const { kvPath } = readConfig();
  const done = await restoreStore(positionals[0], kvPath, { force: values.force });
  logInfo(
    `Restored ${positionals[0]} (${formatBytes(done.bytes)}, schema ${done.schema.version}) ` +
      `as the store ${done.file}${done.replaced ? ", replacing the one there" : ""}.`,
    { bytes: done.bytes, schema: done.schema.version, replaced: done.replaced },
  );
});
