/**
 * /api/ximblox/audit: the audit trail, read-only by design — GETs only (reading needs
 * view-audit, lib/ops/audit.ts). No route changes or deletes a record, so other
 * methods answer 405. The settings (kept days, client addresses) are changed at
 * PUT /api/ximblox/settings/audit, not here.
 */
import { Hono } from "hono";
import { auditQuery } from "../../lib/content/audit.ts";
import { CSV_CONTENT_TYPE } from "../../lib/content/csv.ts";
import { apiError } from "../../lib/http/errors.ts";
import { parseInput } from "../../lib/http/validate.ts";
import { exportAuditCsv, listAuditTrail, readAuditSettings } from "../../lib/ops/audit.ts";
import type { AppEnv } from "../_env.ts";

export const audit = new Hono<AppEnv>()
  .get("/", async (c) => {
    const query = parseInput(auditQuery, c.req.query());
    return c.json({ Success: true, ...await listAuditTrail(c.var.deps, c.var.actor, query) });
  })
  .get("/export", async (c) => {
    const query = parseInput(auditQuery, c.req.query());
    const { fileName, csv } = await exportAuditCsv(c.var.deps, c.var.actor, query);
    c.header("Content-Type", CSV_CONTENT_TYPE);
    c.header("Content-Disposition", `attachment; filename="${fileName}"`);
    return c.body(csv);
  })
  .get("/settings", async (c) => {
    return c.json({
      Success: true,
      settings: await readAuditSettings(c.var.deps, c.var.actor),
      // The operator's floor (AUDIT_MIN_RETENTION): the admin's field starts there.
      minRetentionDays: c.var.deps.config.auditMinRetentionDays,
    });
  })
  .all("*", () => {
    // Records are never changed or deleted through the product: there is nothing to send.
    throw apiError("NF_01", "method", 405);
  });
