/**
 * The public pages' fast path (lib/site/fast_path.ts, run by routes/site.tsx fastPages): a page answered once in a state of the
 * site is sent again with exactly the headers the whole middleware chain gave it, conditional
 * requests get 304 there too, and any change of the site is visible on the very next request.
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { withTestApp } from "../_utils/app.ts";
import { createTestPage, PAGE_API } from "../_utils/pages.ts";
import { serveHandler } from "../../app.ts";

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

Deno.test("serveHandler's fast path over HTTP: every answer whole, the headers unchanged, 304 too", () =>
  withTestApp(async (t) => {
    const c = await t.signedIn(1);
    const { pageID } = await createTestPage(c, { slug: "prices", content: heading("Prices") });
    await c.post(`${PAGE_API}/${pageID}/publish`);
    // A header given to each answer on its way out (as a drain's Connection: close is): it must
    // stay that answer's own, never reach the kept one the next answers are cloned from.
    const handler = serveHandler(t.app, t.deps);
    let n = 0;
    const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (r, i) => {
      const res = await handler(r, i);
      res.headers.append("X-Answer", String(n++));
      return res;
    });
    try {
      const url = `http://127.0.0.1:${server.addr.port}/prices`;
      const first = await fetch(url);
      const body = await first.text();
      const own = (res: Response) => {
        const { "x-answer": answer, ...rest } = headersOf(res);
        assert(/^\d+$/.test(answer), `one answer's own header: ${answer}`);
        return rest;
      };
      // Answered from one kept answer many times, a few at once: each gets all of it.
      for (let round = 0; round < 3; round++) {
        const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(url)));
        for (const res of answers) {
          assertEquals([res.status, await res.text()], [200, body]);
          assertEquals(own(res), own(first));
        }
      }
      const etag = first.headers.get("ETag")!;
      const notModified = await fetch(url, { headers: { "If-None-Match": etag } });
      assertEquals([notModified.status, await notModified.text()], [304, ""]);
      assertEquals(notModified.headers.get("ETag"), etag);
    } finally {
      await server.shutdown();
    }
  }));
