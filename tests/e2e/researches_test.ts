/**
 * The researches overview on /onderzoeken in a real browser against the real server, with the
 * demo's researches published and the site speaking Dutch: by keyboard alone, pick two
 * researches and see the total price and time (announced), the 2-hour message and that an
 * appointment is needed; remove one from the panel; search with a match and with none (the
 * no-results message); axe-core finds no serious violation before or after. Without JavaScript
 * the whole list is there and the search goes to the site search, filtered to researches.
 */
import { deepStrictEqual, equal, ok } from "node:assert";
import type { Locator, Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { publishDemoPages, setDisplayLanguage } from "../_utils/demo_pages.ts";
import {
  closeAll,
  dismissNotifications,
  seriousViolations,
  signIn,
  tabTo,
  watchErrors,
  withScriptAndNoScript,
} from "../_utils/e2e.ts";
import { startTestServer, type TestServer } from "../_utils/server.ts";
import { textRewrites, watchTextRewrites } from "./_hydration.ts";
import { buildIslandsIfStale } from "../../tools/build_islands.ts";
import { DEMO_RESEARCHES, researchPages } from "../../lib/seed/demo/researches.ts";
import { messagesFor } from "../../lib/i18n/site.ts";

const TEXT = messagesFor("nl").researches;
const COUNT = DEMO_RESEARCHES.length;
const OGTT = "Glucosetolerantietest (OGTT)";

async function setUp(): Promise<TestServer & { ids: Map<string, number> }> {
  await buildIslandsIfStale();
  const server = await startTestServer();
  const admin = await server.app.signedIn(1);
  await setDisplayLanguage(admin, "nl");
  return Object.assign(server, { ids: await publishDemoPages(admin, researchPages()) });
}

/** The names of the researches shown, in order. */
function shown(page: Page): Promise<string[]> {
  return page.locator(".research:not([hidden]) .research__name").allTextContents();
}

/** The text as rendered, Intl's no-break spaces and line breaks as plain spaces. */
async function plain(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, " ").trim();
}

browserTest(
  "researches overview: pick two by keyboard, totals, the 2-hour message, search, axe",
  async (browser) => {
    const server = await setUp();
    // The policy is bypassed for axe only (it is injected inline); the second test runs the
    // island under the site's own policy.
    const context = await browser.newContext({ locale: "nl-NL", bypassCSP: true });
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await watchTextRewrites(page, ".researches__list");
      await page.goto(`${server.url}/onderzoeken`);
      const pick = (name: string) => page.getByRole("checkbox", { name, exact: true });
      await pick("Bloedbeeld").waitFor(); // Hydrated: the researches can be picked.
      deepStrictEqual(await textRewrites(page), [], "hydrating keeps the list's text as it is");
      deepStrictEqual(await seriousViolations(page), [], "before interacting");

      const count = page.locator(".researches__status");
      equal(await count.getAttribute("role"), "status");
      equal(await plain(count), `${COUNT} onderzoeken`);
      const panel = page.getByRole("region", { name: TEXT.pricingTitle });
      ok((await plain(panel)).includes(TEXT.pricingEmpty));

      // Keyboard only: Tab to a checkbox, Space picks it.
      await tabTo(page, pick("Bloedbeeld"));
      await page.keyboard.press("Space");
      ok(await pick("Bloedbeeld").isChecked());
      await tabTo(page, pick(OGTT));
      await page.keyboard.press("Space");
      ok(await pick(OGTT).isChecked());

      // €18,50 + €42,00; both blood, one procedure: the OGTT's 2 hours hold the blood count's draw.
      const totals = panel.locator(".pricing__totals");
      await totals.filter({ hasText: "60,50" }).waitFor();
      equal(await plain(totals), "Totale prijs € 60,50 Totale tijd 2 uur");
      deepStrictEqual(
        await panel.locator(".pricing__picked li > span:first-child").allTextContents(),
        [
          "Bloedbeeld",
          OGTT,
        ],
      );
      ok((await plain(panel)).includes(`Let op: ${OGTT} duurt 2 uur.`), "the 2-hour message");
      ok((await plain(panel)).includes(TEXT.sharedTime), "why the time is not the sum");
      ok((await plain(panel)).includes(TEXT.appointment), "an appointment is needed");
      const announced = page.locator(".researches > p.visually-hidden[role=status]");
      equal(
        await plain(announced),
        "2 onderzoeken gekozen. Totale prijs: € 60,50. Totale tijd: 2 uur.",
      );
      deepStrictEqual(await seriousViolations(page), [], "after picking");

      // Removed from the panel by keyboard: the focus stays in the panel.
      const remove = panel.getByRole("button", { name: "Bloedbeeld verwijderen" });
      await tabTo(page, remove);
      await page.keyboard.press("Enter");
      await totals.filter({ hasText: "42,00" }).waitFor();
      ok(!(await pick("Bloedbeeld").isChecked()));
      ok(await panel.evaluate((el) => el.contains(document.activeElement)), "focus in the panel");
      equal(
        await plain(announced),
        "1 onderzoek gekozen. Totale prijs: € 42,00. Totale tijd: 2 uur.",
      );

      // Search: one match, then none. Enter keeps the visitor on the page.
      const search = page.getByRole("searchbox", { name: TEXT.searchLabel });
      await tabTo(page, search, 200);
      await page.keyboard.type("ogtt");
      await count.filter({ hasText: "1 onderzoek gevonden" }).waitFor();
      deepStrictEqual(await shown(page), [OGTT]);
      await search.fill("urine");
      await count.filter({ hasText: "4 onderzoeken gevonden" }).waitFor();
      deepStrictEqual(await shown(page), [
        "24-uursurine",
        "Urinekweek",
        "Urineonderzoek",
        "Zwangerschapstest (hCG)",
      ]);
      await search.fill("zzzq");
      await page.keyboard.press("Enter");
      await count.filter({ hasText: "Er zijn geen onderzoeken gevonden voor “zzzq”" }).waitFor();
      equal(await plain(count), TEXT.noResults.replace("{term}", "zzzq"));
      deepStrictEqual(await shown(page), []);
      ok(new URL(page.url()).pathname === "/onderzoeken", "Enter filters in place");
      // What was picked stays picked while it is filtered out.
      ok((await plain(totals)).includes("42,00"));
      deepStrictEqual(await seriousViolations(page), [], "after searching");

      await search.fill("");
      await count.filter({ hasText: `${COUNT} onderzoeken` }).waitFor();
      equal((await shown(page)).length, COUNT);
      await tabTo(page, panel.getByRole("button", { name: TEXT.clear }));
      await page.keyboard.press("Enter");
      await panel.getByText(TEXT.pricingEmpty).waitFor();
      deepStrictEqual(errors, []);
    } finally {
      await closeAll(context);
      await server.close();
    }
  },
);

