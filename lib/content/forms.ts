/**
 * Form templates and their submissions (issue 13): the shared contract of the server and the
 * admin. A template names where its submissions are mailed, what the visitor sees after sending
 * and its ordered fields (lib/content/form_validation.ts, zod-free, holds the field types and
 * the validation of values, shared with the public island).
 *
 * A page shows a template through a `form` block whose props hold `templateID`
 * (lib/content/blocks/form.ts); {@link formTemplateIDsOf} finds them in a block list.
 */
import { z } from "zod";
import { emailAddress, MAX_TEXT, optionalText, requiredText } from "./fields.ts";
import { isSiteOrWebLink, safeHref } from "./links.ts";
import { SITE_TIME_ZONE } from "./site_time.ts";
import {
  CHECK_KINDS,
  effectiveLimit,
  FIELD_ID,
  FIELD_KINDS,
  fieldCaption,
  type FieldKind,
  type FormField,
  MAX_LENGTH,
  OPTION_KINDS,
} from "./form_validation.ts";

export * from "./form_validation.ts";

export const MAX_FIELDS = 50;
export const MAX_OPTIONS = 50;
export const MAX_HELP = 500;
export const MAX_CONFIRMATION_TEXT = 2000;
/** Days submissions are kept when staff set nothing else. */
export const DEFAULT_RETENTION_DAYS = 365;
export const MAX_RETENTION_DAYS = 3650;
/** The time zone dates of submissions are written in (mails, CSV): the lab's. */
export const FORMS_TIME_ZONE = SITE_TIME_ZONE;
/** Submissions per page of the admin's list, by default and at most. */
export const SUBMISSIONS_PAGE_SIZE = 25;
export const MAX_SUBMISSIONS_PAGE_SIZE = 100;

export interface FormTemplate {
  id: number;
  name: string;
  /** Where every submission is mailed. */
  receiverEmail: string;
  /** What the visitor sees after sending (plain text; the sender's confirmation mail too). */
  confirmationTitle: string;
  confirmationText: string;
  fields: FormField[];
  /** Changes with every save; an update sends back the one it was based on (else PM_02). */
  revision: string;
  createdAt: number;
  updatedAt: number;
}

/** A template as the public site may know it: no receiving address. */
export type PublicFormTemplate = Pick<
  FormTemplate,
  "id" | "name" | "confirmationTitle" | "confirmationText" | "fields"
>;

export function publicFormTemplate(t: FormTemplate): PublicFormTemplate {
  const { id, name, confirmationTitle, confirmationText } = t;
  // A consent link stored before the link rule was this strict is not drawn as a link.
  const fields = t.fields.map((f) => f.link && !safeHref(f.link) ? { ...f, link: "" } : f);
  return { id, name, confirmationTitle, confirmationText, fields };
}

/** A template in the overview, with how many submissions it has and how many are unread. */
export interface FormTemplateSummary {
  id: number;
  name: string;
  receiverEmail: string;
  fieldCount: number;
  submissionCount: number;
  unreadCount: number;
  updatedAt: number;
}

/** A page that shows a template (its latest or its published version has the form block). */
export interface FormTemplateUse {
  pageID: number;
  title: string;
  slug: string;
  locale: string;
}

/** What a field was when a submission was sent (fields change; a submission keeps its questions). */
export type SubmittedField = Pick<FormField, "id" | "label" | "kind">;

export interface FormSubmission {
  id: number;
  templateID: number;
  /** Field id → the cleaned value ("on" or "" for a checkbox). */
  values: Record<string, string>;
  fields: SubmittedField[];
  /** The page the form was sent from, when known. */
  pageID: number | null;
  createdAt: number;
  read: boolean;
}

/** One submission in a list: the first values, enough to recognise it. */
export interface FormSubmissionSummary {
  id: number;
  createdAt: number;
  read: boolean;
  /** The first few non-empty answers, shortened. */
  preview: string;
}

export interface FormsSettings {
  /** Submissions older than this many days are deleted by the hourly collector. */
  retentionDays: number;
}

/** What a submission keeps of a field. */
export function submittedField(f: FormField): SubmittedField {
  return { id: f.id, label: fieldCaption(f), kind: f.kind };
}

/** Every form template id that a block list's `form` blocks name. */
export function formTemplateIDsOf(blocks: readonly { type: string; props: unknown }[]): number[] {
  const out = new Set<number>();
  for (const block of blocks) {
    if (block.type !== "form" || !block.props || typeof block.props !== "object") continue;
    const id = (block.props as { templateID?: unknown }).templateID;
    if (typeof id === "number" && Number.isSafeInteger(id) && id > 0) out.add(id);
  }
  return [...out];
}

/**
 * The form blocks of a block list: block key → the template id it names (as a form post names
 * them, lib/ops/forms/form_placement.ts).
 */
export function formBlocksOf(
  blocks: readonly { type: string; key: string; props: unknown }[],
): Map<string, number> {
  const out = new Map<string, number>();
  for (const block of blocks) {
    const templateID = (block.props as { templateID?: unknown } | undefined)?.templateID;
    if (block.type === "form" && typeof templateID === "number") out.set(block.key, templateID);
  }
  return out;
}

