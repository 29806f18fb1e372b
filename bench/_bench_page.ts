/**
 * The page the site benches serve (bench/site_bench.ts and bench/_site_http.ts): a realistic
 * 30-block content page, published through the API, and a plain handler answering its bytes.
 */
import type { Block } from "../lib/content/blocks/index.ts";
import type { TestClient } from "../tests/_utils/app.ts";

function block(type: string, i: number, props: Record<string, unknown>): Block {
  return {
    type,
    key: `b${i}`,
    props,
    anchorPoint: i === 5 ? "prices" : "",
    __images: {},
    __files: {},
  } as Block;
}

/** A realistic 30-block page: every block type, text-heavy like a content page. */
export function thirtyBlocks(): Block[] {
  const make = [
    (i: number) => block("heading", i, { text: `Section ${i}: what to expect`, level: 2 }),
    (i: number) =>
      block("text", i, {
        html:
          `<p>Paragraph ${i} with <strong>emphasis</strong>, a <a href="https://example.org/${i}">link</a> and enough words to look like real copy about blood draws, sample drop-off and lab tests near you.</p><ul><li>Bring a valid ID</li><li>Bring your insurer card</li></ul>`,
      }),
    (i: number) =>
      block("button", i, {
        label: "Find a location",
        link: { kind: "internal", value: "locaties" },
        style: "primary",
      }),
    (i: number) =>
      block("quote", i, {
        text: "Quick and friendly service.",
        author: "A patient",
        role: "Utrecht",
      }),
    (i: number) => block("video", i, { url: "https://youtu.be/dQw4w9WgXcQ", title: `Video ${i}` }),
    (i: number) =>
      block("text-image", i, {
        text: { html: `<p>Text ${i} beside an image.</p>` },
        image: null,
        altText: "",
        imagePosition: "left",
      }),
    (i: number) =>
      block("team-member", i, {
        name: `Dr. Person ${i}`,
        function: "Clinical chemist",
        description: "Leads the laboratory.",
        specialties: ["Haematology", "Coagulation"],
        linkedinUrl: "https://www.linkedin.com/in/someone",
        email: "someone@example.org",
        storyUrl: "/stories/someone",
        image: null,
      }),
    (i: number) => block("image", i, { image: null, altText: "", caption: "" }),
  ];
  return Array.from({ length: 30 }, (_, i) => make[i % make.length](i));
}

export const PAGE_PATH = "/services/blood-tests";

/** The page under test, made and published through the API; answers its bytes. */
export async function publishBenchPage(
  app: { fetch(req: Request): Response | Promise<Response> },
  admin: TestClient,
): Promise<Uint8Array<ArrayBuffer>> {
  const created = await admin.post("/api/ximblox/page/create", {
    title: "Blood tests",
    slug: PAGE_PATH.slice(1),
    type: "page",
    locale: "en-gb",
    content: thirtyBlocks(),
  });
  if (created.status !== 201) throw new Error(`create failed: ${created.raw}`);
  await admin.post(`/api/ximblox/page/${created.body.pageID}/publish`);
  const first = await app.fetch(new Request(`http://localhost${PAGE_PATH}`));
  if (first.status !== 200) throw new Error(`page answered ${first.status}`);
  return new Uint8Array(await first.arrayBuffer());
}

export function plainHandler(
  bytes: Uint8Array<ArrayBuffer>,
  headers: HeadersInit = { "content-type": "text/html; charset=UTF-8" },
) {
  return (_req: Request) => new Response(bytes, { headers });
}
