/**
 * The Worker that makes a point-in-time copy of a store file for the server
 * (lib/db/store_snapshot.ts `snapshotStoreFile(…, { worker: true })`), off its event loop.
 */
/// <reference lib="deno.worker" />
import { z } from "zod";
import { copyStoreFile } from "./store_copy.ts";

const job = z.object({ from: z.string(), to: z.string() });

self.onmessage = async (event: MessageEvent) => {
  try {
    const { from, to } = job.parse(event.data);
    await copyStoreFile(from, to, { readOnly: true });
    self.postMessage({ ok: true });
  } catch (err) {
    self.postMessage({ ok: false, message: (err as Error)?.message ?? String(err) });
  } finally {
    self.close();
  }
};
