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
import { VERSION } from "./version.ts";

export const registry = new client.Registry();

/** Which release answers (its version, and Deno's): always 1, the labels say it. */
new client.Gauge({
  name: "ximblox_build_info",
  help: "The running release: version (deno.json) and Deno's version; the value is always 1.",
  labelNames: ["version", "deno"] as const,
  registers: [registry],
}).set({ version: VERSION, deno: Deno.version.deno }, 1);

/**
 * Of prom-client's default figures, those that read /proc/self (which Deno opens only to a process
 * run with --allow-all, so under the start task's permissions they would read 0), and the
 * `nodejs_active_*` gauges (Node's handle counts, which Deno does not keep, and named `_total`
 * against the format's conventions: promtool refuses them).
 */
const DEFAULTS_LEFT_OUT = [
  "process_resident_memory_bytes",
  "process_virtual_memory_bytes",
  "process_heap_bytes",
  "process_open_fds",
  "process_max_fds",
  "nodejs_active_handles",
  "nodejs_active_handles_total",
  "nodejs_active_requests",
  "nodejs_active_requests_total",
  "nodejs_active_resources",
  "nodejs_active_resources_total",
];

/**
 * The process and runtime figures, for the server process only (main.ts): prom-client's defaults
 * (CPU seconds, start time, V8 heap by space, event loop lag, garbage collection; their sampling
 * runs in the background, which tests and commands that load this module do not need) but those
 * in {@link DEFAULTS_LEFT_OUT}, and the resident memory from Deno itself. Nothing of it runs per
 * request.
 */
export function collectRuntimeMetrics(): void {
  client.collectDefaultMetrics({ register: registry });
  for (const name of DEFAULTS_LEFT_OUT) registry.removeSingleMetric(name);
  gauge({
    name: "process_resident_memory_bytes",
    help: "Resident memory size in bytes (Deno.memoryUsage().rss).",
  }, (set) => set(Deno.memoryUsage().rss));
}

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

export const kvLatency = new client.Histogram({
  name: "ximblox_kv_round_trip_seconds",
  help: "Time of each KV round trip (get, getMany, a list batch, commit, set, delete, enqueue), " +
    "by operation, busy retries each counted.",
  labelNames: ["op"] as const,
  buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
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
