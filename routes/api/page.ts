/** /api/ximblox/page: pages and versions (docs/api.md, Pages). */
import { type Context, Hono } from "hono";
import {
  anchorAvailableBody,
  bySlugBody,
  createPageBody,
  createTranslationBody,
  duplicateBody,
  getMultipleBody,
  getPagesBody,
  listPagesBody,
  previewDocumentBody,
  requestPublicationBody,
  reviewBody,
  savePageBody,
  scheduleBody,
  searchPagesBody,
  slugAvailableBody,
  storeVersionRequestBody,
} from "../../lib/content/pages.ts";
import { presenceBody, presenceQuery } from "../../lib/content/presence.ts";
import { apiError } from "../../lib/http/errors.ts";
import { VERSION_BODY_MAX_BYTES } from "../../lib/http/body.ts";
import { idParam, jsonBody, parseInput } from "../../lib/http/validate.ts";
import { createPage } from "../../lib/ops/pages/create_page.ts";
import { createTranslation, duplicatePage } from "../../lib/ops/pages/copy_page.ts";
import { requirePermission } from "../../lib/ops/access/access.ts";
import { pageHistoryFor, restoreVersion } from "../../lib/ops/pages/page_history.ts";
import { translationsOf } from "../../lib/ops/pages/translations.ts";
import { schedulePage } from "../../lib/ops/pages/schedule_page.ts";
import { brokenLinksFor } from "../../lib/ops/pages/update_links.ts";
import { brokenMenuItemsFor } from "../../lib/ops/menus/menus.ts";
import { missingMediaFor } from "../../lib/ops/media/missing_media.ts";
import { deletePageFor } from "../../lib/ops/pages/delete_page.ts";
import {
  getMultipleFor,
  getPageFor,
  getVersionFor,
  siblingSlugsFor,
} from "../../lib/ops/pages/get_page.ts";
import { getPagesFor, listPagesFor, searchPagesFor } from "../../lib/ops/pages/list_pages.ts";
import { anchorAvailable, slugAvailable } from "../../lib/ops/pages/page_availability.ts";
import { publicPageJson } from "../../lib/ops/site/public_page_json.ts";
import {
  openRequestsFor,
  requestCommentFor,
  requestTrailFor,
} from "../../lib/ops/pages/list_publication_requests.ts";
import { requestPublication, revokePublication } from "../../lib/ops/pages/request_publication.ts";
import { acceptPublication, rejectPublication } from "../../lib/ops/pages/review_publication.ts";
import { previewDocumentHtml, previewVersionHtml } from "../../lib/ops/pages/preview_version.ts";
import { publishPage, unpublishPage } from "../../lib/ops/pages/publish_page.ts";
import { describeFor, versionChecksFor } from "../../lib/ops/pages/page_checks.ts";
import { savePageSettings } from "../../lib/ops/pages/save_page_settings.ts";
import { storePageVersion } from "../../lib/ops/pages/store_version.ts";
import {
  heartbeatPresence,
  leavePresence,
  lockPage,
  pagePresenceFor,
  takeOverPage,
} from "../../lib/ops/pages/page_presence.ts";
import type { AppEnv } from "../_env.ts";
import type { Finding } from "../../lib/content/checks/index.ts";
import type { Actor } from "../../lib/ops/deps.ts";

/** A draft preview: framed by the admin (same origin) only; never cached, never indexed. */
function previewResponse(c: Context<AppEnv>, html: string): Response {
  c.header("X-Frame-Options", "SAMEORIGIN");
  c.header(
    "Content-Security-Policy",
    "frame-ancestors 'self'; script-src 'self'; object-src 'none'",
  );
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  return c.html(html);
}

/** What a publish left open (it publishes anyway): how many, and each in the caller's words. */
function openProblems(actor: Actor, findings: readonly Finding[]) {
  return { publishedWithProblems: findings.length, problems: describeFor(actor, findings) };
}

async function bySlug(deps: AppEnv["Variables"]["deps"], slug: string) {
  // Published data only: nothing of a draft, the page's state or its schedule.
  const page = await publicPageJson(deps, slug);
  if (!page) throw apiError("PM_01", "slug");
  return { Success: true, page };
}

