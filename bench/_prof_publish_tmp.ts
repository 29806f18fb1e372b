// TEMPORARY profiling script (not committed)
import { buildScaleData } from "./_scale_data.ts";
import { createApp, serveHandler } from "../app.ts";
import { readConfig } from "../lib/config.ts";
import { openKv } from "../lib/db/kv.ts";
import { depsFor } from "../lib/server/deps.ts";
import type { Deps } from "../lib/ops/deps.ts";
import { seedStore } from "../lib/seed/seed.ts";
import { backgroundSettled } from "../lib/ops/background.ts";
import { createStaff, overHttp, TestClient } from "../tests/_utils/app.ts";

const PAGES = Number(Deno.env.get("PAGES") ?? 10_000);
const dir = await Deno.makeTempDir({ prefix: "ximblox-prof-" });
const kvPath = `${dir}/ximblox.kv`;
const config = readConfig({ KV_PATH: kvPath, SEED: "none", PUBLIC_URL: "http://127.0.0.1" });
const kv = await openKv(kvPath);
const deps: Deps = depsFor(kv, config);
await seedStore(deps, () => {});
const password = "Staff-pass-1!";
const staff = await createStaff(deps, { roleID: 1, password });
let t = performance.now();
const data = await buildScaleData(kv, { pages: PAGES, files: 20, authorID: staff.id });
console.log(`built ${PAGES} in ${Math.round(performance.now() - t)} ms`);
const app = await createApp(deps);
const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, serveHandler(app, deps));
const base = `http://127.0.0.1:${server.addr.port}`;
for (let i = 0; i < 200; i++) { const r = await fetch(`${base}/page-${i}`); await r.body?.cancel(); }
const editor = await new TestClient(overHttp(base)).signIn(staff.email, password);
await backgroundSettled();
for (let n = 1; n <= 8; n++) {
  t = performance.now();
  const res = await editor.post(`/api/ximblox/page/${data.pageID(n)}/publish`);
  const answered = performance.now() - t;
  await backgroundSettled();
  console.log(`publish ${n}: ${res.status} answered ${answered.toFixed(0)} ms, background done ${(performance.now() - t).toFixed(0)} ms`);
}
await server.shutdown();
kv.close();
await Deno.remove(dir, { recursive: true });
