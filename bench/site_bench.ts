/**
 * `deno task bench`: the public site against a plain server returning the same bytes, and the
 * admin page list over 10,000 pages. Building the data is not measured.
 *
 * First, as users run it: the app on `Deno.serve` over a file-backed store in a temporary
 * folder, through the same handler chain as main.ts (metrics, in-flight count, drain), loaded over loopback HTTP by a separate process (bench/_http_load.ts: 2 threads, 50
 * keep-alive connections, like `wrk -t2 -c50`) in turns with a plain `Deno.serve` answering the
 * same bytes; it prints requests per second, p50 and p99 of each and the ratio app / plain, per
 * round and the median of the rounds. Two more rows for reading them: the app in site-view mode
 * "read" (lib/db/site_revision.ts), and a plain server sending the page's own headers too (the
 * security headers and the CSP cost that much by themselves: the app cannot beat that row).
 * On a machine shared with other work the rounds differ widely; compare within a round.
 * Then the `Deno.bench` groups, on a `:memory:` store: in-process `app.fetch`, sequential
 * loopback `fetch`, the page list.
 */
import { type Load, runLoad } from "./_load.ts";
import { createApp, serveHandler } from "../app.ts";
import { readConfig } from "../lib/config.ts";
import type { Block } from "../lib/content/blocks/index.ts";
import { openKv } from "../lib/db/kv.ts";
import { getRole } from "../lib/db/roles.ts";
import { siteView } from "../lib/db/site_revision.ts";
import { createMailer } from "../lib/mail/mailer.ts";
import { collectRuntimeMetrics } from "../lib/observe/metrics.ts";
import { createPage } from "../lib/ops/pages/create_page.ts";
import type { Actor, Deps } from "../lib/ops/deps.ts";
import { seedStore } from "../lib/seed/seed.ts";
import { InFlight } from "../lib/server/in_flight.ts";
import { servedHandler } from "../lib/server/lifecycle.ts";
import { Readiness } from "../lib/server/readiness.ts";
import { createStaff, startTestApp, TestClient } from "../tests/_utils/app.ts";

const PAGE_COUNT = 10_000;
const LOAD = { connections: 50, threads: 2, seconds: 2, rounds: 5 };

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

const PAGE_PATH = "/services/blood-tests";

