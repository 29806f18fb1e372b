/**
 * /api/ximblox/settings: the site's locales and display language. Reading is public (the public
 * locale switcher reads them); saving needs manage-settings (lib/ops/settings/save_settings.ts).
 * `POST /export` downloads an export archive of the whole store (Administrators,
 * lib/ops/settings/export_store.ts).
 */
import { Hono } from "hono";
import { publicSettings, readPublicSettings } from "../../lib/ops/settings/read_settings.ts";
import { jsonBody } from "../../lib/http/validate.ts";
import {
  LocalesInUse,
  saveSettings,
  saveSettingsBody,
} from "../../lib/ops/settings/save_settings.ts";
import { requirePermission } from "../../lib/ops/access/access.ts";
import { exportStore } from "../../lib/ops/settings/export_store.ts";
import { auditSettingsBody } from "../../lib/content/audit.ts";
import { changeAuditSettings, requireAuditSettingsEditor } from "../../lib/ops/audit.ts";
import type { AppEnv } from "../_env.ts";

export const settings = new Hono<AppEnv>()
  .get(
    "/get",
    async (c) => c.json({ Success: true, ...await readPublicSettings(c.var.deps) }),
  )
  // A POST (CSRF-checked like every change): the export takes a point-in-time copy of the whole
  // store and writes an audit record, which a link on another site must not start.
  .post("/export", async (c) => {
    const { fileName, body } = await exportStore(c.var.deps, c.var.actor);
    return c.body(body, 200, {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    });
  })
  .put("/audit", async (c) => {
    requireAuditSettingsEditor(c.var.actor);
    const body = await jsonBody(c, auditSettingsBody);
    return c.json({
      Success: true,
      settings: await changeAuditSettings(c.var.deps, c.var.actor, body),
    });
  })
  .put("/", async (c) => {
    // The permission before the body: a caller without it learns nothing from validation.
    requirePermission(c.var.actor, "manage-settings");
    const body = await jsonBody(c, saveSettingsBody);
    try {
      const saved = await saveSettings(c.var.deps, c.var.actor, body);
      return c.json({ Success: true, settings: publicSettings(saved) });
    } catch (err) {
      if (!(err instanceof LocalesInUse)) throw err;
      return c.json(
        { Success: false, Errors: err.errors, pagesByLocale: err.pagesByLocale },
        err.status,
      );
    }
  });
