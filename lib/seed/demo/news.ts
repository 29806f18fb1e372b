/**
 * The demo's news (issue 12): eight Dutch articles of the lab, dated over the last months, each
 * with an image drawn at seed time (a gradient with soft circles, in its own colours) and added to
 * the media library exactly as an upload is, and the news overview page `/nieuws` with its news
 * list. The images are decoration: they carry no alternative text.
 */
import type { Block } from "../../content/blocks/index.ts";
import type { Actor, Deps } from "../../ops/deps.ts";
import { createDir } from "../../ops/media/media_library.ts";
import type { DemoPage } from "./demo_page.ts";
import { uploadMedia } from "../../ops/media/upload_media.ts";
import { loadImagescript } from "../../media/transform.ts";

const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 675;
const NEWS_FOLDER = "nieuws";
const DAY_MS = 24 * 60 * 60 * 1000;

let n = 0;
function block(type: string, props: Record<string, unknown>): Block {
  return { type, key: `news${++n}`, props, anchorPoint: "", __images: {}, __files: {} } as Block;
}
const p = (html: string) => block("text", { html });

type Rgb = readonly [number, number, number];

interface DemoArticle {
  slug: string;
  title: string;
  author: string;
  /** How many days before the seed the article is dated. */
  daysAgo: number;
  summary: string;
  tags: string[];
  paragraphs: string[];
  /** The two colours of its image's gradient. */
  colours: readonly [Rgb, Rgb];
}

