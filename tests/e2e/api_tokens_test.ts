/**
 * Configuration → API tokens in a real browser (issue 32): the empty state, a token made with
 * the keyboard and shown once (it reads the content API; gone from the screen once the dialog
 * closes), listed with its scope, revoked after a confirmation (the API then refuses it), axe
 * on the list and on both dialogs.
 */
import { deepStrictEqual, ok } from "node:assert";
import { browserTest } from "../_utils/browser.ts";
import { dismissNotifications, navLink, seriousViolations, signInToAdmin } from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";

browserTest("API tokens: create, shown once, revoke", async (browser) => {
  const server = await startTestServer();
  const context = await browser.newContext({ locale: "en-GB", bypassCSP: true });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (err) => pageErrors.push(err.message));
  const read = (token: string) =>
    fetch(`${server.url}/api/content/v1/pages`, { headers: { Authorization: `Bearer ${token}` } })
      .then(async (res) => {
        await res.body?.cancel();
        return res.status;
      });
  try {
    await signInToAdmin(page, server.url, server.adminEmail, server.adminPassword);
    await (await navLink(page, "Configuration", "API tokens")).click();
    await page.getByRole("heading", { name: "API tokens", level: 1 }).waitFor();
    await page.getByText(/^No API tokens yet\./).waitFor();
    deepStrictEqual(await seriousViolations(page, "main"), [], "empty state");

    // Made with the keyboard: the dialog's first field has focus, Enter submits.
    await page.getByRole("button", { name: "New token" }).click();
    const form = page.getByRole("dialog", { name: "New API token" });
    await form.getByRole("textbox", { name: "Name" }).waitFor();
    await page.keyboard.type("Patient portal");
    deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "the form");
    await page.keyboard.press("Enter");

    const shown = page.getByRole("dialog", { name: "Copy the token now" });
    const field = shown.getByRole("textbox", { name: "Token for Patient portal" });
    await field.waitFor();
    const token = await field.inputValue();
    ok(/^xbx_[A-Za-z0-9_-]{40,}$/.test(token), token);
    ok(await shown.getByRole("button", { name: "Copy token" }).isVisible());
    deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "the token dialog");
    deepStrictEqual(await read(token), 200, "the token reads the content API");
    await shown.getByRole("button", { name: "I have copied it" }).click();
    await shown.waitFor({ state: "detached" });

    const table = page.getByRole("table", { name: "API tokens" });
    const row = table.getByRole("row").filter({ hasText: "Patient portal" });
    await row.waitFor();
    ok((await row.textContent())!.includes("All locales"));
    ok(!(await page.content()).includes(token), "the value is not on the screen any more");
    deepStrictEqual(await seriousViolations(page, "main"), [], "the list");

    await row.getByRole("button", { name: "Revoke Patient portal" }).click();
    const confirm = page.getByRole("dialog", { name: "Revoke “Patient portal”?" });
    await confirm.getByRole("button", { name: "Revoke" }).click();
    await page.getByText(/^No API tokens yet\./).waitFor();
    deepStrictEqual(await read(token), 401, "a revoked token is refused");
    await dismissNotifications(page);
    deepStrictEqual(pageErrors, []);
  } finally {
    await context.close();
    await server.close();
  }
});
