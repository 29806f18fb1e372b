/**
 * A backup's manifest: a small JSON file beside the backup (`<backup>.manifest.json`) with the
 * SHA-256 of the backup file, when it was taken, its schema version and what it holds. `deno
 * task restore` refuses a backup whose bytes do not match it; the counts say what a backup is
 * without opening it. Written 0600, as the backup: both describe personal data.
 */
import { createHash } from "node:crypto";
import { basename } from "node:path";
import { z } from "zod";
import { keys } from "./keys.ts";

export const backupManifest = z.object({
  format: z.literal("ximblox-backup"),
  /** The backup file's name (without its folder: a backup may be moved with its manifest). */
  file: z.string(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** When the copy was taken (ISO 8601). */
  takenAt: z.string(),
  schema: z.number().int(),
  counts: z.object({
    pages: z.number().int().nonnegative(),
    media: z.number().int().nonnegative(),
    users: z.number().int().nonnegative(),
  }),
});
export type BackupManifest = z.infer<typeof backupManifest>;
export type StoreCounts = BackupManifest["counts"];

export function manifestFileOf(backup: string): string {
  return `${backup}.manifest.json`;
}

/** The SHA-256 of a file, read as a stream (a backup may be larger than memory should hold). */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  using handle = await Deno.open(file, { read: true });
  for await (const bytes of handle.readable) hash.update(bytes);
  return hash.digest("hex");
}

/** Pages, media files (in the library and in its trash) and users of a store. */
export async function countStore(kv: Deno.Kv): Promise<StoreCounts> {
  const count = async (prefix: Deno.KvKey) => {
    let n = 0;
    // Keys only matter: the values are not looked at (a page's record is small anyway).
    for await (const _ of kv.list({ prefix }, { batchSize: 1000 })) n++;
    return n;
  };
  const [pages, library, trash, users] = await Promise.all([
    count(keys.pages()),
    count(keys.mediaFiles()),
    count(keys.mediaTrashAll()),
    count(keys.users()),
  ]);
  return { pages, media: library + trash, users };
}

export function manifestOf(
  backup: string,
  facts: Omit<BackupManifest, "format" | "file">,
): BackupManifest {
  return { format: "ximblox-backup", file: basename(backup), ...facts };
}
