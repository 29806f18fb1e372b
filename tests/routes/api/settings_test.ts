/** PUT /api/ximblox/settings (issue 10, site settings): who may, what is refused, what shows. */
import { assertEquals } from "../../_utils/assert.ts";
import { codes, withTestApp as withApp } from "../../_utils/app.ts";
import { createTestPage, headingPage, PAGE_API as PAGE } from "../../_utils/pages.ts";

const SETTINGS = "/api/ximblox/settings";
const ALL = ["en-gb", "nl-nl", "de-de", "fr-fr"];
const base = {
  availableLocales: ALL,
  defaultLocale: "en-gb",
  customSlugLocales: ALL,
  displayLanguage: null,
};

Deno.test("settings: saved, answered by save and get, in the catalogue's envelope", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const body = {
      availableLocales: ["nl-nl", "en-gb"],
      defaultLocale: "nl-nl",
      customSlugLocales: ["nl-nl"],
      displayLanguage: "nl",
    };
    const res = await c.put(SETTINGS, body);
    assertEquals(res.status, 200, res.raw);
    const expected = { ...body, availableLocales: ["en-gb", "nl-nl"] };
    assertEquals(res.body, { Success: true, settings: expected });
    const got = await t.client().get(`${SETTINGS}/get`);
    assertEquals(got.body, { Success: true, ...expected });
  }));

Deno.test("settings: a locale's own-slug choice is kept while the locale is unavailable", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    // fr-fr is taken off the site: its own-slug setting stays (inactive), nothing else changes.
    const off = { ...base, availableLocales: ["en-gb", "nl-nl", "de-de"] };
    const res = await c.put(SETTINGS, off);
    assertEquals(res.status, 200, res.raw);
    assertEquals(res.body.settings.customSlugLocales, ALL);
    // Back on the site, it has its own slugs again without anyone choosing that twice.
    const on = await c.put(SETTINGS, base);
    assertEquals(on.body.settings, base);
  }));

Deno.test("settings: every invalid input is refused by field, nothing changes", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ defaultLocale: "nl-nl", availableLocales: ["en-gb"] }, "defaultLocale", "V_12"],
      [{ customSlugLocales: ["xx-xx"] }, "customSlugLocales.0", "V_12"],
      [{ availableLocales: ["xx-xx"] }, "availableLocales.0", "V_12"],
      [{ availableLocales: [] }, "availableLocales", "V_12"],
      [{ defaultLocale: "es-es" }, "defaultLocale", "V_12"],
      [{ displayLanguage: "es" }, "displayLanguage", "V_12"],
      [{ availableLocales: undefined }, "availableLocales", "V_01"],
    ];
    for (const [over, property, code] of cases) {
      const res = await c.put(SETTINGS, { ...base, ...over });
      assertEquals(res.status, 400, JSON.stringify(over));
      assertEquals(res.body.Success, false);
      assertEquals(
        res.body.Errors.some((e: { property: string; code: string }) =>
          e.property === property && e.code === code
        ),
        true,
        `${JSON.stringify(over)}: ${res.raw}`,
      );
    }
    const got = await t.client().get(`${SETTINGS}/get`);
    assertEquals(got.body.defaultLocale, "en-gb");
    assertEquals(got.body.availableLocales, ALL);
  }));

Deno.test("settings: manage-settings is checked on the server, with CSRF", () =>
  withApp(async (t) => {
    const anonymous = await t.client().put(SETTINGS, base);
    assertEquals(anonymous.status, 401);
    const editor = await t.signedIn(2);
    const res = await editor.put(SETTINGS, { ...base, defaultLocale: "nl-nl" });
    assertEquals([res.status, codes(res)], [403, ["UM_01"]]);
    const publisher = await t.signedIn(3);
    assertEquals(codes(await publisher.put(SETTINGS, base)), ["UM_01"]);
    const admin = await t.signedIn(1);
    const noToken = await admin.request("PUT", SETTINGS, { json: base, csrf: false });
    assertEquals(noToken.status, 403);
    assertEquals((await t.client().get(`${SETTINGS}/get`)).body.defaultLocale, "en-gb");
  }));

Deno.test("settings: a locale that still has pages is not removed; the answer counts them", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    await createTestPage(c, { locale: "de-de" });
    await createTestPage(c, { locale: "de-de" });
    const res = await c.put(SETTINGS, {
      ...base,
      availableLocales: ["en-gb", "nl-nl"],
      customSlugLocales: ["en-gb"],
    });
    assertEquals(res.status, 400, res.raw);
    assertEquals(res.body, {
      Success: false,
      Errors: [{ property: "availableLocales", code: "V_07" }],
      pagesByLocale: { "de-de": 2 },
    });
    assertEquals((await c.get(`${SETTINGS}/get`)).body.availableLocales, ALL);
    // A locale without pages can go.
    const ok = await c.put(SETTINGS, {
      ...base,
      availableLocales: ["en-gb", "de-de"],
      customSlugLocales: [],
    });
    assertEquals(ok.status, 200, ok.raw);
    assertEquals(ok.body.settings.availableLocales, ["en-gb", "de-de"]);
  }));

Deno.test("settings: the next public request reflects a change; old addresses still reach pages", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const { pageID } = await headingPage(c, "prices", "Prices");
    assertEquals((await c.post(`${PAGE}/${pageID}/publish`)).status, 200);
    const site = t.client();
    const before = await site.get("/prices");
    assertEquals(before.status, 200);
    assertEquals(before.raw.includes("Skip to content"), true);

    const res = await c.put(SETTINGS, { ...base, defaultLocale: "nl-nl", displayLanguage: "nl" });
    assertEquals(res.status, 200, res.raw);

    // The en-gb page now lives at its prefixed address; its old addresses lead there.
    const page = await site.get("/en-gb/prices");
    assertEquals(page.status, 200);
    assertEquals(page.raw.includes("Naar de inhoud"), true, "display language");
    const old = await site.get("/prices");
    assertEquals([old.status, old.headers.get("location")], [302, "/en-gb/prices"]);
    const nl = await site.get("/nl-nl/anything");
    assertEquals([nl.status, nl.headers.get("location")], [302, "/anything"]);

    // Back again: the prefixed address of the default locale redirects to the unprefixed one.
    await c.put(SETTINGS, base);
    const back = await site.get("/en-gb/prices");
    assertEquals([back.status, back.headers.get("location")], [302, "/prices"]);
    const again = await site.get("/prices");
    assertEquals(again.status, 200);
    assertEquals(again.raw.includes("Skip to content"), true);
  }));
