import { assert, assertEquals } from "../../_utils/assert.ts";
import { type TestClient, withTestApp } from "../../_utils/app.ts";
import { writeBlob } from "../../../lib/db/blobs.ts";
import { nextId } from "../../../lib/db/counters.ts";
import { keys } from "../../../lib/db/keys.ts";
import { versionsLinkingTo } from "../../../lib/db/link_index.ts";
import {
  fileUsage,
  insertMedia,
  type MediaFileRecord,
  putRendition,
  type RenditionRecord,
} from "../../../lib/db/media.ts";
import { getPageEntry } from "../../../lib/db/pages.ts";
import { listVersionIDs } from "../../../lib/db/versions.ts";
import { type PageRecord, type VersionRecord } from "../../../lib/db/page_records.ts";
import { addRequestIn } from "../../../lib/db/publication_requests.ts";
import {
  collectArchivedVersions,
  collectRenditions,
  pinForRestore,
  RENDITION_GRACE_MS,
  runCollector,
} from "../../../lib/db/retention.ts";
import { readConfig } from "../../../lib/config.ts";

const PAGE = "/api/ximblox/page";
const DAY = 24 * 60 * 60_000;

const button = (value: string) => ({
  type: "button",
  key: "b",
  props: { label: "Go", link: { kind: "internal", value } },
});

async function create(c: TestClient, slug: string, content: unknown[]) {
  const res = await c.post(`${PAGE}/create`, {
    title: slug,
    slug,
    type: "page",
    locale: "en-gb",
    content,
  });
  assertEquals(res.status, 201, JSON.stringify(res.body));
  return res.body as { pageID: number; pageVersionID: number };
}

/** Stores the draft `times` times, each a new state linking to "target-{n}". */
async function storeTimes(c: TestClient, versionID: number, times: number) {
  for (let i = 0; i < times; i++) {
    const v = (await c.get(`${PAGE}/version/fetch/${versionID}`)).body.pageVersion;
    const res = await c.post(`${PAGE}/version/${versionID}/store`, {
      ...v,
      title: `State ${i + 1}`,
      blocks: [button(`target-${i}`)],
    });
    assertEquals(res.status, 200, JSON.stringify(res.body));
    versionID = res.body.pageVersionID;
  }
  return versionID;
}

async function versions(kv: Deno.Kv, pageID: number): Promise<VersionRecord[]> {
  const ids = await listVersionIDs(kv, pageID);
  const out: VersionRecord[] = [];
  for (const id of ids) out.push((await kv.get<VersionRecord>(keys.version(id))).value!);
  return out;
}

const archivedIDs = async (kv: Deno.Kv, pageID: number) =>
  (await versions(kv, pageID)).filter((v) => v.archivedFrom !== undefined)
    .sort((a, b) => a.updatedAt - b.updatedAt || a.id - b.id).map((v) => v.id);

Deno.test("KEEP_ARCHIVED_VERSIONS is read from the environment, 50 by default", () => {
  assertEquals(readConfig({}).keepArchivedVersions, 50);
  assertEquals(readConfig({ KEEP_ARCHIVED_VERSIONS: "0" }).keepArchivedVersions, 0);
  let refused = false;
  try {
    readConfig({ KEEP_ARCHIVED_VERSIONS: "-1" });
  } catch {
    refused = true;
  }
  assert(refused);
});

