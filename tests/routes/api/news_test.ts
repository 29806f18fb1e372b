/**
 * GET /api/ximblox/news: the published news of a locale as the news list's cards, for anyone,
 * newest first, paged, by tag; a draft never shows. And the news archive, the no-JavaScript way
 * on from a news list. And a news article's own image, drawn on its page and in its preview.
 */
import { Image } from "imagescript";
import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, type TestClient, withTestApp as withApp } from "../../_utils/app.ts";
import { createTestPage, PAGE_API as PAGE } from "../../_utils/pages.ts";
import { pageIDsOfType } from "../../../lib/db/pages.ts";

const NEWS = "/api/ximblox/news";

async function article(
  c: TestClient,
  slug: string,
  date: string,
  options: { locale?: string; tags?: string[]; publish?: boolean; image?: number } = {},
): Promise<{ pageID: number; pageVersionID: number }> {
  const created = await createTestPage(c, {
    title: `News ${slug}`,
    slug: `nieuws/${slug}`,
    type: "news",
    locale: options.locale ?? "en-gb",
    typeData: {
      author: "Anna",
      date,
      summary: `About ${slug}`,
      image: options.image ? { fileID: options.image, cropParams: null } : null,
    },
  });
  if (options.tags) {
    // Public tags come with a stored version.
    const v = (await c.get(`${PAGE}/${created.pageID}`)).body.page.pageVersion;
    const stored = await c.post(`${PAGE}/version/${v.id}/store`, { ...v, tags: options.tags });
    assertEquals(stored.status, 200, stored.raw);
  }
  if (options.publish !== false) {
    const published = await c.post(`${PAGE}/${created.pageID}/publish`);
    assertEquals(published.status, 200, published.raw);
  }
  return created;
}

function slugs(body: { items: { url: string }[] }): string[] {
  return body.items.map((i) => i.url.replace(/^.*\//, ""));
}

Deno.test("news API: published articles newest first, 6 at a time, by locale and tag", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    for (let day = 1; day <= 8; day++) {
      await article(c, `d${day}`, `2026-03-0${day}`, { tags: day % 2 ? ["Griep"] : [] });
    }
    await article(c, "nl", "2026-03-09", { locale: "nl-nl" });
    // A draft, newest of all, and a published article's later draft: neither is public.
    await article(c, "draft", "2026-04-01", { publish: false });
    const { pageID } = await article(c, "d0", "2026-02-28");
    const v = (await c.get(`${PAGE}/${pageID}`)).body.page.pageVersion;
    const stored = await c.post(`${PAGE}/version/${v.id}/store`, {
      ...v,
      title: "Secret draft title",
      typeData: { author: "X", date: "2026-05-01", summary: "Secret", image: null },
    });
    assertEquals(stored.status, 200, stored.raw);

    const visitor = t.client();
    const first = await visitor.get(NEWS);
    assertEquals(first.status, 200, first.raw);
    assertEquals(first.headers.get("Cache-Control"), "no-store");
    assertEquals(first.body.total, 9);
    assertEquals(slugs(first.body), ["d8", "d7", "d6", "d5", "d4", "d3"]);
    assertEquals(first.body.items[0], {
      pageID: first.body.items[0].pageID,
      url: "/nieuws/d8",
      title: "News d8",
      summary: "About d8",
      date: "2026-03-08",
      dateText: "8 March 2026",
      image: null,
    });
    const rest = await visitor.get(`${NEWS}?offset=6&count=6`);
    assertEquals(slugs(rest.body), ["d2", "d1", "d0"]);
    assert(!rest.raw.includes("Secret"), "a draft's data never shows");
    assert(!first.raw.includes("draft"), "an unpublished article never shows");
    assertEquals(slugs((await visitor.get(`${NEWS}?count=2&offset=1`)).body), ["d7", "d6"]);

    const dutch = await visitor.get(`${NEWS}?locale=nl-nl`);
    assertEquals([dutch.body.total, slugs(dutch.body)], [1, ["nl"]]);
    assertEquals((await visitor.get(`${NEWS}?locale=de-de`)).body.total, 0);

    const flu = await visitor.get(`${NEWS}?tag=griep`);
    assertEquals([flu.body.total, slugs(flu.body)], [4, ["d7", "d5", "d3", "d1"]]);

    // Unpublished: gone on the next call.
    assertEquals((await c.post(`${PAGE}/${pageID}/unpublish`)).status, 200);
    assertEquals((await visitor.get(NEWS)).body.total, 8);
    // Deleted: gone too, and with it its entry among the news pages of its locale.
    const d8 = first.body.items[0].pageID;
    assertEquals((await c.post(`${PAGE}/${d8}/delete`)).status, 200);
    assertEquals(slugs((await visitor.get(`${NEWS}?count=1`)).body), ["d7"]);
    const listed = await pageIDsOfType(t.deps.kv, "news", "en-gb");
    assertEquals([listed.includes(d8), listed.includes(pageID), listed.length], [false, true, 9]);
  }));

