import { assertEquals } from "../../_utils/assert.ts";
import { INDEX_SCHEMA } from "../../../lib/db/backfill.ts";
import type { PreparedMark } from "../../../lib/db/prepared_mark.ts";
import { SCHEMA_VERSION } from "../../../lib/db/schema.ts";
import { SECRET_NAMES } from "../../../lib/db/secrets.ts";
import { PERMISSIONS } from "../../../lib/content/permissions.ts";
import { SNAPSHOT_FORMAT } from "../../../lib/search/snapshot.ts";
import { isPrepared } from "../../../lib/server/prepare_store.ts";

const current: PreparedMark = {
  schema: SCHEMA_VERSION,
  indexes: INDEX_SCHEMA,
  permissions: [...PERMISSIONS],
  secrets: [...SECRET_NAMES],
  search: SNAPSHOT_FORMAT,
  at: 0,
};

Deno.test("isPrepared(): a mark this version wrote, or a later one; not an older or missing one", () => {
  assertEquals(isPrepared(current), true);
  // A later release's mark (a rollback): nothing to do for this code.
  assertEquals(
    isPrepared({ ...current, schema: SCHEMA_VERSION + 1, indexes: INDEX_SCHEMA + 1 }),
    true,
  );
  assertEquals(isPrepared(null), false);
  assertEquals(isPrepared({ ...current, schema: SCHEMA_VERSION - 1 }), false);
  assertEquals(isPrepared({ ...current, indexes: INDEX_SCHEMA - 1 }), false);
  // A permission added since: the Administrator role gets it from the next preparation.
  assertEquals(isPrepared({ ...current, permissions: PERMISSIONS.slice(1) }), false);
  // Prepared before every secret was made then (issue 28): prepared again, which makes them.
  assertEquals(isPrepared({ ...current, secrets: [] }), false);
  // Another snapshot format: the start would rebuild the search (a write), so prepare first.
  assertEquals(isPrepared({ ...current, search: SNAPSHOT_FORMAT + 1 }), false);
});
