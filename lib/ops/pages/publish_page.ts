/** Publishing makes the latest stored version live; unpublishing takes the page off the site. */
import { finishPendingIndexes } from "../../db/version_index.ts";
import { nextId } from "../../db/counters.ts";
import { CommitConflict } from "../../db/kv.ts";
import { getVersionEntry, replaceVersionIn } from "../../db/versions.ts";
import { type PageRecord } from "../../db/page_records.ts";
import { refreshGroupPointers, updatePage } from "../../db/published_pointers.ts";
import type { Finding } from "../../content/checks/index.ts";
import { apiError } from "../../http/errors.ts";
import type { Actor, Deps } from "../deps.ts";
import { loadPage } from "../access/page_access.ts";
import { auditDraft, type AuditFacts, pageTarget } from "../audit.ts";
import { auditIn } from "../../db/audit.ts";
import { findingsOfVersion } from "./page_checks.ts";

/** What a publish is pinned to: the page revision a request was sent or a schedule set at. */
export interface PublishPin {
  versionID: number;
  revision: string;
}

/**
 * Publishes the page's latest stored version, or the version of `pin` (an accepted request's, a
 * scheduled publish's) only while the page is still at the pinned revision: otherwise PM_02 and
 * nothing is published. The commit checks the page and the version as read, so nothing stored in
 * between is published. `extra` adds to that commit (an accepted request's closing).
 *
 * Open problems of the checks (lib/content/checks) never stop a publish — the editor asked once
 * more — but their number is recorded on the page with it (`publishedWithProblems`), and they
 * are returned for the answer.
 */
export async function publishPage(
  deps: Deps,
  actor: Actor | null,
  id: number,
  options: {
    pin?: PublishPin;
    extra?: (op: Deno.AtomicOperation) => void;
    /** What the record of this publish says, when it is part of another action (an accept). */
    audit?: Omit<AuditFacts, "target">;
  } = {},
): Promise<PageRecord & { findings: Finding[] }> {
  const before = await loadPage(deps, actor, id, "publish-page");
  const page = before.value;
  const { pin } = options;
  if (pin && (pin.revision !== page.revision || pin.versionID !== page.latestVersionID)) {
    throw apiError("PM_02", "revision");
  }
  const versionID = pin?.versionID ?? page.latestVersionID;
  const version = await getVersionEntry(deps.kv, versionID);
  if (!version.value || version.value.pageID !== page.id) throw apiError("PM_01", "pageVersion");
  // Public delivery of its files goes by the usage index: none of it may still be catching up
  // (version_index.ts; read alongside, one list when nothing is pending).
  const [findings] = await Promise.all([
    findingsOfVersion(deps, page, version.value),
    finishPendingIndexes(deps.kv),
  ]);
  const now = Date.now();
  const after: PageRecord = {
    ...page,
    publishedVersionID: versionID,
    publishedID: await nextId(deps.kv, "publications"),
    publishedAt: now,
    publishedWithProblems: findings.length,
    updatedBy: actor!.user.id,
  };
  const audit = await auditDraft(deps, actor, {
    action: "page-publish",
    summary: `version ${versionID}${pin ? " (as pinned)" : ""}`,
    ...options.audit,
    target: pageTarget(page),
  });
  try {
    await updatePage(deps.kv, before, after, (op) => {
      auditIn(op, audit);
      // A published version no longer waits for review.
      if (version.value!.hasPublicationRequest) {
        replaceVersionIn(op, version, { ...version.value!, hasPublicationRequest: false });
      } else {
        op.check(version);
      }
      options.extra?.(op);
    });
  } catch (err) {
    if (err instanceof CommitConflict) throw apiError("PM_02", "revision");
    throw err;
  }
  // The translations' pages list this one as an alternate: have them drawn again.
  await refreshGroupPointers(deps.kv, after.siblingGroup, { except: after.id });
  return { ...after, findings };
}

export async function unpublishPage(
  deps: Deps,
  actor: Actor | null,
  id: number,
): Promise<PageRecord> {
  const before = await loadPage(deps, actor, id, "publish-page");
  const after: PageRecord = {
    ...before.value,
    publishedVersionID: null,
    publishedID: null,
    publishedAt: null,
    updatedBy: actor!.user.id,
  };
  const audit = await auditDraft(deps, actor, {
    action: "page-unpublish",
    target: pageTarget(before.value),
    summary: `was version ${before.value.publishedVersionID ?? "-"}`,
  });
  try {
    await updatePage(deps.kv, before, after, (op) => auditIn(op, audit));
  } catch (err) {
    if (err instanceof CommitConflict) throw apiError("PM_02", "revision");
    throw err;
  }
  // The translations' pages list this one as an alternate: have them drawn again.
  await refreshGroupPointers(deps.kv, after.siblingGroup, { except: after.id });
  return after;
}
