import { assert, assertEquals } from "../../_utils/assert.ts";
import { openKv } from "../../../lib/db/kv.ts";
import { writeBlob } from "../../../lib/db/blobs.ts";
import { keys } from "../../../lib/db/keys.ts";
import {
  fileByHash,
  fileIDsByHash,
  getMediaEntry,
  insertMedia,
  type MediaFileRecord,
  replaceMedia,
  trashMedia,
} from "../../../lib/db/media.ts";
import { pruneMediaChanges, searchMedia } from "../../../lib/db/media_search.ts";
import { withKv } from "../../_utils/kv.ts";

let nextID = 1;

async function file(
  kv: Deno.Kv,
  over: Partial<MediaFileRecord> & { name: string },
  bytes: Uint8Array | null = new TextEncoder().encode(over.name),
): Promise<MediaFileRecord> {
  const blob = bytes ? await writeBlob(kv, bytes, { maxBytes: 1e6 }) : null;
  const record: MediaFileRecord = {
    id: nextID++,
    path: "/",
    defaultAltText: "",
    shared: false,
    kind: "image",
    mime: "image/png",
    blob: blob && { ...blob, type: "image/png" },
    size: bytes?.length ?? 0,
    sha256: blob?.sha256 ?? "",
    width: 1,
    height: 1,
    raster: true,
    inert: false,
    video: null,
    createdAt: Date.now(),
    updatedAt: Date.now(),
    uploadedBy: 1,
    ...over,
  };
  await insertMedia(kv, record);
  return record;
}

async function edit(kv: Deno.Kv, id: number, change: Partial<MediaFileRecord>) {
  const before = await getMediaEntry(kv, id) as Deno.KvEntry<MediaFileRecord>;
  assert(await replaceMedia(kv, before, { ...before.value, ...change }));
}

/** Deleting is moving to the trash: out of the indexes at once. */
async function remove(kv: Deno.Kv, id: number) {
  const entry = await getMediaEntry(kv, id) as Deno.KvEntry<MediaFileRecord>;
  await trashMedia(kv, entry, { trashedAt: Date.now(), trashedBy: 1 });
}

async function names(kv: Deno.Kv, term: string, directory = "/", limit = 500) {
  return (await searchMedia(kv, { term, directory, limit })).map((f) => f.name);
}

Deno.test("the hash index follows create, move, rename and delete", () =>
  withKv(async (kv) => {
    const same = new TextEncoder().encode("same bytes");
    const a = await file(kv, { name: "a.png" }, same);
    const b = await file(kv, { name: "b.png", path: "/" }, same);
    const video = await file(kv, { name: "clip", kind: "video" }, null);
    assertEquals(await fileIDsByHash(kv, a.sha256), [a.id, b.id]);
    assertEquals((await fileByHash(kv, a.sha256))?.id, a.id, "the oldest with bytes");
    assertEquals(await fileByHash(kv, ""), null, "video links have no hash");
    assertEquals(await fileIDsByHash(kv, video.sha256), []);

    await edit(kv, a.id, { path: "/Moved", name: "renamed.png" });
    assertEquals(await fileIDsByHash(kv, a.sha256), [a.id, b.id]);
    assertEquals((await fileByHash(kv, a.sha256))?.name, "renamed.png");

    await remove(kv, a.id);
    assertEquals(await fileIDsByHash(kv, a.sha256), [b.id]);
    assertEquals((await fileByHash(kv, a.sha256))?.id, b.id);
    await remove(kv, b.id);
    assertEquals(await fileIDsByHash(kv, a.sha256), []);
    assertEquals(await fileByHash(kv, a.sha256), null);
  }));

