import { assert, assertEquals } from "../_utils/assert.ts";
import { PUBLIC_URL, type TestClient, withTestApp as withApp } from "../_utils/app.ts";

const PAGE = "/api/ximblox/page";

async function publishedPage(
  c: TestClient,
  slug: string,
  content: unknown[],
  locale = "en-gb",
): Promise<{ pageID: number; pageVersionID: number }> {
  const res = await c.post(`${PAGE}/create`, {
    title: `Page ${slug}`,
    slug,
    type: "page",
    locale,
    content,
  });
  assertEquals(res.status, 201, JSON.stringify(res.body));
  await c.post(`${PAGE}/${res.body.pageID}/publish`);
  return res.body;
}

const heading = (text: string) => ({ type: "heading", key: "h", props: { text } });

Deno.test("a changed slug leaves a 301 from the old address; deletion turns it into 404", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const { pageID } = await publishedPage(c, "prices", [heading("Prices")]);
    await c.put(`${PAGE}/${pageID}/save`, {
      id: pageID,
      slug: "tariffs",
      shouldUpdateLinks: false,
    });
    const old = await t.app.request("/prices");
    assertEquals(old.status, 301);
    assertEquals(old.headers.get("Location"), "/tariffs");
    assertEquals((await t.app.request("/tariffs")).status, 200);
    // Moved twice: the first address still leads to the current one, without a chain.
    await c.put(`${PAGE}/${pageID}/save`, { id: pageID, slug: "costs", shouldUpdateLinks: false });
    assertEquals((await t.app.request("/prices")).headers.get("Location"), "/costs");
    assertEquals((await t.app.request("/tariffs")).headers.get("Location"), "/costs");
    // A new page at an old address wins over the redirect.
    await publishedPage(c, "tariffs", [heading("New tariffs")]);
    assertEquals((await t.app.request("/tariffs")).status, 200);
    await c.post(`${PAGE}/${pageID}/delete`);
    assertEquals((await t.app.request("/prices")).status, 404);
    assertEquals((await t.app.request("/costs")).status, 404);
  }));

Deno.test("shouldUpdateLinks rewrites buttons and rich-text links in every stored version", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const target = await publishedPage(c, "prices", [heading("Prices")]);
    const linking = await publishedPage(c, "home", [
      {
        type: "button",
        key: "b",
        props: { label: "Prices", link: { kind: "internal", value: "prices" } },
      },
      { type: "text", key: "t", props: { html: '<p>See <a href="/prices#blood">prices</a>.</p>' } },
    ]);
    // A draft on top of the published version links there too.
    const v = (await c.get(`${PAGE}/version/fetch/${linking.pageVersionID}`)).body.pageVersion;
    const draft = await c.post(`${PAGE}/version/${linking.pageVersionID}/store`, {
      ...v,
      title: "Home draft",
    });
    const before = await t.app.request("/home");
    assert((await before.text()).includes('href="/prices#blood"'));

    const res = await c.put(`${PAGE}/${target.pageID}/save`, {
      id: target.pageID,
      slug: "tariffs",
      shouldUpdateLinks: true,
    });
    assertEquals(res.body.updatedLinks, 2);
    for (const id of [linking.pageVersionID, draft.body.pageVersionID]) {
      const blocks = (await c.get(`${PAGE}/version/fetch/${id}`)).body.pageVersion.blocks;
      assertEquals(blocks[0].props.link.value, "tariffs");
      assertEquals(blocks[1].props.html, '<p>See <a href="/tariffs#blood">prices</a>.</p>');
    }
    // The live page shows the new links at once (its cached HTML is not reused).
    const live = await (await t.app.request("/home")).text();
    assert(live.includes('href="/tariffs#blood"') && live.includes('href="/tariffs"'));
    // An editor who had the draft open is told that it changed.
    const stale = await c.post(`${PAGE}/version/${draft.body.pageVersionID}/store`, {
      ...v,
      revision: draft.body.revision,
    });
    assertEquals(stale.status, 409);
  }));

