import { assertEquals } from "../../_utils/assert.ts";
import { RESET_MAIL_LIMIT, takeGo } from "../../../lib/auth/throttle.ts";

const T0 = 1_800_000_000_000;
const MIN = 60_000;

Deno.test("takeGo() allows one go per gap and at most max per period", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const go = (minutes: number) =>
      takeGo(kv, "reset-mail", 7, RESET_MAIL_LIMIT, T0 + minutes * MIN);
    assertEquals(await go(0), true);
    assertEquals(await go(4.9), false);
    assertEquals(await go(5), true);
    assertEquals(await go(10), true);
    // Three in the last hour: no fourth until the first is an hour old.
    assertEquals(await go(20), false);
    assertEquals(await go(59.9), false);
    assertEquals(await go(60), true);
    // Another user, or another kind of go, is counted apart.
    assertEquals(await takeGo(kv, "reset-mail", 8, RESET_MAIL_LIMIT, T0 + 60 * MIN), true);
    assertEquals(await takeGo(kv, "other", 7, RESET_MAIL_LIMIT, T0 + 60 * MIN), true);
  } finally {
    kv.close();
  }
});

Deno.test("takeGo() lets exactly one of many parallel requests through", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => takeGo(kv, "reset-mail", 7, RESET_MAIL_LIMIT, T0)),
    );
    assertEquals(answers.filter(Boolean).length, 1);
  } finally {
    kv.close();
  }
});

Deno.test("takeGo() counts a go taken by a clock read later (a racing request) as just taken", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    // The second request read the clock first but commits after the first one's go.
    assertEquals(await takeGo(kv, "reset-mail", 7, RESET_MAIL_LIMIT, T0 + 2_000), true);
    assertEquals(await takeGo(kv, "reset-mail", 7, RESET_MAIL_LIMIT, T0), false);
  } finally {
    kv.close();
  }
});
