/**
 * The admin's API client repeats a store or a publish once when a proxy answers 502 or 503 (a
 * rolling restart behind nginx: a connection to a process that was stopping; a busy store), and
 * nothing else; and the server makes that repeat safe: a store is checked against its revision (a
 * repeat of one applied answers PM_02, never a second version), a publish again leaves the same
 * version live.
 *
 * The client runs here as in the browser, against a real HTTP server standing for the proxy: the
 * page's origin is that server's (fetch resolves the client's relative addresses against it), and
 * the page's head has no meta tags.
 */
import { assertEquals } from "../_utils/assert.ts";
import { startTestApp } from "../_utils/app.ts";
import { createTestPage, PAGE_API } from "../_utils/pages.ts";

(globalThis as { document?: unknown }).document = { querySelector: () => null };
const client = await import("../../admin/src/api/client.ts");
const pages = await import("../../admin/src/api/pages.ts");

/** A stand-in proxy: answers each request with the next of `statuses`, then 200 Success. */
function proxy(statuses: number[]) {
  const seen: { method: string; path: string; body: string }[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    seen.push({ method: req.method, path: new URL(req.url).pathname, body: await req.text() });
    const status = statuses.shift() ?? 200;
    if (status !== 200) return new Response("<html>Bad Gateway</html>", { status });
    return Response.json({ Success: true, pageID: 1, pageVersionID: 2, revision: "r" });
  });
  const origin = `http://127.0.0.1:${server.addr.port}`;
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    fetchBefore(typeof input === "string" ? new URL(input, origin) : input, init);
  return {
    seen,
    async close() {
      globalThis.fetch = fetchBefore;
      await server.shutdown();
    },
  };
}

async function failure(work: Promise<unknown>): Promise<number> {
  try {
    await work;
    return 200;
  } catch (err) {
    return (err as InstanceType<typeof client.ApiError>).status;
  }
}

Deno.test("the admin repeats a store or publish once on 502/503, and nothing else", async () => {
  const draft = { revision: "r1" } as Parameters<typeof pages.storeVersion>[1];
  for (const status of [502, 503]) {
    const p = proxy([status]);
    try {
      await pages.publishPage(7);
      await pages.storeVersion(9, draft);
      assertEquals(p.seen.map((s) => `${s.method} ${s.path}`), [
        "POST /api/ximblox/page/7/publish",
        "POST /api/ximblox/page/7/publish",
        "POST /api/ximblox/page/version/9/store",
      ]);
    } finally {
      await p.close();
    }
  }
  // The repeat sends the same body (the same revision).
  const twice = proxy([502]);
  try {
    await pages.storeVersion(9, draft);
    assertEquals(twice.seen.length, 2);
    assertEquals(twice.seen[0].body, twice.seen[1].body);
    assertEquals(JSON.parse(twice.seen[1].body).revision, "r1");
  } finally {
    await twice.close();
  }
  // Once only: a second 502 is the editor's to see.
  const down = proxy([502, 502, 502]);
  try {
    assertEquals(await failure(pages.publishPage(7)), 502);
    assertEquals(down.seen.length, 2);
  } finally {
    await down.close();
  }
  // A call a repeat could apply twice is never repeated: creating a page.
  const create = proxy([502]);
  try {
    const status = await failure(
      pages.createPage({ title: "T", slug: "t", type: "page", locale: "en-gb" }),
    );
    assertEquals([status, create.seen.length], [502, 1]);
  } finally {
    await create.close();
  }
});

Deno.test("a repeated store answers PM_02 and stores nothing; a repeated (un)publish changes nothing", async () => {
  const t = await startTestApp();
  try {
    const c = await t.signedIn(1);
    const { pageID } = await createTestPage(c);
    const v = (await c.get(`${PAGE_API}/${pageID}`)).body.page.pageVersion;
    const body = { ...v, blocks: [{ type: "heading", key: "h", props: { text: "Once" } }] };
    const first = await c.post(`${PAGE_API}/version/${v.id}/store`, body);
    assertEquals(first.status, 200, first.raw);
    const again = await c.post(`${PAGE_API}/version/${v.id}/store`, body);
    assertEquals([again.status, again.body.Errors?.[0]?.code], [409, "PM_02"]);
    const versions = await c.get(`${PAGE_API}/${pageID}/versions`);
    assertEquals(versions.body.items.length, 2, "the create and the one store");

    const published = await c.post(`${PAGE_API}/${pageID}/publish`);
    assertEquals(published.status, 200, published.raw);
    const republished = await c.post(`${PAGE_API}/${pageID}/publish`);
    assertEquals(republished.status, 200, republished.raw);
    assertEquals(republished.body.publishedVersionID, published.body.publishedVersionID);
    for (let i = 0; i < 2; i++) {
      const unpublished = await c.post(`${PAGE_API}/${pageID}/unpublish`);
      assertEquals(unpublished.status, 200, unpublished.raw);
    }
  } finally {
    await t.close();
  }
});
