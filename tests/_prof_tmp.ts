import { chromium } from "playwright-core";
import { startTestServer } from "./_utils/server.ts";
import { signIn } from "./_utils/e2e.ts";
const server = await startTestServer();
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium-headless-shell",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--js-flags=--no-opt --no-maglev",
  ],
});
const runs = Number(Deno.args[0] ?? 3);
const totals = new Map<string, number>();
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({
    reducedMotion: "reduce",
    locale: "en-GB",
    viewport: { width: 1366, height: 768 },
  });
  await signIn(context, server.url, server.adminEmail, server.adminPassword);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events: any[] = [];
  cdp.on("Tracing.dataCollected", (e: any) => events.push(...e.value));
  const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
  await cdp.send("Tracing.start", {
    categories:
      "devtools.timeline,v8,v8.execute,blink,disabled-by-default-devtools.timeline,loading",
    transferMode: "ReportEvents",
  });
  const t0 = performance.now();
  await page.goto(`${server.url}/cmsadmin/`);
  await page.getByRole("heading", { name: "CMS Dashboard" }).waitFor();
  const ms = performance.now() - t0;
  await cdp.send("Tracing.end");
  await done;
  // renderer main thread: find thread named CrRendererMain
  const names = new Map<string, string>();
  for (const e of events) {
    if (e.ph === "M" && e.name === "thread_name") names.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  const agg = new Map<string, number>();
  // self time of complete events on main thread
  const byThread = new Map<string, any[]>();
  for (const e of events) {
    if (e.ph !== "X" || e.dur === undefined) continue;
    const k = `${e.pid}:${e.tid}`;
    if (names.get(k) !== "CrRendererMain") continue;
    (byThread.get(k) ?? byThread.set(k, []).get(k)!).push(e);
  }
  for (const [, list] of byThread) {
    list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const stack: any[] = [];
    for (const e of list) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      const parent = stack.at(-1);
      const d = (e.tdur ?? e.dur) / 1000;
      if (parent) parent.self = (parent.self ?? ((parent.tdur ?? parent.dur) / 1000)) - d;
      e.self = e.self ?? d;
      stack.push(e);
    }
    for (const e of list) agg.set(e.name, (agg.get(e.name) ?? 0) + e.self);
  }
  const perThread = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== "X" || e.dur === undefined) continue;
    const n = names.get(`${e.pid}:${e.tid}`) ?? "?";
    perThread.set(n, perThread.get(n) ?? 0);
  }
  // top-level thread time per thread
  const lists = new Map<string, any[]>();
  for (const e of events) {
    if (e.ph !== "X" || e.dur === undefined) continue;
    const k = `${e.pid}:${e.tid}`;
    (lists.get(k) ?? lists.set(k, []).get(k)!).push(e);
  }
  for (const [k, list] of lists) {
    list.sort((a, b) => a.ts - b.ts);
    let end = 0, sum = 0;
    for (const e of list) {
      if (e.ts >= end) {
        sum += (e.tdur ?? e.dur) / 1000;
        end = e.ts + e.dur;
      }
    }
    const n = `${k.split(":")[0]}/${names.get(k) ?? "?"}`;
    totals.set("T " + n, (totals.get("T " + n) ?? 0) + sum / runs);
  }
  let total = 0;
  for (const v of agg.values()) total += v;
  console.log(`run ${i}: ${ms.toFixed(0)} ms wall, main-thread events ${total.toFixed(0)} ms`);
  for (const [k, v] of agg) totals.set(k, (totals.get(k) ?? 0) + v / runs);
  await context.close();
}
console.log(
  [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) =>
    `${v.toFixed(1).padStart(8)}  ${k}`
  ).join("\n"),
);
await browser.close();
await server.close();
