/**
 * The audit trail through the API (issue 22): each recorded action writes exactly one record in
 * its own commit (none when the action fails), the list filters and pages, the CSV is safe for
 * spreadsheets, only readers of the trail read it, and nothing alters a record.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, codes, withTestApp } from "../../_utils/app.ts";
import { createTestPage, PAGE_API } from "../../_utils/pages.ts";
import { keys } from "../../../lib/db/keys.ts";
import { auditIn, type AuditRecord, collectExpiredAudit } from "../../../lib/db/audit.ts";
import { runCollector } from "../../../lib/db/retention.ts";
import { getPageEntry } from "../../../lib/db/pages.ts";
import { updatePage } from "../../../lib/db/published_pointers.ts";
import { CommitConflict } from "../../../lib/db/kv.ts";
import { UTF8_BOM } from "../../../lib/content/csv.ts";
import { linkIn } from "../../_utils/smtp.ts";
import { storedAudit } from "../../_utils/audit.ts";
import { runDueSchedules } from "../../../lib/ops/pages/schedule_page.ts";
import { signupsSettled, subscribe } from "../../../lib/ops/newsletter/subscribe.ts";
import { Image } from "imagescript";

const AUDIT = "/api/ximblox/audit";

const stored = storedAudit;

Deno.test("audit: a sign-in and a failed one are recorded, without the password", async () => {
  await withTestApp(async (t) => {
    const c = t.client();
    const wrong = await c.post("/api/ximblox/auth/login", {
      email: ADMIN_EMAIL,
      password: "Not-the-pass-9!",
    });
    assertEquals(wrong.status, 401);
    const unknown = await c.post("/api/ximblox/auth/login", {
      email: "nobody@example.com",
      password: "Secret-guess-7!",
    });
    assertEquals(unknown.status, 401);
    const ok = await c.post("/api/ximblox/auth/login", {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    assertEquals(ok.status, 200);
    const records = await stored(t);
    assertEquals(records.map((r) => r.action).sort(), [
      "sign-in",
      "sign-in-failed",
      "sign-in-failed",
    ]);
    const failedKnown = records.find((r) => r.action === "sign-in-failed" && r.actorID !== null)!;
    assertEquals(failedKnown.actorID, ok.body.User.ID);
    const failedUnknown = records.find((r) => r.target === "nobody@example.com")!;
    assertEquals([failedUnknown.actorID, failedUnknown.actorName], [null, "anonymous"]);
    const text = JSON.stringify(records);
    for (const secret of ["Not-the-pass-9!", "Secret-guess-7!", ADMIN_PASSWORD]) {
      assert(!text.includes(secret), "a password reached the audit trail");
    }
    // Client addresses are off by default.
    assert(records.every((r) => r.address === undefined));
  });
});

Deno.test("audit: one client's failed sign-ins are counted, not written each; few records a window", async () => {
  await withTestApp(async (t) => {
    const visitor = t.client();
    const fail = (email: string) =>
      visitor.post("/api/ximblox/auth/login", { email, password: "Wrong-pass-1!" });
    for (let i = 0; i < 3; i++) assertEquals((await fail("x0@example.com")).status, 401);
    for (let i = 1; i < 25; i++) assertEquals((await fail(`x${i}@example.com`)).status, 401);
    const failed = (await stored(t)).filter((r) => r.action === "sign-in-failed");
    assertEquals(failed.length, 11, "ten addresses of its own, the rest on one record");
    assertEquals(failed.find((r) => r.target === "x0@example.com")?.count, 3);
    assertEquals(failed.find((r) => r.target === "other addresses")?.count, 15);
    // Every attempt is still told: the count is in the summary the list and the CSV show.
    const listed = await (await t.signedIn(1)).get(`${AUDIT}?target=x0@example.com`);
    assertEquals(listed.body.items[0].summary, "wrong credentials (3 times)");
  });
});

Deno.test("audit: a publish writes exactly one record in its commit; a failed one none", async () => {
  await withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const { pageID } = await createTestPage(admin, { slug: "audited" });
    const before = (await stored(t)).length;
    const res = await admin.post(`${PAGE_API}/${pageID}/publish`);
    assertEquals(res.status, 200, JSON.stringify(res.body));
    const after = await stored(t);
    assertEquals(after.length, before + 1);
    const rec = after.find((r) => r.action === "page-publish")!;
    assertEquals(rec.actorID, admin.userID);
    assertEquals(rec.target, `en-gb/audited (#${pageID})`);

    // A commit that fails (the page changed after it was read) leaves no record behind.
    const stale = await getPageEntry(t.deps.kv, pageID);
    await admin.post(`${PAGE_API}/${pageID}/unpublish`);
    const count = (await stored(t)).length;
    let conflict = false;
    try {
      await updatePage(t.deps.kv, stale as Deno.KvEntry<never>, stale.value!, {
        extra: (op) =>
          auditIn(op, {
            actorID: admin.userID,
            actorName: "Test",
            action: "page-publish",
            target: "stale",
            summary: "",
          }),
      });
    } catch (err) {
      conflict = err instanceof CommitConflict;
    }
    assert(conflict);
    const final = await stored(t);
    assertEquals(final.length, count);
    assertEquals(final.filter((r) => r.action === "page-unpublish").length, 1);
  });
});

Deno.test("audit: a refused role change writes no record; a saved one exactly one", async () => {
  await withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const a = await admin.post("/api/ximblox/user/roles", { name: "Alpha", permissions: [] });
    assertEquals(a.status, 201);
    const b = await admin.post("/api/ximblox/user/roles", { name: "Beta", permissions: [] });
    const count = (await stored(t)).length;
    // The name is taken: the commit's uniqueness check fails, and its record with it.
    const taken = await admin.put(`/api/ximblox/user/roles/${b.body.role.ID}`, {
      name: "alpha",
      permissions: [],
    });
    assertEquals(taken.status, 409);
    assertEquals((await stored(t)).length, count);
    const renamed = await admin.put(`/api/ximblox/user/roles/${b.body.role.ID}`, {
      name: "Gamma",
      permissions: [{ name: "edit-page" }],
    });
    assertEquals(renamed.status, 200);
    const records = await stored(t);
    assertEquals(records.length, count + 1);
    const rec = records.find((r) => r.action === "role-update")!;
    assertEquals(rec.summary, "name: Beta → Gamma; permissions:  → edit-page");
  });
});

Deno.test("audit: list filters by person, action, target and time, and pages", async () => {
  await withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const start = new Date().toISOString();
    for (const slug of ["one", "two", "three"]) {
      const { pageID } = await createTestPage(admin, { slug });
      assertEquals((await admin.post(`${PAGE_API}/${pageID}/publish`)).status, 200);
    }
    const all = await admin.get(`${AUDIT}?action=page-publish`);
    assertEquals(all.status, 200);
    assertEquals(all.body.Success, true);
    assertEquals(all.body.totalItems, 3);
    // Newest first.
    assert(all.body.items[0].target.startsWith("en-gb/three"));
    assertEquals(Object.keys(all.body.items[0]).sort(), [
      "action",
      "actorID",
      "actorName",
      "at",
      "id",
      "summary",
      "target",
    ]);
    const paged = await admin.get(`${AUDIT}?action=page-publish&pageSize=2&pageIndex=1`);
    assertEquals(paged.body.items.length, 1);
    assertEquals(paged.body.totalItems, 3);
    const byTarget = await admin.get(`${AUDIT}?target=TWO`);
    assertEquals(byTarget.body.items.map((i: { action: string }) => i.action), [
      "page-publish",
      "page-create",
    ]);
    const byActor = await admin.get(`${AUDIT}?actor=${admin.userID}&action=sign-in`);
    assertEquals(byActor.body.totalItems, 1);
    const byName = await admin.get(`${AUDIT}?actor=nobody-at-all`);
    assertEquals(byName.body.totalItems, 0);
    const future = await admin.get(`${AUDIT}?from=2999-01-01`);
    assertEquals(future.body.totalItems, 0);
    const since = await admin.get(`${AUDIT}?from=${encodeURIComponent(start)}&action=page-publish`);
    assertEquals(since.body.totalItems, 3);
    const bad = await admin.get(`${AUDIT}?action=drop-tables`);
    assertEquals(bad.status, 400);
    // A range that ends before it starts: the catalogue's V_12 on "to", for the list and the CSV.
    for (const path of [AUDIT, `${AUDIT}/export`]) {
      const backwards = await admin.get(`${path}?from=2026-02-01&to=2026-01-01`);
      assertEquals([backwards.status, codes(backwards)], [400, ["V_12"]], path);
    }
    const oneDay = await admin.get(`${AUDIT}?from=2026-01-01&to=2026-01-01`);
    assertEquals(oneDay.status, 200);
  });
});

Deno.test("audit: only its readers read it; no method alters a record", async () => {
  await withTestApp(async (t) => {
    assertEquals((await t.client().get(AUDIT)).status, 401);
    const editor = await t.signedIn(2);
    assertEquals((await editor.get(AUDIT)).status, 403);
    assertEquals((await editor.get(`${AUDIT}/export`)).status, 403);
    const admin = await t.signedIn(1);
    const before = await stored(t);
    const id = before[0].id;
    for (const path of [AUDIT, `${AUDIT}/${id}`, `${AUDIT}/export`, `${AUDIT}/settings`]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const res = await admin.request(method, path, { json: { summary: "rewritten" } });
        assert([404, 405].includes(res.status), `${method} ${path}: ${res.status}`);
      }
    }
    assertEquals(await stored(t), before);
  });
});

Deno.test("audit: the CSV export is UTF-8 with a BOM and formula-safe, and is recorded", async () => {
  await withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const role = await admin.post("/api/ximblox/user/roles", {
      name: '=HYPERLINK("x") Zoë',
      permissions: [],
    });
    assertEquals(role.status, 201);
    const res = await admin.get(`${AUDIT}/export?action=role-create`);
    assertEquals(res.status, 200);
    assertEquals(res.headers.get("Content-Type"), "text/csv; charset=utf-8");
    assert(res.headers.get("Content-Disposition")!.includes("audit-log-"));
    assert(res.raw.startsWith(UTF8_BOM + "id,at,actorID,actorName,action,target,summary"));
    const lines = res.raw.split("\r\n");
    assertEquals(lines.length, 3); // header, one record, the final line end
    assert(lines[1].includes(`"'=HYPERLINK(""x"") Zoë (#`), lines[1]);
    const exports = (await stored(t)).filter((r) => r.action === "export");
    assertEquals(exports.length, 1);
    assertEquals(exports[0].target, "audit log");
  });
});

Deno.test("audit: the settings keep addresses only when asked, and their change is recorded", async () => {
  await withTestApp(async (t) => {
    const editor = await t.signedIn(2);
    const refused = await editor.put("/api/ximblox/settings/audit", {
      retentionDays: 30,
      keepClientAddress: true,
    });
    assertEquals(refused.status, 403);
    const admin = await t.signedIn(1);
    const saved = await admin.put("/api/ximblox/settings/audit", {
      retentionDays: 90,
      keepClientAddress: true,
    });
    assertEquals(saved.status, 200, JSON.stringify(saved.body));
    assertEquals(saved.body.settings, { retentionDays: 90, keepClientAddress: true });
    const read = await admin.get(`${AUDIT}/settings`);
    assertEquals(read.body.settings, { retentionDays: 90, keepClientAddress: true });
    const rec = (await stored(t)).find((r) => r.action === "audit-settings-save")!;
    assertEquals(rec.summary, "retentionDays: 365 → 90; keepClientAddress: false → true");
    // The in-process app has no connection address: the record says so rather than nothing.
    assertEquals(rec.address, "unknown");
    // Someone not signed in is recorded with their address too, once addresses are kept.
    await t.client().post("/api/ximblox/auth/login", {
      email: "nobody@example.com",
      password: "Wrong-pass-1!",
    });
    const anonymous = (await stored(t)).find((r) => r.actorName === "anonymous")!;
    assertEquals(anonymous.address, "unknown");
    const bad = await admin.put("/api/ximblox/settings/audit", {
      retentionDays: 0,
      keepClientAddress: true,
    });
    assertEquals(bad.status, 400);
  });
});

Deno.test("audit: only an Administrator who reads the trail shortens it, never below the floor, and the change outlives it", async () => {
  await withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    // A role with every permission but view-audit, and one with view-audit too (not Administrator).
    const roleOf = async (name: string, permissions: string[]) => {
      const res = await admin.post("/api/ximblox/user/roles", {
        name,
        permissions: permissions.map((p) => ({ name: p })),
      });
      assertEquals(res.status, 201, JSON.stringify(res.body));
      return res.body.role.ID as number;
    };
    const settingsOnly = await t.signedIn(await roleOf("Settings", ["manage-settings"]));
    const reader = await t.signedIn(await roleOf("Reader", ["manage-settings", "view-audit"]));
    for (const who of [settingsOnly, reader]) {
      const res = await who.put("/api/ximblox/settings/audit", {
        retentionDays: 1,
        keepClientAddress: false,
      });
      assertEquals([res.status, codes(res)], [403, ["UM_01"]]);
    }
    // Below the floor (90 days unless AUDIT_MIN_RETENTION says less): the catalogue's V_19.
    const low = await admin.put("/api/ximblox/settings/audit", {
      retentionDays: 89,
      keepClientAddress: false,
    });
    assertEquals([low.status, codes(low)], [400, ["V_19"]]);
    assertEquals((await admin.get(`${AUDIT}/settings`)).body.minRetentionDays, 90);
    assertEquals((await stored(t)).filter((r) => r.action === "audit-settings-save"), []);

    // At the floor: saved, and its record survives the collector for the old 365 days, though
    // records older than the new 90 go.
    const now = Date.now();
    await t.deps.kv.set(keys.auditRecord("000000000000001-old"), {
      id: "000000000000001-old",
      at: 1,
      actorID: null,
      actorName: "system",
      action: "backup",
      target: "old",
      summary: "",
    });
    const saved = await admin.put("/api/ximblox/settings/audit", {
      retentionDays: 90,
      keepClientAddress: false,
    });
    assertEquals(saved.status, 200, JSON.stringify(saved.body));
    const day = 86_400_000;
    const later = now + 200 * day;
    const report = await runCollector(t.deps.kv, {
      keepArchivedVersions: 50,
      auditMinRetentionDays: 90,
      now: later,
    });
    assert(report.auditRecords >= 2, `the old records went: ${report.auditRecords}`);
    const left = await stored(t);
    assert(!left.some((r) => r.target === "old"));
    assertEquals(left.map((r) => r.action), ["audit-settings-save"]);
    // Past the previous period (365 days) it goes too.
    assertEquals(await collectExpiredAudit(t.deps.kv, now + 400 * day, 90), 1);
    assertEquals(await stored(t), []);
  });
});

Deno.test("audit: a retention stored below the floor (from before it) deletes nothing younger", async () => {
  await withTestApp(async (t) => {
    await t.deps.kv.set(keys.auditSettings(), { retentionDays: 1, keepClientAddress: false });
    await t.signedIn(1);
    const now = Date.now() + 10 * 86_400_000;
    assertEquals(await collectExpiredAudit(t.deps.kv, now, 90), 0);
    assertEquals((await stored(t)).length, 1);
    assertEquals(await collectExpiredAudit(t.deps.kv, now), 1, "without a floor it would go");
  });
});

Deno.test("audit: the same settings save 20 times at once all land, each recorded once", async () => {
  await withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.put("/api/ximblox/settings/audit", {
          retentionDays: 100 + i,
          keepClientAddress: false,
        })),
    );
    assertEquals(saves.map((r) => r.status), saves.map(() => 200));
    const records = (await stored(t)).filter((r) => r.action === "audit-settings-save");
    assertEquals(records.length, 20);
    const kept = (await admin.get(`${AUDIT}/settings`)).body.settings.retentionDays;
    assert(kept >= 100 && kept < 120, `one of the saves is kept: ${kept}`);
  });
});

Deno.test("audit: a store export is recorded, and the archive carries the record", async () => {
  await withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const headers = new Headers({
      Cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    });
    if (!admin.csrf) await admin.get("/api/ximblox/settings/get");
    headers.set("X-CSRF-Token", admin.csrf);
    const res = await t.app.request("/api/ximblox/settings/export", { method: "POST", headers });
    assertEquals(res.status, 200);
    const archive = await new Response(res.body!.pipeThrough(new DecompressionStream("gzip")))
      .text();
    const exports = (await stored(t)).filter((r) => r.action === "export");
    assertEquals(exports.length, 1);
    assert(/attachment; filename="(.+)"/.exec(res.headers.get("Content-Disposition")!)![1]
      .startsWith(exports[0].target));
    assert(archive.includes(exports[0].id), "the archive lacks the audit record");
  });
});

Deno.test("audit: a password reset by mailed link and a forms setting are recorded once", async () => {
  await withTestApp(async (t) => {
    const c = t.client();
    await c.post("/api/ximblox/auth/forgot-password", { email: ADMIN_EMAIL });
    const link = linkIn(await t.smtp.waitFor(ADMIN_EMAIL), "https://cms.example.test");
    const token = new URL(link).searchParams.get("token")!;
    const body = { password: "Brand-new-1!", confirm: "Brand-new-1!", token };
    assertEquals((await c.post("/api/ximblox/auth/reset-account", body)).status, 200);
    // The token is spent: the second try changes nothing and records nothing.
    assertEquals((await c.post("/api/ximblox/auth/reset-account", body)).status, 400);
    const resets = (await stored(t)).filter((r) => r.action === "user-update");
    assertEquals(resets.map((r) => r.summary), ["password reset through an e-mailed link"]);
    assert(!JSON.stringify(resets).includes("Brand-new-1!"));

    const admin = await t.signedIn(1);
    const saved = await admin.put("/api/ximblox/forms/settings", { retentionDays: 30 });
    assertEquals(saved.status, 200);
    const rec = (await stored(t)).find((r) => r.target === "forms settings")!;
    assertEquals([rec.action, rec.summary], ["settings-save", "retentionDays: 365 → 30"]);
  });
});

Deno.test("audit: accept (with its publish), reject, schedule and the scheduled publish are recorded", async () => {
  await withTestApp(async (t) => {
    const editor = await t.signedIn(2);
    const publisher = await t.signedIn(3);
    const a = await createTestPage(editor, { slug: "accepted" });
    const b = await createTestPage(editor, { slug: "rejected" });
    for (const p of [a, b]) {
      assertEquals(
        (await editor.post(`${PAGE_API}/${p.pageID}/request-publication`, { comment: "" })).status,
        200,
      );
    }
    const before = (await stored(t)).length;
    const accepted = await publisher.post(
      `${PAGE_API}/version/${a.pageVersionID}/accept-publication`,
      { feedback: "fine" },
    );
    assertEquals(accepted.status, 200, JSON.stringify(accepted.body));
    const rejected = await publisher.post(
      `${PAGE_API}/version/${b.pageVersionID}/reject-publication`,
      { feedback: "not yet" },
    );
    assertEquals(rejected.status, 200, JSON.stringify(rejected.body));
    // The accept is recorded as an accept and as the publish it made, in one commit.
    const reviewed = (await stored(t)).slice(before);
    assertEquals(reviewed.map((r) => [r.action, r.target]).sort(), [
      ["page-publish", `en-gb/accepted (#${a.pageID})`],
      ["request-accept", `en-gb/accepted (#${a.pageID})`],
      ["request-reject", `en-gb/rejected (#${b.pageID})`],
    ]);
    assert(reviewed.every((r) => r.actorID === publisher.userID));

    const at = Date.now() + 60_000;
    const set = await publisher.post(`${PAGE_API}/${b.pageID}/schedule`, {
      publishAt: new Date(at).toISOString(),
    });
    assertEquals(set.status, 200);
    assertEquals(await runDueSchedules(t.deps, at + 1), 1);
    const scheduled = (await stored(t)).slice(before + 3);
    assertEquals(scheduled.map((r) => r.action).sort(), ["page-publish", "page-schedule"]);
    const publish = scheduled.find((r) => r.action === "page-publish")!;
    assertEquals(publish.actorID, publisher.userID);
    assert(publish.summary.startsWith("scheduled publish"), publish.summary);
  });
});

Deno.test("audit: pages, versions, requests, moves, files, folders, forms, subscribers and profile images are recorded", async () => {
  await withTestApp(async (t) => {
    const editor = await t.signedIn(2);
    const admin = await t.signedIn(1);
    const count = async () => (await stored(t)).length;
    const last = async () => (await stored(t)).at(-1)!;
    const expectRecord = async (
      before: number,
      action: string,
      target: string,
      actorID: number,
    ) => {
      const records = (await stored(t)).slice(before);
      assertEquals(records.map((r) => [r.action, r.target, r.actorID]), [
        [action, target, actorID],
      ]);
      return records[0];
    };

    let n = await count();
    const page = await createTestPage(editor, { slug: "recorded", title: "Recorded" });
    await expectRecord(n, "page-create", `en-gb/recorded (#${page.pageID})`, editor.userID);

    n = await count();
    const translated = await admin.post(`${PAGE_API}/create-translation`, {
      pageID: page.pageID,
      newLocale: "nl-nl",
      title: "Vastgelegd",
      slug: "recorded",
    });
    assertEquals(translated.status, 201, JSON.stringify(translated.body));
    const translation = await expectRecord(
      n,
      "translation-create",
      `nl-nl/recorded (#${translated.body.pageID})`,
      admin.userID,
    );
    assert(translation.summary.includes(`(#${page.pageID})`), translation.summary);

    n = await count();
    const v = (await editor.get(`${PAGE_API}/${page.pageID}`)).body.page.pageVersion;
    const storedVersion = await editor.post(`${PAGE_API}/version/${v.id}/store`, {
      ...v,
      blocks: [{ type: "heading", key: "h", props: { text: "Changed", level: 2 } }],
    });
    assertEquals(storedVersion.status, 200, JSON.stringify(storedVersion.body));
    await expectRecord(n, "version-store", `en-gb/recorded (#${page.pageID})`, editor.userID);

    n = await count();
    const requested = await editor.post(`${PAGE_API}/${page.pageID}/request-publication`, {
      comment: "please",
    });
    assertEquals(requested.status, 200, JSON.stringify(requested.body));
    await expectRecord(n, "request-create", `en-gb/recorded (#${page.pageID})`, editor.userID);
    n = await count();
    assertEquals((await editor.post(`${PAGE_API}/${page.pageID}/revoke-publication`)).status, 200);
    await expectRecord(n, "request-revoke", `en-gb/recorded (#${page.pageID})`, editor.userID);

    // A move of a published page (a public 301 from the old address).
    assertEquals((await admin.post(`${PAGE_API}/${page.pageID}/publish`)).status, 200);
    n = await count();
    const moved = await admin.put(`${PAGE_API}/${page.pageID}/save`, {
      slug: "recorded-moved",
      shouldUpdateLinks: false,
    });
    assertEquals(moved.status, 200, JSON.stringify(moved.body));
    const move = await expectRecord(
      n,
      "page-move",
      `en-gb/recorded-moved (#${page.pageID})`,
      admin.userID,
    );
    assert(move.summary.startsWith("recorded → recorded-moved; the old address"), move.summary);

    n = await count();
    const png = await new Image(40, 30).fill(0x3366ccff).encode();
    const form = new FormData();
    form.append("path", "/");
    form.append("f", new File([png as Uint8Array<ArrayBuffer>], "photo.png"));
    const uploaded = await editor.request("POST", "/api/ximblox/medialib/add-file", {
      body: form,
    });
    assertEquals(uploaded.status, 200, uploaded.raw);
    const fileID = uploaded.body.file.id;
    await expectRecord(n, "file-upload", `/photo.png (#${fileID})`, editor.userID);
    n = await count();
    const focal = await editor.post("/api/ximblox/medialib/edit-file", {
      id: fileID,
      focalPoint: { x: 0.25, y: 0.75 },
    });
    assertEquals(focal.status, 200, focal.raw);
    const edit = await expectRecord(n, "file-edit", `/photo.png (#${fileID})`, editor.userID);
    assertEquals(edit.summary, 'focalPoint: null → {"x":0.25,"y":0.75}');

    // Another user's profile image, by a user manager.
    n = await count();
    const image = new FormData();
    image.append("profileImage", new File([png as Uint8Array<ArrayBuffer>], "me.png"));
    const changed = await admin.request("PUT", `/api/ximblox/user/${editor.userID}/image`, {
      body: image,
    });
    assertEquals(changed.status, 200, changed.raw);
    const profile = await last();
    assertEquals([profile.action, profile.actorID], ["profile-image-change", admin.userID]);
    assert(profile.target.endsWith(`(#${editor.userID})`), profile.target);
    assertEquals((await stored(t)).length, n + 1);

    // Folders: made, moved, deleted, one record each.
    n = await count();
    const dirs: [string, Record<string, string>][] = [
      ["create-dir", { path: "/", folderName: "logos" }],
      ["move-directory", { oldPath: "/logos", newPath: "/brand" }],
      ["delete-directory", { path: "/brand" }],
    ];
    for (const [path, body] of dirs) {
      const res = await editor.post(`/api/ximblox/medialib/${path}`, body);
      assertEquals(res.status, 200, res.raw);
    }
    assertEquals((await stored(t)).slice(n).map((r) => [r.action, r.target, r.summary]), [
      ["folder-create", "/logos", ""],
      ["folder-move", "/logos", "/logos → /brand"],
      ["folder-delete", "/brand", "empty folder"],
    ]);

    // A form template made and changed.
    n = await count();
    const template = {
      name: "Contact",
      receiverEmail: "desk@example.com",
      confirmationTitle: "Thank you",
      confirmationText: "We will answer.",
      fields: [{ id: "name", label: "Name", kind: "short-text", limit: 50 }],
    };
    const made = await admin.post("/api/ximblox/forms", template);
    assertEquals(made.status, 201, made.raw);
    const formID = made.body.template.id;
    const changedForm = await admin.put(`/api/ximblox/forms/${formID}`, {
      ...template,
      name: "Contact us",
      revision: made.body.template.revision,
    });
    assertEquals(changedForm.status, 200, changedForm.raw);
    assertEquals((await stored(t)).slice(n).map((r) => [r.action, r.target, r.summary]), [
      ["form-create", `Contact (#${formID})`, "1 fields"],
      ["form-update", `Contact us (#${formID})`, "name: Contact → Contact us"],
    ]);

    // A newsletter subscriber deleted by the admin.
    await subscribe(t.deps, { name: "Ann", email: "ann@example.com", locale: "en-gb" });
    await signupsSettled();
    const listed = await admin.post("/api/ximblox/newsletter/list", {});
    const subscriber = listed.body.items.find((s: { email: string }) =>
      s.email === "ann@example.com"
    );
    n = await count();
    const deleted = await admin.request(
      "DELETE",
      `/api/ximblox/newsletter/subscriber/${subscriber.id}`,
    );
    assertEquals(deleted.status, 200, deleted.raw);
    await expectRecord(n, "subscriber-delete", "ann@example.com", admin.userID);
  });
});

Deno.test("audit: the demo seed is the system's; the publish filter finds accepted requests", async () => {
  await withTestApp(async (t) => {
    const seeded = await stored(t);
    assert(seeded.filter((r) => r.action === "page-create").length > 20, "pages created");
    assert(seeded.filter((r) => r.action === "translation-create").length > 0, "translations");
    assertEquals(
      seeded.filter((r) => r.actorName !== "system" || r.actorID !== null).map((r) => r.action),
      [],
      "every seed record is the system's",
    );

    const editor = await t.signedIn(2);
    const publisher = await t.signedIn(3);
    const page = await createTestPage(editor, { slug: "via-request" });
    await editor.post(`${PAGE_API}/${page.pageID}/request-publication`, { comment: "" });
    const accepted = await publisher.post(
      `${PAGE_API}/version/${page.pageVersionID}/accept-publication`,
      { feedback: "fine" },
    );
    assertEquals(accepted.status, 200, JSON.stringify(accepted.body));
    const admin = await t.signedIn(1);
    const found = await admin.get(
      `${AUDIT}?action=page-publish&target=${encodeURIComponent("via-request")}`,
    );
    assertEquals(found.status, 200, found.raw);
    assertEquals(found.body.items.map((r: AuditRecord) => [r.action, r.actorID]), [
      ["page-publish", publisher.userID],
    ]);
    assert(found.body.items[0].summary.includes("accepting request"), found.raw);
  }, { SEED: "demo" });
});
