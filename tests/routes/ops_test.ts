/**
 * /healthz, /readyz and /metrics through the server's handler on a real loopback port (the
 * metrics count at the handler, and loopback is decided by the connection's peer address).
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { startTestApp } from "../_utils/app.ts";
import { createApp, serveHandler } from "../../app.ts";
import { VERSION } from "../../lib/observe/version.ts";
import { Readiness } from "../../lib/server/readiness.ts";
import { storeFile, watchStore } from "../../lib/server/gauges.ts";

const TOKEN = "metrics-secret-token";

/** The app of `t` behind Deno.serve, as main.ts serves it. */
function serve(handler: ReturnType<typeof serveHandler>) {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, handler);
  return { server, url: `http://127.0.0.1:${server.addr.port}` };
}

/** The value of one series in a scrape, 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

Deno.test("GET /metrics wants METRICS_TOKEN as a bearer token, and reports what the server does", async () => {
  const t = await startTestApp({ METRICS_TOKEN: TOKEN });
  watchStore({
    kv: t.deps.kv,
    kvFile: storeFile(":memory:"),
    indexedPages: () => ({ "en-gb": 3 }),
  });
  const { server, url } = serve(serveHandler(t.app, t.deps));
  try {
    const scrape = async (authorization?: string) => {
      const res = await fetch(`${url}/metrics`, {
        headers: authorization ? { Authorization: authorization } : {},
      });
      return { status: res.status, type: res.headers.get("Content-Type"), text: await res.text() };
    };
    assertEquals((await scrape()).status, 401);
    assertEquals((await scrape("Bearer wrong-token")).status, 401);
    assertEquals((await scrape(TOKEN)).status, 401, "the scheme is part of it");
    const before = await scrape(`Bearer ${TOKEN}`);
    assertEquals(before.status, 200);
    assertEquals(before.type, "text/plain; version=0.0.4; charset=utf-8");
    for (
      const name of [
        "ximblox_http_requests_total",
        "ximblox_http_request_duration_seconds",
        "ximblox_public_page_cache_total",
        "ximblox_kv_commits_total",
        "ximblox_kv_busy_retries_total",
        "ximblox_mail_queue_depth",
        "ximblox_mail_failures_total",
        "ximblox_search_indexed_pages",
        "ximblox_store_file_bytes",
      ]
    ) assert(before.text.includes(`# TYPE ${name} `), name);
    assertEquals(sample(before.text, 'ximblox_search_indexed_pages{locale="en-gb"}'), 3);
    assertEquals(sample(before.text, "ximblox_mail_queue_depth"), 0);

    // A published page, asked for three times: rendered once, then from memory.
    const admin = await t.signedIn(1);
    const created = await admin.post("/api/ximblox/page/create", {
      title: "Counted",
      slug: "counted",
      type: "page",
      locale: "en-gb",
    });
    await admin.post(`/api/ximblox/page/${created.body.pageID}/publish`);
    for (let i = 0; i < 3; i++) await (await fetch(`${url}/counted`)).arrayBuffer();
    await (await fetch(`${url}/no-such-page`)).arrayBuffer();
    const after = await scrape(`Bearer ${TOKEN}`);
    const delta = (series: string) => sample(after.text, series) - sample(before.text, series);
    assertEquals(delta('ximblox_http_requests_total{route="page",status="200"}'), 3);
    assertEquals(delta('ximblox_http_requests_total{route="page",status="404"}'), 1);
    assertEquals(delta('ximblox_http_requests_total{route="other",status="401"}'), 0);
    assertEquals(delta('ximblox_http_requests_total{route="other",status="200"}'), 1);
    assertEquals(delta('ximblox_public_page_cache_total{result="miss"}'), 1);
    assertEquals(delta('ximblox_public_page_cache_total{result="hit"}'), 2);
    assert(delta('ximblox_http_request_duration_seconds_count{route="page"}') === 4);
    assertEquals(after.text.includes("/counted"), false, "paths are never labels");
  } finally {
    await server.shutdown();
    await t.close();
  }
});

Deno.test("GET /metrics without METRICS_TOKEN answers loopback connections only, never one a proxy passed on", async () => {
  const t = await startTestApp({ TRUST_PROXY: "loopback" });
  const { server, url } = serve(serveHandler(t.app, t.deps));
  try {
    const local = await fetch(`${url}/metrics`);
    await local.arrayBuffer();
    assertEquals(local.status, 200, "the peer is loopback");
    // Through a reverse proxy on the same host the peer is loopback too: its forwarding headers
    // tell a visitor's request, refused without the token whatever address they name.
    const forwarded: [string, string][] = [
      ["X-Forwarded-For", "203.0.113.9"],
      ["X-Forwarded-For", "127.0.0.1"],
      ["Forwarded", "for=203.0.113.9"],
      ["X-Real-IP", "203.0.113.9"],
    ];
    for (const headers of forwarded.map((h) => [h])) {
      const proxied = await fetch(`${url}/metrics`, { headers });
      await proxied.arrayBuffer();
      assertEquals(proxied.status, 401, JSON.stringify(headers));
    }
    // No connection at all (in-process): no peer address, so no metrics.
    const res = await t.app.request("/metrics", { headers: { "X-Forwarded-For": "127.0.0.1" } });
    assertEquals(res.status, 401);
  } finally {
    await server.shutdown();
    await t.close();
  }
});

Deno.test("GET /healthz and /readyz answer short JSON, never cached; /readyz is 503 while draining", async () => {
  const t = await startTestApp();
  const readiness = new Readiness({ kv: t.deps.kv, searchReady: Promise.resolve() });
  const app = await createApp(t.deps, { readiness });
  try {
    const health = await app.request("/healthz");
    assertEquals([health.status, await health.json()], [200, { ok: true }]);
    assertEquals(health.headers.get("Cache-Control"), "no-store");
    const ready = await app.request("/readyz");
    assertEquals(ready.headers.get("Cache-Control"), "no-store");
    assertEquals([ready.status, await ready.json()], [200, {
      ready: true,
      version: VERSION,
      checks: { store: true, search: true, admin: true },
    }]);
    readiness.drain();
    const draining = await app.request("/readyz");
    assertEquals([draining.status, (await draining.json()).ready], [503, false]);
  } finally {
    await t.close();
  }
});
