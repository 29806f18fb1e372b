/**
 * The browser the browser tests share (tests/_utils/browser.ts): one Chromium for the file, a
 * fresh state in each test (no cookies or storage from the one before), contexts closed when a
 * test ends, and a new Chromium after the shared one went away.
 */
import type { Browser } from "playwright-core";
import { assert, assertEquals } from "../_utils/assert.ts";
import { browserTest } from "../_utils/browser.ts";

let first: Browser | null = null;
const PAGE = "data:text/html,<title>x</title>";

browserTest("shared browser: a test's cookies and storage are its own", async (browser) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: "left", value: "over", url: "https://example.test/" }]);
  const page = await context.newPage();
  await page.goto(PAGE);
  assertEquals((await context.cookies("https://example.test/")).length, 1);
  first = context.browser();
});

browserTest("shared browser: the next test starts clean, in the same Chromium", async (browser) => {
  const context = await browser.newContext();
  assertEquals(await context.cookies("https://example.test/"), []);
  assert(context.browser() === first, "the same Chromium");
  // The contexts of the test before were closed when it ended: only this one is open.
  assertEquals(context.browser()!.contexts().length, 1);
  const page = await browser.newPage();
  await page.goto(PAGE);
  // Closing the browser a test sees closes what the test opened, not the shared Chromium.
  await browser.close();
  assertEquals(context.browser()!.isConnected(), true);
  assertEquals(context.browser()!.contexts().length, 0);
  // A crash: the Chromium goes away.
  await context.browser()!.close();
});

browserTest("shared browser: after a crash, the next test gets a new Chromium", async (browser) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(PAGE);
  assertEquals(await page.title(), "x");
  assert(context.browser() !== first, "a new Chromium");
});
