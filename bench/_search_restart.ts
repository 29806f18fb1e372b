/**
 * A restart of the search, in a process of its own (run by bench/search_bench.ts): opens the
 * store, loads the indexes from the snapshot and the log, and prints one line of JSON — how long
 * that took, how many pages the indexes hold and how much heap they take (measured between two
 * full garbage collections, so run it with `--v8-flags=--expose-gc`).
 *
 *   deno run -A --v8-flags=--expose-gc bench/_search_restart.ts <kv path> [rebuild]
 *
 * With `rebuild`, the snapshot is ignored: the indexes are built from the pages instead.
 */
import { searchKeys } from "../lib/db/search_log.ts";
import { searchService, stopSearchService } from "../lib/search/service.ts";

const [path, mode] = Deno.args;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const kv = await Deno.openKv(path);
// Reads only: a proxy that answers "no snapshot" makes the service rebuild without deleting it.
const store = mode === "rebuild"
  ? new Proxy(kv, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === "get") {
        return (key: Deno.KvKey) =>
          key[0] === searchKeys.snapshot()[0]
            ? Promise.resolve({ key, value: null, versionstamp: null })
            : target.get(key);
      }
      // A rebuild writes a snapshot afterwards: not from this measuring process.
      if (prop === "atomic" || prop === "set") throw new Error("read only");
      return typeof value === "function" ? value.bind(target) : value;
    },
  })
  : kv;
gc();
const before = Deno.memoryUsage().heapUsed;
const started = performance.now();
const service = searchService(store);
await service.ready;
const ms = performance.now() - started;
gc();
const heap = Deno.memoryUsage().heapUsed - before;
const pages = Object.values(service.indexedPages()).reduce((a, b) => a + b, 0);
console.log(JSON.stringify({ ms, heap, pages }));
await stopSearchService(store).catch(() => {});
kv.close();
Deno.exit(0);
