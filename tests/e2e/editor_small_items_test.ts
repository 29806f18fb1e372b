/**
 * What a new editor met (issue 28, point 5), on one server in one browser: "Waiting for your
 * review" sits above the dashboard's page list; a new news article is suggested under the
 * section where the news lives (nieuws/); a long page title is shown whole; a new Heading holds
 * no text but a placeholder; leaving with unsaved changes says truly that they stay in this
 * browser; and a lock held by a tab that changed nothing for ten minutes is released, which the
 * holder is told (the ten minutes are moved on in the store, not waited for).
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import {
  addBlock,
  ADMIN_WINDOW,
  dismissNotifications,
  navLink,
  seriousViolations,
  signInToAdmin,
  watchErrors,
} from "../_utils/e2e.ts";
import { createTestPage } from "../_utils/pages.ts";
import { startTestServer } from "../_utils/server.ts";
import { HEARTBEAT_MS, LOCK_IDLE_MS } from "../../lib/content/presence.ts";
import { keys } from "../../lib/db/keys.ts";
import type { PresenceRecord } from "../../lib/db/presence.ts";

/** Screenshots at laptop and phone size for a person to look at, when SCREENSHOT_DIR is set. */
async function snap(page: Page, name: string) {
  const dir = Deno.env.get("SCREENSHOT_DIR");
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png` });
  await page.setViewportSize(ADMIN_WINDOW.viewport);
}

const LONG_TITLE =
  "Bloedonderzoek zonder afspraak op alle prikposten in de regio, ook op zaterdag " +
  "en in de schoolvakanties, met uitslagen binnen twee werkdagen in het patiëntenportaal";

browserTest(
  "a new editor's small things: dashboard, slug, title, placeholders, leave, idle lock",
  async (
    browser,
  ) => {
    const server = await startTestServer();
    const context = await browser.newContext(ADMIN_WINDOW);
    // The page's clock runs, and is moved on to the editor's next heartbeat instead of waiting
    // the HEARTBEAT_MS out (twice: the beat after the save, the one that releases the lock).
    await context.clock.install();
    try {
      const admin = await server.app.signedIn(1);
      for (const slug of ["nieuws/zomeropeningstijden", "nieuws/nieuwe-prikpost-zwolle"]) {
        await createTestPage(admin, {
          title: slug,
          slug,
          type: "news",
          locale: "nl-nl",
          typeData: { author: "Anna", date: "2026-03-01", summary: "Kort", image: null },
          content: [],
        });
      }
      const { pageID } = await createTestPage(admin, { title: LONG_TITLE, content: [] });

      const page = await context.newPage();
      const errors = watchErrors(page);
      await signInToAdmin(page, server.url, server.adminEmail, server.adminPassword);

      // (h) The dashboard: what waits for review first, the 25-row page list below it.
      const review = page.getByRole("region", { name: "Waiting for your review" });
      const pages = page.getByRole("region", { name: "Page overview" });
      await review.waitFor();
      await pages.waitFor();
      ok(
        (await review.boundingBox())!.y < (await pages.boundingBox())!.y,
        "Waiting for your review sits above the page list",
      );
      await snap(page, "dashboard");

      // (c) A news article in Dutch is suggested under nieuws/, where the news lives.
      await page.goto(`${server.url}/cmsadmin/new-page?type=news`);
      await page.getByRole("combobox", { name: "Language" }).click();
      await page.getByRole("option", { name: "nl-nl" }).click();
      await page.getByLabel(/^Title/).fill("Kinderprikpunt in Utrecht");
      const slug = page.getByLabel(/^Slug/);
      // The section arrives with the news pages' list, after the title may have been typed.
      await page.waitForFunction(
        (input) => (input as HTMLInputElement).value.startsWith("nieuws/"),
        await slug.elementHandle(),
      );
      deepStrictEqual(await slug.inputValue(), "nieuws/kinderprikpunt-in-utrecht");
      await snap(page, "new-news-page");

      // (d) A long title is shown whole in the editor.
      await page.goto(`${server.url}/cmsadmin/page/${pageID}`);
      const title = page.getByRole("heading", { level: 1, name: LONG_TITLE });
      await title.waitFor();
      deepStrictEqual(
        await title.evaluate((
          el,
        ) => [el.scrollHeight <= el.clientHeight, getComputedStyle(el).overflow]),
        [true, "visible"],
        "nothing of the title is cut off",
      );

      // (b) A new Heading holds no text: a placeholder says what to write.
      await addBlock(page, "Heading");
      const heading = page.locator('[data-block-type="heading"]').getByLabel(/^Heading text/);
      deepStrictEqual(await heading.inputValue(), "");
      deepStrictEqual(await heading.getAttribute("placeholder"), "e.g. Opening hours");
      await snap(page, "editor-new-heading");

      // (e) Leaving with unsaved changes: they stay in this browser, and the dialog says so.
      await heading.fill("Openingstijden");
      await (await navLink(page, "Content", "Page overview")).click();
      const leave = page.getByRole("dialog", { name: "Unsaved changes" });
      await leave.getByText(/they stay in this browser/).waitFor();
      deepStrictEqual(await seriousViolations(page, '[role="dialog"]'), [], "leave dialog");
      await snap(page, "leave-dialog");
      await leave.getByRole("button", { name: "Stay" }).click();
      await leave.waitFor({ state: "hidden" });

      // (i) This tab holds the lock. Ten minutes on without a change (its entry says so, while it
      // goes on beating), its next heartbeat releases it and the editor says so.
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByText("Your changes were saved.").last().waitFor();
      await dismissNotifications(page);
      // The heartbeat after the save says the tab changed something; then it changes nothing.
      const beat = page.waitForResponse((r) =>
        r.url().endsWith(`/page/${pageID}/presence`) && r.request().method() === "POST"
      );
      await page.clock.fastForward(HEARTBEAT_MS);
      await beat;
      const kv = server.app.deps.kv;
      const holder = await (async () => {
        for await (const entry of kv.list<PresenceRecord>({ prefix: keys.pagePresences(pageID) })) {
          return entry;
        }
      })();
      ok(holder, "the editor tab is present");
      await kv.set(holder.key, { ...holder.value, activeAt: Date.now() - LOCK_IDLE_MS - 1 });
      const released = page.getByTestId("lock-released");
      await page.clock.fastForward(HEARTBEAT_MS);
      await released.getByText("This page is free for others now").waitFor();
      await released.getByText(/You changed nothing for 10 minutes/).waitFor();
      deepStrictEqual(await seriousViolations(page, '[data-testid="presence"]'), [], "notice");
      await snap(page, "lock-released");
      // A change takes it back (nobody else has it): the notice goes.
      await heading.fill("Openingstijden en adressen");
      await released.waitFor({ state: "hidden" });
      deepStrictEqual(errors, []);
    } finally {
      await context.close();
      await server.close();
    }
  },
);
