/**
 * A template's submissions as a CSV file (issue 13; `manage-forms`), oldest first, for
 * spreadsheet programs: UTF-8 with a byte order mark and every cell defused against formula
 * injection (lib/content/csv.ts). One column per field of the template as it is now, then one
 * for each field that only older submissions have (the template changed since), so no answer
 * is left out.
 */
import { csvDocument, csvFileName } from "../../content/csv.ts";
import { FORMS_TIME_ZONE, type SubmittedField, submittedField } from "../../content/forms.ts";
import { type Language, LANGUAGES } from "../../content/locales.ts";
import { submissionsNewestFirst } from "../../db/forms.ts";
import { displayValue } from "../../mail/form_templates.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { requireTemplate } from "./form_templates.ts";
import { recordExport } from "../audit.ts";
import { SUBMISSIONS_CSV_HEADINGS } from "../../i18n/forms.ts";

/** "2026-11-23 14:05:09" in the lab's time zone: sortable, and read as a date by spreadsheets. */
const DATE = new Intl.DateTimeFormat("sv-SE", {
  timeZone: FORMS_TIME_ZONE,
  dateStyle: "short",
  timeStyle: "medium",
});

export async function exportSubmissionsCsv(
  deps: Deps,
  actor: Actor | null,
  templateID: number,
): Promise<{ fileName: string; csv: string }> {
  const a = requirePermission(actor, "manage-forms");
  const template = await requireTemplate(deps, templateID);
  const language: Language = (LANGUAGES as readonly string[]).includes(a.user.language)
    ? a.user.language
    : "en";
  const h = SUBMISSIONS_CSV_HEADINGS[language];
  const submissions = [];
  for await (const s of submissionsNewestFirst(deps.kv, templateID)) submissions.push(s);
  submissions.reverse();

  const columns: SubmittedField[] = template.fields.map(submittedField);
  const known = new Set(columns.map((c) => c.id));
  for (const s of submissions) {
    for (const f of s.fields) {
      if (!known.has(f.id)) {
        known.add(f.id);
        columns.push(f);
      }
    }
  }
  const rows: (string | number)[][] = [[h.id, h.date, h.read, ...columns.map((c) => c.label)]];
  for (const s of submissions) {
    rows.push([
      s.id,
      DATE.format(s.createdAt),
      s.read ? h.yes : h.no,
      ...columns.map((c) => {
        const value = s.values[c.id];
        // A field the submission did not have stays empty rather than "No".
        return value === undefined ? "" : displayValue(c.kind, value, language);
      }),
    ]);
  }
  await recordExport(
    deps,
    a,
    `form ${template.name} (#${templateID})`,
    `${submissions.length} submissions as CSV`,
  );
  return { fileName: csvFileName(template.name), csv: csvDocument(rows) };
}
