/**
 * Storing a page never passes the store's limits (issue 27): a page with 400 images, stored over
 * its draft with 400 others, was 2,400 index mutations in one commit (KV takes 1,000) and answered
 * 500. Now the index follows in commits of its own (lib/db/version_index.ts) — and a process that
 * dies between the version's commit and those leaves a marker the background run finishes.
 */
import { nextId } from "../../../lib/db/counters.ts";
import { keys } from "../../../lib/db/keys.ts";
import { writeBlob } from "../../../lib/db/blobs.ts";
import {
  fileUsage,
  insertMedia,
  type MediaFileRecord,
  versionFileIDs,
} from "../../../lib/db/media.ts";
import { getPageEntry } from "../../../lib/db/pages.ts";
import type { PageRecord, VersionRecord } from "../../../lib/db/page_records.ts";
import { writeBlocks } from "../../../lib/db/version_blocks.ts";
import { getVersionEntry, storeVersionRecords } from "../../../lib/db/versions.ts";
import { collectArchivedVersions } from "../../../lib/db/retention.ts";
import { startJobs } from "../../../lib/server/jobs.ts";
import { assert, assertEquals } from "../../_utils/assert.ts";
import { type TestApp, type TestClient, withTestApp } from "../../_utils/app.ts";
import { createTestPage, PAGE_API } from "../../_utils/pages.ts";

/** `n` small library files, made as an upload makes them; answers their ids. */
async function seedFiles(t: TestApp, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const bytes = new TextEncoder().encode(`image ${i} ${crypto.randomUUID()}`);
    const blob = await writeBlob(t.deps.kv, bytes, { maxBytes: 1024 });
    const id = await nextId(t.deps.kv, "media_files");
    const record: MediaFileRecord = {
      id,
      path: "/",
      name: `image-${id}.png`,
      defaultAltText: "",
      shared: false,
      kind: "image",
      mime: "image/png",
      blob: { ...blob, type: "image/png" },
      size: blob.size,
      sha256: blob.sha256,
      width: 10,
      height: 10,
      raster: true,
      inert: false,
      video: null,
      createdAt: 1,
      updatedAt: 1,
      uploadedBy: 1,
    };
    await insertMedia(t.deps.kv, record);
    ids.push(id);
  }
  return ids;
}

function imageBlocks(fileIDs: number[]) {
  return fileIDs.map((fileID, i) => ({
    type: "image",
    key: `i${i}`,
    props: { image: { fileID, cropParams: null }, altText: `Image ${i}`, caption: "" },
  }));
}

async function store(c: TestClient, pageID: number, fileIDs: number[]) {
  const v = (await c.get(`${PAGE_API}/${pageID}`)).body.page.pageVersion;
  return await c.post(`${PAGE_API}/version/${v.id}/store`, { ...v, blocks: imageBlocks(fileIDs) });
}

