/**
 * The accessibility and quality checks in the editor, in a real browser (issue 22): the Checks
 * tab counts the problems and follows the document as one types, "Show me" focuses the field,
 * the publish confirmation lists what is open and asks once more, and the publish is recorded
 * with the number of open problems. SCREENSHOTS=dir keeps pictures at both sizes.
 */
import { deepStrictEqual } from "node:assert";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { waitFor } from "../_utils/wait.ts";
import { ADMIN_WINDOW, dismissNotifications, seriousViolations, signIn } from "../_utils/e2e.ts";
import { createTestPage } from "../_utils/pages.ts";
import { startTestServer, type TestServer } from "../_utils/server.ts";
import { getPage } from "../../lib/db/pages.ts";

const SHOTS = Deno.env.get("SCREENSHOTS");

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  // The layout animates to the narrow size (the navigation slides away): picture it settled.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running")
  );
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1366, height: 768 });
}

/** Four problems: a skipped heading level, a vague button, a video without title, no SEO text. */
const CONTENT = [
  { type: "hero", key: "top", props: { heading: "Welcome to the clinic", level: 1 } },
  { type: "heading", key: "hours", props: { text: "Opening hours", level: 3 } },
  {
    type: "button",
    key: "more",
    props: { label: "Read more", link: { kind: "internal", value: "/" } },
  },
  { type: "video", key: "tour", props: { url: "dQw4w9WgXcQ", title: "" } },
];

function count(page: Page) {
  return page.getByTestId("checks-count");
}

async function focusedField(page: Page): Promise<string | null> {
  return await page.evaluate(() => document.activeElement?.getAttribute("data-field") ?? null);
}

/**
 * Runs `fn` against a fresh server with a page in a new context (the admin's window unless
 * `options` say otherwise), collecting the page's script errors; closes both afterwards.
 */
async function withEditorPage(
  browser: Browser,
  fn: (server: TestServer, page: Page, errors: string[]) => Promise<void>,
  options: BrowserContextOptions = ADMIN_WINDOW,
): Promise<void> {
  const server = await startTestServer();
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  try {
    await fn(server, page, errors);
  } finally {
    await context.close();
    await server.close();
  }
}

browserTest(
  "checks: counted as one types, Show me, and asked again on publish",
  async (browser) => {
    await withEditorPage(browser, async (server, page, errors) => {
      const api = await server.app.signedIn(1);
      const { pageID } = await createTestPage(api, { title: "Clinic", content: CONTENT });
      await signIn(page.context(), server.url, server.adminEmail, server.adminPassword);
      await page.goto(`${server.url}/cmsadmin/page/${pageID}`);
      await page.getByRole("heading", { name: "Clinic", level: 1 }).waitFor();
      await count(page).filter({ hasText: /^4$/ }).waitFor();
      deepStrictEqual(await count(page).getAttribute("aria-label"), "4 open problems");

      await page.getByRole("tab", { name: /^Checks/ }).click();
      const list = page.getByRole("list", { name: "Open problems" });
      await list.waitFor();
      deepStrictEqual(
        await list.locator("[data-rule]").evaluateAll((els) =>
          els.map((e) => e.getAttribute("data-rule"))
        ),
        ["seo-description-missing", "heading-order", "link-text", "video-title"],
      );
      await list.getByText("Screen reader users navigate by headings", { exact: false }).waitFor();
      deepStrictEqual(await seriousViolations(page, "main"), [], "the Checks tab");
      await shots(page, "checks-panel");

      // Show me opens the block and focuses the field; fixing it there updates the count at once.
      await list.getByRole("button", { name: /^Show me: Link text “Read more”/ }).click();
      await page.waitForFunction(() =>
        document.activeElement?.getAttribute("data-field") === "label"
      );
      await page.keyboard.press("Control+A");
      await page.keyboard.type("Book an appointment");
      await count(page).filter({ hasText: /^3$/ }).waitFor();
      // A page-level problem leads to its tab.
      await page.getByRole("tab", { name: /^Checks/ }).click();
      await list.getByRole("button", { name: "Show me: No SEO description" }).click();
      await page.waitForFunction(() =>
        document.activeElement?.getAttribute("data-field") === "seoDescription"
      );
      await page.keyboard.type("Opening hours, appointments and how to find the clinic.");
      await count(page).filter({ hasText: /^2$/ }).waitFor();
      // The hero's heading level is a field too.
      await page.getByRole("tab", { name: /^Checks/ }).click();
      await list.getByRole("button", { name: /^Show me: Heading level 3/ }).click();
      await page.waitForFunction(() =>
        document.activeElement?.getAttribute("data-field") === "level"
      );
      deepStrictEqual(await focusedField(page), "level");

      // Publishing lists what is still open, and asks once more.
      await dismissNotifications(page);
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Publish this page?" });
      await dialog.getByText("This version has 2 open problems:").waitFor();
      deepStrictEqual(await dialog.locator("[data-rule]").count(), 2);
      deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "publish confirmation");
      await shots(page, "checks-publish");
      // Show me from the confirmation closes it and leads to the field.
      await dialog.getByRole("button", { name: "Show me: Video without a title" }).click();
      await dialog.waitFor({ state: "hidden" });
      await page.waitForFunction(() =>
        document.activeElement?.getAttribute("data-field") === "title"
      );
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await dialog.getByRole("button", { name: "Publish anyway" }).click();
      const again = page.getByRole("dialog", { name: "Publish with open problems?" });
      await again.getByText("Visitors will meet 2 problems.", { exact: false }).waitFor();
      await shots(page, "checks-publish-again");
      await again.getByRole("button", { name: "Publish anyway" }).click();
      await again.waitFor({ state: "hidden" });
      await page.getByText("Published", { exact: true }).first().waitFor();
      const record = await waitFor("the page published", 10_000, async () => {
        const record = await getPage(server.app.deps.kv, Number(pageID));
        return record?.publishedVersionID !== null && record;
      });
      deepStrictEqual(record?.publishedWithProblems, 2);
      await page.getByText("Published with 2 open problems").waitFor();
      deepStrictEqual(await seriousViolations(page, "main"), [], "the editor after publishing");
      await shots(page, "checks-published");

      // In Dutch, the same checks speak Dutch.
      await page.evaluate(() => localStorage.setItem("ximblox.language", "nl"));
      await page.reload();
      await page.getByRole("tab", { name: /^Controles/ }).click();
      await page.getByText("Video zonder titel").waitFor();
      deepStrictEqual(errors, []);
    });
  },
);

