/**
 * The public document of a page version: head with SEO and Open Graph metadata, a skip link,
 * header, the blocks in <main>, footer. No JavaScript unless an island is used.
 */
import { createHash } from "node:crypto";
import type { ComponentChildren, VNode } from "preact";
import type { Block } from "../content/blocks/index.ts";
import { HOME_SLUG, NOT_FOUND_SLUG, publicPath } from "../content/slugs.ts";
import { interfaceLocale, languageVersions, writtenLocale } from "../content/locales.ts";
import { embedUrl } from "../content/video.ts";
import { FRAME_CSS } from "./blocks/video.tsx";
import type { PageRecord, VersionRecord } from "../db/page_records.ts";
import { BlockList } from "./block_list.tsx";
import { htmlLang, privacyPathOf, type RenderContext } from "./context.ts";
import { Island, renderDocument } from "./island.tsx";
import { imageUrl, withAutoCrop } from "./media_url.ts";
import { MenuNav } from "./menus.tsx";
import { TypeHeader } from "./page_types/index.tsx";
import { messagesFor } from "../i18n/site.ts";
import { localeName } from "../i18n/languages.ts";
import { searchPath } from "./search_path.ts";
import { CONSENT_PATTERN, CONSENT_PENDING_CLASS } from "../../islands/_consent.ts";
import { stylesheetHref } from "./stylesheet_manifest.ts";

export const FAVICON = "/favicon.ico";

/**
 * The element an island is server-rendered in (`<x-island data-name=… data-props=…>`, see
 * islands/README.md). A page holding one needs the island scripts; every other page runs none.
 */
export const ISLAND_ELEMENT = "x-island";

export function hasIslands(html: string): boolean {
  return html.includes(`<${ISLAND_ELEMENT}`);
}

/** Where video players come from: the only frames a page may load (lib/content/video.ts). */
const PLAYER_ORIGINS = (["youtube", "vimeo"] as const)
  .map((provider) => new URL(embedUrl({ provider, id: "1" })).origin);
/** A video frame starts as a `srcdoc` document, which inherits this policy: allow its style. */
const FRAME_STYLE = `'sha256-${createHash("sha256").update(FRAME_CSS).digest("base64")}'`;

/**
 * The page's one inline script, before the cookie notice: with no choice stored it marks
 * `<html>` so that the notice shows from the first paint, not pushed in above the page once
 * hydrated (islands/CookieNotice.tsx). Inline because a file would be one more request that
 * blocks the first paint; allowed by its hash alone.
 */
export const CONSENT_PENDING_SCRIPT = `new RegExp(${
  JSON.stringify(CONSENT_PATTERN)
}).test(document.cookie)||document.documentElement.classList.add(${
  JSON.stringify(CONSENT_PENDING_CLASS)
})`;
const CONSENT_PENDING_HASH = `'sha256-${
  createHash("sha256").update(CONSENT_PENDING_SCRIPT).digest("base64")
}'`;

/**
 * The Content-Security-Policy of a public page: nothing but our own stylesheet and images, the
 * video players' frames, and script only where islands are (`islands`: from this origin, and the
 * cookie notice's inline script by its hash).
 */
