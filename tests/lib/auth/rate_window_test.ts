import { assertEquals } from "../../_utils/assert.ts";
import { RateWindow } from "../../../lib/auth/rate_window.ts";

Deno.test("RateWindow: max goes per subject and window, then the seconds to wait", () => {
  const limit = new RateWindow(2, 60_000);
  const start = 120_000; // The start of a window.
  assertEquals([limit.take("a", start), limit.take("a", start + 1)], [0, 0]);
  assertEquals(limit.take("a", start + 1_000), 59, "the third waits for the next window");
  assertEquals(limit.take("b", start + 1_000), 0, "another subject has its own count");
  assertEquals(limit.take("a", start + 59_999), 1, "never less than a second");
  assertEquals(limit.take("a", start + 60_000), 0, "a new window starts again");
});