const ARTICLES: DemoArticle[] = [
  {
    slug: "nieuwe-prikpost-zwolle",
    title: "Nieuwe prikpost in Zwolle geopend",
    author: "Mark Jansen",
    daysAgo: 4,
    summary:
      "Vanaf deze week kunt u in Zwolle terecht op onze nieuwe prikpost bij de Weezenlanden, zonder afspraak.",
    tags: ["Locaties"],
    paragraphs: [
      "Vanaf deze week nemen we bloed af op onze nieuwe prikpost bij de Weezenlanden in Zwolle. U kunt er op werkdagen zonder afspraak terecht; voor kinderen tot twaalf jaar maakt u een afspraak.",
      "De prikpost ligt op vijf minuten lopen van het station en heeft een eigen ingang op de begane grond. Parkeren kan in de garage naast het gebouw.",
      "Neem een geldig identiteitsbewijs en uw zorgpas mee. Uw burgerservicenummer registreren we aan de balie.",
    ],
    colours: [[11, 92, 173], [32, 201, 151]],
  },
  {
    slug: "uitslagen-sneller-in-portaal",
    title: "Uitslagen sneller in het uitslagenportaal",
    author: "Sanne Bakker",
    daysAgo: 17,
    summary:
      "Vroeg u zelf een onderzoek aan? Dan ziet u de uitslag nu meestal binnen één werkdag in het uitslagenportaal.",
    tags: ["Uitslagen"],
    paragraphs: [
      "Wie zelf een onderzoek aanvraagt, ziet de uitslag voortaan meestal binnen één werkdag in het uitslagenportaal. Tot nu toe duurde dat twee tot drie werkdagen.",
      "We hebben de koppeling tussen het laboratorium en het portaal vernieuwd. Zodra een analist een uitslag heeft goedgekeurd, staat die voor u klaar; u krijgt daarover een e-mail.",
      "Onderzoek op verwijzing van uw huisarts of specialist gaat zoals altijd naar de aanvrager. Die bespreekt de uitslag met u.",
    ],
    colours: [[84, 36, 164], [224, 49, 129]],
  },
  {
    slug: "zomeropeningstijden",
    title: "Ruimere openingstijden in de zomer",
    author: "Redactie",
    daysAgo: 31,
    summary:
      "In juli en augustus openen vijf prikposten al om 07.00 uur, zodat u voor het werk nuchter kunt laten prikken.",
    tags: ["Locaties", "Openingstijden"],
    paragraphs: [
      "In juli en augustus openen onze prikposten in Amsterdam-Zuid, Rotterdam-Centrum, Utrecht, Eindhoven en Groningen al om 07.00 uur. Zo kunt u nuchter laten prikken voordat u naar uw werk gaat.",
      "De sluitingstijden blijven zoals u gewend bent. Op de pagina van elke locatie ziet u de actuele openingstijden.",
    ],
    colours: [[230, 119, 0], [250, 176, 5]],
  },
  {
    slug: "nuchter-prikken",
    title: "Nuchter prikken: zo bereidt u zich voor",
    author: "Dr. Anna de Vries",
    daysAgo: 46,
    summary:
      "Voor sommige bloedtesten moet u nuchter zijn. Wat betekent dat precies, en wat mag u wel drinken?",
    tags: ["Onderzoek", "Voorbereiding"],
    paragraphs: [
      "Voor onder meer glucose- en cholesterolbepalingen vragen we u nuchter te komen. Dat betekent dat u vanaf 22.00 uur de avond ervoor niets meer eet en alleen water of thee zonder suiker drinkt.",
      "Uw gewone medicijnen mag u meestal gewoon innemen, tenzij uw arts iets anders heeft gezegd. Twijfelt u? Neem dan contact met ons op.",
      "Kom bij voorkeur vroeg op de dag, zodat u na de bloedafname meteen kunt ontbijten.",
    ],
    colours: [[8, 127, 140], [116, 192, 252]],
  },
  {
    slug: "vitamine-d-zonder-verwijzing",
    title: "Vitamine D-test nu ook zonder verwijzing",
    author: "Sanne Bakker",
    daysAgo: 63,
    summary:
      "U kunt uw vitamine D-gehalte nu zelf laten bepalen, zonder verwijzing van de huisarts. De uitslag ziet u in het portaal.",
    tags: ["Onderzoek"],
    paragraphs: [
      "Steeds meer mensen willen weten of ze genoeg vitamine D binnenkrijgen, vooral in de wintermaanden. Daarom kunt u deze test nu zelf aanvragen, zonder verwijzing.",
      "U kiest de test in ons overzicht van onderzoeken, betaalt vooraf en komt zonder afspraak langs op een van onze prikposten. U hoeft niet nuchter te zijn.",
      "Bespreek een afwijkende uitslag altijd met uw huisarts.",
    ],
    colours: [[43, 138, 62], [192, 235, 117]],
  },
  {
    slug: "kinderprikpunt-utrecht",
    title: "Vernieuwd kinderprikpunt in Utrecht",
    author: "Mark Jansen",
    daysAgo: 82,
    summary:
      "Ons kinderprikpunt aan de Croeselaan is vernieuwd: een rustige wachtruimte en prikkers die gespecialiseerd zijn in kinderen.",
    tags: ["Kinderen", "Locaties"],
    paragraphs: [
      "Een bloedafname is voor veel kinderen spannend. Daarom hebben we ons kinderprikpunt aan de Croeselaan in Utrecht helemaal vernieuwd, met een rustige wachtruimte en een aparte prikkamer.",
      "Onze prikkers zijn speciaal opgeleid om kinderen te prikken. Ze nemen de tijd en leggen uit wat er gebeurt. Een verdovende pleister kunt u van tevoren bij de apotheek halen.",
      "Voor kinderen tot twaalf jaar maakt u een afspraak, zodat u niet hoeft te wachten.",
    ],
    colours: [[240, 62, 62], [255, 169, 77]],
  },
  {
    slug: "accreditatie-iso-15189",
    title: "Laboratorium behaalt opnieuw ISO 15189-accreditatie",
    author: "Dr. Anna de Vries",
    daysAgo: 104,
    summary:
      "De Raad voor Accreditatie heeft onze laboratoria opnieuw beoordeeld en de ISO 15189-accreditatie voor vier jaar verlengd.",
    tags: ["Kwaliteit"],
    paragraphs: [
      "Na een beoordeling van drie dagen heeft de Raad voor Accreditatie onze ISO 15189-accreditatie voor vier jaar verlengd. Deze norm stelt eisen aan de kwaliteit en de deskundigheid van medische laboratoria.",
      "De beoordelaars keken onder meer naar de manier waarop we monsters ontvangen, analyseren en bewaren, en naar de opleiding van onze medewerkers.",
      "Voor u betekent dit dat u op de betrouwbaarheid van uw uitslag kunt rekenen, op welke locatie u ook bent geprikt.",
    ],
    colours: [[54, 79, 199], [151, 117, 250]],
  },
  {
    slug: "monsters-inleveren-tips",
    title: "Monsters inleveren: vijf tips",
    author: "Redactie",
    daysAgo: 128,
    summary:
      "Urine, ontlasting of een ander monster inleveren? Met deze vijf tips komt uw monster goed en op tijd bij het laboratorium.",
    tags: ["Voorbereiding"],
    paragraphs: [
      "Gebruik altijd het potje of buisje dat u van uw huisarts of van ons hebt gekregen, en schrijf uw naam en geboortedatum erop.",
      "Lever het monster dezelfde dag in en bewaar het tot die tijd in de koelkast, tenzij op het aanvraagformulier iets anders staat. Vergeet het aanvraagformulier niet.",
      "Spermamonsters nemen we alleen in ontvangst op ons hoofdkantoor, op werkdagen van 08.00 tot 15.00 uur.",
    ],
    colours: [[12, 133, 153], [99, 230, 190]],
  },
];

