/**
 * Requests counted by route class and status, and their latency, around the server's whole
 * handler (the public pages' fast path included, which never reaches Hono's middleware).
 *
 * Labels are classes, never raw paths: a path is whatever a client writes, and one series per
 * path would let any crawler grow the registry without bound. The class is read from the path's
 * first segment with a few string tests, and each (class, status) pair's counter child is looked
 * up once and kept, so the cost per request is two clock reads and two map lookups — the public
 * page's throughput is measured by bench/_site_http.ts.
 */
import { pathOf } from "./request_path.ts";
import { httpDuration, httpRequests } from "./metrics.ts";

export type RouteClass = "page" | "api" | "admin" | "media" | "static" | "forms" | "other";

/** The route class of a request, from its method and path. */
export function routeClass(method: string, path: string): RouteClass {
  if (path.startsWith("/api/")) return "api";
  if (path === "/cmsadmin" || path.startsWith("/cmsadmin/")) return "admin";
  if (path.startsWith("/media/")) return "media";
  if (path.startsWith("/static/") || path === "/favicon.ico") return "static";
  if (path.startsWith("/_forms/") || path.startsWith("/newsletter/")) return "forms";
  if (path === "/healthz" || path === "/readyz" || path === "/metrics") return "other";
  if (path === "/robots.txt" || path === "/sitemap.xml") return "other";
  // Everything else is a public address: pages, the search page, the news archive.
  return method === "GET" || method === "HEAD" ? "page" : "other";
}

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Response | Promise<Response>;

const counters = new Map<string, { inc(): void }>();
const histograms = new Map<RouteClass, { observe(value: number): void }>();

function count(route: RouteClass, status: number, seconds: number): void {
  const key = `${route} ${status}`;
  let counter = counters.get(key);
  if (!counter) counters.set(key, counter = httpRequests.labels(route, String(status)));
  counter.inc();
  let histogram = histograms.get(route);
  if (!histogram) histograms.set(route, histogram = httpDuration.labels(route));
  histogram.observe(seconds);
}

/**
 * `handler`, counted. A handler that throws is counted as a 500 (Deno.serve answers one); the
 * time is to the response's head, not to the last byte of a streamed body.
 */
export function measured<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return (request, ...rest) => {
    const started = performance.now();
    const route = routeClass(request.method, pathOf(request.url));
    const done = (status: number) => count(route, status, (performance.now() - started) / 1000);
    let answer: Response | Promise<Response>;
    try {
      answer = handler(request, ...rest);
    } catch (err) {
      done(500);
      throw err;
    }
    if (answer instanceof Response) {
      done(answer.status);
      return answer;
    }
    return answer.then((res) => {
      done(res.status);
      return res;
    }, (err) => {
      done(500);
      throw err;
    });
  };
}
