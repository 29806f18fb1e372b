/**
 * The public pages' HTML: drawn from the published version and kept in an in-memory cache (one
 * per store: version ids are only unique within one) keyed by everything the page shows. Each
 * entry notes, as cache tags, the collections and form templates its blocks actually drew
 * (`tags`), so that a change to a collection or template drops only the answers that show it.
 */
import type { PublicMenus } from "../content/menus.ts";
import type { PublishedPointer, PublishedRead } from "../db/published_pointers.ts";
import type { Settings } from "../db/settings.ts";
import type { Deps } from "../ops/deps.ts";
import { mergeMedia } from "../ops/site/collections.ts";
import { loadPublishedPage } from "../ops/site/published_page.ts";
import type { PublicCollections } from "../render/collections.ts";
import type { PublicForms } from "../render/forms.ts";
import { type CachedHtml, HtmlCache, htmlEntry } from "../render/html_cache.ts";
import { renderPageHtml } from "../render/page.tsx";
import { renderContext } from "./state.ts";
import { collectionTag, FORMS_TAG, formTag } from "../db/cache_tags.ts";

const caches = new WeakMap<Deno.Kv, HtmlCache>();

export function htmlCacheOf(kv: Deno.Kv): HtmlCache {
  let cache = caches.get(kv);
  if (!cache) caches.set(kv, cache = new HtmlCache());
  return cache;
}

/** A published page at an address, with what it shows besides its own content. */
export interface PageAt {
  locale: string;
  slug: string;
  settings: Settings;
  notFound: boolean;
  menus: PublicMenus;
  collections: PublicCollections;
  forms: PublicForms;
  /** What the state read with the pointer (its manifest: lib/ops/site/published_page.ts). */
  read?: PublishedRead;
}

/** Where the HTML of a published version drawn at an address is cached. */
export function htmlKey(pointer: PublishedPointer, at: PageAt): string {
  return [
    at.notFound ? "404" : "page",
    at.locale,
    at.slug,
    pointer.pageID,
    pointer.versionID,
    pointer.rev,
    at.settings.defaultLocale,
    at.settings.availableLocales.join(","),
    at.settings.displayLanguage ?? "",
    at.menus.key,
    at.collections.key,
    at.forms.key,
  ].join("\u0000");
}

/** The cached HTML of a published version, or null when it is no longer the published one. */
export function publishedHtml(
  deps: Deps,
  pointer: PublishedPointer,
  at: PageAt,
  key = htmlKey(pointer, at),
): Promise<CachedHtml | null> {
  return htmlCacheOf(deps.kv).get(key, async () => {
    const found = await loadPublishedPage(deps, pointer, at.read);
    if (!found) return null;
    const used = new Set<string>();
    const ctx = {
      ...renderContext(deps, found.page.locale, at.settings),
      media: mergeMedia(found.media, at.collections.media),
      menus: at.menus,
      collections: noting(at.collections, at.locale, used),
      forms: notingForms(at.forms, used),
      pageID: found.page.id,
    };
    const entry = await htmlEntry(renderPageHtml(found, ctx, { notFound: at.notFound }));
    return { ...entry, tags: [...used] };
  });
}

/** The collections, noting in `used` the tag of each list a block reads. */
function noting(collections: PublicCollections, locale: string, used: Set<string>) {
  const items = new Proxy(collections.items, {
    get(target, type, receiver) {
      if (typeof type === "string") used.add(collectionTag(locale, type));
      return Reflect.get(target, type, receiver);
    },
  });
  return { ...collections, items };
}

/** The form templates, noting in `used` the tag of each one a block looks up. */
function notingForms(forms: PublicForms, used: Set<string>): PublicForms {
  const templates = forms.templates;
  const all = () => {
    used.add(FORMS_TAG);
    return templates;
  };
  return {
    ...forms,
    templates: {
      get: (id: number) => {
        used.add(formTag(id));
        return templates.get(id);
      },
      has: (id: number) => {
        used.add(formTag(id));
        return templates.has(id);
      },
      // Reading them all depends on all of them, new ones included.
      get size() {
        return all().size;
      },
      forEach: (...args) => all().forEach(...args),
      entries: () => all().entries(),
      keys: () => all().keys(),
      values: () => all().values(),
      [Symbol.iterator]: () => all()[Symbol.iterator](),
    },
  };
}
