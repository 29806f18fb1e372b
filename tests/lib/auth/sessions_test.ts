import { assert, assertEquals } from "../../_utils/assert.ts";
import {
  endSession,
  extendSession,
  findSession,
  SESSION_MAX_AGE_MS,
  SESSION_TTL_MS,
  startSession,
} from "../../../lib/auth/sessions.ts";
import { hashToken } from "../../../lib/auth/tokens.ts";
import { getSession } from "../../../lib/db/sessions.ts";

const T0 = Date.now();
const HOUR = 60 * 60_000;

Deno.test("a session lives SESSION_TTL_MS idle, refreshed up to SESSION_MAX_AGE_MS in all", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const token = await startSession(kv, { id: 1 }, T0);
    assert(await findSession(kv, token, T0 + SESSION_TTL_MS - 1));
    assertEquals(await findSession(kv, token, T0 + SESSION_TTL_MS), null);
    // Refreshed every 11 hours, it still ends at the absolute limit.
    let now = T0;
    while (now + 11 * HOUR < T0 + SESSION_MAX_AGE_MS) {
      now += 11 * HOUR;
      assertEquals(await extendSession(kv, token, now), true, `refresh at ${now - T0}`);
      const stored = (await getSession(kv, hashToken(token))).value!;
      assert(stored.expiresAt <= T0 + SESSION_MAX_AGE_MS);
    }
    assert(await findSession(kv, token, T0 + SESSION_MAX_AGE_MS - 1));
    assertEquals(await findSession(kv, token, T0 + SESSION_MAX_AGE_MS), null);
    assertEquals(await extendSession(kv, token, T0 + SESSION_MAX_AGE_MS), false);
  } finally {
    kv.close();
  }
});

Deno.test("extendSession() does not bring back a session ended meanwhile", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const token = await startSession(kv, { id: 1 });
    await endSession(kv, token);
    assertEquals(await extendSession(kv, token), false);
    assertEquals((await getSession(kv, hashToken(token))).value, null);
  } finally {
    kv.close();
  }
});

Deno.test("a session carries the credential epoch of the user it was started for", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const token = await startSession(kv, { id: 1, credentialEpoch: 3 });
    assertEquals((await findSession(kv, token))?.credentialEpoch, 3);
    const old = await startSession(kv, { id: 1 });
    assertEquals((await findSession(kv, old))?.credentialEpoch, 0);
  } finally {
    kv.close();
  }
});
