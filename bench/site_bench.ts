/**
 * `deno task bench`: the public site against a plain server returning the same bytes, and the
 * admin page list over 10,000 pages. Building the data is not measured.
 *
 * First, as users run it, the warm public page over loopback HTTP against a plain `Deno.serve` of
 * the same bytes: bench/_site_http.ts, in a process of its own started with `deno run` and
 * main.ts's permissions (it says why). Then the `Deno.bench` groups, on a `:memory:` store:
 * in-process `app.fetch`, sequential loopback `fetch`, the page list.
 */
import { PAGE_PATH, plainHandler, publishBenchPage } from "./_bench_page.ts";
import { getRole } from "../lib/db/roles.ts";
import { createPage } from "../lib/ops/pages/create_page.ts";
import type { Actor } from "../lib/ops/deps.ts";
import { createStaff, startTestApp } from "../tests/_utils/app.ts";

const PAGE_COUNT = 10_000;

// The server's permissions as `deno task start` gives them, and the load generator's process.
const SERVER_PERMISSIONS = [
  "--allow-net",
  "--allow-env",
  "--allow-read",
  "--allow-write",
  "--allow-sys",
  "--allow-ffi",
  "--allow-run",
];
const http = await new Deno.Command(Deno.execPath(), {
  args: ["run", ...SERVER_PERMISSIONS, new URL("./_site_http.ts", import.meta.url).pathname],
  stdout: "inherit",
  stderr: "inherit",
}).output();
if (!http.success) throw new Error("the public page over HTTP (bench/_site_http.ts) failed");

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
