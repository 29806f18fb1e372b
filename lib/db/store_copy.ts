/**
 * SQLite's online backup of a store file (lib/db/store_snapshot.ts is the map): the one module
 * that loads `node:sqlite` for a copy, loaded only when a copy is made.
 */
import { backup, DatabaseSync } from "node:sqlite";
import { BUSY_TIMEOUT_MS } from "./store_file.ts";

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
