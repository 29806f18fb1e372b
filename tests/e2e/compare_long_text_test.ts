/**
 * The three comparisons of a page's versions (issue 28) in a real browser: the review dialog of a
 * publication request, the history's "Compare selected" and the side-by-side merge after a store
 * met a newer version. Each showed rich text cut at about 140 characters, so a change further
 * down looked identical before and after; each now shows the whole text with the changed words
 * marked by <del>/<ins> (or <mark> on one side of the merge), with hidden "Removed:"/"Added:"
 * labels, and a field's name as people read it (not "html:"). axe-core checks each dialog.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Locator, Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { createStaff, TestClient } from "../_utils/app.ts";
import {
  ADMIN_WINDOW,
  dismissNotifications,
  seriousViolations,
  signIn,
  watchErrors,
} from "../_utils/e2e.ts";
import { createTestPage, PAGE_API, storeDraft } from "../_utils/pages.ts";
import { startTestServer } from "../_utils/server.ts";

const PASSWORD = "Staff-pass-1!";
const OPENING = "Our laboratory opens early on weekdays and takes blood without appointment. "
  .repeat(5);
const html = (end: string) =>
  `<p>${OPENING}</p><p>Results follow within <strong>${end}</strong>.</p>`;

/** Screenshots at laptop and phone size for a person to look at, when SCREENSHOT_DIR is set. */
async function snap(page: Page, name: string) {
  const dir = Deno.env.get("SCREENSHOT_DIR");
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png` });
  await page.setViewportSize(ADMIN_WINDOW.viewport);
}

/** The compared text field in `dialog`: the whole text, the change marked in words. */
async function checkTextDiff(dialog: Locator, removed: string[], added: string[]) {
  const diff = dialog.locator('[data-field="html"] [data-testid="text-diff"]').first();
  await diff.waitFor();
  const text = await diff.innerText();
  ok(text.includes(OPENING.trim().slice(-60)), `the whole opening is shown: ${text}`);
  deepStrictEqual(await diff.locator("del").allTextContents(), removed.map((w) => `Removed: ${w}`));
  deepStrictEqual(await diff.locator("ins").allTextContents(), added.map((w) => `Added: ${w}`));
  ok((await diff.locator("del").first().boundingBox())!.width > 1, "the removed word is seen");
  // Named as the block's form names the field, not by its prop.
  ok(!(await dialog.innerText()).includes("html"), "no raw field name");
}

browserTest("comparisons show the whole rich text with its changed words marked", async (
  browser,
) => {
  const server = await startTestServer();
  const context = await browser.newContext(ADMIN_WINDOW);
  try {
    const editor = await createStaff(server.app.deps, {
      roleID: 2,
      name: "Eva",
      password: PASSWORD,
    });
    const eva = await new TestClient(server.app.app).signIn(editor.email, PASSWORD);
    const { pageID } = await createTestPage(eva, {
      title: "Blood tests",
      content: [
        { type: "heading", key: "h", props: { text: "Walk in", level: 2 } },
        { type: "text", key: "t", props: { html: html("two working days") } },
      ],
    });
    ok(html("").indexOf("Results") > 300, "the change sits after 300 characters");
    await storeDraft(eva, pageID, {
      blocks: [
        { type: "heading", key: "h", props: { text: "Walk in", level: 2 } },
        { type: "text", key: "t", props: { html: html("one working day") } },
      ],
    });
    const asked = await eva.post(`${PAGE_API}/${pageID}/request-publication`, { comment: "" });
    deepStrictEqual(asked.status, 200, asked.raw);

    const page = await context.newPage();
    page.on("dialog", (d) => void d.accept());
    const errors = watchErrors(page, /status of 409/);
    await signIn(page.context(), server.url, server.adminEmail, server.adminPassword);

    // 1. The review dialog: the live version is none, so publish the first one and ask again.
    // (A new page is all "added"; the comparison needs a live version.)
    await page.goto(`${server.url}/cmsadmin/publication-requests`);
    await page.getByRole("button", { name: "Review the request for “Blood tests”" }).click();
    let dialog = page.getByRole("dialog", { name: "Review request" });
    await dialog.getByText("Results follow within one working day.").waitFor();
    await dialog.getByRole("button", { name: "Accept and publish" }).click();
    await dialog.getByRole("button", { name: "Accept and publish" }).click();
    await dialog.waitFor({ state: "hidden" });
    await storeDraft(eva, pageID, {
      blocks: [
        { type: "heading", key: "h", props: { text: "Walk in", level: 2 } },
        { type: "text", key: "t", props: { html: html("three working days") } },
      ],
    });
    const again = await eva.post(`${PAGE_API}/${pageID}/request-publication`, { comment: "" });
    deepStrictEqual(again.status, 200, again.raw);
    await page.reload();
    await page.getByRole("button", { name: "Review the request for “Blood tests”" }).click();
    dialog = page.getByRole("dialog", { name: "Review request" });
    await checkTextDiff(dialog, ["one", "day"], ["three", "days"]);
    await dialog.getByRole("term").filter({ hasText: /^text$/i }).first().waitFor();
    deepStrictEqual(await seriousViolations(page, '[role="dialog"]'), [], "review dialog");
    await snap(page, "review-dialog");

    // 2. The history: the two stored versions compared.
    await page.goto(`${server.url}/cmsadmin/page/${pageID}`);
    await page.getByRole("button", { name: "More page actions" }).click();
    await page.getByRole("menuitem", { name: "History" }).click();
    dialog = page.getByRole("dialog", { name: "History" });
    const ticks = dialog.getByRole("checkbox");
    await ticks.nth(1).waitFor();
    await ticks.nth(0).check();
    await ticks.nth(1).check();
    await dialog.getByRole("button", { name: "Compare selected" }).click();
    await checkTextDiff(dialog, ["one", "day"], ["three", "days"]);
    deepStrictEqual(await seriousViolations(page, '[role="dialog"]'), [], "history dialog");
    await snap(page, "history-compare");
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await dialog.waitFor({ state: "hidden" });

    // 3. The merge: Eva stores a newer version while the administrator's editor is open on the
    // older one; the administrator's store meets it and compares side by side.
    const headingField = page.locator('[data-block-type="heading"]').getByLabel(/^Heading text/);
    await headingField.waitFor();
    await storeDraft(eva, pageID, {
      blocks: [
        { type: "heading", key: "h", props: { text: "Walk in", level: 2 } },
        { type: "text", key: "t", props: { html: html("four working days") } },
      ],
    });
    await headingField.fill("Walk in today");
    await dismissNotifications(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("button", { name: "Compare side by side" }).click();
    dialog = page.getByRole("dialog", { name: "Your changes and the stored version" });
    const row = dialog.locator('[data-field="html"]');
    await row.first().waitFor();
    deepStrictEqual(
      await row.locator("mark").allTextContents(),
      ["Only in your version: three", "Only in the stored version: four"],
    );
    ok((await row.first().innerText()).includes(OPENING.trim().slice(-60)), "whole text");
    ok(!(await dialog.innerText()).includes("html"), "no raw field name in the merge");
    deepStrictEqual(await seriousViolations(page, '[role="dialog"]'), [], "merge dialog");
    await snap(page, "merge-dialog");
    ok(errors.length === 0, errors.join("\n"));
  } finally {
    await context.close();
    await server.close();
  }
});
