/**
 * The demo site's frame (issue 12): the terms and privacy pages, and the menus that make every
 * demo page reachable from the home page — main navigation, the audience menus for professionals
 * and patients with the login and results-portal links, and the footer.
 */
import type { Block } from "../../content/blocks/index.ts";
import type { MenuItem, MenuLink, MenuName } from "../../content/menus.ts";
import type { DemoPage } from "./demo_page.ts";

let n = 0;
function block(type: string, props: Record<string, unknown>): Block {
  return { type, key: `site${++n}`, props, anchorPoint: "", __images: {}, __files: {} } as Block;
}
const h = (text: string, level = 2) => block("heading", { text, level });
const p = (html: string) => block("text", { html });

export function sitePages(): DemoPage[] {
  return [
    {
      title: "Algemene voorwaarden",
      slug: "algemene-voorwaarden",
      locale: "en-gb",
      seoDescription: "De voorwaarden voor bloedafname, monsterafgifte en laboratoriumonderzoek.",
      blocks: [
        h("Algemene voorwaarden", 1),
        p(
          "<p>Deze voorwaarden gelden voor elk onderzoek dat wij voor u of uw zorgverlener uitvoeren. Wij voeren onderzoek uit op verwijzing van een huisarts, specialist of verloskundige, of op uw eigen verzoek.</p>",
        ),
        h("Tarieven en vergoeding"),
        p(
          "<p>Onderzoek op verwijzing valt meestal onder uw basisverzekering; het eigen risico kan van toepassing zijn. Onderzoek op eigen verzoek betaalt u zelf, tegen de prijzen in ons overzicht van onderzoeken.</p>",
        ),
        h("Uitslagen"),
        p(
          "<p>Uitslagen gaan naar de aanvrager. Vroeg u het onderzoek zelf aan, dan ziet u de uitslag in het uitslagenportaal.</p>",
        ),
      ],
    },
    {
      title: "Privacyverklaring",
      slug: "privacy",
      locale: "en-gb",
      seoDescription: "Hoe wij omgaan met uw persoonsgegevens en uw monsters.",
      blocks: [
        h("Privacyverklaring", 1),
        p(
          "<p>Wij verwerken uw gegevens alleen om uw onderzoek uit te voeren en de uitslag aan de aanvrager te geven. Uw burgerservicenummer registreren wij aan de balie, zoals de wet dat vraagt.</p>",
        ),
        h("Cookies"),
        p(
          "<p>Deze site gebruikt geen volgcookies. Alleen als u ze toestaat, laden we ingesloten video’s van derden. U kunt uw keuze altijd wijzigen via “Cookie-instellingen” onderaan elke pagina.</p>",
        ),
        h("Uw rechten"),
        p(
          "<p>U mag uw gegevens inzien, laten verbeteren of laten verwijderen, voor zover de wet ons niet verplicht ze te bewaren.</p>",
        ),
      ],
    },
  ];
}

/** A menu item to the demo page at `slug`, or an external link for a URL. */
type Entry = [title: string, target: string, children?: Entry[]];

/** The demo menus by name, in the default locale; targets are slugs or https URLs. */
const MENUS: Record<MenuName, Entry[]> = {
  main: [
    ["Home", "/"],
    ["Locaties", "locaties"],
    ["Onderzoeken", "onderzoeken"],
    ["Nieuws", "nieuws"],
    ["Veelgestelde vragen", "faq"],
    ["Contact", "contact"],
  ],
  professional: [
    ["Professional", "onderzoeken", [
      ["Onderzoeken aanvragen", "onderzoeken"],
      ["Inloggen", "https://portaal.example.com/login"],
    ]],
  ],
  patient: [
    ["Patiënt", "locaties", [
      ["Bloedafname en locaties", "locaties"],
      ["Uitslagenportaal", "https://uitslagen.example.com/"],
    ]],
  ],
  footer: [
    ["Contact", "contact"],
    ["Klachten", "klachten"],
    ["Algemene voorwaarden", "algemene-voorwaarden"],
    ["Privacy", "privacy"],
  ],
};

/**
 * The demo menus with internal links to the pages seeded, by slug (`pageIDs`); an entry whose
 * page was not seeded is left out.
 */
export function demoMenus(pageIDs: ReadonlyMap<string, number>): Record<MenuName, MenuItem[]> {
  let id = 0;
  const items = (entries: Entry[]): MenuItem[] =>
    entries.flatMap(([title, target, children = []]): MenuItem[] => {
      let link: MenuLink;
      if (target.startsWith("https://")) link = { kind: "external", url: target };
      else {
        const pageID = pageIDs.get(target);
        if (pageID === undefined) return [];
        link = { kind: "internal", pageID };
      }
      return [{ id: `demo-${++id}`, title, link, children: items(children) }];
    });
  return Object.fromEntries(
    Object.entries(MENUS).map(([name, entries]) => [name, items(entries)]),
  ) as Record<MenuName, MenuItem[]>;
}
