/**
 * The operator's endpoints: `GET /healthz` (the process is alive), `GET /readyz` (it should be
 * sent traffic: lib/server/readiness.ts) and `GET /metrics` (Prometheus text format). None needs
 * a session; none may be cached.
 *
 * /metrics tells how busy the site is and how its queues stand, so it is not public: with
 * METRICS_TOKEN set it wants that token as a bearer token, compared in constant time; without
 * one, only a connection from loopback gets it, and only when it was not passed on by a proxy. The
 * connection's own peer address decides, never X-Forwarded-For (a client writes that); but
 * behind a reverse proxy on the same host every request comes from loopback, so a request that
 * carries any forwarding header (as the documented proxy adds) is a visitor's, and is refused
 * without the token. The README still asks for METRICS_TOKEN there: a proxy that adds none
 * cannot be told from a local scraper.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { Context } from "hono";
import { peerAddress, trustFor } from "../lib/http/client_address.ts";
import { scrape } from "../lib/observe/metrics.ts";
import type { Readiness } from "../lib/server/readiness.ts";
import type { AppEnv } from "./_env.ts";

const NO_STORE = { "Cache-Control": "no-store" };
/** 127.0.0.0/8 and ::1, matched as TRUST_PROXY's "loopback" is. */
const isLoopback = trustFor(["loopback"]);

export function opsRoutes(readiness: () => Readiness): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get("/healthz", (c) => c.json({ ok: true }, 200, NO_STORE))
    .get("/readyz", async (c) => {
      const report = await readiness().report();
      return c.json(report, report.ready ? 200 : 503, NO_STORE);
    })
    .get("/metrics", async (c) => {
      if (!allowed(c, c.var.deps.config.metricsToken)) {
        return c.text("Unauthorized\n", 401, { ...NO_STORE, "WWW-Authenticate": "Bearer" });
      }
      const { body, contentType } = await scrape();
      return c.body(body, 200, { ...NO_STORE, "Content-Type": contentType });
    });
}

/** Headers a reverse proxy adds to what it passes on; a local scraper sends none. */
const FORWARDING_HEADERS = ["X-Forwarded-For", "Forwarded", "X-Real-IP", "X-Forwarded-Host"];

function allowed(c: Context<AppEnv>, token: string | null): boolean {
  if (token === null) {
    return isLoopback(peerAddress(c)) && !FORWARDING_HEADERS.some((h) => c.req.header(h));
  }
  const sent = /^Bearer +(.+)$/i.exec(c.req.header("Authorization") ?? "")?.[1] ?? "";
  // Hashes first: equal lengths for timingSafeEqual, and no hint of the token's length.
  return timingSafeEqual(sha256(sent), sha256(token));
}

function sha256(s: string): Uint8Array {
  return createHash("sha256").update(s).digest();
}
