/**
 * A long page in the editor (issue 23): opened straight from its address, its first blocks are
 * forms at once (a text block's editor once its code, loaded after the first paint, is in: a box
 * pressed before then takes the focus when it is) and the rest of its blocks follow in idle time, so the whole page is there to
 * scroll and to search by heading; "Show me" reaches a block at the far end. The controls' hints
 * are one shared tooltip: shown on hover and on keyboard focus, gone on Escape. A block's menu,
 * a plain button until first used, opens from the keyboard with its items and gives the focus
 * back when closed. Signed out since the last visit, the address leads through the sign-in screen
 * to the page. Screenshots at 1366×768 and 390×844 when SCREENSHOT_DIR is set.
 */
import { deepStrictEqual, ok } from "node:assert";
import { browserTest } from "../_utils/browser.ts";
import { contextApi, seriousViolations, transitionsDone, withAdminPage } from "../_utils/e2e.ts";
import { PAGE_API } from "../_utils/pages.ts";
import { startTestServer } from "../_utils/server.ts";

const SHOTS = Deno.env.get("SCREENSHOT_DIR");
const COUNT = 120;

/** Headings and text in turn; the last heading skips a level, a problem the checks name. */
function blocks() {
  return Array.from({ length: COUNT }, (_, i) =>
    i % 2 === 0
      ? {
        type: "heading",
        key: `h${i}`,
        props: { text: `Section ${i}`, level: i === COUNT - 2 ? 4 : 2 },
      }
      : { type: "text", key: `t${i}`, props: { html: `<p>Paragraph ${i}.</p>` } });
}

