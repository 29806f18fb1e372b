/**
 * GET /api/ximblox/settings/export: the whole store as an export archive, streamed, for
 * Administrators only (401 without a session, 403 UM_01 for any other role, even one that may
 * manage settings); a download that is never cached.
 */
import { verifyArchive } from "../../../lib/db/archive_import.ts";
import { codes, withTestApp } from "../../_utils/app.ts";
import { assert, assertEquals } from "../../_utils/assert.ts";

const EXPORT = "/api/ximblox/settings/export";

Deno.test("export: an Administrator gets a verified archive as a dated, uncached attachment", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await t.app.request(EXPORT, { headers: { Cookie: cookie } });
    assertEquals(res.status, 200);
    assertEquals(res.headers.get("Content-Type"), "application/gzip");
    assertEquals(res.headers.get("Cache-Control"), "no-store");
    const disposition = res.headers.get("Content-Disposition") ?? "";
    assert(
      /^attachment; filename="ximblox-export-\d{4}-\d\d-\d\d-\d{6}\.jsonl\.gz"$/.test(disposition),
      disposition,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    const manifest = await verifyArchive(() => Promise.resolve(new Blob([bytes]).stream()));
    assertEquals(manifest.counts.users, 2, "the seeded administrator and this one");
    assert(!("sessions" in manifest.counts), "sessions are not carried");
  }));

Deno.test("export: 401 without a session, 403 UM_01 for roles other than Administrator", () =>
  withTestApp(async (t) => {
    assertEquals((await t.client().get(EXPORT)).status, 401);
    const admin = await t.signedIn(1);
    const role = await admin.post("/api/ximblox/user/roles", {
      name: "Settings only",
      permissions: [{ name: "manage-settings" }],
    });
    assertEquals(role.status, 201, role.raw);
    for (const roleID of [2, 3, role.body.role.ID]) {
      const res = await (await t.signedIn(roleID)).get(EXPORT);
      assertEquals([res.status, codes(res)], [403, ["UM_01"]], `role ${roleID}`);
    }
  }));

Deno.test("export: a store file is read from a point-in-time copy, removed afterwards", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await withTestApp(async (t) => {
      const admin = await t.signedIn(1);
      const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      const res = await t.app.request(EXPORT, { headers: { Cookie: cookie } });
      assertEquals(res.status, 200);
      const text = await new Response(res.body!.pipeThrough(new DecompressionStream("gzip")))
        .text();
      assertEquals(JSON.parse(text.slice(0, text.indexOf("\n"))).source, "snapshot");
      const left = [...Deno.readDirSync(dir)].map((e) => e.name).filter((n) =>
        n.includes("export")
      );
      assertEquals(left, [], "the copy is gone once the download ends");
    }, { KV_PATH: `${dir}/store.kv` });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
