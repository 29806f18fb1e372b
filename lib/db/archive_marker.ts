/**
 * The "import in progress" marker. An import writes it before its first record and removes it in
 * the same commit that writes the schema mark, its very last step; so a store an import never
 * finished still carries it, never looks complete, and the server refuses to start on it.
 */
import { z } from "zod";
import { keys } from "./keys.ts";

export const importMarker = z.object({
  startedAt: z.string(),
  /** The archive being imported (its manifest's records hash): running it again resumes. */
  recordsSha256: z.string(),
  /** The import clears the target first (--force): a resumed run clears again. */
  force: z.boolean().default(false),
});
export type ImportMarker = z.infer<typeof importMarker>;

export async function readImportMarker(
  kv: Deno.Kv,
): Promise<{ entry: Deno.KvEntryMaybe<unknown>; marker: ImportMarker | null }> {
  const entry = await kv.get(keys.importMarker());
  return { entry, marker: markerOf(entry.value) };
}

/** The marker a stored value is, or null for none. */
function markerOf(value: unknown): ImportMarker | null {
  if (value === null) return null;
  const parsed = importMarker.safeParse(value);
  // A marker of an unknown shape still means "unfinished": never start on it.
  return parsed.success ? parsed.data : { startedAt: "?", recordsSha256: "", force: false };
}

/**
 * Why the server must not start on a store whose import marker key holds `value` (an import did
 * not finish), or null. Takes the value so that the start reads it with its other keys
 * (lib/db/prepared_mark.ts), in one round trip.
 */
export function unfinishedImportReason(value: unknown): string | null {
  const marker = markerOf(value);
  if (!marker) return null;
  return `This store holds an unfinished import (started ${marker.startedAt}); the server does ` +
    "not start on it. Run `deno task import FILE` again with the same archive to finish it, or " +
    "with --force to start over.";
}
