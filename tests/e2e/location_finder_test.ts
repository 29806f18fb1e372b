/**
 * The location finder on /locaties in a real browser against the real server, with the demo's
 * locations created and published through the API and the site speaking Dutch: "Nu open" by
 * Amsterdam's clock (the browser's clock is set, and the browser is in New York) and refreshed by
 * the clock tick, the search by place, the postcode ranking, "use my location", the no-results
 * hint, all by keyboard alone; axe-core finds no serious violation before or after. Without
 * JavaScript the full list is there and the form searches locations on the search page.
 */
import { deepStrictEqual, equal, ok } from "node:assert";
import type { Locator, Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import {
  closeAll,
  seriousViolations,
  tabTo,
  watchErrors,
  withScriptAndNoScript,
} from "../_utils/e2e.ts";
import { startTestServer, type TestServer } from "../_utils/server.ts";
import { textRewrites, watchTextRewrites } from "./_hydration.ts";
import { PAGE_API } from "../_utils/pages.ts";
import { buildIslandsIfStale } from "../../tools/build_islands.ts";
import { DEMO_LOCATIONS, locationPages } from "../../lib/seed/demo/locations.ts";
import { messagesFor } from "../../lib/i18n/site.ts";

const TEXT = messagesFor("nl").locations;
const COUNT = DEMO_LOCATIONS.length;

async function setUp(): Promise<TestServer> {
  await buildIslandsIfStale();
  const server = await startTestServer();
  const admin = await server.app.signedIn(1);
  const settings = await admin.get("/api/ximblox/settings/get");
  const { Success: _, ...current } = settings.body;
  const saved = await admin.put("/api/ximblox/settings", { ...current, displayLanguage: "nl" });
  equal(saved.status, 200, saved.raw);
  for (const page of locationPages()) {
    const created = await admin.post(`${PAGE_API}/create`, {
      title: page.title,
      slug: page.slug,
      type: page.type ?? "page",
      locale: page.locale,
      content: page.blocks,
      typeData: page.typeData ?? {},
    });
    equal(created.status, 201, created.raw);
    const published = await admin.post(`${PAGE_API}/${created.body.pageID}/publish`);
    equal(published.status, 200, published.raw);
  }
  return server;
}

/**
 * The names of the locations listed, in order: a location filtered out is hidden (its card stays
 * in the page, its details kept from the server's HTML), so not listed.
 */
function names(page: Page): Promise<string[]> {
  return page.locator(".location-card:not([hidden]) .location-card__name").allTextContents();
}

function card(page: Page, name: string): Locator {
  return page.locator(".location-card").filter({
    has: page.getByRole("heading", { level: 3, name, exact: true }),
  });
}

/** Waits until the island has hydrated: "Nu open" is enabled only then. */
async function hydrated(page: Page): Promise<void> {
  await page.locator('input[name="filter"][value="open"]:not([disabled])').waitFor();
}

browserTest(
  "location finder: open now by Amsterdam's clock, refreshed by the tick, by keyboard",
  async (browser) => {
    const server = await setUp();
    // Far from Amsterdam: what is open must still follow Amsterdam's time. The policy is bypassed
    // for axe only (it is injected inline); the island itself runs under the site's policy in the
    // second test.
    const context = await browser.newContext({
      locale: "nl-NL",
      timezoneId: "America/New_York",
      bypassCSP: true,
    });
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      // Wednesday 14 January 2026, 11:59:30 in Amsterdam (10:59:30 UTC, 05:59:30 in New York).
      await page.clock.install({ time: new Date("2026-01-14T10:59:30Z") });
      await watchTextRewrites(page, ".location-list");
      await page.goto(`${server.url}/locaties`);
      await hydrated(page);
      await card(page, "Groningen Centrum").locator(".location-card__status:not(:empty)").waitFor();
      deepStrictEqual(await textRewrites(page), [], "hydrating keeps the list's text as it is");
      deepStrictEqual(await seriousViolations(page), [], "before interacting");

      const status = page.locator(".location-finder__count");
      equal(await status.getAttribute("role"), "status");
      equal(await status.textContent(), `${COUNT} locaties`);
      // Groningen is closed on Wednesdays; the head office is open until 17.00.
      equal(
        await card(page, "Groningen Centrum").locator(".location-card__status").textContent(),
        TEXT.closedNow,
      );
      equal(
        await card(page, "Hoofdvestiging Utrecht").locator(".location-card__status").textContent(),
        "Nu open, tot 17.00 uur",
      );

      // Keyboard only: Tab to the filter, arrow to "Nu open".
      const all = page.getByRole("radio", { name: TEXT.all, exact: true });
      await tabTo(page, all);
      await page.keyboard.press("ArrowRight");
      ok(await page.getByRole("radio", { name: TEXT.openNow }).isChecked());
      await status.filter({ hasText: `${COUNT - 1} locaties` }).waitFor();
      ok(!(await names(page)).includes("Groningen Centrum"));

      // At 12:00 three locations close: the next ticks take them off the list.
      await page.clock.runFor(31_000);
      await status.filter({ hasText: `${COUNT - 4} locaties` }).waitFor();
      const open = await names(page);
      for (const closed of ["Utrecht Overvecht", "Amsterdam Noord", "Nijmegen Station"]) {
        ok(!open.includes(closed), `${closed} closed at 12.00`);
      }
      equal(
        await card(page, "Zwolle Weezenlanden").locator(".location-card__status").textContent(),
        "Nu open, tot 12.30 uur",
      );

      // The details open by keyboard; today's row is marked.
      const summary = card(page, "Zwolle Weezenlanden").locator("summary");
      await tabTo(page, summary);
      await page.keyboard.press("Enter");
      const table = card(page, "Zwolle Weezenlanden").getByRole("table");
      await table.waitFor();
      deepStrictEqual(await table.locator("th").allTextContents(), [
        "maandag",
        "dinsdag",
        "woensdag (vandaag)",
        "donderdag",
        "vrijdag",
      ]);
      equal(await table.locator("tr.is-today td").textContent(), "08.00–12.30 uur");
      const facts = card(page, "Zwolle Weezenlanden").locator(".location-details__facts");
      ok((await facts.textContent())!.includes("Gratis parkeren"));
      ok((await facts.textContent())!.includes("Begane grond, brede deuren."));
      const maps = card(page, "Zwolle Weezenlanden").getByRole("link", { name: /Open in kaart/ });
      equal(
        await maps.getAttribute("href"),
        "https://www.openstreetmap.org/search?query=" +
          encodeURIComponent("Dokter van Heesweg 2, 8025 AB Zwolle, Nederland"),
      );

      // Saturday: nothing is open, and the finder says so.
      await page.clock.setSystemTime(new Date("2026-01-17T10:00:00Z"));
      await page.clock.runFor(2_000);
      await status.filter({ hasText: "Geen locaties" }).waitFor();
      await page.getByText(TEXT.noneOpen).waitFor();
      deepStrictEqual(await seriousViolations(page), [], "after interacting");
      deepStrictEqual(errors, []);
    } finally {
      await closeAll(context);
      await server.close();
    }
  },
);

