/**
 * The news list in a real browser against the real server, under the site's own policy: it shows
 * the 6 newest articles; "load more", reached and pressed by keyboard, appends the rest, moves
 * the focus to the first new article and says how many were added; axe-core finds no serious
 * violation before or after. Without JavaScript the same control is a link to the news archive,
 * which lists the rest.
 */
import { deepStrictEqual, equal, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { closeAll, seriousViolations, watchErrors, withScriptAndNoScript } from "../_utils/e2e.ts";
import { startTestServer, type TestServer } from "../_utils/server.ts";
import type { TestClient } from "../_utils/app.ts";
import { PAGE_API } from "../_utils/pages.ts";
import { buildIslandsIfStale } from "../../tools/build_islands.ts";

async function publish(admin: TestClient, body: Record<string, unknown>) {
  const created = await admin.post(`${PAGE_API}/create`, { locale: "en-gb", ...body });
  equal(created.status, 201, created.raw);
  const published = await admin.post(`${PAGE_API}/${created.body.pageID}/publish`);
  equal(published.status, 200, published.raw);
}

/** Eight articles, one a day in March (day 8 newest), and the news page listing them. */
async function setUp(): Promise<TestServer> {
  await buildIslandsIfStale();
  const server = await startTestServer();
  const admin = await server.app.signedIn(3);
  for (let day = 1; day <= 8; day++) {
    await publish(admin, {
      title: `Article ${day}`,
      slug: `nieuws/article-${day}`,
      type: "news",
      typeData: { author: "Anna", date: `2026-03-0${day}`, summary: `Summary ${day}`, image: null },
      content: [{ type: "text", key: "t", props: { html: `<p>Text ${day}</p>` } }],
    });
  }
  await publish(admin, {
    title: "News",
    slug: "nieuws",
    type: "page",
    content: [
      { type: "heading", key: "h", props: { text: "News", level: 1 } },
      { type: "news-list", key: "n", props: {} },
    ],
  });
  return server;
}

const titles = (page: Page) => page.locator(".news-card__link").allTextContents();

browserTest(
  "news list: 6 newest, load more by keyboard, focus and announcement",
  async (browser) => {
    const server = await setUp();
    // No bypassCSP: the island must hydrate and fetch under the page's own policy.
    const context = await browser.newContext({ locale: "en-GB" });
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${server.url}/nieuws`);
      deepStrictEqual(await titles(page), [8, 7, 6, 5, 4, 3].map((n) => `Article ${n}`));
      const more = page.getByRole("button", { name: "Load more news" });
      await more.waitFor(); // Hydrated: the link became a button.

      // From the last article's link, Tab reaches the button; Enter presses it.
      await page.getByRole("link", { name: "Article 3" }).focus();
      await page.keyboard.press("Tab");
      ok(await more.evaluate((el) => el === document.activeElement), "Tab reaches the button");
      await page.keyboard.press("Enter");

      await page.locator(".news-card").nth(7).waitFor();
      deepStrictEqual(await titles(page), [8, 7, 6, 5, 4, 3, 2, 1].map((n) => `Article ${n}`));
      await page.getByRole("status").filter({ hasText: "2 articles added" }).waitFor();
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      equal(focused, "Article 2", "the focus is on the first new article");
      equal(await more.count(), 0, "every article shows: the button is gone");
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.pathname === "/nieuws/article-2");
      await page.getByRole("heading", { level: 1, name: "Article 2" }).waitFor();
      deepStrictEqual(errors, [], "no script errors, nothing refused by the policy");
    } finally {
      await closeAll(context);
      await server.close();
    }
  },
);

browserTest(
  "news list: accessible before and after load more; without JavaScript a link to the archive",
  async (browser) => {
    const server = await setUp();
    // axe is injected as an inline script, which the site's policy refuses: bypass it for axe.
    await withScriptAndNoScript(
      browser,
      server,
      { locale: "en-GB", bypassCSP: true },
      async (context, noScript) => {
        const page = await context.newPage();
        await page.goto(`${server.url}/nieuws`);
        const more = page.getByRole("button", { name: "Load more news" });
        await more.waitFor();
        deepStrictEqual(await seriousViolations(page), [], "before load more");
        await more.click();
        await page.locator(".news-card").nth(7).waitFor();
        deepStrictEqual(await seriousViolations(page), [], "after load more");
        await page.goto(`${server.url}/nieuws/article-8`);
        deepStrictEqual(await seriousViolations(page), [], "an article");

        // Without JavaScript: the same 6, and a link that leads on to the archive.
        const plain = await noScript.newPage();
        await plain.goto(`${server.url}/nieuws`);
        equal(await plain.locator(".news-card").count(), 6);
        equal(await plain.getByRole("button", { name: "Load more news" }).count(), 0);
        await plain.getByRole("link", { name: "Load more news" }).click();
        await plain.waitForURL((url) =>
          url.pathname === "/news-archive" && url.search === "?offset=6"
        );
        deepStrictEqual(await titles(plain), ["Article 2", "Article 1"]);
        await plain.getByText("Articles 7–8 of 8").waitFor();
        await plain.getByRole("link", { name: "Newer articles" }).click();
        await plain.waitForURL((url) => url.pathname === "/news-archive" && url.search === "");
        equal(await plain.locator(".news-card").count(), 6);

        await page.goto(`${server.url}/news-archive?offset=6`);
        deepStrictEqual(await seriousViolations(page), [], "the archive");
      },
    );
  },
);
