/** Publishing makes the latest stored version live; unpublishing takes the page off the site. */
import { idsFrom, readCounter } from "../../db/counters.ts";
import { getPageEntry, getPages, siblingIDs } from "../../db/pages.ts";
import { readBlocks } from "../../db/version_blocks.ts";
import { finishPendingIndexes } from "../../db/version_index.ts";
import {
  latestVersionGuess,
  rememberLatestVersion,
  rememberPublishedVersion,
  rememberSiblingGroup,
  siblingGroupGuess,
} from "../../db/version_pages.ts";
import { backOff, CommitConflict, RACE_TRIES } from "../../db/kv.ts";
import { getVersionEntry, replaceVersionIn } from "../../db/versions.ts";
import { type PageRecord } from "../../db/page_records.ts";
import {
  pointerRefresh,
  readPointers,
  refreshGroupPointers,
  updatePage,
} from "../../db/published_pointers.ts";
import type { Finding } from "../../content/checks/index.ts";
import { apiError } from "../../http/errors.ts";
import type { Actor, Deps } from "../deps.ts";
import { loadPage } from "../access/page_access.ts";
import { auditDraft, auditDrafter, type AuditFacts, pageTarget } from "../audit.ts";
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
    /** What the record of this publish says, when it is part of another action (a schedule). */
    audit?: Omit<AuditFacts, "action" | "target">;
    /**
     * The record of the action that publishes (an accepted request), written in the same commit
     * beside the publish's own: the publish is still recorded as "page-publish".
     */
    cause?: Omit<AuditFacts, "target">;
  } = {},
): Promise<PageRecord & { findings: Finding[] }> {
  for (let attempt = 1;; attempt++) {
    const outcome = await publishOnce(deps, actor, id, options);
    if (outcome !== "id-taken") return outcome;
    // Publications in other processes took ids meanwhile: spread out, as counter writers do.
    if (attempt >= RACE_TRIES) throw apiError("PM_02", "revision");
    await backOff(attempt);
  }
}

/**
 * One try, in four round trips where this process saw the page's latest version before (the
 * editor's opening or store did): the page with that version, the audit settings, the id counter
 * and the translations together; the blocks and the published titles index (the duplicate-title
 * rule); the commit (which takes the publication id); the translations' pointers after it.
 */
async function publishOnce(
  deps: Deps,
  actor: Actor | null,
  id: number,
  options: Parameters<typeof publishPage>[3] & object,
): Promise<(PageRecord & { findings: Finding[] }) | "id-taken"> {
  const guess = options.pin?.versionID ?? latestVersionGuess(id);
  const versionRead = (versionID: number) => {
    const entry = getVersionEntry(deps.kv, versionID);
    const blocks = entry.then((e) => e.value ? readBlocks(deps.kv, e.value) : []);
    // Awaited below when the version is the one published (a wrong guess is dropped).
    entry.catch(() => {});
    blocks.catch(() => {});
    return { entry, blocks };
  };
  let guessed = guess === undefined ? null : versionRead(guess);
  const auditDraft = auditDrafter(deps);
  const counterRead = readCounter(deps.kv, "publications");
  counterRead.catch(() => {});
  // The translations, whose pages list this one as an alternate: their pointers get a fresh
  // revision in the publish's commit, so they are drawn again. Read from the sibling group this
  // process saw the page in (a page never changes group), else once the page is read.
  const groupGuess = siblingGroupGuess(id);
  let siblings = groupGuess === undefined ? null : translationsOf(deps.kv, groupGuess, id);
  siblings?.catch(() => {});
  const before = await loadPage(deps, actor, id, "publish-page");
  const page = before.value;
  rememberSiblingGroup(page.id, page.siblingGroup);
  if (groupGuess !== page.siblingGroup) {
    siblings = translationsOf(deps.kv, page.siblingGroup, page.id);
    siblings.catch(() => {});
  }
  const { pin } = options;
  if (pin && (pin.revision !== page.revision || pin.versionID !== page.latestVersionID)) {
    throw apiError("PM_02", "revision");
  }
  const versionID = pin?.versionID ?? page.latestVersionID;
  if (guess !== versionID) guessed = versionRead(versionID);
  const version = await guessed!.entry;
  if (!version.value || version.value.pageID !== page.id) throw apiError("PM_01", "pageVersion");
  rememberLatestVersion(page.id, page.latestVersionID);
  // Public delivery of its files goes by the usage index: none of it may still be catching up
  // (version_index.ts; read alongside the checks, one list when nothing is pending).
  const [findings, translations] = await Promise.all([
    findingsOfVersion(deps, page, version.value, guessed!.blocks),
    siblings!,
    finishPendingIndexes(deps.kv),
  ]);
  const now = Date.now();
  const publication = idsFrom(await counterRead, 1);
  const after: PageRecord = {
    ...page,
    publishedVersionID: versionID,
    publishedTitle: version.value.title,
    publishedID: publication.ids[0],
    publishedAt: now,
    publishedWithProblems: findings.length,
    updatedBy: actor!.user.id,
  };
  const [audit, cause] = await Promise.all([
    auditDraft(actor, {
      summary: `version ${versionID}${pin ? " (as pinned)" : ""}`,
      ...options.audit,
      action: "page-publish",
      target: pageTarget(page),
    }),
    options.cause && auditDraft(actor, { ...options.cause, target: pageTarget(page) }),
  ]);
  const refresh = pointerRefresh(translations.pages, translations.pointers);
  try {
    const extra = (op: Deno.AtomicOperation) => {
      refresh.addTo(op);
      publication.takeIn(op);
      auditIn(auditIn(op, audit), cause);
      // A published version no longer waits for review.
      if (version.value!.hasPublicationRequest) {
        replaceVersionIn(op, version, { ...version.value!, hasPublicationRequest: false });
      } else {
        op.check(version);
      }
      options.extra?.(op);
    };
    await updatePage(deps.kv, before, after, {
      extra,
      alsoChanged: refresh.pages,
      published: { version: version.value, blocks: await guessed!.blocks },
    });
  } catch (err) {
    if (!(err instanceof CommitConflict)) throw err;
    // Lost to a change of the page or its version: PM_02. Lost only to another publication
    // taking the next id, or to a translation's pointer moving: tried again.
    const [pageNow, versionNow] = await Promise.all([
      getPageEntry(deps.kv, id),
      getVersionEntry(deps.kv, versionID),
    ]);
    const unchanged = pageNow.versionstamp === before.versionstamp &&
      versionNow.versionstamp === version.versionstamp;
    if (unchanged) return "id-taken";
    throw apiError("PM_02", "revision");
  }
  rememberPublishedVersion(after.id, after.publishedVersionID);
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
    publishedTitle: null,
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
    await updatePage(deps.kv, before, after, { extra: (op) => auditIn(op, audit) });
  } catch (err) {
    if (err instanceof CommitConflict) throw apiError("PM_02", "revision");
    throw err;
  }
  // The translations' pages list this one as an alternate: have them drawn again.
  await refreshGroupPointers(deps.kv, after.siblingGroup, { except: after.id });
  return after;
}

/** The other pages of a sibling group (translations) and their pointers, read before the commit. */
async function translationsOf(kv: Deno.Kv, group: string, except: number) {
  const ids = [...(await siblingIDs(kv, group)).values()].filter((id) => id !== except);
  const pages = (await getPages(kv, ids)).filter((p): p is PageRecord => p !== null);
  return { pages, pointers: await readPointers(kv, pages) };
}
