/**
 * One's own account in a real browser: the README's default administrator (admin@localhost,
 * seeded without ADMIN_EMAIL, password printed once) changes its password on the settings
 * screen; a new own e-mail address asks for the current password, on the settings screen and in
 * User Management (issue 19). SCREENSHOTS=dir keeps pictures of the screens at both sizes.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { ADMIN_WINDOW, seriousViolations, signIn } from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";

const SHOTS = Deno.env.get("SCREENSHOTS");

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

browserTest(
  "own account: admin@localhost changes its password; own e-mail needs the password",
  async (browser) => {
    const lines: string[] = [];
    const server = await startTestServer({ ADMIN_EMAIL: "", ADMIN_PASSWORD: "" }, {
      seedLog: (line) => lines.push(line),
    });
    const printed = lines.join("\n").match(/shown only this once: (\S+)/)?.[1] ?? "";
    const context = await browser.newContext(ADMIN_WINDOW);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (err) => pageErrors.push(err.message));
    try {
      await signIn(page.context(), server.url, "admin@localhost", printed);
      await page.goto(`${server.url}/cmsadmin/user/settings`);
      await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
      deepStrictEqual(await page.getByLabel(/^E-mail address/).inputValue(), "admin@localhost");

      // A new password typed twice differently is caught before sending.
      await page.getByLabel(/^Current password/).fill(printed);
      await page.getByLabel(/^New password/).fill("Fresh-pass-12!");
      await page.getByLabel(/^Confirm new password/).fill("Fresh-pass-13!");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("The passwords do not match.").waitFor();

      await page.getByLabel(/^Confirm new password/).fill("Fresh-pass-12!");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Your settings were saved.").waitFor();
      const relogin = await server.app.client().post("/api/ximblox/auth/login", {
        email: "admin@localhost",
        password: "Fresh-pass-12!",
      });
      deepStrictEqual(relogin.status, 200, "the new password signs in");

      // A new own address asks for the current password: refused without, and when wrong.
      await page.getByLabel(/^E-mail address/).fill("root@localhost");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("The current password field is required.").waitFor();
      await shot(page, "settings-1366");
      deepStrictEqual(await seriousViolations(page), [], "settings screen accessibility");
      await page.getByLabel(/^Current password/).fill("Wrong-pass-12!");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("This current password does not match our records.").waitFor();
      await page.getByLabel(/^Current password/).fill("Fresh-pass-12!");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Your settings were saved.").first().waitFor();
      await page.getByText("root@localhost").first().waitFor();

      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, "settings-390");
      await page.setViewportSize({ width: 1366, height: 768 });

      // User Management, editing oneself: the password field appears once the address changes.
      await page.goto(`${server.url}/cmsadmin/users`);
      await page.getByRole("button", { name: /^Edit Administrator/ }).click();
      const dialog = page.getByRole("dialog", { name: "Edit user" });
      await dialog.waitFor();
      deepStrictEqual(await dialog.getByLabel(/^Your current password/).count(), 0);
      await dialog.getByLabel(/^E-mail address/).fill("admin@localhost");
      await dialog.getByLabel(/^Your current password/).waitFor();
      await dialog.getByRole("button", { name: "Save" }).click();
      await dialog.getByText("The current password field is required.").waitFor();
      await shot(page, "users-self-1366");
      deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "dialog accessibility");
      await dialog.getByLabel(/^Your current password/).fill("Fresh-pass-12!");
      await dialog.getByRole("button", { name: "Save" }).click();
      await dialog.waitFor({ state: "hidden" });
      await page.getByRole("cell", { name: "admin@localhost" }).waitFor();
      ok(pageErrors.length === 0, pageErrors.join("\n"));
    } finally {
      await context.close();
      await server.close();
    }
  },
);