browserTest(
  "editor: a long page opens with its first blocks, the rest follow; hints and a block menu",
  async (browser) => {
    const server = await startTestServer();
    await withAdminPage(browser, server, async (page, { context, errors }) => {
      const created = await contextApi(context, server.url, "POST", `${PAGE_API}/create`, {
        title: "A long page",
        slug: "a-long-page",
        type: "page",
        locale: "en-gb",
        content: blocks(),
      });
      const { pageID } = created.body as { pageID: number };

      // Opened from its address: a new document, so the page is asked for at start-up. The
      // rich-text editor's code is held back: the blocks draw without it, a text block's box in
      // its place, and a box pressed before its editor is made has the focus once it is.
      let release = () => {};
      const held = new Promise<void>((resolve) => release = resolve);
      await page.route(/\/rich_text_box-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.url}/cmsadmin/page/${pageID}`);
      const first = page.locator('[data-block-key="h0"]');
      await first.getByLabel(/^Heading text/).waitFor();
      deepStrictEqual(await first.getByLabel(/^Heading text/).inputValue(), "Section 0");
      const firstText = page.locator('[data-block-key="t1"] .rich-text-content');
      deepStrictEqual(await firstText.getAttribute("contenteditable"), null);
      ok((await firstText.boundingBox())!.height > 0, "the box keeps its place");
      await firstText.click();
      release();
      await page.locator('[data-block-key="t1"] [contenteditable="true"]:focus').waitFor();
      await page.unroute(/\/rich_text_box-[\w-]+\.js$/);
      // Every block is on the page soon after, the far ones as stubs named by their type.
      await page.locator(".block-card").nth(COUNT - 1).waitFor({ state: "attached" });
      deepStrictEqual(await page.locator(".block-card").count(), COUNT);
      const last = page.locator(`[data-block-key="t${COUNT - 1}"]`);
      deepStrictEqual(await last.locator(".block-stub-header").count(), 1);
      deepStrictEqual(await seriousViolations(page, "main"), []);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/long-page-1366x768.png` });

      // "Show me" on the far heading's problem brings its form and focuses the level.
      await page.getByRole("tab", { name: /^Checks/ }).click();
      await page.getByRole("button", { name: /^Show me: Heading level 4/ }).click();
      await page.waitForFunction(() =>
        document.activeElement?.getAttribute("data-field") === "level"
      );
      const far = page.locator(`[data-block-key="h${COUNT - 2}"]`);
      ok(await far.evaluate((el) => el.contains(document.activeElement)));
      deepStrictEqual(await far.getByLabel(/^Level/).inputValue(), "4");

      // Hints: on hover after a short rest, and on keyboard focus; Escape hides.
      await page.evaluate(() => scrollTo(0, 0));
      const bold = page.locator('[data-block-key="t1"]').getByRole("button", { name: "Bold" });
      await bold.hover();
      const tooltip = page.getByRole("tooltip");
      await tooltip.filter({ hasText: /^Bold$/ }).waitFor();
      await page.mouse.move(0, 0);
      await tooltip.waitFor({ state: "detached" });
      const italic = page.locator('[data-block-key="t1"]').getByRole("button", { name: "Italic" });
      await bold.focus();
      await page.keyboard.press("Tab");
      ok(await italic.evaluate((el) => el === document.activeElement));
      await tooltip.filter({ hasText: /^Italic$/ }).waitFor();
      await page.keyboard.press("Escape");
      await tooltip.waitFor({ state: "detached" });

      // The block menu from the keyboard: its items, then Escape gives the focus back.
      const menuButton = page.getByRole("button", { name: "More actions for Heading (block 1)" });
      await menuButton.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu");
      await menu.getByRole("menuitem", { name: "Replace" }).waitFor();
      await menu.getByRole("menuitem", { name: "Delete" }).waitFor();
      await transitionsDone(menu);
      deepStrictEqual(await seriousViolations(page, "[role=menu]"), []);
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "detached" });
      await page.waitForFunction(() =>
        document.activeElement?.getAttribute("aria-label") === "More actions for Heading (block 1)"
      );
      // Opened again by a click, it is the same menu.
      await page.getByRole("button", { name: "More actions for Heading (block 1)" }).click();
      await menu.getByRole("menuitem", { name: "Anchor point" }).click();
      // An anchor set there shows in the block's header, which typing into the block leaves be
      // (its fields are drawn apart from it).
      const anchorDialog = page.getByRole("dialog", { name: "Anchor point" });
      await anchorDialog.getByLabel(/^Anchor name/).fill("intro");
      await anchorDialog.getByRole("button", { name: "Save" }).click();
      await anchorDialog.waitFor({ state: "detached" });
      await first.locator(".block-card-header").getByText("#intro").waitFor();
      await first.getByLabel(/^Heading text/).fill("Section 0, with an anchor");
      await first.locator(".block-card-header").getByText("#intro").waitFor();
      await page.keyboard.press("Control+z");
      await page.waitForFunction(() =>
        (document.querySelector('[data-block-key="h0"] input') as HTMLInputElement)?.value ===
          "Section 0"
      );
      await first.locator(".block-card-header").getByText("#intro").waitFor();

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${server.url}/cmsadmin/page/${pageID}`);
      await first.getByLabel(/^Heading text/).waitFor();
      deepStrictEqual(await seriousViolations(page, "main"), []);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/long-page-390x844.png` });
      deepStrictEqual(errors, []);

      // Signed out since the last visit: the page asked for at start-up is refused (the browser
      // logs that 401), the sign-in screen says nothing of it, and signing in opens the page.
      await context.clearCookies();
      await page.goto(`${server.url}/cmsadmin/page/${pageID}`);
      await page.getByRole("button", { name: "Log in" }).waitFor();
      deepStrictEqual(await page.getByRole("alert").count(), 0);
      await page.getByLabel(/^E-mail address/).fill(server.adminEmail);
      await page.getByLabel(/^Password/).fill(server.adminPassword);
      await page.getByRole("button", { name: "Log in" }).click();
      await first.getByLabel(/^Heading text/).waitFor();
      deepStrictEqual(await first.getByLabel(/^Heading text/).inputValue(), "Section 0");
    });
  },
);
