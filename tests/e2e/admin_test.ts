/**
 * The admin in a real browser against the real server: sign in, navigation, adding a user,
 * signing out through the confirmation modal, activating the new account from its e-mail and
 * signing in as that user; axe-core checks the login and users screens for serious violations.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { waitFor } from "../_utils/wait.ts";
import { navLink, seriousViolations } from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^E-mail address/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

browserTest("admin: sign in, add a user, sign out, activate the new account", async (browser) => {
  const server = await startTestServer();
  // bypassCSP only lets the test inject axe-core; the app itself runs under the CSP.
  const context = await browser.newContext({ locale: "en-GB", bypassCSP: true });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (err) => pageErrors.push(err.message));
  try {
    // A protected route sends an anonymous visitor to the login screen.
    await page.goto(`${server.url}/cmsadmin/users`);
    await page.getByRole("heading", { name: "Log in to Ximblox" }).waitFor();
    deepStrictEqual(new URL(page.url()).pathname, "/cmsadmin/login");
    deepStrictEqual(await seriousViolations(page), [], "login screen accessibility");

    // Wrong credentials show the catalogue message.
    await signIn(page, server.adminEmail, "Not-the-password-1!");
    await page.getByText("These credentials do not match our records.").waitFor();

    // After signing in the admin is back where they wanted to go.
    await signIn(page, server.adminEmail, server.adminPassword);
    await page.getByRole("heading", { name: "User Management" }).waitFor();
    deepStrictEqual(new URL(page.url()).pathname, "/cmsadmin/users");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    // The section of the current screen is open; the others open on demand.
    const usersLink = nav.getByRole("link", { name: "User Management" });
    deepStrictEqual(await usersLink.getAttribute("aria-current"), "page");
    for (const [group, label] of [["Content", "Page overview"], ["Site", "Menu structure"]]) {
      await navLink(page, group, label);
    }
    await nav.getByRole("button", { name: "Log Out" }).waitFor();
    await page.getByRole("cell", { name: server.adminEmail }).waitFor();
    deepStrictEqual(await seriousViolations(page), [], "users screen accessibility");

    // Add a user through the form.
    const email = "jane.doe@example.com";
    await page.getByRole("button", { name: "Add user" }).click();
    const dialog = page.getByRole("dialog", { name: "Add user" });
    await dialog.getByLabel(/^Name/).fill("Jane Doe");
    await dialog.getByLabel(/^E-mail address/).fill(email);
    await dialog.getByLabel(/^Job title/).fill("Editor in chief");
    await dialog.getByLabel(/^Role/).click();
    await page.getByRole("option", { name: "Editor" }).click();
    await dialog.getByRole("button", { name: "Add user" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("cell", { name: email }).waitFor();
    await page.getByText("Awaiting activation").waitFor();

    // Sign out through the confirmation modal.
    await nav.getByRole("button", { name: "Log Out" }).click();
    const confirm = page.getByRole("dialog", { name: "Log out" });
    await confirm.getByText("Are you sure you want to log out?").waitFor();
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await page.getByRole("heading", { name: "Log in to Ximblox" }).waitFor();
    deepStrictEqual(new URL(page.url()).pathname, "/cmsadmin/login");

    // Follow the activation link from the e-mail and choose a password.
    const mail = await waitFor(
      "the activation mail",
      10_000,
      () => server.mails.find((m) => m.to.includes(email)),
    );
    const link = (mail.text + " " + mail.html).match(
      /https?:\/\/[^\s"'<>]+\/cmsadmin\/activate\?token=[^\s"'<>]+/,
    )
      ?.[0];
    ok(link, `no activation link in: ${mail.text}`);
    await page.goto(link.replaceAll("&amp;", "&"));
    await page.getByRole("heading", { name: "Activate your account" }).waitFor();
    const password = "Ivory-secret-42!";
    await page.getByLabel(/^New password/).fill(password);
    await page.getByLabel(/^Confirm new password/).fill(password);
    await page.getByRole("button", { name: "Activate account" }).click();
    await page.getByText("Your account is active. You can now log in.").waitFor();
    await page.getByRole("link", { name: "Go to login" }).click();

    // The new editor signs in and sees the navigation of their role.
    await page.getByRole("heading", { name: "Log in to Ximblox" }).waitFor();
    await signIn(page, email, password);
    await page.getByRole("heading", { name: "CMS Dashboard" }).waitFor();
    await nav.getByRole("link", { name: "New page" }).waitFor();
    deepStrictEqual(await nav.getByRole("link", { name: "User Management" }).count(), 0);

    // Their own settings screen, in their language after saving it.
    await nav.getByRole("link", { name: "Settings" }).click();
    await page.getByRole("heading", { name: "Change password" }).waitFor();
    deepStrictEqual(await seriousViolations(page), [], "settings screen accessibility");
    await page.getByRole("combobox", { name: "Interface language" }).click();
    await page.getByRole("option", { name: "Deutsch" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Ihre Einstellungen wurden gespeichert.").waitFor();
    deepStrictEqual(await page.evaluate(() => document.documentElement.lang), "de");
    await page.getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Einstellungen" }).waitFor();
    deepStrictEqual(pageErrors, []);
  } finally {
    await context.close();
    await server.close();
  }
});
