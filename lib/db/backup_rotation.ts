/**
 * Keeping N days of backups: the backups in one folder older than that are deleted, by the time
 * in their names (`ximblox-<UTC time>.kv`, lib/db/backup.ts `defaultBackupFile`), not by the
 * file's time, which a copy elsewhere and back can change. Whatever a backup has beside it under
 * the same name (`ximblox-<time>.kv.<anything>`) goes with it. Other files are never touched.
 */
import { join } from "node:path";

const BACKUP_NAME = /^ximblox-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)Z\.kv(\..+)?$/;

/** When the backup named `name` was taken (ms since the epoch), or null for any other name. */
export function backupTime(name: string): number | null {
  const m = BACKUP_NAME.exec(name);
  if (!m) return null;
  const at = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`);
  return Number.isNaN(at) ? null : at;
}

/**
 * Deletes the backups in `dir` taken more than `keepDays` days before `now`; answers the names
 * deleted.
 */
export async function pruneBackups(dir: string, keepDays: number, now = Date.now()) {
  const cutoff = now - keepDays * 86_400_000;
  const deleted: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const at = entry.isFile ? backupTime(entry.name) : null;
    if (at === null || at >= cutoff) continue;
    await Deno.remove(join(dir, entry.name));
    deleted.push(entry.name);
  }
  return deleted.sort();
}
