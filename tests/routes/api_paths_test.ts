/**
 * API paths answer alike with or without a trailing slash (issue 19: GET /api/ximblox/forms/);
 * the admin's /cmsadmin and /cmsadmin/ still differ (one redirects to the other).
 */
import { assertEquals } from "../_utils/assert.ts";
import { withTestApp } from "../_utils/app.ts";

Deno.test("a trailing slash on an API path answers like the path without it", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    for (const path of ["/api/ximblox/forms", "/api/ximblox/user", "/api/ximblox/user/list"]) {
      const plain = await admin.get(path);
      const slashed = await admin.get(`${path}/`);
      assertEquals(plain.status, 200, path);
      assertEquals([slashed.status, slashed.body], [plain.status, plain.body], `${path}/`);
    }
    const list = await admin.post("/api/ximblox/page/list/", {});
    assertEquals([list.status, list.body.Success], [200, true]);
    const unknown = await admin.get("/api/ximblox/nothing-here/");
    assertEquals(unknown.status, 404);
  }));

Deno.test("the admin's entry keeps its one redirect: /cmsadmin → /cmsadmin/", () =>
  withTestApp(async (t) => {
    const bare = await t.app.request("/cmsadmin");
    assertEquals([bare.status, bare.headers.get("Location")], [301, "/cmsadmin/"]);
    await bare.body?.cancel();
    const shell = await t.app.request("/cmsadmin/");
    assertEquals(shell.status, 200);
    await shell.body?.cancel();
  }));