browserTest(
  "location finder: search by place, postcode ranking, my location, no results; keyboard only",
  async (browser) => {
    const server = await setUp();
    // Near Zwolle station. No bypassCSP: the island hydrates under the page's own policy.
    const context = await browser.newContext({
      locale: "nl-NL",
      geolocation: { latitude: 52.5050, longitude: 6.0910 },
      permissions: ["geolocation"],
    });
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${server.url}/locaties`);
      await hydrated(page);
      const form = page.getByRole("search", { name: TEXT.finderLabel });
      const status = page.locator(".location-finder__count");

      // Search by place, typed by keyboard.
      const term = form.getByRole("searchbox", { name: TEXT.searchLabel });
      await tabTo(page, term);
      await page.keyboard.type("amsterdam");
      await status.filter({ hasText: "2 locaties" }).waitFor();
      deepStrictEqual(await names(page), ["Amsterdam Noord", "Amsterdam Zuid"]);
      // By street, ignoring accents and case.
      await page.keyboard.press("Control+A");
      await page.keyboard.type("oost-indie");
      await status.filter({ hasText: "1 locatie" }).waitFor();
      deepStrictEqual(await names(page), ["Den Haag Bezuidenhout"]);
      // Enter does not leave the page: the list already shows the answer.
      await page.keyboard.press("Enter");
      equal(new URL(page.url()).pathname, "/locaties");

      // Nothing found: the hint to search otherwise.
      await page.keyboard.press("Control+A");
      await page.keyboard.type("Atlantis");
      await status.filter({ hasText: "Geen locaties" }).waitFor();
      await page.getByText(TEXT.noResults.replace("{term}", "Atlantis")).waitFor();
      await page.keyboard.press("Control+A");
      await page.keyboard.press("Backspace");
      await status.filter({ hasText: `${COUNT} locaties` }).waitFor();

      // Postcode: the same four digits first, then the same first two, then the rest.
      await page.keyboard.press("Tab");
      const postcode = form.getByRole("textbox", { name: TEXT.postcodeLabel });
      ok(await postcode.evaluate((el) => el === document.activeElement), "Tab reaches postcode");
      await page.keyboard.type("3521 AB");
      await page.waitForFunction(() =>
        document.querySelector(".location-card__name")?.textContent === "Hoofdvestiging Utrecht"
      );
      deepStrictEqual((await names(page)).slice(0, 2), [
        "Hoofdvestiging Utrecht",
        "Utrecht Overvecht",
      ]);
      await page.keyboard.press("Control+A");
      await page.keyboard.type("9700");
      await page.waitForFunction(() =>
        document.querySelector(".location-card__name")?.textContent === "Groningen Centrum"
      );
      await page.keyboard.press("Control+A");
      await page.keyboard.press("Backspace");

      // Use my location: the nearest first, with distances.
      const locate = form.getByRole("button", { name: TEXT.useMyLocation });
      await tabTo(page, locate);
      await page.keyboard.press("Enter");
      await page.getByText(TEXT.located).waitFor();
      equal((await names(page))[0], "Zwolle Weezenlanden");
      const distance = await card(page, "Zwolle Weezenlanden").locator(".location-card__distance")
        .textContent();
      ok(/^\d+(,\d)? km van u vandaan$/.test(distance!), distance!);
      deepStrictEqual(errors, [], "no script errors, nothing refused by the policy");
    } finally {
      await closeAll(context);
      await server.close();
    }
  },
);

browserTest(
  "location finder: accessible after searching; without JavaScript the full list and the search",
  async (browser) => {
    const server = await setUp();
    await withScriptAndNoScript(
      browser,
      server,
      { locale: "nl-NL", bypassCSP: true },
      async (context, noScript) => {
        const page = await context.newPage();
        await page.goto(`${server.url}/locaties`);
        await hydrated(page);
        await page.getByRole("searchbox", { name: TEXT.searchLabel }).fill("Atlantis");
        await page.getByText(TEXT.noResults.replace("{term}", "Atlantis")).waitFor();
        deepStrictEqual(await seriousViolations(page), [], "with the no-results hint");

        // Without JavaScript: every location with its details, the browser-only controls off.
        const plain = await noScript.newPage();
        await plain.goto(`${server.url}/locaties`);
        equal(await plain.locator(".location-card").count(), COUNT);
        equal(await plain.locator(".location-finder__count").textContent(), `${COUNT} locaties`);
        ok(await plain.getByRole("textbox", { name: TEXT.postcodeLabel }).isDisabled());
        ok(await plain.getByRole("radio", { name: TEXT.openNow }).isDisabled());
        // (Playwright's text matching skips <noscript>, so its element is read directly.)
        const note = plain.locator(".location-finder__noscript");
        ok(await note.isVisible());
        equal(await note.textContent(), TEXT.noScript);
        const groningen = card(plain, "Groningen Centrum");
        await groningen.locator("summary").click();
        ok((await groningen.getByRole("table").textContent())!.includes("woensdagGesloten"));

        // The form searches the locations on the site search page.
        await plain.getByRole("searchbox", { name: TEXT.searchLabel }).fill("Rotterdam");
        await plain.getByRole("search", { name: TEXT.finderLabel })
          .getByRole("button", { name: TEXT.submit }).click();
        await plain.waitForURL((url) =>
          url.pathname === "/zoeken" && url.searchParams.get("type") === "location" &&
          url.searchParams.get("q") === "Rotterdam"
        );
        deepStrictEqual(await plain.locator(".search-result__title a").allTextContents(), [
          "Rotterdam Centrum",
        ]);
        await plain.locator(".search-result__title a").click();
        await plain.waitForURL((url) => url.pathname === "/locaties/rotterdam-centrum");
        await plain.getByRole("heading", { level: 1, name: "Rotterdam Centrum" }).waitFor();
        await plain.getByText("Weena 505").waitFor();
      },
    );
  },
);

browserTest(
  "location finder on a phone: the opening hours fit, and a postcode that is not one is said so",
  async (browser) => {
    const server = await setUp();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${server.url}/locaties`);
      const form = page.getByRole("search", { name: TEXT.finderLabel });
      const postcode = form.getByRole("textbox", { name: TEXT.postcodeLabel });
      await page.waitForFunction(() =>
        !(document.querySelector("input[name=postcode]") as HTMLInputElement).disabled
      );
      // Every card's hours table lies within the card's content (a wider one ran into the card's
      // edge and was cut off at "uur").
      for (const details of await page.locator(".location-card__details").all()) {
        await details.locator("summary").click();
      }
      const overflowing = await page.locator(".opening-hours").evaluateAll((tables) =>
        tables.filter((t) => {
          const box = t.parentElement!.getBoundingClientRect();
          return t.getBoundingClientRect().right > box.right + 0.5;
        }).length
      );
      equal(overflowing, 0, "opening-hours tables wider than their card's content");
      equal(await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth), 0);

      // A postcode that is not one: said under the field when it is left, and gone once right.
      await postcode.fill("12a");
      await postcode.press("Tab");
      const problem = page.getByText(TEXT.postcodeInvalid);
      await problem.waitFor();
      equal(await postcode.getAttribute("aria-invalid"), "true");
      ok(
        (await postcode.getAttribute("aria-describedby"))?.includes(
          await problem.getAttribute("id") ?? "-",
        ),
      );
      await postcode.fill("3511");
      await problem.waitFor({ state: "detached" });
      equal(await postcode.getAttribute("aria-invalid"), null);
      // Sent with Enter, the wrong postcode is said and the field takes the focus.
      await postcode.fill("abcd");
      await postcode.press("Enter");
      await problem.waitFor();
      ok(await postcode.evaluate((el) => el === document.activeElement));
      deepStrictEqual(errors, []);
    } finally {
      await closeAll(context);
      await server.close();
    }
  },
);
