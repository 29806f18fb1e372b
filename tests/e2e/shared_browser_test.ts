/**
 * The browser the browser tests share (tests/_utils/browser.ts): one Chromium for the file, a
 * fresh state in each test (no cookies or storage from the one before), contexts closed when a
 * test ends, and a new Chromium after the shared one went away. Its contexts ask for reduced
 * motion, which the admin honours; without that wish the admin's dialogs still fade in.
 */
import type { Browser, Page } from "playwright-core";
import { assert, assertEquals } from "../_utils/assert.ts";
import { browserTest } from "../_utils/browser.ts";
import { ADMIN_WINDOW, signInToAdmin } from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";

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

/**
 * Opens the dashboard's "Add user" dialog a second time (the first opening mounts it, open at
 * once) and counts the CSS transitions that ran on the dialog's frame and backdrop meanwhile
 * (`transitionrun` fires when one is created, however short it is or late it is seen).
 */
async function transitionsOfDialog(page: Page): Promise<number> {
  const dialog = page.getByRole("dialog", { name: "Add user" });
  const field = dialog.getByLabel(/^E-mail address/);
  await page.getByRole("button", { name: "Add user" }).click();
  await field.waitFor();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  await page.evaluate(() => {
    const runs = { count: 0 };
    Object.assign(globalThis, { dialogTransitions: runs });
    document.addEventListener("transitionrun", (event) => {
      // The dialog's own fade and its dimmed backdrop (a field's border colour changing as it
      // takes the focus is a transition of another kind, and stays).
      const target = event.target as Element;
      if (target.matches(".mantine-Modal-content, .mantine-Modal-overlay")) runs.count++;
    }, true);
  });
  await page.getByRole("button", { name: "Add user" }).click();
  await field.waitFor();
  // A transition starts on the frame after its element is drawn.
  await page.evaluate(() =>
    new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  );
  return await page.evaluate(() =>
    (globalThis as unknown as { dialogTransitions: { count: number } }).dialogTransitions.count
  );
}

browserTest(
  "shared browser: reduced motion unless a test asks otherwise, as the admin honours",
  async (
    browser,
  ) => {
    const server = await startTestServer();
    try {
      const still = await (await browser.newContext(ADMIN_WINDOW)).newPage();
      assertEquals(
        await still.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches),
        true,
      );
      await signInToAdmin(still, server.url, server.adminEmail, server.adminPassword);
      assertEquals(await transitionsOfDialog(still), 0, "no transition asked for less motion");

      const moving =
        await (await browser.newContext({ ...ADMIN_WINDOW, reducedMotion: "no-preference" }))
          .newPage();
      await signInToAdmin(moving, server.url, server.adminEmail, server.adminPassword);
      assert(await transitionsOfDialog(moving) > 0, "the dialog fades in otherwise");
    } finally {
      await server.close();
    }
  },
);
