/**
 * The development loop's reload channel belongs to `deno task dev`'s front (tools/dev_front.ts)
 * alone: the application `deno task start` serves answers 404 there and adds no script to its
 * pages. And the front's CSP edit lets its script run without opening the page to anything else.
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { withTestApp } from "../_utils/app.ts";
import { DEV_CLIENT, DEV_EVENTS, withScriptSources } from "../../tools/dev_front.ts";

Deno.test("the production app has no reload channel and injects no dev script", async () => {
  await withTestApp(async ({ app }) => {
    for (const path of [DEV_EVENTS, DEV_CLIENT]) {
      const res = await app.request(path);
      await res.body?.cancel();
      assertEquals(res.status, 404, path);
    }
    const page = await app.request("/");
    const html = await page.text();
    assert(html.includes("</body>"), "a public page was drawn");
    assert(!html.includes("/_dev/"), "no dev script on a public page");
    assert(!(page.headers.get("content-security-policy") ?? "").includes("/_dev/"));
  });
});

Deno.test("the front adds its sources to script-src, in place of 'none'", () => {
  assertEquals(
    withScriptSources("default-src 'self'; script-src 'none'; img-src 'self'", ["'self'"]),
    "default-src 'self'; script-src 'self'; img-src 'self'",
  );
  assertEquals(
    withScriptSources("script-src 'self' 'sha256-a'", ["'self'", "'sha256-b'"]),
    "script-src 'self' 'sha256-a' 'sha256-b'",
  );
  assertEquals(
    withScriptSources("default-src 'self'", ["'self'"]),
    "default-src 'self'; script-src 'self'",
  );
});