Deno.test("the collector keeps the newest N archived states and their indexes go with the rest", () =>
  withTestApp(async (t) => {
    const kv = t.deps.kv;
    const c = await t.signedIn(1);
    const page = await create(c, "p", [button("first")]);
    await c.post(`${PAGE}/${page.pageID}/publish`);
    // Stored over the published version: a new draft, then five more states of it.
    const draft = await storeTimes(c, page.pageVersionID, 6);
    const archived = await archivedIDs(kv, page.pageID);
    assertEquals(archived.length, 5);
    const all = (await versions(kv, page.pageID)).length;

    assertEquals(await collectArchivedVersions(kv, { keep: 2 }), 3);
    assertEquals(await archivedIDs(kv, page.pageID), archived.slice(-2), "the newest two stay");
    assertEquals((await versions(kv, page.pageID)).length, all - 3);
    const pageRecord = (await getPageEntry(kv, page.pageID)).value!;
    assertEquals(pageRecord.publishedVersionID, page.pageVersionID, "published kept");
    assertEquals(pageRecord.latestVersionID, draft, "latest kept");
    for (const id of archived.slice(0, 3)) {
      assertEquals((await kv.get(keys.version(id))).versionstamp, null);
      assertEquals((await kv.get(keys.versionLinks(id))).versionstamp, null);
      assertEquals(await Array.fromAsync(kv.list({ prefix: keys.versionMedias(id) })), []);
    }
    // States 1–3 (targets 0–2) are gone; what is kept still answers the link index.
    assertEquals(
      (await versionsLinkingTo(kv, { locale: "en-gb", slug: "target-0", defaultLocale: "en-gb" }))
        .size,
      0,
    );
    assertEquals(
      (await versionsLinkingTo(kv, { locale: "en-gb", slug: "target-4", defaultLocale: "en-gb" }))
        .size,
      1,
    );
    // The history still opens and lists what is left.
    const history = (await c.get(`${PAGE}/${page.pageID}/versions`)).body.items;
    assertEquals(history.length, all - 3);
    // A second run has nothing to do.
    assertEquals(await collectArchivedVersions(kv, { keep: 2 }), 0);
  }));

Deno.test("the collector never deletes a version that is published, latest, requested or being restored", () =>
  withTestApp(async (t) => {
    const kv = t.deps.kv;
    const c = await t.signedIn(1);
    const page = await create(c, "p", [button("first")]);
    await storeTimes(c, page.pageVersionID, 5);
    const [a, b, r, d, e] = await archivedIDs(kv, page.pageID);
    assert(e !== undefined);
    // Pointers to archived states: the page record (as a publish of an accepted old request
    // would set), an open publication request, and a restore reading one.
    const before = await getPageEntry(kv, page.pageID) as Deno.KvEntry<PageRecord>;
    await kv.set(keys.page(page.pageID), { ...before.value, publishedVersionID: a });
    const request = {
      id: await nextId(kv, "publication_requests"),
      pageID: page.pageID,
      versionID: b,
      requesterID: c.userID,
      comment: "",
      createdAt: Date.now(),
      status: "open" as const,
      reviewerID: null,
      feedback: "",
      closedAt: null,
    };
    assert((await addRequestIn(kv.atomic(), request).commit()).ok);
    await pinForRestore(kv, r);

    assertEquals(await collectArchivedVersions(kv, { keep: 0 }), 2, "only d and e go");
    assertEquals(await archivedIDs(kv, page.pageID), [a, b, r]);
    // A closed request pins nothing; an expired restore pin neither.
    await kv.set(keys.pubRequest(request.id), { ...request, status: "rejected" });
    assertEquals(
      await collectArchivedVersions(kv, { keep: 0, now: Date.now() + 11 * 60_000 }),
      2,
    );
    assertEquals(await archivedIDs(kv, page.pageID), [a]);
    assertEquals(d < e, true);
  }));

Deno.test("a restore of a state the collector took answers PM_01, never a half-read version", () =>
  withTestApp(async (t) => {
    const kv = t.deps.kv;
    const c = await t.signedIn(1);
    const page = await create(c, "p", [button("first")]);
    await storeTimes(c, page.pageVersionID, 2);
    const [oldest] = await archivedIDs(kv, page.pageID);
    await collectArchivedVersions(kv, { keep: 1 });
    const res = await c.post(`${PAGE}/version/${oldest}/restore`);
    assertEquals(res.status, 404, JSON.stringify(res.body));
    // A restore pins the state it reads, so the collector leaves it for a while.
    const [kept] = await archivedIDs(kv, page.pageID);
    assertEquals((await c.post(`${PAGE}/version/${kept}/restore`)).status, 200);
    assertEquals(await collectArchivedVersions(kv, { keep: 0 }), 1, "only the state stored before");
    assert((await archivedIDs(kv, page.pageID)).includes(kept));
  }));

async function imageFile(kv: Deno.Kv, name: string): Promise<MediaFileRecord> {
  const bytes = new TextEncoder().encode(`image ${name}`);
  const blob = await writeBlob(kv, bytes, { maxBytes: 1e6 });
  const record: MediaFileRecord = {
    id: await nextId(kv, "media"),
    path: "/",
    name,
    defaultAltText: "",
    shared: false,
    kind: "image",
    mime: "image/png",
    blob: { ...blob, type: "image/png" },
    size: bytes.length,
    sha256: blob.sha256,
    width: 800,
    height: 600,
    raster: true,
    inert: false,
    video: null,
    createdAt: Date.now(),
    updatedAt: Date.now(),
    uploadedBy: 1,
  };
  await insertMedia(kv, record);
  return record;
}

