import { deepStrictEqual, ok } from "node:assert";
import {
  finishSlug,
  pagePublicPath,
  sectionOf,
  slugPreview,
  slugProblem,
  suggestSlug,
  suggestSlugBeside,
  suggestSlugUnder,
} from "./page_paths.ts";
import { MAX_SLUG } from "../../../lib/content/slugs.ts";

Deno.test("suggestSlug() turns a title into lowercase dashes without accents", () => {
  deepStrictEqual(suggestSlug("  Über uns & Café Straße! "), "uber-uns-cafe-strasse");
  deepStrictEqual(suggestSlug("---"), "");
  deepStrictEqual(suggestSlug("Actualités / Nieuws"), "actualites-nieuws");
});

Deno.test("suggestSlug() keeps a suggestion from a long title within the limit, at a dash", () => {
  const slug = suggestSlug("word ".repeat(60));
  deepStrictEqual(slug.length <= 200, true);
  deepStrictEqual(slug.endsWith("word"), true);
});

Deno.test("finishSlug() keeps segments and transliterates rather than dropping letters", () => {
  deepStrictEqual(finishSlug("News/My Post "), "news/my-post");
  deepStrictEqual(finishSlug("Bad Slug!! äö"), "bad-slug-ao");
  deepStrictEqual(finishSlug("/"), "/");
  deepStrictEqual(finishSlug(""), "/");
});

Deno.test("slugPreview() shows what a typed slug is saved as, only when that differs", () => {
  deepStrictEqual(slugPreview("Bad Slug!! äö"), "bad-slug-ao");
  deepStrictEqual(slugPreview("about/team"), null);
  deepStrictEqual(slugPreview("/about/"), null);
  deepStrictEqual(slugPreview(""), null);
});

Deno.test("slugProblem() names over-long slugs and locale prefixes", () => {
  deepStrictEqual(slugProblem("a".repeat(201)), "tooLong");
  deepStrictEqual(slugProblem("a".repeat(200)), null);
  deepStrictEqual(slugProblem("nl-nl/over"), "localePrefix");
  deepStrictEqual(slugProblem("nl-be/over"), null);
  deepStrictEqual(slugProblem("Nl-NL/Over"), "localePrefix");
  deepStrictEqual(slugProblem("日本"), "invalid");
  deepStrictEqual(slugProblem("/"), null);
});

Deno.test("pagePublicPath() prefixes locales other than the default", () => {
  deepStrictEqual(pagePublicPath("about", "en-gb", "en-gb"), "/about");
  deepStrictEqual(pagePublicPath("about", "nl-nl", "en-gb"), "/nl-nl/about");
  deepStrictEqual(pagePublicPath("/", "nl-nl", "en-gb"), "/nl-nl");
  deepStrictEqual(pagePublicPath("/", "en-gb", "en-gb"), "/");
});

Deno.test("suggestSlugBeside() keeps the parent path of the page it is suggested beside", () => {
  deepStrictEqual(
    suggestSlugBeside("nieuws/oud-bericht", "Labo open in Zwolle"),
    "nieuws/labo-open-in-zwolle",
  );
  deepStrictEqual(suggestSlugBeside("a/b/c", "Über uns"), "a/b/uber-uns");
  deepStrictEqual(suggestSlugBeside("over-ons", "About us"), "about-us");
  deepStrictEqual(suggestSlugBeside("nieuws/x", "---"), "nieuws/");
  const long = suggestSlugBeside("nieuws/x", "word ".repeat(60));
  ok(long.startsWith("nieuws/word-") && long.length <= MAX_SLUG && !long.endsWith("-"), long);
});

Deno.test("sectionOf() finds where a page type's pages live; a new one is suggested there", () => {
  const news = ["nieuws/zomer", "nieuws/zwolle", "over-ons", "nieuws/iso"];
  deepStrictEqual(sectionOf(news), "nieuws/");
  deepStrictEqual(suggestSlugUnder(sectionOf(news), "Nieuwe prikpost"), "nieuws/nieuwe-prikpost");
  deepStrictEqual(sectionOf(["locaties/zwolle", "locaties/utrecht"]), "locaties/");
  deepStrictEqual(sectionOf(["contact", "privacy", "nieuws/x"]), "");
  deepStrictEqual(sectionOf([]), "");
  // A tie: the newest page (first) decides.
  deepStrictEqual(sectionOf(["news/a", "nieuws/b"]), "news/");
  deepStrictEqual(suggestSlugUnder("", "Contact us"), "contact-us");
});
