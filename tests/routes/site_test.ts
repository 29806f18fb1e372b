import { assert, assertEquals } from "../_utils/assert.ts";
import { PUBLIC_URL, startTestApp, type TestApp, type TestClient } from "../_utils/app.ts";
import { CONSENT_PENDING_SCRIPT } from "../../lib/render/page.tsx";

const PAGE = "/api/ximblox/page";

interface BlockInput {
  type: string;
  key: string;
  props: Record<string, unknown>;
  anchorPoint?: string;
}

function heading(key: string, text: string, level = 2): BlockInput {
  return { type: "heading", key, props: { text, level } };
}

/** Creates a page through the API, optionally stores SEO fields, and publishes it. */
async function makePage(
  admin: TestClient,
  options: {
    slug: string;
    title?: string;
    locale?: string;
    blocks?: BlockInput[];
    seo?: { seoTitle?: string; seoDescription?: string; seoKeywords?: string[] };
    publish?: boolean;
  },
): Promise<{ pageID: number; versionID: number }> {
  const created = await admin.post(`${PAGE}/create`, {
    title: options.title ?? `Title of ${options.slug}`,
    slug: options.slug,
    type: "page",
    locale: options.locale ?? "en-gb",
    content: options.blocks ?? [],
  });
  assertEquals(created.status, 201, created.raw);
  const { pageID, pageVersionID } = created.body;
  if (options.seo) {
    await storeVersion(admin, pageVersionID, {
      title: options.title ?? `Title of ${options.slug}`,
      blocks: options.blocks ?? [],
      ...options.seo,
    });
  }
  if (options.publish !== false) {
    const published = await admin.post(`${PAGE}/${pageID}/publish`);
    assertEquals(published.status, 200, published.raw);
  }
  return { pageID, versionID: pageVersionID };
}

async function storeVersion(
  admin: TestClient,
  versionID: number,
  body: Record<string, unknown>,
): Promise<void> {
  const fetched = await admin.get(`${PAGE}/version/fetch/${versionID}`);
  assertEquals(fetched.status, 200, fetched.raw);
  const stored = await admin.post(`${PAGE}/version/${versionID}/store`, {
    seoTitle: "",
    seoDescription: "",
    seoKeywords: [],
    seoImage: [],
    ...body,
    revision: fetched.body.pageVersion.revision,
  });
  assertEquals(stored.status, 200, stored.raw);
}

async function withApp(fn: (t: TestApp, admin: TestClient) => Promise<void>): Promise<void> {
  const t = await startTestApp();
  try {
    await fn(t, await t.signedIn(1));
  } finally {
    await t.close();
  }
}

Deno.test("GET /{slug} serves the published page: blocks in order, title, lang, SEO", async () => {
  await withApp(async (t, admin) => {
    await makePage(admin, {
      slug: "about",
      title: "About us",
      blocks: [
        heading("h1", "First heading", 1),
        { type: "text", key: "t1", props: { html: "<p>Some <strong>text</strong></p>" } },
        heading("h2", "Second heading"),
        { type: "quote", key: "q1", props: { text: "Quoted", author: "Ann" } },
      ],
      seo: {
        seoTitle: "All about us",
        seoDescription: "Who we are & what we do",
        seoKeywords: ["lab", "blood"],
      },
    });
    const res = await t.client().get("/about");
    assertEquals(res.status, 200);
    assert(res.headers.get("content-type")!.startsWith("text/html"));
    const html = res.raw;
    assert(html.startsWith("<!doctype html>"));
    assert(html.includes('<html lang="en-GB" '), "lang");
    assert(html.includes("<title>All about us | Ximblox Test</title>"), "title");
    assert(html.includes(`<link rel="canonical" href="${PUBLIC_URL}/about"/>`), "canonical");
    assert(html.includes('<meta name="description" content="Who we are &amp; what we do"/>'));
    assert(html.includes('<meta name="keywords" content="lab, blood"/>'));
    assert(html.includes('<meta property="og:title" content="All about us"/>'));
    assert(!html.includes("og:image"), "no OG image while media is absent");
    assert(!html.includes('name="robots"'), "indexable");
    assert(html.includes('<a class="skip-link" href="#main">'));
    assert(html.includes('<main id="main"'));
    const order = ["First heading", "Some <strong>text</strong>", "Second heading", "Quoted"]
      .map((s) => html.indexOf(s));
    assert(order.every((i) => i > 0), "all blocks present");
    assertEquals([...order].sort((a, b) => a - b), order, "blocks in order");
    assert(html.includes('<h1 class="block block-heading">First heading</h1>'));
  });
});