async function rendition(kv: Deno.Kv, sha256: string, spec: string) {
  const ref = await writeBlob(kv, new Uint8Array([1, 2, 3]), { maxBytes: 100 });
  await putRendition(kv, sha256, spec, { ...ref, type: "image/webp" });
}

const renditionOf = async (kv: Deno.Kv, sha256: string, spec: string) =>
  (await kv.get<RenditionRecord>(keys.rendition(sha256, spec))).value;

Deno.test("renditions no published page uses are dropped after the grace period", () =>
  withTestApp(async (t) => {
    const kv = t.deps.kv;
    const c = await t.signedIn(1);
    const live = await imageFile(kv, "live.png");
    const draft = await imageFile(kv, "draft.png");
    const crop = { x: 10, y: 20, width: 300, height: 200, rotate: 0, scaleX: 1, scaleY: 1 };
    const image = (fileID: number, cropParams: unknown) => ({
      type: "image",
      key: `i${fileID}`,
      props: { image: { fileID, cropParams }, altText: "" },
    });
    const page = await create(c, "p", [image(live.id, crop), image(draft.id, null)]);
    await c.post(`${PAGE}/${page.pageID}/publish`);
    assertEquals((await fileUsage(kv, live.id)).size, 1);
    // The draft file's page is unpublished below; the live file's crop stays published.
    await rendition(kv, live.sha256, "webp;960;;");
    await rendition(kv, live.sha256, "webp;960;;10,20,300,200,0,1,1");
    await rendition(kv, live.sha256, "webp;960;;0,0,100,100,0,1,1");
    await rendition(kv, draft.sha256, "webp;480;;");
    const other = await create(c, "q", [image(draft.id, null)]);
    assert(other.pageID > 0);
    await c.post(`${PAGE}/${page.pageID}/unpublish`);
    await c.post(`${PAGE}/${other.pageID}/publish`);

    const now = Date.now();
    assertEquals(await collectRenditions(kv, { now }), 0);
    assertEquals((await renditionOf(kv, draft.sha256, "webp;480;;"))?.unusedSince, undefined);
    assertEquals((await renditionOf(kv, live.sha256, "webp;960;;"))?.unusedSince, now);
    // Published again before the grace ran out: the marks go.
    await c.post(`${PAGE}/${page.pageID}/publish`);
    assertEquals(await collectRenditions(kv, { now: now + DAY }), 0);
    assertEquals((await renditionOf(kv, live.sha256, "webp;960;;"))?.unusedSince, undefined);
    const unused = "webp;960;;0,0,100,100,0,1,1";
    assertEquals(
      (await renditionOf(kv, live.sha256, unused))?.unusedSince,
      now,
      "a crop no page shows",
    );

    // Unused through the whole grace period: dropped, bytes and all.
    const ref = (await renditionOf(kv, live.sha256, unused))!;
    assertEquals(await collectRenditions(kv, { now: now + RENDITION_GRACE_MS - 1 }), 0);
    assertEquals(await collectRenditions(kv, { now: now + RENDITION_GRACE_MS }), 1);
    assertEquals(await renditionOf(kv, live.sha256, unused), null);
    assertEquals(await Array.fromAsync(kv.list({ prefix: keys.blobChunks(ref.id) })), []);
    assert(await renditionOf(kv, live.sha256, "webp;960;;10,20,300,200,0,1,1"));
    assert(await renditionOf(kv, draft.sha256, "webp;480;;"));
  }));

Deno.test("runCollector() runs every rule and reports what it did", () =>
  withTestApp(async (t) => {
    const c = await t.signedIn(1);
    const page = await create(c, "p", [button("x")]);
    await storeTimes(c, page.pageVersionID, 3);
    const errors: string[] = [];
    const report = await runCollector(t.deps.kv, {
      keepArchivedVersions: 1,
      log: (m) => errors.push(m),
    });
    assertEquals(errors, []);
    assertEquals(report.archivedVersions, 2);
  }));
