/**
 * The "import in progress" marker. An import writes it before its first record and removes it in
 * the same commit that writes the schema mark, its very last step; so a store an import never
 * finished still carries it, never looks complete, and the server refuses to start on it.
 */
import { z } from "zod";
import { logError } from "../observe/log.ts";
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
  if (entry.value === null) return { entry, marker: null };
  const parsed = importMarker.safeParse(entry.value);
  // A marker of an unknown shape still means "unfinished": never start on it.
  return {
    entry,
    marker: parsed.success ? parsed.data : { startedAt: "?", recordsSha256: "", force: false },
  };
}

/** Why the server must not start on `kv` (an import did not finish), or null. */
export async function unfinishedImport(kv: Deno.Kv): Promise<string | null> {
  const { marker } = await readImportMarker(kv);
  if (!marker) return null;
  return `This store holds an unfinished import (started ${marker.startedAt}); the server does ` +
    "not start on it. Run `deno task import FILE` again with the same archive to finish it, or " +
    "with --force to start over.";
}

/**
 * For main.ts, before anything reads or writes the store: on a store an import did not finish,
 * logs why and exits (status 1) — a throw would not do, as main.ts keeps serving past errors.
 */
export async function refuseUnfinishedImport(kv: Deno.Kv): Promise<void> {
  const reason = await unfinishedImport(kv);
  if (!reason) return;
  logError(reason);
  kv.close();
  Deno.exit(1);
}
