/**
 * A soft lock whose holder changed nothing for LOCK_IDLE_MS is released (issue 28: a tab left
 * open after a save kept beating and kept everyone else out), through lib/db/presence.ts with its
 * clock given: no ten-minute wait. A change of the holder's revives it; the heartbeats of an idle
 * open tab do not.
 */
import { assertEquals } from "../../_utils/assert.ts";
import { HEARTBEAT_MS, LOCK_IDLE_MS } from "../../../lib/content/presence.ts";
import { claimLock, heartbeat, readLock } from "../../../lib/db/presence.ts";

const PAGE = 7;
const EVA = { userID: 1, tabID: "tab-evaevaeva" };

Deno.test("a lock is released after LOCK_IDLE_MS without changes, beats or not", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    assertEquals(LOCK_IDLE_MS, 10 * 60_000);
    const t0 = Date.UTC(2026, 10, 29, 9, 0);
    await heartbeat(kv, PAGE, EVA, t0);
    const { entry } = await readLock(kv, PAGE, t0);
    await claimLock(kv, PAGE, { tab: EVA, lockEntry: entry, now: t0 });

    // Eva saved and left the tab open: it beats every 10 s, changing nothing.
    let now = t0;
    for (now = t0 + HEARTBEAT_MS; now < t0 + LOCK_IDLE_MS; now += HEARTBEAT_MS) {
      await heartbeat(kv, PAGE, EVA, now);
      assertEquals((await readLock(kv, PAGE, now)).live?.tabID, EVA.tabID, `at ${now - t0} ms`);
    }
    now = t0 + LOCK_IDLE_MS - 1;
    await heartbeat(kv, PAGE, EVA, now);
    assertEquals((await readLock(kv, PAGE, now)).live?.tabID, EVA.tabID, "just before");
    now = t0 + LOCK_IDLE_MS;
    await heartbeat(kv, PAGE, EVA, now);
    const idle = await readLock(kv, PAGE, now);
    assertEquals(idle.live, null, "released after ten minutes without a change");
    assertEquals(idle.idle?.tabID, EVA.tabID);
    assertEquals(idle.idle?.releasedAt, t0 + LOCK_IDLE_MS);

    // A beat that says Eva changed something makes it hers again, for ten more minutes.
    const changed = now + HEARTBEAT_MS;
    await heartbeat(kv, PAGE, EVA, changed, undefined, true);
    assertEquals((await readLock(kv, PAGE, changed)).live?.tabID, EVA.tabID, "revived by a change");
    for (now = changed + HEARTBEAT_MS; now < changed + LOCK_IDLE_MS; now += HEARTBEAT_MS) {
      await heartbeat(kv, PAGE, EVA, now);
    }
    assertEquals((await readLock(kv, PAGE, now - HEARTBEAT_MS)).live?.tabID, EVA.tabID);
    await heartbeat(kv, PAGE, EVA, now);
    assertEquals((await readLock(kv, PAGE, now)).live, null, "idle again");
  } finally {
    kv.close();
  }
});
