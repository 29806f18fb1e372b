/**
 * The location finder block and a location's page header as the server draws them: the full
 * list with every location's details (what a visitor without JavaScript gets), the form to the
 * site search, controls that need the browser disabled, no "open now" in cached HTML, and the
 * hours Monday to Friday with the map link on a location's own page.
 */
import { renderToString } from "preact-render-to-string";
import { assert, assertEquals } from "../../_utils/assert.ts";
import type { Block } from "../../../lib/content/blocks/index.ts";
import { location } from "../../../lib/content/page_types/location.ts";
import { DEMO_LOCATIONS } from "../../../lib/seed/demo/locations.ts";
import type { CollectionItem, PublicCollections } from "../../../lib/render/collections.ts";
import type { RenderContext } from "../../../lib/render/context.ts";
import { renderPageHtml } from "../../../lib/render/page.tsx";
import { renderBlock } from "../../../lib/render/block_list.tsx";
import { messagesFor } from "../../../lib/i18n/site.ts";
import LocationFinder from "../../../islands/LocationFinder.tsx";
import { finderLocations } from "../../../lib/render/locations.ts";

function items(): CollectionItem[] {
  return DEMO_LOCATIONS.map(({ title, slug, text: _text, ...data }, i) => ({
    pageID: i + 1,
    path: `/${slug}`,
    title,
    seoDescription: "",
    tags: [],
    typeData: location.typeData.parse({ ...data, name: i === 1 ? "" : title }),
    publishedAt: 1,
  }));
}

function collections(list: CollectionItem[]): PublicCollections {
  return {
    items: { news: [], location: list, research: [], faq: [] },
    media: { files: new Map() },
    key: "k",
  };
}

function ctx(list: CollectionItem[] = items()): RenderContext {
  return {
    locale: "en-gb",
    defaultLocale: "en-gb",
    displayLanguage: "nl",
    siteName: "Lab",
    publicUrl: "https://site.test",
    preview: false,
    collections: collections(list),
  };
}

const finder: Block = {
  type: "location-finder",
  key: "finder",
  props: { intro: "Zoek een locatie bij u in de buurt." },
  anchorPoint: "",
  __images: {},
  __files: {},
};

function finderHtml(c: RenderContext = ctx()): string {
  const node = renderBlock(finder, c);
  assert(node);
  return renderToString(node);
}

/** The text the markup shows: tags and the island's JSON props removed. */
function text(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ");
}

Deno.test("location finder: every location with its details, by place, without script", () => {
  const html = finderHtml();
  assert(html.includes("Zoek een locatie bij u in de buurt."));
  assert(html.includes('<x-island data-name="LocationFinder">'));
  const names = [...html.matchAll(/<h3 class="location-card__name"><a href="([^"]+)">([^<]+)</g)]
    .map((m) => m[2]);
  assertEquals(names.length, DEMO_LOCATIONS.length);
  // By place, then by name: Amsterdam, Den Haag, …, Utrecht, Zwolle.
  assertEquals(names.slice(0, 3), ["Amsterdam Noord", "Amsterdam Zuid", "Den Haag Bezuidenhout"]);
  assertEquals(names.slice(-3), [
    "Hoofdvestiging Utrecht",
    "Utrecht Overvecht",
    "Zwolle Weezenlanden",
  ]);
  // An empty name falls back to the page's title.
  assert(names.includes(DEMO_LOCATIONS[1].title));
  const plain = text(html);
  assert(plain.includes("11 locaties"), "the count");
  assert(plain.includes("Croeselaan 28 3521 BJ Utrecht"), "address");
  assert(plain.includes("Hoofdvestiging"));
  assert(plain.includes("maandag 07.30–17.00 uur"), "hours in Dutch");
  assert(plain.includes("woensdag Gesloten"), "a closed day");
  assert(!/zaterdag|zondag/.test(plain), "weekdays only");
  assert(plain.includes("Betaald parkeren") && plain.includes("Gratis parkeren"));
  assert(plain.includes("Geen parkeergelegenheid"));
  assert(plain.includes("Spermamonsters inleveren (werkdagen 08.00–15.00 uur)"));
  assert(
    html.includes(
      'href="https://www.openstreetmap.org/search?query=Croeselaan%2028%2C%203521%20BJ%20Utrecht%2C%20Nederland"',
    ),
    "a plain link to an OpenStreetMap search",
  );
  // The page's HTML is cached: whether a location is open depends on the visit, so not here.
  assert(!plain.includes("Nu open,") && !plain.includes("Nu gesloten"));
  assert(!plain.includes("vandaag"));
});

