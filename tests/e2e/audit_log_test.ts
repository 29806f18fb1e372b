/**
 * The audit log in a real browser (issue 22): what the test does — a failed and a good sign-in,
 * a publish, an audit-settings change — is listed on the screen, the filters narrow it, the CSV
 * download holds it, and the screen passes axe at desktop and phone widths (and in Dutch).
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { UTF8_BOM } from "../../lib/content/csv.ts";
import { browserTest } from "../_utils/browser.ts";
import { ADMIN_WINDOW, contextApi, seriousViolations, signIn, watchErrors } from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set. */
async function snap(page: Page, name: string) {
  const dir = Deno.env.get("SCREENSHOT_DIR");
  if (dir) await page.screenshot({ path: `${dir}/audit-log-${name}.png`, fullPage: false });
}

browserTest("audit log: lists what the test did, filters it and downloads it", async (browser) => {
  const server = await startTestServer();
  const context = await browser.newContext({ ...ADMIN_WINDOW, acceptDownloads: true });
  try {
    const page = await context.newPage();
    const errors = watchErrors(page, /401/);
    // A wrong password first: the failure is on the record, the password is not.
    const wrong = await contextApi(context, server.url, "POST", "/api/ximblox/auth/login", {
      email: server.adminEmail,
      password: "Wrong-pass-42!",
    }, false);
    deepStrictEqual(wrong.status, 401);
    await signIn(context, server.url, server.adminEmail, server.adminPassword);
    const created = await contextApi(context, server.url, "POST", "/api/ximblox/page/create", {
      title: "Audited page",
      slug: "audited-page",
      type: "page",
      locale: "en-gb",
      content: [{ type: "heading", key: "h", props: { text: "Hello", level: 2 } }],
      typeData: {},
    });
    await contextApi(
      context,
      server.url,
      "POST",
      `/api/ximblox/page/${created.body.pageID}/publish`,
    );

    // Reached from the navigation, which shows it to holders of view-audit.
    await page.goto(`${server.url}/cmsadmin/`);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const people = nav.getByRole("button", { name: "People", exact: true });
    if (await people.getAttribute("aria-expanded") !== "true") await people.click();
    await nav.getByRole("link", { name: "Audit log" }).click();
    await page.getByRole("heading", { name: "Audit log", level: 1 }).waitFor();
    const table = page.getByRole("table", { name: "Audit records" });
    const published = table.getByRole("row").filter({ hasText: "Page published" });
    await published.filter({ hasText: "en-gb/audited-page" }).waitFor();
    await table.getByRole("row").filter({ hasText: "Sign-in failed" }).waitFor();
    await table.getByRole("row").filter({ hasText: "Signed in" }).first().waitFor();
    ok(!(await page.content()).includes("Wrong-pass-42!"));

    // The settings are on the same screen for Administrators; turning addresses on is recorded
    // (with this browser's address, as the setting now says).
    await page.getByRole("switch", { name: "Keep the client address of each action" }).check();
    await page.getByRole("button", { name: "Save audit settings" }).click();
    await page.getByText("The audit settings are saved.").waitFor();
    await page.reload();
    const settingsRow = table.getByRole("row").filter({ hasText: "Audit settings saved" });
    await settingsRow.filter({ hasText: "127.0.0.1" }).waitFor();

    deepStrictEqual(await seriousViolations(page, "main"), [], "audit log accessibility");
    await snap(page, "1366");

    // Filters: by action, then by target text.
    await page.getByRole("combobox", { name: "Action" }).click();
    await page.getByRole("option", { name: "Page published" }).click();
    await page.getByText("1 record", { exact: true }).waitFor();
    deepStrictEqual(await table.getByRole("row").count(), 2); // header and one record
    await page.getByRole("textbox", { name: "Target" }).fill("no-such-target");
    await page.getByText("No records match these filters.").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await settingsRow.waitFor();

    // The download holds the records, as spreadsheet-safe CSV.
    const downloaded = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const download = await downloaded;
    ok(/^audit-log-\d{4}-\d\d-\d\d\.csv$/.test(download.suggestedFilename()));
    const csv = await Deno.readTextFile(await download.path());
    ok(csv.startsWith(UTF8_BOM + "id,at,actorID,actorName,action,target,summary,address"));
    ok(csv.includes("page-publish,en-gb/audited-page"), csv);

    // A phone: the table scrolls sideways inside its card, the page does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    // One card per record: what happened is seen without scrolling sideways.
    const cards = page.getByRole("list", { name: "Audit records" });
    await cards.getByRole("listitem").filter({ hasText: "Audit settings saved" })
      .filter({ hasText: "127.0.0.1" }).waitFor();
    const overflow = await page.evaluate(() =>
      document.documentElement.scrollWidth - document.documentElement.clientWidth
    );
    deepStrictEqual(overflow, 0, "the page scrolls sideways on a phone");
    deepStrictEqual(await seriousViolations(page, "main"), [], "audit log accessibility (phone)");
    await snap(page, "390");
    await cards.scrollIntoViewIfNeeded();
    await snap(page, "390-table");
    await page.getByRole("button", { name: "Save audit settings" }).scrollIntoViewIfNeeded();
    await snap(page, "390-settings");

    // Dutch.
    await page.evaluate(() => localStorage.setItem("ximblox.language", "nl"));
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.reload();
    await page.getByRole("heading", { name: "Auditlogboek", level: 1 }).waitFor();
    await table.or(page.getByRole("table", { name: "Auditregistraties" }))
      .getByRole("row").filter({ hasText: "Pagina gepubliceerd" }).waitFor();
    await snap(page, "1366-nl");
    deepStrictEqual(errors, []);
  } finally {
    await context.close();
    await server.close();
  }
});
