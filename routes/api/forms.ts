/**
 * /api/ximblox/forms (issue 13): form templates and their submissions (lib/ops/forms/). Every
 * call needs a session with `manage-forms` (401 without a session, UM_01 403 without the
 * permission); state-changing calls carry the CSRF token like every API call. Visitors send
 * forms through the public form routes, not here.
 *
 * Templates — a template is `{id, name, receiverEmail, confirmationTitle, confirmationText,
 * fields, revision, createdAt, updatedAt}`; a field is `{id, label, kind, limit, optional, help,
 * options, linkText, link}` (lib/content/forms.ts; kinds short-text, long-text, email, phone,
 * number, date, select, radio, checkbox, consent):
 * - GET /: `{Success, templates: [{id, name, receiverEmail, fieldCount, submissionCount,
 *   unreadCount, updatedAt}]}`, by name.
 * - POST / `{name, receiverEmail, confirmationTitle, confirmationText, fields}`:
 *   201 `{Success, template}`. Invalid input: 400 with `{property, code}` per fault
 *   (`fields.2.options` V_01, `fields.1.id` V_06 …).
 * - GET /{id}: `{Success, template, usedBy: [{pageID, title, slug, locale}]}` (pages whose
 *   latest or published version shows the template).
 * - PUT /{id} `{…as POST, revision}`: `{Success, template}` with the new revision; a revision
 *   that is no longer current is PM_02 (409).
 * - DELETE /{id}: `{Success}`, its submissions deleted too; while pages show the template,
 *   409 `{Success: false, Errors: [{property: "usedBy", code: "V_07"}], usedBy: [...]}`.
 *
 * Settings:
 * - GET /settings: `{Success, settings: {retentionDays}}` (default 365).
 * - PUT /settings `{retentionDays}` (1–3650): `{Success, settings}`. Submissions older than
 *   that are deleted by the hourly collector.
 *
 * Submissions — `{id, templateID, values: {fieldID: value}, fields: [{id, label, kind}] (the
 * questions as they were when sent), pageID, createdAt, read}`; a ticked box is "on":
 * - GET /{id}/submissions?page=1&pageSize=25&search=&read=all|read|unread: `{Success, items:
 *   [{id, createdAt, read, preview}], totalItems, unreadCount}`, newest first.
 * - GET /{id}/submissions/export: the CSV file (UTF-8 with BOM, formula-safe), oldest first.
 * - GET /{id}/submissions/{sid}: `{Success, submission}`; marks it read.
 * - PUT /{id}/submissions/{sid}/read `{read: boolean}`: `{Success, submission}`.
 * - DELETE /{id}/submissions/{sid}: `{Success}`.
 */
import { Hono } from "hono";
import { CSV_CONTENT_TYPE } from "../../lib/content/csv.ts";
import {
  createFormTemplateBody,
  formsSettingsBody,
  markReadBody,
  submissionListQuery,
  updateFormTemplateBody,
} from "../../lib/content/forms.ts";
import { idParam, jsonBody, parseInput } from "../../lib/http/validate.ts";
import { requirePermission } from "../../lib/ops/access/access.ts";
import {
  createFormTemplate,
  deleteFormTemplate,
  formTemplateNames,
  getFormTemplateFor,
  listFormTemplates,
  updateFormTemplate,
} from "../../lib/ops/forms/form_templates.ts";
import {
  deleteSubmission,
  getFormsSettingsFor,
  getSubmission,
  listSubmissions,
  markSubmissionRead,
  saveFormsSettingsFor,
} from "../../lib/ops/forms/submissions.ts";
import { exportSubmissionsCsv } from "../../lib/ops/forms/submissions_csv.ts";
import type { AppEnv } from "../_env.ts";

export const forms = new Hono<AppEnv>()
  // The names alone, for the form block's picker: page editors need them, not manage-forms.
  .get("/names", async (c) => {
    return c.json({ Success: true, templates: await formTemplateNames(c.var.deps, c.var.actor) });
  })
  // Before the body is read: a caller without the permission learns nothing from validation.
  .use("*", async (c, next) => {
    requirePermission(c.var.actor, "manage-forms");
    await next();
  })
  .get("/", async (c) => {
    const templates = await listFormTemplates(c.var.deps, c.var.actor);
    return c.json({ Success: true, templates });
  })
  .post("/", async (c) => {
    const body = await jsonBody(c, createFormTemplateBody);
    const template = await createFormTemplate(c.var.deps, c.var.actor, body);
    return c.json({ Success: true, template }, 201);
  })
  .get("/settings", async (c) => {
    const settings = await getFormsSettingsFor(c.var.deps, c.var.actor);
    return c.json({ Success: true, settings });
  })
  .put("/settings", async (c) => {
    const body = await jsonBody(c, formsSettingsBody);
    const settings = await saveFormsSettingsFor(c.var.deps, c.var.actor, body);
    return c.json({ Success: true, settings });
  })
  .get("/:id", async (c) => {
    const found = await getFormTemplateFor(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true, ...found });
  })
  .put("/:id", async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, updateFormTemplateBody);
    const template = await updateFormTemplate(c.var.deps, c.var.actor, id, body);
    return c.json({ Success: true, template });
  })
  .delete("/:id", async (c) => {
    const result = await deleteFormTemplate(c.var.deps, c.var.actor, idParam(c));
    if (!result.deleted) {
      return c.json({
        Success: false,
        Errors: [{ property: "usedBy", code: "V_07" }],
        usedBy: result.usedBy,
      }, 409);
    }
    return c.json({ Success: true });
  })
  .get("/:id/submissions", async (c) => {
    const id = idParam(c);
    const query = parseInput(submissionListQuery, c.req.query());
    const page = await listSubmissions(c.var.deps, c.var.actor, id, query);
    return c.json({ Success: true, ...page });
  })
  .get("/:id/submissions/export", async (c) => {
    const { fileName, csv } = await exportSubmissionsCsv(c.var.deps, c.var.actor, idParam(c));
    c.header("Content-Type", CSV_CONTENT_TYPE);
    c.header("Content-Disposition", `attachment; filename="${fileName}"`);
    return c.body(csv);
  })
  .get("/:id/submissions/:sid", async (c) => {
    const submission = await getSubmission(
      c.var.deps,
      c.var.actor,
      idParam(c),
      idParam(c, "sid"),
    );
    return c.json({ Success: true, submission });
  })
  .put("/:id/submissions/:sid/read", async (c) => {
    const id = idParam(c);
    const sid = idParam(c, "sid");
    const { read } = await jsonBody(c, markReadBody);
    const submission = await markSubmissionRead(c.var.deps, c.var.actor, id, sid, read);
    return c.json({ Success: true, submission });
  })
  .delete("/:id/submissions/:sid", async (c) => {
    await deleteSubmission(c.var.deps, c.var.actor, idParam(c), idParam(c, "sid"));
    return c.json({ Success: true });
  });
