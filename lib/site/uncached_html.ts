/**
 * The answer of a public page drawn for one request (search, the news archive, the newsletter's
 * pages): never kept in the page cache, not indexed, with the page's own Content Security Policy.
 */
import type { CachedHtml } from "../render/html_cache.ts";

export function uncachedHtml(
  entry: CachedHtml,
  status: 200 | 400 | 403 | 410 | 429,
  cacheControl: "no-cache" | "no-store",
): Response {
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=UTF-8",
    "Cache-Control": cacheControl,
    "Content-Security-Policy": entry.csp,
    "X-Robots-Tag": "noindex",
  };
  // Revalidated pages may be framed by nothing but the site itself (the no-store ones never were).
  if (cacheControl === "no-cache") headers["X-Frame-Options"] = "SAMEORIGIN";
  return new Response(entry.body, { status, headers });
}
