/**
 * The path Hono routes a request by. API paths are matched without a trailing slash, so that
 * `GET /api/ximblox/forms/` answers like `GET /api/ximblox/forms` for every resource at once
 * (clients and proxies add the slash freely). Hono's own `strict: false` would do this for every
 * path, but the rest keeps strict paths on purpose: `/cmsadmin` redirects to `/cmsadmin/`, and a
 * page's slug is its exact address.
 */
import { getPath } from "hono/utils/url";

export function routingPath(request: Request): string {
  const path = getPath(request);
  return path.startsWith("/api/") && path.length > 5 && path.endsWith("/")
    ? path.replace(/\/+$/, "")
    : path;
}
