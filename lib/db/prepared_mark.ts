/**
 * The prepared mark: what `deno task prepare` (lib/server/prepare_store.ts) last brought the store
 * up to, written as its very last step. A start reads it together with the import marker and the
 * schema mark in one round trip ({@link readStartState}) and, when it is current, prepares nothing: on Deno Deploy
 * every cold instance starts this way, and every round trip to KV's primary in the US costs a
 * visitor in Europe about 94 ms. The mark is not carried by an export (lib/db/archive_scope.ts).
 */
import { z } from "zod";
import { unfinishedImportReason } from "./archive_marker.ts";
import { keys } from "./keys.ts";
import { newerSchemaReason, schemaMarkOf } from "./schema.ts";

export const preparedMark = z.object({
  /** The schema version the store was marked with (lib/db/schema.ts). */
  schema: z.number(),
  /** The index backfills it has had (lib/db/backfill.ts). */
  indexes: z.number(),
  /** The permissions the Administrator role was given (lib/db/roles.ts). */
  permissions: z.array(z.string()),
  /**
   * The secrets it made (lib/db/secrets.ts); a mark from before they were listed has none, so
   * such a store is prepared once more and gets them.
   */
  secrets: z.array(z.string()).default([]),
  /** The search snapshot format a current snapshot was written in (lib/search/snapshot.ts). */
  search: z.number(),
  /** When it was prepared (ms since the epoch). */
  at: z.number(),
});
export type PreparedMark = z.infer<typeof preparedMark>;

export interface StartState {
  /**
   * Why the store must not be served or prepared, or null: an import did not finish, or the
   * store is of a newer schema than this release's.
   */
  refusal: string | null;
  /** The prepared mark, or null when there is none (or one of an unknown shape). */
  prepared: PreparedMark | null;
}

/** The import marker, the schema mark and the prepared mark, in one `getMany`. */
export async function readStartState(kv: Deno.Kv): Promise<StartState> {
  const [marker, schema, mark] = await kv.getMany([
    keys.importMarker(),
    keys.schema(),
    keys.prepared(),
  ]);
  const parsed = preparedMark.safeParse(mark.value);
  return {
    refusal: unfinishedImportReason(marker.value) ??
      newerSchemaReason(schemaMarkOf(schema.value)),
    prepared: parsed.success ? parsed.data : null,
  };
}

export async function writePreparedMark(kv: Deno.Kv, mark: PreparedMark): Promise<void> {
  await kv.set(keys.prepared(), mark);
}
