/**
 * Deleting a library file that published pages use, in a real browser (issue 19): the library
 * names the pages before deleting; a page published meanwhile makes the server refuse (ML_08)
 * and the screen asks again, naming it; the link report then lists what the pages miss.
 * SCREENSHOTS=dir keeps pictures of the dialogs and the report at both sizes.
 */
import { deepStrictEqual, ok } from "node:assert";
import { Image } from "imagescript";
import type { Locator, Page } from "playwright-core";
import type { TestClient } from "../_utils/app.ts";
import { browserTest } from "../_utils/browser.ts";
import { ADMIN_WINDOW, seriousViolations, signInToAdmin } from "../_utils/e2e.ts";
import { createTestPage, PAGE_API } from "../_utils/pages.ts";
import { startTestServer } from "../_utils/server.ts";

const SHOTS = Deno.env.get("SCREENSHOTS");
const LIB = "/api/ximblox/medialib";

async function shots(page: Page, name: string, focus?: Locator) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  if (focus) await focus.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1366, height: 768 });
}

async function uploadPng(c: TestClient, name: string, color: number): Promise<number> {
  const form = new FormData();
  form.append("path", "/");
  const bytes = await new Image(64, 48).fill(color).encode();
  form.append("f", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/png" }));
  const res = await c.request("POST", `${LIB}/add-file`, { body: form });
  return res.body.file.id;
}

async function publishedPageWith(c: TestClient, fileID: number, title: string, slug: string) {
  const { pageID } = await createTestPage(c, {
    title,
    slug,
    content: [{
      type: "image",
      key: "img",
      props: { image: { fileID, cropParams: null }, altText: "" },
    }],
  });
  await c.post(`${PAGE_API}/${pageID}/publish`);
  return pageID;
}

browserTest("media: deleting a file published pages use names them first", async (browser) => {
  const server = await startTestServer();
  const api = await server.app.signedIn(1);
  const team = await uploadPng(api, "team.png", 0x3366ccff);
  const logo = await uploadPng(api, "logo.png", 0xcc6633ff);
  await publishedPageWith(api, team, "Our team", "team");
  const context = await browser.newContext(ADMIN_WINDOW);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (err) => pageErrors.push(err.message));
  const exists = async (id: number) => (await api.post(`${LIB}/get-file`, { id })).status === 200;
  try {
    await signInToAdmin(page, server.url, server.adminEmail, server.adminPassword);
    await page.goto(`${server.url}/cmsadmin/medialibrary`);
    const main = page.getByRole("main");

    // The warning names the published page; confirmed, the file goes.
    await main.locator(`.media-grid [data-file-id="${team}"]`).click();
    await main.locator(`.media-grid [data-file-id="${team}"]`).press("Delete");
    const ask = page.getByRole("dialog", { name: "Delete file" });
    await ask.getByText(/^Our team/).waitFor();
    deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "delete dialog");
    await shots(page, "media-delete");
    await ask.getByRole("button", { name: "Delete" }).click();
    await page.getByText("“team.png” was deleted.").waitFor();
    ok(!(await exists(team)), "team.png is deleted");

    // A page published while the question was open: the server refuses, the screen names it.
    await main.locator(`.media-grid [data-file-id="${logo}"]`).click();
    await main.locator(`.media-grid [data-file-id="${logo}"]`).press("Delete");
    await ask.waitFor();
    await publishedPageWith(api, logo, "Home with logo", "home-logo");
    await ask.getByRole("button", { name: "Delete" }).click();
    const again = page.getByRole("dialog", { name: "Published pages use this file" });
    await again.getByText("Home with logo (en-gb, /home-logo)").waitFor();
    ok(await exists(logo), "refused: logo.png is still there");
    deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "refusal dialog");
    await shots(page, "media-delete-refused");
    await again.getByRole("button", { name: "Delete anyway" }).click();
    await page.getByText("“logo.png” was deleted.").waitFor();
    ok(!(await exists(logo)), "logo.png is deleted");

    // The link report lists both pages as missing an image.
    await page.goto(`${server.url}/cmsadmin/link-report`);
    const table = page.getByRole("table", { name: "Pages with missing images or files" });
    await table.getByRole("link", { name: "Our team" }).waitFor();
    await table.getByRole("link", { name: "Home with logo" }).waitFor();
    deepStrictEqual(await table.getByText("Published version").count(), 2);
    deepStrictEqual(await seriousViolations(page), [], "link report");
    await table.scrollIntoViewIfNeeded();
    await shots(page, "link-report", table);
    deepStrictEqual(pageErrors, []);
  } finally {
    await context.close();
    await server.close();
  }
});
