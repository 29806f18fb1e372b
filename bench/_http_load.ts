/**
 * A small HTTP/1.1 load generator, like `wrk -t{threads} -c{connections} -d{seconds}`: keep-alive
 * connections, each sending a GET as soon as the previous answer has fully arrived. Run it as a
 * process of its own, so that it shares no event loop with the server it measures:
 *
 *   deno run --allow-net bench/_http_load.ts <url> <connections> <seconds> [threads] [paths]
 *
 * With `paths` (a JSON file of paths on the URL's host), each connection asks for them in turn,
 * from a place of its own in the list: a site's many pages rather than one.
 *
 * It prints one line of JSON: requests, seconds, rps, p50 and p99 (ms), non-200 answers.
 * Latencies go into 10 µs buckets up to 2 s (slower ones count as 2 s).
 */

const BUCKET_MS = 0.01;
const BUCKETS = 200_000;

interface Job {
  url: string;
  connections: number;
  seconds: number;
  paths?: string[];
}

interface Result {
  requests: number;
  errors: number;
  histogram: Uint32Array;
}

const CRLF2 = [13, 10, 13, 10];

function headerEnd(buf: Uint8Array, length: number): number {
  outer: for (let i = 0; i + 3 < length; i++) {
    for (let j = 0; j < 4; j++) if (buf[i + j] !== CRLF2[j]) continue outer;
    return i + 4;
  }
  return -1;
}

/** The requests to send, encoded once for every connection of a worker. */
function encodeRequests(job: Job): Uint8Array[] {
  const url = new URL(job.url);
  const encoder = new TextEncoder();
  return (job.paths ?? [`${url.pathname}${url.search}`]).map((path) =>
    encoder.encode(
      `GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\n` +
        `Accept: text/html\r\nAccept-Encoding: identity\r\n\r\n`,
    )
  );
}

async function connect(job: Job): Promise<Deno.TcpConn> {
  const url = new URL(job.url);
  const conn = await Deno.connect({ hostname: url.hostname, port: Number(url.port) });
  conn.setNoDelay(true);
  return conn;
}

async function connection(
  conn: Deno.TcpConn,
  requests: Uint8Array[],
  until: number,
  result: Result,
): Promise<void> {
  let next = Math.floor(Math.random() * requests.length);
  const buf = new Uint8Array(1 << 20);
  const latin1 = new TextDecoder("latin1");
  try {
    while (performance.now() < until) {
      const started = performance.now();
      const request = requests[next++ % requests.length];
      for (let sent = 0; sent < request.length;) sent += await conn.write(request.subarray(sent));
      let filled = 0;
      let total = -1;
      let status = 0;
      while (total < 0 || filled < total) {
        const n = await conn.read(buf.subarray(filled));
        if (n === null) throw new Error("connection closed");
        filled += n;
        if (total < 0) {
          const end = headerEnd(buf, filled);
          if (end < 0) continue;
          const head = latin1.decode(buf.subarray(0, end));
          status = Number(head.slice(9, 12));
          const length = head.match(/\r\ncontent-length: *(\d+)/i);
          if (!length) throw new Error("an answer without Content-Length");
          total = end + Number(length[1]);
          if (total > buf.length) throw new Error("an answer larger than the buffer");
        }
      }
      const ms = performance.now() - started;
      result.histogram[Math.min(BUCKETS - 1, Math.floor(ms / BUCKET_MS))]++;
      result.requests++;
      if (status !== 200) result.errors++;
    }
  } finally {
    conn.close();
  }
}

async function run(job: Job): Promise<Result> {
  const result: Result = { requests: 0, errors: 0, histogram: new Uint32Array(BUCKETS) };
  // The clock starts once every connection is open and the requests are encoded: on a busy
  // machine (or with many paths) that setup alone could eat the whole run.
  const requests = encodeRequests(job);
  const conns = await Promise.all(Array.from({ length: job.connections }, () => connect(job)));
  const until = performance.now() + job.seconds * 1000;
  await Promise.all(conns.map((conn) => connection(conn, requests, until, result)));
  return result;
}

function percentile(histogram: Uint32Array, total: number, p: number): number {
  const rank = Math.ceil(total * p);
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    seen += histogram[i];
    if (seen >= rank) return (i + 1) * BUCKET_MS;
  }
  return histogram.length * BUCKET_MS;
}

// deno-lint-ignore no-explicit-any
const worker = (globalThis as any).WorkerGlobalScope !== undefined;

if (worker) {
  // deno-lint-ignore no-explicit-any
  const scope = globalThis as any;
  scope.onmessage = async (e: MessageEvent<Job>) => {
    const result = await run(e.data);
    scope.postMessage(result, [result.histogram.buffer]);
  };
} else if (import.meta.main) {
  const [url, connections = "50", seconds = "3", threads = "2", pathsFile] = Deno.args;
  const paths = pathsFile ? JSON.parse(await Deno.readTextFile(pathsFile)) as string[] : undefined;
  const t = Math.max(1, Number(threads));
  const c = Number(connections);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: t }, (_, i) => {
    const w = new Worker(import.meta.url, { type: "module" });
    const share = Math.floor(c / t) + (i < c % t ? 1 : 0);
    return new Promise<Result>((resolve, reject) => {
      w.onmessage = (e: MessageEvent<Result>) => {
        w.terminate();
        resolve(e.data);
      };
      w.onerror = (e) => {
        w.terminate();
        reject(e);
      };
      w.postMessage({ url, connections: share, seconds: Number(seconds), paths } satisfies Job);
    });
  }));
  const elapsed = (performance.now() - started) / 1000;
  const histogram = new Uint32Array(BUCKETS);
  let requests = 0;
  let errors = 0;
  for (const r of results) {
    requests += r.requests;
    errors += r.errors;
    for (let i = 0; i < BUCKETS; i++) histogram[i] += r.histogram[i];
  }
  console.log(JSON.stringify({
    requests,
    seconds: Number(seconds),
    rps: requests / Number(seconds),
    p50: percentile(histogram, requests, 0.5),
    p99: percentile(histogram, requests, 0.99),
    errors,
    elapsed,
  }));
}
