/**
 * Issue 28, the page editor in a real browser against the real server (one server, one browser):
 *
 * 1. A read-only editor (another editor holds the lock) takes no input in any field kind: text,
 *    select, number, rich text (TipTap), segmented control, checkbox, tags, on every tab. What
 *    was typed is not in the document after "Take over", and Save stores none of it.
 * 4. Undo and redo cover every change, in order: typing (one step per burst), a heading level, a
 *    setting (SEO title), a rich text; by the buttons and by Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y
 *    outside a text field; inside the rich text its own undo first, then the page's.
 * 2. "Create translation" keeps its dialog (the kept links) while the editor re-renders (someone
 *    else opens the page), opens the new translation, and the Translations tab follows a publish
 *    without a reload.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { createStaff, TestClient } from "../_utils/app.ts";
import {
  ADMIN_WINDOW,
  dismissNotifications,
  heartbeatsUntil,
  publishFromEditor,
  seriousViolations,
  signInToAdmin,
  watchErrors,
} from "../_utils/e2e.ts";
import { createTestPage } from "../_utils/pages.ts";
import { startTestServer } from "../_utils/server.ts";

const PASSWORD = "Staff-pass-1!";
const SHOTS = Deno.env.get("SCREENSHOT_DIR");

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  // After a resize the navigation slides to its place: the picture waits for it.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running")
  );
  const size = page.viewportSize();
  await page.screenshot({ path: `${SHOTS}/${name}-${size?.width}x${size?.height}.png` });
}

/** The page as stored, read with `page`'s session. */
async function stored(page: Page, pageID: number) {
  return await page.evaluate(async (id) => {
    const res = await fetch(`/api/ximblox/page/${id}`, { headers: { Accept: "application/json" } });
    return (await res.json()).page;
  }, pageID) as {
    title: string;
    pageVersion: {
      title: string;
      seoTitle: string;
      blocks: { key: string; props: Record<string, unknown> }[];
    };
  };
}

/** Clicks each field as a person would and types into it, whatever state it is in. */
async function typeIntoEveryField(page: Page, panel: Locator): Promise<number> {
  const fields = panel.locator(
    'input:not([type="hidden"]), textarea, select, [contenteditable], label:has(input[type="radio"])',
  );
  const count = await fields.count();
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i);
    if (!(await field.isVisible())) continue;
    await field.scrollIntoViewIfNeeded();
    const box = await field.boundingBox();
    if (!box) continue;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.type("uurYY");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await page.keyboard.press("Escape");
  }
  return count;
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await page.getByRole("tab", { name, selected: true }).waitFor();
}

