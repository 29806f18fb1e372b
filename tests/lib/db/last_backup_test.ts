/**
 * The last backup's record (read by ximblox_last_backup_timestamp_seconds) and the rotation of
 * backups by the time in their names.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { tempDir } from "../../_utils/temp_dir.ts";
import { isCarried } from "../../../lib/db/archive_scope.ts";
import { defaultBackupFile } from "../../../lib/db/backup.ts";
import { backupTime, pruneBackups } from "../../../lib/db/backup_rotation.ts";
import { keys } from "../../../lib/db/keys.ts";
import { readLastBackup, recordLastBackup } from "../../../lib/db/last_backup.ts";

Deno.test("the last backup is recorded, read back, and never carried by an export", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    assertEquals(await readLastBackup(kv), null);
    const backup = { at: 1_795_000_000_000, file: "/b/ximblox-x.kv", bytes: 42 };
    await recordLastBackup(kv, backup);
    assertEquals(await readLastBackup(kv), backup);
    assert(!isCarried(keys.lastBackup(), backup));
  } finally {
    kv.close();
  }
});

Deno.test("pruneBackups() deletes only backups older than the days kept, by their names", async () => {
  await using dir = await tempDir("ximblox-rotation-");
  const now = Date.parse("2026-11-29T03:15:00Z");
  const name = (daysAgo: number) =>
    defaultBackupFile(new Date(now - daysAgo * 86_400_000), ".").slice(2);
  assertEquals(backupTime(name(0)), now);
  assertEquals(backupTime("ximblox-latest.kv"), null);
  const files = [name(15), `${name(15)}.manifest.json`, name(14), name(1), "notes.txt", "x.kv"];
  for (const file of files) await Deno.writeTextFile(`${dir.path}/${file}`, "x");
  // A copy's file time says nothing: the name decides.
  await Deno.utime(`${dir.path}/${name(1)}`, 0, 0);
  const deleted = await pruneBackups(dir.path, 14, now);
  assertEquals(deleted, [name(15), `${name(15)}.manifest.json`].sort());
  const left = [...Deno.readDirSync(dir.path)].map((e) => e.name).sort();
  assertEquals(left, [name(14), name(1), "notes.txt", "x.kv"].sort());
});
