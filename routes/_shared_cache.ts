/**
 * What keeps per-visitor answers out of shared caches (a CDN in front, `CDN`; a proxy), whatever
 * a route asked for:
 *
 * - {@link noSharedCookies}: an answer that sets a cookie (a CSRF token, a session) is for one
 *   browser: `public` becomes `private` (a cached admin asset stays cached by that browser),
 *   anything else not already private or `no-store` becomes `private, no-store`, and its cache
 *   tags go.
 * - {@link exceptSharedApi}: the public API answers a CDN keeps (the news cards, routes/api/
 *   news.ts) skip the CSRF and session middleware, so they carry no token and set no cookie;
 *   every other API answer keeps them, and with them `no-store`.
 *
 * Drafts, previews, form answers, `/cmsadmin` and the signed-in API say `no-store` or `private`
 * where they are made (routes/api/*, routes/admin.ts, lib/site/form_post_answers.ts).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./_env.ts";

/** The API addresses a CDN may keep (GET or HEAD). */
const SHARED_API = new Set(["/api/ximblox/news", "/api/ximblox/news/"]);

const PRIVATE_OR_NONE = /(?:^|,)\s*(?:private|no-store)\s*(?:,|$)/i;

export const noSharedCookies: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  if (!res.headers.has("Set-Cookie")) return;
  const wanted = res.headers.get("Cache-Control") ?? "";
  if (PRIVATE_OR_NONE.test(wanted)) return;
  const kept = wanted.split(",").map((d) => d.trim()).filter((d) => d && !/^s-maxage=/i.test(d));
  const control = kept.some((d) => /^public$/i.test(d))
    ? kept.map((d) => /^public$/i.test(d) ? "private" : d).join(", ")
    : "private, no-store";
  const set = (headers: Headers) => {
    headers.set("Cache-Control", control);
    headers.delete("Deno-Cache-Tag");
    headers.delete("xkey");
  };
  try {
    set(res.headers);
  } catch {
    // Immutable headers (a redirect made by Response.redirect): the same answer, copied.
    const copy = new Response(res.body, res);
    set(copy.headers);
    c.res = copy;
  }
};

/** `middleware`, except for the shared API answers (see above). */
export function exceptSharedApi(
  ...middleware: MiddlewareHandler<AppEnv>[]
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if ((method === "GET" || method === "HEAD") && SHARED_API.has(c.req.path)) {
      await next();
      // An error answer (a bad query) is not kept either.
      if (!c.res.ok) c.res.headers.set("Cache-Control", "no-store");
      return;
    }
    const run = (i: number): Promise<void> =>
      i === middleware.length
        ? next()
        : Promise.resolve(middleware[i](c, () => run(i + 1))).then(() => {});
    await run(0);
  };
}
