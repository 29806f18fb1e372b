/**
 * The demo's lab tests (issue 12): 25 researches with real-looking codes, prices and preparation
 * — most walk-in, some by appointment, the glucose tolerance test taking the 2 hours that get the
 * special message, and sperm tests (received only at the head office) — and the researches
 * overview page `/onderzoeken` with the pricing tool. Each research has its own page under
 * `onderzoeken/`, where the site search leads.
 */
import type { z } from "zod";
import type { research } from "../../content/page_types/research.ts";
import { slugFromTitle } from "../../content/slugs.ts";
import type { DemoPage } from "./demo_page.ts";
import { demoBlocks } from "./_blocks.ts";

type ResearchData = Required<z.input<typeof research.typeData>>;

const NUCHTER =
  "Kom nuchter: eet en drink vanaf 22.00 uur de avond ervoor niets meer. Water drinken en uw medicijnen innemen mag.";
const GEEN = "Geen voorbereiding nodig.";

/**
 * How long taking the sample of each material takes, in hours: a research's duration is the time
 * of its procedure. Researches on the same material share it (one blood draw fills the tubes of
 * every blood test), so a visit takes per material the longest of its researches and only
 * different materials add up (lib/content/researches.ts `visitMinutes`): nine blood tests are one
 * draw of 15 minutes. A research that takes longer says so in its own row (the glucose tolerance
 * test's 2 hours, the semen analysis's half hour).
 */
export const DEMO_PROCEDURE_HOURS: Record<ResearchData["material"], number> = {
  bloed: 0.25,
  urine: 0.25,
  sperma: 0.25,
  ontlasting: 0.25,
  speeksel: 0.25,
  uitstrijk: 0.25,
  overig: 0.25,
};
const P = DEMO_PROCEDURE_HOURS;

/** [name, code, price in cents, time, duration in hours, material, preparation] */
type Row = [string, string, number, ResearchData["time"], number, ResearchData["material"], string];

