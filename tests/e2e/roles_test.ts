/**
 * Roles in a real browser: an administrator creates a role limited to nl-nl with edit-page, sees
 * it in the list, and gives it to a new user through the user form; axe-core checks the roles
 * screen and the role form for serious violations.
 */
import { deepStrictEqual } from "node:assert";
import { browserTest } from "../_utils/browser.ts";
import {
  contextApi,
  dismissNotifications,
  navLink,
  seriousViolations,
  signInToAdmin,
  waitForMail,
} from "../_utils/e2e.ts";
import { en } from "../../lib/i18n/admin/layout/en.ts";
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
    await (await navLink(page, "People", "Roles")).click();
    await page.getByRole("heading", { name: "Roles", level: 1 }).waitFor();
    await page.getByRole("cell", { name: "Administrator", exact: true }).waitFor();
    deepStrictEqual(await seriousViolations(page), [], "roles screen accessibility");

    await page.getByRole("button", { name: "Add role" }).click();
    const dialog = page.getByRole("dialog", { name: "Add role" });
    await dialog.getByLabel(/^Name/).fill("Dutch editor");
    // Only the limits a permission takes (PERMISSION_LIMITS): none for manage-forms, locales
    // alone for manage-menu.
    await dialog.getByRole("checkbox", { name: "Manage forms and newsletter" }).check();
    await dialog.getByRole("checkbox", { name: "Manage the menu" }).check();
    await dialog.getByLabel("Locales", { exact: true }).waitFor();
    deepStrictEqual(await dialog.getByLabel("Locales", { exact: true }).count(), 1);
    deepStrictEqual(await dialog.getByLabel("Page types", { exact: true }).count(), 0);
    await dialog.getByRole("checkbox", { name: "Manage forms and newsletter" }).uncheck();
    await dialog.getByRole("checkbox", { name: "Manage the menu" }).uncheck();
    // Each permission by its name and what it allows, never its raw key.
    await dialog.getByRole("checkbox", { name: "Edit pages" }).check();
    await dialog.getByText("Edit the content and settings of pages.").waitFor();
    deepStrictEqual(await dialog.getByText("edit-page", { exact: true }).count(), 0);
    // The internal base page type is not offered to narrow by.
    await dialog.getByLabel("Page types", { exact: true }).click();
    await page.getByRole("option", { name: "News article" }).waitFor();
    deepStrictEqual(await page.getByRole("option", { name: "Base", exact: true }).count(), 0);
    await page.keyboard.press("Escape");
    await dialog.getByLabel("Locales", { exact: true }).click();
    await page.getByRole("option", { name: "nl-nl" }).click();
    await page.keyboard.press("Escape");
    deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "role form accessibility");
    if (Deno.env.get("SCREENSHOT_DIR")) {
      await page.screenshot({ path: `${Deno.env.get("SCREENSHOT_DIR")}/role-form.png` });
    }
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
    await (await navLink(page, "People", "User Management")).click();
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

    // Daan activates the account and signs in: screens and calls reach nl-nl pages only.
    const create = (title: string, slug: string, locale: string) =>
      contextApi(context, server.url, "POST", "/api/ximblox/page/create", {
        title,
        slug,
        type: "page",
        locale,
        content: [],
      }).then((r) => r.body.pageID as number);
    const english = await create("English fees", "english-fees", "en-gb");
    const dutch = await create("Dutch tarieven", "tarieven", "nl-nl");
    const mail = await waitForMail(server.mails, "daan@example.com");
    const token = (mail.text + " " + mail.html).match(/activate\?token=([^\s"'<>&]+)/)![1];
    const daanContext = await browser.newContext({ locale: "en-GB", bypassCSP: true });
    const daan = await daanContext.newPage();
    const daanErrors: string[] = [];
    daan.on("pageerror", (err) => daanErrors.push(err.message));
    await daan.goto(`${server.url}/cmsadmin/activate?token=${token}`);
    await daan.getByLabel(/^New password/).fill("Harbor-pass-123!");
    await daan.getByLabel(/^Confirm new password/).fill("Harbor-pass-123!");
    await daan.getByRole("button", { name: "Activate account" }).click();
    await daan.getByText("Your account is active. You can now log in.").waitFor();
    await signInToAdmin(daan, server.url, "daan@example.com", "Harbor-pass-123!");
    const daanNav = daan.getByRole("navigation", { name: "Main navigation" });
    for (const hidden of ["Roles", "User Management", "Menu structure", "Site settings"]) {
      deepStrictEqual(await daanNav.getByRole("link", { name: hidden }).count(), 0, hidden);
    }
    await daan.goto(`${server.url}/cmsadmin/page-overview/page`);
    await daan.getByText("Dutch tarieven").waitFor();
    deepStrictEqual(await daan.getByText("English fees").count(), 0, "en-gb page listed");
    await daan.goto(`${server.url}/cmsadmin/roles`);
    await daan.getByRole("heading", { name: en.errors.UM_01 }).waitFor();
    const status = async (method: string, path: string, body?: unknown) =>
      (await contextApi(daanContext, server.url, method, path, body, false)).status;
    const rename = (id: number) => ({ id, slug: `renamed-${id}`, shouldUpdateLinks: false });
    deepStrictEqual({
      getEn: await status("GET", `/api/ximblox/page/${english}`),
      getNl: await status("GET", `/api/ximblox/page/${dutch}`),
      putEn: await status("PUT", `/api/ximblox/page/${english}/save`, rename(english)),
      putNl: await status("PUT", `/api/ximblox/page/${dutch}/save`, rename(dutch)),
      roles: await status("POST", "/api/ximblox/user/roles", { name: "Mine", permissions: [] }),
    }, { getEn: 403, getNl: 200, putEn: 403, putNl: 200, roles: 403 });
    await daanContext.close();
    deepStrictEqual(daanErrors, []);
  } finally {
    await context.close();
    await server.close();
  }
});