export function contentSecurityPolicy(options: { islands: boolean }): string {
  return [
    "default-src 'self'",
    // Islands are where the public frame is, whose cookie notice has the one inline script.
    options.islands ? `script-src 'self' ${CONSENT_PENDING_HASH}` : "script-src 'none'",
    `style-src 'self' ${FRAME_STYLE}`,
    "img-src 'self' data:",
    `frame-src ${PLAYER_ORIGINS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

const OG_IMAGE_WIDTH = 1200;

/** What the renderer reads of a page and its version. */
export interface RenderInput {
  page: Pick<PageRecord, "locale" | "slug"> & Partial<Pick<PageRecord, "type" | "typeData">>;
  version: Pick<
    VersionRecord,
    "title" | "seoTitle" | "seoDescription" | "seoKeywords" | "seoImage" | "tags" | "typeData"
  >;
  blocks: Block[];
  /** The published translations (the page itself included), for hreflang links. */
  alternates?: Alternate[];
}

export interface Alternate {
  locale: string;
  slug: string;
}

export interface DocumentHead {
  title: string;
  description?: string;
  keywords?: string[];
  canonicalUrl?: string | null;
  ogTitle?: string;
  ogImage?: string | null;
  noindex?: boolean;
  /** Absolute URLs of the page in each locale it is published in. */
  alternates?: { hreflang: string; href: string }[];
}

function absolute(url: string, base: string): string {
  return url.startsWith("/") ? base + url : url;
}

/**
 * The page locale switcher: links to the page in the other languages it is published in (the
 * sibling's own slug; no prefix for the default locale), each named by the language its text is
 * written in (`languageVersions`: the demo's default-locale pages are Dutch, not "English").
 * Nothing when the page is in one language only.
 */
function LanguageSwitcher(props: { alternates?: Alternate[]; ctx: RenderContext }): VNode | null {
  const { ctx } = props;
  const alternates = languageVersions(props.alternates ?? [], ctx.locale, ctx);
  if (alternates.length < 2) return null;
  const sorted = [...alternates].sort((a, b) => a.written.localeCompare(b.written));
  return (
    <nav
      class="language-switcher"
      aria-label={messagesFor(ctx.displayLanguage ?? ctx.locale).languages}
    >
      <ul>
        {sorted.map((a) => (
          <li key={a.locale}>
            <a
              href={publicPath(a.slug, a.locale, ctx.defaultLocale)}
              hreflang={htmlLang(a.written)}
              lang={htmlLang(a.written)}
              aria-current={a.locale === ctx.locale ? "page" : undefined}
            >
              {localeName(a.written)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The header's search field: a GET form to the search page, made a combobox by its island. */
function HeaderSearch(props: { ctx: RenderContext }): VNode {
  const { ctx } = props;
  const t = messagesFor(ctx.displayLanguage ?? ctx.locale);
  return (
    <Island
      name="SearchBox"
      props={{
        action: searchPath(ctx.displayLanguage, ctx.locale, ctx.defaultLocale),
        locale: ctx.locale,
        text: {
          label: t.search,
          placeholder: t.searchPlaceholder,
          submit: t.search,
          results: t.searchResults,
          noResults: t.searchNoResults,
          resultCount: t.searchResultCount,
          oneResult: t.searchOneResult,
          allResults: t.searchAllResults,
        },
      }}
    />
  );
}

/**
 * The header's menus, search and language switcher behind one disclosure ("Menu"), so that a
 * phone's header is one line until the visitor opens it; it needs no script (`<details>`). From
 * 40rem on the stylesheet shows its content whether open or not and hides the summary.
 */
function SiteNav(props: { label: string; children: ComponentChildren }): VNode {
  return (
    <details class="site-nav">
      <summary class="site-nav__toggle">{props.label}</summary>
      <div class="site-nav__body">{props.children}</div>
    </details>
  );
}

export function Document(
  props: {
    head: DocumentHead;
    ctx: RenderContext;
    children: ComponentChildren;
    alternates?: Alternate[];
    /** The page's public path: its menu items are marked current. */
    current?: string;
    /** A page of interface text only (the plain not-found page): it speaks the interface's. */
    interfaceOnly?: boolean;
  },
): VNode {
  const { head, ctx } = props;
  const t = messagesFor(ctx.displayLanguage ?? ctx.locale);
  // The document declares the language its text is written in; the frame (menus, search,
  // cookie notice) speaks the display language, and says so where that differs.
  const frameLang = htmlLang(interfaceLocale(ctx.locale, ctx.displayLanguage));
  const lang = props.interfaceOnly ? frameLang : htmlLang(writtenLocale(ctx.locale, ctx));
  const inFrame = frameLang === lang ? undefined : frameLang;
  const home = publicPath(HOME_SLUG, ctx.locale, ctx.defaultLocale);
  return (
    // The page's locale for the islands' store, which is not always the language (see above).
    <html lang={lang} data-locale={ctx.locale}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${head.title} | ${ctx.siteName}`}</title>
        {head.description ? <meta name="description" content={head.description} /> : null}
        {head.keywords?.length ? <meta name="keywords" content={head.keywords.join(", ")} /> : null}
        {head.noindex ? <meta name="robots" content="noindex" /> : null}
        {head.canonicalUrl ? <link rel="canonical" href={head.canonicalUrl} /> : null}
        {head.alternates?.map((a) => (
          <link key={a.hreflang} rel="alternate" hreflang={a.hreflang} href={a.href} />
        ))}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={ctx.siteName} />
        <meta property="og:title" content={head.ogTitle ?? head.title} />
        {head.description ? <meta property="og:description" content={head.description} /> : null}
        {head.canonicalUrl ? <meta property="og:url" content={head.canonicalUrl} /> : null}
        {head.ogImage ? <meta property="og:image" content={head.ogImage} /> : null}
        <meta property="og:locale" content={lang.replace("-", "_")} />
        <link rel="icon" href={FAVICON} sizes="32x32" />
        <link rel="apple-touch-icon" href="/static/apple-touch-icon.png" />
        <link rel="manifest" href="/static/manifest.webmanifest" />
        <meta name="theme-color" content="#0b5cad" />
        <link rel="stylesheet" href={stylesheetHref()} />
      </head>
      <body>
        <a class="skip-link" href="#main">{t.skipToContent}</a>
        {ctx.search
          ? (
            <div class="site-notices" lang={inFrame}>
              <script dangerouslySetInnerHTML={{ __html: CONSENT_PENDING_SCRIPT }} />
              <CookieChoice ctx={ctx} part="notice" />
            </div>
          )
          : null}
        {ctx.previewBanner
          ? (
            <div class="preview-banner" role="status" lang={htmlLang(ctx.previewBanner.lang)}>
              <strong>{ctx.previewBanner.text}</strong>
            </div>
          )
          : ctx.preview
          ? (
            <div class="preview-banner" role="status">
              <strong>Preview</strong> — this version is not published.
            </div>
          )
          : null}
        <header class="site-header" lang={inFrame}>
          <div class="site-header__inner">
            <a class="site-name" href={home}>{ctx.siteName}</a>
            <SiteNav label={t.menu}>
              <MenuNav
                class="main-menu"
                label={t.mainMenu}
                items={ctx.menus?.menus.main}
                current={props.current}
              />
              <MenuNav
                class="audience-menu"
                label={t.audienceMenu}
                items={ctx.menus && [
                  ...ctx.menus.menus.professional,
                  ...ctx.menus.menus.patient,
                ]}
                current={props.current}
              />
              {ctx.search ? <HeaderSearch ctx={ctx} /> : null}
              <LanguageSwitcher alternates={props.alternates} ctx={ctx} />
            </SiteNav>
            {ctx.search ? <Island name="MenuDisclosures" props={{}} /> : null}
          </div>
        </header>
        <main id="main" tabIndex={-1}>{props.children}{ctx.previewAppendix ?? null}</main>
        <footer class="site-footer" lang={inFrame}>
          <div class="site-footer__inner">
            <MenuNav
              class="footer-menu"
              label={t.footerMenu}
              items={ctx.menus?.menus.footer}
              current={props.current}
            />
            <p>
              <a href={home}>{ctx.siteName}</a>
            </p>
            {ctx.search ? <CookieChoice ctx={ctx} part="settings" /> : null}
          </div>
        </footer>
      </body>
    </html>
  );
}

