/**
 * The per-request tallies (lib/observe/tally.ts) write at a scrape exactly what prom-client's own
 * Counter and Histogram write for the same counts and observations: the reference is prom-client.
 */
import client from "prom-client";
import { assertEquals } from "../../_utils/assert.ts";
import { Tally, TallyHistogram } from "../../../lib/observe/tally.ts";

const BUCKETS = [0.001, 0.01, 0.1, 1];
const OBSERVED: [string, number][] = [
  ["page", 0.0004],
  ["page", 0.001], // on a bound: counted in that bound's bucket
  ["page", 0.05],
  ["api", 2.5], // above the last bound: only in +Inf
  ["api", 0.2],
];

Deno.test("tallies scrape as prom-client's Counter and Histogram do", async () => {
  const ours = new client.Registry();
  const theirs = new client.Registry();
  const opts = { name: "t_requests_total", help: "Requests.", labelNames: ["route", "status"] };
  const tally = new Tally(ours, opts);
  const counter = new client.Counter({ ...opts, registers: [theirs] });
  const hOpts = { name: "t_seconds", help: "Time.", labelNames: ["route"], buckets: BUCKETS };
  const histogram = new TallyHistogram(ours, hOpts);
  const reference = new client.Histogram({ ...hOpts, registers: [theirs] });

  const page = tally.labels("page", "200");
  page.inc();
  page.inc();
  tally.labels("api", "404").inc(3);
  counter.labels("page", "200").inc(2);
  counter.labels("api", "404").inc(3);
  for (const [route, value] of OBSERVED) {
    histogram.labels(route).observe(value);
    reference.labels(route).observe(value);
  }
  // The same child is handed out again for the same label values.
  assertEquals(tally.labels("page", "200"), page);
  assertEquals(await ours.metrics(), await theirs.metrics());
});
