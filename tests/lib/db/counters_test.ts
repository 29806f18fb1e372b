import { assertEquals } from "../../_utils/assert.ts";
import { nextId } from "../../../lib/db/counters.ts";

Deno.test("nextId() gives distinct ids to many concurrent callers", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const ids = await Promise.all(Array.from({ length: 100 }, () => nextId(kv, "things")));
    assertEquals(new Set(ids).size, 100);
    assertEquals(Math.max(...ids), 100);
  } finally {
    kv.close();
  }
});