/**
 * The cookie notice (at the top of the page, taking its own room) and its footer button
 * (islands/CookieNotice.tsx): on the public site only (not in the admin preview), like the
 * header search.
 */
function CookieChoice({ ctx, part }: { ctx: RenderContext; part: "notice" | "settings" }) {
  const t = messagesFor(ctx.displayLanguage ?? ctx.locale);
  if (part === "settings") {
    return <Island name="CookieNotice" props={{ part, text: { settings: t.cookies.settings } }} />;
  }
  return (
    <Island
      name="CookieNotice"
      props={{
        part,
        text: t.cookies,
        privacyPath: privacyPathOf(ctx),
      }}
    />
  );
}

/** A version's public tags after its blocks (private tags are never rendered). */
function TagList(props: { tags: string[] }) {
  if (props.tags.length === 0) return null;
  return (
    <ul class="page-tags" aria-label="Tags">
      {props.tags.map((tag) => <li key={tag}>{tag}</li>)}
    </ul>
  );
}

/** The document's HTML, with the scripts of the islands it holds (none: no script at all). */
function toHtml(node: VNode, ctx: RenderContext): string {
  return renderDocument(node, { locale: ctx.locale });
}

/**
 * The full HTML of a page version. `notFound` draws it as the answer to an unknown address:
 * no canonical link (the address is not the page's), and not indexed. `noindex` and
 * `titlePrefix` are for a page answered to one visitor (a form sent with errors: "Fout: …").
 */