/** A small seeded generator, so every seed draws the same pictures. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A 1200×675 JPEG: a diagonal gradient between two colours with soft light circles over it.
 * Drawn straight into the bitmap, since per-pixel calls would make the seed slow.
 */
export async function drawNewsImage(colours: readonly [Rgb, Rgb], seed: number) {
  const w = IMAGE_WIDTH;
  const h = IMAGE_HEIGHT;
  const { Image } = await loadImagescript();
  const image = new Image(w, h);
  const px = image.bitmap;
  const [a, b] = colours;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = 0.65 * x / w + 0.35 * y / h;
      const i = (y * w + x) * 4;
      px[i] = a[0] + (b[0] - a[0]) * t;
      px[i + 1] = a[1] + (b[1] - a[1]) * t;
      px[i + 2] = a[2] + (b[2] - a[2]) * t;
      px[i + 3] = 255;
    }
  }
  const next = random(seed);
  for (let k = 0; k < 6; k++) {
    const cx = next() * w;
    const cy = next() * h;
    const r = 60 + next() * 220;
    const alpha = 0.08 + next() * 0.17;
    const r2 = r * r;
    for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(h, cy + r); y++) {
      const dy2 = (y - cy) * (y - cy);
      for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(w, cx + r); x++) {
        const d2 = (x - cx) * (x - cx) + dy2;
        if (d2 >= r2) continue;
        const d = Math.sqrt(d2 / r2);
        // Soft edge: full strength inside, fading over the outer fifth.
        const k2 = alpha * Math.min(1, (1 - d) * 5);
        const i = (y * w + x) * 4;
        px[i] += (255 - px[i]) * k2;
        px[i + 1] += (255 - px[i + 1]) * k2;
        px[i + 2] += (255 - px[i + 2]) * k2;
      }
    }
  }
  return await image.encodeJPEG(82);
}

/** Adds an image to the library's news folder through the upload operation; its file id. */
async function addImage(deps: Deps, actor: Actor, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("path", `/${NEWS_FOLDER}`);
  form.append("f", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/jpeg" }));
  const request = new Request("http://seed.invalid/api/ximblox/medialib/add-file", {
    method: "POST",
    body: form,
  });
  return (await uploadMedia(deps, actor, request)).id;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The news articles (their images drawn and added to the library first) and the overview page
 * `/nieuws`, in the default locale with Dutch content like the rest of the demo.
 */
export async function newsPages(deps: Deps, actor: Actor): Promise<DemoPage[]> {
  await createDir(deps, actor, { path: "/", folderName: NEWS_FOLDER });
  const now = Date.now();
  const pages: DemoPage[] = [];
  for (const [i, article] of ARTICLES.entries()) {
    const bytes = await drawNewsImage(article.colours, i + 1);
    const fileID = await addImage(deps, actor, bytes, `${article.slug}.jpg`);
    pages.push({
      title: article.title,
      slug: `nieuws/${article.slug}`,
      locale: "en-gb",
      type: "news",
      typeData: {
        author: article.author,
        date: isoDay(now - article.daysAgo * DAY_MS),
        summary: article.summary,
        image: { fileID, cropParams: null },
      },
      tags: article.tags,
      seoDescription: article.summary,
      blocks: article.paragraphs.map((text) => p(`<p>${text}</p>`)),
    });
  }
  pages.push({
    title: "Nieuws",
    slug: "nieuws",
    locale: "en-gb",
    seoDescription: "Het laatste nieuws over onze locaties, onderzoeken en uitslagen.",
    blocks: [
      block("heading", { text: "Nieuws", level: 1 }),
      p(
        "<p>Nieuwe locaties, ruimere openingstijden, nieuwe onderzoeken en tips om u voor te bereiden op uw bezoek.</p>",
      ),
      block("news-list", { heading: "", tag: "", count: 6, loadMore: true }),
    ],
  });
  return pages;
}