async function pending(kv: Deno.Kv): Promise<number[]> {
  const out: number[] = [];
  for await (const e of kv.list({ prefix: keys.indexPendingAll() })) out.push(e.key[1] as number);
  return out;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

Deno.test("a page of 400 images stored over its draft with 400 others answers 200; the usage index names the new ones", () =>
  withTestApp(async (t) => {
    const c = await t.signedIn(1);
    const files = await seedFiles(t, 800);
    const [first, second] = [files.slice(0, 400), files.slice(400)];
    const { pageID, pageVersionID: draft } = await createTestPage(c, { title: "Gallery" });

    const one = await store(c, pageID, first);
    assertEquals(one.status, 200, one.raw);
    assertEquals(one.body.pageVersionID, draft);
    assertEquals(sorted(await versionFileIDs(t.deps.kv, draft)), first);

    const two = await store(c, pageID, second);
    assertEquals(two.status, 200, two.raw);
    assertEquals(two.body.pageVersionID, draft, "stored over the draft");
    // The draft is indexed under exactly the 400 new files, and none of the old ones.
    assertEquals(sorted(await versionFileIDs(t.deps.kv, draft)), second);
    for (const id of [first[0], first[199], first[399]]) {
      assert(!(await fileUsage(t.deps.kv, id)).has(draft), `file ${id} no longer the draft's`);
    }
    for (const id of [second[0], second[399]]) {
      assertEquals((await fileUsage(t.deps.kv, id)).get(draft), pageID);
    }
    // The state stored over is kept in the history with its own index: the first 400.
    const history = (await c.get(`${PAGE_API}/${pageID}/versions`)).body.items as {
      id: number;
    }[];
    const archives = history.map((v) => v.id).filter((id) => id !== draft);
    const indexed = await Promise.all(archives.map((id) => versionFileIDs(t.deps.kv, id)));
    assert(indexed.some((ids) => JSON.stringify(sorted(ids)) === JSON.stringify(first)));
    assertEquals(await pending(t.deps.kv), [], "no follow-up left pending");

    // The editor's view of the page holds the new images.
    const page = (await c.get(`${PAGE_API}/${pageID}`)).body.page.pageVersion;
    assertEquals(page.blocks.length, 400);
  }));

Deno.test("index follow-ups a dying process left are finished by the background run at start", () =>
  withTestApp(async (t) => {
    const kv = t.deps.kv;
    const c = await t.signedIn(1);
    const files = await seedFiles(t, 300);
    const { pageID, pageVersionID: draft } = await createTestPage(c, {
      title: "Gallery",
      content: imageBlocks(files.slice(0, 2)),
    });
    assertEquals(sorted(await versionFileIDs(kv, draft)), files.slice(0, 2));

    // A store of 300 images over the draft whose process dies right after the version's commit:
    // the real commit, its follow-up never run.
    const pageBefore = await getPageEntry(kv, pageID) as Deno.KvEntry<PageRecord>;
    const versionBefore = await getVersionEntry(kv, draft);
    const old = versionBefore.value!;
    const blocks = imageBlocks(files) as unknown as Parameters<typeof writeBlocks>[1];
    const version: VersionRecord = {
      ...old,
      blocksRef: await writeBlocks(kv, blocks),
      blockCount: blocks.length,
      updatedAt: Date.now(),
    };
    const archive: VersionRecord = {
      ...old,
      id: await nextId(kv, "page_versions"),
      archivedFrom: old.id,
    };
    await storeVersionRecords(kv, {
      pageBefore,
      page: { ...pageBefore.value, revision: crypto.randomUUID(), updatedAt: Date.now() },
      version,
      versionBefore,
      archive,
      fileIDs: files,
      blocks,
    });
    // Died here: the index is behind the content, and says so.
    assertEquals(sorted(await pending(kv)), sorted([draft, archive.id]));
    assertEquals(sorted(await versionFileIDs(kv, draft)), files.slice(0, 2));

    // The next start: its background jobs finish what was left.
    const jobs = startJobs(t.deps);
    try {
      await jobs.settled();
    } finally {
      await jobs.stop();
    }
    assertEquals(await pending(kv), []);
    assertEquals(sorted(await versionFileIDs(kv, draft)), files);
    assertEquals(sorted(await versionFileIDs(kv, archive.id)), files.slice(0, 2));
    assertEquals((await fileUsage(kv, files[299])).get(draft), pageID);

    // And the page stores on as ever (over the finished index): back to two images.
    const back = await store(c, pageID, files.slice(0, 2));
    assertEquals(back.status, 200, back.raw);
    assertEquals(sorted(await versionFileIDs(kv, draft)), files.slice(0, 2));
    assert(!(await fileUsage(kv, files[299])).has(draft));
  }));

Deno.test("a page of 500 images made, its archived state collected and the page deleted leaves no usage entry", () =>
  withTestApp(async (t) => {
    const kv = t.deps.kv;
    const c = await t.signedIn(1);
    const files = await seedFiles(t, 1000);
    const [first, second] = [files.slice(0, 500), files.slice(500)];
    // Made with 500 images (its first version's index follows the commit), then stored over.
    const { pageID, pageVersionID: draft } = await createTestPage(c, {
      title: "Gallery",
      content: imageBlocks(first),
    });
    assertEquals(sorted(await versionFileIDs(kv, draft)), first);
    assertEquals((await store(c, pageID, second)).status, 200);
    const usersOf = async (ids: number[]) =>
      (await Promise.all(ids.map((id) => fileUsage(kv, id)))).reduce((n, u) => n + u.size, 0);
    assertEquals(await usersOf(first), 500, "the archived state uses the first 500");

    // The collector drops the archived state (none kept): its 500 usage pairs go with it.
    assertEquals(await collectArchivedVersions(kv, { keep: 0 }), 1);
    assertEquals(await usersOf(first), 0);
    assertEquals(await usersOf(second), 500);

    const deleted = await c.post(`${PAGE_API}/${pageID}/delete`);
    assertEquals(deleted.status, 200, deleted.raw);
    assertEquals(await usersOf(second), 0);
    let left = 0;
    for await (const _ of kv.list({ prefix: keys.versionMedias(draft) })) left++;
    assertEquals(left, 0);
    assertEquals(await pending(kv), []);
  }));
