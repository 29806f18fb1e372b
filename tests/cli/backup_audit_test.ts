/**
 * `deno task backup` is on the audit trail (issue 22): once the copy exists, the live store holds
 * one record of it by the system, naming the operator who ran it; the copy is of the moment
 * before, so it holds none.
 */
import { assertEquals } from "../_utils/assert.ts";
import { runTask } from "../_utils/process.ts";
import { tempDir } from "../_utils/temp_dir.ts";
import type { AuditRecord } from "../../lib/db/audit.ts";
import { keys } from "../../lib/db/keys.ts";
import { writeSchema } from "../../lib/db/schema.ts";

async function records(path: string): Promise<AuditRecord[]> {
  const kv = await Deno.openKv(path);
  try {
    const out: AuditRecord[] = [];
    for await (const e of kv.list<AuditRecord>({ prefix: keys.auditRecords() })) out.push(e.value);
    return out;
  } finally {
    kv.close();
  }
}

Deno.test("backup: the task writes one audit record by the system in the live store", async () => {
  await using dir = await tempDir();
  const live = `${dir.path}/live.kv`;
  const kv = await Deno.openKv(live);
  await writeSchema(kv);
  kv.close();
  const copy = `${dir.path}/copy.kv`;
  const done = await runTask("backup", [copy], { KV_PATH: live, USER: "ann" });
  assertEquals(done.code, 0, done.stderr);
  const [record, ...more] = await records(live);
  assertEquals(more, []);
  assertEquals([record.action, record.actorID, record.actorName, record.target], [
    "backup",
    null,
    "system (ann)",
    copy,
  ]);
  assertEquals(await records(copy), []);
});
