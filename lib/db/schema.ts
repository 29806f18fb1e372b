/**
 * What makes a KV store a Ximblox store, and which shape its data has. `["meta", "schema"]` holds
 * `{app: "ximblox", version}`; the server writes it at start (after the backfills that bring an
 * older store up to this shape). Backups and restores use it to refuse a file that is not a
 * Ximblox store; exports record it in their manifest, and an import refuses an archive of a
 * newer schema than this code knows.
 *
 * Raise {@link SCHEMA_VERSION} whenever stored records change shape, together with a backfill
 * (lib/db/backfill.ts) that brings older stores up to it.
 */
import { keys } from "./keys.ts";

export const SCHEMA_VERSION = 1;

export interface SchemaMark {
  app: "ximblox";
  version: number;
}

/** The store's mark, or null for a store that Ximblox never started on. */
export async function readSchema(kv: Deno.Kv): Promise<SchemaMark | null> {
  const value = (await kv.get<SchemaMark>(keys.schema())).value;
  return value?.app === "ximblox" && typeof value.version === "number" ? value : null;
}

/** Marks the store as Ximblox's at this code's schema version (never lowers it). */
export async function writeSchema(kv: Deno.Kv): Promise<void> {
  const current = await readSchema(kv);
  if (current && current.version >= SCHEMA_VERSION) return;
  await kv.set(keys.schema(), { app: "ximblox", version: SCHEMA_VERSION } satisfies SchemaMark);
}
