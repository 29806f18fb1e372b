/**
 * The demo's locations (issue 12): eleven places across the Netherlands where blood is taken and
 * samples are received, with varied opening hours, one head office (the only one that receives
 * sperm samples, on working days 08.00–15.00), and the /locaties page with the location finder.
 * The addresses are real-looking, not real.
 */
import type { Block } from "../../content/blocks/index.ts";
import type { DayHours, OpeningHours } from "../../content/opening_hours.ts";
import type { LocationData } from "../../content/page_types/location.ts";
import type { DemoPage } from "./demo_page.ts";

let n = 0;
function block(type: string, props: Record<string, unknown>, anchorPoint = ""): Block {
  return { type, key: `loc${++n}`, props, anchorPoint, __images: {}, __files: {} } as Block;
}
const h = (text: string, level = 2, anchor = "") => block("heading", { text, level }, anchor);
const p = (html: string) => block("text", { html });

/** The same hours every weekday. */
function weekdays(open: string, close: string): OpeningHours {
  const day: DayHours = { open, close };
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day };
}

/** Sperm samples only at the head office, working days 08.00 to 15.00. */
const SPERM_NOTE = "Spermamonsters inleveren (werkdagen 08.00–15.00 uur)";

type DemoLocation = Omit<LocationData, "name"> & {
  title: string;
  slug: string;
  /** The page's text under the details. */
  text: string;
};

/** The locations, in no particular order: the finder sorts them by place and name. */
export const DEMO_LOCATIONS: DemoLocation[] = [
  {
    title: "Hoofdvestiging Utrecht",
    slug: "locaties/utrecht-croeselaan",
    address: "Croeselaan 28",
    postcode: "3521 BJ",
    city: "Utrecht",
    lat: 52.0862,
    lng: 5.1106,
    hours: weekdays("07:30", "17:00"),
    accessibility:
      "Ingang op de begane grond zonder drempels; lift naar de eerste verdieping. Rolstoel te leen bij de balie.",
    parking: "paid",
    services: [
      "Bloedafname",
      "Monsters inleveren",
      SPERM_NOTE,
      "Trombosedienst",
      "Kinderprikpoli",
    ],
    headOffice: true,
    text:
      "<p>Onze hoofdvestiging ligt op vijf minuten lopen van Utrecht Centraal. Hier werkt ook ons laboratorium.</p><p>Spermamonsters nemen we alleen hier in ontvangst, op werkdagen van 08.00 tot 15.00 uur. Lever het monster binnen een uur na het opvangen in.</p>",
  },
  {
    title: "Utrecht Overvecht",
    slug: "locaties/utrecht-overvecht",
    address: "Zamenhofdreef 91",
    postcode: "3562 JW",
    city: "Utrecht",
    lat: 52.1156,
    lng: 5.1136,
    hours: weekdays("08:00", "12:00"),
    accessibility: "In het gezondheidscentrum op de begane grond; automatische deuren.",
    parking: "free",
    services: ["Bloedafname", "Monsters inleveren"],
    headOffice: false,
    text: "<p>In gezondheidscentrum Overvecht, naast de apotheek.</p>",
  },
  {
    title: "Amsterdam Zuid",
    slug: "locaties/amsterdam-zuid",
    address: "Parnassusweg 220",
    postcode: "1076 AV",
    city: "Amsterdam",
    lat: 52.3389,
    lng: 4.8728,
    hours: { ...weekdays("08:00", "16:30"), friday: { open: "08:00", close: "12:00" } },
    accessibility: "Toegankelijk voor rolstoelen via de zij-ingang aan de Parnassusweg.",
    parking: "paid",
    services: ["Bloedafname", "Monsters inleveren", "Trombosedienst"],
    headOffice: false,
    text: "<p>Vlak bij station Amsterdam Zuid; tram 5 stopt voor de deur.</p>",
  },
  {
    title: "Amsterdam Noord",
    slug: "locaties/amsterdam-noord",
    address: "Buikslotermeerplein 180",
    postcode: "1025 XL",
    city: "Amsterdam",
    lat: 52.3998,
    lng: 4.9373,
    hours: {
      monday: { open: "08:00", close: "12:00" },
      tuesday: null,
      wednesday: { open: "08:00", close: "12:00" },
      thursday: null,
      friday: { open: "08:00", close: "12:00" },
    },
    accessibility: "Op de eerste verdieping; lift aanwezig.",
    parking: "free",
    services: ["Bloedafname"],
    headOffice: false,
    text: "<p>Boven het winkelcentrum, met de metro bereikbaar via station Noord.</p>",
  },
  {
    title: "Rotterdam Centrum",
    slug: "locaties/rotterdam-centrum",
    address: "Weena 505",
    postcode: "3013 AL",
    city: "Rotterdam",
    lat: 51.9227,
    lng: 4.4716,
    hours: weekdays("07:30", "16:00"),
    accessibility: "Drempelvrije ingang; invalidentoilet op de begane grond.",
    parking: "paid",
    services: ["Bloedafname", "Monsters inleveren", "Trombosedienst"],
    headOffice: false,
    text: "<p>Tegenover Rotterdam Centraal, in het kantoorgebouw met de blauwe luifel.</p>",
  },
  {
    title: "Den Haag Bezuidenhout",
    slug: "locaties/den-haag-bezuidenhout",
    address: "Laan van Nieuw Oost-Indië 123",
    postcode: "2593 BM",
    city: "Den Haag",
    lat: 52.0874,
    lng: 4.3388,
    hours: weekdays("08:00", "17:00"),
    accessibility: "Rolstoeltoegankelijk; er is een oproepbel bij de ingang.",
    parking: "paid",
    services: ["Bloedafname", "Monsters inleveren", "Kinderprikpoli"],
    headOffice: false,
    text: "<p>Op loopafstand van station Den Haag Laan van NOI.</p>",
  },
  {
    title: "Groningen Centrum",
    slug: "locaties/groningen-centrum",
    address: "Oosterstraat 60",
    postcode: "9711 NV",
    city: "Groningen",
    lat: 53.2152,
    lng: 6.5705,
    hours: { ...weekdays("08:00", "15:00"), wednesday: null },
    accessibility: "De ingang heeft één trede; een oprijplaat is op verzoek beschikbaar.",
    parking: "none",
    services: ["Bloedafname", "Monsters inleveren"],
    headOffice: false,
    text: "<p>Midden in de binnenstad; parkeer in een van de parkeergarages aan de rand.</p>",
  },
  {
    title: "Eindhoven Vestdijk",
    slug: "locaties/eindhoven-vestdijk",
    address: "Vestdijk 47",
    postcode: "5611 CA",
    city: "Eindhoven",
    lat: 51.4393,
    lng: 5.4813,
    hours: weekdays("07:45", "16:00"),
    accessibility: "Volledig rolstoeltoegankelijk.",
    parking: "paid",
    services: ["Bloedafname", "Monsters inleveren", "Trombosedienst"],
    headOffice: false,
    text: "<p>Vijf minuten lopen vanaf Eindhoven Centraal.</p>",
  },
  {
    title: "Zwolle Weezenlanden",
    slug: "locaties/zwolle-weezenlanden",
    address: "Dokter van Heesweg 2",
    postcode: "8025 AB",
    city: "Zwolle",
    lat: 52.5141,
    lng: 6.1129,
    hours: weekdays("08:00", "12:30"),
    accessibility: "Begane grond, brede deuren.",
    parking: "free",
    services: ["Bloedafname", "Monsters inleveren"],
    headOffice: false,
    text: "<p>Naast de huisartsenpraktijk; gratis parkeren op het eigen terrein.</p>",
  },
  {
    title: "Maastricht Wilhelminasingel",
    slug: "locaties/maastricht-wilhelminasingel",
    address: "Wilhelminasingel 12",
    postcode: "6221 BE",
    city: "Maastricht",
    lat: 50.8469,
    lng: 5.6987,
    hours: { ...weekdays("08:00", "16:00"), friday: null },
    accessibility: "Lift naar de eerste verdieping; ringleiding aan de balie.",
    parking: "paid",
    services: ["Bloedafname", "Monsters inleveren"],
    headOffice: false,
    text: "<p>Aan de singel in Wyck, tien minuten lopen van het station.</p>",
  },
  {
    title: "Nijmegen Station",
    slug: "locaties/nijmegen-station",
    address: "Stationsplein 30",
    postcode: "6512 AB",
    city: "Nijmegen",
    lat: 51.8432,
    lng: 5.8528,
    hours: weekdays("07:30", "12:00"),
    accessibility: "Drempelvrij; geleidelijn vanaf het station tot de balie.",
    parking: "paid",
    services: ["Bloedafname", "Monsters inleveren"],
    headOffice: false,
    text: "<p>In de stationshal, naast de fietsenstalling.</p>",
  },
];

