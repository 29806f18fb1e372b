/** The audit records a test app's store holds, as stored (oldest first). */
import type { AuditRecord } from "../../lib/db/audit.ts";
import { keys } from "../../lib/db/keys.ts";
import type { TestApp } from "./app.ts";

export async function storedAudit(t: TestApp): Promise<AuditRecord[]> {
  const out: AuditRecord[] = [];
  for await (const e of t.deps.kv.list<AuditRecord>({ prefix: keys.auditRecords() })) {
    out.push(e.value);
  }
  return out;
}