Deno.test("GET serves multi-segment slugs, the home page and locale-prefixed pages", async () => {
  await withApp(async (t, admin) => {
    await makePage(admin, { slug: "/", title: "Home", blocks: [heading("a", "Welcome home")] });
    await makePage(admin, {
      slug: "services/lab/blood",
      title: "Blood tests",
      blocks: [heading("a", "Deep page")],
    });
    await makePage(admin, {
      slug: "over-ons",
      title: "Over ons",
      locale: "nl-nl",
      blocks: [
        heading("a", "Wie wij zijn"),
        {
          type: "button",
          key: "b",
          props: { label: "Contact", link: { kind: "internal", value: "contact" } },
        },
      ],
    });
    await makePage(admin, { slug: "/", title: "Thuis", locale: "nl-nl" });
    const client = t.client();

    const home = await client.get("/");
    assertEquals(home.status, 200);
    assert(home.raw.includes("Welcome home"));
    assert(home.raw.includes(`<link rel="canonical" href="${PUBLIC_URL}/"/>`));

    const deep = await client.get("/services/lab/blood");
    assertEquals(deep.status, 200);
    assert(deep.raw.includes("Deep page"));
    assert(deep.raw.includes(`href="${PUBLIC_URL}/services/lab/blood"`));

    const nl = await client.get("/nl-nl/over-ons");
    assertEquals(nl.status, 200);
    assert(nl.raw.includes('<html lang="nl-NL" '));
    assert(nl.raw.includes("<title>Over ons | Ximblox Test</title>"));
    assert(nl.raw.includes(`<link rel="canonical" href="${PUBLIC_URL}/nl-nl/over-ons"/>`));
    assert(nl.raw.includes('href="/nl-nl/contact"'), "internal links stay in the locale");
    assert(nl.raw.includes("Naar de inhoud"), "skip link in Dutch");

    assertEquals((await client.get("/nl-nl")).status, 200);
    assert((await client.get("/nl-nl")).raw.includes("<title>Thuis | Ximblox Test</title>"));
    // A page of another locale is not found under the default locale, nor the other way round.
    assertEquals((await client.get("/over-ons")).status, 404);
    assertEquals((await client.get("/nl-nl/about")).status, 404);
    assertEquals((await client.get("/nl-nl/services/lab/blood")).status, 404);
  });
});

Deno.test("the default locale's prefix redirects to the unprefixed address", async () => {
  await withApp(async (t, admin) => {
    await makePage(admin, { slug: "about" });
    const res = await t.app.request("/en-gb/about");
    assertEquals(res.status, 302);
    assertEquals(res.headers.get("location"), "/about");
    assertEquals((await t.app.request("/en-gb")).headers.get("location"), "/");
    const slash = await t.app.request("/about/?x=1");
    assertEquals(slash.status, 301);
    assertEquals(slash.headers.get("location"), "/about?x=1");
  });
});

Deno.test("unpublished, unknown and invalid addresses answer 404 without a draft", async () => {
  await withApp(async (t, admin) => {
    await makePage(admin, {
      slug: "draft",
      blocks: [heading("a", "Secret draft")],
      publish: false,
    });
    const { pageID } = await makePage(admin, { slug: "gone", blocks: [heading("a", "Gone soon")] });
    const client = t.client();
    assertEquals((await client.get("/gone")).status, 200);
    assertEquals((await admin.post(`${PAGE}/${pageID}/unpublish`)).status, 200);
    for (
      const path of ["/draft", "/draft?preview=1", "/gone", "/nope", "/UPPER", "/a//b", "/%00"]
    ) {
      const res = await client.get(path);
      assertEquals(res.status, 404, path);
      assert(!res.raw.includes("Secret draft") && !res.raw.includes("Gone soon"), path);
      assert(res.raw.includes("<h1>Page not found</h1>"), path);
      assert(res.raw.includes('<meta name="robots" content="noindex"/>'), path);
    }
    const long = await client.get("/" + "a".repeat(5000));
    assertEquals(long.status, 404);
  });
});