export const page = new Hono<AppEnv>()
  .post("/create", async (c) => {
    const body = await jsonBody(c, createPageBody);
    return c.json({ Success: true, ...(await createPage(c.var.deps, c.var.actor, body)) }, 201);
  })
  .post("/get-multiple", async (c) => {
    const body = await jsonBody(c, getMultipleBody);
    return c.json({ Success: true, items: await getMultipleFor(c.var.deps, c.var.actor, body) });
  })
  .get("/version/fetch/:versionId", async (c) => {
    const pageVersion = await getVersionFor(c.var.deps, c.var.actor, idParam(c, "versionId"));
    return c.json({ Success: true, pageVersion });
  })
  .get("/version/:id/checks", async (c) => {
    const problems = await versionChecksFor(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true, problems });
  })
  .get("/version/:id/preview", async (c) => {
    return previewResponse(c, await previewVersionHtml(c.var.deps, c.var.actor, idParam(c)));
  })
  // The editor's live preview: the unsaved document, validated like a store, stored nowhere.
  .post("/version/:id/preview", async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, previewDocumentBody, { maxBytes: VERSION_BODY_MAX_BYTES });
    return previewResponse(c, await previewDocumentHtml(c.var.deps, c.var.actor, id, body));
  })
  .post("/version/:id/store", async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, storeVersionRequestBody, {
      maxBytes: VERSION_BODY_MAX_BYTES,
    });
    return c.json({
      Success: true,
      ...(await storePageVersion(c.var.deps, c.var.actor, id, body)),
    });
  })
  // Presence and soft locks (issue 22, lib/ops/pages/page_presence.ts).
  .get("/:id/presence", async (c) => {
    const id = idParam(c);
    const { tabID } = parseInput(presenceQuery, { tabID: c.req.query("tabID") });
    return c.json({ Success: true, ...await pagePresenceFor(c.var.deps, c.var.actor, id, tabID) });
  })
  .post("/:id/presence", async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, presenceBody);
    return c.json({ Success: true, ...await heartbeatPresence(c.var.deps, c.var.actor, id, body) });
  })
  .post("/:id/presence/leave", async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, presenceBody);
    await leavePresence(c.var.deps, c.var.actor, id, body);
    return c.json({ Success: true });
  })
  .post("/:id/lock", async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, presenceBody);
    return c.json({ Success: true, ...await lockPage(c.var.deps, c.var.actor, id, body) });
  })
  .post("/:id/lock/take-over", async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, presenceBody);
    return c.json({ Success: true, ...await takeOverPage(c.var.deps, c.var.actor, id, body) });
  })
  .post("/slug-available", async (c) => {
    const body = await jsonBody(c, slugAvailableBody);
    return c.json({ Success: true, available: await slugAvailable(c.var.deps, c.var.actor, body) });
  })
  .post("/anchor-available", async (c) => {
    const body = await jsonBody(c, anchorAvailableBody);
    const available = anchorAvailable(c.var.actor, body);
    return c.json(
      available
        ? { Success: true, available }
        : { Success: true, available, Errors: [{ property: "anchorName", code: "V_18" }] },
    );
  })
  .post("/list", async (c) => {
    const body = await jsonBody(c, listPagesBody);
    return c.json({ Success: true, ...(await listPagesFor(c.var.deps, c.var.actor, body)) });
  })
  .post("/search", async (c) => {
    const body = await jsonBody(c, searchPagesBody);
    return c.json({ Success: true, items: await searchPagesFor(c.var.deps, c.var.actor, body) });
  })
  .post("/get-pages", async (c) => {
    const body = await jsonBody(c, getPagesBody);
    return c.json({ Success: true, items: await getPagesFor(c.var.deps, c.var.actor, body) });
  })
  .get("/get-sibling-slugs/:pageID", async (c) => {
    const siblings = await siblingSlugsFor(c.var.deps, c.var.actor, idParam(c, "pageID"));
    return c.json({ Success: true, siblings });
  })
  .post("/get-by-slug", async (c) => {
    const { slug } = await jsonBody(c, bySlugBody);
    return c.json(await bySlug(c.var.deps, slug));
  })
  .get("/get-by-slug-query", async (c) => {
    const { slug } = parseInput(bySlugBody, { slug: c.req.query("slug") ?? "/" });
    return c.json(await bySlug(c.var.deps, slug));
  })
  .get("/fetch-request", async (c) => {
    return c.json({ Success: true, items: await openRequestsFor(c.var.deps, c.var.actor) });
  })
  .get("/version/:id/fetch-request-comment", async (c) => {
    const comment = await requestCommentFor(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true, comment });
  })
  .post("/version/:id/accept-publication", async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, reviewBody);
    const request = await acceptPublication(c.var.deps, c.var.actor, id, body);
    return c.json({
      Success: true,
      requestID: request.id,
      status: request.status,
      // Accepting publishes: its answer names what is still open, as a publish's does.
      ...openProblems(c.var.actor!, request.findings),
    });
  })
  .post("/version/:id/reject-publication", async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, reviewBody);
    const request = await rejectPublication(c.var.deps, c.var.actor, id, body);
    return c.json({ Success: true, requestID: request.id, status: request.status });
  })
  .post("/:id/request-publication", async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, requestPublicationBody);
    return c.json({
      Success: true,
      ...(await requestPublication(c.var.deps, c.var.actor, id, body)),
    });
  })
  .post("/:id/revoke-publication", async (c) => {
    await revokePublication(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true });
  })
  .get("/:id/publication-requests", async (c) => {
    const items = await requestTrailFor(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true, items });
  })
  .post("/create-translation", async (c) => {
    const body = await jsonBody(c, createTranslationBody);
    return c.json(
      { Success: true, ...(await createTranslation(c.var.deps, c.var.actor, body)) },
      201,
    );
  })
  .post("/duplicate", async (c) => {
    const body = await jsonBody(c, duplicateBody);
    return c.json({ Success: true, ...(await duplicatePage(c.var.deps, c.var.actor, body)) }, 201);
  })
  .post("/version/:id/restore", async (c) => {
    const id = idParam(c);
    // The permission before the body, as elsewhere: a caller without it learns nothing more.
    requirePermission(c.var.actor, "edit-page");
    // The editor tab restoring (optional, as for a store): the soft lock is checked against it.
    const { tabID } = await jsonBody(c, presenceBody);
    return c.json({
      Success: true,
      ...(await restoreVersion(c.var.deps, c.var.actor, id, tabID)),
    });
  })
  .get("/:id/versions", async (c) => {
    return c.json({
      Success: true,
      items: await pageHistoryFor(c.var.deps, c.var.actor, idParam(c)),
    });
  })
  .get("/:id/translations", async (c) => {
    return c.json({
      Success: true,
      items: await translationsOf(c.var.deps, c.var.actor, idParam(c)),
    });
  })
  .get("/link-report", async (c) => {
    const items = await brokenLinksFor(c.var.deps, c.var.actor);
    const menuItems = await brokenMenuItemsFor(c.var.deps, c.var.actor);
    const media = await missingMediaFor(c.var.deps, c.var.actor);
    return c.json({ Success: true, items, menuItems, media });
  })
  .get("/:id", async (c) => {
    return c.json({ Success: true, page: await getPageFor(c.var.deps, c.var.actor, idParam(c)) });
  })
  .put("/:id/save", async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, savePageBody);
    const saved = await savePageSettings(c.var.deps, c.var.actor, id, body);
    return c.json({
      Success: true,
      pageID: saved.page.id,
      slug: saved.page.slug,
      updatedLinks: saved.updatedLinks,
    });
  })
  .post("/:id/publish", async (c) => {
    const done = await publishPage(c.var.deps, c.var.actor, idParam(c));
    return c.json({
      Success: true,
      publishedVersionID: done.publishedVersionID,
      publishedID: done.publishedID,
      // Published anyway (the editor asked once more); what is still open, in the caller's words.
      ...openProblems(c.var.actor!, done.findings),
    });
  })
  .post("/:id/schedule", async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, scheduleBody);
    const page = await schedulePage(c.var.deps, c.var.actor, id, body);
    return c.json({
      Success: true,
      publishAt: page.publishAt ? new Date(page.publishAt).toISOString() : null,
      unpublishAt: page.unpublishAt ? new Date(page.unpublishAt).toISOString() : null,
    });
  })
  .post("/:id/unpublish", async (c) => {
    await unpublishPage(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true, publishedVersionID: null, publishedID: null });
  })
  .post("/:id/delete", async (c) => {
    await deletePageFor(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true });
  });
