/**
 * The page editor as one document, in a real browser against the real server. From every tab
 * (Overview, Page Settings, SEO Settings, Translations, Preview) Save and Publish keep every
 * block, and what is stored is read back through the API, not from the screen. Edits survive
 * switching tabs, a reload (the restore is offered) and a slug change; undo and redo work by
 * button and keyboard; Ctrl+S saves; the live preview draws an unsaved edit and a click on a
 * block in it leads to the block's editor.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import {
  addBlock,
  dismissNotifications,
  publishFromEditor,
  seriousViolations,
  signIn,
} from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";

interface StoredBlock {
  type: string;
  key: string;
  props: Record<string, unknown>;
}

/** The page as the server has it, fetched with the editor's session. */
async function stored(page: Page, pageID: string) {
  return await page.evaluate(async (id) => {
    const res = await fetch(`/api/ximblox/page/${id}`, { headers: { Accept: "application/json" } });
    return (await res.json()).page;
  }, pageID) as {
    slug: string;
    title: string;
    status: string;
    pageVersion: { title: string; seoTitle: string; blocks: StoredBlock[] };
  };
}

function headingText(blocks: StoredBlock[]): string {
  return String(blocks.find((b) => b.type === "heading")?.props.text ?? "");
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await page.getByRole("tab", { name, selected: true }).waitFor();
}

async function saveAndWait(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await page.getByText("Your changes were saved.").last().waitFor();
  await dismissNotifications(page);
}

