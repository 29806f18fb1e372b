/**
 * What is refused on Deno Deploy before a store is opened. A store file there would be one per
 * instance (each has its own disk, wiped when it stops), so every visitor could meet another
 * site: the one store is Deploy's KV (KV_PATH unset) or a KV Connect URL.
 */
import type { Config } from "../config.ts";
import { isStoreFile } from "../db/kv.ts";

/** Why this process must not start, in one line, or null. */
export function deployRefusal(config: Config): string | null {
  if (!config.onDeploy || !isStoreFile(config.kvPath)) return null;
  return `KV_PATH names a store file (${config.kvPath}), which on Deno Deploy would be private ` +
    "to each instance: leave KV_PATH unset for Deploy's KV, or set a KV Connect URL.";
}