/** The page under test, made and published through the API; answers its bytes. */
async function publishBenchPage(
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

function plainHandler(
  bytes: Uint8Array<ArrayBuffer>,
  headers: HeadersInit = { "content-type": "text/html; charset=UTF-8" },
) {
  return (_req: Request) => new Response(bytes, { headers });
}

/**
 * The same bytes and headers, each answer a clone of one Response as the fast path sends them
 * (lib/site/fast_path.ts): a new Response from these headers would check every one of them again
 * and measure that instead.
 */
function clonedHandler(bytes: Uint8Array<ArrayBuffer>, headers: HeadersInit) {
  const answer = new Response(bytes, { headers });
  return (_req: Request) => answer.clone();
}

/** One run of the load generator against `url`. */
function load(url: string, seconds = LOAD.seconds): Promise<Load> {
  return runLoad(url, { ...LOAD, seconds });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The public page over loopback HTTP on a file-backed store, as `deno task start` runs it,
 * against a plain `Deno.serve` of the same bytes. A second handle on the one store file serves
 * the app in site-view mode "read" (lib/db/site_revision.ts), for comparison.
 */
async function httpComparison(): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "ximblox-bench-" });
  const kvPath = `${dir}/ximblox.kv`;
  const config = readConfig({ KV_PATH: kvPath, SEED: "none", PUBLIC_URL: "http://127.0.0.1" });
  const appOn = async (kv: Deno.Kv) => {
    const mailer = createMailer(kv, { smtpUrl: null, from: "Ximblox <no-reply@example.test>" });
    const deps: Deps = { kv, config, mailer };
    await seedStore(deps, () => {});
    return { deps, app: await createApp(deps) };
  };
  const app = await appOn(await openKv(kvPath));
  const password = "Staff-pass-1!";
  const staff = await createStaff(app.deps, { roleID: 1, password });
  const admin = new TestClient(app.app);
  await admin.post("/api/ximblox/auth/login", { email: staff.email, password });
  const bytes = await publishBenchPage(app.app, admin);
  const page = await app.app.fetch(new Request(`http://localhost${PAGE_PATH}`));
  await page.body?.cancel();
  const pageHeaders = [...page.headers].filter(([name]) => name !== "content-length");
  const readKv = await Deno.openKv(kvPath);
  siteView(readKv, "read");
  const read = await appOn(readKv);

  const listen = (
    handler: (req: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>,
  ) => {
    const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, handler);
    return { server, url: `http://127.0.0.1:${server.addr.port}${PAGE_PATH}` };
  };
  // The app as main.ts serves it: the handler inside the lifecycle's in-flight count and drain.
  const served = (app: { app: Awaited<ReturnType<typeof createApp>>; deps: Deps }) =>
    servedHandler(
      serveHandler(app.app, app.deps),
      new Readiness({ kv: app.deps.kv, searchReady: Promise.resolve() }),
      new InFlight(),
    );
  const targets = [
    { name: "plain Deno.serve, same bytes", ...listen(plainHandler(bytes)) },
    { name: "app, file-backed KV", ...listen(served(app)) },
    { name: "app, file-backed KV, mode read", ...listen(served(read)) },
    // The floor: the page's own headers (security headers, CSP) cost this much by themselves.
    { name: "plain, same bytes and headers", ...listen(clonedHandler(bytes, pageHeaders)) },
  ];
  for (const target of targets) {
    const res = await fetch(target.url);
    const body = new Uint8Array(await res.arrayBuffer());
    if (res.status !== 200 || body.length !== bytes.length) throw new Error(`${target.name}`);
    await load(target.url, 1); // warm-up
  }
  const runs = new Map<string, Load[]>(targets.map((t) => [t.name, []]));
  const row = (name: string, l: Load, ratio = "") =>
    console.log(
      `  ${name.padEnd(30)} ${l.rps.toFixed(0).padStart(7)} req/s  p50 ${
        l.p50.toFixed(2).padStart(6)
      } ms  p99 ${l.p99.toFixed(2).padStart(6)} ms ${ratio}`,
    );
  console.log(
    `\nPublic page (${bytes.length} bytes, ${pageHeaders.length} headers) over loopback HTTP, ` +
      `file-backed KV, ${LOAD.threads} threads, ${LOAD.connections} connections, ` +
      `${LOAD.seconds} s per run; ratio: to the plain run of the same round`,
  );
  for (let round = 1; round <= LOAD.rounds; round++) {
    console.log(` round ${round}`);
    for (const target of targets) {
      const l = await load(target.url);
      runs.get(target.name)!.push(l);
      const plainRps = runs.get(targets[0].name)![round - 1].rps;
      row(target.name, l, target === targets[0] ? "" : ` ratio ${(l.rps / plainRps).toFixed(2)}`);
    }
  }
  const plainRuns = runs.get(targets[0].name)!;
  console.log(" median of the rounds");
  for (const target of targets) {
    const rs = runs.get(target.name)!;
    const ratios = rs.map((l, i) => l.rps / plainRuns[i].rps);
    const ratio = target === targets[0] ? "" : ` ratio ${median(ratios).toFixed(2)}`;
    row(target.name, { ...rs[0], ...medianLoad(rs) }, ratio);
  }
  console.log("");
  for (const target of targets) await target.server.shutdown();
  app.deps.kv.close();
  readKv.close();
  await Deno.remove(dir, { recursive: true });
}

function medianLoad(rs: Load[]): Load {
  return {
    rps: median(rs.map((l) => l.rps)),
    p50: median(rs.map((l) => l.p50)),
    p99: median(rs.map((l) => l.p99)),
    errors: 0,
  };
}

// As main.ts: the process's runtime figures sampled in the background (lib/observe/metrics.ts),
// so their cost, if any, is in the app's rows (and in the plain server's, in the same process).
collectRuntimeMetrics();
await httpComparison();

// — In-process and sequential loopback benchmarks, on a `:memory:` store —
const t = await startTestApp();
const admin = await t.signedIn(1);
const bytes = await publishBenchPage(t.app, admin);
const PAGE_URL = `http://localhost${PAGE_PATH}`;
const plain = plainHandler(bytes);

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
const appUrl = `http://127.0.0.1:${appServer.addr.port}${PAGE_PATH}`;
const plainUrl = `http://127.0.0.1:${plainServer.addr.port}${PAGE_PATH}`;
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

// A fixed number of runs: left to choose, `deno bench` drives loopback fetches so hard that the
// process runs out of file descriptors (EMFILE) now and then, whatever is served.
const LOOPBACK_RUNS = { n: 5_000, warmup: 500 };
Deno.bench({
  name: "plain Deno.serve, same bytes",
  group: "site over loopback HTTP",
  baseline: true,
  ...LOOPBACK_RUNS,
  fn: () => drain(fetch(plainUrl)),
});
Deno.bench({
  name: "app on Deno.serve: 30-block published page",
  group: "site over loopback HTTP",
  ...LOOPBACK_RUNS,
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
