/** The site's favicon (`/favicon.ico`), read once, with a strong ETag. */
import { matchesEtag } from "../render/html_cache.ts";

/** The favicon's address carries no hash, but it hardly ever changes. */
const FAVICON_CACHE = "public, max-age=31536000";

let favicon: Promise<{ body: Uint8Array<ArrayBuffer>; etag: string }> | null = null;

function readFavicon() {
  return favicon ??= Deno.readFile(new URL("../../static/favicon.ico", import.meta.url))
    .then(async (body) => {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
      const hex = [...digest.subarray(0, 12)].map((b) => b.toString(16).padStart(2, "0"));
      return { body, etag: `"${hex.join("")}"` };
    });
}

/** The favicon, or 304 when the client's copy is current. */
export async function faviconResponse(request: Request): Promise<Response> {
  const icon = await readFavicon();
  const headers: Record<string, string> = {
    "Content-Type": "image/x-icon",
    "Cache-Control": FAVICON_CACHE,
    "ETag": icon.etag,
  };
  if (matchesEtag(request.headers.get("If-None-Match") ?? undefined, icon.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers["Content-Length"] = String(icon.body.byteLength);
  return new Response(icon.body, { headers });
}
