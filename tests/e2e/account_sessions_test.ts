/**
 * Settings → Sessions and the password asked again, in a real browser (issue 31): the user sees
 * where they are signed in, signs out everywhere else; an administrator whose last proof is old
 * changes a role's permissions, is asked for the password in a dialog (a wrong one is refused
 * there), and the change goes through once it is given. SCREENSHOTS=dir keeps pictures.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { PROOF_MAX_AGE_MS } from "../../lib/auth/sessions.ts";
import { hashToken } from "../../lib/auth/tokens.ts";
import { getSession, replaceSession, type SessionRecord } from "../../lib/db/sessions.ts";
import { getRole } from "../../lib/db/roles.ts";
import { createStaff } from "../_utils/app.ts";
import { browserTest } from "../_utils/browser.ts";
import { ADMIN_WINDOW, seriousViolations, signIn, watchErrors } from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";

const SHOTS = Deno.env.get("SCREENSHOTS");
const PASSWORD = "Staff-pass-1!";
const PHONE = { ...ADMIN_WINDOW, viewport: { width: 390, height: 844 } };

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

browserTest("sessions: listed in Settings, signed out everywhere else", async (browser) => {
  const server = await startTestServer();
  const context = await browser.newContext(ADMIN_WINDOW);
  const page = await context.newPage();
  const errors = watchErrors(page);
  try {
    const user = await createStaff(server.app.deps, { roleID: 2, password: PASSWORD });
    // Two more sessions elsewhere: a phone and another computer.
    const phone = server.app.client();
    await phone.request("POST", "/api/ximblox/auth/login", {
      json: { email: user.email, password: PASSWORD },
      headers: {
        "User-Agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile/15E148 Safari/604.1",
      },
    });
    const other = await server.app.client().signIn(user.email, PASSWORD);

    await signIn(context, server.url, user.email, PASSWORD);
    await page.goto(`${server.url}/cmsadmin/user/settings`);
    const section = page.getByRole("region", { name: "Sessions" });
    await section.getByRole("listitem").nth(2).waitFor();
    deepStrictEqual(await section.getByRole("listitem").count(), 3, "three sessions");
    const mine = section.getByRole("listitem").filter({ hasText: "This browser" });
    deepStrictEqual(await mine.count(), 1);
    ok((await mine.innerText()).includes("Chrome"), await mine.innerText());
    const listed = await section.innerText();
    ok(listed.includes("Mobile Safari 18 on iOS 18.1"), listed);
    ok(listed.includes("Unknown browser"), `a session without a User-Agent: ${listed}`);
    await section.scrollIntoViewIfNeeded();
    await shot(page, "sessions-1366");
    deepStrictEqual(await seriousViolations(page), [], "settings with sessions");
    await page.setViewportSize(PHONE.viewport);
    await section.scrollIntoViewIfNeeded();
    await shot(page, "sessions-390");
    await page.setViewportSize(ADMIN_WINDOW.viewport);

    await section.getByRole("button", { name: "Sign out everywhere else" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign out everywhere else?" });
    await dialog.getByRole("button", { name: "Sign out everywhere else" }).click();
    await page.getByText("You were signed out everywhere else.").waitFor();
    await section.getByRole("listitem").nth(1).waitFor({ state: "detached" });
    deepStrictEqual(await section.getByRole("listitem").count(), 1);
    deepStrictEqual((await phone.get("/api/ximblox/auth/sessions")).status, 401);
    deepStrictEqual((await other.get("/api/ximblox/auth/sessions")).status, 401);
    deepStrictEqual(errors, []);
  } finally {
    await context.close();
    await server.close();
  }
});

browserTest(
  "an old proof: the password is asked again, then the role is saved",
  async (browser) => {
    const server = await startTestServer();
    const context = await browser.newContext(ADMIN_WINDOW);
    const page = await context.newPage();
    // The refusals the dialog exists for: 403 AUTH_REAUTH, then 400 for the wrong password.
    const errors = watchErrors(page, /status of 40[03]/);
    try {
      const admin = await createStaff(server.app.deps, { roleID: 1, password: PASSWORD });
      await signIn(context, server.url, admin.email, PASSWORD);
      // Time passes: the sign-in is now older than the proof counts.
      const token = (await context.cookies()).find((c) => c.name === "xb_session")!.value;
      const kv = server.app.deps.kv;
      const entry = await getSession(kv, hashToken(token));
      await replaceSession(kv, entry as Deno.KvEntry<SessionRecord>, {
        ...entry.value!,
        provedAt: Date.now() - PROOF_MAX_AGE_MS - 60_000,
      });

      await page.goto(`${server.url}/cmsadmin/roles`);
      await page.getByRole("button", { name: "Edit role Editor" }).click();
      const form = page.getByRole("dialog", { name: "Edit role" });
      const permission = form.getByRole("checkbox", { name: /Manage the menu/ });
      await permission.check();
      await form.getByRole("button", { name: "Save" }).click();

      const ask = page.getByRole("dialog", { name: "Confirm it is you" });
      await ask.waitFor();
      const field = ask.getByLabel(/^Password/);
      await field.waitFor();
      ok(await field.evaluate((el) => el === document.activeElement), "the password has focus");
      await shot(page, "reauth-1366");
      deepStrictEqual(await seriousViolations(page, '[role="dialog"]'), [], "the dialog");
      await field.fill("Wrong-pass-1!");
      await ask.getByRole("button", { name: "Confirm" }).click();
      await ask.getByText("This current password does not match our records.").waitFor();
      const before = await getRole(kv, 2);
      ok(!before!.permissions.some((p) => p.name === "manage-menu"), "nothing saved yet");

      await field.fill(PASSWORD);
      await ask.getByRole("button", { name: "Confirm" }).click();
      await page.getByText("Role Editor saved.").waitFor();
      await ask.waitFor({ state: "detached" });
      const after = await getRole(kv, 2);
      ok(after!.permissions.some((p) => p.name === "manage-menu"), "saved after the proof");
      deepStrictEqual(errors, []);
    } finally {
      await context.close();
      await server.close();
    }
  },
);
