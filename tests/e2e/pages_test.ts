/**
 * The page screens in a real browser against the real server: create a page from the overview,
 * add a heading, a text and a quote, reorder them with the move buttons and the keyboard, save,
 * publish and see the blocks on the public site in the new order, unpublish (the address then
 * answers 404), and leave with unsaved changes (the unsaved-changes dialog asks first).
 * axe-core checks the overview and the editor for serious violations.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import {
  addBlock,
  dismissNotifications,
  navLink,
  publishFromEditor,
  seriousViolations,
  signInToAdmin,
} from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";

/** The block types of the editor, top to bottom. */
function blockOrder(page: Page): Promise<string[]> {
  return page.locator("[data-block-type]").evaluateAll((els) =>
    els.map((el) => el.getAttribute("data-block-type") ?? "")
  );
}

browserTest(
  "pages: create, add and reorder blocks, publish, unpublish, unsaved changes",
  async (browser) => {
    const server = await startTestServer();
    const context = await browser.newContext({ locale: "en-GB", bypassCSP: true });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (err) => pageErrors.push(err.message));
    try {
      await signInToAdmin(page, server.url, server.adminEmail, server.adminPassword);

      // The empty overview offers a new page.
      const main = page.locator("#main");
      await main.getByText("No pages yet.").waitFor();
      deepStrictEqual(await seriousViolations(page), [], "overview accessibility");
      await main.getByRole("link", { name: "New page" }).last().click();

      // New page: the slug follows the title and is checked.
      await page.getByRole("heading", { name: "New page" }).waitFor();
      await page.getByLabel(/^Title/).fill("Opening Hours");
      deepStrictEqual(await page.getByLabel(/^Slug/).inputValue(), "opening-hours");
      await page.getByText("This slug is available.").waitFor();
      await page.getByRole("button", { name: "Create page" }).click();

      // The editor of the new page.
      await page.getByRole("heading", { name: "Opening Hours", level: 1 }).waitFor();
      ok(/\/cmsadmin\/page\/\d+$/.test(page.url()), page.url());
      await page.getByText("Concept").first().waitFor();

      await addBlock(page, "Heading");
      const heading = page.locator('[data-block-type="heading"]');
      await heading.getByLabel(/^Heading text/).fill("Visit our laboratory");
      await addBlock(page, "Text");
      const text = page.locator('[data-block-type="text"] .rich-text-content');
      await text.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("Open on weekdays from eight.");
      await addBlock(page, "Quote");
      await page.locator('[data-block-type="quote"]').getByLabel(/^Quote/).fill("Quick and kind.");
      deepStrictEqual(await blockOrder(page), ["heading", "text", "quote"]);

      // Reorder: the quote up with its button, then the heading down with the keyboard.
      await page.getByRole("button", { name: "Move Quote (block 3) up" }).click();
      deepStrictEqual(await blockOrder(page), ["heading", "quote", "text"]);
      await page.getByText("Quote moved to position 2 of 3.").waitFor({ state: "attached" });
      const handle = page.getByRole("button", { name: "Reorder Heading, block 1" });
      await handle.focus();
      // dnd-kit measures between the steps: each once the one before has taken (the handle
      // pressed, the move announced).
      await page.keyboard.press("Space");
      await page.waitForFunction(() =>
        document.activeElement?.getAttribute("aria-pressed") === "true"
      );
      await page.keyboard.press("ArrowDown");
      await page.getByText("Heading is over position 2.").waitFor({ state: "attached" });
      await page.keyboard.press("Space");
      await page.getByText("Heading dropped at position 2.").waitFor({ state: "attached" });
      deepStrictEqual(await blockOrder(page), ["quote", "heading", "text"]);

      await page.getByText("Unsaved changes").first().waitFor();
      // The Preview tab shows the stored version and says the changes are not in it, until saved.
      await page.getByRole("tab", { name: "Preview" }).click();
      const unsavedNote = page.getByText("Save to preview your latest changes.");
      await unsavedNote.waitFor();
      await page.getByRole("tab", { name: "Overview" }).click();
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Your changes were saved.").waitFor();
      await page.getByText("Unsaved changes").waitFor({ state: "detached" });
      await page.getByRole("tab", { name: "Preview" }).click();
      await page.getByRole("tabpanel", { name: "Preview" }).waitFor();
      deepStrictEqual(await unsavedNote.count(), 0, "the saved page's preview has no note");
      await page.getByRole("tab", { name: "Overview" }).click();
      await dismissNotifications(page);
      await publishFromEditor(page);
      await page.getByText("The page is published.").waitFor();
      await page.locator(".status-published").first().waitFor();
      await dismissNotifications(page);
      deepStrictEqual(await seriousViolations(page), [], "editor accessibility");

      // The public site shows the blocks in the new order.
      const site = await context.newPage();
      const live = await site.goto(`${server.url}/opening-hours`);
      deepStrictEqual(live?.status(), 200);
      const body = await site.locator("body").innerText();
      const at = (s: string) => body.indexOf(s);
      ok(at("Quick and kind.") >= 0, "the quote is on the page");
      ok(at("Quick and kind.") < at("Visit our laboratory"), "the quote comes before the heading");
      ok(at("Visit our laboratory") < at("Open on weekdays from eight."), "then the text");

      // Unpublished, the address is gone.
      await page.getByRole("button", { name: "Unpublish" }).click();
      await page.getByText("The page is no longer published.").waitFor();
      const gone = await site.goto(`${server.url}/opening-hours`);
      deepStrictEqual(gone?.status(), 404);
      await site.close();

      // Leaving with unsaved changes asks first; Stay keeps the editor and the edit.
      await heading.getByLabel(/^Heading text/).fill("Visit us soon");
      await (await navLink(page, "Content", "Page overview")).click();
      const dialog = page.getByRole("dialog", { name: "Unsaved changes" });
      await dialog.waitFor();
      await dialog.getByRole("button", { name: "Stay" }).click();
      await dialog.waitFor({ state: "hidden" });
      deepStrictEqual(await heading.getByLabel(/^Heading text/).inputValue(), "Visit us soon");
      await (await navLink(page, "Content", "Page overview")).click();
      await dialog.getByRole("button", { name: "Leave" }).click();
      await page.getByRole("heading", { name: "CMS Dashboard" }).waitFor();
      await page.getByRole("cell", { name: "Opening Hours" }).waitFor();
      deepStrictEqual(pageErrors, []);
    } finally {
      await context.close();
      await server.close();
    }
  },
);
