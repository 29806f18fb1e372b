/**
 * `deno task backup [FILE]`: a copy of the store that KV_PATH names, as of one instant, while a
 * server keeps serving it (lib/db/backup.ts). FILE defaults to ./backups/ximblox-<UTC time>.kv
 * and must not exist; its manifest (checksum, time, schema, counts: lib/db/backup_manifest.ts)
 * is written beside it as FILE.manifest.json. Both are readable by their owner only (0600).
 * Prints where the copy went, its size, what it holds and how long it took.
 */
import { readConfig } from "../lib/config.ts";
import { BackupRefused, backupStore, defaultBackupFile } from "../lib/db/backup.ts";
import { openKv } from "../lib/db/kv.ts";
import { logInfo } from "../lib/observe/log.ts";
import { recordOperatorAction } from "../lib/ops/audit.ts";
import { args, formatBytes, run } from "./_run.ts";

const { positionals } = args("deno task backup [FILE]", {}, { min: 0, max: 1 });

await run([BackupRefused], async () => {
  const { kvPath } = readConfig();
  const done = await backupStore(kvPath, positionals[0] ?? defaultBackupFile());
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
  } finally {
    kv.close();
  }
});
