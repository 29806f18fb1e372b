/**
 * Serving until told to stop, and stopping without losing a request or a write.
 *
 * On SIGTERM (a service manager's stop, or the old process of a handover):
 * 1. **Drain** for `drainMs`: `/readyz` answers 503, so a load balancer turns away, while every
 *    request is still served — each response saying `Connection: close`, so a keep-alive client
 *    ends its connection here and opens its next one to whichever process still listens (with
 *    `reusePort`, the new one). Without this, idle keep-alive connections would be cut at step 2
 *    and a client writing on one just then loses that request.
 * 2. **Stop accepting** at a moment when no request is being answered, and let the responses
 *    under way finish (`server.shutdown()`), together bounded by {@link REQUESTS_MS}: a
 *    request's commit is part of its answer, so it completes here. (The idle moment: see
 *    ./in_flight.ts.)
 * 3. **Clean up** in order (the caller's steps: the background work, waiting for what is under
 *    way and stopping the search, lib/server/jobs.ts; the store), then exit 0.
 *
 * SIGINT (Ctrl-C at a terminal, and how Deno Deploy stops an instance: it kills it 5 s later)
 * skips the drain — nobody balances a developer's process, and Deploy has already sent the
 * traffic elsewhere — and the whole stop is bounded by {@link SIGINT_STOP_MS}: requests in flight
 * get most of it, each cleanup step what is left, and what has not finished by then is logged
 * and left (exit 1). Every piece of our work survives being cut off (leases expire, claims are
 * retried, commits are atomic). A second signal while stopping changes nothing (a signal to the
 * process group of `deno task start` reaches the server twice: from the group and forwarded by
 * the task); a third exits at once (status 1).
 *
 * The port is bound with `reusePort` on Linux, so a second process started on the same port
 * shares it (the kernel spreads new connections over both) until the first stops: the
 * zero-downtime handover of docs/zero_downtime.md.
 */
import { logError, logInfo, logWarn } from "../observe/log.ts";
import { gauge } from "../observe/metrics.ts";
import { InFlight } from "./in_flight.ts";
import type { Readiness } from "./readiness.ts";
import { notifySystemd } from "./sd_notify.ts";

/** How long requests in flight may take to finish once the server stops accepting. */
export const REQUESTS_MS = 10_000;
/** The whole stop on SIGINT, within Deno Deploy's 5 s before it kills the instance. */
export const SIGINT_STOP_MS = 4000;
/** Of {@link SIGINT_STOP_MS}, what the cleanup steps keep for themselves. */
const SIGINT_CLEANUP_MS = 1000;