Deno.test("without shouldUpdateLinks links stay, and the report lists them", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const target = await publishedPage(c, "prices", [heading("Prices")]);
    await publishedPage(c, "home", [
      {
        type: "button",
        key: "b",
        props: { label: "P", link: { kind: "internal", value: "prices" } },
      },
      {
        type: "text",
        key: "t",
        props: { html: '<p><a href="/draft-page">d</a> <a href="/nowhere">n</a></p>' },
      },
    ]);
    await c.post(`${PAGE}/create`, {
      title: "Draft",
      slug: "draft-page",
      type: "page",
      locale: "en-gb",
    });
    await c.put(`${PAGE}/${target.pageID}/save`, {
      id: target.pageID,
      slug: "tariffs",
      shouldUpdateLinks: false,
    });
    const report = await c.get(`${PAGE}/link-report`);
    assertEquals(report.status, 200);
    const rows = report.body.items.map((i: { slug: string; problem: string; pageTitle: string }) =>
      `${i.pageTitle}:${i.slug}:${i.problem}`
    ).sort();
    assertEquals(rows, [
      "Page home:draft-page:unpublished",
      "Page home:nowhere:missing",
      "Page home:prices:missing",
    ]);
    assertEquals((await t.client().get(`${PAGE}/link-report`)).status, 401);
  }));

Deno.test("published translations link each other with hreflang, and the sitemap lists them", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const en = await publishedPage(c, "about", [heading("About")]);
    const first = await (await t.app.request("/about")).text();
    assert(!first.includes('hreflang="nl-NL"'));
    const nl = await c.post(`${PAGE}/create-translation`, {
      pageID: en.pageID,
      newLocale: "nl-nl",
      title: "Over ons",
      slug: "over-ons",
    });
    await c.post(`${PAGE}/${nl.body.pageID}/publish`);
    // The English page was cached before; publishing its translation refreshes it.
    const after = await (await t.app.request("/about")).text();
    assert(
      after.includes(
        `<link rel="alternate" hreflang="nl-NL" href="${PUBLIC_URL}/nl-nl/over-ons"/>`,
      ),
      after,
    );
    // The locale switcher links the translation, marking the current language.
    assert(
      after.includes('<a href="/nl-nl/over-ons" hreflang="nl-NL" lang="nl-NL">Nederlands</a>'),
      after,
    );
    assert(
      after.includes(
        '<a href="/about" hreflang="en-GB" lang="en-GB" aria-current="page">English</a>',
      ),
    );
    assert(!first.includes("language-switcher"), "no switcher without a translation");
    const dutch = await (await t.app.request("/nl-nl/over-ons")).text();
    assert(dutch.includes(`<link rel="alternate" hreflang="en-GB" href="${PUBLIC_URL}/about"/>`));

    const sitemap = await t.app.request("/sitemap.xml");
    assertEquals(sitemap.headers.get("Content-Type"), "application/xml; charset=UTF-8");
    const xml = await sitemap.text();
    assert(xml.includes(`<loc>${PUBLIC_URL}/about</loc>`));
    assert(xml.includes(`<loc>${PUBLIC_URL}/nl-nl/over-ons</loc>`));
    assert(
      xml.includes(
        `<xhtml:link rel="alternate" hreflang="nl-nl" href="${PUBLIC_URL}/nl-nl/over-ons"/>`,
      ),
    );
    await c.post(`${PAGE}/create`, {
      title: "Hidden",
      slug: "hidden",
      type: "page",
      locale: "en-gb",
    });
    assert(!(await (await t.app.request("/sitemap.xml")).text()).includes("hidden"));
    const robots = await (await t.app.request("/robots.txt")).text();
    assert(robots.includes(`Sitemap: ${PUBLIC_URL}/sitemap.xml`));
  }));
