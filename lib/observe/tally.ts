/**
 * Counters and a histogram for what happens on every request, kept in plain numbers and handed to
 * the prom-client registry only when `/metrics` is scraped.
 *
 * Why not prom-client's own Counter and Histogram here: each of their `inc`/`observe` calls
 * checks the label values and hashes them into a string key again, even through a child kept
 * from `labels()`. Measured on the bench machine that was about 3 µs a request for the request
 * counter and duration histogram together, some 8% of a warm public page's whole cost over HTTP
 * (bench/_site_http.ts). Here a child is an object holding its numbers; counting is an addition.
 * The text written at a scrape is prom-client's (these objects are registered as metrics whose
 * `get()` answers the same shape its own metrics do), so nothing changes for Prometheus.
 */
import type client from "prom-client";

type Labels<L extends string> = Record<L, string>;

interface MetricValue {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/** The part of a prom-client metric the registry calls when it scrapes and resets. */
interface Collected {
  name: string;
  help: string;
  type: "counter" | "histogram";
  aggregator: "sum";
  get(): Promise<
    { name: string; help: string; type: string; values: MetricValue[]; aggregator: "sum" }
  >;
  reset(): void;
}

function register(registry: client.Registry, metric: Collected): void {
  // registerMetric takes any object with the shape the registry reads (name, get, reset).
  registry.registerMetric(metric as unknown as client.Metric);
}

/** One label set's count. */
export interface TallyChild {
  inc(by?: number): void;
}

/** A counter by label values; each child counts in a plain number. */
export class Tally<L extends string> {
  #children = new Map<string, { labels: Labels<L>; child: TallyChild & { n: number } }>();
  #names: readonly L[];

  constructor(
    registry: client.Registry,
    opts: { name: string; help: string; labelNames: readonly L[] },
  ) {
    this.#names = opts.labelNames;
    const children = this.#children;
    register(registry, {
      name: opts.name,
      help: opts.help,
      type: "counter",
      aggregator: "sum",
      get: () =>
        Promise.resolve({
          name: opts.name,
          help: opts.help,
          type: "counter",
          aggregator: "sum",
          values: [...children.values()].map(({ labels, child }) => ({ labels, value: child.n })),
        }),
      reset: () => children.clear(),
    });
  }

  /** The child for these label values, in the order of `labelNames`; keep it and count on it. */
  labels(...values: string[]): TallyChild {
    const key = values.join("\u0000");
    let entry = this.#children.get(key);
    if (!entry) {
      const labels = Object.fromEntries(this.#names.map((n, i) => [n, values[i]])) as Labels<L>;
      const child = {
        n: 0,
        inc(by = 1) {
          this.n += by;
        },
      };
      this.#children.set(key, entry = { labels, child });
    }
    return entry.child;
  }
}

/** One label set's observations. */
export interface HistogramChild {
  observe(value: number): void;
}

interface Buckets {
  counts: number[];
  sum: number;
  count: number;
}

/** A histogram by label values with fixed upper bounds; each child adds to its own buckets. */
export class TallyHistogram<L extends string> {
  #children = new Map<string, { labels: Labels<L>; buckets: Buckets; child: HistogramChild }>();
  #names: readonly L[];
  #bounds: readonly number[];

  constructor(
    registry: client.Registry,
    opts: { name: string; help: string; labelNames: readonly L[]; buckets: readonly number[] },
  ) {
    this.#names = opts.labelNames;
    this.#bounds = [...opts.buckets].sort((a, b) => a - b);
    const children = this.#children;
    const bounds = this.#bounds;
    register(registry, {
      name: opts.name,
      help: opts.help,
      type: "histogram",
      aggregator: "sum",
      get: () => {
        const values: MetricValue[] = [];
        for (const { labels, buckets } of children.values()) {
          // Prometheus buckets are cumulative: each counts everything at or below its bound.
          let below = 0;
          bounds.forEach((le, i) => {
            below += buckets.counts[i];
            values.push({
              labels: { le, ...labels },
              value: below,
              metricName: `${opts.name}_bucket`,
            });
          });
          values.push({
            labels: { le: "+Inf", ...labels },
            value: buckets.count,
            metricName: `${opts.name}_bucket`,
          });
          values.push({ labels, value: buckets.sum, metricName: `${opts.name}_sum` });
          values.push({ labels, value: buckets.count, metricName: `${opts.name}_count` });
        }
        return Promise.resolve({
          name: opts.name,
          help: opts.help,
          type: "histogram",
          aggregator: "sum",
          values,
        });
      },
      reset: () => children.clear(),
    });
  }

  /** The child for these label values, in the order of `labelNames`; keep it and observe on it. */
  labels(...values: string[]): HistogramChild {
    const key = values.join("\u0000");
    let entry = this.#children.get(key);
    if (!entry) {
      const labels = Object.fromEntries(this.#names.map((n, i) => [n, values[i]])) as Labels<L>;
      const bounds = this.#bounds;
      // One slot per bound; a value above the last bound is only in the +Inf count.
      const buckets: Buckets = { counts: bounds.map(() => 0), sum: 0, count: 0 };
      const child = {
        observe(value: number) {
          const i = bounds.findIndex((le) => value <= le);
          if (i >= 0) buckets.counts[i]++;
          buckets.sum += value;
          buckets.count++;
        },
      };
      this.#children.set(key, entry = { labels, buckets, child });
    }
    return entry.child;
  }
}
