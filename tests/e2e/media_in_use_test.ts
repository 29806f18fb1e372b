/**
 * Deleting a library file that published pages use, in a real browser (issues 19 and 22): the
 * library names the pages before moving it to the trash; the public page then renders without
 * it, and restoring it from the trash brings the page back whole; "Replace file" puts new content
 * in its place on the public page. A page published meanwhile makes the server refuse (ML_08) and
 * the screen asks again, naming it; the link report then lists what the pages miss.
 * SCREENSHOTS=dir keeps pictures of the dialogs and the report at both sizes.
 */
import { deepStrictEqual, ok } from "node:assert";
import { Buffer } from "node:buffer";
import { Image } from "imagescript";
import type { Locator, Page } from "playwright-core";
import type { TestClient } from "../_utils/app.ts";
import { browserTest } from "../_utils/browser.ts";
import { ADMIN_WINDOW, seriousViolations, signIn } from "../_utils/e2e.ts";
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
  const bytes = await pngBytes(64, 48, color);
  form.append("f", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/png" }));
  const res = await c.request("POST", `${LIB}/add-file`, { body: form });
  return res.body.file.id;
}

async function pngBytes(width: number, height: number, color: number) {
  return await new Image(width, height).fill(color).encode();
}

/** The size of the image the public page shows (its `src`, as the browser loaded it). */
async function publicImage(page: Page, url: string): Promise<string | null> {
  await page.goto(url);
  const img = page.locator("main img").first();
  if ((await img.count()) === 0) return null;
  await img.evaluate((el: HTMLImageElement) =>
    el.complete && el.naturalWidth ? null : new Promise((done) => (el.onload = done))
  );
  return await img.evaluate((el: HTMLImageElement) =>
    `${el.naturalWidth}x${el.naturalHeight} ${el.currentSrc.split("/")[4]}`
  );
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
    await signIn(page.context(), server.url, server.adminEmail, server.adminPassword);
    await page.goto(`${server.url}/cmsadmin/medialibrary`);
    const main = page.getByRole("main");

    // The warning names the published page; confirmed, the file goes to the trash and the
    // public page renders without it.
    const visitor = await browser.newPage();
    deepStrictEqual(await publicImage(visitor, `${server.url}/team`), `64x48 ${team}`);
    await main.locator(`.media-grid [data-file-id="${team}"]`).click();
    await main.locator(`.media-grid [data-file-id="${team}"]`).press("Delete");
    const ask = page.getByRole("dialog", { name: "Move to the trash" });
    await ask.getByText(/^Our team/).waitFor();
    deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "delete dialog");
    await shots(page, "media-delete");
    await ask.getByRole("button", { name: "Move to trash" }).click();
    await page.getByText("“team.png” was moved to the trash.").waitFor();
    ok(!(await exists(team)), "team.png is in the trash");
    deepStrictEqual(await publicImage(visitor, `${server.url}/team`), null, "page without it");

    // Restored from the trash: same file, the public page whole again.
    await main.getByRole("button", { name: "Trash", exact: true }).click();
    const trash = page.getByRole("dialog", { name: "Trash" });
    await trash.getByRole("table", { name: "Files in the trash" }).waitFor();
    deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "trash dialog");
    await shots(page, "media-trash");
    await trash.getByRole("button", { name: "Restore team.png" }).click();
    await page.getByText("“team.png” was restored.").waitFor();
    await trash.getByText("The trash is empty.").waitFor();
    await trash.getByRole("button", { name: "Close" }).click();
    ok(await exists(team), "team.png is back");
    deepStrictEqual(await publicImage(visitor, `${server.url}/team`), `64x48 ${team}`);

    // Replaced: a preview of the new file first, then the public page shows the new content.
    const tile = main.locator(`.media-grid [data-file-id="${team}"]`);
    await tile.click();
    await main.getByRole("button", { name: "Replace file" }).click();
    const replace = page.getByRole("dialog", { name: "Replace “team.png”" });
    const chooser = page.waitForEvent("filechooser");
    await replace.getByRole("button", { name: "Choose the new file" }).click();
    await (await chooser).setFiles({
      name: "team-2026.png",
      mimeType: "image/png",
      buffer: Buffer.from(await pngBytes(96, 40, 0x22aa66ff)),
    });
    await replace.getByRole("img", { name: "New file" }).waitFor();
    deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "replace dialog");
    await shots(page, "media-replace");
    await replace.getByRole("button", { name: "Replace", exact: true }).click();
    await page.getByText("“team.png” was replaced.").waitFor();
    await main.getByRole("heading", { name: "Earlier versions" }).waitFor();
    await main.getByRole("heading", { name: "Focal point" }).waitFor();
    deepStrictEqual(await seriousViolations(page), [], "details with focal point and history");
    deepStrictEqual(await publicImage(visitor, `${server.url}/team`), `96x40 ${team}`);
    await visitor.close();
    await main.getByRole("button", { name: "Close details" }).click();

    // A page published while the question was open: the server refuses, the screen names it.
    await main.locator(`.media-grid [data-file-id="${logo}"]`).click();
    await main.locator(`.media-grid [data-file-id="${logo}"]`).press("Delete");
    await ask.waitFor();
    await publishedPageWith(api, logo, "Home with logo", "home-logo");
    await ask.getByRole("button", { name: "Move to trash" }).click();
    const again = page.getByRole("dialog", { name: "Published pages use this file" });
    await again.getByText("Home with logo (en-gb, /home-logo)").waitFor();
    ok(await exists(logo), "refused: logo.png is still there");
    deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "refusal dialog");
    await shots(page, "media-delete-refused");
    await again.getByRole("button", { name: "Move to the trash anyway" }).click();
    await page.getByText("“logo.png” was moved to the trash.").waitFor();
    ok(!(await exists(logo)), "logo.png is in the trash");

    // Bulk: ticking files shows what can be done with them.
    await main.getByRole("checkbox", { name: "Select team.png" }).check();
    await main.getByRole("region", { name: "Actions for the selected files" })
      .getByText("1 file selected").waitFor();
    deepStrictEqual(await seriousViolations(page), [], "library with a selection");
    await shots(page, "media-bulk");

    // The link report lists the page that still misses an image (team.png was restored).
    await page.goto(`${server.url}/cmsadmin/link-report`);
    const table = page.getByRole("table", { name: "Pages with missing images or files" });
    await table.getByRole("link", { name: "Home with logo" }).waitFor();
    deepStrictEqual(await table.getByText("Published version").count(), 1);
    await table.getByText(/in the trash: restore it in the media library/).waitFor();
    deepStrictEqual(await seriousViolations(page), [], "link report");
    await table.scrollIntoViewIfNeeded();
    await shots(page, "link-report", table);
    deepStrictEqual(pageErrors, []);
  } finally {
    await context.close();
    await server.close();
  }
});
