/**
 * Single sign-on in Chromium (issue 31): the sign-in screen's "Sign in with Contoso", through a
 * real OpenID provider (`oidc-provider` on loopback, tests/_utils/oidc_provider.ts) and back
 * signed in, with the role its claim maps to; a refusal shown on the sign-in screen in the
 * reader's language; and with OIDC_ONLY the form hidden behind "Use a break-glass account".
 * SCREENSHOTS=dir keeps pictures.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { ADMIN_WINDOW, seriousViolations, watchErrors } from "../_utils/e2e.ts";
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  ROLE_CLAIM,
  startOidcProvider,
} from "../_utils/oidc_provider.ts";
import { startTestServer, type TestServer } from "../_utils/server.ts";
import { createStaff } from "../_utils/app.ts";
import { findUserByEmail, getUser, getUserEntry, replaceUser } from "../../lib/db/users.ts";

const SHOTS = Deno.env.get("SCREENSHOTS");
const PHONE = { width: 390, height: 844 };
const CALLBACK = "/api/ximblox/auth/oidc/callback";
const PASSWORD = "Staff-pass-1!";

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png` });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize(ADMIN_WINDOW.viewport);
}

browserTest(
  "single sign-on: button → issuer → signed in with the claim's role; OIDC_ONLY",
  async (browser) => {
    const servers: TestServer[] = [];
    const issuer = await startOidcProvider(() => servers.map((s) => s.url + CALLBACK));
    const env = {
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET,
      OIDC_NAME: "Contoso",
      OIDC_ROLE_CLAIM: ROLE_CLAIM,
      OIDC_ROLE_MAP: JSON.stringify({ "cms-admins": "Administrator", "cms-editors": "Editor" }),
      OIDC_AUTO_CREATE: "true",
    };
    const server = await startTestServer(env);
    servers.push(server);
    const only = await startTestServer({ ...env, OIDC_ONLY: "true" });
    servers.push(only);
    const context = await browser.newContext(ADMIN_WINDOW);
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      issuer.accounts.set("sub-ann", {
        email: "ann@lab.example",
        email_verified: true,
        name: "Ann Example",
        [ROLE_CLAIM]: ["lab-staff", "cms-admins"],
      });
      issuer.next = "sub-ann";
      await page.goto(`${server.url}/cmsadmin/login`);
      const button = page.getByRole("link", { name: "Sign in with Contoso" });
      await button.waitFor();
      ok(await page.getByLabel("E-mail address").isVisible(), "the form beside it");
      deepStrictEqual(await seriousViolations(page), [], "sign-in with the button");
      await shot(page, "sign-in-oidc");

      await button.click();
      await page.getByRole("heading", { name: "CMS Dashboard" }).waitFor();
      deepStrictEqual(new URL(page.url()).pathname, "/cmsadmin/");
      const who = await page.evaluate(async () =>
        (await (await fetch("/api/ximblox/auth/user", {
          method: "POST",
          headers: {
            "X-CSRF-Token":
              document.querySelector<HTMLMetaElement>("meta[name=csrf-token]")?.content ?? "",
          },
        })).json()).User
      );
      deepStrictEqual([who.email, who.role.name, who.oidc], [
        "ann@lab.example",
        "Administrator",
        true,
      ]);

      // Someone the map gives no role: back on the sign-in screen, told so, in Dutch too.
      issuer.accounts.set("sub-bo", {
        email: "bo@lab.example",
        email_verified: true,
        [ROLE_CLAIM]: [],
      });
      issuer.next = "sub-bo";
      const other = await browser.newContext(ADMIN_WINDOW);
      const refused = await other.newPage();
      await refused.goto(`${server.url}/cmsadmin/login`);
      await refused.getByRole("link", { name: "Sign in with Contoso" }).click();
      await refused.getByText("Your organisation account has no role here.").waitFor();
      deepStrictEqual(new URL(refused.url()).pathname, "/cmsadmin/login");
      deepStrictEqual(await seriousViolations(refused), [], "a refusal shown");
      await shot(refused, "sign-in-oidc-refused");
      await refused.getByRole("combobox", { name: "Language" }).selectOption("nl");
      await refused.getByText("Je organisatieaccount heeft hier geen rol.").waitFor();
      await other.close();

      // OIDC_ONLY: only the button, and the break-glass link that shows the form.
      const closed = await context.newPage();
      await closed.goto(`${only.url}/cmsadmin/login`);
      await closed.getByRole("link", { name: "Sign in with Contoso" }).waitFor();
      const reveal = closed.getByRole("button", { name: "Use a break-glass account" });
      await reveal.waitFor();
      ok(!(await closed.getByLabel("E-mail address").isVisible()), "the form hidden");
      deepStrictEqual(await seriousViolations(closed), [], "OIDC_ONLY sign-in");
      await shot(closed, "sign-in-oidc-only");
      await reveal.click();
      await closed.getByLabel("E-mail address").waitFor();
      await shot(closed, "sign-in-oidc-only-break-glass");

      // The break-glass administrator signs in with the password and marks another account.
      const kv = only.app.deps.kv;
      const admin = (await findUserByEmail(kv, only.adminEmail))!;
      await replaceUser(kv, await getUserEntry(kv, admin.id), { ...admin, breakGlass: true });
      const kim = await createStaff(only.app.deps, {
        roleID: 2,
        name: "Kim Break",
        password: PASSWORD,
      });
      await closed.getByLabel("E-mail address").fill(only.adminEmail);
      await closed.getByLabel(/^Password/).fill(only.adminPassword);
      await closed.getByRole("button", { name: "Log in" }).click();
      await closed.getByRole("heading", { name: "CMS Dashboard" }).waitFor();
      await closed.goto(`${only.url}/cmsadmin/users`);
      await closed.getByRole("button", { name: "Edit Kim Break" }).click();
      const dialog = closed.getByRole("dialog", { name: "Edit user" });
      await dialog.getByRole("checkbox", { name: "Break-glass account" }).check();
      deepStrictEqual(await seriousViolations(closed, "[role=dialog]"), [], "user editor");
      await shot(closed, "user-editor-break-glass");
      await dialog.getByRole("button", { name: "Save" }).click();
      await dialog.waitFor({ state: "detached" });
      deepStrictEqual((await getUser(kv, kim.id))!.breakGlass, true);
      deepStrictEqual(errors, []);
    } finally {
      await context.close();
      for (const s of servers) await s.close();
      await issuer.close();
    }
  },
);
