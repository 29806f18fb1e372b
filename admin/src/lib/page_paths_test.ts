import { deepStrictEqual } from "node:assert";
import { finishSlug, normaliseSlugInput, pagePublicPath, suggestSlug } from "./page_paths.ts";

Deno.test("suggestSlug() turns a title into lowercase dashes without accents", () => {
  deepStrictEqual(suggestSlug("  Über uns & Café Straße! "), "uber-uns-cafe-strasse");
  deepStrictEqual(suggestSlug("---"), "");
});

Deno.test("normaliseSlugInput() keeps segments and a trailing dash while typing", () => {
  deepStrictEqual(normaliseSlugInput("News/My Post "), "news/my-post-");
  deepStrictEqual(normaliseSlugInput("/"), "/");
  deepStrictEqual(finishSlug("news/my-post-"), "news/my-post");
  deepStrictEqual(finishSlug(""), "/");
});

Deno.test("pagePublicPath() prefixes locales other than the default", () => {
  deepStrictEqual(pagePublicPath("about", "en-gb", "en-gb"), "/about");
  deepStrictEqual(pagePublicPath("about", "nl-nl", "en-gb"), "/nl-nl/about");
  deepStrictEqual(pagePublicPath("/", "nl-nl", "en-gb"), "/nl-nl");
  deepStrictEqual(pagePublicPath("/", "en-gb", "en-gb"), "/");
});
