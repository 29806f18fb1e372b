/**
 * Where an export reads from. A store file is first copied at one instant with SQLite's online
 * backup (`node:sqlite`, in one step, so the copy is one consistent read), and the export reads
 * the copy: it cannot tear across commits while the site keeps serving and saving. `:memory:`
 * and KV Connect stores have no file to copy and are read live (each page of the key listing is
 * consistent; commits made meanwhile may show in later pages — export those at a quiet moment).
 */
import { backup, DatabaseSync } from "node:sqlite";
import type { ArchiveHeader } from "./archive_format.ts";
import { openKv } from "./kv.ts";

export interface ExportSource {
  kv: Deno.Kv;
  source: ArchiveHeader["source"];
  /** Closes what was opened for the export and removes the copy (idempotent). */
  close(): Promise<void>;
}

/** Thrown when there is no store at the path to export. */
export class NoStore extends Error {}

function dirOf(path: string): string {
  return path.replace(/[^/\\]*$/, "") || ".";
}

export function isStoreFile(kvPath: string): boolean {
  return kvPath !== ":memory:" && !/^https?:\/\//.test(kvPath);
}

/**
 * Opens the store at `kvPath` for an export. `live`: the store this process already has open at
 * that path (the only way to reach a `:memory:` store; on KV Connect it saves a connection).
 */
export async function openExportSource(kvPath: string, live?: Deno.Kv): Promise<ExportSource> {
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
  const dir = await Deno.makeTempDir({ dir: dirOf(kvPath), prefix: ".ximblox-export-" });
  const copyPath = `${dir}/store.kv`;
  const db = new DatabaseSync(kvPath, { readOnly: true });
  try {
    // rate -1: every page in one step, under one read transaction — one instant of the store.
    await backup(db, copyPath, { rate: -1 });
  } catch (err) {
    await Deno.remove(dir, { recursive: true });
    throw err;
  } finally {
    db.close();
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
