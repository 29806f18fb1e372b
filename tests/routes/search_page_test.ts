import { assert, assertEquals } from "../_utils/assert.ts";
import { startTestApp, type TestApp, type TestClient } from "../_utils/app.ts";
import { PAGE_API } from "../_utils/pages.ts";

/** Creates and publishes a page whose heading says `text`. */
async function publishPage(
  admin: TestClient,
  options: { slug: string; title: string; text: string; locale?: string; type?: string },
): Promise<number> {
  const created = await admin.post(`${PAGE_API}/create`, {
    title: options.title,
    slug: options.slug,
    type: options.type ?? "page",
    locale: options.locale ?? "en-gb",
    content: [{ type: "heading", key: "h", props: { text: options.text, level: 2 } }],
    typeData: {},
  });
  assertEquals(created.status, 201, created.raw);
  const published = await admin.post(`${PAGE_API}/${created.body.pageID}/publish`);
  assertEquals(published.status, 200, published.raw);
  return created.body.pageID;
}

async function setDisplayLanguage(admin: TestClient, language: string | null): Promise<void> {
  const current = (await admin.get("/api/ximblox/settings/get")).body;
  const res = await admin.put("/api/ximblox/settings", {
    availableLocales: current.availableLocales,
    defaultLocale: current.defaultLocale,
    customSlugLocales: current.customSlugLocales,
    displayLanguage: language,
  });
  assertEquals(res.status, 200, res.raw);
}

async function withApp(fn: (t: TestApp, admin: TestClient) => Promise<void>): Promise<void> {
  const t = await startTestApp();
  try {
    await fn(t, await t.signedIn(1));
  } finally {
    await t.close();
  }
}

async function get(t: TestApp, path: string) {
  const res = await t.app.request(path);
  return { res, html: await res.text() };
}

