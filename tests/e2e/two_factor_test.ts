/**
 * Two-factor sign-in in a real browser (issue 31): the administrator turns it on in Settings
 * (password, QR code and its key, a code computed here with otpauth as an app would, the
 * recovery codes), then signs in with the password and a code, and with a recovery code; a user
 * whose role requires it is held at its set-up right after the password. axe-core checks each
 * new screen. SCREENSHOTS=dir keeps pictures of them at 1366×768 and 390×844.
 */
import { totpCode } from "../_utils/totp.ts";
import { deepStrictEqual, ok } from "node:assert";
import type { Browser, Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { ADMIN_WINDOW, contextApi, seriousViolations, signIn } from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";
import { createStaff } from "../_utils/app.ts";

const SHOTS = Deno.env.get("SCREENSHOTS");

/** Pictures at both sizes, back at the admin's size after. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(ADMIN_WINDOW.viewport);
}

/** The sign-in screen's password step in a fresh window; answers its page. */
async function passwordStep(browser: Browser, url: string, email: string, password: string) {
  const context = await browser.newContext(ADMIN_WINDOW);
  const page = await context.newPage();
  await page.goto(`${url}/cmsadmin/login`);
  await page.getByLabel(/^E-mail address/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  return page;
}

browserTest(
  "two-factor: turn it on in Settings, sign in with a code and a recovery code, a role's required set-up",
  async (browser) => {
    const server = await startTestServer();
    const context = await browser.newContext(ADMIN_WINDOW);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (err) => pageErrors.push(err.message));
    try {
      await signIn(context, server.url, server.adminEmail, server.adminPassword);
      await page.goto(`${server.url}/cmsadmin/user/settings`);
      const section = page.getByRole("region", { name: "Two-factor sign-in" });
      await section.getByText("Off", { exact: true }).waitFor();
      await section.scrollIntoViewIfNeeded();
      await shots(page, "settings-two-factor");
      await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
      await section.getByLabel(/^Password/).fill("Wrong-pass-1!");
      await section.getByRole("button", { name: "Continue" }).click();
      await section.getByText("This current password does not match our records.").waitFor();
      await section.getByLabel(/^Password/).fill(server.adminPassword);
      await section.getByRole("button", { name: "Continue" }).click();

      // The QR code, and its key as text: the key is what this test "scans".
      const qr = section.getByRole("img", { name: "QR code for your authenticator app" });
      await qr.waitFor();
      await qr.scrollIntoViewIfNeeded();
      const secret = (await section.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
      ok(/^[A-Z2-7]{32}$/.test(secret), secret);
      deepStrictEqual(await seriousViolations(page), [], "the QR step's accessibility");
      await shots(page, "settings-qr");
      await section.getByLabel(/^Code from the app/).fill("000000");
      await section.getByRole("button", { name: "Turn on" }).click();
      await section.getByText("This code is not valid. Check it and try again.").waitFor();
      await section.getByLabel(/^Code from the app/).fill(totpCode(secret));
      await section.getByRole("button", { name: "Turn on" }).click();

      const list = section.getByRole("list", { name: "Your recovery codes" });
      await list.waitFor();
      const recovery = (await list.getByRole("listitem").allInnerTexts()).map((s) => s.trim());
      deepStrictEqual(recovery.length, 10);
      deepStrictEqual(await seriousViolations(page), [], "the recovery codes' accessibility");
      await shots(page, "settings-recovery-codes");
      await section.getByRole("button", { name: "I have saved my recovery codes" }).click();
      await section.getByText("On", { exact: true }).waitFor();
      await section.getByRole("button", { name: "Turn off" }).waitFor();

      // Signing in: the password, then a code (of the next step: the confirming one is spent).
      const withCode = await passwordStep(
        browser,
        server.url,
        server.adminEmail,
        server.adminPassword,
      );
      await withCode.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
      deepStrictEqual(await seriousViolations(withCode), [], "the code step's accessibility");
      await shots(withCode, "sign-in-code");
      await withCode.getByLabel(/^Code/).fill("123456");
      await withCode.getByRole("button", { name: "Verify" }).click();
      await withCode.getByText("This code is not valid. Check it and try again.").waitFor();
      await withCode.getByLabel(/^Code/).fill(totpCode(secret, 1));
      await withCode.getByRole("button", { name: "Verify" }).click();
      await withCode.getByRole("heading", { name: "CMS Dashboard" }).waitFor();
      await withCode.context().close();

      // And with a recovery code instead.
      const withRecovery = await passwordStep(
        browser,
        server.url,
        server.adminEmail,
        server.adminPassword,
      );
      await withRecovery.getByLabel(/^Code/).fill(recovery[0]);
      await withRecovery.getByRole("button", { name: "Verify" }).click();
      await withRecovery.getByRole("heading", { name: "CMS Dashboard" }).waitFor();
      // The dashboard tells the administrator that no role requires it yet.
      await withRecovery.getByTestId("no-second-factor-role").waitFor();
      await withRecovery.context().close();

      // A role that requires it: its user is held at the set-up right after the password.
      const roles = await contextApi(context, server.url, "GET", "/api/ximblox/user/roles");
      const editor = roles.body.roles.find((r: { ID: number }) => r.ID === 2);
      await contextApi(context, server.url, "PUT", "/api/ximblox/user/roles/2", {
        name: editor.name,
        permissions: editor.permissions,
        requireSecondFactor: true,
      });
      const staff = await createStaff(server.app.deps, { roleID: 2, password: "Staff-pass-1!" });
      const held = await passwordStep(browser, server.url, staff.email, "Staff-pass-1!");
      await held.getByRole("heading", { name: "Set up two-factor sign-in" }).waitFor();
      await held.getByLabel(/^Password/).waitFor();
      deepStrictEqual(await seriousViolations(held), [], "the required set-up's accessibility");
      await shots(held, "required-set-up");
      await held.getByLabel(/^Password/).fill("Staff-pass-1!");
      await held.getByRole("button", { name: "Continue" }).click();
      const heldSecret = (await held.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
      await held.getByLabel(/^Code from the app/).fill(totpCode(heldSecret));
      await held.getByRole("button", { name: "Turn on" }).click();
      await held.getByRole("button", { name: "I have saved my recovery codes" }).click();
      await held.getByRole("heading", { name: "CMS Dashboard" }).waitFor();
      await held.context().close();
      ok(pageErrors.length === 0, pageErrors.join("\n"));
    } finally {
      await context.close();
      await server.close();
    }
  },
);
