/**
 * Loading an export archive into a store: verified whole first (lib/db/archive_read.ts), then
 * written in commits within KV's limits between the "import in progress" marker (first) and the
 * schema mark (last), so a store an import did not finish never looks complete. Streams: memory
 * holds a commit's worth of entries and the manifest, never the archive.
 */
import type { ArchiveManifest } from "./archive_format.ts";
import { type ImportMarker, readImportMarker } from "./archive_marker.ts";
import {
  type ArchiveOpener,
  ArchiveRefused,
  type Entry,
  passOver,
  sameKey,
  verifyArchive,
} from "./archive_read.ts";
import { exists, removeWithSidecars } from "./backup.ts";
import { BatchWriter, deleteListed } from "./commit_batches.ts";
import { keys } from "./keys.ts";
import { commit, isStoreFile, openKv } from "./kv.ts";
import { isOpenElsewhere } from "./store_file.ts";
import type { SchemaMark } from "./schema.ts";

export { ArchiveRefused, verifyArchive } from "./archive_read.ts";

export interface ImportOptions {
  /** Clear a target that has data (anything at all) before importing. */
  force?: boolean;
  /** Called every `progressEvery` records and at the end. */
  onProgress?: (done: number, total: number) => void;
  progressEvery?: number;
}

/**
 * Verifies the archive, then loads it into `kv`. Refuses (writing nothing) a damaged or newer
 * archive, and a target with data unless `force` — or unless what is there is an interrupted
 * import of this same archive, which is then run again to its end (every entry is written
 * whole, so writing one twice does no harm).
 */
export async function importArchive(
  kv: Deno.Kv,
  open: ArchiveOpener,
  options: ImportOptions = {},
): Promise<ArchiveManifest> {
  const manifest = await verifyArchive(open);
  const { entry: markerEntry, marker } = await readImportMarker(kv);
  const resuming = marker?.recordsSha256 === manifest.recordsSha256;
  if (!options.force && !resuming) {
    const any = await kv.list({ prefix: [] }, { limit: 1 }).next();
    if (!any.done) {
      throw new ArchiveRefused(
        marker
          ? "The target store holds an unfinished import of another archive; add --force to " +
            "delete everything in it and import this one."
          : "The target store is not empty; import only into an empty store, or add --force to " +
            "delete everything in it first.",
      );
    }
  }
  // A resumed import that was forced clears again: its clearing may have been cut off too.
  const clear = !!options.force || !!(resuming && marker?.force);
  const started = await commit(
    kv.atomic().check(markerEntry).set(
      keys.importMarker(),
      {
        startedAt: new Date().toISOString(),
        recordsSha256: manifest.recordsSha256,
        force: clear,
      } satisfies ImportMarker,
    ),
  );
  if (clear) await clearAllBut(kv, keys.importMarker());

  const every = options.progressEvery ?? 5000;
  let done = 0;
  // Batches within every limit of a commit (commit_batches.ts): mutations, value and key bytes.
  const writer = new BatchWriter(kv);
  await passOver(await open(), async (entry: Entry) => {
    await writer.set(entry.key, entry.value, entry.bytes);
    if (++done % every === 0) options.onProgress?.(done, manifest.records);
  });
  await writer.flush();
  options.onProgress?.(done, manifest.records);

  // Last: the schema mark, and the marker gone — in one commit, and only if no other import
  // took the store over meanwhile.
  const mark: SchemaMark = { app: "ximblox", version: manifest.schemaVersion };
  await commit(
    kv.atomic()
      .check({ key: keys.importMarker(), versionstamp: started.versionstamp })
      .set(keys.schema(), mark)
      .delete(keys.importMarker()),
  );
  return manifest;
}

/**
 * {@link importArchive} into the store `kvPath` names, opened here. Refuses a store file that a
 * running process has open (the server would go on serving, caching and writing beside the
 * import: the check `deno task restore` makes), and takes a refused import's store file away
 * again when the import created it, so a refusal leaves no trace.
 */
export async function importArchiveAt(
  kvPath: string,
  open: ArchiveOpener,
  options: ImportOptions = {},
): Promise<ArchiveManifest> {
  const file = isStoreFile(kvPath) ? kvPath : null;
  const existed = file !== null && await exists(file);
  if (existed && isOpenElsewhere(file)) {
    throw new ArchiveRefused(`A process has ${file} open: stop the server first.`);
  }
  const kv = await openKv(kvPath);
  let result: ArchiveManifest;
  try {
    result = await importArchive(kv, open, options);
  } catch (err) {
    kv.close();
    if (file && !existed && err instanceof ArchiveRefused) await removeWithSidecars(file);
    throw err;
  }
  kv.close();
  return result;
}

/** Deletes every key but `keep`, a commit's worth at a time. */
async function clearAllBut(kv: Deno.Kv, keep: Deno.KvKey): Promise<void> {
  await deleteListed(kv, kv.list({ prefix: [] }, { batchSize: 500 }), (key) => sameKey(key, keep));
}
