/**
 * A point-in-time copy of a store file: every key as of one instant, while a server keeps
 * reading and writing the same file. Deno KV keeps a local store in one SQLite file (WAL mode),
 * so SQLite's own online backup (`node:sqlite`, shipped with Deno) makes it; a key-by-key read
 * could tear across commits. Backups (lib/db/backup.ts) and exports (lib/db/archive_source.ts)
 * both copy through here. `backup()` needs only read and write permissions (`VACUUM INTO`
 * needs ATTACH, which Deno allows only with --allow-all).
 */
import { backup, DatabaseSync } from "node:sqlite";
import { z } from "zod";
import { BUSY_TIMEOUT_MS } from "./store_file.ts";

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
  return options.worker ? copyInWorker(from, to) : copyStoreFile(from, to, { readOnly: false });
}

/**
 * The copy itself, on the calling thread. A command in its own process opens the store
 * read-write (the backup only reads) so that, when no server runs, closing folds the WAL in and
 * removes -wal and -shm as a server does on stopping.
 */
export async function copyStoreFile(
  from: string,
  to: string,
  options: { readOnly: boolean },
): Promise<void> {
  const db = new DatabaseSync(from, { readOnly: options.readOnly });
  try {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    // One step (rate -1) copies every page inside one read transaction: a snapshot that the
    // server's writes (to the WAL) neither block nor tear. Smaller steps would restart
    // whenever another process commits between them, which under load may be forever.
    await backup(db, to, { rate: -1 });
  } finally {
    db.close();
  }
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
