/**
 * The Translations tab: for every available locale, the sibling page in that locale and its state
 * — missing, concept, published, or unpublished changes — and whether the source (this page)
 * was published after the translation was last stored.
 */
import type { TranslationState } from "../../content/pages.ts";
import { getPages, siblingIDs } from "../../db/pages.ts";
import { type PageRecord } from "../../db/page_records.ts";
import { getSettings } from "../../db/settings.ts";
import { rememberSiblingGroup, siblingGroupGuess } from "../../db/version_pages.ts";
import type { Actor, Deps } from "../deps.ts";
import { canReadPage, loadPage } from "../access/page_access.ts";
import { pageStatus } from "../present/present_page.ts";

export async function translationsOf(
  deps: Deps,
  actor: Actor | null,
  pageID: number,
): Promise<TranslationState[]> {
  // The settings, and the sibling group this process saw the page in (a page never changes
  // group), are read with the page: three round trips in all.
  const settings = getSettings(deps.kv);
  settings.catch(() => {});
  const guess = siblingGroupGuess(pageID);
  const guessed = guess === undefined ? null : siblingIDs(deps.kv, guess);
  guessed?.catch(() => {});
  const source = (await loadPage(deps, actor, pageID, "edit-page")).value;
  rememberSiblingGroup(source.id, source.siblingGroup);
  const ids =
    await (guess === source.siblingGroup ? guessed! : siblingIDs(deps.kv, source.siblingGroup));
  const pages = new Map(
    (await getPages(deps.kv, [...ids.values()]))
      .filter((p): p is PageRecord => !!p)
      .map((p) => [p.locale, p]),
  );
  const { availableLocales } = await settings;
  // Only locales the caller may read pages of this type in: of the others nothing is told, not
  // even whether a translation exists.
  const readable = availableLocales.filter((locale) =>
    canReadPage(actor!, { locale, type: source.type })
  );
  return readable.map((locale) => {
    const p = pages.get(locale);
    if (!p) {
      return {
        locale,
        pageID: null,
        title: null,
        slug: null,
        status: "missing",
        sourceChanged: false,
        isSelf: false,
      };
    }
    const isSelf = p.id === source.id;
    return {
      locale,
      pageID: p.id,
      title: p.title,
      slug: p.slug,
      status: pageStatus(p),
      sourceChanged: !isSelf && source.publishedAt !== null && source.publishedAt > p.updatedAt,
      isSelf,
    };
  });
}
