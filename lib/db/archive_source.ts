/**
 * Where an export reads from. A store file is first copied at one instant with SQLite's online
 * backup (`node:sqlite`, in one step, so the copy is one consistent read; in a worker, so the
 * server keeps answering meanwhile: lib/db/archive_snapshot_worker.ts), and the export reads
 * the copy: it cannot tear across commits while the site keeps serving and saving. `:memory:`
 * and KV Connect stores have no file to copy and are read live (each page of the key listing is
 * consistent; commits made meanwhile may show in later pages — export those at a quiet moment).
 */
import { z } from "zod";
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
  try {
    await copyInWorker(kvPath, copyPath);
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

const workerReply = z.object({ ok: z.boolean(), message: z.string().optional() });

/** Copies the store file `from` to `to` in a worker (see archive_snapshot_worker.ts). */
function copyInWorker(from: string, to: string): Promise<void> {
  const worker = new Worker(new URL("./archive_snapshot_worker.ts", import.meta.url).href, {
    type: "module",
  });
  return new Promise<void>((resolve, reject) => {
    worker.onmessage = (event) => {
      worker.terminate();
      const reply = workerReply.safeParse(event.data);
      if (reply.success && reply.data.ok) resolve();
      else reject(new Error(`Copying the store failed: ${reply.data?.message ?? "no answer"}.`));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(`Copying the store failed: ${event.message}.`));
    };
    worker.postMessage({ from, to });
  });
}
