import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, type TestClient, withTestApp as withApp } from "../../_utils/app.ts";
import { headingPage } from "../../_utils/pages.ts";

const PAGE = "/api/ximblox/page";

const newPage = headingPage;

async function storeText(c: TestClient, versionID: number, text: string) {
  const v = (await c.get(`${PAGE}/version/fetch/${versionID}`)).body.pageVersion;
  const res = await c.post(`${PAGE}/version/${versionID}/store`, {
    ...v,
    blocks: [{ type: "heading", key: "h", props: { text } }],
  });
  assertEquals(res.status, 200, JSON.stringify(res.body));
  return res.body as { pageVersionID: number; revision: string };
}

Deno.test("create-translation copies the blocks into a sibling; one page per locale", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const src = await newPage(c, "about", "About us");
    const res = await c.post(`${PAGE}/create-translation`, {
      pageID: src.pageID,
      newLocale: "nl-nl",
      title: "Over ons",
      slug: "over-ons",
    });
    assertEquals(res.status, 201);
    const nl = (await c.get(`${PAGE}/${res.body.pageID}`)).body.page;
    assertEquals([nl.locale, nl.slug, nl.title, nl.status], [
      "nl-nl",
      "over-ons",
      "Over ons",
      "concept",
    ]);
    assertEquals(nl.pageVersion.blocks[0].props.text, "About us");
    const siblings = (await c.get(`${PAGE}/get-sibling-slugs/${src.pageID}`)).body.siblings;
    assertEquals(
      siblings.sort((a: { locale: string }, b: { locale: string }) =>
        a.locale.localeCompare(b.locale)
      ),
      [{ locale: "en-gb", slug: "about" }, { locale: "nl-nl", slug: "over-ons" }],
    );
    const twice = await c.post(`${PAGE}/create-translation`, {
      pageID: src.pageID,
      newLocale: "nl-nl",
      title: "Nog eens",
      slug: "nog-eens",
    });
    assertEquals(twice.status, 409);
    assertEquals(twice.body.Errors, [{ property: "newLocale", code: "V_06" }]);
    const fromTranslation = await c.post(`${PAGE}/create-translation`, {
      pageID: res.body.pageID,
      newLocale: "en-gb",
      title: "x",
      slug: "x",
    });
    assertEquals(codes(fromTranslation), ["V_06"]);
    assertEquals(
      codes(
        await c.post(`${PAGE}/create-translation`, {
          pageID: 999,
          newLocale: "de-de",
          title: "x",
          slug: "x",
        }),
      ),
      ["PM_01"],
    );
  }));

Deno.test("the translations state shows missing, drafts, and a source changed since", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const src = await newPage(c, "prices");
    const nl = await c.post(`${PAGE}/create-translation`, {
      pageID: src.pageID,
      newLocale: "nl-nl",
      title: "Prijzen",
      slug: "prijzen",
    });
    let states = (await c.get(`${PAGE}/${src.pageID}/translations`)).body.items;
    const by = (l: string) => states.find((s: { locale: string }) => s.locale === l);
    assertEquals(states.length, 4);
    assertEquals(by("de-de").status, "missing");
    assertEquals(by("nl-nl").status, "concept");
    assertEquals(by("nl-nl").sourceChanged, false);
    assertEquals(by("en-gb").isSelf, true);
    await new Promise((r) => setTimeout(r, 5));
    await c.post(`${PAGE}/${src.pageID}/publish`);
    states = (await c.get(`${PAGE}/${src.pageID}/translations`)).body.items;
    assertEquals(states.find((s: { locale: string }) => s.locale === "nl-nl").sourceChanged, true);
    assertEquals(states.find((s: { locale: string }) => s.locale === "en-gb").status, "published");
    // Storing the translation brings it up to date.
    await new Promise((r) => setTimeout(r, 5));
    await storeText(c, nl.body.pageVersionID, "Bijgewerkt");
    states = (await c.get(`${PAGE}/${src.pageID}/translations`)).body.items;
    assertEquals(states.find((s: { locale: string }) => s.locale === "nl-nl").sourceChanged, false);
  }));

Deno.test("duplicate makes an unpublished copy in its own group", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const src = await newPage(c, "faq", "Questions");
    const res = await c.post(`${PAGE}/duplicate`, {
      pageID: src.pageID,
      locale: "en-gb",
      title: "FAQ copy",
      slug: "faq-copy",
    });
    assertEquals(res.status, 201);
    const copy = (await c.get(`${PAGE}/${res.body.pageID}`)).body.page;
    assertEquals([copy.title, copy.slug, copy.status], ["FAQ copy", "faq-copy", "concept"]);
    assertEquals(copy.pageVersion.blocks[0].props.text, "Questions");
    const siblings = (await c.get(`${PAGE}/get-sibling-slugs/${res.body.pageID}`)).body.siblings;
    assertEquals(siblings, [{ locale: "en-gb", slug: "faq-copy" }]);
    assertEquals(
      codes(
        await c.post(`${PAGE}/duplicate`, {
          pageID: src.pageID,
          locale: "en-gb",
          title: "x",
          slug: "faq",
        }),
      ),
      ["V_06"],
    );
    const anon = await t.client().post(`${PAGE}/duplicate`, {
      pageID: src.pageID,
      locale: "en-gb",
      title: "x",
      slug: "y",
    });
    assertEquals(anon.status, 401);
  }));