/** Each location's own page: its details (the page type's header) and a short text. */
function locationPage(location: DemoLocation): DemoPage {
  const { title, slug, text, ...data } = location;
  const typeData: LocationData = { name: title, ...data };
  return {
    title,
    slug,
    locale: "en-gb",
    type: "location",
    typeData,
    seoDescription: `Bloedafname en monsters inleveren in ${data.city}: ${data.address}.`,
    blocks: [h("Over deze locatie"), p(text)],
  };
}

/** The /locaties page: the finder, what to bring and where sperm samples go. */
function locationsPage(): DemoPage {
  return {
    title: "Locaties",
    slug: "locaties",
    locale: "en-gb",
    seoDescription: "Waar u bloed kunt laten prikken of een monster kunt inleveren, en wanneer.",
    blocks: [
      h("Locaties", 1),
      block("location-finder", {
        intro:
          "Op al onze locaties kunt u zonder afspraak terecht voor bloedafname en het inleveren van monsters. Zoek een locatie bij u in de buurt.",
      }),
      h("Wat neemt u mee?"),
      p(
        "<p>Neem een geldig identiteitsbewijs en uw zorgpas mee. Uw burgerservicenummer wordt aan de balie geregistreerd.</p>",
      ),
      h("Spermamonsters", 2, "sperma"),
      p(
        "<p>Spermamonsters nemen we alleen in ontvangst op de hoofdvestiging in Utrecht, op werkdagen van 08.00 tot 15.00 uur.</p>",
      ),
    ],
  };
}

export function locationPages(): DemoPage[] {
  return [locationsPage(), ...DEMO_LOCATIONS.map(locationPage)];
}