/** The titles of the results, in order. */
function titles(html: string): string[] {
  return [...html.matchAll(/<h2 class="search-result__title"><a href="[^"]*">([^<]*)<\/a>/g)]
    .map((m) => m[1]);
}

Deno.test("GET /search without JavaScript: a form, results with title, snippet and link", () =>
  withApp(async (t, admin) => {
    await publishPage(admin, {
      slug: "blood-draw",
      title: "Blood draw",
      text: "We take blood samples at ten locations",
    });
    await publishPage(admin, { slug: "parking", title: "Parking", text: "Free parking" });

    const empty = await get(t, "/search");
    assertEquals(empty.res.status, 200);
    assert(empty.html.includes('<form class="search-form" role="search" method="get"'));
    assert(empty.html.includes('action="/search"'));
    assert(empty.html.includes('placeholder="Search by keyword"'));
    assert(empty.html.includes("Enter a keyword to search the site."));

    const { res, html } = await get(t, "/search?q=blood");
    assertEquals(res.status, 200);
    assertEquals(titles(html), ["Blood draw"]);
    assert(html.includes('<a href="/blood-draw">Blood draw</a>'));
    assert(html.includes("1 result for “blood”"), "the count");
    assert(/<mark>blood<\/mark>/i.test(html), "the matched word is marked");
    assert(html.includes('value="blood"'), "the term stays in the field");
    assert(html.includes("https://cms.example.test/blood-draw"), "the address");
    assert(!html.includes('class="search-more"'), "nothing more to load");
  }));

Deno.test("the search page is not indexed, not cached, and runs no script", () =>
  withApp(async (t, admin) => {
    await publishPage(admin, { slug: "a", title: "Alpha", text: "Haematology" });
    const first = await get(t, "/search?q=haematology");
    assert(first.html.includes('<meta name="robots" content="noindex"/>'));
    assertEquals(first.res.headers.get("X-Robots-Tag"), "noindex");
    assertEquals(first.res.headers.get("Cache-Control"), "no-cache");
    assert(first.res.headers.get("Content-Security-Policy")!.includes("script-src 'none'"));
    assert(!/<script/i.test(first.html), "its own form is the search field: no island");
    assert(!first.html.includes('<link rel="canonical"'));
    assertEquals(titles(first.html), ["Alpha"]);

    // Every query is answered for itself, and a new publication shows at once.
    await publishPage(admin, { slug: "b", title: "Beta", text: "Haematology" });
    assertEquals(titles((await get(t, "/search?q=haematology")).html).sort(), ["Alpha", "Beta"]);
    assertEquals(titles((await get(t, "/search?q=alpha")).html), ["Alpha"]);
  }));

Deno.test("the search page escapes titles and snippets; only <mark> is markup", () =>
  withApp(async (t, admin) => {
    await publishPage(admin, {
      slug: "xss",
      title: "<script>alert(1)</script> Lab",
      text: 'Lab <img src=x onerror="alert(2)"> results & more',
    });
    const { html } = await get(t, "/search?q=lab");
    assertEquals(titles(html), ["&lt;script>alert(1)&lt;/script> Lab"]);
    assert(!html.includes("<script>alert"), "no script from the title");
    assert(!html.includes("<img src=x"), "no element from the text");
    assert(html.includes("&lt;img src=x onerror="), "the text shows as text");
    // The term itself is echoed as text too.
    const echoed = await get(t, "/search?q=%3Cscript%3Ealert(3)%3C%2Fscript%3E");
    assert(!echoed.html.includes("<script>alert(3)"));
  }));

Deno.test("no results: 'No results found' in English, 'Er zijn geen resultaten gevonden' in Dutch", () =>
  withApp(async (t, admin) => {
    await publishPage(admin, { slug: "a", title: "Alpha", text: "Something" });
    const en = await get(t, "/search?q=nothingmatches");
    assertEquals(en.res.status, 200);
    assert(en.html.includes("No results found"), en.html);
    assertEquals(titles(en.html), []);

    await setDisplayLanguage(admin, "nl");
    const nl = await get(t, "/zoeken?q=nothingmatches");
    assertEquals(nl.res.status, 200);
    assert(nl.html.includes("Er zijn geen resultaten gevonden"));
    assert(nl.html.includes('placeholder="Zoek op trefwoord"'));
    assert(nl.html.includes('action="/zoeken"'));
    // The display language names the page: /search leads there (routes/search_page.tsx).
    const old = await t.app.request("/search?q=x");
    await old.body?.cancel();
    assertEquals(old.headers.get("location"), "/zoeken?q=x");
    // Every other page's header form goes to the Dutch search page.
    const page = await get(t, "/a");
    assert(page.html.includes('action="/zoeken"') && page.html.includes('data-name="SearchBox"'));
  }));

Deno.test("the search page of a locale searches that locale, under its prefix", () =>
  withApp(async (t, admin) => {
    await publishPage(admin, { slug: "blood", title: "Blood draw", text: "Blood draw" });
    await publishPage(admin, {
      slug: "bloedafname",
      title: "Bloedafname",
      text: "Bloedafname",
      locale: "nl-nl",
    });
    await setDisplayLanguage(admin, "nl");
    const nl = await get(t, "/nl-nl/zoeken?q=bloedafname");
    assertEquals(titles(nl.html), ["Bloedafname"]);
    assert(nl.html.includes('<a href="/nl-nl/bloedafname">'));
    assert(nl.html.includes('action="/nl-nl/zoeken"'));
    const en = await get(t, "/zoeken?q=bloedafname");
    assertEquals(titles(en.html), [], "the default locale's pages only");
  }));

Deno.test("the search page filters by page type", () =>
  withApp(async (t, admin) => {
    await publishPage(admin, { slug: "page", title: "A page", text: "Pipette" });
    const { html } = await get(t, "/search?q=pipette");
    assert(html.includes("<legend>Filter by type</legend>"));
    assert(html.includes('<input type="checkbox" name="type" value="page"/>Pages'));
    assert(!html.includes('value="base"'), "the blank base type is no filter");

    const page = await get(t, "/search?q=pipette&type=page");
    assertEquals(titles(page.html), ["A page"]);
    assert(page.html.includes('<input type="checkbox" name="type" value="page" checked/>'));
    // An unknown type is no filter at all (not "nothing matches").
    assertEquals(titles((await get(t, "/search?q=pipette&type=nonsense")).html), ["A page"]);
  }));

Deno.test("the search page filters out the types not chosen", () =>
  withApp(async (t, admin) => {
    await publishPage(admin, { slug: "page", title: "A page", text: "Centrifuge" });
    const base = await admin.post(`${PAGE_API}/create`, {
      title: "A base page",
      slug: "base-page",
      type: "base",
      locale: "en-gb",
      content: [{ type: "heading", key: "h", props: { text: "Centrifuge", level: 2 } }],
      typeData: {},
    });
    assertEquals(base.status, 201, base.raw);
    await admin.post(`${PAGE_API}/${base.body.pageID}/publish`);
    assertEquals(titles((await get(t, "/search?q=centrifuge")).html).length, 2);
    assertEquals(titles((await get(t, "/search?q=centrifuge&type=page")).html), ["A page"]);
  }));

Deno.test("the search page loads more by asking for a larger count", () =>
  withApp(async (t, admin) => {
    for (let i = 1; i <= 12; i++) {
      await publishPage(admin, {
        slug: `sample-${i}`,
        title: `Sample ${i}`,
        text: "Sample drop-off",
      });
    }
    const first = await get(t, "/search?q=sample");
    assertEquals(titles(first.html).length, 10);
    assert(first.html.includes("12 results for “sample”"));
    const more = first.html.match(/<p class="search-more"><a href="([^"]*)">Load more<\/a>/);
    assert(more, "a load-more link");
    const href = more[1].replaceAll("&amp;", "&");
    assertEquals(href, "/search?q=sample&count=20#result-11");

    const second = await get(t, href.replace(/#.*/, ""));
    assertEquals(titles(second.html).length, 12);
    assert(second.html.includes('id="result-11"'), "the first new result is linked to");
    assert(!second.html.includes('class="search-more"'), "all shown");
    // The same order: the first ten stay where they were.
    assertEquals(titles(second.html).slice(0, 10), titles(first.html));
    // Filters are kept by "load more".
    const filtered = await get(t, "/search?q=sample&type=page");
    assert(filtered.html.includes("/search?q=sample&amp;type=page&amp;count=20#result-11"));
  }));

Deno.test("another language's search address redirects to the display language's, query kept", () =>
  withApp(async (t, admin) => {
    await setDisplayLanguage(admin, "nl");
    for (
      const [from, to] of [
        ["/search?q=bloed&type=news", "/zoeken?q=bloed&type=news"],
        ["/suche", "/zoeken"],
        ["/nl-nl/search?q=a", "/nl-nl/zoeken?q=a"],
      ]
    ) {
      const res = await t.app.request(from);
      await res.body?.cancel();
      assertEquals([res.status, res.headers.get("location")], [302, to], from);
    }
    await setDisplayLanguage(admin, null);
    const back = await t.app.request("/zoeken?q=x");
    await back.body?.cancel();
    assertEquals([back.status, back.headers.get("location")], [302, "/search?q=x"]);
    // A page of that slug is served as before: only an address that finds nothing is redirected.
    await publishPage(admin, { slug: "suche", title: "Suche", text: "Eine Seite" });
    const page = await get(t, "/suche");
    assertEquals(page.res.status, 200);
    assert(page.html.includes("Eine Seite"));
    // A locale the site does not have is still not found.
    const unknown = await t.app.request("/xx-xx/search");
    await unknown.body?.cancel();
    assertEquals(unknown.status, 404);
  }));
