/**
 * Roles in a real browser: an administrator creates a role limited to nl-nl with edit-page, sees
 * it in the list, and gives it to a new user through the user form; axe-core checks the roles
 * screen and the role form for serious violations.
 */
import { deepStrictEqual } from "node:assert";
import { browserTest } from "../_utils/browser.ts";
import { dismissNotifications, seriousViolations, signInToAdmin } from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";
import { listRoles } from "../../lib/db/roles.ts";
import { findUserByEmail } from "../../lib/db/users.ts";

browserTest("roles: create a Dutch edit-page role and give it to a new user", async (browser) => {
  const server = await startTestServer();
  const context = await browser.newContext({ locale: "en-GB", bypassCSP: true });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (err) => pageErrors.push(err.message));
  try {
    await signInToAdmin(page, server.url, server.adminEmail, server.adminPassword);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("link", { name: "Roles" }).click();
    await page.getByRole("heading", { name: "Roles", level: 1 }).waitFor();
    await page.getByRole("cell", { name: "Administrator", exact: true }).waitFor();
    deepStrictEqual(await seriousViolations(page), [], "roles screen accessibility");

    await page.getByRole("button", { name: "Add role" }).click();
    const dialog = page.getByRole("dialog", { name: "Add role" });
    await dialog.getByLabel(/^Name/).fill("Dutch editor");
    await dialog.getByRole("checkbox", { name: "edit-page" }).check();
    await dialog.getByText("Edit the content and settings of pages.").waitFor();
    await dialog.getByLabel("Locales", { exact: true }).click();
    await page.getByRole("option", { name: "nl-nl" }).click();
    await page.keyboard.press("Escape");
    deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "role form accessibility");
    await dialog.getByRole("button", { name: "Add role" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("cell", { name: "Dutch editor", exact: true }).waitFor();
    await dismissNotifications(page);
    const stored = (await listRoles(server.app.deps.kv)).find((r) => r.name === "Dutch editor");
    deepStrictEqual(stored?.permissions, [{
      name: "edit-page",
      parameters: { locales: ["nl-nl"] },
    }]);

    // The new role is offered in the user form.
    await nav.getByRole("link", { name: "User Management" }).click();
    await page.getByRole("heading", { name: "User Management" }).waitFor();
    await page.getByRole("button", { name: "Add user" }).click();
    const userDialog = page.getByRole("dialog", { name: "Add user" });
    await userDialog.getByLabel(/^Name/).fill("Daan de Vries");
    await userDialog.getByLabel(/^E-mail address/).fill("daan@example.com");
    await userDialog.getByLabel(/^Role/).click();
    await page.getByRole("option", { name: "Dutch editor" }).click();
    await userDialog.getByRole("button", { name: "Add user" }).click();
    await userDialog.waitFor({ state: "hidden" });
    const row = page.getByRole("row").filter({ hasText: "daan@example.com" });
    await row.getByText("Dutch editor").waitFor();
    const user = await findUserByEmail(server.app.deps.kv, "daan@example.com");
    deepStrictEqual(user?.roleID, stored?.ID);
    deepStrictEqual(pageErrors, []);
  } finally {
    await context.close();
    await server.close();
  }
});