Deno.test("deleting a page leaves its siblings alone", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const src = await newPage(c, "team");
    const nl = await c.post(`${PAGE}/create-translation`, {
      pageID: src.pageID,
      newLocale: "nl-nl",
      title: "Team",
      slug: "team",
    });
    await c.post(`${PAGE}/${src.pageID}/delete`);
    const left = (await c.get(`${PAGE}/get-sibling-slugs/${nl.body.pageID}`)).body.siblings;
    assertEquals(left, [{ locale: "nl-nl", slug: "team" }]);
    // The group's en-gb place is free again.
    const again = await c.post(`${PAGE}/create-translation`, {
      pageID: nl.body.pageID,
      newLocale: "en-gb",
      title: "Team",
      slug: "team",
    });
    assertEquals(again.status, 201);
  }));

Deno.test("history lists every stored state; restore makes an old one the draft", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const { pageID, pageVersionID } = await newPage(c, "history", "First");
    await storeText(c, pageVersionID, "Second");
    await c.post(`${PAGE}/${pageID}/publish`);
    const draft = await storeText(c, pageVersionID, "Third");
    assert(draft.pageVersionID !== pageVersionID);
    const items = (await c.get(`${PAGE}/${pageID}/versions`)).body.items;
    assertEquals(items.length, 3, JSON.stringify(items));
    const latest = items.find((i: { latest: boolean }) => i.latest);
    const published = items.find((i: { published: boolean }) => i.published);
    assertEquals(latest.id, draft.pageVersionID);
    assertEquals(published.id, pageVersionID);
    const archived = items.find((i: { latest: boolean; published: boolean }) =>
      !i.latest && !i.published
    );
    const first = (await c.get(`${PAGE}/version/fetch/${archived.id}`)).body.pageVersion;
    assertEquals(first.blocks[0].props.text, "First");
    assert(items[0].author.name);

    const restored = await c.post(`${PAGE}/version/${archived.id}/restore`);
    assertEquals(restored.status, 200);
    assertEquals(restored.body.pageVersionID, draft.pageVersionID);
    const now = (await c.get(`${PAGE}/${pageID}`)).body.page;
    assertEquals(now.pageVersion.blocks[0].props.text, "First");
    assertEquals(now.content[0].props.text, "Second", "the live version is untouched");
    assertEquals(codes(await c.post(`${PAGE}/version/${draft.pageVersionID}/restore`)), ["V_07"]);
    // An editor holding the old revision learns that the page changed.
    const stale = await c.post(`${PAGE}/version/${draft.pageVersionID}/store`, {
      title: "x",
      blocks: [],
      revision: draft.revision,
    });
    assertEquals(codes(stale), ["PM_02"]);
    assertEquals((await t.client().get(`${PAGE}/${pageID}/versions`)).status, 401);
  }));

Deno.test("outside customSlugLocales a translation keeps the source's slug", () =>
  withApp(async (t) => {
    const { keys } = await import("../../../lib/db/keys.ts");
    await t.deps.kv.set(keys.settings(), {
      availableLocales: ["en-gb", "nl-nl", "de-de", "fr-fr"],
      defaultLocale: "en-gb",
      customSlugLocales: ["en-gb", "nl-nl"],
    });
    const c = await t.signedIn(3);
    const src = await newPage(c, "prices");
    const own = await c.post(`${PAGE}/create-translation`, {
      pageID: src.pageID,
      newLocale: "nl-nl",
      title: "Prijzen",
      slug: "prijzen",
    });
    assertEquals(own.status, 201, "nl-nl may choose its slug");
    const renamed = await c.post(`${PAGE}/create-translation`, {
      pageID: src.pageID,
      newLocale: "de-de",
      title: "Preise",
      slug: "preise",
    });
    assertEquals(renamed.body.Errors, [{ property: "slug", code: "V_12" }]);
    const same = await c.post(`${PAGE}/create-translation`, {
      pageID: src.pageID,
      newLocale: "de-de",
      title: "Preise",
      slug: "prices",
    });
    assertEquals(same.status, 201);
    assertEquals((await t.app.request("/de-de/prices")).status, 404, "not published yet");
  }));

async function published(
  c: TestClient,
  page: { title: string; slug: string; locale?: string; content?: unknown[] },
) {
  const res = await c.post(`${PAGE}/create`, {
    type: "page",
    locale: "en-gb",
    content: [{ type: "heading", key: "h", props: { text: page.title } }],
    ...page,
  });
  assertEquals(res.status, 201, JSON.stringify(res.body));
  assertEquals((await c.post(`${PAGE}/${res.body.pageID}/publish`)).status, 200);
  return res.body as { pageID: number; pageVersionID: number };
}

