/**
 * `deno task bench`: the public site against a plain server returning the same bytes, and the
 * admin page list over 10,000 pages. Everything runs on a `:memory:` store; building the data is
 * not measured.
 */
import type { Block } from "../lib/content/blocks/index.ts";
import { getRole } from "../lib/db/roles.ts";
import { createPage } from "../lib/ops/create_page.ts";
import type { Actor } from "../lib/ops/deps.ts";
import { createStaff, startTestApp } from "../tests/_utils/app.ts";

const PAGE_COUNT = 10_000;
const t = await startTestApp();
const admin = await t.signedIn(1);

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
function thirtyBlocks(): Block[] {
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

// The page under test, made and published through the API.
const created = await admin.post("/api/ximblox/page/create", {
  title: "Blood tests",
  slug: "services/blood-tests",
  type: "page",
  locale: "en-gb",
  content: thirtyBlocks(),
});
if (created.status !== 201) throw new Error(`create failed: ${created.raw}`);
await admin.post(`/api/ximblox/page/${created.body.pageID}/publish`);
const PAGE_URL = "http://localhost/services/blood-tests";
const first = await t.app.fetch(new Request(PAGE_URL));
if (first.status !== 200) throw new Error(`page answered ${first.status}`);
const bytes = new Uint8Array(await first.arrayBuffer());
const plain = (_req: Request) =>
  new Response(bytes, { headers: { "content-type": "text/html; charset=UTF-8" } });

// 10,000 pages for the list, written through the create operation.
const role = (await getRole(t.deps.kv, 1))!;
const actor: Actor = { user: await createStaff(t.deps, { roleID: 1 }), role, sessionHash: "" };
const started = performance.now();
const WORDS = ["blood", "urine", "lab", "locations", "news", "faq", "prices", "thrombosis"];
// A few at a time: nextId() retries a lost race only 10 times, with no backoff.
const BATCH = 4;
for (let i = 0; i < PAGE_COUNT; i += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, PAGE_COUNT - i) }, (_, j) => {
    const n = i + j;
    return createPage(t.deps, actor, {
      title: `Page ${n} about ${WORDS[n % WORDS.length]}`,
      slug: `bulk/page-${n}`,
      type: "page",
      locale: ["en-gb", "nl-nl", "de-de", "fr-fr"][n % 4],
      typeData: {},
    });
  }));
}
console.log(`Created ${PAGE_COUNT} pages in ${Math.round(performance.now() - started)} ms`);

// Loopback servers for the over-the-wire comparison.
const appServer = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, t.app.fetch);
const plainServer = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, plain);
const appUrl = `http://127.0.0.1:${appServer.addr.port}/services/blood-tests`;
const plainUrl = `http://127.0.0.1:${plainServer.addr.port}/services/blood-tests`;
// The servers and the store stay open until the bench process exits: closing them on "unload"
// races requests still being answered.

async function drain(res: Response | Promise<Response>): Promise<void> {
  const r = await res;
  if (r.status !== 200) throw new Error(`status ${r.status}`);
  await r.arrayBuffer();
}

Deno.bench({
  name: "plain handler, same bytes",
  group: "site in-process",
  baseline: true,
  fn: () => drain(plain(new Request(PAGE_URL))),
});
Deno.bench({
  name: "app.fetch: 30-block published page",
  group: "site in-process",
  fn: () => drain(t.app.fetch(new Request(PAGE_URL))),
});

Deno.bench({
  name: "plain Deno.serve, same bytes",
  group: "site over loopback HTTP",
  baseline: true,
  fn: () => drain(fetch(plainUrl)),
});
Deno.bench({
  name: "app on Deno.serve: 30-block published page",
  group: "site over loopback HTTP",
  fn: () => drain(fetch(appUrl)),
});

async function count(body: Record<string, unknown>): Promise<number> {
  const res = await admin.post("/api/ximblox/page/list", body);
  if (res.status !== 200 || !res.body.Success) throw new Error(res.raw);
  return res.body.totalItems;
}

async function list(body: Record<string, unknown>): Promise<void> {
  await count(body);
}

// The list must see every page, or the numbers below measure nothing.
const total = await count({ pageIndex: 0, pageSize: 1 });
if (total < PAGE_COUNT) throw new Error(`the list holds ${total} pages, not ${PAGE_COUNT}`);
console.log(
  `page/list: ${total} pages; "page 12" matches ${await count({ searchTerm: "page 12" })}`,
);

Deno.bench({
  name: "page/list, search term",
  group: `page list (${PAGE_COUNT} pages)`,
  fn: () => list({ searchTerm: "page 12", pageIndex: 0, pageSize: 25 }),
});
Deno.bench({
  name: "page/list, sorted by created asc",
  group: `page list (${PAGE_COUNT} pages)`,
  fn: () => list({ columnToSort: "created", sortOrder: "asc", pageIndex: 3, pageSize: 25 }),
});
Deno.bench({
  name: "page/list, search term, locale, sorted by updated asc",
  group: `page list (${PAGE_COUNT} pages)`,
  fn: () =>
    list({
      searchTerm: "blood",
      locale: "nl-nl",
      columnToSort: "updated",
      sortOrder: "asc",
      pageIndex: 0,
      pageSize: 25,
    }),
});