Deno.test("news API: a query it cannot read is V_12", () =>
  withApp(async (t) => {
    const visitor = t.client();
    for (
      const query of [
        "offset=-1",
        "offset=1.5",
        "offset=x",
        "count=0",
        "count=25",
        "count=",
        "locale=xx-xx",
        "locale=EN-GB",
      ]
    ) {
      const res = await visitor.get(`${NEWS}?${query}`);
      assertEquals(res.status, 400, query);
      assertEquals(codes(res), ["V_12"], query);
    }
    const long = await visitor.get(`${NEWS}?tag=${"x".repeat(51)}`);
    assertEquals(codes(long), ["V_11"]);
    // A locale the site does not offer.
    const admin = await t.signedIn(1);
    const settings = (await admin.get("/api/ximblox/settings/get")).body;
    const saved = await admin.put("/api/ximblox/settings", {
      ...settings,
      availableLocales: ["en-gb", "nl-nl"],
      customSlugLocales: [],
    });
    assertEquals(saved.status, 200, saved.raw);
    assertEquals(codes(await visitor.get(`${NEWS}?locale=fr-fr`)), ["V_12"]);
  }));

Deno.test("news archive: 6 at a time with newer and older links, by tag, not indexed", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    for (let day = 1; day <= 8; day++) {
      await article(c, `d${day}`, `2026-03-0${day}`, { tags: day > 6 ? ["Griep"] : [] });
    }
    const first = await t.app.request("/news-archive");
    assertEquals(first.status, 200);
    assertEquals(first.headers.get("X-Robots-Tag"), "noindex");
    const html = await first.text();
    assertEquals([...html.matchAll(/class="news-card__link"/g)].length, 6);
    assert(html.includes('rel="next" href="/news-archive?offset=6"'), html);
    const second = await (await t.app.request("/news-archive?offset=6")).text();
    assert(second.includes('href="/nieuws/d1"') && !second.includes('href="/nieuws/d3"'));
    assert(second.includes('rel="prev" href="/news-archive"'), second);
    const tagged = await (await t.app.request("/news-archive?tag=griep")).text();
    assertEquals([...tagged.matchAll(/class="news-card__link"/g)].length, 2);
    // A query it cannot read shows the first page; other locales have their own archive.
    const odd = await (await t.app.request("/news-archive?offset=-3")).text();
    assertEquals([...odd.matchAll(/class="news-card__link"/g)].length, 6);
    // Without a display language each locale's archive speaks its own.
    const dutch = await t.app.request("/nl-nl/nieuwsarchief");
    assertEquals(dutch.status, 200);
    assert((await dutch.text()).includes("Er zijn nog geen artikelen."));
    assertEquals((await t.app.request("/nieuwsarchief")).status, 404);
    assertEquals((await t.app.request("/nl-nl/news-archive")).status, 404);
  }));

Deno.test("a news article's image is drawn on its published page and in its preview", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const form = new FormData();
    form.append("path", "/");
    const png = await new Image(320, 180).fill(0x3366ccff).encode();
    form.append("f", new File([png as Uint8Array<ArrayBuffer>], "lab.png", { type: "image/png" }));
    const uploaded = await c.request("POST", "/api/ximblox/medialib/add-file", { body: form });
    assertEquals(uploaded.status, 200, uploaded.raw);
    const fileID = uploaded.body.file?.id ?? uploaded.body.id;
    assert(typeof fileID === "number", uploaded.raw);

    const { pageVersionID } = await article(c, "met-foto", "2026-03-01", { image: fileID });
    const page = await (await t.app.request("/nieuws/met-foto")).text();
    assert(
      page.includes(`<img class="news-header__image" src="/media/${fileID}/w960/lab.webp`),
      page,
    );
    const preview = await c.get(`${PAGE}/version/${pageVersionID}/preview`);
    assert(preview.raw.includes(`<img class="news-header__image" src="/media/${fileID}/w960/`));
    // The list of news shows it too.
    const list = (await t.client().get(NEWS)).body.items[0];
    assert(list.image.src.startsWith(`/media/${fileID}/w480/lab.webp`), JSON.stringify(list));
  }));
