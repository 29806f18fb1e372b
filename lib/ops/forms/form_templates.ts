/**
 * Form templates (issue 13): list, read, create, update and delete; all need `manage-forms`, but
 * the names, which whoever may edit pages needs to choose one for a form block.
 *
 * - An update sends back the revision it was based on: another save in between is PM_02 (409),
 *   checked in the commit itself.
 * - A template that a page shows (latest or published version) is not deleted: the answer names
 *   those pages so staff can take the form off them first. Deleting removes its submissions.
 */
import type {
  FormTemplate,
  FormTemplateInput,
  FormTemplateSummary,
  FormTemplateUse,
} from "../../content/forms.ts";
import {
  deleteFormTemplate as deleteRecord,
  type FormTemplateRecord,
  getFormTemplate,
  getFormTemplateEntry,
  insertFormTemplate,
  listFormTemplates as listRecords,
  listSubmissionRefs,
  replaceFormTemplate,
} from "../../db/forms.ts";
import { CommitConflict } from "../../db/kv.ts";
import { apiError, found } from "../../http/errors.ts";
import { grants } from "../../content/permissions.ts";
import { requireActor, requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { auditDraft, changeSummary } from "../audit.ts";
import { finishPendingIndexes } from "../../db/version_index.ts";
import { templateUsage } from "./_template_usage.ts";

export async function listFormTemplates(
  deps: Deps,
  actor: Actor | null,
): Promise<FormTemplateSummary[]> {
  requirePermission(actor, "manage-forms");
  const templates = await listRecords(deps.kv);
  const summaries = await Promise.all(templates.map(async (t) => {
    const refs = await listSubmissionRefs(deps.kv, t.id);
    return {
      id: t.id,
      name: t.name,
      receiverEmail: t.receiverEmail,
      fieldCount: t.fields.length,
      submissionCount: refs.length,
      unreadCount: refs.filter(([, r]) => !r.read).length,
      updatedAt: t.updatedAt,
    };
  }));
  return summaries.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** Every template's id and name, by name: for the form block's picker (`edit-page` suffices). */
export async function formTemplateNames(
  deps: Deps,
  actor: Actor | null,
): Promise<{ id: number; name: string }[]> {
  const { role } = requireActor(actor);
  if (!grants(role.permissions, "edit-page") && !grants(role.permissions, "manage-forms")) {
    throw apiError("UM_01", "edit-page");
  }
  return (await listRecords(deps.kv)).map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** A template, else NF_01. */
export async function requireTemplate(deps: Deps, id: number): Promise<FormTemplate> {
  const template = await getFormTemplate(deps.kv, id);
  if (!template) throw apiError("NF_01", "id");
  return template;
}

export async function getFormTemplateFor(
  deps: Deps,
  actor: Actor | null,
  id: number,
): Promise<{ template: FormTemplate; usedBy: FormTemplateUse[] }> {
  requirePermission(actor, "manage-forms");
  const template = await requireTemplate(deps, id);
  return { template, usedBy: await templateUsage(deps.kv, id) };
}

export async function createFormTemplate(
  deps: Deps,
  actor: Actor | null,
  input: FormTemplateInput,
): Promise<FormTemplate> {
  const a = requirePermission(actor, "manage-forms");
  const now = Date.now();
  const draft = await auditDraft(deps, a, {
    action: "form-create",
    target: input.name,
    summary: `${input.fields.length} fields`,
  });
  return await insertFormTemplate(
    deps.kv,
    { ...input, createdAt: now, updatedAt: now },
    (id) => ({ ...draft, target: `${input.name} (#${id})` }),
  );
}

export async function updateFormTemplate(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: FormTemplateInput & { revision: string },
): Promise<FormTemplate> {
  const a = requirePermission(actor, "manage-forms");
  const entry = found(await getFormTemplateEntry(deps.kv, id), "id");
  if (entry.versionstamp !== input.revision) throw apiError("PM_02", "revision");
  const audit = await auditDraft(deps, a, {
    action: "form-update",
    target: `${input.name} (#${id})`,
    summary: changeSummary({
      name: [entry.value.name, input.name],
      fields: [entry.value.fields.length, input.fields.length],
    }, "saved"),
  });
  const { revision, ...fields } = input;
  const record: FormTemplateRecord = {
    ...fields,
    id,
    createdAt: entry.value.createdAt,
    updatedAt: Date.now(),
  };
  const saved = await replaceFormTemplate(deps.kv, record, revision, audit);
  if (!saved) throw apiError("PM_02", "revision");
  return saved;
}

/** Deletes a template no page shows; otherwise answers the pages that do (nothing deleted). */
export async function deleteFormTemplate(
  deps: Deps,
  actor: Actor | null,
  id: number,
): Promise<{ deleted: true } | { deleted: false; usedBy: FormTemplateUse[] }> {
  const a = requirePermission(actor, "manage-forms");
  const entry = found(await getFormTemplateEntry(deps.kv, id), "id");
  // Decided by the link index: none of it may still be catching up with a stored page.
  await finishPendingIndexes(deps.kv);
  const usedBy = await templateUsage(deps.kv, id);
  if (usedBy.length > 0) return { deleted: false, usedBy };
  const audit = await auditDraft(deps, a, {
    action: "form-delete",
    target: `${entry.value.name} (#${id})`,
    summary: "with its submissions",
  });
  try {
    await deleteRecord(deps.kv, entry as Deno.KvEntry<FormTemplateRecord>, audit);
  } catch (err) {
    // Saved by someone meanwhile: they may have meant to keep it.
    if (err instanceof CommitConflict) throw apiError("PM_02", "revision");
    throw err;
  }
  return { deleted: true };
}
