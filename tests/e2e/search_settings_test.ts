/**
 * The site search screen in a real browser (issue 11): an administrator sees the pages indexed per
 * locale, rebuilds the index with a progress bar that ends in "Done", empties it after a
 * confirmation (the public search then finds nothing), and rebuilds it again.
 */
import { deepStrictEqual, ok } from "node:assert";
import { browserTest } from "../_utils/browser.ts";
import {
  contextApi,
  dismissNotifications,
  navLink,
  seriousViolations,
  signInToAdmin,
} from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";

browserTest(
  "search settings: index all, remove all with confirmation, progress",
  async (browser) => {
    const server = await startTestServer();
    const context = await browser.newContext({ locale: "en-GB", bypassCSP: true });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (err) => pageErrors.push(err.message));
    try {
      await signInToAdmin(page, server.url, server.adminEmail, server.adminPassword);
      for (const [slug, locale] of [["bloedafname", "en-gb"], ["prikpost", "nl-nl"]]) {
        const { pageID } =
          (await contextApi(context, server.url, "POST", "/api/ximblox/page/create", {
            title: `Bloedafname ${slug}`,
            slug,
            type: "page",
            locale,
            content: [{
              type: "heading",
              key: "h",
              props: { text: "Bloedafname zonder afspraak" },
            }],
          })).body;
        await contextApi(context, server.url, "POST", `/api/ximblox/page/${pageID}/publish`);
      }
      const found = async () =>
        (await contextApi(
          context,
          server.url,
          "GET",
          "/api/ximblox/search/search?term=bloedafname",
        ))
          .body.total as number;
      deepStrictEqual(await found(), 2, "published pages are findable at once");

      await (await navLink(page, "Configuration", "Site search")).click();
      await page.getByRole("heading", { name: "Site search", level: 1 }).waitFor();
      const table = page.getByRole("table", { name: "Indexed pages" });
      await table.getByRole("row", { name: "en-gb 1" }).waitFor();
      await table.getByRole("row", { name: "nl-nl 1" }).waitFor();
      deepStrictEqual(await seriousViolations(page, "main"), [], "search screen accessibility");

      await page.getByRole("button", { name: "Remove all pages" }).click();
      const dialog = page.getByRole("dialog", { name: "Remove all pages from the search?" });
      await dialog.getByRole("button", { name: "Remove all pages" }).click();
      await page.getByText(/^Done: \d+ of \d+ pages$/).waitFor();
      await table.getByRole("row", { name: "en-gb 0" }).waitFor();
      deepStrictEqual(await found(), 0, "nothing is found once removed");

      await page.getByRole("button", { name: "Index all pages" }).click();
      await page.getByText("Done: 2 of 2 pages").waitFor();
      await page.getByRole("progressbar").waitFor();
      await table.getByRole("row", { name: "nl-nl 1" }).waitFor();
      ok(await page.getByText(/^Last full rebuild: /).isVisible(), "the rebuild date is shown");
      deepStrictEqual(await seriousViolations(page, "main"), [], "with the progress bar");
      deepStrictEqual(await found(), 2, "findable again");
      await dismissNotifications(page);
      deepStrictEqual(pageErrors, []);
    } finally {
      await context.close();
      await server.close();
    }
  },
);
