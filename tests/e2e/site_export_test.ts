/**
 * Settings → Site → Export in a real browser (issue 18): an Administrator downloads the archive
 * (the button says "Preparing the export…" until the server answers), and the file is a complete
 * export with its manifest; a user whose role may manage settings but is not the Administrator
 * role neither sees the export nor gets it from the server (403 UM_01).
 */
import { deepStrictEqual, match, ok } from "node:assert";
import type { Page } from "playwright-core";
import { ARCHIVE_FORMAT_VERSION } from "../../lib/db/archive_format.ts";
import { SCHEMA_VERSION } from "../../lib/db/schema.ts";
import { createStaff } from "../_utils/app.ts";
import { browserTest } from "../_utils/browser.ts";
import { ADMIN_WINDOW, contextApi, seriousViolations, signIn } from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set. */
async function snap(page: Page, name: string) {
  const dir = Deno.env.get("SCREENSHOT_DIR");
  if (!dir) return;
  // The viewport as a person sees it, scrolled to the export (a full-page shot of this layout
  // paints its fixed header mid-page).
  await page.getByRole("region", { name: "Export" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/site-export-${name}.png` });
}

/** The lines of a gzip-compressed archive file. */
async function linesOf(path: string): Promise<string[]> {
  const file = await Deno.open(path);
  const text = await new Response(file.readable.pipeThrough(new DecompressionStream("gzip")))
    .text();
  return text.split("\n").filter(Boolean);
}

browserTest(
  "site settings: an Administrator downloads an export; others do not",
  async (browser) => {
    const server = await startTestServer();
    const context = await browser.newContext({ ...ADMIN_WINDOW, acceptDownloads: true });
    const other = await browser.newContext({ locale: "en-GB", bypassCSP: true });
    try {
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on("pageerror", (err) => pageErrors.push(err.message));
      await signIn(page.context(), server.url, server.adminEmail, server.adminPassword);
      await page.goto(`${server.url}/cmsadmin/settings/site`);
      const section = page.getByRole("region", { name: "Export" });
      await section.getByRole("button", { name: "Download export" }).waitFor();
      deepStrictEqual(await seriousViolations(page, "main"), [], "site settings accessibility");
      await snap(page, "1366");

      // The answer is held until the "preparing" state has been seen: no race with a fast server.
      let release = () => {};
      const held = new Promise<void>((resolve) => release = resolve);
      await page.route("**/api/ximblox/settings/export", async (route) => {
        await held;
        await route.continue();
      });
      const downloaded = page.waitForEvent("download");
      await section.getByRole("button", { name: "Download export" }).click();
      await section.getByRole("status").filter({ hasText: "Preparing the export…" }).waitFor();
      await snap(page, "preparing");
      release();
      const download = await downloaded;
      match(download.suggestedFilename(), /^ximblox-export-\d{4}-\d\d-\d\d-\d{6}\.jsonl\.gz$/);
      await page.getByText(/The export ximblox-export-.* is downloaded\./).waitFor();

      const lines = await linesOf(await download.path());
      const header = JSON.parse(lines[0]);
      deepStrictEqual([header.format, header.formatVersion], [
        "ximblox-archive",
        ARCHIVE_FORMAT_VERSION,
      ]);
      const { manifest } = JSON.parse(lines.at(-1)!);
      deepStrictEqual(
        [manifest.formatVersion, manifest.schemaVersion],
        [ARCHIVE_FORMAT_VERSION, SCHEMA_VERSION],
      );
      deepStrictEqual(manifest.records, lines.length - 2, "every record is counted");
      ok(manifest.counts.users >= 1 && manifest.counts.roles >= 3, JSON.stringify(manifest.counts));
      ok(!("sessions" in manifest.counts), "sessions are not carried");
      match(manifest.recordsSha256, /^[0-9a-f]{64}$/);

      await page.setViewportSize({ width: 390, height: 844 });
      await section.getByRole("button", { name: "Download export" }).waitFor();
      await snap(page, "390");

      // A role with manage-settings that is not the Administrator role: no export, here or there.
      const role = await contextApi(context, server.url, "POST", "/api/ximblox/user/roles", {
        name: "Site manager",
        permissions: [{ name: "manage-settings" }],
      });
      const manager = await createStaff(server.app.deps, {
        roleID: role.body.role.ID,
        email: "manager@example.com",
        password: "Garnet-pass-1!",
      });
      const page2 = await other.newPage();
      await signIn(page2.context(), server.url, manager.email, "Garnet-pass-1!");
      await page2.goto(`${server.url}/cmsadmin/settings/site`);
      await page2.getByRole("heading", { name: "Site settings", level: 1 }).waitFor();
      await page2.getByRole("combobox", { name: "Default locale" }).waitFor();
      deepStrictEqual(await page2.getByRole("region", { name: "Export" }).count(), 0);
      const refused = await contextApi(
        other,
        server.url,
        "POST",
        "/api/ximblox/settings/export",
        undefined,
        false,
      );
      deepStrictEqual(refused.status, 403);
      deepStrictEqual(refused.body.Errors, [{ property: "export", code: "UM_01" }]);
      deepStrictEqual(pageErrors, []);
    } finally {
      await context.close();
      await other.close();
      await server.close();
    }
  },
);