const fieldSchema = z.object({
  id: z.string({ error: "V_01" }).regex(FIELD_ID, { error: "V_12" }),
  label: requiredText(),
  kind: z.enum(FIELD_KINDS, { error: "V_12" }),
  limit: z.number({ error: "V_12" }).int({ error: "V_12" }).positive({ error: "V_12" }).nullable()
    .default(null),
  optional: z.boolean({ error: "V_12" }).default(false),
  help: optionalText(MAX_HELP),
  options: z.array(requiredText(), { error: "V_12" }).max(MAX_OPTIONS, { error: "V_12" })
    .default([]),
  linkText: optionalText(),
  link: z.string({ error: "V_12" }).trim().max(2000, { error: "V_11" }).default(""),
}).superRefine((f, ctx) => {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: "custom", message, path });
  if (f.limit !== null && f.limit > MAX_LENGTH[f.kind]) issue(["limit"], "V_14");
  if (OPTION_KINDS.includes(f.kind)) {
    if (f.options.length === 0) issue(["options"], "V_01");
    const seen = new Set<string>();
    f.options.forEach((o, i) => {
      if (seen.has(o)) issue(["options", i], "V_06");
      seen.add(o);
    });
  }
  if (f.kind === "consent") {
    // A path on this site ("/algemene-voorwaarden") or an http(s) address: THE link rule.
    if (f.link !== "" && !isSiteOrWebLink(f.link)) issue(["link"], "V_13");
    if (f.link !== "" && f.linkText === "") issue(["linkText"], "V_01");
    if (f.link === "" && f.linkText !== "") issue(["link"], "V_01");
  }
}).transform((f): FormField => normaliseField(f));

/** A field with what its kind does not use cleared, so stored fields carry no stray settings. */
export function normaliseField(f: FormField): FormField {
  const kind: FieldKind = f.kind;
  return {
    ...f,
    // A limit means characters typed; ticked boxes and chosen options have none of their own.
    limit: CHECK_KINDS.includes(kind) || OPTION_KINDS.includes(kind) ? null : f.limit,
    options: OPTION_KINDS.includes(kind) ? f.options : [],
    linkText: kind === "consent" ? f.linkText : "",
    link: kind === "consent" ? f.link : "",
  };
}

/**
 * What a submission may take as stored, at most: one KV value holds 64 KiB. A form whose fields
 * could hold more (several long texts at their maximum) is refused when it is saved (V_14), so
 * that no visitor's submission can ever be too large to keep.
 */
export const MAX_SUBMISSION_BYTES = 60_000;

/** The most bytes a submission of `fields` can take as stored (a character up to 4). */
export function maxSubmissionBytes(fields: readonly FormField[]): number {
  return fields.reduce(
    (n, f) =>
      n + 2 * (f.label.length + f.linkText.length + f.id.length) + 4 * effectiveLimit(f) + 100,
    500,
  );
}

const fieldsSchema = z.array(fieldSchema, { error: "V_12" })
  .min(1, { error: "V_01" })
  .max(MAX_FIELDS, { error: "V_12" })
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((f, i) => {
      if (seen.has(f.id)) ctx.addIssue({ code: "custom", message: "V_06", path: [i, "id"] });
      seen.add(f.id);
    });
    if (maxSubmissionBytes(fields) > MAX_SUBMISSION_BYTES) {
      ctx.addIssue({ code: "custom", message: "V_14", path: [] });
    }
  });

const templateFields = {
  name: requiredText(),
  receiverEmail: emailAddress(),
  confirmationTitle: requiredText(),
  confirmationText: optionalText(MAX_CONFIRMATION_TEXT),
  fields: fieldsSchema,
};

/** POST /api/ximblox/forms: a new template. */
export const createFormTemplateBody = z.object(templateFields);
export type FormTemplateInput = z.output<typeof createFormTemplateBody>;

/** PUT /api/ximblox/forms/{id}: the whole template and the revision it was based on. */
export const updateFormTemplateBody = z.object({
  ...templateFields,
  revision: z.string({ error: "V_01" }).max(100, { error: "V_12" }),
});

/** PUT /api/ximblox/forms/settings. */
export const formsSettingsBody = z.object({
  retentionDays: z.number({ error: "V_12" }).int({ error: "V_12" }).min(1, { error: "V_12" })
    .max(MAX_RETENTION_DAYS, { error: "V_12" }),
});

/** PUT /api/ximblox/forms/{id}/submissions/{sid}/read. */
export const markReadBody = z.object({ read: z.boolean({ error: "V_01" }) });

/** GET /api/ximblox/forms/{id}/submissions query. */
export const submissionListQuery = z.object({
  page: z.coerce.number({ error: "V_12" }).int({ error: "V_12" }).min(1, { error: "V_12" })
    .max(1_000_000, { error: "V_12" }).default(1),
  pageSize: z.coerce.number({ error: "V_12" }).int({ error: "V_12" }).min(1, { error: "V_12" })
    .max(MAX_SUBMISSIONS_PAGE_SIZE, { error: "V_12" }).default(SUBMISSIONS_PAGE_SIZE),
  search: z.string({ error: "V_12" }).trim().max(MAX_TEXT, { error: "V_11" }).default(""),
  read: z.enum(["all", "read", "unread"], { error: "V_12" }).default("all"),
});
export type SubmissionListQuery = z.output<typeof submissionListQuery>;

/** A field id from a label: lower case, accents dropped, dashes between words. */
export function fieldIDFromLabel(label: string, taken: Iterable<string> = []): string {
  const base = label.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 32) || "field";
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2;; n++) {
    const id = `${base}-${n}`;
    if (!used.has(id)) return id;
  }
}
