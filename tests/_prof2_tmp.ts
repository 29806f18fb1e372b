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
const byUrl = new Map<string, number>();
const byFn = new Map<string, number>();
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({
    reducedMotion: "reduce",
    locale: "en-GB",
    viewport: { width: 1366, height: 768 },
  });
  await signIn(context, server.url, server.adminEmail, server.adminPassword);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(`${server.url}/cmsadmin/`);
  await page.getByRole("heading", { name: "CMS Dashboard" }).waitFor();
  const { profile } = await cdp.send("Profiler.stop") as any;
  const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const dt = new Map<number, number>();
  for (let k = 0; k < profile.samples.length; k++) {
    dt.set(profile.samples[k], (dt.get(profile.samples[k]) ?? 0) + profile.timeDeltas[k] / 1000);
  }
  for (const [id, ms] of dt) {
    const n = nodes.get(id);
    const u = (n.callFrame.url || "").replace(/.*\/assets\//, "") || n.callFrame.functionName;
    byUrl.set(u, (byUrl.get(u) ?? 0) + ms / runs);
    const f = `${n.callFrame.functionName || "(anon)"} ${u}:${n.callFrame.lineNumber}`;
    byFn.set(f, (byFn.get(f) ?? 0) + ms / runs);
  }
  await context.close();
}
const top = (m: Map<string, number>, n: number) =>
  [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) =>
    `${v.toFixed(1).padStart(8)}  ${k}`
  ).join("\n");
console.log(top(byUrl, 25));
console.log("---");
console.log(top(byFn, 30));
await browser.close();
await server.close();
