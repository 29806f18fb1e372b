/**
 * The demo site: a small Dutch healthcare laboratory, published in the
 * default locale with a Dutch home page beside it, so a fresh start shows a real site.
 */
import type { Block } from "../content/blocks/index.ts";
import type { DemoPage } from "./demo/demo_page.ts";
import { getRole } from "../db/roles.ts";
import type { UserRecord } from "../db/users.ts";
import { createPage } from "../ops/pages/create_page.ts";
import type { Actor, Deps } from "../ops/deps.ts";
import { publishPage } from "../ops/pages/publish_page.ts";
import type { MenuName } from "../content/menus.ts";
import { getSettings } from "../db/settings.ts";
import { demoMenus, sitePages } from "./demo/site_pages.ts";
import { newsPages } from "./demo/news.ts";
import { locationPages } from "./demo/locations.ts";
import { researchPages } from "./demo/researches.ts";
import { faqPages } from "./demo/faqs.ts";
import { seedFormTemplates } from "./demo/forms.ts";
import { formPages } from "./demo/contact.ts";
import { saveMenu } from "../ops/menus/menus.ts";
import { saveSettings, saveSettingsBody } from "../ops/settings/save_settings.ts";
import type { Language } from "../content/locales.ts";
import { messagesFor } from "../i18n/site.ts";

/** The locale of the demo content and its menus (the default). */
const DEMO_LOCALE = "en-gb";
/** The site's own words are Dutch, while its default locale is en-gb. */
const DEMO_LANGUAGE: Language = "nl";

let n = 0;
function block(type: string, props: Record<string, unknown>, anchorPoint = ""): Block {
  return { type, key: `demo${++n}`, props, anchorPoint, __images: {}, __files: {} } as Block;
}

const h = (text: string, level = 2, anchor = "") => block("heading", { text, level }, anchor);
const p = (html: string) => block("text", { html });

export type { DemoPage };

/**
 * The home page's blocks; `into` prefixes its internal links ("en-gb/" from a translation, whose
 * links lead to the default locale's pages).
 */
function homeBlocks(into: string): Block[] {
  const to = (slug: string) => ({ kind: "internal", value: `${into}${slug}` });
  return [
    block("hero", {
      heading: "Labonderzoek dicht bij huis",
      level: 1,
      text:
        "Op meer dan veertig locaties nemen we bloed af en nemen we monsters in ontvangst: voor patiënten met een verwijzing en voor iedereen die zelf een test wil laten doen.",
      image: null,
      altText: "",
      imagePosition: "side",
      actions: [
        {
          label: "Vind een locatie",
          link: to("locaties"),
          style: "primary",
        },
        {
          label: "Bekijk onderzoeken",
          link: to("onderzoeken"),
          style: "secondary",
        },
      ],
    }),
    block("people", {
      heading: "Onze mensen",
      members: [
        {
          name: "Dr. Anna de Vries",
          function: "Klinisch chemicus",
          description: "Leidt het laboratorium en beantwoordt vragen van artsen over uitslagen.",
          specialties: ["Klinische chemie", "Hematologie"],
          linkedinUrl: "",
          email: "",
          storyUrl: "",
          image: null,
        },
        {
          name: "Mark Jansen",
          function: "Hoofd bloedafname",
          description: "Zorgt dat op elke locatie even zorgvuldig wordt geprikt.",
          specialties: ["Bloedafname", "Kinderen prikken"],
          linkedinUrl: "",
          email: "",
          storyUrl: "",
          image: null,
        },
      ],
    }),
    block("news-list", { heading: "Laatste nieuws", tag: "", count: 3, loadMore: false }),
    block("button", {
      label: "Al het nieuws",
      link: to("nieuws"),
      style: "secondary",
    }),
    block("quote", {
      text: "Snel, vriendelijk, en de volgende dag had mijn huisarts de uitslag al.",
      author: "Een patiënt",
      role: "Utrecht",
    }),
    block("newsletter", {
      heading: "Blijf op de hoogte",
      intro:
        "Eens per maand ons nieuws over locaties, openingstijden en onderzoeken in uw mailbox.",
    }),
  ];
}

/**
 * The not-found page, in the words the plain one has (lib/i18n/site.ts), so that it speaks
 * the site's display language like the rest of the interface.
 */
function notFoundPage(): DemoPage {
  const t = messagesFor(DEMO_LANGUAGE);
  return {
    title: t.notFoundTitle,
    slug: "404",
    locale: DEMO_LOCALE,
    seoDescription: "",
    // The messages are plain text without markup characters, so they sit in the HTML as they are.
    blocks: [
      h(t.notFoundTitle, 1),
      p(`<p>${t.notFoundText} <a href="/">${t.notFoundHome}</a>.</p>`),
    ],
  };
}

function demoPages(): DemoPage[] {
  return [
    {
      title: "Home",
      slug: "/",
      locale: "en-gb",
      seoDescription: "Bloedafname, monsters inleveren en labonderzoek dicht bij huis.",
      blocks: homeBlocks(""),
    },
    notFoundPage(),
    {
      title: "Home",
      slug: "/",
      locale: "nl-nl",
      translates: "/",
      seoDescription: "Bloedafname, monsters inleveren en labtesten dicht bij huis.",
      // The same page: the site's pages are Dutch in the default locale, so its
      // links lead there; the news list is left out (no news is written in nl-nl).
      blocks: homeBlocks("en-gb/").filter((b) => b.type !== "news-list"),
    },
  ];
}

export async function seedDemo(deps: Deps, admin: UserRecord): Promise<void> {
  const role = await getRole(deps.kv, admin.roleID);
  if (!role) throw new Error("The administrator role is missing.");
  // With the administrator's permissions, but the system's doing: recorded as "system".
  const actor: Actor = { user: admin, role, sessionHash: "", system: true };
  const groups = new Map<string, string>();
  /** Default-locale pages by slug, for the menus. */
  const pageIDs = new Map<string, number>();
  // The contact and complaints pages show form templates: those exist first.
  const forms = await seedFormTemplates(deps, actor);
  for (
    const page of [
      ...demoPages(),
      ...sitePages(),
      ...locationPages(),
      ...researchPages(),
      ...faqPages(),
      ...formPages(forms),
      ...await newsPages(deps, actor),
    ]
  ) {
    const { pageID } = await createPage(deps, actor, {
      title: page.title,
      slug: page.slug,
      type: page.type ?? "page",
      locale: page.locale,
      content: page.blocks,
      typeData: page.typeData ?? {},
      siblingGroup: page.translates === undefined ? undefined : groups.get(page.translates),
      seo: {
        seoTitle: "",
        seoDescription: page.seoDescription,
        seoKeywords: [],
        seoImage: [],
        tags: page.tags ?? [],
      },
    });
    const published = await publishPage(deps, actor, pageID);
    if (page.translates === undefined) groups.set(page.slug, published.siblingGroup);
    if (page.locale === DEMO_LOCALE) pageIDs.set(page.slug, pageID);
  }
  for (const [name, items] of Object.entries(demoMenus(pageIDs))) {
    await saveMenu(deps, actor, DEMO_LOCALE, name as MenuName, { items, revision: "" });
  }
  const settings = await getSettings(deps.kv);
  await saveSettings(
    deps,
    actor,
    saveSettingsBody.parse({ ...settings, displayLanguage: DEMO_LANGUAGE }),
  );
}
