/**
 * A Worker that copies a store file with SQLite's online backup (lib/db/archive_source.ts). In
 * a worker because the copy, made in one step so that it is one instant of the store, holds its
 * thread for its whole length (3.5 s for a 290 MB store here): on the server's own thread it
 * would stop every request meanwhile.
 */
/// <reference lib="deno.worker" />
import { backup, DatabaseSync } from "node:sqlite";
import { z } from "zod";

const job = z.object({ from: z.string(), to: z.string() });

self.onmessage = async (event: MessageEvent) => {
  try {
    const { from, to } = job.parse(event.data);
    const db = new DatabaseSync(from, { readOnly: true });
    try {
      // rate -1: every page in one step, under one read transaction — one instant of the store.
      await backup(db, to, { rate: -1 });
    } finally {
      db.close();
    }
    self.postMessage({ ok: true });
  } catch (err) {
    self.postMessage({ ok: false, message: (err as Error)?.message ?? String(err) });
  } finally {
    self.close();
  }
};
