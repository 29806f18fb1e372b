/**
 * /api/ximblox/search: the site search (lib/search).
 *
 * - `POST /search {term, locales, pageTypes, count, offset}` → `{Success, total, results}`, each
 *   result `{pageID, locale, type, title, slug, url, snippet, segments, score}`; anyone may
 *   search (published pages only). `snippet` is HTML: the passage escaped, matched words in
 *   `<mark>`; `segments` the same as `{text, mark}` parts. `count` is 10 by default and at most
 *   50; a term over 200 characters is V_11, an empty one finds nothing. `GET /search?term=…` (with
 *   `locales` and `pageTypes` repeated or comma-separated) answers the same without a CSRF token.
 * - `POST /index-all-pages` and `POST /remove-all-pages` (manage-search, empty body): start
 *   rebuilding or emptying every index in the background and answer the run's state at once; a
 *   second call while one runs answers that run (the other kind is V_07, 409).
 * - `GET /status` (manage-search) → `{Success, state: "idle"|"loading"|"success"|"error", kind,
 *   done, total, lastRebuildAt, indexedPages: {locale: count}}`.
 */
import { Hono } from "hono";
import { z } from "zod";
import { apiError } from "../../lib/http/errors.ts";
import { jsonBody, parseInput } from "../../lib/http/validate.ts";
import { requirePermission } from "../../lib/ops/access/access.ts";
import { searchBody, searchPages } from "../../lib/search/search.ts";
import { searchService } from "../../lib/search/service.ts";
import { SearchBusy } from "../../lib/search/bulk_runs.ts";
import type { SearchJob } from "../../lib/search/service.ts";
import type { AppEnv } from "../_env.ts";

const emptyBody = z.object({});

function jobJson(job: SearchJob) {
  return { state: job.state, kind: job.kind, done: job.done, total: job.total };
}

/** A list parameter of a GET: repeated (`?locales=a&locales=b`) or comma-separated. */
function listParam(values: string[] | undefined): string[] | undefined {
  const out = (values ?? []).flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);
  return out.length ? out : undefined;
}

export const search = new Hono<AppEnv>()
  .post("/search", async (c) => {
    const query = await jsonBody(c, searchBody);
    return c.json({ Success: true, ...await searchPages(c.var.deps, query) });
  })
  .get("/search", async (c) => {
    const query = parseInput(searchBody, {
      term: c.req.query("term") ?? "",
      locales: listParam(c.req.queries("locales")),
      pageTypes: listParam(c.req.queries("pageTypes")),
      count: c.req.query("count"),
      offset: c.req.query("offset"),
    });
    return c.json({ Success: true, ...await searchPages(c.var.deps, query) });
  })
  .post("/index-all-pages", async (c) => {
    // The permission before the body: a caller without it learns nothing from validation.
    requirePermission(c.var.actor, "manage-search");
    await jsonBody(c, emptyBody);
    try {
      return c.json({ Success: true, ...jobJson(await searchService(c.var.deps.kv).indexAll()) });
    } catch (err) {
      if (err instanceof SearchBusy) throw apiError("V_07", "state", 409);
      throw err;
    }
  })
  .post("/remove-all-pages", async (c) => {
    requirePermission(c.var.actor, "manage-search");
    await jsonBody(c, emptyBody);
    try {
      return c.json({ Success: true, ...jobJson(await searchService(c.var.deps.kv).removeAll()) });
    } catch (err) {
      if (err instanceof SearchBusy) throw apiError("V_07", "state", 409);
      throw err;
    }
  })
  .get("/status", async (c) => {
    requirePermission(c.var.actor, "manage-search");
    const service = searchService(c.var.deps.kv);
    await service.ready;
    return c.json({ Success: true, ...await service.status() });
  });