/** The content links of a rendered page: hrefs inside <main> that are site paths. */
function contentPaths(html: string): string[] {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return [...main.matchAll(/href="(\/[^"#]*)[^"]*"/g)].map((m) => m[1]);
}

Deno.test("create-translation points links at translations, else keeps the source page", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const contact = await published(c, { title: "Contact", slug: "contact" });
    await published(c, { title: "Prices", slug: "prices" });
    const nlContact = await c.post(`${PAGE}/create-translation`, {
      pageID: contact.pageID,
      newLocale: "nl-nl",
      title: "Contact opnemen",
      slug: "contact-opnemen",
    });
    assertEquals(nlContact.body.keptLinks, []);
    await c.post(`${PAGE}/${nlContact.body.pageID}/publish`);
    const about = await published(c, {
      title: "About",
      slug: "about",
      content: [
        {
          type: "button",
          key: "b1",
          props: { label: "Contact", link: { kind: "internal", value: "contact" } },
        },
        {
          type: "button",
          key: "b2",
          props: { label: "Prices", link: { kind: "internal", value: "prices" } },
        },
        {
          type: "text",
          key: "t1",
          props: {
            html:
              '<p><a href="/contact#form">Write to us</a> or <a href="/prices">see prices</a></p>',
          },
        },
      ],
    });

    const res = await c.post(`${PAGE}/create-translation`, {
      pageID: about.pageID,
      newLocale: "nl-nl",
      title: "Over ons",
      slug: "over-ons",
    });
    assertEquals(res.status, 201, JSON.stringify(res.body));
    assert(res.body.pageID > 0 && res.body.pageVersionID > 0);
    assertEquals(res.body.keptLinks, [
      { blockKey: "b2", blockType: "button", slug: "prices", locale: "en-gb" },
      { blockKey: "t1", blockType: "text", slug: "prices", locale: "en-gb" },
    ]);
    const blocks = (await c.get(`${PAGE}/${res.body.pageID}`)).body.page.pageVersion.blocks;
    assertEquals(blocks[0].props.link, { kind: "internal", value: "contact-opnemen" });
    assertEquals(blocks[1].props.link, { kind: "internal", value: "en-gb/prices" });
    assertEquals(
      blocks[2].props.html,
      '<p><a href="/nl-nl/contact-opnemen#form">Write to us</a> or <a href="/prices">see prices</a></p>',
    );

    // Published, every content link of the Dutch page answers 200.
    await c.post(`${PAGE}/${res.body.pageID}/publish`);
    const page = await t.app.request("/nl-nl/over-ons");
    assertEquals(page.status, 200);
    const paths = contentPaths(await page.text());
    assertEquals(paths.sort(), [
      "/nl-nl/contact-opnemen",
      "/nl-nl/contact-opnemen",
      "/prices",
      "/prices",
    ]);
    for (const path of new Set(paths)) {
      assertEquals((await t.app.request(path)).status, 200, path);
    }
    // What the button used to become: a page that does not exist.
    assertEquals((await t.app.request("/nl-nl/prices")).status, 404);
    // Nothing is broken for the link report either.
    const report = (await c.get(`${PAGE}/link-report`)).body.items;
    assertEquals(report.filter((l: { pageID: number }) => l.pageID === res.body.pageID), []);
  }));

Deno.test("a translation's link to its own source leads to the translation; kept links follow renames", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const prices = await published(c, { title: "Prices", slug: "prices" });
    const src = await published(c, {
      title: "Team",
      slug: "team",
      content: [
        {
          type: "button",
          key: "self",
          props: { label: "Top", link: { kind: "internal", value: "team" } },
        },
        {
          type: "button",
          key: "p",
          props: { label: "Prices", link: { kind: "internal", value: "prices" } },
        },
      ],
    });
    const res = await c.post(`${PAGE}/create-translation`, {
      pageID: src.pageID,
      newLocale: "de-de",
      title: "Unser Team",
      slug: "unser-team",
    });
    assertEquals(res.body.keptLinks.map((l: { blockKey: string }) => l.blockKey), ["p"]);
    const blocks = (await c.get(`${PAGE}/${res.body.pageID}`)).body.page.pageVersion.blocks;
    assertEquals(blocks[0].props.link.value, "unser-team");
    // Renaming the kept page with shouldUpdateLinks rewrites the kept link, locale and all.
    await c.put(`${PAGE}/${prices.pageID}/save`, {
      id: prices.pageID,
      slug: "tariffs",
      shouldUpdateLinks: true,
    });
    const after = (await c.get(`${PAGE}/${res.body.pageID}`)).body.page.pageVersion.blocks;
    assertEquals(after[1].props.link.value, "en-gb/tariffs");
  }));
