/**
 * The demo's frequently asked questions (issue 12): twelve FAQ pages in three categories — blood
 * draws, results, costs — and the `/faq` page that shows them all, grouped, as an accordion with
 * a search field. Each question has its own page under `faq/`, where the site search leads.
 */
import { plainText } from "../../content/blocks/define.ts";
import { slugFromTitle } from "../../content/slugs.ts";
import type { DemoPage } from "./demo_page.ts";
import { demoBlocks } from "./_blocks.ts";

const BLOED = "Bloedafname en monsters";
const UITSLAGEN = "Uitslagen";
const KOSTEN = "Kosten en vergoeding";

/** [category, question, answer as rich text] */
export const DEMO_FAQS: [string, string, string][] = [
  [
    BLOED,
    "Moet ik een afspraak maken voor bloedafname?",
    '<p>Voor de meeste onderzoeken niet: u loopt binnen tijdens de openingstijden van een van onze locaties. Voor een glucosetolerantietest, een INR-controle en sperma-onderzoek maakt u wel een afspraak. Bij elk onderzoek in ons <a href="/onderzoeken">overzicht van onderzoeken</a> staat of het op afspraak gaat.</p>',
  ],
  [
    BLOED,
    "Wat neem ik mee naar de bloedafname?",
    "<p>Neem een geldig identiteitsbewijs en uw zorgpas mee, en het aanvraagformulier als u dat op papier kreeg. Aan de balie registreren wij uw burgerservicenummer.</p>",
  ],
  [
    BLOED,
    "Moet ik nuchter komen?",
    "<p>Alleen als uw aanvrager dat vraagt of als het bij het onderzoek staat. Nuchter betekent: vanaf 22.00 uur de avond ervoor niets meer eten of drinken. Water drinken en uw medicijnen innemen mag wel.</p>",
  ],
  [
    BLOED,
    "Waar kan ik een spermamonster inleveren?",
    "<p>Spermamonsters ontvangen wij alleen op ons hoofdkantoor in Utrecht, op werkdagen van 08.00 tot 15.00 uur. Lever het monster binnen een uur na het opvangen in en houd het op lichaamstemperatuur.</p>",
  ],
  [
    BLOED,
    "Ik word snel duizelig bij bloedafname. Wat kan ik doen?",
    "<p>Zeg het tegen de medewerker voordat we beginnen. U kunt dan liggen tijdens de afname en daarna rustig bijkomen met iets te drinken.</p>",
  ],
  [
    UITSLAGEN,
    "Wanneer is mijn uitslag bekend?",
    "<p>De meeste uitslagen zijn binnen één tot twee werkdagen klaar. Kweken en sommige bijzondere onderzoeken duren langer, tot twee weken.</p>",
  ],
  [
    UITSLAGEN,
    "Kan ik mijn uitslag zelf inzien?",
    "<p>Vroeg u het onderzoek zelf aan, dan ziet u de uitslag in ons uitslagenportaal. Vroeg uw huisarts of specialist het aan, dan gaat de uitslag naar hem of haar en bespreekt die de uitslag met u.</p>",
  ],
  [
    UITSLAGEN,
    "Waarom belt het laboratorium mij niet met de uitslag?",
    "<p>Een uitslag hoort bij het verhaal dat uw arts van u kent. Daarom geven wij uitslagen alleen aan de aanvrager. Alleen bij een uitslag die meteen actie vraagt, neemt onze arts zelf contact op met uw aanvrager.</p>",
  ],
  [
    UITSLAGEN,
    "Wat betekent een afwijkende uitslag?",
    "<p>Een waarde buiten de referentiewaarden is niet altijd een probleem: die waarden gelden voor 95 procent van de gezonde mensen. Uw arts beoordeelt de uitslag samen met uw klachten en eerdere uitslagen.</p>",
  ],
  [
    KOSTEN,
    "Wordt mijn onderzoek vergoed?",
    "<p>Onderzoek op verwijzing van uw huisarts, specialist of verloskundige valt onder de basisverzekering. Het eigen risico kan wel van toepassing zijn; dat verrekent uw zorgverzekeraar met u.</p>",
  ],
  [
    KOSTEN,
    "Wat kost een onderzoek zonder verwijzing?",
    '<p>Dan betaalt u het onderzoek zelf. De prijs van elk onderzoek staat in ons <a href="/onderzoeken">overzicht van onderzoeken</a>, waar u ook de totale prijs van meerdere onderzoeken berekent.</p>',
  ],
  [
    KOSTEN,
    "Hoe betaal ik een onderzoek op eigen verzoek?",
    "<p>U betaalt met pin aan de balie, voordat het bloed wordt afgenomen of het monster wordt ingeleverd. Contant betalen kan niet.</p>",
  ],
];

/** The first words of an answer, whole words only, for the page's meta description. */
function summary(text: string, max = 155): string {
  if (text.length <= max) return text;
  return text.slice(0, text.lastIndexOf(" ", max - 1)) + "…";
}

/** The FAQ pages and the `/faq` page, in the default locale with Dutch content. */
export function faqPages(): DemoPage[] {
  const { h, p, block } = demoBlocks("faq");
  const pages: DemoPage[] = DEMO_FAQS.map(([category, question, answer]) => ({
    title: question,
    slug: `faq/${slugFromTitle(question)}`,
    locale: "en-gb",
    type: "faq",
    typeData: { question, answer: { html: answer }, category },
    seoDescription: summary(plainText(answer)),
    blocks: [],
  }));
  pages.push({
    title: "Veelgestelde vragen",
    slug: "faq",
    locale: "en-gb",
    seoDescription:
      "Antwoorden op veelgestelde vragen over bloedafname, monsters inleveren, uitslagen en kosten.",
    blocks: [
      h("Veelgestelde vragen", 1),
      p(
        '<p>Staat uw vraag er niet bij? Bel ons op werkdagen of stuur een e-mail via de <a href="/contact">contactpagina</a>.</p>',
      ),
      block("faq", { heading: "", category: "" }),
    ],
  });
  return pages;
}
