/**
 * Lab test (research) and FAQ pages through the API: their type data is checked by their page
 * type's schema (errors name `typeData.<field>` with the catalogue's code), list items carry it
 * (the FAQ screen groups by category), and a publish shows on the overview and the FAQ block on
 * the next request.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, type TestClient, withTestApp as withApp } from "../../_utils/app.ts";
import { createTestPage, PAGE_API as PAGE } from "../../_utils/pages.ts";

function create(c: TestClient, type: string, typeData: unknown) {
  return c.post(`${PAGE}/create`, {
    title: "Test",
    slug: `t-${crypto.randomUUID().slice(0, 8)}`,
    type,
    locale: "en-gb",
    typeData,
  });
}

Deno.test("research type data: invalid fields are refused with their path and code", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const bad = await create(c, "research", {
      code: "x".repeat(40),
      price: 12.5,
      time: "sometimes",
      duration: 30,
      material: "blood",
      preparation: 5,
    });
    assertEquals(bad.status, 400, bad.raw);
    assertEquals(
      [...bad.body.Errors].sort((a, b) => a.property.localeCompare(b.property)),
      [
        { property: "typeData.code", code: "V_11" },
        { property: "typeData.duration", code: "V_12" },
        { property: "typeData.material", code: "V_12" },
        { property: "typeData.preparation", code: "V_12" },
        { property: "typeData.price", code: "V_12" },
        { property: "typeData.time", code: "V_12" },
      ],
    );

    // Created empty (as the admin's New page does) it has every default.
    const { pageID, pageVersionID } = await createTestPage(c, { type: "research", typeData: {} });
    const page = (await c.get(`${PAGE}/${pageID}`)).body.page;
    assertEquals(page.pageVersion.pageType.props, {
      code: "",
      name: "",
      price: 0,
      time: "walk-in",
      duration: 0,
      preparation: "",
      material: "bloed",
    });
    const v = (await c.get(`${PAGE}/version/fetch/${pageVersionID}`)).body.pageVersion;
    const stored = await c.post(`${PAGE}/version/${pageVersionID}/store`, {
      ...v,
      typeData: { ...page.pageVersion.pageType.props, price: -100 },
      revision: page.pageVersion.revision,
    });
    assertEquals(stored.status, 400, stored.raw);
    assertEquals(stored.body.Errors, [{ property: "typeData.price", code: "V_12" }]);
  }));

Deno.test("faq type data: an answer that is not valid HTML is V_15, a long question V_11", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const script = await create(c, "faq", { answer: { html: "<script>alert(1)</script>" } });
    assertEquals(script.status, 400, script.raw);
    assertEquals(script.body.Errors, [{ property: "typeData.answer.html", code: "V_15" }]);
    const long = await create(c, "faq", { question: "x".repeat(300), category: 7 });
    assertEquals(long.status, 400, long.raw);
    assertEquals(codes(long).sort(), ["V_11", "V_12"]);
    assertEquals(
      long.body.Errors.map((e: { property: string }) => e.property).sort(),
      ["typeData.category", "typeData.question"],
    );
  }));

Deno.test("research and FAQ pages: listed with their type data, shown once published", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const overview = await createTestPage(c, {
      slug: "onderzoeken",
      content: [
        { type: "researches-overview", key: "r", props: {} },
        { type: "faq", key: "f", props: { category: "Kosten" } },
      ],
    });
    assertEquals((await c.post(`${PAGE}/${overview.pageID}/publish`)).status, 200);
    const before = await (await t.app.request("/onderzoeken")).text();
    assert(before.includes("There are no tests to show yet."), "none yet");

    const lab = await createTestPage(c, {
      title: "Vitamine D",
      slug: "onderzoeken/vitamine-d",
      type: "research",
      typeData: { code: "VITD", price: 2750, duration: 0.25, time: "walk-in" },
    });
    const question = await createTestPage(c, {
      title: "Wat kost het?",
      slug: "faq/wat-kost-het",
      type: "faq",
      typeData: { answer: { html: "<p>Zie de prijzen.</p>" }, category: "Kosten" },
    });
    const listed = await c.post(`${PAGE}/get-pages`, { type: "faq", locale: "en-gb" });
    assertEquals(listed.status, 200, listed.raw);
    assertEquals(listed.body.items.map((i: { typeData: unknown }) => i.typeData), [
      { question: "", answer: { html: "<p>Zie de prijzen.</p>" }, category: "Kosten" },
    ]);

    // Drafts are not public.
    assert((await (await t.app.request("/onderzoeken")).text()).includes("There are no tests"));
    assertEquals((await c.post(`${PAGE}/${lab.pageID}/publish`)).status, 200);
    assertEquals((await c.post(`${PAGE}/${question.pageID}/publish`)).status, 200);
    const after = await (await t.app.request("/onderzoeken")).text();
    assert(after.includes('<h2 class="research__name">Vitamine D</h2>'), after);
    assert(after.includes("€27.50"));
    assert(after.includes('<summary class="faq__question">Wat kost het?</summary>'));
    assert(after.includes('<script type="module"'), "the islands' scripts are loaded");

    // The research's own page draws its data.
    const own = await (await t.app.request("/onderzoeken/vitamine-d")).text();
    assert(own.includes('<h1 class="research-header__title">Vitamine D</h1>'));
  }));
