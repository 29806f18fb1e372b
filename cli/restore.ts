/**
 * `deno task restore FILE [--force] [--without-manifest]`: puts a backup in place as the store
 * that KV_PATH names, for a stopped server (lib/db/backup.ts). Refuses, changing nothing, a file
 * that does not match the checksum of its manifest (FILE.manifest.json; missing: only with
 * --without-manifest), that is not a Ximblox store or carries tables or triggers Deno KV does
 * not make, is of a newer schema, or holds a media file whose bytes do not match their SHA-256;
 * a target store with data (unless --force) and a store that a running server has open.
 */
import { readConfig } from "../lib/config.ts";
import { BackupRefused, restoreStore } from "../lib/db/backup.ts";
import { logInfo } from "../lib/observe/log.ts";
import { args, formatBytes, run } from "./_run.ts";

const { positionals, values } = args("deno task restore FILE [--force] [--without-manifest]", {
  force: { type: "boolean", default: false },
  "without-manifest": { type: "boolean", default: false },
}, { min: 1, max: 1 });

await run([BackupRefused], async () => {
  const { kvPath } = readConfig();
  const done = await restoreStore(positionals[0], kvPath, {
    force: values.force,
    withoutManifest: values["without-manifest"],
  });
  const checked = done.manifest ? `, checksum verified, taken ${done.manifest.takenAt}` : "";
  logInfo(
    `Restored ${positionals[0]} (${formatBytes(done.bytes)}, schema ${done.schema.version}` +
      `${checked}; media files verified) ` +
      `as the store ${done.file}${done.replaced ? ", replacing the one there" : ""}.`,
    { bytes: done.bytes, schema: done.schema.version, replaced: done.replaced },
  );
});