Deno.test("a draft stored after publishing is not shown; no query shows it", async () => {
  await withApp(async (t, admin) => {
    const { versionID } = await makePage(admin, {
      slug: "news",
      title: "News",
      blocks: [heading("a", "Live text")],
    });
    const client = t.client();
    assert((await client.get("/news")).raw.includes("Live text"));
    await storeVersion(admin, versionID, { title: "News", blocks: [heading("a", "Draft text")] });
    for (const path of ["/news", "/news?preview=1", "/news?draft=true&version=2"]) {
      const res = await client.get(path);
      assertEquals(res.status, 200);
      assert(res.raw.includes("Live text"), path);
      assert(!res.raw.includes("Draft text"), path);
    }
    // Publishing the draft makes it live at once (a new version is a new cache entry).
    const pageID = (await admin.get(`${PAGE}/version/fetch/${versionID}`)).body.pageVersion.pageID;
    await admin.post(`${PAGE}/${pageID}/publish`);
    const after = await client.get("/news");
    assert(after.raw.includes("Draft text") && !after.raw.includes("Live text"));
  });
});

Deno.test("the page with slug 404 is served, with status 404, for unknown addresses", async () => {
  await withApp(async (t, admin) => {
    await makePage(admin, {
      slug: "404",
      title: "Lost",
      blocks: [heading("a", "Nothing here, sorry", 1)],
    });
    await makePage(admin, {
      slug: "404",
      title: "Kwijt",
      locale: "nl-nl",
      blocks: [heading("a", "Niets gevonden", 1)],
    });
    const client = t.client();
    const unknown = await client.get("/does/not/exist");
    assertEquals(unknown.status, 404);
    assert(unknown.raw.includes("Nothing here, sorry"));
    assert(unknown.raw.includes("<title>Lost | Ximblox Test</title>"));
    assert(!unknown.raw.includes('rel="canonical"'));
    const direct = await client.get("/404");
    assertEquals(direct.status, 404);
    assert(direct.raw.includes("Nothing here, sorry"));
    const nl = await client.get("/nl-nl/bestaat-niet");
    assertEquals(nl.status, 404);
    assert(nl.raw.includes("Niets gevonden") && nl.raw.includes('lang="nl-NL"'));
    // A locale without a 404 page gets the plain one, in its language.
    const de = await client.get("/de-de/gibt-es-nicht");
    assertEquals(de.status, 404);
    assert(de.raw.includes("<h1>Seite nicht gefunden</h1>"));
  });
});

Deno.test("pages carry an ETag and Cache-Control, and answer 304 on If-None-Match", async () => {
  await withApp(async (t, admin) => {
    const { versionID, pageID } = await makePage(admin, {
      slug: "cached",
      blocks: [heading("a", "One")],
    });
    const first = await t.app.request("/cached");
    assertEquals(first.status, 200);
    const etag = first.headers.get("etag")!;
    assert(/^"[A-Za-z0-9_-]+"$/.test(etag), etag);
    assertEquals(first.headers.get("cache-control"), "public, max-age=0, must-revalidate");
    await first.body?.cancel();
    const again = await t.app.request("/cached", { headers: { "If-None-Match": etag } });
    assertEquals(again.status, 304);
    assertEquals(await again.text(), "");
    assertEquals(again.headers.get("etag"), etag);
    const weak = await t.app.request("/cached", { headers: { "If-None-Match": `W/${etag}` } });
    assertEquals(weak.status, 304);
    await weak.body?.cancel();
    const head = await t.app.request("/cached", { method: "HEAD" });
    assertEquals(head.status, 200);
    assertEquals(head.headers.get("etag"), etag);
    await head.body?.cancel();

    await storeVersion(admin, versionID, { title: "Cached", blocks: [heading("a", "Two")] });
    await admin.post(`${PAGE}/${pageID}/publish`);
    const changed = await t.app.request("/cached", { headers: { "If-None-Match": etag } });
    assertEquals(changed.status, 200);
    assert(changed.headers.get("etag") !== etag);
    assert((await changed.text()).includes("Two"));
  });
});

