/**
 * The audit trail's operations (issue 22): the record an action adds to its commit, reading the
 * trail (the Audit log screen), its CSV export and its settings. No operation here or anywhere
 * changes or deletes a record; only the hourly collector drops those past the kept days.
 */
import {
  type AuditAction,
  type AuditItem,
  type AuditQuery,
  auditRangeEnd,
  type AuditSettings,
  auditSettingsBody,
} from "../content/audit.ts";
import { csvDocument, csvFileName } from "../content/csv.ts";
import {
  type AuditDraft,
  type AuditFilter,
  type AuditRecord,
  daysMs,
  getAuditSettings,
  getAuditSettingsEntry,
  listAudit,
  saveAuditSettings,
  scanAudit,
  writeAudit,
} from "../db/audit.ts";
import { CommitConflict, retrying } from "../db/kv.ts";
import { ROLE_IDS } from "../content/permissions.ts";
import { apiError } from "../http/errors.ts";
import { requirePermission } from "./access/access.ts";
import type { Actor, Deps } from "./deps.ts";

/** What an action says about itself; who and where come from the actor. */
export interface AuditFacts {
  action: AuditAction;
  target: string;
  summary: string;
}

/** The name a record shows for a user: their name, else their address. */
export function actorName(user: { email: string; profile?: { name?: string } }): string {
  return user.profile?.name?.trim() || user.email;
}

/**
 * Who acted: a user (signed in, or signing in), someone not signed in (`anonymous`: a failed
 * sign-in for an address with no account), or null for the system.
 */
export type AuditWho =
  | Pick<Actor, "user" | "clientAddress" | "system">
  | { anonymous: true; clientAddress?: string }
  | null;

/**
 * The record of an action, to hand to the action's commit. The client address is kept only when
 * the site is configured to (a setting, off by default: it is personal data).
 */
export function auditDraft(
  deps: Deps,
  who: AuditWho,
  facts: AuditFacts,
): Promise<AuditDraft> {
  return auditDrafter(deps)(who, facts);
}

/**
 * Starts reading the trail's settings now and answers what drafts a record once they are read:
 * an operation that learns who acts only from a read of its own (signing in) reads both at once
 * instead of one after the other.
 */
export function auditDrafter(
  deps: Deps,
): (who: AuditWho, facts: AuditFacts) => Promise<AuditDraft> {
  const settings = getAuditSettings(deps.kv);
  settings.catch(() => {}); // Awaited by the draft, or never (an operation that failed first).
  return async (who, facts) => {
    const { keepClientAddress } = await settings;
    const system = who === null || ("user" in who && who.system === true);
    const user = !system && "user" in who ? who.user : null;
    const draft: AuditDraft = {
      actorID: user?.id ?? null,
      actorName: user ? actorName(user) : system ? SYSTEM_ACTOR : ANONYMOUS_ACTOR,
      ...facts,
    };
    if (keepClientAddress && who?.clientAddress) draft.address = who.clientAddress;
    return draft;
  };
}

/** How records of the command line and background work name their actor. */
export const SYSTEM_ACTOR = "system";
/** How a record names someone not signed in (a failed sign-in for an address with no account). */
export const ANONYMOUS_ACTOR = "anonymous";

/** Reading the trail needs a permission of its own: it shows everyone's actions. */
function requireAuditReader(actor: Actor | null): Actor {
  return requirePermission(actor, "view-audit");
}

function filterOf(q: AuditQuery): AuditFilter {
  return {
    actor: q.actor,
    action: q.action,
    target: q.target,
    from: q.from ? Date.parse(q.from) : undefined,
    to: q.to ? auditRangeEnd(q.to) : undefined,
  };
}

function present(r: AuditRecord): AuditItem {
  const item: AuditItem = {
    id: r.id,
    at: new Date(r.at).toISOString(),
    actorID: r.actorID,
    actorName: r.actorName,
    action: r.action,
    target: r.target,
    // Repeats counted on one record (a failed sign-in, lib/db/audit.ts writeRepeatedAudit).
    summary: r.count && r.count > 1 ? `${r.summary} (${r.count} times)` : r.summary,
  };
  if (r.address) item.address = r.address;
  return item;
}

export async function listAuditTrail(
  deps: Deps,
  actor: Actor | null,
  q: AuditQuery,
): Promise<{ items: AuditItem[]; totalItems: number; complete: boolean }> {
  requireAuditReader(actor);
  const page = await listAudit(deps.kv, filterOf(q), q);
  return { items: page.items.map(present), totalItems: page.totalItems, complete: page.complete };
}

const CSV_HEADER = ["id", "at", "actorID", "actorName", "action", "target", "summary", "address"];

/**
 * The matching records as CSV (lib/content/csv.ts: BOM, formula-safe). The download is itself
 * recorded: the trail leaves the system with it.
 */
