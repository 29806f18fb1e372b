/**
 * The header's search island in a real browser against the real server, under the site's own
 * Content-Security-Policy: typing shows results, the arrow keys move through them, Escape closes
 * the list, Enter opens the active result, the count is announced; axe-core finds no serious
 * violation with the list open, nor on the search page. With JavaScript disabled the same field
 * is a plain form that goes to the search page, which lists the results.
 */
import { deepStrictEqual, equal, ok } from "node:assert";
import { browserTest } from "../_utils/browser.ts";
import { closeAll, seriousViolations, watchErrors, withScriptAndNoScript } from "../_utils/e2e.ts";
import { startTestServer, type TestServer } from "../_utils/server.ts";
import type { TestClient } from "../_utils/app.ts";
import { PAGE_API } from "../_utils/pages.ts";
import { buildIslandsIfStale } from "../../tools/build_islands.ts";

async function publishPage(admin: TestClient, slug: string, title: string, text: string) {
  const created = await admin.post(`${PAGE_API}/create`, {
    title,
    slug,
    type: "page",
    locale: "en-gb",
    content: [
      { type: "heading", key: "h", props: { text: title, level: 1 } },
      { type: "text", key: "t", props: { html: `<p>${text}</p>` } },
    ],
    typeData: {},
  });
  equal(created.status, 201, created.raw);
  const published = await admin.post(`${PAGE_API}/${created.body.pageID}/publish`);
  equal(published.status, 200, published.raw);
}

async function setUp(): Promise<TestServer> {
  await buildIslandsIfStale();
  const server = await startTestServer();
  const admin = await server.app.signedIn(1);
  await publishPage(admin, "welcome", "Welcome", "Our laboratory in the Netherlands.");
  await publishPage(admin, "blood-draw", "Blood draw", "We take blood samples at ten places.");
  await publishPage(admin, "blood-tests", "Blood tests", "Prices of blood tests and more.");
  await publishPage(admin, "parking", "Parking", "Free parking at every location.");
  return server;
}

browserTest(
  "header search: results as you type, by keyboard, under the site's policy",
  async (browser) => {
    const server = await setUp();
    // No bypassCSP: the island must hydrate under the page's own policy.
    const context = await browser.newContext({ locale: "en-GB" });
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${server.url}/welcome`);
      const box = page.getByRole("combobox", { name: "Search" });
      await box.waitFor(); // Hydrated: the plain field became a combobox.
      equal(await box.getAttribute("aria-expanded"), "false");
      equal(await box.getAttribute("placeholder"), "Search by keyword");

      await box.click();
      await box.pressSequentially("blood", { delay: 60 });
      const listbox = page.getByRole("listbox", { name: "Search results" });
      await listbox.waitFor();
      const options = listbox.getByRole("option");
      equal(await options.count(), 2);
      equal(await box.getAttribute("aria-expanded"), "true");
      deepStrictEqual(
        (await options.locator(".site-search__title").allTextContents()).sort(),
        ["Blood draw", "Blood tests"],
      );
      ok(await options.first().locator("mark").count() > 0, "matched words are marked");
      // The list hangs under the field, from its left edge, within the window (a wider list
      // aligned to one side ran off the window where the header puts the field at the other).
      const popup = (await page.locator(".site-search__popup").boundingBox())!;
      const field = (await box.boundingBox())!;
      const width = page.viewportSize()!.width;
      ok(Math.abs(popup.x - field.x) <= 1, `the list starts under the field: ${popup.x}`);
      ok(popup.x + popup.width <= width, "the list ends within the window");
      ok(popup.y >= field.y + field.height, "the list is under the field");
      await page.getByRole("status").filter({ hasText: "2 results" }).waitFor();

      // Down, down, up: the active option follows, the focus stays in the field.
      await box.press("ArrowDown");
      const first = await options.nth(0).getAttribute("id");
      equal(await box.getAttribute("aria-activedescendant"), first);
      equal(await options.nth(0).getAttribute("aria-selected"), "true");
      await box.press("ArrowDown");
      equal(
        await box.getAttribute("aria-activedescendant"),
        await options.nth(1).getAttribute("id"),
      );
      await box.press("ArrowDown");
      equal(await box.getAttribute("aria-activedescendant"), first, "wraps to the first");
      await box.press("ArrowUp");
      equal(
        await box.getAttribute("aria-activedescendant"),
        await options.nth(1).getAttribute("id"),
      );
      ok(await box.evaluate((el) => el === document.activeElement), "focus stays in the field");

      // Escape closes the list and keeps the text.
      await box.press("Escape");
      await listbox.waitFor({ state: "hidden" });
      equal(await box.getAttribute("aria-expanded"), "false");
      equal(await box.getAttribute("aria-activedescendant"), null);
      equal(await box.inputValue(), "blood");

      // Down opens it again on the first result; Enter opens that result.
      await box.press("ArrowDown");
      await listbox.waitFor();
      const title = await options.nth(0).locator(".site-search__title").textContent();
      await box.press("Enter");
      await page.waitForURL((url) => url.pathname !== "/welcome");
      await page.getByRole("heading", { level: 1, name: title! }).waitFor();

      // A term that finds nothing says so, in the list and to screen readers.
      const again = page.getByRole("combobox", { name: "Search" });
      await again.waitFor();
      await again.fill("zzzqqq");
      await page.getByRole("status").filter({ hasText: "No results found" }).waitFor();
      deepStrictEqual(errors, [], "no script errors, nothing refused by the policy");
    } finally {
      await closeAll(context);
      await server.close();
    }
  },
);

browserTest(
  "header search and search page: accessible; without JavaScript a plain form",
  async (browser) => {
    const server = await setUp();
    // axe is injected as an inline script, which the site's policy refuses: bypass it for axe.
    await withScriptAndNoScript(
      browser,
      server,
      { locale: "en-GB", bypassCSP: true },
      async (context, noScript) => {
        const page = await context.newPage();
        await page.goto(`${server.url}/welcome`);
        const box = page.getByRole("combobox", { name: "Search" });
        await box.waitFor();
        await box.click();
        await box.pressSequentially("blood", { delay: 60 });
        await page.getByRole("listbox", { name: "Search results" }).waitFor();
        await box.press("ArrowDown");
        deepStrictEqual(await seriousViolations(page), [], "the open list");

        // Without JavaScript: the field is a plain text field of a GET form to the search page.
        const plain = await noScript.newPage();
        await plain.goto(`${server.url}/welcome`);
        equal(await plain.getByRole("combobox").count(), 0);
        const field = plain.getByRole("textbox", { name: "Search" });
        await field.fill("blood");
        await field.press("Enter");
        await plain.waitForURL((url) => url.pathname === "/search" && url.search === "?q=blood");
        const results = plain.locator(".search-result__title a");
        deepStrictEqual((await results.allTextContents()).sort(), ["Blood draw", "Blood tests"]);
        await plain.getByText("2 results for “blood”").waitFor();
        await results.first().click();
        await plain.waitForURL((url) => url.pathname.startsWith("/blood-"));

        // The search page itself, with filters.
        await page.goto(`${server.url}/search?q=blood`);
        await page.getByRole("checkbox", { name: "Pages" }).check();
        await page.getByRole("button", { name: "Search" }).click();
        await page.waitForURL((url) => url.searchParams.get("type") === "page");
        equal(await page.locator(".search-result").count(), 2);
        deepStrictEqual(await seriousViolations(page), [], "the search page");
      },
    );
  },
);
