/**
 * Islands on the server: `<Island name="SearchBox" props={…}/>` renders the island's component
 * into the page inside its marker, `<x-island data-name="SearchBox">…</x-island>`, followed by its
 * props as JSON in a `<script type="application/json">`, and records that the page needs the
 * island. `renderDocument` then adds, to the head of a page that holds islands, one module script
 * per island used (its content-hashed bundle, from tools/build_islands.ts) and a preload of
 * the shared runtime; a page without islands gets no script at all. Nothing inline runs here, so
 * the page's policy stays `script-src 'self'` (plus the cookie notice's one inline line, allowed
 * by its hash: lib/render/page.tsx).
 */
import { type ComponentProps, type ComponentType, createContext, h, type VNode } from "preact";
import { useContext } from "preact/hooks";
import { renderToString } from "preact-render-to-string";
import CookieNotice from "../../islands/CookieNotice.tsx";
import LocationFinder from "../../islands/LocationFinder.tsx";
import NewsLoadMore from "../../islands/NewsLoadMore.tsx";
import SearchBox from "../../islands/SearchBox.tsx";
import ResearchesOverview from "../../islands/ResearchesOverview.tsx";
import FaqSearch from "../../islands/FaqSearch.tsx";
import PublicForm from "../../islands/PublicForm.tsx";
import NewsletterSignup from "../../islands/NewsletterSignup.tsx";
import MenuDisclosures from "../../islands/MenuDisclosures.tsx";
import { locale as storeLocale } from "../../islands/_store.ts";
import { type IslandManifest, ISLANDS_URL, servedManifest } from "./island_manifest.ts";

/** Every island, by its file name in islands/ (a test checks that none is missing). */
export const ISLANDS = {
  CookieNotice,
  LocationFinder,
  NewsLoadMore,
  SearchBox,
  ResearchesOverview,
  FaqSearch,
  PublicForm,
  NewsletterSignup,
  MenuDisclosures,
} as const;
export type IslandName = keyof typeof ISLANDS;

/** The islands one page holds, collected while it renders. */
class PageIslands {
  readonly used = new Set<IslandName>();
}

const PageIslandsContext = createContext<PageIslands | null>(null);

/** Props as JSON that can sit in a script element: no "</script>" or "<!--" can appear. */
export function serialiseProps(props: unknown): string {
  return JSON.stringify(props ?? {})
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

export function Island<N extends IslandName>(
  props: { name: N; props: ComponentProps<typeof ISLANDS[N]> },
): VNode {
  useContext(PageIslandsContext)?.used.add(props.name);
  const component = ISLANDS[props.name] as unknown as ComponentType<Record<string, unknown>>;
  return (
    <>
      {h(
        "x-island",
        { "data-name": props.name },
        h(component, props.props as unknown as Record<string, unknown>),
      )}
      <script
        type="application/json"
        data-island={props.name}
        dangerouslySetInnerHTML={{ __html: serialiseProps(props.props) }}
      />
    </>
  );
}

let warned = false;

/** The manifest of the built islands, or null (with a warning, once) when there is none. */
function manifest(): IslandManifest | null {
  const built = servedManifest();
  if (!built && !warned) {
    warned = true;
    console.warn(
      "No island bundles (static/islands/manifest.json): pages render their islands without " +
        "script. Run `deno task build`.",
    );
  }
  return built;
}

/**
 * The tags that load the islands of `names`: each island's module script, and a preload of
 * what it imports (the runtime) so that both download at once.
 */
export function islandTags(names: Iterable<IslandName>, built: IslandManifest): string {
  const preload = new Set<string>();
  const scripts: string[] = [];
  for (const name of names) {
    const island = built.islands[name];
    if (!island) continue;
    for (const file of island.imports) preload.add(file);
    scripts.push(`<script type="module" src="${ISLANDS_URL}${island.file}"></script>`);
  }
  const links = [...preload].map((file) =>
    `<link rel="modulepreload" href="${ISLANDS_URL}${file}"/>`
  );
  return links.join("") + scripts.join("");
}

/**
 * A whole HTML document with its islands' scripts in its head. `locale` is the page's, for the
 * islands' shared store (rendering is synchronous, so no other page renders in between).
 * `islands` replaces the built manifest (tests).
 */
export function renderDocument(
  node: VNode,
  options: { locale: string; islands?: IslandManifest | null },
): string {
  const page = new PageIslands();
  storeLocale.value = options.locale;
  const html = "<!doctype html>" +
    renderToString(<PageIslandsContext.Provider value={page}>{node}</PageIslandsContext.Provider>);
  if (page.used.size === 0) return html;
  const built = options.islands === undefined ? manifest() : options.islands;
  if (!built) return html;
  const tags = islandTags(page.used, built);
  return html.replace("</head>", () => tags + "</head>");
}
