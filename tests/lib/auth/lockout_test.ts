import { assert, assertEquals } from "../../_utils/assert.ts";
import {
  isLocked,
  LOCK_MS,
  MAX_FAILURES,
  recordFailure,
  releaseAttempt,
  reserveAttempt,
  WINDOW_MS,
} from "../../../lib/auth/lockout.ts";
import { withKv } from "../../_utils/kv.ts";

const T0 = 1_800_000_000_000;

Deno.test("reserveAttempt() hands out at most five slots to any number of parallel attempts", async () => {
  await withKv(async (kv) => {
    const slots = await Promise.all(
      Array.from({ length: 60 }, () => reserveAttempt(kv, "a@example.com", T0)),
    );
    assertEquals(slots.filter((s) => s !== null).length, MAX_FAILURES);
    assertEquals(new Set(slots.filter((s) => s !== null)).size, MAX_FAILURES);
    // Another address has its own slots.
    assert(await reserveAttempt(kv, "b@example.com", T0));
  });
});

Deno.test("the fifth failure locks the address for LOCK_MS; then five new slots", async () => {
  await withKv(async (kv) => {
    const email = "a@example.com";
    for (let i = 0; i < MAX_FAILURES; i++) {
      const now = T0 + i * 1000;
      assert(await reserveAttempt(kv, email, now));
      assertEquals(await recordFailure(kv, email, now), i === MAX_FAILURES - 1);
    }
    const lockedAt = T0 + (MAX_FAILURES - 1) * 1000;
    assertEquals(await isLocked(kv, email, lockedAt + LOCK_MS - 1), true);
    assertEquals(await reserveAttempt(kv, email, lockedAt + LOCK_MS - 1), null);
    assertEquals(await isLocked(kv, email, lockedAt + LOCK_MS), false);
    const later = await Promise.all(
      Array.from({ length: 10 }, () => reserveAttempt(kv, email, lockedAt + LOCK_MS)),
    );
    assertEquals(later.filter((s) => s !== null).length, MAX_FAILURES);
  });
});

Deno.test("failures older than the window no longer count", async () => {
  await withKv(async (kv) => {
    const email = "a@example.com";
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      await reserveAttempt(kv, email, T0);
      await recordFailure(kv, email, T0);
    }
    const now = T0 + WINDOW_MS;
    assert(await reserveAttempt(kv, email, now));
    assertEquals(await recordFailure(kv, email, now), false);
  });
});

Deno.test("releaseAttempt() gives back only its own slot; other failures stay counted", async () => {
  await withKv(async (kv) => {
    const email = "a@example.com";
    const own = (await reserveAttempt(kv, email, T0))!;
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      assert(await reserveAttempt(kv, email, T0));
    }
    assertEquals(await reserveAttempt(kv, email, T0), null);
    await releaseAttempt(kv, email, own);
    await releaseAttempt(kv, email, own); // twice is harmless
    assert(await reserveAttempt(kv, email, T0));
    assertEquals(await reserveAttempt(kv, email, T0), null);
    assertEquals(await recordFailure(kv, email, T0), true);
  });
});

Deno.test("addresses of any length are counted (the key is a hash)", async () => {
  await withKv(async (kv) => {
    const long = "ﷺ".repeat(1000) + "@example.com";
    assert(await reserveAttempt(kv, long, T0));
    assertEquals(await recordFailure(kv, long, T0), false);
  });
});