type Handler = (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;

export interface CleanupStep {
  name: string;
  run(): Promise<void> | void;
}

export interface ServeOptions {
  port: number;
  hostname?: string;
  handler: Handler;
  readiness: Readiness;
  /** How long to serve as "not ready" on SIGTERM before accepting stops. */
  drainMs: number;
  /** Run in order once no request is left. */
  cleanup: CleanupStep[];
  onListen(addr: Deno.NetAddr): void;
}

let counted: InFlight | null = null;

/**
 * `ximblox_http_requests_in_flight`: what a stopping server waits for, and what an operator (or
 * a test) reads to know that a slow request has reached the handler. Registered once per process.
 */
function reportInFlight(inFlight: InFlight): void {
  if (counted === null) {
    gauge({
      name: "ximblox_http_requests_in_flight",
      help: "Requests being answered now, from their head's arrival to their response's head " +
        "(the scrape itself included).",
    }, (set) => set(counted?.count ?? 0));
  }
  counted = inFlight;
}

/** Serves until SIGTERM or SIGINT, then stops as described above and exits the process. */
export function serveUntilStopped(options: ServeOptions): void {
  const { readiness } = options;
  const inFlight = new InFlight();
  reportInFlight(inFlight);
  const server = listen(options, servedHandler(options.handler, readiness, inFlight));

  // Signals received so far. A second one is ignored: `deno task start` forwards a signal to the
  // server, so a signal to its process group (a terminal, a supervisor's KillMode) arrives twice,
  // and must not cut the drain short. A third is the operator insisting: exit at once.
  let signals = 0;
  const onSignal = (signal: Deno.Signal) => {
    signals++;
    if (signals === 2) {
      logWarn(`${signal} while stopping: the stop goes on (a third signal exits at once)`);
      return;
    }
    if (signals > 2) {
      logWarn(`${signal} a third time while stopping: exiting now`);
      Deno.exit(1);
    }
    stop(signal).then((clean) => Deno.exit(clean ? 0 : 1), (err) => {
      logError("Stopping failed", err);
      Deno.exit(1);
    });
  };
  const stop = async (signal: Deno.Signal): Promise<boolean> => {
    const started = performance.now();
    const drainMs = signal === "SIGTERM" ? options.drainMs : 0;
    logInfo("Ximblox is stopping", { signal, drainMs });
    readiness.drain();
    await notifySystemd("STOPPING=1");
    // A fixed window, not a wait for a condition: how long other processes and load balancers
    // get to take the new connections is the operator's choice (SHUTDOWN_DRAIN_MS).
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    // Stop accepting at a moment when no request is being answered (see ./in_flight.ts), then
    // let the responses still streaming out finish; both within REQUESTS_MS.
    const bounded = signal === "SIGINT";
    const requestsMs = bounded ? SIGINT_STOP_MS - SIGINT_CLEANUP_MS : REQUESTS_MS;
    const deadline = performance.now() + requestsMs;
    if (inFlight.count > 0) {
      logInfo("Waiting for the requests in flight", { requests: inFlight.count });
    }
    let clean = await within(inFlight.idle(), requestsMs);
    clean = await within(server.shutdown(), Math.max(0, deadline - performance.now())) && clean;
    if (!clean) logWarn(`Requests still running after ${requestsMs} ms; stopping anyway`);
    const end = started + SIGINT_STOP_MS;
    for (const step of options.cleanup) {
      try {
        const run = Promise.resolve(step.run());
        if (!bounded) await run;
        else if (!(await within(run, Math.max(0, end - performance.now())))) {
          clean = false;
          logWarn(`Stopping: ${step.name} did not finish in time; left as it is`);
        }
      } catch (err) {
        clean = false;
        logError(`Stopping: ${step.name} failed`, err);
      }
    }
    logInfo("Ximblox stopped", { ms: Math.round(performance.now() - started), clean });
    return clean;
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    Deno.addSignalListener(signal, () => onSignal(signal));
  }
}

/**
 * Deno.serve on the port, shared (`reusePort`) on Linux. The option is unstable in Deno 2
 * (deno.json enables "net"); run without it, the server still serves, alone on its port.
 */
function listen(options: ServeOptions, handler: Handler): Deno.HttpServer {
  const serve = (reusePort: boolean) =>
    Deno.serve({
      port: options.port,
      hostname: options.hostname,
      reusePort,
      onListen: options.onListen,
      onError(err) {
        logError("A request failed outside the application", err);
        return new Response("Internal Server Error", { status: 500 });
      },
    }, handler);
  if (Deno.build.os !== "linux") return serve(false);
  try {
    return serve(true);
  } catch (err) {
    if (!String(err).includes("--unstable-net")) throw err;
    logWarn("The port is not shared (reusePort needs --unstable-net): no handover possible");
    return serve(false);
  }
}

/** True when `work` settles within `ms`. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => timer = setTimeout(() => resolve(false), ms));
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What Deno.serve runs: `handler` counted while in flight, its answers ending their connections
 * while draining (bench/_site_http.ts measures the public page through this same chain).
 */
export function servedHandler(handler: Handler, readiness: Readiness, inFlight: InFlight): Handler {
  return inFlight.wrap(closingWhileDraining(handler, readiness));
}

/** While draining, every response ends its connection (see step 1 above). */
export function closingWhileDraining(handler: Handler, readiness: Readiness): Handler {
  return (request, info) => {
    const answer = handler(request, info);
    if (answer instanceof Response) return readiness.draining ? closing(answer) : answer;
    return answer.then((res) => readiness.draining ? closing(res) : res);
  };
}

function closing(res: Response): Response {
  try {
    res.headers.set("Connection", "close");
    return res;
  } catch {
    // Headers that cannot change (Response.redirect): the same answer with a copy of them.
    const copy = new Response(res.body, res);
    copy.headers.set("Connection", "close");
    return copy;
  }
}
