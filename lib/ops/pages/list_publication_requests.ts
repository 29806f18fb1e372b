/** Reading publication requests: the open ones for reviewers, a page's trail, a comment. */
import { grants } from "../../content/permissions.ts";
import { getPage } from "../../db/pages.ts";
import { getVersion } from "../../db/versions.ts";
import { openRequests, pageRequests } from "../../db/publication_requests.ts";
import { apiError } from "../../http/errors.ts";
import { requireActor, requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { loadPage } from "../access/page_access.ts";
import { presentRequest, type RequestJson } from "../present/present_request.ts";

/** Open requests the reviewer may decide on (narrowed by their permission's locales and types). */
export async function openRequestsFor(deps: Deps, actor: Actor | null): Promise<RequestJson[]> {
  const a = requirePermission(actor, "review-publication");
  const out: RequestJson[] = [];
  for (const r of await openRequests(deps.kv)) {
    const json = await presentRequest(deps, r);
    if (!json) continue;
    const scope = { locale: json.locale, pageType: json.type };
    if (grants(a.role.permissions, "review-publication", scope)) out.push(json);
  }
  return out.sort((x, y) => x.createdAt.localeCompare(y.createdAt));
}

/** Every request of a page, newest first: who, when, comment, reviewer, feedback, outcome. */
export async function requestTrailFor(
  deps: Deps,
  actor: Actor | null,
  pageID: number,
): Promise<RequestJson[]> {
  await loadPage(deps, actor, pageID, "edit-page");
  const out: RequestJson[] = [];
  for (const r of await pageRequests(deps.kv, pageID)) {
    const json = await presentRequest(deps, r);
    if (json) out.push(json);
  }
  return out.reverse();
}

/** The comment of the newest request for a version (reviewers and editors of the page). */
export async function requestCommentFor(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
): Promise<string> {
  const a = requireActor(actor);
  const version = await getVersion(deps.kv, versionID);
  const page = version && await getPage(deps.kv, version.pageID);
  if (!version || !page) throw apiError("PM_01", "pageVersion");
  const scope = { locale: page.locale, pageType: page.type };
  if (
    !grants(a.role.permissions, "review-publication", scope) &&
    !grants(a.role.permissions, "edit-page", scope)
  ) throw apiError("UM_01", "request");
  const forVersion = (await pageRequests(deps.kv, page.id)).filter((r) =>
    r.versionID === versionID
  );
  const newest = forVersion.at(-1);
  if (!newest) throw apiError("V_07", "request");
  return newest.comment;
}
