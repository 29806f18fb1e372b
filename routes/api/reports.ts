/** /api/ximblox/reports: reports over the site's content (the checks of published pages). */
import { Hono } from "hono";
import { checksReportQuery } from "../../lib/content/checks/index.ts";
import { parseInput } from "../../lib/http/validate.ts";
import { requirePermission } from "../../lib/ops/access/access.ts";
import { checksReportFor } from "../../lib/ops/pages/page_checks.ts";
import type { AppEnv } from "../_env.ts";

export const reports = new Hono<AppEnv>()
  .get("/checks", async (c) => {
    // The permission before the query: a caller without it learns nothing from validation.
    requirePermission(c.var.actor, "edit-page");
    const query = parseInput(checksReportQuery, c.req.query());
    return c.json({ Success: true, ...(await checksReportFor(c.var.deps, c.var.actor, query)) });
  });
