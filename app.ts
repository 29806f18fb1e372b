/** The whole HTTP application: middleware, the API sub-apps, the admin and the public site. */
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { serveStatic } from "hono/deno";
import { getSecret } from "./lib/db/secrets.ts";
import { KvMeter, meterKv, serverTiming } from "./lib/db/kv_meter.ts";
import { IMMUTABLE, staticCacheControl } from "./lib/render/island_manifest.ts";
import { ApiError, apiError, failure, unexpected } from "./lib/http/errors.ts";
import type { Deps } from "./lib/ops/deps.ts";
import type { AppEnv } from "./routes/_env.ts";
import {
  csrf,
  headLength,
  secondFactorGate,
  session,
  visitorUntilSecondFactor,
} from "./routes/_middleware.ts";
import { exceptSharedApi, noSharedCookies } from "./routes/_shared_cache.ts";
import { auth } from "./routes/api/auth.ts";
import { passkeys } from "./routes/api/passkeys.ts";
import { user } from "./routes/api/user.ts";
import { comments } from "./routes/api/comments.ts";
import { page } from "./routes/api/page.ts";
import { shareLinks } from "./routes/api/share_links.ts";
import { medialib } from "./routes/api/medialib.ts";
import { media } from "./routes/media.ts";
import { settings } from "./routes/api/settings.ts";
import { menu } from "./routes/api/menu.ts";
import { tags } from "./routes/api/tags.ts";
import { search } from "./routes/api/search.ts";
import { news } from "./routes/api/news.ts";
import { forms } from "./routes/api/forms.ts";
import { newsletter } from "./routes/api/newsletter.ts";
import { audit } from "./routes/api/audit.ts";
import { reports } from "./routes/api/reports.ts";
import { apiTokens } from "./routes/api/api_tokens.ts";
import { contentApi } from "./routes/api/content.ts";
import { CONTENT_API_BASE } from "./lib/content/content_api.ts";
import { webhooks } from "./routes/api/webhooks.ts";
import { adminRoutes } from "./routes/admin.ts";
import { seo } from "./routes/seo.ts";
import { searchPage } from "./routes/search_page.tsx";
import { newsArchive } from "./routes/news_archive.tsx";
import { publicForms } from "./routes/public_forms.tsx";
import { newsletterPages } from "./routes/newsletter.tsx";
import { sharePages } from "./routes/share_links.tsx";
import { fastPages, site } from "./routes/site.tsx";
import { fastPage } from "./lib/site/fast_path.ts";
import { routingPath } from "./lib/http/routing_path.ts";
import { setBodyIdleTimeout } from "./lib/http/body.ts";
import { opsRoutes } from "./routes/ops.ts";
import { measured } from "./lib/observe/http_metrics.ts";
import { Readiness } from "./lib/server/readiness.ts";
import { searchService } from "./lib/search/service.ts";
import { keepPublicSnapshots } from "./lib/site/public_prebuild.ts";

export interface AppOptions {
  /** What /readyz reports (main.ts's, which the shutdown drains); by default made on first ask. */
  readiness?: Readiness;
}