Deno.test("search matches any part of a name or alt text, within a folder, in name order", () =>
  withKv(async (kv) => {
    await file(kv, { name: "Logo.png" });
    await file(kv, { name: "photo 10.jpg", path: "/Photos" });
    await file(kv, { name: "photo 9.jpg", path: "/Photos/2026", defaultAltText: "The LAB" });
    await file(kv, { name: "other.png", path: "/Photosets" });
    assertEquals(await names(kv, "ogo"), ["Logo.png"]);
    assertEquals(await names(kv, "  LOGO "), ["Logo.png"]);
    assertEquals(await names(kv, "lab"), ["photo 9.jpg"]);
    assertEquals(await names(kv, "photo", "/Photos"), ["photo 9.jpg", "photo 10.jpg"]);
    assertEquals(await names(kv, "", "/Photos"), ["photo 9.jpg", "photo 10.jpg"]);
    assertEquals(await names(kv, "", "/"), [
      "Logo.png",
      "other.png",
      "photo 9.jpg",
      "photo 10.jpg",
    ]);
    assertEquals(await names(kv, "", "/", 2), ["Logo.png", "other.png"]);
    assertEquals(await names(kv, "nothing"), []);
  }));

Deno.test("search stays current across create, move, rename, alt text and delete", () =>
  withKv(async (kv) => {
    const a = await file(kv, { name: "alpha.png" });
    assertEquals(await names(kv, "alp"), ["alpha.png"]);
    const b = await file(kv, { name: "beta.png", path: "/Docs" });
    assertEquals(await names(kv, ".png"), ["alpha.png", "beta.png"]);
    await edit(kv, a.id, { name: "gamma.png" });
    assertEquals(await names(kv, "alp"), []);
    assertEquals(await names(kv, "gam"), ["gamma.png"]);
    await edit(kv, a.id, { path: "/Docs" });
    assertEquals(await names(kv, "", "/Docs"), ["beta.png", "gamma.png"]);
    await edit(kv, b.id, { defaultAltText: "A sunset" });
    assertEquals(await names(kv, "sunset"), ["beta.png"]);
    await remove(kv, b.id);
    assertEquals(await names(kv, "", "/Docs"), ["gamma.png"]);
    // The answer carries the records as they are now.
    const [found] = await searchMedia(kv, { term: "gamma", directory: "/", limit: 10 });
    assertEquals([found.id, found.path], [a.id, "/Docs"]);
  }));

Deno.test("another instance's changes reach this instance's search index", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/store.kv`;
  const one = await openKv(path);
  const two = await openKv(path);
  try {
    const a = await file(one, { name: "first.png" });
    assertEquals(await names(two, ""), ["first.png"]);
    await file(one, { name: "second.png" });
    await edit(one, a.id, { name: "renamed.png" });
    assertEquals(await names(two, ""), ["renamed.png", "second.png"]);
    await remove(one, a.id);
    assertEquals(await names(two, ""), ["second.png"]);
    assertEquals(await names(one, ""), ["second.png"]);
  } finally {
    one.close();
    two.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a search reads the stamp and the changes, never every record, once warm", () =>
  withKv(async (kv) => {
    for (let i = 0; i < 30; i++) await file(kv, { name: `f${i}.png`, path: i % 2 ? "/A" : "/B" });
    await names(kv, "f1");
    const listed: unknown[] = [];
    const spy = new Proxy(kv, {
      get(target, prop) {
        const value = Reflect.get(target, prop);
        if (prop === "list") {
          return (selector: Deno.KvListSelector, options?: Deno.KvListOptions) => {
            listed.push("prefix" in selector ? selector.prefix[0] : selector);
            return target.list(selector, options);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    // The index is kept per store handle: warm it through the spy, then look.
    await names(spy, "f1");
    listed.length = 0;
    assertEquals(await names(spy, "f7"), ["f7.png"]);
    assertEquals(listed, [], "nothing changed: one read of the stamp");
    await file(kv, { name: "f7b.png" });
    assertEquals(await names(spy, "f7"), ["f7.png", "f7b.png"]);
    assertEquals(listed, ["media_changes"], "a change: only the change log");
  }));

Deno.test("pruneMediaChanges() drops log entries older than a day", () =>
  withKv(async (kv) => {
    await file(kv, { name: "x.png" });
    const count = async () =>
      (await Array.fromAsync(kv.list({ prefix: keys.mediaChanges() })))
        .length;
    assertEquals(await count(), 1);
    assertEquals(await pruneMediaChanges(kv), 0);
    assertEquals(await pruneMediaChanges(kv, Date.now() + 25 * 60 * 60_000), 1);
    assertEquals(await count(), 0);
    // An index built before still answers, and a fresh one rebuilds from the records.
    assertEquals(await names(kv, "x"), ["x.png"]);
  }));
