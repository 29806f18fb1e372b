/**
 * What the admin loads and when (issue 23), seen from the browser: the sign-in screen fetches its
 * own code and the first screens' strings of the language in use and nothing else; choosing
 * another language fetches those of that one and the screen changes language without showing a
 * raw key; the signed-in layout fetches its strings of the language before it draws, and a
 * screen's own strings come with the screen; pointing at a link fetches its screen (and its
 * strings) before the click. Files are told apart by Vite's manifest of the build being served.
 */
import { deepStrictEqual, ok } from "node:assert";
import { readManifest } from "../../admin/bundle_report.ts";
import { browserTest } from "../_utils/browser.ts";
import { navLink } from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";

/** The output file of each source module the test asks about. */
function fileOf(module: string): string {
  const chunk = readManifest()[module];
  ok(chunk, `${module} is in the admin build`);
  return chunk.file.replace(/^assets\//, "");
}

/** A dotted i18n key such as `login.title` showing as text. */
const RAW_KEY = /\b(?:app|login|common|nav|errors|fields|dashboard)\.[a-zA-Z]+\b/;

browserTest("admin loading: one language and no other screen before a visit", async (browser) => {
  const server = await startTestServer();
  const context = await browser.newContext({ locale: "en-GB" });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/cmsadmin/assets/")) fetched.push(path.slice("/cmsadmin/assets/".length));
  });
  try {
    await page.goto(`${server.url}/cmsadmin/login`);
    await page.getByRole("heading", { name: "Log in to Ximblox" }).waitFor();
    await page.waitForLoadState("networkidle");
    ok(fetched.includes(fileOf("src/screens/login.tsx")), "the sign-in screen's chunk");
    ok(
      fetched.includes(fileOf("../lib/i18n/admin/core/en.ts")),
      "English, the first screens' strings",
    );
    for (
      const module of [
        "../lib/i18n/admin/layout/en.ts",
        "../lib/i18n/admin/core/nl.ts",
        "../lib/i18n/admin/layout/nl.ts",
        "../lib/i18n/admin/layout/de.ts",
        "../lib/i18n/admin/layout/fr.ts",
        "src/nav/signed_in_frame.tsx",
        "src/screens/dashboard.tsx",
        "src/screens/page_editor/editor.tsx",
        "src/screens/media/media_library.tsx",
      ]
    ) {
      ok(!fetched.includes(fileOf(module)), `${module} is not fetched by the sign-in screen`);
    }

    // Another language is fetched when chosen, and the screen goes straight to it.
    await page.getByRole("combobox", { name: "Language" }).selectOption("nl");
    await page.getByRole("heading", { name: "Inloggen bij Ximblox" }).waitFor();
    ok(fetched.includes(fileOf("../lib/i18n/admin/core/nl.ts")), "Dutch, once chosen");
    ok(
      !fetched.includes(fileOf("../lib/i18n/admin/layout/nl.ts")),
      "only the first screens' Dutch strings",
    );
    const text = await page.locator("body").innerText();
    ok(!RAW_KEY.test(text), `no raw key on the sign-in screen: ${text}`);
    deepStrictEqual(await page.evaluate(() => document.documentElement.lang), "nl");

    // Signed in, pointing at a link fetches its screen before the click.
    await page.getByLabel(/^E-mailadres/).fill(server.adminEmail);
    await page.getByLabel(/^Wachtwoord/).fill(server.adminPassword);
    await page.getByRole("button", { name: "Inloggen" }).click();
    // The account's own language (English) applies once signed in, the layout's strings of it.
    await page.getByRole("heading", { name: "CMS Dashboard" }).waitFor();
    ok(fetched.includes(fileOf("../lib/i18n/admin/layout/en.ts")), "the layout's English strings");
    const mediaStrings = fileOf("../lib/i18n/admin/media/en.ts");
    ok(!fetched.includes(mediaStrings), "the library's strings are not fetched with the dashboard");
    const dashboard = await page.locator("body").innerText();
    ok(!RAW_KEY.test(dashboard), `no raw key on the dashboard: ${dashboard}`);
    // In the Site section of the navigation (opened by navLink).
    const link = await navLink(page, "Site", "Media Library");
    const library = fileOf("src/screens/media/media_library.tsx");
    ok(!fetched.includes(library), "the library is not fetched with the dashboard");
    // Listening before the hover: the prefetch may answer before a later listener is attached.
    const prefetched = page.waitForResponse((response) => response.url().endsWith(library));
    await link.hover();
    await prefetched;
    await link.click();
    await page.getByRole("heading", { name: "Media Library", level: 1 }).waitFor();
    ok(fetched.includes(mediaStrings), "the library's strings come with it");
    const libraryText = await page.locator("main").innerText();
    ok(!/\bmedia\.[a-zA-Z]+\b/.test(libraryText), `no raw key in the library: ${libraryText}`);

    // Signed out (a fresh context, as its submit prefetches the signed-in screens):
    // the sign-in form's own checks (plain state, no form library). An empty submit names both
    // fields, and changing a field clears its message.
    const signedOut = await browser.newContext({ locale: "en-GB" });
    const fresh = await signedOut.newPage();
    await fresh.goto(`${server.url}/cmsadmin/login`);
    await fresh.getByRole("button", { name: "Log in" }).click();
    await fresh.getByText("The e-mail address field is required.").waitFor();
    await fresh.getByText("The password field is required.").waitFor();
    await fresh.getByLabel(/^E-mail address/).fill("someone@example.com");
    await fresh.getByText("The e-mail address field is required.").waitFor({ state: "detached" });
    ok(await fresh.getByText("The password field is required.").isVisible(), "password message");
    await signedOut.close();
  } finally {
    await context.close();
    await server.close();
  }
});
