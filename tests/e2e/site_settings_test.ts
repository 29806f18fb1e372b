/**
 * Site settings change only what the user changed (issue 19): taking a locale off the site keeps
 * its own-slug choice (shown as inactive) and the chosen default locale (shown as replaced for
 * now); putting it back restores both, in the form and in what is stored.
 */
import { deepStrictEqual } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { dismissNotifications, seriousViolations, withAdminPage } from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";
import { getSettings } from "../../lib/db/settings.ts";

const SHOTS = Deno.env.get("SCREENSHOT_DIR");
const ALL = ["en-gb", "nl-nl", "de-de", "fr-fr"];

async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("The site settings are saved.").waitFor();
  await dismissNotifications(page);
}

browserTest(
  "site settings: a locale taken off and put back keeps its own slugs and default",
  async (
    browser,
  ) => {
    const server = await startTestServer();
    const kv = server.app.deps.kv;
    await withAdminPage(browser, server, async (page) => {
      await page.goto(`${server.url}/cmsadmin/settings/site`);
      await page.getByRole("heading", { name: "Site settings", level: 1 }).waitFor();
      const defaultLocale = page.getByRole("combobox", { name: "Default locale" });
      await page.getByRole("checkbox", { name: "de-de" }).waitFor();

      // de-de off: its own slugs stay chosen, said to be inactive; saved like that.
      await page.getByRole("checkbox", { name: "de-de" }).uncheck();
      const inactive = "Own slugs for de-de are inactive while those locales are not available.";
      await page.getByText(inactive).waitFor();
      // The choice itself is still there, to be seen and removed.
      await page.locator(".mantine-MultiSelect-pill", { hasText: "de-de" }).waitFor();
      // The default locale en-gb off: nl-nl stands in, and the note says so.
      await page.getByRole("checkbox", { name: "en-gb" }).uncheck();
      await page.getByText("en-gb is not available, so nl-nl is the default until it is again.")
        .waitFor();
      deepStrictEqual(await defaultLocale.inputValue(), "nl-nl");
      deepStrictEqual(await seriousViolations(page), [], "site settings accessibility");
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/site-settings-1366x768.png` });
      // Back on before saving: the default is en-gb again.
      await page.getByRole("checkbox", { name: "en-gb" }).check();
      deepStrictEqual(await defaultLocale.inputValue(), "en-gb");
      await save(page);
      deepStrictEqual((await getSettings(kv)).customSlugLocales, ALL);
      deepStrictEqual((await getSettings(kv)).availableLocales, ["en-gb", "nl-nl", "fr-fr"]);

      // de-de back on: nothing else to do, the note goes, and it has its own slugs again.
      await page.reload();
      await page.getByRole("checkbox", { name: "de-de" }).check();
      deepStrictEqual(await page.getByText(inactive).count(), 0);
      await save(page);
      const stored = await getSettings(kv);
      deepStrictEqual([stored.availableLocales, stored.customSlugLocales], [ALL, ALL]);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("checkbox", { name: "fr-fr" }).uncheck();
      await page.getByText("Own slugs for fr-fr are inactive").waitFor();
      if (SHOTS) {
        await page.screenshot({
          path: `${SHOTS}/site-settings-390x844.png`,
          fullPage: true,
        });
      }
    });
  },
);