browserTest("editor: read-only takes no input, undo covers every change, translations", async (
  browser,
) => {
  const server = await startTestServer();
  const contexts: BrowserContext[] = [];
  try {
    const [evaUser, bobUser] = await Promise.all(
      ["Eva Editor", "Bob Builder"].map((name) =>
        createStaff(server.app.deps, { roleID: 2, name, password: PASSWORD })
      ),
    );
    const admin = await new TestClient(server.app.app).signIn(
      server.adminEmail,
      server.adminPassword,
    );
    const content = [
      { type: "heading", key: "h", props: { text: "Hello", level: 2 } },
      { type: "text", key: "t", props: { html: "<p>Opening hours</p>" } },
      {
        type: "button",
        key: "b",
        props: { label: "Read more", link: { kind: "external", value: "https://example.com" } },
      },
    ];
    const { pageID } = await createTestPage(admin, { title: "Opening hours", content });

    const open = async (user: { email: string }, password = PASSWORD) => {
      const context = await browser.newContext(ADMIN_WINDOW);
      contexts.push(context);
      // A running clock that heartbeatsUntil moves on to the next heartbeat (not waited out).
      await context.clock.install();
      const page = await context.newPage();
      page.on("dialog", (dialog) => void dialog.accept());
      await signInToAdmin(page, server.url, user.email, password);
      return page;
    };
    const [eva, bob] = await Promise.all([open(evaUser), open(bobUser)]);
    const evaErrors = watchErrors(eva);
    const bobErrors = watchErrors(bob);
    const heading = (page: Page) =>
      page.locator('[data-block-type="heading"]').getByLabel(/^Heading text/);
    const richText = (page: Page) => page.locator('[data-block-type="text"] [contenteditable]');

    // --- 1. Read-only means read-only, for every field kind ---
    await eva.goto(`${server.url}/cmsadmin/page/${pageID}`);
    await bob.goto(`${server.url}/cmsadmin/page/${pageID}`);
    await heading(eva).waitFor();
    await heading(eva).fill("Eva's hours");
    await heartbeatsUntil(bob, bob.getByRole("button", { name: "Take over" }));
    await richText(bob).waitFor();
    deepStrictEqual(await richText(bob).getAttribute("contenteditable"), "false");
    for (const tab of ["Overview", "Page Settings", "SEO Settings"]) {
      await openTab(bob, tab);
      const panel = bob.getByRole("tabpanel", { name: tab });
      const tried = await typeIntoEveryField(bob, panel);
      ok(tried > 0, `fields tried on ${tab}`);
    }
    await openTab(bob, "Overview");
    deepStrictEqual(await richText(bob).innerText(), "Opening hours", "the rich text took nothing");
    ok(!(await bob.getByText("uurYY").count()), "nothing typed shows anywhere");
    ok(
      !(await bob.getByText("Unsaved changes", { exact: true }).count()),
      "the document is not dirty",
    );
    await shot(bob, "editor-read-only");
    await bob.setViewportSize({ width: 390, height: 844 });
    await shot(bob, "editor-read-only");
    await bob.setViewportSize(ADMIN_WINDOW.viewport);

    await bob.getByRole("button", { name: "Take over" }).click();
    // Taken over with nothing unsaved, the editor reloads what is stored; the focus then goes on
    // from the page's first field.
    await bob.waitForFunction(() => document.activeElement?.matches("#main [role=tabpanel] input"));
    await heading(bob).and(bob.locator(":enabled")).waitFor();
    deepStrictEqual(await richText(bob).getAttribute("contenteditable"), "true");
    // Bob's own edit after the take-over is stored; nothing from the read-only time is.
    await heading(bob).fill("Bob's hours");
    await bob.getByRole("button", { name: "Save", exact: true }).click();
    await bob.getByText("Your changes were saved.").last().waitFor();
    await dismissNotifications(bob);
    const afterTakeOver = await stored(bob, pageID);
    ok(!JSON.stringify(afterTakeOver).includes("uurYY"), JSON.stringify(afterTakeOver));
    deepStrictEqual(afterTakeOver.title, "Opening hours");
    deepStrictEqual(afterTakeOver.pageVersion.seoTitle, "");
    deepStrictEqual(
      afterTakeOver.pageVersion.blocks.map((b) => b.props),
      [{ text: "Bob's hours", level: 2 }, content[1].props, {
        ...content[2].props,
        style: "primary",
      }],
    );
    await eva.close();

    // --- 4. Undo and redo cover every change, in order ---
    const undo = bob.getByRole("button", { name: "Undo", exact: true });
    const redo = bob.getByRole("button", { name: "Redo", exact: true });
    const level = bob.locator('[data-block-type="heading"] select');
    const seoTitle = async () => {
      await openTab(bob, "SEO Settings");
      const value = await bob.getByLabel(/^SEO title/).inputValue();
      await openTab(bob, "Overview");
      return value;
    };
    await heading(bob).fill("Blood tests");
    await level.selectOption("3");
    await openTab(bob, "SEO Settings");
    await bob.getByLabel(/^SEO title/).fill("Blood tests at the lab");
    await openTab(bob, "Overview");
    await richText(bob).click();
    await bob.keyboard.press("End");
    await bob.keyboard.type(" and more");
    ok(await undo.isEnabled(), "undo is there while the changes are unsaved");
    await shot(bob, "editor-undo");

    // Inside the rich text, Ctrl+Z and Ctrl+Shift+Z take back and bring back its own typing.
    await bob.keyboard.press("Control+z");
    await richText(bob).getByText("Opening hours", { exact: true }).waitFor();
    await bob.keyboard.press("Control+Shift+z");
    await richText(bob).getByText("Opening hours and more").waitFor();
    // The page's undo, by the button: the rich text, then (Ctrl+Z outside a text field) the SEO
    // title and the level, then the typing into the heading.
    await undo.click();
    await richText(bob).getByText("Opening hours", { exact: true }).waitFor();
    await bob.keyboard.press("Control+z");
    deepStrictEqual(await seoTitle(), "");
    await bob.keyboard.press("Control+z"); // the focus is on the tab
    deepStrictEqual(await level.inputValue(), "2");
    await undo.click();
    deepStrictEqual(await heading(bob).inputValue(), "Bob's hours");
    await bob.getByText("Unsaved changes", { exact: true }).waitFor({ state: "detached" });
    // Redo by button, Ctrl+Shift+Z and Ctrl+Y, in order.
    await redo.click();
    deepStrictEqual(await heading(bob).inputValue(), "Blood tests");
    await bob.keyboard.press("Control+Shift+z");
    deepStrictEqual(await level.inputValue(), "3");
    await bob.keyboard.press("Control+y");
    deepStrictEqual(await seoTitle(), "Blood tests at the lab");
    await bob.keyboard.press("Control+y");
    await richText(bob).getByText("Opening hours and more").waitFor();
    ok(await redo.isDisabled(), "nothing left to redo");
    // After the page's redo, Ctrl+Z in the rich text takes its text back, not anything older.
    await richText(bob).click();
    await bob.keyboard.press("Control+z");
    await richText(bob).getByText("Opening hours", { exact: true }).waitFor();
    // The buttons are reached and used by the keyboard, by their names.
    await redo.focus();
    await bob.keyboard.press("Enter");
    await richText(bob).getByText("Opening hours and more").waitFor();
    await undo.focus();
    await bob.keyboard.press("Enter");
    await richText(bob).getByText("Opening hours", { exact: true }).waitFor();
    const violations = await seriousViolations(bob, "#main");
    ok(violations.length === 0, JSON.stringify(violations));
    await bob.setViewportSize({ width: 390, height: 844 });
    await shot(bob, "editor-undo");
    await bob.setViewportSize(ADMIN_WINDOW.viewport);
    await bob.getByRole("button", { name: "Save", exact: true }).click();
    await bob.getByText("Your changes were saved.").last().waitFor();
    const afterUndo = await stored(bob, pageID);
    deepStrictEqual(afterUndo.pageVersion.blocks[0].props, { text: "Blood tests", level: 3 });
    deepStrictEqual(afterUndo.pageVersion.blocks[1].props, content[1].props);
    deepStrictEqual(afterUndo.pageVersion.seoTitle, "Blood tests at the lab");

    // --- 2. Create translation: the dialog holds, the translation opens, the tab follows ---
    const ed = await open({ email: server.adminEmail }, server.adminPassword);
    const edErrors = watchErrors(ed);
    const source = await createTestPage(admin, {
      title: "About us",
      content: [{
        type: "text",
        key: "t",
        props: { html: `<p><a href="/page-elsewhere">Prices</a></p>` },
      }],
    });
    const linked = await createTestPage(admin, { title: "Prices", slug: "page-elsewhere" });
    ok(linked.pageID > 0);
    await ed.goto(`${server.url}/cmsadmin/page/${source.pageID}`);
    await ed.getByRole("heading", { name: "About us", level: 1 }).waitFor();
    await openTab(ed, "Translations");
    const row = (locale: string) => ed.locator(`tr[data-locale="${locale}"]`);
    await row("en-gb").getByText("Concept").waitFor();
    // Published from the open tab: its state follows without a reload.
    await publishFromEditor(ed);
    await ed.getByText("The page is published.").waitFor();
    await row("en-gb").getByText("Published").waitFor();

    await ed.getByRole("button", { name: "Translate into nl-nl" }).click();
    const dialog = ed.getByRole("dialog", { name: "Translate into nl-nl" });
    await dialog.getByLabel(/^Title/).fill("Over ons");
    await dialog.getByText("This slug is available.").waitFor();
    await dialog.getByRole("button", { name: "Create translation" }).click();
    await dialog.getByText("1 link still leads to a page in the source's language").waitFor();
    // Someone else opens the page meanwhile: the editor re-renders, the dialog stays as it is.
    await bob.goto(`${server.url}/cmsadmin/page/${source.pageID}`);
    await heartbeatsUntil(ed, ed.getByText(/^Bob Builder has this page open/));
    ok(await dialog.getByText("1 link still leads").isVisible(), "the dialog was not reset");
    await row("nl-nl").getByText("Concept").waitFor();
    await shot(ed, "translations-created");
    await ed.setViewportSize({ width: 390, height: 844 });
    await shot(ed, "translations-created");
    await ed.setViewportSize(ADMIN_WINDOW.viewport);
    await dialog.getByRole("button", { name: "Open the new page" }).click();
    await ed.getByRole("heading", { name: "Over ons", level: 1 }).waitFor();
    const nlID = Number(new URL(ed.url()).pathname.split("/").pop());
    ok(nlID > 0 && nlID !== source.pageID, ed.url());
    await openTab(ed, "Translations");
    await row("nl-nl").getByText("This page").waitFor();
    await shot(ed, "translations-tab");
    await ed.setViewportSize({ width: 390, height: 844 });
    await shot(ed, "translations-tab");

    deepStrictEqual(evaErrors, []);
    deepStrictEqual(bobErrors, []);
    deepStrictEqual(edErrors, []);
  } finally {
    for (const context of contexts) await context.close();
    await server.close();
  }
});
