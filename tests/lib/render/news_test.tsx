/**
 * News on the public site: the list's order, window, tag filter and empty message, the "load
 * more" island only where there is more to load (with its no-JavaScript link to the archive),
 * the article's header, and the archive page.
 */
import { renderToString } from "preact-render-to-string";
import { assert, assertEquals } from "../../_utils/assert.ts";
import type { Block } from "../../../lib/content/blocks/index.ts";
import { renderBlock } from "../../../lib/render/block_list.tsx";
import type { CollectionItem, PublicCollections } from "../../../lib/render/collections.ts";
import type { RenderContext } from "../../../lib/render/context.ts";
import type { MediaInfo } from "../../../lib/render/media_url.ts";
import { formatDate, newsWindow, sortNews, withTag } from "../../../lib/render/news.ts";
import { renderNewsArchiveHtml } from "../../../lib/render/news_archive.tsx";
import { newsArchivePath } from "../../../lib/render/news_archive_path.ts";
import { renderPageHtml } from "../../../lib/render/page.tsx";
import { TypeHeader } from "../../../lib/render/page_types/index.tsx";

function article(
  pageID: number,
  date: string,
  options: { tags?: string[]; publishedAt?: number; image?: number } = {},
): CollectionItem {
  return {
    pageID,
    path: `/nieuws/a${pageID}`,
    title: `Article ${pageID}`,
    seoDescription: `About ${pageID}`,
    tags: options.tags ?? [],
    typeData: {
      author: "Anna",
      date,
      summary: pageID === 3 ? "" : `Summary ${pageID}`,
      image: options.image ? { fileID: options.image, cropParams: null } : null,
    },
    publishedAt: options.publishedAt ?? pageID,
  };
}

const photo: MediaInfo = {
  id: 7,
  name: "lab.jpg",
  kind: "image",
  width: 1200,
  height: 675,
  defaultAltText: "A lab",
  raster: true,
};

function ctxWith(news: CollectionItem[], over: Partial<RenderContext> = {}): RenderContext {
  const collections: PublicCollections = {
    items: { news, location: [], research: [], faq: [] },
    media: { files: new Map() },
    key: "k",
  };
  return {
    locale: "en-gb",
    defaultLocale: "en-gb",
    displayLanguage: "nl",
    siteName: "Lab",
    publicUrl: "https://site.test",
    preview: false,
    media: { files: new Map([[7, photo]]) },
    collections,
    ...over,
  };
}

function newsList(props: Partial<Block<"news-list">["props"]> = {}): Block {
  return {
    type: "news-list",
    key: "n",
    props: { heading: "", tag: "", count: 6, loadMore: true, ...props },
    anchorPoint: "",
    __images: {},
    __files: {},
  } as Block;
}

function html(block: Block, ctx: RenderContext): string {
  const node = renderBlock(block, ctx);
  return node ? renderToString(node) : "";
}

