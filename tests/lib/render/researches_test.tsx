/**
 * The researches overview block and a research's page header as the server draws them: every
 * research by name with its price, time, duration, material and preparation (what a visitor
 * without JavaScript gets), the pricing-tool intro, the notes on ID and sperm, the 2-hour
 * message, a search form to the site search, and the island's first render equal to the server's.
 */
import { renderToString } from "preact-render-to-string";
import { assert, assertEquals } from "../../_utils/assert.ts";
import type { Block } from "../../../lib/content/blocks/index.ts";
import { research } from "../../../lib/content/page_types/research.ts";
import { DEMO_RESEARCHES } from "../../../lib/seed/demo/researches.ts";
import { renderBlock } from "../../../lib/render/block_list.tsx";
import type { CollectionItem } from "../../../lib/render/collections.ts";
import type { RenderContext } from "../../../lib/render/context.ts";
import { messagesFor } from "../../../lib/i18n/site.ts";
import { renderPageHtml } from "../../../lib/render/page.tsx";
import ResearchesOverview from "../../../islands/ResearchesOverview.tsx";

function items(): CollectionItem[] {
  return DEMO_RESEARCHES.map(([name, code, price, time, duration, material, preparation], i) => ({
    pageID: i + 1,
    path: `/onderzoeken/${code.toLowerCase()}`,
    title: name,
    seoDescription: "",
    tags: [],
    typeData: research.typeData.parse({
      code,
      name: i === 0 ? "" : name,
      price,
      time,
      duration,
      material,
      preparation,
    }),
    publishedAt: 1,
  }));
}

function ctx(list: CollectionItem[] = items(), displayLanguage = "nl"): RenderContext {
  return {
    locale: "en-gb",
    defaultLocale: "en-gb",
    displayLanguage,
    siteName: "Lab",
    publicUrl: "https://site.test",
    preview: false,
    collections: {
      items: { news: [], location: [], research: list, faq: [] },
      media: { files: new Map() },
      key: "k",
    },
  };
}

function overview(heading = ""): Block {
  return {
    type: "researches-overview",
    key: "ro",
    props: { heading },
    anchorPoint: "",
    __images: {},
    __files: {},
  };
}

function html(c: RenderContext = ctx(), block: Block = overview()): string {
  const node = renderBlock(block, c);
  assert(node);
  return renderToString(node);
}

/** The text the markup shows: the island's JSON props and tags removed, spaces made plain. */
function text(markup: string): string {
  return markup.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ");
}

Deno.test("researches overview: every research by name, with its facts, without script", () => {
  const out = html();
  assert(out.includes('<x-island data-name="ResearchesOverview">'));
  const names = [...out.matchAll(/<h2 class="research__name">([^<]+)</g)].map((m) => m[1]);
  assertEquals(names.length, DEMO_RESEARCHES.length);
  assertEquals(names.slice(0, 3), ["24-uursurine", "Bloedbeeld", "Bloedgroep en rhesusfactor"]);
  assertEquals(names.at(-1), "Zwangerschapstest (hCG)");
  // An empty name shows the page's title.
  assert(names.includes(DEMO_RESEARCHES[0][0]));
  const plain = text(out);
  assert(plain.includes("25 onderzoeken"), "the count");
  assert(plain.includes("Glucosetolerantietest (OGTT) Prijs: € 42,00"), plain);
  assert(plain.includes("Code OGTT Bezoek Op afspraak Duur 2 uur Materiaal Bloed"));
  assert(plain.includes("Bezoek Inloop Duur 15 minuten"));
  assert(plain.includes("Voorbereiding Kom nuchter"));
  assert(
    plain.includes(
      "Bereken wat uw onderzoeken kosten: kies de onderzoeken die u wilt laten doen en u ziet meteen de totale prijs en de totale tijd.",
    ),
    "the pricing-tool intro",
  );
  assert(
    plain.includes(
      "Neem een geldig identiteitsbewijs en uw zorgpas mee. Aan de balie registreren wij uw burgerservicenummer.",
    ),
  );
  assert(
    plain.includes(
      "Sperma wordt alleen ontvangen op ons hoofdkantoor, op werkdagen van 08.00 tot 15.00 uur.",
    ),
  );
  // The 2-hour message with the research that takes 2 hours, and with no other.
  const long = [...plain.matchAll(/Let op: (.+?) duurt 2 uur\./g)].map((m) => m[1]);
  assertEquals(long, ["Glucosetolerantietest (OGTT)"]);
  assert(out.includes('href="/onderzoeken/ogtt"'), "a link to the research's page");
  // Picking needs the island: no checkboxes and no pricing panel in the server HTML.
  assert(!out.includes('type="checkbox"'));
  assert(!out.includes('class="pricing"'));
});

