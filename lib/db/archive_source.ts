/**
 * Where an export reads from. A store file is first copied at one instant
 * (lib/db/store_snapshot.ts) and the export reads the copy: it cannot tear across commits while
 * the site keeps serving and saving. `:memory:` and KV Connect stores have no file to copy and
 * are read live (each page of the key listing is consistent; commits made meanwhile may show in
 * later pages — export those at a quiet moment).
 */
import { dirname } from "node:path";
import type { ArchiveHeader } from "./archive_format.ts";
import { isStoreFile, openKv } from "./kv.ts";
import { type SnapshotOptions, snapshotStoreFile } from "./store_snapshot.ts";

export interface ExportSource {
  kv: Deno.Kv;
  source: ArchiveHeader["source"];
  /** Closes what was opened for the export and removes the copy (idempotent). */
  close(): Promise<void>;
}

/** Thrown when there is no store at the path to export. */
export class NoStore extends Error {}

/** `worker`: as for {@link snapshotStoreFile}, for a caller that is the server. */
export interface ExportSourceOptions extends SnapshotOptions {
  /**
   * The store this process already has open at that path (the only way to reach a `:memory:`
   * store; on KV Connect it saves a connection).
   */
  live?: Deno.Kv;
}

/** Opens the store at `kvPath` for an export. */
export async function openExportSource(
  kvPath: string,
  options: ExportSourceOptions = {},
): Promise<ExportSource> {
  const { live, worker } = options;
  if (!isStoreFile(kvPath)) {
    const kv = live ?? await openKv(kvPath);
    return { kv, source: "live", close: () => Promise.resolve(live ? undefined : kv.close()) };
  }
  try {
    if (!(await Deno.stat(kvPath)).isFile) throw new NoStore(`${kvPath} is not a file.`);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) throw new NoStore(`There is no store at ${kvPath}.`);
    throw err;
  }
  // Beside the store, not in /tmp (often memory): the copy is as large as the store.
  const dir = await Deno.makeTempDir({ dir: dirname(kvPath), prefix: ".ximblox-export-" });
  const copyPath = `${dir}/store.kv`;
  try {
    await snapshotStoreFile(kvPath, copyPath, { worker });
  } catch (err) {
    await Deno.remove(dir, { recursive: true });
    throw err;
  }
  const kv = await Deno.openKv(copyPath);
  let closed = false;
  return {
    kv,
    source: "snapshot",
    async close() {
      if (closed) return;
      closed = true;
      kv.close();
      await Deno.remove(dir, { recursive: true });
    },
  };
}