function titles(markup: string): string[] {
  return [...markup.matchAll(/class="news-card__link" href="[^"]*">([^<]*)</g)].map((m) => m[1]);
}

// Eight articles: dated, two on the same day, one without a date.
const eight = [
  article(1, "2026-01-10"),
  article(2, "2026-03-01", { tags: ["Griep"] }),
  article(3, "2026-02-14", { image: 7 }),
  article(4, ""),
  article(5, "2026-03-01", { publishedAt: 100, tags: ["griep", "Locaties"] }),
  article(6, "2025-12-24"),
  article(7, "2026-02-01", { tags: ["Locaties"] }),
  article(8, "2026-01-31"),
];

Deno.test("sortNews() is newest first by date, then by publication; undated last", () => {
  assertEquals(sortNews(eight).map((i) => i.pageID), [5, 2, 3, 7, 8, 1, 6, 4]);
});

Deno.test("withTag() keeps one public tag's articles, ignoring case", () => {
  assertEquals(withTag(eight, "GRIEP").map((i) => i.pageID), [2, 5]);
  assertEquals(withTag(eight, " ").length, 8);
  assertEquals(withTag(eight, "none"), []);
});

Deno.test("formatDate() writes the calendar day in the display language", () => {
  assertEquals(formatDate("2026-03-01", "nl"), "1 maart 2026");
  assertEquals(formatDate("2026-03-01", "en-gb"), "1 March 2026");
  assertEquals(formatDate("", "nl"), "");
});

Deno.test("newsWindow() gives cards of a window and the total", () => {
  const { total, cards } = newsWindow(ctxWith(eight), { tag: "", offset: 6, count: 6 });
  assertEquals(total, 8);
  assertEquals(cards.map((c) => c.pageID), [6, 4]);
  const card = newsWindow(ctxWith(eight), { tag: "", offset: 2, count: 1 }).cards[0];
  assertEquals(card.pageID, 3);
  assertEquals(card.url, "/nieuws/a3");
  assertEquals(card.dateText, "14 februari 2026");
  // Without a summary of its own, its SEO description introduces it.
  assertEquals(card.summary, "About 3");
  assert(card.image?.src.startsWith("/media/7/w480/lab.webp"), JSON.stringify(card.image));
  assertEquals([card.image?.width, card.image?.height], [1200, 675]);
});

Deno.test("news list: the first 6 newest first, then a load-more island linking the archive", () => {
  const out = html(newsList(), ctxWith(eight));
  assertEquals(titles(out), [5, 2, 3, 7, 8, 1].map((n) => `Article ${n}`));
  assert(out.includes('<x-island data-name="NewsLoadMore">'), out);
  // Without JavaScript the control is a link to the archive from where the list ends.
  assert(out.includes('<a class="button button--secondary" href="/nieuwsarchief?offset=6">'), out);
  assert(out.includes(">Meer nieuws laden</a>"));
  // Titles are the list's headings without a heading of its own, and one level below it with.
  assert(out.includes('<h2 class="news-card__title">'));
  const headed = html(newsList({ heading: "Nieuws" }), ctxWith(eight));
  assert(headed.includes('<h2 class="news-list__heading">Nieuws</h2>'));
  assert(headed.includes('<h3 class="news-card__title">'));
  // Each card: its date in Dutch with the machine-readable date, its summary, its image.
  assert(out.includes('<time datetime="2026-03-01">1 maart 2026</time>'), out);
  assert(out.includes('<p class="news-card__summary">Summary 5</p>'));
  assertEquals(out.match(/<img /g)?.length, 1);
  assert(/<img class="news-card__image" src="\/media\/7\/w480\/lab\.webp[^"]*"/.test(out));
});

Deno.test("news list: no island when every article shows or load more is off", () => {
  const few = html(newsList(), ctxWith(eight.slice(0, 3)));
  assertEquals(titles(few).length, 3);
  assert(!few.includes("x-island") && !few.includes("nieuwsarchief"), few);
  const latest = html(newsList({ count: 3, loadMore: false }), ctxWith(eight));
  assertEquals(titles(latest), ["Article 5", "Article 2", "Article 3"]);
  assert(!latest.includes("x-island"), latest);
});

Deno.test("news list: a tag keeps that tag's articles, and its link keeps the tag", () => {
  const out = html(newsList({ tag: "locaties", count: 1 }), ctxWith(eight));
  assertEquals(titles(out), ["Article 5"]);
  assert(out.includes('href="/nieuwsarchief?tag=locaties&amp;offset=1"'), out);
});

Deno.test("news list: the empty message when there are none", () => {
  assertEquals(
    html(newsList(), ctxWith([])),
    '<section class="block block-news-list"><p class="news-list__empty">Er zijn nog geen artikelen.</p></section>',
  );
  assert(html(newsList({ tag: "none" }), ctxWith(eight)).includes("Er zijn nog geen artikelen."));
  const english = html(newsList(), ctxWith([], { displayLanguage: null }));
  assert(english.includes("No articles yet."), english);
});

Deno.test("news header: title, date in the display language, author and image", () => {
  const ctx = ctxWith([]);
  const data = article(3, "2026-02-14", { image: 7 }).typeData;
  const out = renderToString(
    <TypeHeader type="news" data={data} title="Griepprik" ctx={ctx} />,
  );
  assert(out.includes('<h1 class="news-header__title">Griepprik</h1>'), out);
  assert(out.includes('<time datetime="2026-02-14">14 februari 2026</time>'), out);
  assert(out.includes("<span>Door Anna</span>"), out);
  assert(/<img class="news-header__image" src="\/media\/7\/w960\/lab\.webp/.test(out), out);
  assert(out.includes('alt="A lab"') && out.includes('loading="eager"'), out);
  // Nothing of what is missing.
  const bare = renderToString(
    <TypeHeader type="news" data={{ author: "", date: "", image: null }} title="T" ctx={ctx} />,
  );
  assertEquals(bare, '<header class="news-header"><h1 class="news-header__title">T</h1></header>');
});

Deno.test("a news page: the header before the blocks, its public tags once after them", () => {
  const out = renderPageHtml({
    page: { locale: "en-gb", slug: "nieuws/griep", type: "news" },
    version: {
      title: "Griep",
      seoTitle: "",
      seoDescription: "",
      seoKeywords: [],
      seoImage: [],
      tags: ["Griep"],
      typeData: { author: "Anna", date: "2026-02-14", summary: "", image: null },
    },
    blocks: [{
      type: "text",
      key: "t",
      props: { html: "<p>Body</p>" },
      anchorPoint: "",
      __images: {},
      __files: {},
    } as Block],
  }, ctxWith([]));
  const main = out.slice(out.indexOf("<main"), out.indexOf("</main>"));
  assert(main.indexOf("news-header") < main.indexOf("<p>Body</p>"), main);
  assertEquals(out.match(/<li>Griep<\/li>/g)?.length, 1);
});

Deno.test("newsArchivePath() is the display language's slug under the locale's prefix", () => {
  const ctx = { displayLanguage: "nl", locale: "en-gb", defaultLocale: "en-gb" };
  assertEquals(newsArchivePath(ctx), "/nieuwsarchief");
  assertEquals(
    newsArchivePath({ ...ctx, locale: "nl-nl" }, { offset: 6 }),
    "/nl-nl/nieuwsarchief?offset=6",
  );
  assertEquals(
    newsArchivePath({ ...ctx, displayLanguage: null }, { tag: "a b" }),
    "/news-archive?tag=a+b",
  );
});

Deno.test("the news archive shows 6 from its offset with newer and older links", () => {
  const first = renderNewsArchiveHtml({ tag: "", offset: 0 }, ctxWith(eight));
  assertEquals(titles(first).length, 6);
  assert(first.includes("Artikel 1–6 van 8"), first);
  assert(first.includes('rel="next" href="/nieuwsarchief?offset=6"'), first);
  assert(!first.includes('rel="prev"'));
  const second = renderNewsArchiveHtml({ tag: "", offset: 6 }, ctxWith(eight));
  assertEquals(titles(second), ["Article 6", "Article 4"]);
  assert(second.includes('rel="prev" href="/nieuwsarchief"'), second);
  assert(!second.includes('rel="next"'));
  assert(second.includes('<meta name="robots" content="noindex"/>'));
  const tagged = renderNewsArchiveHtml({ tag: "Griep", offset: 0 }, ctxWith(eight));
  assert(tagged.includes("<h1>Nieuws over “Griep”</h1>"), tagged);
  assertEquals(titles(tagged), ["Article 5", "Article 2"]);
  const none = renderNewsArchiveHtml({ tag: "", offset: 0 }, ctxWith([]));
  assert(none.includes("Er zijn nog geen artikelen."));
});

Deno.test("the news archive past its last article says so and links back to the articles", () => {
  const past = renderNewsArchiveHtml({ tag: "", offset: 100 }, ctxWith(eight));
  assertEquals(titles(past), []);
  assert(!past.includes("Er zijn nog geen artikelen."), "there are articles");
  assert(past.includes("Er zijn 8 artikelen; deze pagina ligt voorbij het laatste."), past);
  // Back to the last page that has articles, and to the start.
  assert(past.includes('rel="prev" href="/nieuwsarchief?offset=6"'), past);
  assert(past.includes('href="/nieuwsarchief">Naar het begin van het nieuwsarchief</a>'), past);
});
