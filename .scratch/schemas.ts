import { z } from "zod";
const out: Record<string, unknown> = {};
// missing a
import { anchorAvailableBody } from "../lib/content/pages.ts";
import { auditQuery } from "../lib/content/audit.ts";
import { auditSettingsBody } from "../lib/content/audit.ts";
import { bySlugBody } from "../lib/content/pages.ts";
import { checkTokenBody } from "../lib/content/users.ts";
import { checksReportQuery } from "../lib/content/checks/report.ts";
import { createDirBody } from "../lib/content/media.ts";
import { createFormTemplateBody } from "../lib/content/forms.ts";
import { createPageBody } from "../lib/content/pages.ts";
import { createTranslationBody } from "../lib/content/pages.ts";
import { createUserBody } from "../lib/content/users.ts";
import { deleteDirectoryBody } from "../lib/content/media.ts";
import { deleteFileBody } from "../lib/content/media.ts";
import { duplicateBody } from "../lib/content/pages.ts";
import { editFileBody } from "../lib/content/media.ts";
// missing emptyBody
import { forgotPasswordBody } from "../lib/content/users.ts";
import { formsSettingsBody } from "../lib/content/forms.ts";
import { getDirBody } from "../lib/content/media.ts";
import { getFileBody } from "../lib/content/media.ts";
import { getMultipleBody } from "../lib/content/pages.ts";
import { getPagesBody } from "../lib/content/pages.ts";
import { getTrashBody } from "../lib/content/media.ts";
import { listPagesBody } from "../lib/content/pages.ts";
import { listPagesByFileBody } from "../lib/content/media.ts";
import { loginBody } from "../lib/content/users.ts";
import { markReadBody } from "../lib/content/forms.ts";
import { moveDirectoryBody } from "../lib/content/media.ts";
import { moveFileBody } from "../lib/content/media.ts";
import { newsQuery } from "../lib/content/news_query.ts";
import { presenceBody } from "../lib/content/presence.ts";
import { presenceQuery } from "../lib/content/presence.ts";
import { previewDocumentBody } from "../lib/content/pages.ts";
import { registerBody } from "../lib/content/users.ts";
import { requestPublicationBody } from "../lib/content/pages.ts";
import { resetAccountBody } from "../lib/content/users.ts";
import { restoreFileBody } from "../lib/content/media.ts";
import { reviewBody } from "../lib/content/pages.ts";
import { roleBody } from "../lib/content/roles.ts";
import { saveMenuBody } from "../lib/content/menus.ts";
import { savePageBody } from "../lib/content/pages.ts";
import { saveSettingsBody } from "../lib/ops/settings/save_settings.ts";
import { scheduleBody } from "../lib/content/pages.ts";
import { searchBody } from "../lib/search/search.ts";
import { searchFilesBody } from "../lib/content/media.ts";
import { searchPagesBody } from "../lib/content/pages.ts";
import { slugAvailableBody } from "../lib/content/pages.ts";
import { storeVersionRequestBody } from "../lib/content/pages.ts";
import { submissionListQuery } from "../lib/content/forms.ts";
import { subscribeBody } from "../lib/content/newsletter.ts";
import { subscriberFilter } from "../lib/content/newsletter.ts";
import { subscriberListBody } from "../lib/content/newsletter.ts";
import { tagSearchBody } from "../lib/content/tags.ts";
import { tagValidateBody } from "../lib/content/tags.ts";
import { updateFormTemplateBody } from "../lib/content/forms.ts";
import { updateUserBody } from "../lib/content/users.ts";
const all: Record<string, any> = {
  anchorAvailableBody,
  auditQuery,
  auditSettingsBody,
  bySlugBody,
  checkTokenBody,
  checksReportQuery,
  createDirBody,
  createFormTemplateBody,
  createPageBody,
  createTranslationBody,
  createUserBody,
  deleteDirectoryBody,
  deleteFileBody,
  duplicateBody,
  editFileBody,
  forgotPasswordBody,
  formsSettingsBody,
  getDirBody,
  getFileBody,
  getMultipleBody,
  getPagesBody,
  getTrashBody,
  listPagesBody,
  listPagesByFileBody,
  loginBody,
  markReadBody,
  moveDirectoryBody,
  moveFileBody,
  newsQuery,
  presenceBody,
  presenceQuery,
  previewDocumentBody,
  registerBody,
  requestPublicationBody,
  resetAccountBody,
  restoreFileBody,
  reviewBody,
  roleBody,
  saveMenuBody,
  savePageBody,
  saveSettingsBody,
  scheduleBody,
  searchBody,
  searchFilesBody,
  searchPagesBody,
  slugAvailableBody,
  storeVersionRequestBody,
  submissionListQuery,
  subscribeBody,
  subscriberFilter,
  subscriberListBody,
  tagSearchBody,
  tagValidateBody,
  updateFormTemplateBody,
  updateUserBody,
};
for (const [n, s] of Object.entries(all)) {
  try {
    const j: any = z.toJSONSchema(s, { io: "input", unrepresentable: "any" });
    const props = j.properties ?? {};
    const req = new Set(j.required ?? []);
    const desc = Object.entries(props).map(([k, v]: [string, any]) => {
      let t = v.type ?? (v.anyOf ? v.anyOf.map((x: any) => x.type ?? (x.const !== undefined ? JSON.stringify(x.const) : "?")).join("|") : v.enum ? v.enum.map((e: unknown) => JSON.stringify(e)).join("|") : "?");
      if (Array.isArray(t)) t = t.join("|");
      if (v.enum && v.type) t = v.enum.map((e: unknown) => JSON.stringify(e)).join("|");
      const lim = [v.maxLength && `≤${v.maxLength}`, v.maximum !== undefined && `≤${v.maximum}`, v.maxItems && `≤${v.maxItems} items`].filter(Boolean).join(",");
      return `${k}${req.has(k) ? "" : "?"}: ${t}${lim ? ` (${lim})` : ""}`;
    });
    console.log(`${n}: ${j.type === "object" ? "{" + desc.join(", ") + "}" : JSON.stringify(j).slice(0, 200)}`);
  } catch (e) { console.log(`${n}: ERROR ${(e as Error).message.slice(0, 100)}`); }
}
