/**
 * The page records an instance keeps (lib/db/pages_mirror.ts): brought up to date from the page
 * change log after another instance's changes, reading only the pages changed (the others keep
 * their objects), and read again whole when the stamp moved in a way the log does not explain.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { startTestApp } from "../../_utils/app.ts";
import { tempDir } from "../../_utils/temp_dir.ts";
import { keys } from "../../../lib/db/keys.ts";
import { openKv } from "../../../lib/db/kv.ts";
import { pagesNow } from "../../../lib/db/pages_mirror.ts";

const PAGE = "/api/ximblox/page";

Deno.test("pagesNow() follows another instance's changes by the log, reading only those pages", async () => {
  await using dir = await tempDir();
  const path = `${dir.path}/store.kv`;
  const t = await startTestApp({ KV_PATH: path });
  const other = await openKv(path);
  try {
    const c = await t.signedIn(1);
    const ids: number[] = [];
    for (const slug of ["a", "b", "c"]) {
      const res = await c.post(`${PAGE}/create`, {
        title: slug.toUpperCase(),
        slug,
        type: "page",
        locale: "en-gb",
        content: [],
      });
      ids.push(res.body.pageID);
    }
    const [a, b, cID] = ids;
    // The first load reads stamp and records side by side; the next call reads again the pages
    // changed just before it (they may have raced the load), then it is settled.
    const loaded = await pagesNow(other);
    assertEquals(loaded.pages.map((p) => p.id), ids);
    const first = await pagesNow(other);
    assertEquals(first.pages.map((p) => p.id), ids);
    assertEquals(first.stamp, loaded.stamp);
    assert(
      (await pagesNow(other)).pages.every((p, i) => p === first.pages[i]),
      "settled: nothing read again",
    );

    // A publish of A: A is read again, B and C keep their objects (nothing else was read).
    assertEquals((await c.post(`${PAGE}/${a}/publish`)).status, 200);
    const second = await pagesNow(other);
    const byID = (now: typeof first) => new Map(now.pages.map((p) => [p.id, p]));
    assert(byID(second).get(a)!.publishedVersionID !== null);
    assert(byID(second).get(b) === byID(first).get(b), "B kept");
    assert(byID(second).get(cID) === byID(first).get(cID), "C kept");
    assert(second.stamp !== first.stamp);

    // Unchanged: the same state.
    assertEquals((await pagesNow(other)).stamp, second.stamp);

    // A deletion is followed too.
    assertEquals((await c.post(`${PAGE}/${b}/delete`)).status, 200);
    const third = await pagesNow(other);
    assertEquals(third.pages.map((p) => p.id), [a, cID]);
    assert(byID(third).get(cID) === byID(first).get(cID), "C still kept");

    // A stamp the log does not explain (a store written by other means): read whole again.
    await t.deps.kv.set(keys.pagesStamp(), Date.now());
    const fourth = await pagesNow(other);
    assertEquals(fourth.pages.map((p) => p.id), [a, cID]);
    assert(byID(fourth).get(cID) !== byID(first).get(cID), "C read again");
  } finally {
    other.close();
    await t.close();
  }
});

Deno.test("pagesNow(): a page changed while the first load reads is read again by the next call", async () => {
  await using dir = await tempDir();
  const path = `${dir.path}/store.kv`;
  const t = await startTestApp({ KV_PATH: path });
  const other = await openKv(path);
  try {
    const c = await t.signedIn(1);
    const created = await c.post(`${PAGE}/create`, {
      title: "Raced",
      slug: "raced",
      type: "page",
      locale: "en-gb",
      content: [],
    });
    const id = created.body.pageID;
    // The load and a publish at once: whichever the load saw, the next call has the publish.
    const [loaded, published] = await Promise.all([
      pagesNow(other),
      c.post(`${PAGE}/${id}/publish`),
    ]);
    assertEquals(published.status, 200);
    assert(loaded.pages.some((p) => p.id === id));
    const next = await pagesNow(other);
    assert(next.pages.find((p) => p.id === id)!.publishedVersionID !== null, "the publish is seen");
  } finally {
    other.close();
    await t.close();
  }
});
