/** The hero and people blocks: their markup, heading levels, links and images. */
import { renderToString } from "preact-render-to-string";
import { assert, assertEquals } from "../../_utils/assert.ts";
import { type Block, blocksSchema } from "../../../lib/content/blocks/index.ts";
import { renderBlock } from "../../../lib/render/block_list.tsx";
import type { RenderContext } from "../../../lib/render/context.ts";

const ctx: RenderContext = {
  locale: "nl-nl",
  defaultLocale: "en-gb",
  displayLanguage: "nl",
  siteName: "Lab",
  publicUrl: "https://site.test",
  preview: false,
  media: {
    files: new Map([[7, {
      id: 7,
      name: "lab.jpg",
      kind: "image",
      width: 1200,
      height: 675,
      defaultAltText: "Default alt",
      raster: true,
    }]]),
  },
};

/** A block as stored: its props parsed (defaults filled) by the registry's schema. */
function stored(type: string, props: Record<string, unknown>): Block {
  return blocksSchema.parse([{ type, key: "b", props }])[0];
}

function html(type: string, props: Record<string, unknown>): string {
  const node = renderBlock(stored(type, props), ctx);
  return node ? renderToString(node) : "";
}

Deno.test("hero: an h1 by default, the intro and up to two links of any kind", () => {
  const out = html("hero", {
    heading: "Labonderzoek dicht bij huis",
    text: "Op veertig locaties.",
    actions: [
      { label: "Locaties", link: { kind: "internal", value: "locaties" } },
      { label: "Bel ons", link: { kind: "phone", value: "tel:+31201234567" }, style: "secondary" },
    ],
  });
  assertEquals(
    out,
    '<div class="block block-hero block-hero--plain"><div class="hero__content">' +
      '<h1 class="hero__heading">Labonderzoek dicht bij huis</h1>' +
      '<p class="hero__text">Op veertig locaties.</p><p class="hero__actions">' +
      // An internal link on a page of another locale leads into that locale.
      '<a class="button button--primary" href="/nl-nl/locaties">Locaties</a>' +
      '<a class="button button--secondary" href="tel:+31201234567">Bel ons</a></p></div></div>',
  );
  assert(html("hero", { heading: "Lager", level: 2 }).includes('<h2 class="hero__heading">'));
});

Deno.test("hero: the schema refuses a third action and levels beyond 3", () => {
  const action = { label: "A", link: { kind: "internal", value: "a" } };
  const three = blocksSchema.safeParse([
    { type: "hero", key: "h", props: { heading: "H", actions: [action, action, action] } },
  ]);
  assertEquals(three.success, false);
  const level = blocksSchema.safeParse([{
    type: "hero",
    key: "h",
    props: { heading: "H", level: 4 },
  }]);
  assertEquals(level.success, false);
});

Deno.test("hero: an image beside the text has its alt text; behind it, none", () => {
  const image = { fileID: 7, cropParams: null };
  const side = html("hero", { heading: "H", image, altText: "Een prikpost" });
  assert(side.includes("block-hero--side"), side);
  assert(side.includes('alt="Een prikpost"') && side.includes('loading="eager"'), side);
  assert(side.includes('fetchpriority="high"'), side);
  const behind = html("hero", { heading: "H", image, imagePosition: "background" });
  assert(behind.includes("block-hero--background"), behind);
  assert(/<img class="hero__image"[^>]* alt(="")?[ />]/.test(behind), behind);
  assert(!behind.includes("Default alt"), "decoration has no alt text");
  // An image that cannot be served leaves the hero plain.
  const missing = html("hero", { heading: "H", image: { fileID: 9, cropParams: null } });
  assert(missing.includes("block-hero--plain") && !missing.includes("<img"), missing);
});

Deno.test("people: a section heading and each member drawn as a team member", () => {
  const member = (name: string) => ({ name, function: "Analist", specialties: ["Bloed"] });
  const out = html("people", { heading: "Onze mensen", members: [member("Anna"), member("Mark")] });
  assert(out.startsWith('<section class="block block-people"><h2 class="people__heading">'), out);
  assertEquals(out.match(/<article class="block block-team-member">/g)?.length, 2);
  assert(out.includes('<h3 class="team-member__name">Anna</h3>'), out);
  assert(out.includes('<h3 class="team-member__name">Mark</h3>'));
  assert(out.includes("Specialismen"), "the team member's own (Dutch) labels");
  // A member's props are a team member's: the same rules apply.
  const bad = blocksSchema.safeParse([
    { type: "people", key: "p", props: { heading: "H", members: [{ name: "" }] } },
  ]);
  assertEquals(bad.success, false);
});
