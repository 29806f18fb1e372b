import { assertEquals } from "../../_utils/assert.ts";
import { linkError, linkHref } from "../../../lib/content/links.ts";
import {
  internalLinkValue,
  internalTarget,
  isValidSlug,
  normaliseSlug,
  publicPath,
  slugFromTitle,
  slugify,
  splitLocalePrefix,
} from "../../../lib/content/slugs.ts";
import { hrefFor } from "../../../lib/render/links.ts";
import { embedUrl, parseVideo } from "../../../lib/content/video.ts";

Deno.test("linkError() checks each link kind", () => {
  assertEquals(linkError({ kind: "external", value: "https://example.com/x" }), null);
  assertEquals(linkError({ kind: "external", value: "javascript:alert(1)" }), "V_13");
  assertEquals(linkError({ kind: "external", value: "example.com" }), "V_13");
  assertEquals(linkError({ kind: "internal", value: "/about/team" }), null);
  assertEquals(linkError({ kind: "internal", value: "https://x" }), "V_12");
  assertEquals(linkError({ kind: "anchor", value: "#prices" }), null);
  assertEquals(linkError({ kind: "anchor", value: "prices" }), "V_12");
  assertEquals(linkError({ kind: "mail", value: "mailto:info@example.com" }), null);
  assertEquals(linkError({ kind: "mail", value: "info@example.com" }), "V_12");
  assertEquals(linkError({ kind: "phone", value: "tel:+31 30 123 4567" }), null);
  assertEquals(linkError({ kind: "phone", value: "tel:call-me" }), "V_12");
  assertEquals(linkHref({ kind: "internal", value: "about" }), "/about");
  assertEquals(linkHref({ kind: "internal", value: "/" }), "/");
});

Deno.test("slugs: segments of lowercase letters, digits and dashes; / is home", () => {
  for (const ok of ["/", "about", "about/team", "404", "a-b/c-1"]) {
    assertEquals(isValidSlug(ok), true, ok);
  }
  for (const bad of ["", "About", "a//b", "-a", "a-", "a_b", "a b", "ü", "a/../b"]) {
    assertEquals(isValidSlug(bad), false, bad);
  }
  assertEquals(normaliseSlug(" /about/ "), "about");
  assertEquals(normaliseSlug("///"), "/");
  assertEquals(splitLocalePrefix("/nl-nl/over/ons"), { locale: "nl-nl", slug: "over/ons" });
  assertEquals(splitLocalePrefix("/nl-nl"), { locale: "nl-nl", slug: "/" });
  assertEquals(splitLocalePrefix("/xx-yy/a"), { locale: null, slug: "xx-yy/a" });
  assertEquals(publicPath("/", "en-gb", "en-gb"), "/");
  assertEquals(publicPath("over", "nl-nl", "en-gb"), "/nl-nl/over");
  assertEquals(publicPath("/", "nl-nl", "en-gb"), "/nl-nl");
});

Deno.test("slugs: none starts with a locale segment, which a public path reads as its locale", () => {
  for (const bad of ["nl-nl", "nl-nl/over", "en-gb/a/b"]) {
    assertEquals(isValidSlug(bad), false, bad);
  }
  for (const ok of ["nl-be/over", "over/nl-nl", "en-gbx"]) assertEquals(isValidSlug(ok), true, ok);
  assertEquals(isValidSlug("a".repeat(200)), true);
  assertEquals(isValidSlug("a".repeat(201)), false);
});

Deno.test("slugify() transliterates accents instead of dropping letters", () => {
  assertEquals(slugify("Bad Slug!! äö"), "bad-slug-ao");
  assertEquals(slugify("Crème Brûlée/Straße"), "creme-brulee/strasse");
  assertEquals(slugify("Ærø Łódź Œuvre ÉTÉ"), "aero-lodz-oeuvre-ete");
  assertEquals(slugify(" /News//My  Post/ "), "news/my-post");
  assertEquals(slugify("!!"), "/");
  assertEquals(slugify("日本"), "/");
  // Too long stays too long: the caller says so (V_11), nothing is cut.
  assertEquals(slugify("a".repeat(300)).length, 300);
  for (const input of ["Bad Slug!! äö", "x/Ü/y", "---a---"]) {
    assertEquals(isValidSlug(slugify(input)), true, input);
    assertEquals(slugify(slugify(input)), slugify(input), `${input} is stable`);
  }
  assertEquals(slugFromTitle("Über uns / Team"), "uber-uns-team");
  assertEquals(slugFromTitle("word ".repeat(60)).length <= 200, true);
});

Deno.test("internal link values may name a locale; hrefs follow it", () => {
  assertEquals(internalTarget("contact", "nl-nl"), { locale: "nl-nl", slug: "contact" });
  assertEquals(internalTarget("en-gb/contact", "nl-nl"), { locale: "en-gb", slug: "contact" });
  assertEquals(internalTarget("en-gb", "nl-nl"), { locale: "en-gb", slug: "/" });
  assertEquals(internalLinkValue({ locale: "en-gb", slug: "contact" }, "nl-nl"), "en-gb/contact");
  assertEquals(internalLinkValue({ locale: "en-gb", slug: "/" }, "nl-nl"), "en-gb");
  assertEquals(internalLinkValue({ locale: "nl-nl", slug: "over" }, "nl-nl"), "over");
  assertEquals(linkError({ kind: "internal", value: "en-gb/contact" }), null);
  assertEquals(linkError({ kind: "internal", value: "en-gb" }), null);
  assertEquals(linkError({ kind: "internal", value: "en-gb/nl-nl/x" }), "V_12");
  const nl = { locale: "nl-nl", defaultLocale: "en-gb" };
  assertEquals(hrefFor({ kind: "internal", value: "contact" }, nl), "/nl-nl/contact");
  assertEquals(hrefFor({ kind: "internal", value: "en-gb/contact" }, nl), "/contact");
  assertEquals(hrefFor({ kind: "internal", value: "en-gb" }, nl), "/");
  assertEquals(hrefFor({ kind: "internal", value: "de-de/x" }, nl), "/de-de/x");
});

Deno.test("parseVideo() reads YouTube and Vimeo ids and links", () => {
  const yt = { provider: "youtube", id: "dQw4w9WgXcQ" };
  assertEquals(parseVideo("dQw4w9WgXcQ"), yt);
  assertEquals(parseVideo("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3"), yt);
  assertEquals(parseVideo("https://youtu.be/dQw4w9WgXcQ"), yt);
  assertEquals(parseVideo("https://www.youtube.com/shorts/dQw4w9WgXcQ"), yt);
  assertEquals(parseVideo("https://vimeo.com/76979871"), { provider: "vimeo", id: "76979871" });
  assertEquals(parseVideo("76979871"), { provider: "vimeo", id: "76979871" });
  assertEquals(parseVideo("https://evil.example/watch?v=dQw4w9WgXcQ"), null);
  assertEquals(parseVideo("javascript:alert(1)"), null);
  assertEquals(embedUrl(yt as never), "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
});
