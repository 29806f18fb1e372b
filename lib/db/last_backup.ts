/**
 * When the last backup of this store was taken (`deno task backup` writes it once the copy is in
 * place), for the metric an operator alerts on (`ximblox_last_backup_timestamp_seconds`, read
 * when /metrics is scraped, never on a request). It belongs to this installation: an export does
 * not carry it (lib/db/archive_scope.ts), and the copy itself holds the time before it.
 */
import { z } from "zod";
import { keys } from "./keys.ts";

const lastBackup = z.object({ at: z.number(), file: z.string(), bytes: z.number() });
export type LastBackup = z.infer<typeof lastBackup>;

/** Records a backup that succeeded. */
export async function recordLastBackup(kv: Deno.Kv, backup: LastBackup): Promise<void> {
  await kv.set(keys.lastBackup(), lastBackup.parse(backup));
}

/** The last backup recorded, or null (none yet, or a value of an unknown shape). */
export async function readLastBackup(kv: Deno.Kv): Promise<LastBackup | null> {
  const parsed = lastBackup.safeParse((await kv.get(keys.lastBackup())).value);
  return parsed.success ? parsed.data : null;
}
