/**
 * The admin SPA under /cmsadmin: hashed assets from admin/dist with a long cache life (scripts and
 * styles compressed, from the brotli and gzip copies build.ts writes beside them), and index.html
 * for every other path, with the CSRF token and the inactivity limit in meta tags.
 */
import { Hono } from "hono";
import { serveStatic } from "hono/deno";
import { VERSION } from "../lib/observe/version.ts";
import { IMMUTABLE } from "../lib/render/island_manifest.ts";
import type { AppEnv } from "./_env.ts";

const DIST = "admin/dist";

/** Content Security Policy of the admin: scripts only from us; Mantine needs inline styles. */
const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://i.ytimg.com https://i.vimeocdn.com",
  "font-src 'self' data:",
  "connect-src 'self'",
  // 'self' for the draft preview of the page editor.
  "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

function escapeAttr(s: string): string {
  return s.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function adminRoutes(options: { inactivityMinutes: number }) {
  let shell: string | null = null;
  const readShell = () => {
    try {
      return shell ??= Deno.readTextFileSync(`${DIST}/index.html`);
    } catch {
      return null;
    }
  };

  return new Hono<AppEnv>()
    .use(
      "/assets/*",
      async (c, next) => {
        await next();
        if (!c.res.ok) return;
        c.res.headers.set("Cache-Control", IMMUTABLE);
        // One answer per encoding in a shared cache.
        c.res.headers.set("Vary", "Accept-Encoding");
      },
      serveStatic({
        root: DIST,
        precompressed: true,
        rewriteRequestPath: (p) => p.replace(/^\/cmsadmin/, ""),
      }),
    )
    // A missing asset is a 404, never the app shell (which would be served as a script).
    .get("/assets/*", (c) => c.text("Not found", 404))
    .get("/*", (c) => {
      const html = readShell();
      if (!html) {
        return c.text("The admin is not built yet: run `deno task build`.", 503);
      }
      const meta = `<meta name="csrf-token" content="${escapeAttr(c.var.csrfToken)}">` +
        `<meta name="inactivity-minutes" content="${options.inactivityMinutes}">` +
        `<meta name="ximblox-version" content="${escapeAttr(VERSION)}">`;
      c.header("Content-Security-Policy", ADMIN_CSP);
      c.header("Cache-Control", "no-store");
      return c.html(html.replace("</head>", `${meta}</head>`));
    });
}
