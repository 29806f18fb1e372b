/**
 * What a store needs before this version of Ximblox serves it: indexes added after it had data
 * (built once; a marker key skips this afterwards), the schema mark, and on an empty store the
 * first administrator and the demo site. Each step is logged.
 */
import { backfillIndexes } from "../db/backfill.ts";
import { writeSchema } from "../db/schema.ts";
import { logInfo } from "../observe/log.ts";
import type { Deps } from "../ops/deps.ts";
import { seedStore } from "../seed/seed.ts";

export async function prepareStore(deps: Deps): Promise<void> {
  const backfill = await backfillIndexes(deps.kv);
  if (!backfill.skipped) {
    logInfo(
      `Indexed ${backfill.files} files by hash, ${backfill.versions} versions' links, ` +
        `${backfill.pages} pages by type and ${backfill.titles} published titles.`,
    );
  }
  await writeSchema(deps.kv);
  // The generated password is printed once, and only here: it goes to the log as it is.
  await seedStore(deps, (msg) => logInfo(msg));
}
