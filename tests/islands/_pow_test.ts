import { createChallenge } from "altcha-lib/v1";
import { assertEquals } from "../_utils/assert.ts";
import { solve } from "../../islands/_pow.ts";
import type { CaptchaChallenge } from "../../lib/content/form_post.ts";

async function challenge(number: number, maxnumber: number): Promise<CaptchaChallenge> {
  const c = await createChallenge({ hmacKey: "test", number, maxnumber });
  return { ...c, algorithm: "SHA-256", maxnumber };
}

Deno.test("solve() finds the number of an altcha challenge, across batches", async () => {
  assertEquals(await solve(await challenge(0, 2000)), 0);
  assertEquals(await solve(await challenge(1234, 2000)), 1234);
  assertEquals(await solve(await challenge(2000, 2000)), 2000);
});

Deno.test("solve() gives up past the maximum, and when aborted", async () => {
  const c = await challenge(1500, 2000);
  assertEquals(await solve({ ...c, maxnumber: 1000 }), null);
  const abort = new AbortController();
  abort.abort();
  assertEquals(await solve(c, abort.signal), null);
});
