/**
 * A change drops only the kept answers built from what it touched (lib/db/cache_tags.ts,
 * lib/db/site_revision.ts): in the process that made it at once, and in another instance on the
 * same store file once it has read the change log — the same answers in both. A change that
 * touches what every page shows (the menus, the settings) drops them all.
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { startTestApp } from "../_utils/app.ts";
import { createTestPage, PAGE_API, storeDraft } from "../_utils/pages.ts";
import { waitFor } from "../_utils/wait.ts";
import { createApp } from "../../app.ts";
import { keys } from "../../lib/db/keys.ts";
import { openKv } from "../../lib/db/kv.ts";
import { siteView } from "../../lib/db/site_revision.ts";
import { isKept } from "../../lib/site/fast_path.ts";
import type { Deps } from "../../lib/ops/deps.ts";

const heading = (text: string) => [{ type: "heading", key: "h", props: { text, level: 2 } }];

async function text(
  app: { request: (path: string) => Response | Promise<Response> },
  path: string,
) {
  const res = await app.request(path);
  assertEquals(res.status, 200, path);
  return await res.text();
}

Deno.test("a publish drops only its own page's kept answer, here and in another instance", async () => {
  const dir = await Deno.makeTempDir({ prefix: "ximblox-tags-" });
  const kvPath = `${dir}/store.kv`;
  const one = await startTestApp({ KV_PATH: kvPath });
  const kv2 = await openKv(kvPath);
  const deps2: Deps = { ...one.deps, kv: kv2 };
  const two = await createApp(deps2);
  try {
    const admin = await one.signedIn(1);
    const a = await createTestPage(admin, { slug: "tag-a", content: heading("A one") });
    const b = await createTestPage(admin, { slug: "tag-b", content: heading("B one") });
    for (const { pageID } of [a, b]) {
      assertEquals((await admin.post(`${PAGE_API}/${pageID}/publish`)).status, 200);
    }
    // Both instances answer both pages once: kept for the fast path.
    const view1 = siteView(one.deps.kv);
    const view2 = siteView(kv2);
    // (Each instance's first look at the change log starts a fresh state: wait for both.)
    await waitFor("both instances to keep both pages", 5000, async () => {
      for (const app of [one.app, two]) for (const p of ["/tag-a", "/tag-b"]) await text(app, p);
      const [s1, s2] = [await view1.current(), await view2.current()];
      return [s1, s2].every((s) => isKept(s, "/tag-a") && isKept(s, "/tag-b"));
    });
    const before1 = await view1.current();

    await storeDraft(admin, a.pageID, { blocks: heading("A two") });
    assertEquals((await admin.post(`${PAGE_API}/${a.pageID}/publish`)).status, 200);

    // Here, at once: the same state, without A, with B.
    const after1 = await view1.current();
    assertEquals(after1, before1, "the state lives on");
    assert(!isKept(after1, "/tag-a"), "A dropped");
    assert(isKept(after1, "/tag-b"), "B kept");
    assert((await text(one.app, "/tag-a")).includes("A two"));

    // The other instance, once it has read the change log: the same.
    await waitFor("instance two to show the new A", 5000, async () => {
      const s2 = await view2.current();
      return !isKept(s2, "/tag-a") && (await text(two, "/tag-a")).includes("A two");
    });
    assert(isKept(await view2.current(), "/tag-b"), "B kept by instance two too");
    assert((await text(two, "/tag-b")).includes("B one"));

    // The menus: shown by every page, so both go, in both instances.
    for (const p of ["/tag-a", "/tag-b"]) await text(one.app, p);
    const menu = (await admin.get("/api/ximblox/menu/en-gb/main")).body.menu;
    const saved = await admin.put("/api/ximblox/menu/en-gb/main", {
      revision: menu.revision,
      items: [{
        id: "m",
        title: "To B",
        link: { kind: "internal", pageID: b.pageID },
        children: [],
      }],
    });
    assertEquals(saved.status, 200, saved.raw);
    const s1 = await view1.current();
    assert(!isKept(s1, "/tag-a") && !isKept(s1, "/tag-b"), "both dropped here");
    assert((await text(one.app, "/tag-a")).includes("To B"));
    await waitFor("instance two to show the menu", 5000, async () => {
      return (await text(two, "/tag-a")).includes("To B") &&
        (await text(two, "/tag-b")).includes("To B");
    });
  } finally {
    kv2.close();
    await one.close();
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
});

Deno.test("a bump the change log does not account for drops everything (another instance)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "ximblox-tags-" });
  const kvPath = `${dir}/store.kv`;
  const one = await startTestApp({ KV_PATH: kvPath });
  const kv2 = await openKv(kvPath);
  const two = await createApp({ ...one.deps, kv: kv2 });
  const raw = await Deno.openKv(kvPath);
  try {
    const admin = await one.signedIn(1);
    const a = await createTestPage(admin, { slug: "log-a", content: heading("A one") });
    assertEquals((await admin.post(`${PAGE_API}/${a.pageID}/publish`)).status, 200);
    const view2 = siteView(kv2);
    await waitFor("instance two to keep the page", 5000, async () => {
      await text(two, "/log-a");
      return isKept(await view2.current(), "/log-a");
    });
    // A writer that bumps the revision without logging what it touched (an older release, an
    // entry expired): nothing says what is stale, so nothing is kept.
    await raw.atomic().sum(keys.siteRevision(), 1n).commit();
    await waitFor("instance two to drop everything", 5000, async () => {
      return !isKept(await view2.current(), "/log-a");
    });
  } finally {
    raw.close();
    kv2.close();
    await one.close();
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
});
