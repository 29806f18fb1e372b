/**
 * `deno task bench`: the site search (lib/search) on a file-backed store of PAGES published pages
 * of about 300 words each (half en-gb, half nl-nl), written through the create and publish
 * operations (so every publish also updates the index, as in use). Printed, measured side by side
 * in one run:
 *
 * - search latency over loopback HTTP (`GET /api/ximblox/search/search?term=…`, one- and
 *   two-word queries), loaded by a separate process (bench/_http_load.ts, like `wrk`), against
 *   a published public page of the same app as the baseline;
 * - search latency in-process (`searchPages`, p50/p95 over varied queries, typos included);
 * - publishing a page until it is findable (the publish call includes the index update);
 * - index rebuild time, restart time from the snapshot (in a fresh process), and index memory,
 *   measured at PAGES and extrapolated per 10,000 pages.
 *
 * Then `Deno.bench` groups for `searchPages` against `app.fetch` of the public page.
 */
import { type Load, runLoad } from "./_load.ts";
import { createApp, serveHandler } from "../app.ts";
import { readConfig } from "../lib/config.ts";
import { openKv } from "../lib/db/kv.ts";
import { depsFor } from "../lib/server/deps.ts";
import { getRole } from "../lib/db/roles.ts";
import { createPage } from "../lib/ops/pages/create_page.ts";
import type { Actor, Deps } from "../lib/ops/deps.ts";
import { publishPage } from "../lib/ops/pages/publish_page.ts";
import { seedStore } from "../lib/seed/seed.ts";
import { searchPages } from "../lib/search/search.ts";
import { searchService } from "../lib/search/service.ts";
import { createStaff } from "../tests/_utils/app.ts";
import { queries, words } from "./_search_data.ts";

/** `SEARCH_PAGES=20000` measures the 10,000 pages per locale (a few minutes to seed). */
const PAGES = Number(Deno.env.get("SEARCH_PAGES") ?? 2_000);
const LOAD = { connections: 20, threads: 2, seconds: 2 };
const LOCALES = ["en-gb", "nl-nl"];

/** One run of the load generator against `url`. */
function load(url: string, seconds = LOAD.seconds): Promise<Load> {
  return runLoad(url, { ...LOAD, seconds });
}

async function restart(
  kvPath: string,
  mode = "",
): Promise<{ ms: number; heap: number; pages: number }> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      "--v8-flags=--expose-gc",
      new URL("./_search_restart.ts", import.meta.url).pathname,
      kvPath,
      mode,
    ],
    stdout: "piped",
    stderr: "null",
  }).output();
  if (!out.success) throw new Error("the restart measurement failed");
  return JSON.parse(new TextDecoder().decode(out.stdout));
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

const dir = await Deno.makeTempDir({ prefix: "ximblox-search-bench-" });
const kvPath = `${dir}/ximblox.kv`;
const config = readConfig({ KV_PATH: kvPath, SEED: "none", PUBLIC_URL: "http://127.0.0.1" });
const kv = await openKv(kvPath);
const deps: Deps = depsFor(kv, config);
await seedStore(deps, () => {});
const app = await createApp(deps);
const role = (await getRole(kv, 1))!;
const actor: Actor = { user: await createStaff(deps, { roleID: 1 }), role, sessionHash: "" };

// — The data: PAGES published pages (building them is not measured) —
let started = performance.now();
const BATCH = 4;
for (let i = 0; i < PAGES; i += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, PAGES - i) }, async (_, j) => {
    const n = i + j;
    const locale = LOCALES[n % LOCALES.length];
    const { pageID } = await createPage(deps, actor, {
      title: words(locale, 5),
      slug: `bulk/page-${n}`,
      type: "page",
      locale,
      typeData: {},
      content: [
        { type: "heading", key: "h", props: { text: words(locale, 6), level: 2 } },
        ...[0, 1, 2].map((k) => ({
          type: "text",
          key: `t${k}`,
          props: { html: `<p>${words(locale, 60)}</p><p>${words(locale, 40)}</p>` },
        })),
      ] as never,
    });
    await publishPage(deps, actor, pageID);
  }));
}
console.log(
  `\nSearch: ${PAGES} published pages (~300 words each, en-gb and nl-nl), ` +
    `file-backed KV; built in ${Math.round(performance.now() - started)} ms (not measured)`,
);

// — Rebuild (the first start has no snapshot) —
started = performance.now();
const service = searchService(kv);
await service.ready;
const rebuildMs = performance.now() - started;
await service.settled(); // the snapshot is written
const indexed = Object.values(service.indexedPages()).reduce((a, b) => a + b, 0);
console.log(
  `  index rebuild from the pages       ${rebuildMs.toFixed(0).padStart(6)} ms ` +
    `(${indexed} pages; ${(rebuildMs / indexed * 10_000 / 1000).toFixed(1)} s per 10,000 pages)`,
);

