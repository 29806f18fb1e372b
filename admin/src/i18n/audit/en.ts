/** English strings of the audit log screen (/cmsadmin/audit). */
import type { AuditAction } from "../../../../lib/content/audit.ts";

/** One label per recorded action: a new action without one is a type error. */
const actions: Record<AuditAction, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "user-create": "User created",
  "user-update": "User changed",
  "user-delete": "User deleted",
  "role-create": "Role created",
  "role-update": "Role changed",
  "role-delete": "Role deleted",
  "settings-save": "Site settings saved",
  "audit-settings-save": "Audit settings saved",
  "menu-save": "Menu saved",
  "page-publish": "Page published",
  "page-unpublish": "Page unpublished",
  "page-schedule": "Page scheduled",
  "request-accept": "Request accepted",
  "request-reject": "Request rejected",
  "page-delete": "Page deleted",
  "file-delete": "File moved to the trash",
  "file-replace": "File replaced",
  "file-restore": "File restored from the trash",
  "file-purge": "File purged from the trash",
  "form-delete": "Form deleted",
  "submission-delete": "Submission deleted",
  "export": "Exported",
  "backup": "Backed up",
};

export const auditEn = {
  auditLog: {
    nav: "Audit log",
    title: "Audit log",
    intro:
      "Who did what, and when: sign-ins, changes to users, roles, settings and menus, publications and deletions. Records cannot be changed or deleted.",
    filters: "Filters",
    person: "Person",
    personHint: "Name or user number",
    action: "Action",
    anyAction: "Any action",
    target: "Target",
    targetHint: "Page address, file, e-mail…",
    from: "From",
    to: "To",
    clear: "Clear filters",
    export: "Download CSV",
    exportHint: "The records that match the filters, as a spreadsheet file.",
    table: "Audit records",
    at: "When",
    actor: "Who",
    what: "What",
    targetColumn: "Target",
    summary: "Details",
    address: "Address",
    system: "System",
    anonymous: "Not signed in",
    empty: "Nothing has been recorded yet.",
    noResults: "No records match these filters.",
    incomplete: "Only the newest records were searched: narrow the time range to reach older ones.",
    total_one: "{{count}} record",
    total_other: "{{count}} records",
    actions,
    settings: {
      title: "Audit settings",
      retentionDays: "Keep records for (days)",
      retentionHint: "Older records are deleted by the hourly clean-up.",
      keepAddress: "Keep the client address of each action",
      keepAddressHint:
        "Off by default: an address is personal data. Turn it on only when your organisation needs it.",
      save: "Save audit settings",
      saved: "The audit settings are saved.",
    },
  },
};

export type AuditMessages = typeof auditEn;
