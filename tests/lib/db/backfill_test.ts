import { assertEquals } from "../../_utils/assert.ts";
import { withTestApp } from "../../_utils/app.ts";
import { writeBlob } from "../../../lib/db/blobs.ts";
import { backfillIndexes, INDEX_SCHEMA } from "../../../lib/db/backfill.ts";
import { keys } from "../../../lib/db/keys.ts";
import { fileByHash, insertMedia, type MediaFileRecord } from "../../../lib/db/media.ts";
import type { PageRecord } from "../../../lib/db/page_records.ts";

const PAGE = "/api/ximblox/page";
const INDEX_PREFIXES = [
  "media_by_hash",
  "link_refs",
  "version_links",
  "link_overflow",
  "pages_by_type",
];

async function snapshot(kv: Deno.Kv): Promise<string[]> {
  const out: string[] = [];
  for (const prefix of INDEX_PREFIXES) {
    for await (const e of kv.list({ prefix: [prefix] })) {
      out.push(JSON.stringify([e.key, e.value]));
    }
  }
  return out.sort();
}

/** What a store written before these indexes existed looks like: records, no index entries. */
async function dropIndexes(kv: Deno.Kv): Promise<void> {
  for (const prefix of INDEX_PREFIXES) {
    for await (const e of kv.list({ prefix: [prefix] })) await kv.delete(e.key);
  }
  await kv.delete(keys.indexesBuilt());
}

Deno.test("backfillIndexes() gives pre-existing data its indexes once, idempotently", () =>
  withTestApp(async (t) => {
    const kv = t.deps.kv;
    const c = await t.signedIn(1);
    const blob = await writeBlob(kv, new TextEncoder().encode("bytes"), { maxBytes: 100 });
    const file: MediaFileRecord = {
      id: 1,
      path: "/",
      name: "old.png",
      defaultAltText: "",
      shared: false,
      kind: "image",
      mime: "image/png",
      blob: { ...blob, type: "image/png" },
      size: 5,
      sha256: blob.sha256,
      width: 1,
      height: 1,
      raster: true,
      inert: false,
      video: null,
      createdAt: 0,
      updatedAt: 0,
      uploadedBy: 1,
    };
    await insertMedia(kv, file);
    const created = await c.post(`${PAGE}/create`, {
      title: "A",
      slug: "a",
      type: "page",
      locale: "nl-nl",
      content: [
        { type: "button", key: "b", props: { label: "x", link: { kind: "internal", value: "b" } } },
        { type: "text", key: "t", props: { html: '<a href="/en-gb/c">c</a> <a href="/d">d</a>' } },
      ],
    });
    const v = (await c.get(`${PAGE}/version/fetch/${created.body.pageVersionID}`)).body
      .pageVersion;
    await c.post(`${PAGE}/version/${v.id}/store`, { ...v, title: "A2" });
    const indexed = await snapshot(kv);
    assertEquals(indexed.length > 4, true);

    await dropIndexes(kv);
    assertEquals(await fileByHash(kv, file.sha256), null);
    const report = await backfillIndexes(kv);
    assertEquals([report.skipped, report.files, report.versions, report.pages], [false, 1, 2, 1]);
    assertEquals(await snapshot(kv), indexed);
    assertEquals((await kv.get(keys.indexesBuilt())).value, INDEX_SCHEMA);
    assertEquals((await fileByHash(kv, file.sha256))?.id, file.id);

    // The marker skips it next time; without the marker, a rerun changes nothing.
    assertEquals((await backfillIndexes(kv)).skipped, true);
    await kv.delete(keys.indexesBuilt());
    const again = await backfillIndexes(kv);
    assertEquals([again.skipped, again.files, again.versions, again.pages], [false, 0, 0, 0]);
    assertEquals(await snapshot(kv), indexed);

    // A store of schema 1 gets only the pages by type.
    for await (const e of kv.list({ prefix: ["pages_by_type"] })) await kv.delete(e.key);
    await kv.set(keys.indexesBuilt(), 1);
    const step = await backfillIndexes(kv);
    assertEquals([step.files, step.versions, step.pages], [0, 0, 1]);
    assertEquals(await snapshot(kv), indexed);
  }));

Deno.test("backfillIndexes() on an empty store only sets the marker", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    assertEquals(await backfillIndexes(kv), {
      skipped: false,
      files: 0,
      versions: 0,
      pages: 0,
      titles: 0,
    });
    assertEquals((await backfillIndexes(kv)).skipped, true);
  } finally {
    kv.close();
  }
});

Deno.test("backfillIndexes() gives published pages of a store of schema 2 their published titles", () =>
  withTestApp(async (t) => {
    const kv = t.deps.kv;
    const c = await t.signedIn(1);
    const created = await c.post(`${PAGE}/create`, {
      title: "Opening  Hours",
      slug: "hours",
      type: "page",
      locale: "en-gb",
      content: [],
    });
    const pageID = created.body.pageID;
    assertEquals((await c.post(`${PAGE}/${pageID}/publish`)).status, 200);
    const entry = ["published_titles", "en-gb", "opening hours", pageID];
    assertEquals((await kv.get(entry)).value, true);

    // As a page published before the index: no title on the record, no entry.
    const page = await kv.get<PageRecord>(keys.page(pageID));
    const { publishedTitle: _, ...before } = page.value!;
    await kv.set(keys.page(pageID), before);
    await kv.delete(entry);
    await kv.set(keys.indexesBuilt(), 2);
    const report = await backfillIndexes(kv);
    assertEquals(report.titles, 1);
    assertEquals((await kv.get(entry)).value, true);
    assertEquals(
      (await kv.get<PageRecord>(keys.page(pageID))).value?.publishedTitle,
      "Opening  Hours",
    );

    // Unpublishing removes the entry.
    assertEquals((await c.post(`${PAGE}/${pageID}/unpublish`)).status, 200);
    assertEquals((await kv.get(entry)).versionstamp, null);
  }));