// — Restart from the snapshot, and memory, in a fresh process —
const fromSnapshot = await restart(kvPath);
const fromPages = await restart(kvPath, "rebuild");
console.log(
  `  restart from the snapshot          ${fromSnapshot.ms.toFixed(0).padStart(6)} ms ` +
    `(${(fromSnapshot.ms / fromSnapshot.pages * 10_000 / 1000).toFixed(2)} s per 10,000 pages)` +
    `  vs rebuild in a fresh process ${fromPages.ms.toFixed(0)} ms`,
);
const perTenK = (bytes: number, pages: number) => (bytes / pages * 10_000 / 1024 / 1024).toFixed(0);
console.log(
  `  index memory                       ${
    (fromSnapshot.heap / 1024 / 1024).toFixed(1).padStart(6)
  } MiB ` +
    `for ${fromSnapshot.pages} pages: ${perTenK(fromSnapshot.heap, fromSnapshot.pages)} MiB ` +
    `per 10,000 pages (loaded from the snapshot; ${perTenK(fromPages.heap, fromPages.pages)} MiB ` +
    `when rebuilt)`,
);

// — In-process latency of searchPages —
const lat = (list: string[]) => {
  const ms: number[] = [];
  return (async () => {
    for (const term of list) {
      const t = performance.now();
      await searchPages(deps, { term, count: 10 });
      ms.push(performance.now() - t);
    }
    return `p50 ${percentile(ms, 0.5).toFixed(2)} ms  p95 ${percentile(ms, 0.95).toFixed(2)} ms`;
  })();
};
const one = queries("en-gb", 200, 1);
const two = queries("nl-nl", 200, 2);
const typos = one.map((q) => q.length > 5 ? q.slice(0, 2) + q[3] + q[2] + q.slice(4) : q);
console.log(`  searchPages, one word (in-process) ${await lat(one)}`);
console.log(`  searchPages, two words             ${await lat(two)}`);
console.log(`  searchPages, one word with a typo  ${await lat(typos)}`);

// — Publish until findable —
const times: number[] = [];
for (let i = 0; i < 20; i++) {
  const { pageID } = await createPage(deps, actor, {
    title: `Fresh page ${i}`,
    slug: `fresh/page-${i}`,
    type: "page",
    locale: "en-gb",
    typeData: {},
    content: [{
      type: "text",
      key: "t",
      props: { html: `<p>${words("en-gb", 300)} zyxwv${i}</p>` },
    }] as never,
  });
  const t = performance.now();
  await publishPage(deps, actor, pageID);
  times.push(performance.now() - t);
  const found = await searchPages(deps, { term: `zyxwv${i}` });
  if (found.total !== 1) throw new Error("a published page was not findable at once");
}
console.log(
  `  publish (incl. index update)       p50 ${percentile(times, 0.5).toFixed(2)} ms ` +
    `p95 ${percentile(times, 0.95).toFixed(2)} ms; findable when the call answers`,
);

// — Over loopback HTTP: search against a public page of the same app —
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  serveHandler(app, deps),
);
const base = `http://127.0.0.1:${server.addr.port}`;
const targets = [
  { name: "public page (baseline)", url: `${base}/bulk/page-0` },
  { name: "search, one word", url: `${base}/api/ximblox/search/search?term=laboratory` },
  { name: "search, two words", url: `${base}/api/ximblox/search/search?term=bloed%20afspraak` },
  { name: "search, typo", url: `${base}/api/ximblox/search/search?term=laboratroy` },
];
console.log(
  `  over loopback HTTP (${LOAD.threads} threads, ${LOAD.connections} connections, ` +
    `${LOAD.seconds} s each):`,
);
for (const target of targets) {
  const res = await fetch(target.url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${target.name}: ${res.status}`);
  await load(target.url, 1); // warm-up
}
for (const target of targets) {
  const l = await load(target.url);
  console.log(
    `    ${target.name.padEnd(24)} ${l.rps.toFixed(0).padStart(7)} req/s  p50 ${
      l.p50.toFixed(2).padStart(6)
    } ms  p99 ${l.p99.toFixed(2).padStart(6)} ms`,
  );
}
console.log("");
await server.shutdown();
// The store stays open until the bench process exits (the Deno.bench runs below use it).

Deno.bench({
  name: "app.fetch: a published page",
  group: `search in-process (${PAGES} pages)`,
  baseline: true,
  fn: async () => {
    const res = await app.fetch(new Request("http://localhost/bulk/page-0"));
    await res.arrayBuffer();
  },
});
let q = 0;
Deno.bench({
  name: "searchPages: one word",
  group: `search in-process (${PAGES} pages)`,
  fn: async () => {
    await searchPages(deps, { term: one[q++ % one.length] });
  },
});
Deno.bench({
  name: "searchPages: two words",
  group: `search in-process (${PAGES} pages)`,
  fn: async () => {
    await searchPages(deps, { term: two[q++ % two.length] });
  },
});
addEventListener("unload", () => {
  try {
    Deno.removeSync(dir, { recursive: true });
  } catch { /* still open */ }
});
