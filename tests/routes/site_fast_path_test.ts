/**
 * The public pages' fast path (lib/site/fast_path.ts, run by routes/site.tsx fastPages): a page answered once in a state of the
 * site is sent again with exactly the headers the whole middleware chain gave it, conditional
 * requests get 304 there too, and any change of the site is visible on the very next request.
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { withTestApp } from "../_utils/app.ts";
import { createTestPage, PAGE_API } from "../_utils/pages.ts";

const heading = (text: string) => [{ type: "heading", key: "h", props: { text, level: 2 } }];

function headersOf(res: Response): Record<string, string> {
  return Object.fromEntries([...res.headers].filter(([name]) => name !== "date"));
}

Deno.test("fastPages() answers a repeated page with the same bytes and headers", () =>
  withTestApp(async (t) => {
    const c = await t.signedIn(1);
    const { pageID, pageVersionID } = await createTestPage(c, {
      slug: "hours",
      content: heading("Open at eight"),
    });
    assertEquals((await c.post(`${PAGE_API}/${pageID}/publish`)).status, 200);

    const first = await t.app.request("/hours");
    const firstBody = await first.text();
    const second = await t.app.request("/hours?utm=x");
    assertEquals(second.status, 200);
    assertEquals(await second.text(), firstBody);
    assertEquals(headersOf(second), headersOf(first));
    for (const name of ["Content-Security-Policy", "X-Content-Type-Options", "X-Frame-Options"]) {
      assert(second.headers.get(name), `${name} on the fast path`);
    }

    // Conditional and HEAD requests.
    const etag = first.headers.get("ETag")!;
    const notModified = await t.app.request("/hours", { headers: { "If-None-Match": etag } });
    assertEquals(notModified.status, 304);
    assertEquals(await notModified.text(), "");
    const head = await t.app.request("/hours", { method: "HEAD" });
    assertEquals(
      head.headers.get("Content-Length"),
      String(new TextEncoder().encode(firstBody).length),
    );

    // A change is visible on the very next request, and then served fast again.
    const version = (await c.get(`${PAGE_API}/version/fetch/${pageVersionID}`)).body.pageVersion;
    const stored = await c.post(`${PAGE_API}/version/${pageVersionID}/store`, {
      ...version,
      blocks: heading("Open at nine"),
    });
    assertEquals(stored.status, 200);
    assert(
      (await (await t.app.request("/hours")).text()).includes("Open at eight"),
      "draft unseen",
    );
    assertEquals((await c.post(`${PAGE_API}/${pageID}/publish`)).status, 200);
    assert((await (await t.app.request("/hours")).text()).includes("Open at nine"), "next request");
    assert((await (await t.app.request("/hours")).text()).includes("Open at nine"), "and after");
    assertEquals((await c.post(`${PAGE_API}/${pageID}/unpublish`)).status, 200);
    assertEquals((await t.app.request("/hours")).status, 404);
  }));

Deno.test("fastPages() never serves a session's answer or another route", () =>
  withTestApp(async (t) => {
    const c = await t.signedIn(1);
    const { pageID } = await createTestPage(c, { slug: "contact", content: heading("Hi") });
    await c.post(`${PAGE_API}/${pageID}/publish`);
    await t.app.request("/contact");
    // API and admin paths keep their own answers, headers and no-store.
    const api = await t.app.request("/api/ximblox/settings/get");
    assertEquals(api.headers.get("Cache-Control"), "no-store");
    await api.body?.cancel();
    const missing = await t.app.request("/contact/more");
    assertEquals(missing.status, 404);
    await missing.body?.cancel();
  }));
