/**
 * What makes a KV store a Ximblox store, and which shape its data has. `["meta", "schema"]` holds
 * `{app: "ximblox", version}`; preparing the store writes it (after the backfills that bring an
 * older store up to this shape). Backups and restores use it to refuse a file that is not a
 * Ximblox store; exports record it in their manifest. A store or archive of a newer schema than
 * this code knows ({@link newerSchemaReason}) is refused by a start, `deno task prepare`,
 * `restore`, `export` and `import`: an older release never acts on data it does not understand.
 * A backup, a byte copy that reads no record, is still taken (its manifest names the schema).
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
  return schemaMarkOf((await kv.get<SchemaMark>(keys.schema())).value);
}

/** A stored value as a schema mark, or null when it is none. */
export function schemaMarkOf(value: unknown): SchemaMark | null {
  const mark = value as Partial<SchemaMark> | null;
  return mark?.app === "ximblox" && typeof mark.version === "number" ? mark as SchemaMark : null;
}

/**
 * Why this code must not act on a store (serve it, prepare it, import into it), naming both
 * versions: the store is marked with a newer schema than this release knows, so its records
 * may have a shape this code would misread or overwrite. Null when it may.
 */
export function newerSchemaReason(mark: SchemaMark | null): string | null {
  if (!mark || mark.version <= SCHEMA_VERSION) return null;
  return `The store is of schema version ${mark.version}, newer than this release's ` +
    `${SCHEMA_VERSION}: run the Ximblox release that wrote it (or restore a backup of schema ` +
    `${SCHEMA_VERSION}).`;
}

/** Marks the store as Ximblox's at this code's schema version (never lowers it). */
export async function writeSchema(kv: Deno.Kv): Promise<void> {
  const current = await readSchema(kv);
  if (current && current.version >= SCHEMA_VERSION) return;
  await kv.set(keys.schema(), { app: "ximblox", version: SCHEMA_VERSION } satisfies SchemaMark);
}
