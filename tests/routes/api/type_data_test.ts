/**
 * Page type data belongs to the version: stored with it, checked by the page type's schema, and
 * public only once published (what was reviewed is what gets published).
 */
import { assertEquals } from "../../_utils/assert.ts";
import { codes, withTestApp as withApp } from "../../_utils/app.ts";
import { createTestPage, PAGE_API as PAGE } from "../../_utils/pages.ts";

Deno.test("type data: created, stored per version, public only when published, validated", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const bad = await c.post(`${PAGE}/create`, {
      title: "Bad news",
      slug: "bad-news",
      type: "news",
      locale: "en-gb",
      typeData: { date: "2026-02-30" },
    });
    assertEquals(bad.status, 400, bad.raw);
    assertEquals(bad.body.Errors, [{ property: "typeData.date", code: "V_12" }]);

    const first = { author: "Anna", date: "2026-11-01", summary: "First", image: null };
    const { pageID, pageVersionID } = await createTestPage(c, {
      slug: "lab-news",
      type: "news",
      typeData: first,
    });
    const page = (await c.get(`${PAGE}/${pageID}`)).body.page;
    assertEquals(page.pageVersion.pageType.props, first);
    assertEquals((await c.post(`${PAGE}/${pageID}/publish`)).status, 200);

    // A draft with other data: staff see it, the public keeps the published data.
    const v = (await c.get(`${PAGE}/version/fetch/${pageVersionID}`)).body.pageVersion;
    const second = { ...first, author: "Mark", summary: "Second" };
    const stored = await c.post(`${PAGE}/version/${pageVersionID}/store`, {
      ...v,
      typeData: second,
      revision: (await c.get(`${PAGE}/${pageID}`)).body.page.pageVersion.revision,
    });
    assertEquals(stored.status, 200, stored.raw);
    const draft = (await c.get(`${PAGE}/${pageID}`)).body.page;
    assertEquals(draft.pageVersion.pageType.props, second);
    const live = await t.client().post(`${PAGE}/get-by-slug`, { slug: "lab-news" });
    assertEquals(live.body.page.typeData, first);
    assertEquals(live.body.page.pageVersion.pageType.props, first);

    // Invalid data is refused with its path and changes nothing.
    const invalid = await c.post(`${PAGE}/version/${stored.body.pageVersionID}/store`, {
      ...v,
      typeData: { ...second, summary: "x".repeat(501) },
      revision: draft.pageVersion.revision,
    });
    assertEquals(invalid.status, 400, invalid.raw);
    assertEquals(codes(invalid), ["V_11"]);
    assertEquals(invalid.body.Errors[0].property, "typeData.summary");

    // Absent type data keeps what the version had.
    const kept = await c.post(`${PAGE}/version/${stored.body.pageVersionID}/store`, {
      ...v,
      typeData: undefined,
      revision: draft.pageVersion.revision,
    });
    assertEquals(kept.status, 200, kept.raw);
    assertEquals((await c.get(`${PAGE}/${pageID}`)).body.page.pageVersion.pageType.props, second);

    assertEquals((await c.post(`${PAGE}/${pageID}/publish`)).status, 200);
    const after = await t.client().post(`${PAGE}/get-by-slug`, { slug: "lab-news" });
    assertEquals(after.body.page.typeData, second);
  }));