Deno.test("researches overview: without JavaScript the search goes to the site search", () => {
  const out = html();
  assert(/<form[^>]*role="search"[^>]*action="\/zoeken" method="get"/.test(out), out);
  assert(out.includes('<input type="hidden" name="type" value="research"/>'));
  assert(/<label for="researches-ro-q">Zoek een onderzoek<\/label>/.test(out));
  assert(/<input id="researches-ro-q"[^>]*type="search" name="q"/.test(out));
  assert(out.includes('<p class="researches__status" role="status">25 onderzoeken</p>'));
});

Deno.test("researches overview: names are h3 under the block's own heading", () => {
  const out = html(ctx(), overview("Alle onderzoeken"));
  assert(out.includes('<h2 class="researches__heading">Alle onderzoeken</h2>'));
  assert(out.includes('<h3 class="research__name">Bloedbeeld</h3>'));
  assert(!out.includes('<h2 class="research__name">'));
});

Deno.test("researches overview: the interface text follows the display language", () => {
  const plain = text(html(ctx(items(), "en")));
  assert(plain.includes("25 tests"));
  assert(plain.includes("Glucosetolerantietest (OGTT) Price: €42.00"));
  assert(plain.includes("Visit By appointment Duration 2 hours"));
  assert(plain.includes("Please note: Glucosetolerantietest (OGTT) takes 2 hours."));
});

Deno.test("researches overview: the island's first render is the server's", () => {
  const c = ctx();
  const out = html(c);
  const json = out.match(
    /<script type="application\/json" data-island="ResearchesOverview">(.*?)<\/script>/,
  );
  assert(json);
  const props = JSON.parse(json[1]);
  assertEquals(props.text, { ...messagesFor("nl").researches, submit: "Zoeken" });
  assertEquals(props.items.length, DEMO_RESEARCHES.length);
  assertEquals(props.items[0].price, 3120);
  assert(out.includes(renderToString(<ResearchesOverview {...props} />)));
});

Deno.test("researches overview: none published", () => {
  const out = html(ctx([]));
  assert(text(out).includes("Er zijn nog geen onderzoeken om te tonen."));
  assert(!out.includes('class="research"'));
});

Deno.test("a research's page: its name, price and facts, the 2-hour message, what to bring", () => {
  const [name, code, price, time, duration, material, preparation] = DEMO_RESEARCHES.find((r) =>
    r[1] === "OGTT"
  )!;
  const page = renderPageHtml(
    {
      page: { locale: "en-gb", slug: "onderzoeken/ogtt", type: "research" },
      version: {
        title: "OGTT-pagina",
        seoTitle: "",
        seoDescription: "",
        seoKeywords: [],
        seoImage: [],
        tags: [],
        typeData: research.typeData.parse({
          code,
          name,
          price,
          time,
          duration,
          material,
          preparation,
        }),
      },
      blocks: [],
    },
    ctx(),
  );
  const main = page.slice(page.indexOf("<main"), page.indexOf("</main>"));
  assert(main.includes(`<h1 class="research-header__title">${name}</h1>`));
  const plain = text(main);
  assert(plain.includes("Prijs: € 42,00"));
  assert(plain.includes("Code OGTT Bezoek Op afspraak Duur 2 uur"));
  assert(plain.includes(`Let op: ${name} duurt 2 uur.`));
  assert(plain.includes("Neem een geldig identiteitsbewijs en uw zorgpas mee."));
  assert(!main.includes("<x-island"), "a research's page runs no script of its own");
});

Deno.test("a sperm research says where sperm is received", () => {
  const semen = items().find((i) => i.typeData.material === "sperma")!;
  const out = text(html(ctx([semen])));
  assertEquals(
    [...out.matchAll(/Sperma wordt alleen ontvangen op ons hoofdkantoor/g)].length,
    2,
    "in the notes and with the research",
  );
});
