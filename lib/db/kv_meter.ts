/**
 * Store round trips, measured per request: how many a request made, how long it waited on them,
 * and how many of them had to wait on each other (the depth) — the figure that decides a page's
 * time where every round trip costs ~94 ms (Deno Deploy's KV from Europe).
 *
 * `KV_LATENCY_MS=N` (a measuring aid, off by default; lib/config.ts) makes every round trip wait
 * N ms first, in {@link roundTrip}, which kv.ts puts around each `get`, `getMany`, list batch,
 * commit, `set`, `delete` and `enqueue` (not `watch`: a watch is a stream that waits anyway).
 * `SERVER_TIMING=1` runs each request in a {@link KvMeter} (app.ts's serveHandler) and answers
 * `Server-Timing: kv;dur=…;desc="<ops> ops, depth <depth>"`.
 *
 * The depth is read from the clock, not from the call graph: each round trip is an interval, and
 * the depth is the longest chain of intervals each starting after the one before it ended — two
 * reads sent together overlap and count once, a read that waited for another's answer cannot
 * overlap it. That is what a latency of N ms turns into N × depth of waiting, whatever the code's
 * shape. Work a request leaves running after its answer is not counted ({@link KvMeter.close}).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { kvLatency } from "../observe/metrics.ts";

/** The round trips of one request (or of any piece of work run by {@link meterKv}). */
export class KvMeter {
  #trips: [start: number, end: number][] = [];
  #closed = false;

  record(start: number, end: number): void {
    if (!this.#closed) this.#trips.push([start, end]);
  }

  /** What was counted so far; counting goes on. */
  read(): KvMeterReading {
    return readingOf(this.#trips);
  }

  /** Stops counting: what runs on after the answer is sent is not the request's wait. */
  close(): KvMeterReading {
    this.#closed = true;
    return readingOf(this.#trips);
  }
}

export interface KvMeterReading {
  /** Round trips made. */
  ops: number;
  /** The longest chain of round trips each waiting on the one before. */
  depth: number;
  /** Milliseconds during which at least one round trip was under way. */
  waitedMs: number;
}

/** Ops, depth and time waited of a set of round trips (intervals on one clock). */
export function readingOf(trips: readonly (readonly [number, number])[]): KvMeterReading {
  const byEnd = [...trips].sort((a, b) => a[1] - b[1]);
  // The longest chain of intervals that do not overlap: take the one that ends first, then the
  // first to end of those starting after it (the greedy choice is optimal for interval chains).
  let depth = 0;
  let chainEnd = -Infinity;
  for (const [start, end] of byEnd) {
    if (start >= chainEnd) {
      depth++;
      chainEnd = end;
    }
  }
  // The union of the intervals: time spent waiting on the store, parallel trips counted once.
  const byStart = [...trips].sort((a, b) => a[0] - b[0]);
  let waitedMs = 0;
  let from = -Infinity;
  let to = -Infinity;
  for (const [start, end] of byStart) {
    if (start > to) {
      if (to > from) waitedMs += to - from;
      from = start;
      to = end;
    } else if (end > to) to = end;
  }
  if (to > from) waitedMs += to - from;
  return { ops: trips.length, depth, waitedMs };
}

const current = new AsyncLocalStorage<KvMeter>();
// Read only once some work has been metered: without SERVER_TIMING a round trip costs no
// context lookup at all.
let metering = false;

/** Runs `work` with its round trips (and those of everything it starts) counted in `meter`. */
export function meterKv<T>(meter: KvMeter, work: () => T): T {
  metering = true;
  return current.run(meter, work);
}

/**
 * Counts in `meter` everything the caller does from here on, and all it starts (main.ts's
 * start-up: every request inherits it too, so the meter must be closed once start-up is over).
 */
export function meterFromHere(meter: KvMeter): KvMeter {
  metering = true;
  current.enterWith(meter);
  return meter;
}

/** The latency histogram's series per operation, looked up once (no label hashing per trip). */
const latencyOf = new Map<string, { observe(seconds: number): void }>();

/**
 * One round trip to the store: waits `latencyMs` first (the measuring aid), then sends, counts it
 * in the meter of the work it belongs to, if any, and observes its time in
 * `ximblox_kv_round_trip_seconds{op}` (two clock reads and one bucket count: a round trip costs
 * a hundred times that; the warm public page makes none).
 */
export async function roundTrip<T>(
  latencyMs: number,
  send: () => Promise<T>,
  op = "other",
): Promise<T> {
  const meter = metering ? current.getStore() : undefined;
  const start = performance.now();
  try {
    if (latencyMs > 0) await new Promise((r) => setTimeout(r, latencyMs));
    return await send();
  } finally {
    const end = performance.now();
    meter?.record(start, end);
    let series = latencyOf.get(op);
    if (!series) latencyOf.set(op, series = kvLatency.labels({ op }));
    series.observe((end - start) / 1000);
  }
}

/** The `Server-Timing` entry of a reading. */
export function serverTiming(reading: KvMeterReading): string {
  return `kv;dur=${reading.waitedMs.toFixed(1)};desc="${reading.ops} ops, depth ${reading.depth}"`;
}
