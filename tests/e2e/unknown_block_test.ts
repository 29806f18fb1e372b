/**
 * Unknown blocks in the editor (issue 19): a page whose stored version holds a block of a type no
 * longer registered opens with that block shown as unknown, is saved with it kept, and saved
 * again after it is removed.
 */
import { deepStrictEqual } from "node:assert";
import { browserTest } from "../_utils/browser.ts";
import {
  contextApi,
  dismissNotifications,
  seriousViolations,
  withAdminPage,
} from "../_utils/e2e.ts";
import { PAGE_API, plantStoredBlock } from "../_utils/pages.ts";
import { startTestServer } from "../_utils/server.ts";
import { getPage } from "../../lib/db/pages.ts";
import { getVersion } from "../../lib/db/versions.ts";
import { readBlocks } from "../../lib/db/version_blocks.ts";

const SHOTS = Deno.env.get("SCREENSHOT_DIR");

browserTest(
  "editor: a block of a retired type is shown as unknown, kept on save, removable",
  async (
    browser,
  ) => {
    const server = await startTestServer();
    const kv = server.app.deps.kv;
    await withAdminPage(browser, server, async (page, { context, errors }) => {
      const created = await contextApi(context, server.url, "POST", `${PAGE_API}/create`, {
        title: "Opening hours",
        slug: "opening-hours",
        type: "page",
        locale: "en-gb",
        content: [{ type: "heading", key: "h1", props: { text: "Visit us" } }],
      });
      const ids = created.body as { pageID: number; pageVersionID: number };
      await plantStoredBlock(kv, ids, {
        type: "retired-widget",
        key: "old1",
        props: { colour: "teal" },
        anchorPoint: "",
        __images: {},
        __files: {},
      });
      const blockKeys = async () => {
        const p = await getPage(kv, ids.pageID);
        return (await readBlocks(kv, (await getVersion(kv, p!.latestVersionID))!)).map((b) =>
          b.key
        );
      };

      await page.goto(`${server.url}/cmsadmin/page/${ids.pageID}`);
      const unknown = page.locator('[data-block-key="old1"]');
      await unknown.getByText(
        "Block type “retired-widget” is not registered; it is kept but not shown on the site.",
      ).waitFor();
      deepStrictEqual(await seriousViolations(page, '[data-block-key="old1"]'), []);
      await unknown.scrollIntoViewIfNeeded();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/unknown-block-1366x768.png` });

      // Another block edited; the unknown one is kept as it was.
      await page.locator('[data-block-key="h1"]').getByLabel(/^Heading text/).fill("Visit us soon");
      await page.getByRole("button", { name: "Save", exact: true }).first().click();
      await page.getByText("Your changes were saved.").last().waitFor();
      await dismissNotifications(page);
      deepStrictEqual(await blockKeys(), ["h1", "old1"]);

      // Removed: saved as well.
      await page.setViewportSize({ width: 390, height: 844 });
      await unknown.scrollIntoViewIfNeeded();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/unknown-block-390x844.png` });
      await page.getByRole("button", { name: "More actions for retired-widget (block 2)" }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await page.getByRole("dialog", { name: "Delete block" }).getByRole("button", {
        name: "Delete",
      }).click();
      await unknown.waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Save", exact: true }).first().click();
      await page.getByText("Your changes were saved.").last().waitFor();
      deepStrictEqual(await blockKeys(), ["h1"]);
      deepStrictEqual(errors, []);
    });
  },
);