Deno.test("a page without islands of its own runs only the frame's islands", async () => {
  await withApp(async (t, admin) => {
    await makePage(admin, {
      slug: "plain",
      blocks: [
        heading("a", "Plain"),
        { type: "video", key: "v", props: { url: "https://youtu.be/dQw4w9WgXcQ", title: "Tour" } },
        {
          type: "team-member",
          key: "m",
          props: { name: "Dr. Jansen", specialties: ["Haematology"], email: "j@example.com" },
        },
      ],
    });
    const html = (await t.client().get("/plain")).raw;
    // The header's search field and menus and the cookie notice are islands on every page
    // (tests/lib/render/island_test.tsx has a page without any, which ships no script): their
    // props and bundles are all there is, with the notice's one inline line.
    const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
    assert(scripts.length > 0, "the islands' props");
    assertEquals(
      html.match(/<script>[^<]*<\/script>/g),
      [`<script>${CONSENT_PENDING_SCRIPT}</script>`],
    );
    for (const tag of scripts) {
      if (tag === "<script>") continue;
      assert(
        /^<script type="application\/json" data-island="(SearchBox|CookieNotice|MenuDisclosures)">$/
          .test(tag) ||
          /^<script type="module" src="\/static\/islands\/(SearchBox|CookieNotice|MenuDisclosures)-[a-z0-9]+\.js">$/
            .test(tag),
        `only the frame's islands: ${tag}`,
      );
    }
    assert(!/\son[a-z]+=/i.test(html), "no inline event handlers");
    // The video starts as a local document: nothing is loaded from the provider before a click.
    assert(!/\ssrc="https:\/\/www\.youtube/.test(html));
    assert(html.includes("srcdoc="));
  });
});

Deno.test("anchor points wrap blocks in an element with that id", async () => {
  await withApp(async (t, admin) => {
    await makePage(admin, {
      slug: "anchors",
      blocks: [{ ...heading("a", "Prices"), anchorPoint: "prices" }],
    });
    const html = (await t.client().get("/anchors")).raw;
    assert(
      html.includes(
        '<div id="prices" class="block-anchor"><h2 class="block block-heading">Prices</h2></div>',
      ),
    );
  });
});

Deno.test("the icons and the web app manifest are linked from every page and served", async () => {
  await withApp(async (t, admin) => {
    await makePage(admin, { slug: "iconic", blocks: [heading("a", "Icons")] });
    const html = (await t.client().get("/iconic")).raw;
    assert(html.includes('<link rel="apple-touch-icon" href="/static/apple-touch-icon.png"/>'));
    assert(html.includes('<link rel="manifest" href="/static/manifest.webmanifest"/>'));
    const icon = await t.app.request("/static/apple-touch-icon.png");
    assertEquals(icon.status, 200);
    assertEquals(icon.headers.get("content-type"), "image/png");
    const bytes = new Uint8Array(await icon.arrayBuffer());
    assertEquals([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join(""), "PNG");
    const manifest = await (await t.app.request("/static/manifest.webmanifest")).json();
    for (const { src } of manifest.icons) {
      assertEquals((await t.app.request(src)).status, 200, src);
    }
  });
});

Deno.test("the document language is the language the page is written in", async () => {
  await withApp(async (t, admin) => {
    await makePage(admin, { slug: "over", title: "Over ons" });
    await makePage(admin, { slug: "ueber", title: "Über uns", locale: "de-de" });
    const english = (await t.client().get("/over")).raw;
    assert(english.includes('<html lang="en-GB" '), "no display language: the locale's");
    assert(english.includes('<meta property="og:locale" content="en_GB"/>'), "og:locale");
    // With a display language the default locale's pages are written in it.
    const settings = (await admin.get("/api/ximblox/settings/get")).body;
    const { Success: _, ...current } = settings;
    await admin.put("/api/ximblox/settings", { ...current, displayLanguage: "nl" });
    const dutch = (await t.client().get("/over")).raw;
    assert(dutch.includes('<html lang="nl-NL" '), dutch.slice(0, 200));
    assert(dutch.includes('<meta property="og:locale" content="nl_NL"/>'), "og:locale");
    assert(!/<(header|footer)[^>]* lang=/.test(dutch), "the frame speaks the page's language");
    // A translation is written in its own locale's language; the frame around it speaks Dutch.
    const german = (await t.client().get("/de-de/ueber")).raw;
    assert(german.includes('<html lang="de-DE" '), german.slice(0, 200));
    assert(german.includes('<header class="site-header" lang="nl-NL">'), "header");
    assert(german.includes('<footer class="site-footer" lang="nl-NL">'), "footer");
    // The plain not-found page is all interface text: in the display language.
    const lost = (await t.client().get("/de-de/gibt-es-nicht")).raw;
    assert(lost.includes('<html lang="nl-NL" ') && lost.includes("Pagina niet gevonden"), lost);
  });
});
