/**
 * The demo site: a small Dutch healthcare laboratory (SPEC.md section 1), published in the
 * default locale with a Dutch home page beside it, so a fresh start shows a real site.
 */
import type { Block } from "../content/blocks/index.ts";
import { getRole } from "../db/roles.ts";
import type { UserRecord } from "../db/users.ts";
import { createPage } from "./create_page.ts";
import type { Actor, Deps } from "./deps.ts";
import { publishPage } from "./publish_page.ts";

let n = 0;
function block(type: string, props: Record<string, unknown>, anchorPoint = ""): Block {
  return { type, key: `demo${++n}`, props, anchorPoint, __images: {}, __files: {} } as Block;
}

const h = (text: string, level = 2, anchor = "") => block("heading", { text, level }, anchor);
const p = (html: string) => block("text", { html });

export interface DemoPage {
  title: string;
  slug: string;
  locale: string;
  /** The page type; "page" when absent. */
  type?: string;
  typeData?: Record<string, unknown>;
  tags?: string[];
  seoDescription: string;
  blocks: Block[];
  /** The slug of the default-locale page this one translates. */
  translates?: string;
}

function demoPages(): DemoPage[] {
  return [
    {
      title: "Home",
      slug: "/",
      locale: "en-gb",
      seoDescription: "Blood draws, sample drop-off and lab tests close to home.",
      blocks: [
        h("Lab tests close to home", 1),
        p(
          "<p>We take blood and receive samples at more than forty locations, for patients referred by their doctor and for anyone who wants a test of their own.</p>",
        ),
        block("button", {
          label: "Find a location",
          link: { kind: "internal", value: "locaties" },
          style: "primary",
        }),
        h("Our people"),
        block("team-member", {
          name: "Dr. Anna de Vries",
          function: "Clinical chemist",
          description: "Leads the laboratory and answers doctors' questions about results.",
          specialties: ["Clinical chemistry", "Haematology"],
          linkedinUrl: "",
          email: "",
          storyUrl: "",
          image: null,
        }),
        block("team-member", {
          name: "Mark Jansen",
          function: "Head of blood collection",
          description: "Makes sure every location works the same careful way.",
          specialties: ["Phlebotomy", "Children's blood draws"],
          linkedinUrl: "",
          email: "",
          storyUrl: "",
          image: null,
        }),
        block("quote", {
          text: "Quick, friendly and my results were with my GP the next day.",
          author: "A patient",
          role: "Utrecht",
        }),
      ],
    },
    {
      title: "Locations",
      slug: "locaties",
      locale: "en-gb",
      seoDescription: "Where to have blood taken or drop off a sample.",
      blocks: [
        h("Locations", 1),
        p(
          "<p>Bring a valid ID and your insurer card. Your citizen service number is registered at the desk.</p>",
        ),
        h("Sperm samples", 2, "sperm"),
        p(
          "<p>Sperm samples are received only at the head office, on working days from 08.00 to 15.00.</p>",
        ),
      ],
    },
    {
      title: "Contact",
      slug: "contact",
      locale: "en-gb",
      seoDescription: "Questions about an appointment, a test or a result.",
      blocks: [
        h("Contact", 1),
        p("<p>Call us on working days or send us an e-mail; we answer within one working day.</p>"),
        block("button", {
          label: "E-mail us",
          link: { kind: "mail", value: "mailto:info@example.com" },
          style: "secondary",
        }),
      ],
    },
    {
      title: "Page not found",
      slug: "404",
      locale: "en-gb",
      seoDescription: "",
      blocks: [
        h("This page does not exist", 1),
        p('<p>It may have moved. Try the <a href="/">home page</a>.</p>'),
      ],
    },
    {
      title: "Home",
      slug: "/",
      locale: "nl-nl",
      translates: "/",
      seoDescription: "Bloedafname, monsters inleveren en labtesten dicht bij huis.",
      blocks: [
        h("Labonderzoek dicht bij huis", 1),
        p(
          "<p>Op meer dan veertig locaties nemen we bloed af en nemen we monsters in ontvangst.</p>",
        ),
      ],
    },
  ];
}

export async function seedDemo(deps: Deps, admin: UserRecord): Promise<void> {
  const role = await getRole(deps.kv, admin.roleID);
  if (!role) throw new Error("The administrator role is missing.");
  const actor: Actor = { user: admin, role, sessionHash: "" };
  const groups = new Map<string, string>();
  for (const page of demoPages()) {
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
  }
}
