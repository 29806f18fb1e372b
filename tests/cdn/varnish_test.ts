/**
 * A real Varnish with the shipped VCL (docs/varnish.vcl) in front of a real server process with
 * `CDN=varnish` (issue 27, "A CDN in front"): a second request is a hit; after a publish the page
 * through Varnish is the new one within a second (the purge of its tags); a page the change does
 * not touch stays a hit; a signed-in request is never answered from the cache. Needs `varnishd`
 * and vmod xkey (Debian: varnish, varnish-modules; .ci/run installs them).
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, overHttp, TestClient } from "../_utils/app.ts";
import { createTestPage, PAGE_API, storeDraft } from "../_utils/pages.ts";
import { freePort, startServer } from "../_utils/process.ts";
import { startVarnish, VARNISH_MISSING } from "../_utils/varnish.ts";
import { waitFor } from "../_utils/wait.ts";

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers, redirect: "manual" });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const heading = (text: string) => [{ type: "heading", key: "h", props: { text, level: 2 } }];

Deno.test({
  name: "Varnish in front: hits, a publish purges its page within a second, and only it",
  ignore: VARNISH_MISSING,
}, async (t) => {
  const dir = await Deno.makeTempDir({ prefix: "ximblox-cdn-" });
  // The server needs Varnish's address for its purges, and Varnish the server's: Varnish's port
  // is chosen first, Varnish started once the server listens.
  const varnishPort = freePort();
  const server = await startServer({
    KV_PATH: `${dir}/store.kv`,
    SEED: "none",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    CDN: "varnish",
    CDN_PURGE_URL: `http://127.0.0.1:${varnishPort}/`,
  }).catch(async (err) => {
    await Deno.remove(dir, { recursive: true });
    throw err;
  });
  let varnish: Awaited<ReturnType<typeof startVarnish>> | null = null;
  try {
    varnish = await startVarnish(Number(new URL(server.url).port), varnishPort);
    const v = varnish.url;
    const admin = await new TestClient(overHttp(server.url)).signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const a = await createTestPage(admin, { slug: "cdn-a", content: heading("A one") });
    const b = await createTestPage(admin, { slug: "cdn-b", content: heading("B one") });
    for (const { pageID } of [a, b]) {
      assertEquals((await admin.post(`${PAGE_API}/${pageID}/publish`)).status, 200);
    }

    await t.step("a second request is a hit", async () => {
      for (const path of ["/cdn-a", "/cdn-b"]) {
        const first = await get(v + path);
        assertEquals(first.status, 200);
        assert(/s-maxage=\d+/.test(first.headers.get("Cache-Control") ?? ""));
        assertEquals(first.headers.get("xkey"), null, "the tags stay between app and Varnish");
        const second = await get(v + path);
        assertEquals(second.headers.get("X-Cache"), "HIT", path);
        assertEquals(second.text, first.text);
      }
    });

    await t.step(
      "after a publish the page is the new one within 1 s; others stay hits",
      async () => {
        await storeDraft(admin, a.pageID, { blocks: heading("A two") });
        assertEquals((await admin.post(`${PAGE_API}/${a.pageID}/publish`)).status, 200);
        // Within a second of the publish's answer (the purge is sent as the commit returns).
        const page = await waitFor("the new page through Varnish", 1000, async () => {
          const res = await get(v + "/cdn-a");
          return res.text.includes("A two") && res;
        });
        assert(!page.text.includes("A one"));
        const second = await get(v + "/cdn-a");
        assertEquals(second.headers.get("X-Cache"), "HIT", "kept again");
        const untouched = await get(v + "/cdn-b");
        assertEquals(untouched.headers.get("X-Cache"), "HIT", "a page the publish did not touch");
        assert(untouched.text.includes("B one"));
      },
    );

    await t.step("a signed-in request is never answered from the cache", async () => {
      const cookie = [...admin.cookies].map(([k, val]) => `${k}=${val}`).join("; ");
      assert(cookie.includes("xb_session="));
      for (let i = 0; i < 2; i++) {
        const res = await get(v + "/cdn-b", { Cookie: cookie });
        assertEquals(res.status, 200);
        assertEquals(res.headers.get("X-Cache"), "MISS");
      }
      const api = await get(v + "/api/ximblox/settings/get", { Cookie: cookie });
      assertEquals(api.headers.get("X-Cache"), "MISS");
      assertEquals(api.headers.get("Cache-Control"), "no-store");
    });
  } finally {
    await varnish?.stop();
    await server.stop();
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
});