export const DEMO_RESEARCHES: Row[] = [
  ["Bloedbeeld", "BB", 1850, "walk-in", P.bloed, "bloed", GEEN],
  ["Glucose nuchter", "GLUC", 975, "walk-in", P.bloed, "bloed", NUCHTER],
  [
    "Glucosetolerantietest (OGTT)",
    "OGTT",
    4200,
    "appointment",
    2, // The sugar drink, then a second draw after 2 hours.
    "bloed",
    `${NUCHTER} U drinkt bij ons een suikeroplossing; na 2 uur nemen we opnieuw bloed af. In die tijd blijft u op de locatie en mag u niet eten, roken of veel bewegen.`,
  ],
  ["HbA1c (langetermijnsuiker)", "HBA1C", 1425, "walk-in", P.bloed, "bloed", GEEN],
  ["Cholesterol (lipidenspectrum)", "LIPID", 2250, "walk-in", P.bloed, "bloed", NUCHTER],
  ["Nierfunctie (kreatinine en eGFR)", "KREAT", 1180, "walk-in", P.bloed, "bloed", GEEN],
  ["Leverfuncties", "LEVER", 2460, "walk-in", P.bloed, "bloed", GEEN],
  ["Schildklierfunctie (TSH en vrij T4)", "TSH", 1690, "walk-in", P.bloed, "bloed", GEEN],
  [
    "Vitamine D",
    "VITD",
    2750,
    "walk-in",
    P.bloed,
    "bloed",
    "Stop 2 dagen vooraf met vitaminepreparaten, tenzij uw arts iets anders zegt.",
  ],
  ["Vitamine B12", "B12", 1940, "walk-in", P.bloed, "bloed", GEEN],
  ["IJzerstatus (ferritine)", "FERR", 1730, "walk-in", P.bloed, "bloed", GEEN],
  ["CRP (ontstekingswaarde)", "CRP", 1210, "walk-in", P.bloed, "bloed", GEEN],
  [
    "PSA (prostaat)",
    "PSA",
    2170,
    "walk-in",
    P.bloed,
    "bloed",
    "Fiets niet en heb geen zaadlozing in de 48 uur voor de bloedafname.",
  ],
  ["Bloedgroep en rhesusfactor", "BLGR", 2300, "walk-in", P.bloed, "bloed", GEEN],
  [
    "INR-controle (trombosedienst)",
    "INR",
    890,
    "appointment",
    P.bloed,
    "bloed",
    "Neem uw doseerkalender mee. Neem uw antistollingsmiddel in zoals altijd.",
  ],
  [
    "Urineonderzoek",
    "URSED",
    1090,
    "walk-in",
    P.urine,
    "urine",
    "Lever de eerste ochtendurine in, opgevangen in een schoon urinepotje van de apotheek of van ons.",
  ],
  [
    "Urinekweek",
    "URKW",
    2840,
    "walk-in",
    P.urine,
    "urine",
    "Vang midstroomurine op: plas de eerste straal in het toilet en vang daarna de urine op. Lever het potje binnen 2 uur in.",
  ],
  [
    "24-uursurine",
    "U24",
    3120,
    "walk-in",
    P.urine,
    "urine",
    "Haal vooraf de verzamelbokaal bij ons op. Verzamel 24 uur lang alle urine en bewaar de bokaal koel.",
  ],
  ["Zwangerschapstest (hCG)", "HCG", 1350, "walk-in", P.urine, "urine", GEEN],
  [
    "Semenanalyse (vruchtbaarheid)",
    "SEMEN",
    6500,
    "appointment",
    0.5, // Handing in, and the motility counted while the sample is fresh.
    "sperma",
    "Heb 2 tot 7 dagen vooraf geen zaadlozing. Lever het monster binnen 1 uur na het opvangen in, op lichaamstemperatuur.",
  ],
  [
    "Controle na sterilisatie",
    "STERIL",
    4500,
    "appointment",
    P.sperma,
    "sperma",
    "Lever het monster in op de datum die uw uroloog noemde, binnen 1 uur na het opvangen.",
  ],
  [
    "Ontlasting op parasieten",
    "PARA",
    3890,
    "walk-in",
    P.ontlasting,
    "ontlasting",
    "Vang op drie dagen achter elkaar een beetje ontlasting op in de potjes die u bij ons haalt.",
  ],
  [
    "Calprotectine (darmontsteking)",
    "CALPRO",
    3450,
    "walk-in",
    P.ontlasting,
    "ontlasting",
    "Lever de ontlasting binnen 24 uur na het opvangen in.",
  ],
  [
    "Cortisol in speeksel",
    "CORTS",
    2980,
    "walk-in",
    P.speeksel,
    "speeksel",
    "Verzamel thuis om 23.00 uur speeksel met het buisje dat u bij ons haalt. Eet, drink en poets uw tanden het half uur ervoor niet.",
  ],
  [
    "Soa-test (chlamydia en gonorroe)",
    "SOA",
    4900,
    "walk-in",
    P.uitstrijk,
    "uitstrijk",
    "Plas het uur voor de afname niet.",
  ],
];

/** The research pages and the overview page, in the default locale with Dutch content. */
export function researchPages(): DemoPage[] {
  const { h, p, block } = demoBlocks("res");
  const pages: DemoPage[] = DEMO_RESEARCHES.map(
    ([name, code, price, time, duration, material, preparation]) => ({
      title: name,
      slug: `onderzoeken/${slugFromTitle(name)}`,
      locale: "en-gb",
      type: "research",
      typeData: { code, name, price, time, duration, material, preparation } satisfies ResearchData,
      seoDescription: `${name}: prijs, voorbereiding en hoe lang het onderzoek duurt.`,
      blocks: [],
    }),
  );
  pages.push({
    title: "Onderzoeken en prijzen",
    slug: "onderzoeken",
    locale: "en-gb",
    seoDescription:
      "Alle onderzoeken met prijs, voorbereiding en duur; bereken wat uw onderzoeken kosten.",
    blocks: [
      h("Onderzoeken en prijzen", 1),
      p(
        "<p>Met een verwijzing van uw huisarts of specialist valt een onderzoek meestal onder uw basisverzekering. Wilt u zonder verwijzing een onderzoek laten doen, dan betaalt u de prijzen hieronder zelf.</p>",
      ),
      block("researches-overview", { heading: "" }),
    ],
  });
  return pages;
}
