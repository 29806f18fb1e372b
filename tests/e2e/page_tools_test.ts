/**
 * The editor's page tools in a real browser: the history (restore an earlier state), the
 * schedule (a publish time shown in the header), duplicate (the copy opens), and the link report
 * (a link to a page that does not exist). axe-core checks the history and the report.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { dismissNotifications, seriousViolations, signInToAdmin } from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";

/** Calls the API from the signed-in page, with the CSRF token like the admin does. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const probe = await page.request.get(new URL("/api/ximblox/settings/get", page.url()).href);
  const token = probe.headers()["x-csrf-token"];
  const res = await page.request.fetch(new URL(path, page.url()).href, {
    method,
    headers: { "X-CSRF-Token": token, "Content-Type": "application/json" },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  ok(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`);
  return await res.json();
}

/** Screenshots at laptop and phone size for a person to look at, when SCREENSHOT_DIR is set. */
async function shots(page: Page, name: string) {
  const dir = Deno.env.get("SCREENSHOT_DIR");
  if (!dir) return;
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `${dir}/${name}-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png` });
  await page.setViewportSize({ width: 1366, height: 768 });
}

browserTest("page tools: history restore, schedule, duplicate, link report", async (browser) => {
  const server = await startTestServer();
  // An editor abroad: the schedule still speaks the site's time (Europe/Amsterdam).
  const context = await browser.newContext({
    locale: "en-GB",
    bypassCSP: true,
    timezoneId: "America/New_York",
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (err) => pageErrors.push(err.message));
  try {
    await signInToAdmin(page, server.url, server.adminEmail, server.adminPassword);

    // A page stored twice, with a button to a page that does not exist.
    const { pageID, pageVersionID } = await api(page, "POST", "/api/ximblox/page/create", {
      title: "Prices",
      slug: "prices",
      type: "page",
      locale: "en-gb",
      content: [
        { type: "heading", key: "h", props: { text: "First prices" } },
        {
          type: "button",
          key: "b",
          props: { label: "More", link: { kind: "internal", value: "missing-page" } },
        },
      ],
    });
    const v =
      (await api(page, "GET", `/api/ximblox/page/version/fetch/${pageVersionID}`)).pageVersion;
    await api(page, "POST", `/api/ximblox/page/version/${pageVersionID}/store`, {
      ...v,
      blocks: [{ ...v.blocks[0], props: { text: "Second prices", level: 2 } }, v.blocks[1]],
    });

    await page.goto(`${server.url}/cmsadmin/page/${pageID}`);
    await page.getByRole("heading", { name: "Prices", level: 1 }).waitFor();
    const headingField = page.locator('[data-block-type="heading"]').getByLabel(/^Heading text/);
    deepStrictEqual(await headingField.inputValue(), "Second prices");

    // History: two stored states; restore the first.
    await page.getByRole("button", { name: "More page actions" }).click();
    await page.getByRole("menuitem", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "History" });
    const rows = history.getByRole("table", { name: "Stored versions" }).locator("tbody tr");
    await rows.nth(1).waitFor();
    deepStrictEqual(await rows.count(), 2);
    deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "history accessibility");
    const older = await rows.nth(1).locator("td").nth(1).innerText();
    const olderID = older.match(/\d+/)![0];
    await history.getByRole("button", { name: `Restore version ${olderID}` }).first().click();
    await history.getByRole("alert").getByRole("button", { name: `Restore version ${olderID}` })
      .click();
    await page.getByText(`Version ${olderID} is now the draft.`).waitFor();
    await page.waitForFunction(() => {
      const input = document.querySelector('[data-block-type="heading"] input');
      return (input as HTMLInputElement | null)?.value === "First prices";
    });
    await dismissNotifications(page);

    // Schedule a publication in the site's time zone, which the dialog names; the header shows it.
    await page.getByRole("button", { name: "More page actions" }).click();
    await page.getByRole("menuitem", { name: "Schedule" }).click();
    const schedule = page.getByRole("dialog", { name: "Schedule" });
    const publishAt = schedule.getByLabel("Publish at", { exact: true });
    await publishAt.fill("2035-06-01T09:30");
    await schedule.getByText("Time in Europe/Amsterdam, the site's time zone").first().waitFor();
    ok(
      (await publishAt.getAttribute("aria-describedby"))?.length,
      "the time zone is read with the field",
    );
    await shots(page, "schedule-dialog");
    await schedule.getByRole("button", { name: "Save schedule" }).click();
    await page.getByText("The schedule was saved.").waitFor();
    await page.getByText(/Publishes .*2035.*09:30.*(CEST|GMT\+2)/).first().waitFor();
    const stored = (await api(page, "GET", `/api/ximblox/page/${pageID}`)).page;
    deepStrictEqual(stored.publishAt, "2035-06-01T07:30:00.000Z", "09:30 in Amsterdam, summer");
    await dismissNotifications(page);

    // Duplicate: the copy opens in the editor.
    await page.getByRole("button", { name: "More page actions" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    const duplicate = page.getByRole("dialog", { name: "Duplicate page" });
    deepStrictEqual(await duplicate.getByLabel(/^Title/).inputValue(), "Copy of Prices");
    await duplicate.getByLabel(/^Slug/).fill("prices-copy");
    await duplicate.getByText("This slug is available.").waitFor();
    await duplicate.getByRole("button", { name: "Duplicate" }).click();
    await page.getByRole("heading", { name: "Copy of Prices", level: 1 }).waitFor();
    const copyID = Number(page.url().match(/\/page\/(\d+)$/)![1]);
    ok(copyID !== pageID, "a new page");

    // The link report lists the button to the missing page (in both pages).
    await page.goto(`${server.url}/cmsadmin/link-report`);
    await page.getByRole("heading", { name: "Link report" }).waitFor();
    const report = page.getByRole("table", { name: "Broken internal links" });
    await report.getByText("missing-page").first().waitFor();
    await report.getByText("No such page").first().waitFor();
    deepStrictEqual(await report.locator("tbody tr").count(), 2);
    deepStrictEqual(await seriousViolations(page), [], "link report accessibility");
    deepStrictEqual(pageErrors, []);
  } finally {
    await context.close();
    await server.close();
  }
});
