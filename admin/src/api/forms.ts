/** Calls of /api/ximblox/forms (routes/api/forms.ts): form templates and their submissions. */
import type {
  FormsSettings,
  FormSubmission,
  FormSubmissionSummary,
  FormTemplate,
  FormTemplateSummary,
  FormTemplateUse,
} from "../../../lib/content/forms.ts";
import { API_BASE, request } from "./client.ts";

export type {
  FormsSettings,
  FormSubmission,
  FormSubmissionSummary,
  FormTemplate,
  FormTemplateSummary,
  FormTemplateUse,
};

/** What a save sends: the template without its id and times. */
export type FormTemplateBody = Pick<
  FormTemplate,
  "name" | "receiverEmail" | "confirmationTitle" | "confirmationText" | "fields"
>;

export async function listFormTemplates(signal?: AbortSignal): Promise<FormTemplateSummary[]> {
  return (await request<{ templates: FormTemplateSummary[] }>("GET", "/forms", { signal }))
    .templates;
}

export async function getFormTemplate(
  id: number,
  signal?: AbortSignal,
): Promise<{ template: FormTemplate; usedBy: FormTemplateUse[] }> {
  return await request("GET", `/forms/${id}`, { signal });
}

export async function createFormTemplate(body: FormTemplateBody): Promise<FormTemplate> {
  return (await request<{ template: FormTemplate }>("POST", "/forms", { body })).template;
}

/** Saves the whole template; `revision` is the one it was loaded with (else PM_02, 409). */
export async function updateFormTemplate(
  id: number,
  body: FormTemplateBody,
  revision: string,
): Promise<FormTemplate> {
  return (await request<{ template: FormTemplate }>("PUT", `/forms/${id}`, {
    body: { ...body, revision },
  })).template;
}

/** Deletes a template; while pages show it, an ApiError (409, V_07) whose answer has `usedBy`. */
export async function deleteFormTemplate(id: number): Promise<void> {
  await request("DELETE", `/forms/${id}`);
}

export interface SubmissionQuery {
  page: number;
  pageSize: number;
  search: string;
  read: "all" | "read" | "unread";
}

export interface SubmissionPage {
  items: FormSubmissionSummary[];
  totalItems: number;
  unreadCount: number;
}

export async function listSubmissions(
  templateID: number,
  query: SubmissionQuery,
  signal?: AbortSignal,
): Promise<SubmissionPage> {
  const params = new URLSearchParams({
    page: String(query.page),
    pageSize: String(query.pageSize),
    search: query.search,
    read: query.read,
  });
  return await request("GET", `/forms/${templateID}/submissions?${params}`, { signal });
}

/** One submission; the server marks it read. */
export async function getSubmission(templateID: number, id: number): Promise<FormSubmission> {
  return (await request<{ submission: FormSubmission }>(
    "GET",
    `/forms/${templateID}/submissions/${id}`,
  )).submission;
}

export async function markSubmissionRead(
  templateID: number,
  id: number,
  read: boolean,
): Promise<FormSubmission> {
  return (await request<{ submission: FormSubmission }>(
    "PUT",
    `/forms/${templateID}/submissions/${id}/read`,
    { body: { read } },
  )).submission;
}

export async function deleteSubmission(templateID: number, id: number): Promise<void> {
  await request("DELETE", `/forms/${templateID}/submissions/${id}`);
}

/** The CSV export's address: a plain link downloads it with the session cookie. */
export function submissionsCsvUrl(templateID: number): string {
  return `${API_BASE}/forms/${templateID}/submissions/export`;
}

export async function getFormsSettings(signal?: AbortSignal): Promise<FormsSettings> {
  return (await request<{ settings: FormsSettings }>("GET", "/forms/settings", { signal }))
    .settings;
}

export async function saveFormsSettings(settings: FormsSettings): Promise<FormsSettings> {
  return (await request<{ settings: FormsSettings }>("PUT", "/forms/settings", {
    body: settings,
  })).settings;
}
