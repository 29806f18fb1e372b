/**
 * The submissions of a form template in the admin (issue 13; `manage-forms`): a page of the
 * list (newest first, searched and filtered by read state), one submission (reading it marks it
 * read), marking read or unread, deleting, and the forms settings (how long submissions are
 * kept). The CSV export is in submissions_csv.ts.
 */
import {
  type FormsSettings,
  type FormSubmission,
  type FormSubmissionSummary,
  type SubmissionListQuery,
} from "../../content/forms.ts";
import { matchesWords, searchWords } from "../../content/text_match.ts";
import {
  deleteSubmission as deleteRecord,
  getFormsSettings,
  getSubmissionEntry,
  getSubmissions,
  listSubmissionRefs,
  saveFormsSettings,
  setSubmissionRead,
  submissionsNewestFirst,
} from "../../db/forms.ts";
import { apiError, found } from "../../http/errors.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { auditDraft, changeSummary } from "../audit.ts";
import { requireTemplate } from "./form_templates.ts";

/** Characters of a list entry's preview. */
const PREVIEW_LENGTH = 120;

export interface SubmissionPage {
  items: FormSubmissionSummary[];
  totalItems: number;
  /** Unread submissions of the template, whatever the filter. */
  unreadCount: number;
}

/** The first non-empty answers of a submission, on one line, shortened. */
export function previewOf(s: FormSubmission): string {
  const text = s.fields
    .filter((f) => f.kind !== "checkbox" && f.kind !== "consent")
    .map((f) => s.values[f.id] ?? "")
    .filter((v) => v !== "")
    .join(" · ")
    .replace(/\s+/g, " ");
  const chars = [...text];
  return chars.length > PREVIEW_LENGTH ? `${chars.slice(0, PREVIEW_LENGTH - 1).join("")}…` : text;
}

function summaryOf(s: FormSubmission): FormSubmissionSummary {
  return { id: s.id, createdAt: s.createdAt, read: s.read, preview: previewOf(s) };
}

/** Whether a submission holds every word of a search (in any answer or a field's label). */
function matches(s: FormSubmission, words: string[]): boolean {
  const text = s.fields.map((f) => `${f.label}\n${s.values[f.id] ?? ""}`).join("\n");
  return matchesWords(text, words);
}

export async function listSubmissions(
  deps: Deps,
  actor: Actor | null,
  templateID: number,
  query: SubmissionListQuery,
): Promise<SubmissionPage> {
  requirePermission(actor, "manage-forms");
  await requireTemplate(deps, templateID);
  const refs = await listSubmissionRefs(deps.kv, templateID);
  const unreadCount = refs.filter(([, r]) => !r.read).length;
  const wanted = (read: boolean) => query.read === "all" || (query.read === "read") === read;
  const start = (query.page - 1) * query.pageSize;
  const words = searchWords(query.search);
  if (words.length === 0) {
    // Without a search the small list entries page and filter; only the page's values are read.
    const ids = refs.filter(([, r]) => wanted(r.read)).map(([id]) => id);
    const page = await getSubmissions(
      deps.kv,
      templateID,
      ids.slice(start, start + query.pageSize),
    );
    return { items: page.map(summaryOf), totalItems: ids.length, unreadCount };
  }
  const items: FormSubmissionSummary[] = [];
  let totalItems = 0;
  for await (const s of submissionsNewestFirst(deps.kv, templateID)) {
    if (!wanted(s.read) || !matches(s, words)) continue;
    if (totalItems >= start && items.length < query.pageSize) items.push(summaryOf(s));
    totalItems++;
  }
  return { items, totalItems, unreadCount };
}

async function requireSubmission(deps: Deps, templateID: number, id: number) {
  return found(await getSubmissionEntry(deps.kv, templateID, id), "submissionID");
}

/** One submission; reading it marks it read. */
export async function getSubmission(
  deps: Deps,
  actor: Actor | null,
  templateID: number,
  id: number,
): Promise<FormSubmission> {
  requirePermission(actor, "manage-forms");
  const entry = await requireSubmission(deps, templateID, id);
  // Losing a race with another reader or a delete changes nothing worth an error here.
  if (!entry.value.read) await setSubmissionRead(deps.kv, entry, true);
  return { ...entry.value, read: true };
}

export async function markSubmissionRead(
  deps: Deps,
  actor: Actor | null,
  templateID: number,
  id: number,
  read: boolean,
): Promise<FormSubmission> {
  requirePermission(actor, "manage-forms");
  const entry = await requireSubmission(deps, templateID, id);
  if (!(await setSubmissionRead(deps.kv, entry, read))) throw apiError("PM_02", "read");
  return { ...entry.value, read };
}

export async function deleteSubmission(
  deps: Deps,
  actor: Actor | null,
  templateID: number,
  id: number,
): Promise<void> {
  const a = requirePermission(actor, "manage-forms");
  const entry = await requireSubmission(deps, templateID, id);
  await deleteRecord(
    deps.kv,
    entry.value,
    await auditDraft(deps, a, {
      action: "submission-delete",
      target: `form #${templateID}, submission #${id}`,
      summary: `received ${new Date(entry.value.createdAt).toISOString()}`,
    }),
  );
}

export async function getFormsSettingsFor(
  deps: Deps,
  actor: Actor | null,
): Promise<FormsSettings> {
  requirePermission(actor, "manage-forms");
  return await getFormsSettings(deps.kv);
}

export async function saveFormsSettingsFor(
  deps: Deps,
  actor: Actor | null,
  settings: FormsSettings,
): Promise<FormsSettings> {
  const a = requirePermission(actor, "manage-forms");
  const before = await getFormsSettings(deps.kv);
  await saveFormsSettings(
    deps.kv,
    settings,
    await auditDraft(deps, a, {
      action: "settings-save",
      target: "forms settings",
      summary: changeSummary({ retentionDays: [before.retentionDays, settings.retentionDays] }),
    }),
  );
  return settings;
}