export function renderPageHtml(
  input: RenderInput,
  ctx: RenderContext,
  options: { notFound?: boolean; noindex?: boolean; titlePrefix?: string } = {},
): string {
  const { page, version, blocks } = input;
  const title = (options.titlePrefix ?? "") + (version.seoTitle || version.title);
  const isNotFound = options.notFound || page.slug === NOT_FOUND_SLUG;
  // The social image is cut to 1200 × 630 around the focal point when the page chose no crop.
  const og = imageUrl(
    withAutoCrop(version.seoImage[0] ?? null, "social", ctx.media),
    OG_IMAGE_WIDTH,
    ctx.media,
  );
  // One link per language the page is written in (a search engine's hreflang, as the switcher).
  const versions = languageVersions(input.alternates ?? [], page.locale, ctx);
  const head: DocumentHead = {
    title,
    description: version.seoDescription,
    keywords: version.seoKeywords,
    canonicalUrl: isNotFound
      ? null
      : ctx.publicUrl + publicPath(page.slug, page.locale, ctx.defaultLocale),
    ogImage: og ? absolute(og, ctx.publicUrl) : null,
    noindex: ctx.preview || isNotFound || options.noindex,
    alternates: isNotFound || versions.length < 2 ? undefined : versions.map((a) => ({
      hreflang: htmlLang(a.written),
      href: ctx.publicUrl + publicPath(a.slug, a.locale, ctx.defaultLocale),
    })),
  };
  return toHtml(
    <Document
      head={head}
      ctx={ctx}
      alternates={isNotFound ? undefined : input.alternates}
      current={isNotFound ? undefined : publicPath(page.slug, page.locale, ctx.defaultLocale)}
    >
      <TypeHeader
        type={page.type}
        data={version.typeData ?? page.typeData ?? {}}
        title={version.title}
        ctx={ctx}
      />
      <BlockList blocks={blocks} ctx={ctx} />
      <TagList tags={version.tags ?? []} />
    </Document>,
    ctx,
  );
}

/** The plain not-found page of a locale that has no published page with slug "404". */
export function renderFallbackNotFoundHtml(ctx: RenderContext): string {
  const t = messagesFor(ctx.displayLanguage ?? ctx.locale);
  return toHtml(
    <Document head={{ title: t.notFoundTitle, noindex: true }} ctx={ctx} interfaceOnly>
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <p>
        <a href={publicPath(HOME_SLUG, ctx.locale, ctx.defaultLocale)}>{t.notFoundHome}</a>
      </p>
    </Document>,
    ctx,
  );
}