export async function exportAuditCsv(
  deps: Deps,
  actor: Actor | null,
  q: AuditQuery,
): Promise<{ fileName: string; csv: string }> {
  const a = requireAuditReader(actor);
  const rows: (string | number | null)[][] = [CSV_HEADER];
  // As many records as a list looks at; a longer history is exported a time range at a time.
  await scanAudit(deps.kv, filterOf(q), (r) => {
    const item = present(r);
    rows.push([
      item.id,
      item.at,
      item.actorID,
      item.actorName,
      item.action,
      item.target,
      item.summary,
      item.address ?? "",
    ]);
  });
  await recordExport(deps, a, "audit log", `${rows.length - 1} records as CSV`);
  return { fileName: csvFileName("audit-log"), csv: csvDocument(rows) };
}

export async function readAuditSettings(deps: Deps, actor: Actor | null): Promise<AuditSettings> {
  requireAuditReader(actor);
  return await getAuditSettings(deps.kv);
}

/**
 * Who may change the trail's settings: an Administrator who reads the trail (view-audit). Not
 * manage-settings alone: shortening the kept days erases history, so it takes the role that
 * answers for the trail — and one that sees what it would erase.
 */
export function requireAuditSettingsEditor(actor: Actor | null): Actor {
  const a = requireAuditReader(actor);
  if (a.role.ID !== ROLE_IDS.administrator) throw apiError("UM_01", "audit settings");
  return a;
}

/**
 * Changing how long records are kept and whether addresses are: {@link requireAuditSettingsEditor},
 * never below the operator's floor (AUDIT_MIN_RETENTION), recorded in a record the collector
 * keeps for the longer of the old and the new period.
 */
export async function changeAuditSettings(
  deps: Deps,
  actor: Actor | null,
  input: AuditSettings,
): Promise<AuditSettings> {
  const a = requireAuditSettingsEditor(actor);
  const after = auditSettingsBody.parse(input);
  if (after.retentionDays < deps.config.auditMinRetentionDays) {
    throw apiError("V_19", "retentionDays");
  }
  // The save carries no revision: one that lost a race to another save is read and tried again
  // (its record's "before → after" then tells what this save changed), never refused.
  return await retrying(async () => {
    const before = await getAuditSettingsEntry(deps.kv);
    const changes = (Object.keys(after) as (keyof AuditSettings)[])
      .filter((k) => before.value[k] !== after[k])
      .map((k) => `${k}: ${before.value[k]} → ${after[k]}`);
    const draft = await auditDraft(deps, a, {
      action: "audit-settings-save",
      target: "audit settings",
      summary: changes.join("; ") || "no change",
    });
    draft.keepUntil = Date.now() +
      daysMs(Math.max(before.value.retentionDays, after.retentionDays));
    // The setting as it will be: turning addresses on keeps this change's own address too.
    if (!after.keepClientAddress) delete draft.address;
    else if (a.clientAddress) draft.address = a.clientAddress;
    if (!(await saveAuditSettings(deps.kv, before, after, draft))) throw new CommitConflict();
    return after;
  });
}

/**
 * A summary of what changed: "field: before → after" for each field that did. Values are
 * shortened; a secret (a password) is passed as a flag, never its value.
 */
export function changeSummary(
  fields: Record<string, [unknown, unknown]>,
  fallback = "no change",
): string {
  const short = (v: unknown) => {
    const text = typeof v === "string" ? v : JSON.stringify(v) ?? "";
    return text.length > 60 ? text.slice(0, 57) + "…" : text;
  };
  const parts = Object.entries(fields)
    .filter(([, [a, b]]) => JSON.stringify(a) !== JSON.stringify(b))
    .map(([name, [a, b]]) => `${name}: ${short(a)} → ${short(b)}`);
  return parts.join("; ") || fallback;
}

/** A role's permissions in a line: "edit-page[nl-nl], publish-page". */
export function permissionList(perms: readonly { name: string; parameters: object }[]): string {
  return perms.map((p) => {
    const limits = Object.values(p.parameters).flat().filter(Boolean);
    return limits.length ? `${p.name}[${limits.join(",")}]` : p.name;
  }).join(", ");
}

/** How a record names a page: its address and id (the title may change; these identify it). */
export function pageTarget(page: { id: number; locale: string; slug: string }): string {
  return `${page.locale}/${page.slug} (#${page.id})`;
}

/** How a record names a library file: its folder, name and id. */
export function fileTarget(f: { id: number; path: string; name: string }): string {
  return `${f.path === "/" ? "" : f.path}/${f.name} (#${f.id})`;
}

/**
 * Records what an operator did on the command line (`deno task backup`): there is no session,
 * so the actor is the system, with the operating-system user who ran it where known.
 */
export async function recordOperatorAction(
  kv: Deno.Kv,
  operator: string | undefined,
  facts: AuditFacts,
): Promise<void> {
  const actorName = operator ? `${SYSTEM_ACTOR} (${operator})` : SYSTEM_ACTOR;
  await writeAudit(kv, { actorID: null, actorName, ...facts });
}

/**
 * Records a download of the site's data (an archive, a CSV). A download has no commit to join;
 * the record is written before the data is handed out, so no export goes unrecorded.
 */
export async function recordExport(
  deps: Deps,
  actor: Actor,
  target: string,
  summary: string,
): Promise<void> {
  await writeAudit(deps.kv, await auditDraft(deps, actor, { action: "export", target, summary }));
}