browserTest(
  "editor: one document saved and published whole from every tab, undo, restore, live preview",
  async (browser) => {
    const server = await startTestServer();
    const context = await browser.newContext({ locale: "en-GB", bypassCSP: true });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (err) => pageErrors.push(err.message));
    // Reloading with unsaved changes asks the browser's "leave site?" question: leave.
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    try {
      await signIn(context, server.url, server.adminEmail, server.adminPassword);
      await page.goto(`${server.url}/cmsadmin/new-page`);
      await page.getByLabel(/^Title/).fill("Lab tests");
      await page.getByText("This slug is available.").waitFor();
      await page.getByRole("button", { name: "Create page" }).click();
      await page.getByRole("heading", { name: "Lab tests", level: 1 }).waitFor();
      const pageID = page.url().split("/").pop()!;

      await addBlock(page, "Heading");
      const headingField = page.locator('[data-block-type="heading"]').getByLabel(
        /^Heading text/,
      );
      await headingField.fill("Blood tests");
      await addBlock(page, "Quote");
      await page.locator('[data-block-type="quote"]').getByLabel(/^Quote/).fill("Fast results.");
      await addBlock(page, "Text");
      const text = page.locator('[data-block-type="text"] .rich-text-content');
      await text.click();
      await page.keyboard.type("Walk in from eight.");
      await saveAndWait(page);
      deepStrictEqual((await stored(page, pageID)).pageVersion.blocks.map((b) => b.type), [
        "heading",
        "quote",
        "text",
      ]);

      // Edits survive switching tabs: a heading edit, then the SEO title, then back.
      await headingField.fill("Blood tests, edited");
      await openTab(page, "SEO Settings");
      await page.getByLabel(/^SEO title/).fill("Blood tests at the lab");
      await openTab(page, "Page Settings");
      await openTab(page, "Overview");
      deepStrictEqual(await headingField.inputValue(), "Blood tests, edited");

      // Save and Publish from every tab keep every block, with every unsaved edit in them. The
      // live page is read by a visitor of its own: a second page in the editor's context would
      // send the editor to the back, where Chromium draws a frame a second and clicks crawl.
      const visitor = await browser.newContext({ locale: "en-GB" });
      const site = await visitor.newPage();
      const tabs = ["Overview", "Page Settings", "SEO Settings", "Translations", "Preview"];
      for (const [i, tab] of tabs.entries()) {
        await openTab(page, "Overview");
        await headingField.fill(`Blood tests ${i}`);
        await openTab(page, tab);
        await saveAndWait(page);
        let now = await stored(page, pageID);
        deepStrictEqual(now.pageVersion.blocks.length, 3, `Save from ${tab} keeps the blocks`);
        deepStrictEqual(headingText(now.pageVersion.blocks), `Blood tests ${i}`, tab);
        deepStrictEqual(now.pageVersion.seoTitle, "Blood tests at the lab", tab);

        await openTab(page, "Overview");
        await headingField.fill(`Published ${i}`);
        await openTab(page, tab);
        await publishFromEditor(page);
        await page.getByText("The page is published.").last().waitFor();
        await dismissNotifications(page);
        now = await stored(page, pageID);
        deepStrictEqual(now.status, "published", tab);
        deepStrictEqual(now.pageVersion.blocks.length, 3, `Publish from ${tab} keeps the blocks`);
        const live = await site.goto(`${server.url}/lab-tests`);
        deepStrictEqual(live?.status(), 200);
        const body = await site.locator("main").innerText();
        ok(body.includes(`Published ${i}`), `live heading after publishing from ${tab}`);
        ok(body.includes("Fast results.") && body.includes("Walk in from eight."), tab);
      }

      // The publish confirmation names what changes against the live version.
      await openTab(page, "Overview");
      await page.locator('[data-block-type="quote"]').getByLabel(/^Quote/).fill("Faster.");
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      const confirm = page.getByRole("dialog", { name: "Publish this page?" });
      await confirm.getByTestId("diff-summary").getByText(/Changed: 1/).waitFor();
      deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "publish dialog");
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await confirm.waitFor({ state: "hidden" });

      // A slug change is part of the one Save, and keeps every block.
      await openTab(page, "Page Settings");
      await page.getByLabel(/^Slug/).fill("lab-tests-new");
      await page.getByText("This slug is available.").waitFor();
      await saveAndWait(page);
      let now = await stored(page, pageID);
      deepStrictEqual(now.slug, "lab-tests-new");
      deepStrictEqual(now.pageVersion.blocks.length, 3);
      deepStrictEqual(
        now.pageVersion.blocks.find((b) => b.type === "quote")?.props.text,
        "Faster.",
      );
      ok(
        (await page.getByRole("button", { name: "Save settings" }).count()) === 0,
        "one Save only",
      );

      // Ctrl+S saves from inside a field.
      await openTab(page, "Overview");
      await headingField.fill("Saved by keyboard");
      await page.keyboard.press("Control+s");
      await page.getByText("Your changes were saved.").last().waitFor();
      await dismissNotifications(page);
      deepStrictEqual(
        headingText((await stored(page, pageID)).pageVersion.blocks),
        "Saved by keyboard",
      );

      // Undo and redo a deletion, by keyboard and by button.
      const quote = page.locator('[data-block-type="quote"]');
      await page.getByRole("button", { name: /More actions for Quote/ }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await page.getByRole("dialog", { name: "Delete block" }).getByRole("button", {
        name: "Delete",
      }).click();
      await quote.waitFor({ state: "detached" });
      await page.locator("body").click({ position: { x: 5, y: 5 } });
      await page.keyboard.press("Control+z");
      await quote.waitFor();
      deepStrictEqual(await quote.getByLabel(/^Quote/).inputValue(), "Faster.");
      await page.keyboard.press("Control+Shift+z");
      await quote.waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Undo", exact: true }).click();
      await quote.waitFor();
      await page.getByRole("button", { name: "Redo", exact: true }).click();
      await quote.waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Undo", exact: true }).click();
      await quote.waitFor();

      // A reload keeps the unsaved edits in the browser and offers them back.
      await headingField.fill("Typed before the crash");
      // The draft is written shortly after typing: wait for it in the browser's storage.
      await page.waitForFunction(() =>
        Object.keys(localStorage).some((k) =>
          k.startsWith("ximblox.unsaved.") &&
          (localStorage.getItem(k) ?? "").includes("Typed before the crash")
        )
      );
      await page.reload();
      deepStrictEqual(dialogs, ["beforeunload"], "the leave-page warning before the reload");
      const offer = page.getByRole("alertdialog", { name: "Unsaved changes found" });
      await offer.getByText(/Restore unsaved changes from/).waitFor();
      await offer.getByRole("button", { name: "Restore" }).click();
      await offer.waitFor({ state: "hidden" });
      deepStrictEqual(await headingField.inputValue(), "Typed before the crash");
      await page.getByText("Unsaved changes").first().waitFor();
      await saveAndWait(page);
      now = await stored(page, pageID);
      deepStrictEqual(headingText(now.pageVersion.blocks), "Typed before the crash");
      deepStrictEqual(now.pageVersion.blocks.length, 3);
      // Saved, the draft is gone from the browser's storage (what an offer is made from), and a
      // reload offers nothing: the offer is decided as the editor first draws.
      await page.waitForFunction(() =>
        !Object.keys(localStorage).some((k) => k.startsWith("ximblox.unsaved."))
      );
      await page.reload();
      await headingField.waitFor();
      deepStrictEqual(await offer.count(), 0, "no offer after saving");

      // The live preview draws an unsaved edit; a click on a block opens its editor.
      await page.getByRole("button", { name: "Live preview" }).click();
      const frame = page.frameLocator('iframe[title="Live preview of your unsaved changes"]');
      await frame.getByText("Typed before the crash").waitFor();
      await headingField.fill("Seen in the preview");
      await frame.getByText("Seen in the preview").waitFor();
      ok(
        (await stored(page, pageID)).pageVersion.blocks.every((b) =>
          b.props.text !== "Seen in the preview"
        ),
        "the preview stored nothing",
      );
      await page.getByRole("separator", { name: "Width of the live preview" }).focus();
      await page.keyboard.press("ArrowLeft");
      await frame.locator("[data-block-key] blockquote, [data-block-key] figure").first().click();
      await page.waitForFunction(() =>
        document.activeElement?.closest('[data-block-type="quote"]') !== null
      );
      deepStrictEqual(await seriousViolations(page), [], "editor with live preview");

      // The same preview in a window of its own follows the typing and leads back to a block.
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("button", { name: "Open the live preview in its own window" }).click(),
      ]);
      const windowFrame = popup.frameLocator(
        'iframe[title="Live preview of your unsaved changes"]',
      );
      await windowFrame.getByText("Seen in the preview").waitFor();
      await headingField.fill("Seen in the window");
      await windowFrame.getByText("Seen in the window").waitFor();
      await windowFrame.getByText("Seen in the window").click();
      await page.waitForFunction(() =>
        document.activeElement?.closest('[data-block-type="heading"]') !== null
      );
      await popup.close();
      deepStrictEqual(pageErrors, []);
      await visitor.close();
    } finally {
      await context.close();
      await server.close();
    }
  },
);
