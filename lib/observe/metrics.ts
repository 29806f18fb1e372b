/**
 * The numbers an operator watches, in the Prometheus text format (`GET /metrics`), kept with
 * prom-client (the format's reference client for JavaScript) in one registry per process. Each
 * process reports its own counts; Prometheus sums them across processes. Counters are
 * incremented where the thing happens (the KV layer, the public page cache, the mail queue);
 * gauges whose value lives elsewhere (the mail queue's depth, indexed pages, the store's size)
 * are read when scraped, through {@link gauge}. A leaf module like ./log.ts.
 */
import client from "prom-client";
import { Tally, TallyHistogram } from "./tally.ts";

export const registry = new client.Registry();

// The three counted on every request are tallies (./tally.ts): prom-client's own cost
// microseconds a call, measurable on a warm public page.
export const httpRequests = new Tally(registry, {
  name: "ximblox_http_requests_total",
  help: "HTTP requests answered, by route class and status code.",
  labelNames: ["route", "status"] as const,
});

export const httpDuration = new TallyHistogram(registry, {
  name: "ximblox_http_request_duration_seconds",
  help: "Time from a request's arrival to its response, by route class.",
  labelNames: ["route"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const publicPageCache = new Tally(registry, {
  name: "ximblox_public_page_cache_total",
  help: "Public page requests, by whether the rendered page was held in memory (hit) or not.",
  labelNames: ["result"] as const,
});

export const cdnPurges = new client.Counter({
  name: "ximblox_cdn_purges_total",
  help: "Changes purged from the CDN in front (CDN), by outcome: ok, failed (to be retried), " +
    "or expired (given up once the CDN's copies had expired by themselves).",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

export const kvCommits = new client.Counter({
  name: "ximblox_kv_commits_total",
  help: "Atomic KV commits, by outcome: ok, conflict (a check failed) or error.",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

export const kvBusyRetries = new client.Counter({
  name: "ximblox_kv_busy_retries_total",
  help: "KV operations tried again because the store was busy (another process writing).",
  registers: [registry],
});

export const kvBusyFailures = new client.Counter({
  name: "ximblox_kv_busy_failures_total",
  help: "KV operations given up after the store stayed busy for the whole retry window.",
  registers: [registry],
});

export const mailFailures = new client.Counter({
  name: "ximblox_mail_failures_total",
  help: "Attempts to send a queued mail that failed (it is tried again later).",
  registers: [registry],
});

export const jobRuns = new client.Counter({
  name: "ximblox_jobs_total",
  help: "Background job runs in this process, by job and outcome (done, skipped, failed).",
  labelNames: ["job", "outcome"] as const,
  registers: [registry],
});

/** A gauge whose value is read when `/metrics` is scraped. */
export function gauge<L extends string>(
  opts: { name: string; help: string; labelNames?: readonly L[] },
  read: (set: (value: number, labels?: Partial<Record<L, string>>) => void) => Promise<void> | void,
): client.Gauge<L> {
  const g: client.Gauge<L> = new client.Gauge<L>({
    name: opts.name,
    help: opts.help,
    labelNames: opts.labelNames ?? [],
    registers: [registry],
    async collect() {
      g.reset();
      await read((value, labels) => labels ? g.set(labels as never, value) : g.set(value));
    },
  });
  return g;
}

/** The scrape: the text body and its content type (`text/plain; version=0.0.4`). */
export async function scrape(): Promise<{ body: string; contentType: string }> {
  return { body: await registry.metrics(), contentType: registry.contentType };
}
