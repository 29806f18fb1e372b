/**
 * The gauges whose values live elsewhere, read when `/metrics` is scraped (lib/observe/metrics.ts
 * `gauge`): the mail queue's depth, the pages in each locale's search index, the time of the
 * last backup, the store file's size. Registered once per process (a registry refuses a name twice); {@link watchStore} points
 * them at the store being served.
 */
import { isStoreFile } from "../db/kv.ts";
import { readLastBackup } from "../db/last_backup.ts";
import { countQueuedMail } from "../db/mail_queue.ts";
import { gauge } from "../observe/metrics.ts";

export interface GaugeSources {
  kv: Deno.Kv;
  /** The store's file (KV_PATH), or null for `:memory:` and KV Connect. */
  kvFile: string | null;
  indexedPages(): Record<string, number>;
}

let sources: GaugeSources | null = null;
let registered = false;

/** Reports on `store` from now on. */
export function watchStore(store: GaugeSources): void {
  sources = store;
  if (registered) return;
  registered = true;
  gauge({
    name: "ximblox_mail_queue_depth",
    help: "Mail waiting in the queue (not yet sent, or failed and waiting to be tried again).",
  }, async (set) => {
    // A store that cannot answer (closed, busy) leaves the gauge out rather than fail the scrape.
    const depth = sources && await countQueuedMail(sources.kv).catch(() => null);
    if (typeof depth === "number") set(depth);
  });
  gauge({
    name: "ximblox_search_indexed_pages",
    help: "Published pages in this process's search index, by locale.",
    labelNames: ["locale"],
  }, (set) => {
    for (const [locale, pages] of Object.entries(sources?.indexedPages() ?? {})) {
      set(pages, { locale });
    }
  });
  gauge({
    name: "ximblox_last_backup_timestamp_seconds",
    help: "When the last backup of the store succeeded (deno task backup), in seconds since the " +
      "epoch; 0 before the first. Alert on its age.",
  }, async (set) => {
    const last = sources && await readLastBackup(sources.kv).catch(() => null);
    if (last) set(last.at / 1000);
  });
  gauge({
    name: "ximblox_store_file_bytes",
    help: "Size of the store's file and its write-ahead log, when KV_PATH is a file.",
  }, async (set) => {
    if (sources?.kvFile) {
      set(await fileSize(sources.kvFile) + await fileSize(`${sources.kvFile}-wal`));
    }
  });
}

/** The file's size, 0 when it is not there (the WAL comes and goes with checkpoints). */
async function fileSize(path: string): Promise<number> {
  try {
    return (await Deno.stat(path)).size;
  } catch {
    return 0;
  }
}

/** The store file of a KV_PATH, or null when it names no file. */
export function storeFile(kvPath: string): string | null {
  return isStoreFile(kvPath) ? kvPath : null;
}
