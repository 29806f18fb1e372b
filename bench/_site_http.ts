/**
 * The public page over loopback HTTP, as users run it: the app on `Deno.serve` over a
 * file-backed store in a temporary folder, through the same handler chain as main.ts (metrics,
 * in-flight count, drain), loaded by a separate process (bench/_http_load.ts: 2 threads, 50
 * keep-alive connections, like `wrk -t2 -c50`) in turns with a plain `Deno.serve` answering the
 * same bytes. It prints requests per second, p50 and p99 of each and the ratio app / plain, per
 * round and the median of the rounds. Two more rows for reading them: the app in site-view mode
 * "read" (lib/db/site_revision.ts), and a plain server sending the page's own headers too (the
 * security headers and the CSP cost that much by themselves).
 *
 * bench/site_bench.ts runs this file with `deno run` and main.ts's permissions, as
 * `deno task start` runs the server, not inside `deno bench`: run inside the bench harness, the
 * same servers side by side gave the app 0.79–0.84 of plain where `deno run` gave 0.99–1.00, the
 * row of the page's headers alone moving the same way (0.95–1.03 against 1.11–1.12), so what the
 * harness adds to a process is not what a server pays.
 */
import { type Load, runLoad } from "./_load.ts";
import { PAGE_PATH, plainHandler, publishBenchPage } from "./_bench_page.ts";
import { createApp, serveHandler } from "../app.ts";
import { readConfig } from "../lib/config.ts";
import { openKv } from "../lib/db/kv.ts";
import { siteView } from "../lib/db/site_revision.ts";
import { createMailer } from "../lib/mail/mailer.ts";
import { collectRuntimeMetrics } from "../lib/observe/metrics.ts";
import type { Deps } from "../lib/ops/deps.ts";
import { seedStore } from "../lib/seed/seed.ts";
import { InFlight } from "../lib/server/in_flight.ts";
import { servedHandler } from "../lib/server/lifecycle.ts";
import { Readiness } from "../lib/server/readiness.ts";
import { createStaff, TestClient } from "../tests/_utils/app.ts";

// Many short rounds, their order turned about each round (see httpComparison): on a machine
// shared with other work the throughput drifts within seconds, and a drift then favours no row.
const LOAD = { connections: 50, threads: 2, seconds: 1.5, rounds: 9 };

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
    // Odd rounds run the rows in order, even rounds backwards (ABBA): the app's row is next to
    // the plain one either way, once after it and once before.
    const order = round % 2 === 1 ? targets : [...targets].reverse();
    for (const target of order) runs.get(target.name)!.push(await load(target.url));
    console.log(` round ${round}`);
    const plainRps = runs.get(targets[0].name)![round - 1].rps;
    for (const target of targets) {
      const l = runs.get(target.name)![round - 1];
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
