/**
 * The translate dialog (issue 19): the slug suggested from the translation's title keeps the
 * source's parent path, so a translation of nieuws/… stays under nieuws/.
 */
import { deepStrictEqual } from "node:assert";
import { browserTest } from "../_utils/browser.ts";
import { contextApi, seriousViolations, withAdminPage } from "../_utils/e2e.ts";
import { PAGE_API } from "../_utils/pages.ts";
import { startTestServer } from "../_utils/server.ts";

const SHOTS = Deno.env.get("SCREENSHOT_DIR");

browserTest("translate dialog: the suggested slug keeps the parent path", async (browser) => {
  const server = await startTestServer();
  await withAdminPage(browser, server, async (page, { context }) => {
    const { body } = await contextApi(context, server.url, "POST", `${PAGE_API}/create`, {
      title: "Lab opens in Zwolle",
      slug: "nieuws/lab-opens-in-zwolle",
      type: "page",
      locale: "en-gb",
      content: [],
    });
    await page.goto(`${server.url}/cmsadmin/page/${body.pageID}`);
    await page.getByRole("tab", { name: "Translations" }).click();
    await page.getByRole("button", { name: "Translate into nl-nl" }).click();
    const dialog = page.getByRole("dialog", { name: "Translate into nl-nl" });
    const slug = dialog.getByLabel(/^Slug/);
    deepStrictEqual(await slug.inputValue(), "nieuws/lab-opens-in-zwolle");
    await dialog.getByLabel(/^Title/).fill("Lab opent in Zwolle");
    deepStrictEqual(await slug.inputValue(), "nieuws/lab-opent-in-zwolle");
    await dialog.getByText("This slug is available.").waitFor();
    deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "translate dialog");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/translate-1366x768.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/translate-390x844.png` });
    await dialog.getByRole("button", { name: "Create translation" }).click();
    await page.getByRole("heading", { name: "Lab opent in Zwolle", level: 1 }).waitFor();
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    const created = await contextApi(context, server.url, "GET", `${PAGE_API}/${id}`);
    deepStrictEqual(created.body.page.slug, "nieuws/lab-opent-in-zwolle");
  });
});
