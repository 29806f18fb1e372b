import { assertEquals } from "../../_utils/assert.ts";
import { linkError, linkHref } from "../../../lib/content/links.ts";
import {
  isValidSlug,
  normaliseSlug,
  publicPath,
  splitLocalePrefix,
} from "../../../lib/content/slugs.ts";
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
