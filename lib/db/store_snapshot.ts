/**
 * A point-in-time copy of a store file: every key as of one instant, while a server keeps
 * reading and writing the same file. Deno KV keeps a local store in one SQLite file (WAL mode),
 * so SQLite's own online backup (`node:sqlite`, shipped with Deno) makes it; a key-by-key read
 * could tear across commits. Backups (lib/db/backup.ts) and exports (lib/db/archive_source.ts)
 * both copy through here. `backup()` needs only read and write permissions (`VACUUM INTO`
 * needs ATTACH, which Deno allows only with --allow-all).
 *
 * `node:sqlite` is loaded only here, when a copy is made (./store_copy.ts, by a dynamic import or
 * in the worker): nothing the server loads at start depends on it, so a runtime where it is
 * missing or slow to load (a cold instance on Deno Deploy, which has no store file to copy)
 * starts without it.
 */
import { z } from "zod";

export interface SnapshotOptions {
  /**
   * For a caller that is the server: the copy holds its thread for its whole length (3.5 s for
   * a 290 MB store here), so it runs in a worker (store_snapshot_worker.ts) and the server keeps
   * answering meanwhile. There it only reads, leaving the WAL to the server's own connection.
   */
  worker?: boolean;
}

/** Copies the store file `from` to `to` (a new file) as of one instant. */
export function snapshotStoreFile(
  from: string,
  to: string,
  options: SnapshotOptions = {},
): Promise<void> {
  if (options.worker) return copyInWorker(from, to);
  return import("./store_copy.ts").then(({ copyStoreFile }) =>
    copyStoreFile(from, to, { readOnly: false })
  );
}

const workerReply = z.object({ ok: z.boolean(), message: z.string().optional() });

function copyInWorker(from: string, to: string): Promise<void> {
  const worker = new Worker(new URL("./store_snapshot_worker.ts", import.meta.url).href, {
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
