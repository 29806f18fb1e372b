/**
 * The audit trail's shared contract (issue 22): what is recorded, the list query and the record
 * as the API answers it. Shared by the server and the admin (its filter and its labels).
 */
import { z } from "zod";

/**
 * Every kind of recorded action; the admin has a label for each (a missing one is a type error).
 * One action, one kind: a publish is "page-publish" however it came about (the editor's button,
 * an accepted request, a schedule), so the filter for publishes finds every one of them.
 */
export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "sessions-end",
  "second-factor-enable",
  "second-factor-disable",
  "second-factor-reset",
  "recovery-code-use",
  "passkey-add",
  "passkey-rename",
  "passkey-remove",
  "user-create",
  "user-update",
  "user-delete",
  "role-create",
  "role-update",
  "role-delete",
  "settings-save",
  "audit-settings-save",
  "menu-save",
  "page-create",
  "translation-create",
  "version-store",
  "page-move",
  "request-create",
  "request-revoke",
  "page-publish",
  "page-unpublish",
  "page-schedule",
  "request-accept",
  "request-reject",
  "comment-create",
  "comment-resolve",
  "comment-reopen",
  "page-delete",
  "page-take-over",
  "share-create",
  "share-use",
  "share-revoke",
  "folder-create",
  "folder-move",
  "folder-delete",
  "file-upload",
  "file-edit",
  "file-delete",
  "file-replace",
  "file-restore",
  "file-purge",
  "form-create",
  "form-update",
  "form-delete",
  "submission-delete",
  "subscriber-delete",
  "profile-image-change",
  "export",
  "backup",
  "api-token-create",
  "api-token-revoke",
  "webhook-create",
  "webhook-update",
  "webhook-delete",
  "webhook-resend",
] as const;

export type AuditAction = typeof AUDIT_ACTIONS[number];

/** One record as the API answers it. `address` only where the site keeps client addresses. */
export interface AuditItem {
  id: string;
  /** ISO 8601. */
  at: string;
  /** null for the system (a backup from the command line, a scheduled publish). */
  actorID: number | null;
  actorName: string;
  action: AuditAction;
  target: string;
  summary: string;
  address?: string;
}

/** A time filter: an ISO date or date-time (a bare date is that day in UTC). */
const instant = z.string().max(40).refine((s) => !Number.isNaN(Date.parse(s)), "V_12");

/** The last ms a "to" filter takes in: a bare date means the whole of that day (UTC). */
export function auditRangeEnd(to: string): number {
  return Date.parse(to) + (/^\d{4}-\d{2}-\d{2}$/.test(to) ? 86_399_999 : 0);
}

/** `GET /api/ximblox/audit` query (strings, as a query string has them). */
export const auditQuery = z.object({
  /** A user id, or part of a name (case ignored). */
  actor: z.string().trim().max(200).default(""),
  action: z.enum(AUDIT_ACTIONS, { error: "V_12" }).optional(),
  /** Part of the target (case ignored). */
  target: z.string().trim().max(200).default(""),
  from: instant.optional(),
  to: instant.optional(),
  pageIndex: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
}).refine((q) => !q.from || !q.to || Date.parse(q.from) <= auditRangeEnd(q.to), {
  // A range that ends before it starts is a mistake to show, not an empty answer.
  error: "V_12",
  path: ["to"],
});

export type AuditQuery = z.infer<typeof auditQuery>;

/** Audit settings: how long records are kept, and whether client addresses are. */
export const auditSettingsBody = z.object({
  retentionDays: z.number().int().min(1).max(3650),
  keepClientAddress: z.boolean(),
});

export type AuditSettings = z.infer<typeof auditSettingsBody>;

export const DEFAULT_AUDIT_SETTINGS: AuditSettings = {
  retentionDays: 365,
  keepClientAddress: false,
};

/** Longest summary kept: a record says what changed in a line, not the whole value. */
export const SUMMARY_MAX = 500;
