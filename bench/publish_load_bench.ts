/**
 * `deno task bench`: warm public pages of a big site under a publishing load (issue 27: one
 * editor publishing every 0.6 s used to cut throughput to 2 % of the quiet figure, as every
 * publish emptied every process's whole page cache). Each change now drops only the kept answers
 * built from what it touched (lib/db/cache_tags.ts, lib/db/site_revision.ts), so the publishing
 * figure should stay within 0.8 of the quiet one.
 *
 * A file-backed store of `PUBLISH_BENCH_PAGES` pages (default 10,000, the figure;
 * bench/_scale_data.ts, five versions each, the last a draft) is served as `deno task start`
 * serves it; a load generator in its own process (bench/_http_load.ts: 2 threads, 50 keep-alive
 * connections) asks for `PUBLISH_BENCH_VISITED` of them (default 2,000) in turn, after one warm-up
 * pass. Four rows per round: quiet; a change to one page every 0.6 s (its published pointer
 * refreshed, the commit a link rewrite makes: what the cache layer pays for a publish); an editor
 * publishing a page's draft every 0.6 s (over HTTP, through the same server: the publish's own
 * work — checks, indexes, search — runs on the serving process); and, for comparison, a change
 * touching everything every 0.6 s (what every publish was before).
 * Building the data is not measured.
 */
import { runLoad } from "./_load.ts";
import { buildScaleData } from "./_scale_data.ts";
import { createApp, serveHandler } from "../app.ts";
import { readConfig } from "../lib/config.ts";
import { commitWith } from "../lib/db/commit_with.ts";
import { getPage } from "../lib/db/pages.ts";
import { refreshPointer } from "../lib/db/published_pointers.ts";
import { openKv } from "../lib/db/kv.ts";
import { depsFor } from "../lib/server/deps.ts";
import type { Deps } from "../lib/ops/deps.ts";
import { seedStore } from "../lib/seed/seed.ts";
import { createStaff, overHttp, TestClient } from "../tests/_utils/app.ts";

const PAGES = Number(Deno.env.get("PUBLISH_BENCH_PAGES") ?? 10_000);
const LOAD = { connections: 50, threads: 2, seconds: 5 };
const ROUNDS = 3;
const EVERY_MS = 600;

const dir = await Deno.makeTempDir({ prefix: "ximblox-publish-bench-" });
const kvPath = `${dir}/ximblox.kv`;
const config = readConfig({ KV_PATH: kvPath, SEED: "none", PUBLIC_URL: "http://127.0.0.1" });
const kv = await openKv(kvPath);
const deps: Deps = depsFor(kv, config);
await seedStore(deps, () => {});
const password = "Staff-pass-1!";
const staff = await createStaff(deps, { roleID: 1, password });
const started = performance.now();
const data = await buildScaleData(kv, { pages: PAGES, files: 20, authorID: staff.id });
console.log(`built ${PAGES} pages in ${Math.round(performance.now() - started)} ms`);

const app = await createApp(deps);
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  serveHandler(app, deps),
);
const base = `http://127.0.0.1:${server.addr.port}`;
// The pages visitors ask for: a working set of the site's pages. All 10,000 in turn would measure
// eviction instead: a state keeps at most 10,000 answers (MAX_MEMO in lib/db/site_revision.ts,
// first in first out), and a ring of exactly that many evicts each just before its next visit.
const VISITED = Math.min(data.pages, Number(Deno.env.get("PUBLISH_BENCH_VISITED") ?? 2000));
const paths = Array.from({ length: VISITED }, (_, i) => `/page-${i}`);

/** Every page answered once the usual way (then kept for the fast path), then once more. */
async function warm(): Promise<number> {
  const t0 = performance.now();
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < paths.length; i += 25) {
      await Promise.all(
        paths.slice(i, i + 25).map(async (path) => {
          const res = await fetch(base + path);
          await res.body?.cancel();
          if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        }),
      );
    }
  }
  return performance.now() - t0;
}
console.log(`warmed in ${Math.round(await warm())} ms`);

const editor = await new TestClient(overHttp(base)).signIn(staff.email, password);
// Page i's latest version is a draft (bench/_scale_data.ts): each is published once.
let nextDraft = 1;
const publishOne = async () => {
  const res = await editor.post(
    `/api/ximblox/page/${data.pageID(nextDraft++ % data.pages)}/publish`,
  );
  if (res.status !== 200) throw new Error(`publish answered ${res.status}: ${res.raw}`);
};
// A change to one page's public answer (a fresh pointer revision: drawn again on its next request).
let nextRefresh = 0;
const changeOnePage = async () => {
  await refreshPointer(kv, await getPage(kv, data.pageID(nextRefresh++ % data.pages)));
};
// A change that touches everything, as every publish did before cache tags.
const touchEverything = async () => {
  await commitWith(kv, kv.atomic(), { siteChanged: true });
};

/** Runs the load while `change` runs every EVERY_MS (none: quiet); answers the load and count. */
async function measure(change?: () => Promise<void>) {
  let changes = 0;
  let stop = false;
  const changing = (async () => {
    while (change && !stop) {
      const t0 = performance.now();
      await change();
      changes++;
      const wait = EVERY_MS - (performance.now() - t0);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  })();
  const result = await runLoad(base, { ...LOAD, paths }).finally(() => stop = true);
  await changing;
  return { ...result, changes };
}

const rows = new Map<string, { rps: number[]; line: string[] }>();
const note = (name: string, r: Awaited<ReturnType<typeof measure>>, quiet?: number) => {
  const row = rows.get(name) ?? { rps: [], line: [] };
  rows.set(name, row);
  row.rps.push(r.rps);
  const ratio = quiet ? `  ${(r.rps / quiet).toFixed(2)} of quiet` : "";
  console.log(
    `${name.padEnd(44)} ${Math.round(r.rps).toString().padStart(7)} req/s  p50 ${
      r.p50.toFixed(2)
    } ms  p99 ${r.p99.toFixed(2)} ms  ${r.changes} changes${ratio}`,
  );
};

console.log(
  `\n${PAGES} pages (visitors ask for ${VISITED} of them in turn; the changes and publishes ` +
    `go to any), ${LOAD.connections} connections, ${LOAD.seconds} s per row`,
);
const ratios: number[] = [];
const publishRatios: number[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  console.log(`round ${round}`);
  // The last row of a round dropped everything: warm again first.
  if (round > 1) await warm();
  const quiet = await measure();
  note("quiet", quiet);
  const onePage = await measure(changeOnePage);
  note("a change to one page every 0.6 s", onePage, quiet.rps);
  ratios.push(onePage.rps / quiet.rps);
  const publishing = await measure(publishOne);
  note("an editor publishing every 0.6 s (API)", publishing, quiet.rps);
  publishRatios.push(publishing.rps / quiet.rps);
  note("a change touching everything every 0.6 s", await measure(touchEverything), quiet.rps);
}
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)].toFixed(2);
  return `${values.map((r) => r.toFixed(2)).join(", ")} (median ${median})`;
};
console.log(`one-page changes / quiet: ${summary(ratios)}; the target is at least 0.8`);
console.log(`API publishes / quiet: ${summary(publishRatios)}\n`);

await server.shutdown();
kv.close();
await Deno.remove(dir, { recursive: true });
