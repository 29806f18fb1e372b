/** The README's newsletter API steps, followed as written (issue 19). */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { withTestApp } from "../../_utils/app.ts";

Deno.test("README: the newsletter's JSON API takes its CSRF token from GET …/newsletter/token", () =>
  withTestApp(async (t) => {
    const readme = await Deno.readTextFile(new URL("../../../README.md", import.meta.url));
    const bullet = readme.split("\n- ").find((b) => b.startsWith("Newsletter:")) ?? "";
    const said = bullet.replace(/\s+/g, " ");
    assert(said.includes("`GET /api/ximblox/newsletter/token`"), said);
    assert(said.includes("`X-CSRF-Token`") && said.includes("`CSRF_01`"), said);

    const body = JSON.stringify({ name: "Jan", email: "jan@example.nl" });
    const json = { "Content-Type": "application/json" };
    const without = await t.app.request("/api/ximblox/newsletter/subscribe", {
      method: "POST",
      headers: json,
      body,
    });
    assertEquals([without.status, (await without.json()).Errors[0].code], [403, "CSRF_01"]);

    const token = await t.app.request("/api/ximblox/newsletter/token");
    await token.body?.cancel();
    const cookie = token.headers.getSetCookie()[0].split(";")[0];
    const res = await t.app.request("/api/ximblox/newsletter/subscribe", {
      method: "POST",
      headers: { ...json, Cookie: cookie, "X-CSRF-Token": token.headers.get("X-CSRF-Token")! },
      body,
    });
    assertEquals([res.status, await res.json()], [200, { Success: true }]);
  }));