browserTest(
  "researches overview: a sperm test's note; under the site's policy; without JavaScript",
  async (browser) => {
    const server = await setUp();
    await withScriptAndNoScript(browser, server, { locale: "nl-NL" }, async (context, noScript) => {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${server.url}/onderzoeken`);
      const semen = page.getByRole("checkbox", { name: "Semenanalyse (vruchtbaarheid)" });
      await semen.check();
      const panel = page.getByRole("region", { name: TEXT.pricingTitle });
      await panel.getByText(TEXT.spermNote).waitFor();
      ok((await plain(panel)).includes("€ 65,00"));
      deepStrictEqual(errors, [], "no script errors, nothing refused by the policy");

      const plainPage = await noScript.newPage();
      await plainPage.goto(`${server.url}/onderzoeken`);
      equal(await plainPage.locator(".research").count(), COUNT);
      equal(await plainPage.locator('input[type="checkbox"]').count(), 0);
      // The note is in its row, far down the list: a row is laid out (and in innerText) once it
      // comes near the viewport (content-visibility), so it is read where a visitor scrolls to it.
      const note = plainPage.locator(".research").getByText(`Let op: ${OGTT} duurt 2 uur.`);
      await note.scrollIntoViewIfNeeded();
      ok(await note.isVisible(), "the 2-hour note, without JavaScript");
      ok((await plain(plainPage.locator("main"))).includes(TEXT.idNote));
      const search = plainPage.getByRole("searchbox", { name: TEXT.searchLabel });
      await search.fill("glucose");
      await search.press("Enter");
      await plainPage.waitForURL((url) => url.pathname === "/zoeken");
      const url = new URL(plainPage.url());
      equal(url.searchParams.get("q"), "glucose");
      equal(url.searchParams.get("type"), "research");
      await plainPage.getByRole("link", { name: OGTT }).first().waitFor();
    });
  },
);

browserTest(
  "a research's Details in the editor: price in euros, stored in cents",
  async (browser) => {
    const server = await setUp();
    const context = await browser.newContext({ locale: "en-GB", bypassCSP: true });
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signIn(page.context(), server.url, server.adminEmail, server.adminPassword);
      const id = server.ids.get("onderzoeken/bloedbeeld")!;
      await page.goto(`${server.url}/cmsadmin/page/${id}`);
      await page.getByRole("tab", { name: "Details" }).click();
      const price = page.getByLabel("Price", { exact: true });
      equal(await price.inputValue(), "€ 18.50");
      equal(await page.getByLabel("Code", { exact: true }).inputValue(), "BB");
      ok(await page.getByRole("radio", { name: "Walk-in" }).isChecked());
      equal(await page.getByRole("combobox", { name: "Material" }).inputValue(), "Blood");
      deepStrictEqual(await seriousViolations(page, "main"), [], "the Details tab");

      await price.fill("19.75");
      await page.getByLabel("Duration in hours").fill("2");
      await page.getByRole("radio", { name: "By appointment" }).check();
      await page.getByRole("button", { name: "Save", exact: true }).first().click();
      await page.getByText("Your changes were saved.").last().waitFor();
      await dismissNotifications(page);
      const admin = await server.app.signedIn(1);
      const stored =
        (await admin.get(`/api/ximblox/page/${id}`)).body.page.pageVersion.pageType.props;
      equal(stored.price, 1975);
      equal(stored.duration, 2);
      equal(stored.time, "appointment");
      deepStrictEqual(errors, []);
    } finally {
      await closeAll(context);
      await server.close();
    }
  },
);
