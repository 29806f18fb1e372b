/**
 * `deno task prepare`: brings the store at KV_PATH up to this version of Ximblox
 * (lib/server/prepare_store.ts: index backfills, the schema mark, the fixed roles, the first
 * administrator, the demo site with SEED=demo, a search snapshot, then the prepared mark), so
 * that a server starting on it prepares nothing and writes nothing. Deno Deploy runs it as the
 * predeploy step, before a new revision gets traffic; `deno task start` does the same itself on
 * a store that needs it. Safe to run again, and while servers run on the store: a store already
 * prepared for this version is left as it is. Prints what it did and how long it took.
 */
import { readConfig } from "../lib/config.ts";
import { openKv } from "../lib/db/kv.ts";
import { readStartState } from "../lib/db/prepared_mark.ts";
import { logInfo } from "../lib/observe/log.ts";
import { depsFor } from "../lib/server/deps.ts";
import { deployRefusal } from "../lib/server/deploy_mode.ts";
import { finishPreparation, isPrepared, prepareStore } from "../lib/server/prepare_store.ts";
import { searchService, stopSearchService } from "../lib/search/service.ts";
import { args, run } from "./_run.ts";

/** The store must not be prepared (a store file on Deploy, an unfinished import, a newer schema). */
class PrepareRefused extends Error {}

args("deno task prepare", {}, { min: 0, max: 0 });

await run([PrepareRefused], async () => {
  const started = performance.now();
  const config = readConfig();
  const refusal = deployRefusal(config);
  if (refusal) throw new PrepareRefused(refusal);
  const kv = await openKv(config.kvPath);
  try {
    const state = await readStartState(kv);
    if (state.refusal) throw new PrepareRefused(state.refusal);
    if (isPrepared(state.prepared)) {
      logInfo("The store is prepared for this version already: nothing to do.");
      return;
    }
    const deps = depsFor(kv, config);
    await prepareStore(deps);
    try {
      await finishPreparation(deps, searchService(kv));
    } finally {
      await stopSearchService(kv);
    }
    logInfo(`Prepared in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    kv.close();
  }
}, { unchanged: "Nothing was prepared." });
