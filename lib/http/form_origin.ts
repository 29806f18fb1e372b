/**
 * Whether a plain HTML form POST (a public form working without JavaScript) came from another
 * site. Public forms carry no authority of the visitor (no session is used), and the public
 * pages are cached for everyone, so they cannot hold a per-browser CSRF token; what is left to
 * refuse is another site making visitors' browsers post for it. The browser says where a request
 * comes from in Sec-Fetch-Site (every current browser), which decides when present. Without it,
 * the Origin header must be ours — or "null", which is what a same-origin form navigation sends
 * under this site's `Referrer-Policy: no-referrer` — or absent (a client that is not a browser,
 * which no CSRF defence stops anyway).
 */
export function crossSiteForm(request: Request, publicOrigin: string): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = request.headers.get("Origin");
  if (!origin || origin === "null") return false;
  return origin !== publicOrigin && origin !== new URL(request.url).origin;
}