Deno.test("location finder: without JavaScript the form searches locations on the search page", () => {
  const html = finderHtml();
  assert(/<form[^>]*role="search"[^>]*method="get"[^>]*action="\/zoeken"/.test(html), html);
  assert(html.includes('<input type="hidden" name="type" value="location"/>'));
  assert(/<input id="location-finder-finder-q"[^>]*name="q"/.test(html));
  assert(/<label for="location-finder-finder-q">Locatienaam, straat of plaats<\/label>/.test(html));
  assert(/<label for="location-finder-finder-postcode">Postcode<\/label>/.test(html));
  // What needs the browser's clock or position is off until the island runs.
  assert(/<input[^>]*name="postcode"[^>]*disabled/.test(html), "postcode disabled");
  assert(/<input type="radio" name="filter" value="open" disabled/.test(html), "open now disabled");
  assert(/<input type="radio" name="filter" value="all" checked/.test(html), "all checked");
  assert(/<button class="location-finder__locate" type="button" disabled/.test(html));
  assert(html.includes("<noscript>"));
  assert(html.includes('role="status"'));
});

Deno.test("location finder: the island's first render is the server's", () => {
  const c = ctx();
  const text = messagesFor("nl").locations;
  const props = {
    id: "location-finder-finder",
    locations: finderLocations(c),
    searchAction: "/zoeken",
    text,
  };
  const island = renderToString(<LocationFinder {...props} />);
  assert(finderHtml(c).includes(island));
  // And the props it hydrates from are the ones it was drawn with.
  const json = finderHtml(c).match(
    /<script type="application\/json" data-island="LocationFinder">(.*?)<\/script>/,
  );
  assert(json);
  const { zone, ...drawnWith } = JSON.parse(json[1]);
  assertEquals(drawnWith, props);
  // And Amsterdam's offsets from the start of the page's day (UTC) on, for 401 days (the
  // browser's clock).
  assertEquals(zone.until - zone.changes[0][0], 401 * 86_400_000);
  const start = zone.changes[0][0];
  assert(start % 86_400_000 === 0 && start <= Date.now() && Date.now() - start < 2 * 86_400_000);
  assert(zone.changes.every(([, offset]: number[]) => offset === 60 || offset === 120));
});

Deno.test("location finder: no published locations", () => {
  const html = finderHtml(ctx([]));
  assert(text(html).includes("Geen locaties"));
  assert(!html.includes("location-card"));
  assert(!html.includes("location-finder__empty"));
});

Deno.test("location finder: a location whose data is not a location's is left out", () => {
  const list = items();
  list[0] = { ...list[0], typeData: { hours: "always" } };
  const html = finderHtml(ctx(list));
  assertEquals([...html.matchAll(/class="location-card"/g)].length, DEMO_LOCATIONS.length - 1);
});

Deno.test("a location's page: its title, address, map link and hours Monday to Friday", () => {
  const head = DEMO_LOCATIONS.find((l) => l.headOffice)!;
  const { title, slug: _slug, text: _text, ...data } = head;
  const html = renderPageHtml(
    {
      page: { locale: "en-gb", slug: head.slug, type: "location" },
      version: {
        title,
        seoTitle: "",
        seoDescription: "",
        seoKeywords: [],
        seoImage: [],
        tags: [],
        typeData: location.typeData.parse({ ...data, name: title }),
      },
      blocks: [],
    },
    ctx(),
  );
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const plain = text(main);
  assert(main.includes(`<h1 class="location-header__title">${title}</h1>`));
  assert(plain.includes("Hoofdvestiging"));
  assert(plain.includes("Croeselaan 28 3521 BJ Utrecht"));
  assert(main.includes('href="https://www.openstreetmap.org/search?query=Croeselaan'));
  assert(plain.includes("Open in kaart"));
  const days = [...main.matchAll(/<th scope="row">([^<]+)/g)].map((m) => m[1]);
  assertEquals(days, ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag"]);
  assert(plain.includes("Toegankelijkheid"));
  assert(plain.includes("Parkeren Betaald parkeren"));
  assert(plain.includes("Trombosedienst"));
  // A location's page has no island of its own: the time of the visit is not in cached HTML.
  assert(!main.includes("<x-island"));
  assert(!plain.includes("Nu open"));
});
