/**
 * `deno task backup [FILE] [--keep-days N]`: a copy of the store that KV_PATH names, as of one
 * instant, while a server keeps serving it (lib/db/backup.ts). FILE defaults to
 * `$BACKUP_DIR/ximblox-<UTC time>.kv` (BACKUP_DIR defaults to ./backups) and must not exist; its
 * manifest (checksum, time, schema, counts: lib/db/backup_manifest.ts) is written beside it as
 * FILE.manifest.json. Both are readable by their owner only (0600). Prints where the copy went,
 * its size, what it holds and how long it took, and records the time in the store
 * (`ximblox_last_backup_timestamp_seconds` in /metrics). With --keep-days, once the copy is in
 * place, deletes the backups older than N days in the folder it was written to — the same folder,
 * whatever it is (lib/db/backup_rotation.ts). Any failure: one line on stderr, exit 1.
 */
import { dirname } from "node:path";
import { readConfig } from "../lib/config.ts";
import { BackupRefused, backupStore, defaultBackupFile } from "../lib/db/backup.ts";
import { pruneBackups } from "../lib/db/backup_rotation.ts";
import { openKv } from "../lib/db/kv.ts";
import { recordLastBackup } from "../lib/db/last_backup.ts";
import { logInfo } from "../lib/observe/log.ts";
import { recordOperatorAction } from "../lib/ops/audit.ts";
import { args, formatBytes, run } from "./_run.ts";

const usage = "deno task backup [FILE] [--keep-days N]";
const { positionals, values } = args(usage, {
  "keep-days": { type: "string" },
}, { min: 0, max: 1 });

/** A refused --keep-days: a count of days is a whole number of at least 1. */
class BadOption extends Error {}

await run([BackupRefused, BadOption], async () => {
  const keepDays = values["keep-days"] === undefined ? null : Number(values["keep-days"]);
  if (keepDays !== null && !(Number.isInteger(keepDays) && keepDays >= 1)) {
    throw new BadOption(`--keep-days must be a whole number of days (1 or more). Usage: ${usage}`);
  }
  const { kvPath } = readConfig();
  const dir = Deno.env.get("BACKUP_DIR") || "./backups";
  const done = await backupStore(kvPath, positionals[0] ?? defaultBackupFile(new Date(), dir));
  const { counts } = done.manifest;
  logInfo(
    `Backed up ${kvPath} to ${done.file}: ${formatBytes(done.bytes)} in ${
      (done.ms / 1000).toFixed(1)
    } s (${counts.pages} pages, ${counts.media} media files, ${counts.users} users; ` +
      `checksum in ${done.file}.manifest.json).`,
    {
      bytes: done.bytes,
      ms: Math.round(done.ms),
      schema: done.schema.version,
      sha256: done.manifest.sha256,
      ...counts,
    },
  );
  // Recorded in the live store once the copy exists (the copy is of the moment before).
  const kv = await openKv(kvPath);
  try {
    await recordOperatorAction(kv, Deno.env.get("USER") ?? Deno.env.get("USERNAME"), {
      action: "backup",
      target: done.file,
      summary: formatBytes(done.bytes),
    });
    await recordLastBackup(kv, { at: Date.now(), file: done.file, bytes: done.bytes });
  } finally {
    kv.close();
  }
  if (keepDays !== null) {
    const deleted = await pruneBackups(dirname(done.file), keepDays);
    logInfo(
      `Kept ${keepDays} days of backups in ${dirname(done.file)}: deleted ${deleted.length}.`,
      {
        deleted,
      },
    );
  }
});
