/** The audit trail (routes/api/audit.ts; view-audit or manage-users). Read-only. */
import type { AuditAction, AuditItem, AuditSettings } from "../../../lib/content/audit.ts";
import { API_BASE, request } from "./client.ts";

export type { AuditAction, AuditItem, AuditSettings };

export interface AuditFilters {
  actor: string;
  action: AuditAction | "";
  target: string;
  /** yyyy-mm-dd or "". */
  from: string;
  to: string;
}

function params(f: AuditFilters, page?: { pageIndex: number; pageSize: number }) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) p.set(k, v);
  if (page) {
    p.set("pageIndex", String(page.pageIndex));
    p.set("pageSize", String(page.pageSize));
  }
  return p;
}

/** One page; `complete` is false when the server stopped looking before the range's end. */
export interface AuditPage {
  items: AuditItem[];
  totalItems: number;
  complete: boolean;
}

export async function listAudit(
  f: AuditFilters,
  page: { pageIndex: number; pageSize: number },
  signal?: AbortSignal,
): Promise<AuditPage> {
  const { items, totalItems, complete } = await request<AuditPage>(
    "GET",
    `/audit?${params(f, page)}`,
    { signal },
  );
  return { items, totalItems, complete };
}

/** The CSV download of the records matching `f` (a GET with the session cookie). */
export function auditExportUrl(f: AuditFilters): string {
  return `${API_BASE}/audit/export?${params(f)}`;
}

/** The settings, and the fewest kept days the server allows (its AUDIT_MIN_RETENTION). */
export async function getAuditSettings(): Promise<
  { settings: AuditSettings; minRetentionDays: number }
> {
  const res = await request<{ settings: AuditSettings; minRetentionDays: number }>(
    "GET",
    "/audit/settings",
  );
  return { settings: res.settings, minRetentionDays: res.minRetentionDays };
}

export async function saveAuditSettings(s: AuditSettings): Promise<AuditSettings> {
  return (await request<{ settings: AuditSettings }>("PUT", "/settings/audit", { body: s }))
    .settings;
}
