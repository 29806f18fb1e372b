/**
 * docs/api.md stays the API as the code answers it: every route of the API's sub-apps (and of the
 * public ones its last section lists) has its row, every row names a route that exists, and its
 * error table is the catalogue (lib/content/errors.ts), status and message alike.
 */
import type { Hono } from "hono";
import { assertEquals } from "../_utils/assert.ts";
import { ERRORS } from "../../lib/content/errors.ts";
import { audit } from "../../routes/api/audit.ts";
import { auth } from "../../routes/api/auth.ts";
import { passkeys } from "../../routes/api/passkeys.ts";
import { forms } from "../../routes/api/forms.ts";
import { medialib } from "../../routes/api/medialib.ts";
import { menu } from "../../routes/api/menu.ts";
import { news } from "../../routes/api/news.ts";
import { newsletter } from "../../routes/api/newsletter.ts";
import { comments } from "../../routes/api/comments.ts";
import { page } from "../../routes/api/page.ts";
import { shareLinks } from "../../routes/api/share_links.ts";
import { reports } from "../../routes/api/reports.ts";
import { search } from "../../routes/api/search.ts";
import { settings } from "../../routes/api/settings.ts";
import { tags } from "../../routes/api/tags.ts";
import { user } from "../../routes/api/user.ts";
import { apiTokens } from "../../routes/api/api_tokens.ts";
import { contentApi } from "../../routes/api/content.ts";
import { webhooks } from "../../routes/api/webhooks.ts";
import { media } from "../../routes/media.ts";
import { newsletterPages } from "../../routes/newsletter.tsx";
import { publicForms } from "../../routes/public_forms.tsx";
import { seo } from "../../routes/seo.ts";
import { sharePages } from "../../routes/share_links.tsx";
import type { AppEnv } from "../../routes/_env.ts";

const doc = await Deno.readTextFile(new URL("../../docs/api.md", import.meta.url));

/**
 * The sub-apps as app.ts mounts them: under /api/ximblox (API) or at the site's root. Pairs, as
 * one prefix may hold two (the share links beside the pages).
 */
const API: [string, Hono<AppEnv>][] = [
  ["/auth", auth],
  ["/auth/passkeys", passkeys],
  ["/user", user],
  ["/page", page],
  ["/page", shareLinks],
  ["/medialib", medialib],
  ["/settings", settings],
  ["/menu", menu],
  ["/tags", tags],
  ["/search", search],
  ["/news", news],
  ["/forms", forms],
  ["/newsletter", newsletter],
  ["/audit", audit],
  ["/reports", reports],
  ["/api-tokens", apiTokens],
  ["/webhooks", webhooks],
  // Mounted at the API's root: its paths begin /page/version/… and /comments/….
  ["", comments],
];
const PUBLIC: [string, Hono<AppEnv>][] = [
  ["", seo],
  ["/media", media],
  ["/_forms", publicForms],
  ["/newsletter", newsletterPages],
  ["", sharePages],
  ["/api/content/v1", contentApi],
];

/** "METHOD /path" of each handler (middleware, `ALL …/*`, is not a call). */
function calls(apps: [string, Hono<AppEnv>][]): string[] {
  const out = new Set<string>();
  for (const [prefix, app] of apps) {
    for (const r of app.routes) {
      if (r.method === "ALL") continue;
      // A sub-app mounted under its own prefix names its paths from there (publicForms does).
      const path = r.path.startsWith(prefix + "/") || !prefix ? r.path : prefix + r.path;
      out.add(`${r.method} ${path === "/" ? prefix : path.replace(/\/$/, "")}`);
    }
  }
  return [...out].sort();
}

/** The calls named in the first column of the tables of `section` (the doc split at "## "). */
function documented(sections: string[]): string[] {
  const out = new Set<string>();
  for (const section of sections) {
    for (const m of section.matchAll(/^\| `(GET|POST|PUT|DELETE) ([^`]+)`/gm)) {
      out.add(`${m[1]} ${m[2]}`);
    }
  }
  return [...out].sort();
}

const sections = doc.split(/^## /m);
const outside = sections.filter((s) => s.startsWith("Outside the API"));

Deno.test("docs/api.md has a row for every API route, and no row for one that is gone", () => {
  assertEquals(
    documented(sections.filter((s) => !outside.includes(s))),
    calls(API),
  );
});

Deno.test("docs/api.md lists the public routes outside the API as they are", () => {
  assertEquals(documented(outside), calls(PUBLIC));
});

Deno.test("docs/api.md's error table is the error catalogue", () => {
  const rows = [...doc.matchAll(/^\| ([A-Z]+_(?:\d\d|[A-Z0-9_]+)) +\| (\d{3}) +\| (.+?) +\|$/gm)]
    .map((m) => [m[1], Number(m[2]), m[3]]);
  assertEquals(
    rows,
    Object.entries(ERRORS).map(([code, e]) => [code, e.status, e.message]),
  );
});
