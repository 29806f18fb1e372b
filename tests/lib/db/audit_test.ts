import { assert, assertEquals } from "../../_utils/assert.ts";
import {
  auditIn,
  collectExpiredAudit,
  getAuditSettingsEntry,
  listAudit,
  saveAuditSettings,
} from "../../../lib/db/audit.ts";
import { isCarried } from "../../../lib/db/archive_scope.ts";
import { keys } from "../../../lib/db/keys.ts";
import { withKv } from "../../_utils/kv.ts";

const DAY = 24 * 60 * 60_000;

function draft(at: number, target = "t") {
  return { at, actorID: 1, actorName: "Eva", action: "page-publish" as const, target, summary: "" };
}

Deno.test("listAudit() reads a time range newest first", async () => {
  await withKv(async (kv) => {
    const now = Date.UTC(2026, 10, 27);
    for (let d = 0; d < 5; d++) await auditIn(kv.atomic(), draft(now - d * DAY, `d${d}`)).commit();
    const page = await listAudit(
      kv,
      { actor: "", target: "", from: now - 3 * DAY, to: now - DAY },
      {
        pageIndex: 0,
        pageSize: 10,
      },
    );
    assertEquals(page.items.map((r) => r.target), ["d1", "d2", "d3"]);
    assertEquals(page.totalItems, 3);
  });
});

Deno.test("collectExpiredAudit() drops records past the kept days, and only those", async () => {
  await withKv(async (kv) => {
    const now = Date.UTC(2026, 10, 27);
    await auditIn(kv.atomic(), draft(now - 366 * DAY, "old")).commit();
    await auditIn(kv.atomic(), draft(now - 364 * DAY, "kept")).commit();
    assertEquals(await collectExpiredAudit(kv, now), 1);
    const left = await listAudit(kv, { actor: "", target: "" }, { pageIndex: 0, pageSize: 10 });
    assertEquals(left.items.map((r) => r.target), ["kept"]);
    // A shorter setting is followed at the next run.
    const before = await getAuditSettingsEntry(kv);
    assert(
      await saveAuditSettings(
        kv,
        before,
        { retentionDays: 30, keepClientAddress: false },
        draft(now, "settings"),
      ),
    );
    assertEquals(await collectExpiredAudit(kv, now), 1);
  });
});

Deno.test("isCarried() carries the audit trail and its settings in an export", () => {
  assert(isCarried(keys.auditRecord("000000000000001-abcd"), {}));
  assert(isCarried(keys.auditSettings(), {}));
});

Deno.test("ensureSeededRoles() gives an Administrator role stored before view-audit that permission", async () => {
  await withKv(async (kv) => {
    const { ensureSeededRoles, getRole } = await import("../../../lib/db/roles.ts");
    const { SEEDED_ROLES } = await import("../../../lib/content/permissions.ts");
    const old = SEEDED_ROLES[0];
    await kv.set(keys.role(old.ID), {
      ...old,
      permissions: old.permissions.filter((p) => p.name !== "view-audit"),
    });
    await ensureSeededRoles(kv);
    const admin = await getRole(kv, old.ID);
    assert(admin!.permissions.some((p) => p.name === "view-audit"));
  });
});

Deno.test("listAudit() says when it stopped before the range's end", async () => {
  await withKv(async (kv) => {
    const now = Date.UTC(2026, 10, 27);
    for (let i = 0; i < 5; i++) await auditIn(kv.atomic(), draft(now - i, `r${i}`)).commit();
    const all = { actor: "", target: "" };
    const page = { pageIndex: 0, pageSize: 10 };
    assertEquals((await listAudit(kv, all, page, 3)).complete, false);
    assertEquals((await listAudit(kv, all, page, 3)).totalItems, 3);
    assertEquals((await listAudit(kv, all, page, 5)).complete, true);
  });
});