browserTest("checks: listed in the review dialog and in the report of published pages", async (
  browser,
) => {
  await withEditorPage(browser, async (server, page, errors) => {
    const editor = await server.app.signedIn(2);
    const { pageID } = await createTestPage(editor, { title: "Clinic", content: CONTENT });
    const asked = await editor.post(`/api/ximblox/page/${pageID}/request-publication`, {
      comment: "Please publish",
    });
    deepStrictEqual(asked.status, 200, asked.raw);
    await signIn(page.context(), server.url, server.adminEmail, server.adminPassword);

    await page.goto(`${server.url}/cmsadmin/publication-requests`);
    await page.getByRole("button", { name: "Review the request for “Clinic”" }).click();
    const review = page.getByRole("dialog", { name: "Review request" });
    await review.getByText("This version has 4 open problems:").waitFor();
    deepStrictEqual(await review.locator("[data-rule]").count(), 4);
    await review.getByText("Video without a title").waitFor();
    deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "review dialog");
    await review.getByText("Video without a title").scrollIntoViewIfNeeded();
    await shots(page, "checks-review");
    // Accepting publishes: the confirmation says the problems stay open.
    await review.getByRole("button", { name: "Accept and publish" }).click();
    await review.getByText("Visitors will meet 4 problems.", { exact: false }).waitFor();
    await review.getByRole("button", { name: "Accept and publish" }).click();
    await review.waitFor({ state: "hidden" });

    await page.goto(`${server.url}/cmsadmin/checks-report`);
    await page.getByRole("heading", { name: "Checks report", level: 1 }).waitFor();
    const list = page.getByRole("list", { name: "Published pages with open problems" });
    await list.getByRole("link", { name: "Clinic" }).waitFor();
    await page.getByText("1 published page with open problems").waitFor();
    deepStrictEqual(await list.locator("[data-rule]").count(), 4);
    deepStrictEqual(await seriousViolations(page, "main"), [], "checks report");
    await shots(page, "checks-report");
    // Another language has none.
    await page.locator("main").getByLabel("Language", { exact: true }).click();
    await page.getByRole("option", { name: "nl-nl" }).click();
    await page.getByText("No published page has open problems.").waitFor();
    deepStrictEqual(errors, []);
  });
});

browserTest("checks: a title another published page has is flagged until it changes", async (
  browser,
) => {
  await withEditorPage(browser, async (server, page) => {
    const api = await server.app.signedIn(1);
    const sound = [CONTENT[0]];
    const live = await createTestPage(api, { title: "Contact", content: sound });
    deepStrictEqual((await api.post(`/api/ximblox/page/${live.pageID}/publish`)).status, 200);
    const { pageID } = await createTestPage(api, { title: "Contact", content: sound });
    await signIn(page.context(), server.url, server.adminEmail, server.adminPassword);
    await page.goto(`${server.url}/cmsadmin/page/${pageID}`);
    // No SEO description, and (from the server) the title of the published page.
    await count(page).filter({ hasText: /^2$/ }).waitFor();
    await page.getByRole("tab", { name: /^Checks/ }).click();
    const list = page.getByRole("list", { name: "Open problems" });
    await list.getByText("Another published page in this language has the title “Contact”")
      .waitFor();
    // Show me leads to the title; another title is no duplicate, at once.
    await list.getByRole("button", { name: /^Show me: Another published page/ }).click();
    await page.waitForFunction(() => document.activeElement?.id === "page-title");
    await page.keyboard.type(" the lab");
    await count(page).filter({ hasText: /^1$/ }).waitFor();
  }, { locale: "en-GB" });
});
