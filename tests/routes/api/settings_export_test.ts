/**
 * POST /api/ximblox/settings/export: the whole store as an export archive, streamed, for
 * Administrators only (401 without a session, 403 UM_01 for any other role, even one that may
 * manage settings); a download that is never cached, and that no link or form of another site
 * starts (a POST with the CSRF token; a GET is no export).
 */
import { verifyArchive } from "../../../lib/db/archive_import.ts";
import { codes, type TestClient, withTestApp } from "../../_utils/app.ts";
import { assert, assertEquals } from "../../_utils/assert.ts";

const EXPORT = "/api/ximblox/settings/export";

/** The export as the admin's button asks for it: a POST with the session and the CSRF token. */
async function exportAs(client: TestClient): Promise<Response> {
  if (!client.csrf) await client.get("/api/ximblox/settings/get");
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  return await (client.app as { request: (p: string, i: RequestInit) => Promise<Response> })
    .request(EXPORT, {
      method: "POST",
      headers: {
        Cookie: cookie,
        "X-CSRF-Token": client.csrf,
        "X-Requested-With": "XMLHttpRequest",
      },
    });
}

Deno.test("export: an Administrator gets a verified archive as a dated, uncached attachment", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const res = await exportAs(admin);
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
    assertEquals((await t.client().post(EXPORT)).status, 401);
    const admin = await t.signedIn(1);
    const role = await admin.post("/api/ximblox/user/roles", {
      name: "Settings only",
      permissions: [{ name: "manage-settings" }],
    });
    assertEquals(role.status, 201, role.raw);
    for (const roleID of [2, 3, role.body.role.ID]) {
      const res = await (await t.signedIn(roleID)).post(EXPORT);
      assertEquals([res.status, codes(res)], [403, ["UM_01"]], `role ${roleID}`);
    }
  }));

Deno.test("export: a store file is read from a point-in-time copy, removed afterwards", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await withTestApp(async (t) => {
      const admin = await t.signedIn(1);
      const res = await exportAs(admin);
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

Deno.test("export: a GET, a POST without the CSRF token and a link from another site start nothing", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const exports = async () =>
      (await admin.get("/api/ximblox/audit?action=export")).body.totalItems as number;
    assertEquals((await admin.get(EXPORT)).status, 404, "a GET is no export");
    const forged = await admin.request("POST", EXPORT, { csrf: false });
    assertEquals([forged.status, codes(forged)], [403, ["CSRF_01"]]);
    // A link on another site, followed while signed in (the session cookie is SameSite=Lax): no
    // API address answers such a navigation, the CSV downloads (which are recorded) included.
    for (const path of [EXPORT, "/api/ximblox/audit/export", "/api/ximblox/newsletter/export"]) {
      const res = await admin.request("GET", path, {
        headers: { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" },
      });
      assertEquals([res.status, codes(res)], [403, ["CSRF_01"]], path);
    }
    assertEquals(await exports(), 0, "nothing was exported");
    // The admin's own link (same origin) still downloads.
    const own = await admin.request("GET", "/api/ximblox/audit/export", {
      headers: { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" },
    });
    assertEquals(own.status, 200);
  }));