export async function createApp(deps: Deps, options: AppOptions = {}): Promise<Hono<AppEnv>> {
  const secret = await getSecret(deps.kv, "csrf");
  setBodyIdleTimeout(deps.config.bodyIdleTimeoutMs);
  // After each change to the public site, its next snapshot is stored for every instance.
  keepPublicSnapshots(deps);
  const publicOrigin = new URL(deps.config.publicUrl).origin;
  const secure = deps.config.publicUrl.startsWith("https:");

  const app = new Hono<AppEnv>({ getPath: routingPath });
  // First: a public page already answered in this state of the site goes out at once.
  app.use(fastPages(deps));
  // An answer that sets a cookie is never kept by a shared cache (routes/_shared_cache.ts).
  app.use(noSharedCookies);
  app.use(secureHeaders({
    crossOriginResourcePolicy: "same-origin",
    // Set below instead, so that a route (the admin's draft preview) may allow its own origin.
    xFrameOptions: false,
    strictTransportSecurity: secure ? "max-age=15552000; includeSubDomains" : false,
    // Headers for browsers long gone (IE's XSS filter, download and DNS prefetch switches,
    // Flash's cross-domain policies): the CSP covers what they meant, and every header costs
    // on each public page (issue 9's throughput target).
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xDnsPrefetchControl: false,
  }));
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
    if (!c.res.headers.has("X-Frame-Options")) c.res.headers.set("X-Frame-Options", "DENY");
  });
  app.use(headLength);
  // Not made before asked for: a test's app need not start the search service.
  let readiness = options.readiness;
  app.route(
    "/",
    opsRoutes(() =>
      readiness ??= new Readiness({ kv: deps.kv, searchReady: searchService(deps.kv).ready })
    ),
  );
  // The built files have brotli and gzip copies beside them (tools/precompress.ts), sent to the
  // browsers that accept them.
  app.use("/static/*", async (c, next) => {
    await next();
    if (!c.res.ok) return;
    // These names carry no content hash, so browsers keep them for an hour only; the island
    // bundles' and the built stylesheet's names do (tools/build_islands.ts,
    // tools/build_stylesheet.ts), so those are kept for good.
    const cacheControl = staticCacheControl(c.req.path);
    c.res.headers.set("Cache-Control", cacheControl);
    // Those have the compressed copies: a shared cache keeps one answer per encoding, the plain
    // one too.
    if (cacheControl === IMMUTABLE) c.res.headers.set("Vary", "Accept-Encoding");
  }, serveStatic({ root: ".", precompressed: true }));

  // The content API answers for a token, not a browser session: ahead of the guards below, it
  // passes no CSRF or session middleware and sets no cookie (routes/api/content.ts).
  app.route(CONTENT_API_BASE, contentApi);
  const apiGuards = [csrf(secret, publicOrigin, secure), session, secondFactorGate];
  // With a CDN, the news cards are answered for anyone alike: no token, no session.
  if (deps.config.cdn === "none") app.use("/api/*", ...apiGuards);
  else app.use("/api/*", exceptSharedApi(...apiGuards));
  // Library files: staff see unpublished ones, so the session is read here too.
  app.use("/media/*", session, visitorUntilSecondFactor);
  app.use("/cmsadmin/*", csrf(secret, publicOrigin, secure));
  app.use("/cmsadmin", csrf(secret, publicOrigin, secure));

  const api = new Hono<AppEnv>()
    .route("/auth/passkeys", passkeys)
    .route("/auth", auth)
    .route("/user", user)
    .route("/page", page)
    .route("/page", shareLinks)
    .route("/medialib", medialib)
    .route("/settings", settings)
    .route("/menu", menu)
    .route("/tags", tags)
    .route("/search", search)
    .route("/news", news)
    .route("/forms", forms)
    .route("/newsletter", newsletter)
    .route("/audit", audit)
    .route("/reports", reports)
    .route("/api-tokens", apiTokens)
    .route("/webhooks", webhooks)
    .route("/", comments);
  app.route("/api/ximblox", api);
  app.all("/api/*", () => {
    throw apiError("NF_01", "path");
  });

  app.get("/cmsadmin", (c) => c.redirect("/cmsadmin/", 301));
  app.route("/cmsadmin", adminRoutes({ inactivityMinutes: deps.config.inactivityMinutes }));
  app.route("/media", media);
  app.route("/", seo);
  // The search page's address is a slug in the display language; every other one is a page.
  app.route("/", searchPage);
  app.route("/", newsArchive);
  app.route("/", publicForms);
  app.route("/", newsletterPages);
  app.route("/", sharePages);
  app.route("/", site);

  app.onError((err, c) => err instanceof ApiError ? failure(c, err) : unexpected(c, err));
  return app;
}

/**
 * The server's request handler (main.ts, and the benchmark that measures it): a public page
 * already answered in this state of the site is sent before Hono even routes; everything else
 * goes through the app. Every request is counted for /metrics, the fast ones too.
 */
export function serveHandler(
  app: Hono<AppEnv>,
  deps: Deps,
): (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response> {
  const fast = fastPage(deps);
  const handle = (request: Request, info: Deno.ServeHandlerInfo) =>
    fast(request) ?? app.fetch(request, info);
  return measured(deps.config.serverTiming ? timed(handle) : handle);
}

/**
 * `handler` with each request's store round trips counted and answered in `Server-Timing`
 * (`SERVER_TIMING=1`; lib/db/kv_meter.ts). The count stops at the answer's head: a body that
 * streams on (a media file's chunks) or work left running is not the request's wait.
 */
function timed<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Response | Promise<Response>,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => {
    const meter = new KvMeter();
    const res = await meterKv(meter, () => handler(request, ...rest));
    const timing = serverTiming(meter.close());
    try {
      res.headers.append("Server-Timing", timing);
      return res;
    } catch {
      // Immutable headers (a redirect made by Response.redirect): the same answer, copied.
      const copy = new Response(res.body, res);
      copy.headers.append("Server-Timing", timing);
      return copy;
    }
  };
}
