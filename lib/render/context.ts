import type { VNode } from "preact";
import type { PublicMenus } from "../content/menus.ts";
import { PRIVACY_SLUG, publicPath } from "../content/slugs.ts";
import type { PublicCollections } from "./collections.ts";
import type { PublicForms, SentFormState } from "./forms.ts";
import type { MediaSet } from "./media_url.ts";

/** What every block renderer may know about the page it is drawn on. */
export interface RenderContext {
  /** The page's locale ("nl-nl"). */
  locale: string;
  /** The site's default locale, whose paths carry no prefix. */
  defaultLocale: string;
  /** The language of the site's own interface text (settings); absent or null: the page's. */
  displayLanguage?: string | null;
  siteName: string;
  /** Absolute base URL of the public site, without a trailing slash. */
  publicUrl: string;
  /** True when a draft is drawn for the admin preview or a share link (noindex, a banner). */
  preview: boolean;
  /** A share link's banner, in the language of the page shared (absent: the admin's). */
  previewBanner?: { text: string; lang: string };
  /** Drawn after the page's blocks: a share link's comments and their form (absent: nothing). */
  previewAppendix?: VNode;
  /** The library files the page uses, by id (absent: none can be shown). */
  media?: MediaSet;
  /** The locale's menus, resolved (absent: none are drawn). */
  menus?: PublicMenus;
  /** The locale's published news, locations, lab tests and FAQs, for the blocks listing them. */
  collections?: PublicCollections;
  /** Draws the search field in the header (the public site; absent: none, no script). */
  search?: boolean;
  /** The id of the page drawn (absent: not a stored page), sent back by its forms. */
  pageID?: number;
  /** The form templates form blocks draw (absent: no form is drawn). */
  forms?: PublicForms;
  /** A form sent without JavaScript, answered again with its values and errors. */
  sentForm?: SentFormState;
}

/** The `lang` attribute of a locale: "en-gb" becomes "en-GB". */
export function htmlLang(locale: string): string {
  const [language, region] = locale.split("-");
  return region ? `${language}-${region.toUpperCase()}` : language;
}

/**
 * The privacy statement the page links to where it asks for personal data (the cookie notice,
 * the newsletter form): the menus' (the locale's own, else the default locale's; "" when neither
 * is published), or, drawn without them (a preview), where it would be in the locale.
 */
export function privacyPathOf(ctx: RenderContext): string {
  return ctx.menus?.privacyPath ?? publicPath(PRIVACY_SLUG, ctx.locale, ctx.defaultLocale);
}
