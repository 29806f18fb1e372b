/**
 * With a CDN in front (`CDN=deno-deploy`; issue 27, "A CDN in front"): what public answers say
 * to it (caching headers, ETag, `Deno-Cache-Tag`), that per-visitor answers never say it, and
 * that each change purges exactly the tags it touched — through a real HTTP endpoint standing in
 * for Deno Deploy's invalidation API, which refuses the first purge: it is logged, counted and
 * sent again, not lost.
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { startTestApp } from "../_utils/app.ts";
import { createTestPage, PAGE_API } from "../_utils/pages.ts";
import { waitFor } from "../_utils/wait.ts";
import { pageChangeTags } from "../../lib/db/cache_tags.ts";
import { queuedCdnPurges } from "../../lib/db/cdn_purges.ts";
import { getPage } from "../../lib/db/pages.ts";
import { registry } from "../../lib/observe/metrics.ts";
import { startCdnPurger } from "../../lib/site/cdn_purge.ts";

/** An HTTP endpoint that takes purges as Deno Deploy's does, refusing the first `refuse`. */
function invalidationEndpoint(refuse: number) {
  const received: string[][] = [];
  let refused = 0;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const { tags } = await req.json();
    if (refused < refuse) {
      refused++;
      return new Response("busy", { status: 503 });
    }
    received.push(tags);
    return new Response("ok");
  });
  return { url: `http://127.0.0.1:${server.addr.port}/invalidate/http`, received, server };
}

async function counted(outcome: string): Promise<number> {
  const text = await registry.getSingleMetricAsString("ximblox_cdn_purges_total");
  const line = text.split("\n").find((l) =>
    l.startsWith(`ximblox_cdn_purges_total{outcome="${outcome}"}`)
  );
  return line ? Number(line.split(" ").at(-1)) : 0;
}

Deno.test("CDN=deno-deploy: headers, tags, and purges that are retried, never lost", async (t) => {
  const endpoint = invalidationEndpoint(1);
  const app = await startTestApp({ CDN: "deno-deploy", CDN_PURGE_URL: endpoint.url });
  const purger = startCdnPurger(app.deps)!;
  try {
    const admin = await app.signedIn(1);
    const { pageID } = await createTestPage(admin, { slug: "kept" });
    const other = await createTestPage(admin, { slug: "other" });
    const failedBefore = await counted("failed");
    assertEquals((await admin.post(`${PAGE_API}/${pageID}/publish`)).status, 200);
    const page = (await getPage(app.deps.kv, pageID))!;

    await t.step(
      "a failed purge is sent again, with exactly the tags the publish touched",
      async () => {
        await waitFor("the purge, sent again", 10_000, () => endpoint.received.length > 0);
        assertEquals(new Set(endpoint.received[0]), new Set(pageChangeTags(page)));
        assertEquals(await counted("failed"), failedBefore + 1);
        // Deleted from the queue once the endpoint said yes.
        await waitFor("an empty queue", 5000, async () => {
          return (await queuedCdnPurges(app.deps.kv)).length === 0;
        });
      },
    );

    await t.step("a public page: kept by the CDN, with what it was built from", async () => {
      const res = await app.app.request("/kept");
      assertEquals(res.status, 200);
      assertEquals(
        res.headers.get("Cache-Control"),
        "public, max-age=0, s-maxage=86400, stale-while-revalidate=60",
      );
      const tags = res.headers.get("Deno-Cache-Tag")!.split(",");
      for (const tag of ["site", "l.en-gb", `p${pageID}`, "a.en-gb.kept", "m.en-gb"]) {
        assert(tags.includes(tag), `${tag} in ${tags}`);
      }
      assert(!tags.includes(`p${other.pageID}`));
      const etag = res.headers.get("ETag")!;
      assert(/^"[^"]+"$/.test(etag), "a strong ETag");
      await res.body?.cancel();
      const again = await app.app.request("/kept", { headers: { "If-None-Match": etag } });
      assertEquals(again.status, 304);
      // A 404 names its address: a page published there later purges it.
      const missing = await app.app.request("/not-yet");
      assertEquals(missing.status, 404);
      assert(missing.headers.get("Deno-Cache-Tag")!.split(",").includes("a.en-gb.not-yet"));
      await missing.body?.cancel();
    });

    await t.step("the news API and the sitemap: kept too, no token, no cookie", async () => {
      const news = await app.client().get("/api/ximblox/news?locale=en-gb");
      assertEquals(news.status, 200);
      assert(news.headers.get("Cache-Control")!.includes("s-maxage="));
      assertEquals(news.headers.get("Deno-Cache-Tag"), "site,l.en-gb,c.en-gb.news");
      assertEquals(news.headers.get("Set-Cookie"), null);
      assertEquals(news.headers.get("X-CSRF-Token"), null);
      assert(news.headers.get("ETag"));
      const sitemap = await app.app.request("/sitemap.xml");
      assertEquals(sitemap.headers.get("Deno-Cache-Tag"), "site,sitemap");
      assert((await sitemap.text()).includes("/kept"));
    });

    await t.step(
      "never kept by a shared cache: sessions, cookies, the API, the admin",
      async () => {
        const api = await admin.get("/api/ximblox/settings/get");
        assertEquals(api.headers.get("Cache-Control"), "no-store");
        // A first visit to the admin sets the CSRF cookie: private, whatever the route said.
        const first = await app.app.request("/cmsadmin/");
        assert(first.headers.get("Set-Cookie"));
        assert(/private|no-store/.test(first.headers.get("Cache-Control") ?? ""));
        await first.body?.cancel();
        const bad = await app.client().get("/api/ximblox/news?locale=xx-xx");
        assertEquals(bad.headers.get("Cache-Control"), "no-store");
      },
    );

    await t.step("a menu save purges its locale's menus only", async () => {
      const sent = endpoint.received.length;
      const menu = (await admin.get("/api/ximblox/menu/en-gb/main")).body.menu;
      const saved = await admin.put("/api/ximblox/menu/en-gb/main", {
        revision: menu.revision,
        items: [{ id: "a", title: "Kept", link: { kind: "internal", pageID }, children: [] }],
      });
      assertEquals(saved.status, 200, saved.raw);
      await waitFor("the menu purge", 5000, () => endpoint.received.length > sent);
      assertEquals(endpoint.received.at(-1), ["m.en-gb"]);
      // The pages now carry the tag of the page the menu links to.
      const res = await app.app.request("/other");
      await res.body?.cancel();
      assert(res.headers.get("Deno-Cache-Tag")!.split(",").includes(`p${pageID}`));
    });
  } finally {
    await purger.stop();
    await app.close();
    await endpoint.server.shutdown();
  }
});
