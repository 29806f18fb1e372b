/**
 * Page tags in the editor, in a real browser: public and private tags entered on Page Settings are
 * saved with the version, suggestions come from the tag search, and the published page lists the
 * public tags only.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import {
  dismissNotifications,
  publishFromEditor,
  seriousViolations,
  signIn,
} from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";

async function stored(page: Page, pageID: string) {
  return await page.evaluate(async (id) => {
    const res = await fetch(`/api/ximblox/page/${id}`, { headers: { Accept: "application/json" } });
    return (await res.json()).page;
  }, pageID) as { slug: string; pageVersion: { tags: string[]; privateTags: string[] } };
}

async function newPage(page: Page, baseUrl: string, title: string): Promise<string> {
  await page.goto(`${baseUrl}/cmsadmin/new-page`);
  await page.getByLabel(/^Title/).fill(title);
  await page.getByText("This slug is available.").waitFor();
  await page.getByRole("button", { name: "Create page" }).click();
  await page.getByRole("heading", { name: title, level: 1 }).waitFor();
  return page.url().split("/").pop()!;
}

async function openSettings(page: Page) {
  await page.getByRole("tab", { name: "Page Settings" }).click();
  await page.getByRole("tab", { name: "Page Settings", selected: true }).waitFor();
}

browserTest("editor: public and private tags are saved; only public ones are on the page", async (
  browser,
) => {
  const server = await startTestServer();
  const context = await browser.newContext({ locale: "en-GB", bypassCSP: true });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (err) => pageErrors.push(err.message));
  try {
    await signIn(page.context(), server.url, server.adminEmail, server.adminPassword);
    const pageID = await newPage(page, server.url, "Tagged clinic");
    await openSettings(page);
    const publicTags = page.getByRole("combobox", { name: "Tags (public)" });
    const privateTags = page.getByRole("combobox", { name: "Private tags (editors only)" });
    await publicTags.fill("Health");
    await publicTags.press("Enter");
    await publicTags.fill("Lab");
    await publicTags.press("Enter");
    await privateTags.fill("needs-review");
    await privateTags.press("Enter");
    deepStrictEqual(await seriousViolations(page, "main"), [], "page settings with tags");

    await page.getByRole("button", { name: "Save", exact: true }).first().click();
    await page.getByText("Your changes were saved.").last().waitFor();
    await dismissNotifications(page);
    const saved = await stored(page, pageID);
    deepStrictEqual(saved.pageVersion.tags, ["Health", "Lab"]);
    deepStrictEqual(saved.pageVersion.privateTags, ["needs-review"]);

    await publishFromEditor(page);
    await page.getByText("The page is published.").last().waitFor();
    const site = await context.newPage();
    await site.goto(`${server.url}/${saved.slug}`);
    const list = site.getByRole("list", { name: "Tags" });
    deepStrictEqual(await list.getByRole("listitem").allInnerTexts(), ["Health", "Lab"]);
    ok(!(await site.content()).includes("needs-review"), "private tag on the public page");

    // Another page is offered the tags in use as it types.
    await newPage(page, server.url, "Second clinic");
    await openSettings(page);
    await page.getByRole("combobox", { name: "Tags (public)" }).fill("ea");
    await page.getByRole("option", { name: "Health" }).waitFor();
    await page.getByRole("combobox", { name: "Private tags (editors only)" }).fill("review");
    await page.getByRole("option", { name: "needs-review" }).waitFor();
    deepStrictEqual(pageErrors, []);
  } finally {
    await context.close();
    await server.close();
  }
});
