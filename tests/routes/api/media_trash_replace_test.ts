/**
 * Media that never breaks a page (issue 22), server side: delete-file to the trash (with the
 * ML_08 confirmation for files published pages use), get-trash, restore-file (same id, pages
 * whole again), the collector's purge after 30 days, replace-file (same id and uses, new content
 * and addresses, history kept), and the focal point of automatic crops.
 */
import { Image } from "imagescript";
import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, type TestApp, type TestClient, withTestApp } from "../../_utils/app.ts";
import { createTestPage, PAGE_API } from "../../_utils/pages.ts";
import { keys } from "../../../lib/db/keys.ts";
import type { AuditRecord } from "../../../lib/db/audit.ts";
import { purgeExpiredTrash } from "../../../lib/db/retention.ts";
import { probeImage } from "../../../lib/media/image_probe.ts";

const LIB = "/api/ximblox/medialib";
const DAY = 24 * 60 * 60_000;

async function png(width: number, height: number, color: number): Promise<Uint8Array> {
  return await new Image(width, height).fill(color).encode();
}

function form(fields: Record<string, string>, bytes: Uint8Array, name: string, type: string) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append("f", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return body;
}

async function upload(c: TestClient, name: string, bytes: Uint8Array) {
  const res = await c.request("POST", `${LIB}/add-file`, {
    body: form({ path: "/" }, bytes, name, "image/png"),
  });
  assertEquals(res.status, 200, res.raw);
  return res.body.file;
}

function replace(
  c: TestClient,
  id: string,
  bytes: Uint8Array,
  name = "new.png",
  type = "image/png",
) {
  return c.request("POST", `${LIB}/replace-file`, { body: form({ id }, bytes, name, type) });
}

/** A published page whose team-member block shows the file (cut square automatically). */
async function publishedWith(c: TestClient, fileID: number, slug: string, cropParams = null) {
  const { pageID } = await createTestPage(c, {
    title: `Page ${slug}`,
    slug,
    content: [{
      type: "team-member",
      key: "t",
      props: { name: "Ann", image: { fileID, cropParams } },
    }],
  });
  assertEquals((await c.post(`${PAGE_API}/${pageID}/publish`)).status, 200);
  return pageID;
}

async function publicImg(
  t: TestApp,
  slug: string,
): Promise<{ status: number; src: string | null }> {
  const res = await t.app.request(`/${slug}`);
  const html = await res.text();
  const src = html.match(/<img[^>]* src="([^"]+)"/)?.[1].replaceAll("&amp;", "&") ?? null;
  return { status: res.status, src };
}

/** The records of file actions after the uploads that set the test up. */
async function auditActions(t: TestApp): Promise<string[]> {
  const out: string[] = [];
  for await (const e of t.deps.kv.list<AuditRecord>({ prefix: keys.auditRecords() })) {
    const { action } = e.value;
    if (action.startsWith("file-") && action !== "file-upload") out.push(action);
  }
  return out;
}

Deno.test("delete-file goes to the trash; restore-file brings the file and its pages back whole", () =>
  withTestApp(async (t) => {
    const c = await t.signedIn(1);
    const file = await upload(c, "team.png", await png(64, 48, 0x3366ccff));
    await publishedWith(c, file.id, "team");
    const before = await publicImg(t, "team");
    assertEquals(before.status, 200);
    assert(before.src?.startsWith(`/media/${file.id}/`), String(before.src));

    const refused = await c.post(`${LIB}/delete-file`, { id: file.id });
    assertEquals([refused.status, codes(refused)], [409, ["ML_08"]]);
    assertEquals(refused.body.pages.map((p: { slug: string }) => p.slug), ["team"]);
    assertEquals((await c.post(`${LIB}/delete-file`, { id: file.id, confirm: true })).status, 200);

    // Trashed: not in the library, not served; the page renders without it, nothing breaks.
    assertEquals(codes(await c.post(`${LIB}/get-file`, { id: file.id })), ["NF_01"]);
    assertEquals((await t.app.request(before.src!)).status, 404);
    assertEquals(await publicImg(t, "team"), { status: 200, src: null });
    const trash = await c.post(`${LIB}/get-trash`, {});
    assertEquals(trash.status, 200, trash.raw);
    assertEquals(trash.body.files.map((f: { id: number; name: string }) => [f.id, f.name]), [
      [file.id, "team.png"],
    ]);
    const { trashedAt, purgeAt } = trash.body.files[0];
    assertEquals(Date.parse(purgeAt) - Date.parse(trashedAt), 30 * DAY);
    // The link report lists the gap and says the file is in the trash (restoring mends it).
    const report = await c.get(`${PAGE_API}/link-report`);
    assertEquals(
      report.body.media.map((m: { fileID: number; inTrash?: boolean }) => [m.fileID, m.inTrash]),
      [[file.id, true]],
    );

    // A new file took the name meanwhile: the restored one gets a free name, same id.
    await upload(c, "team.png", await png(8, 8, 0xffffffff));
    const restored = await c.post(`${LIB}/restore-file`, { id: file.id });
    assertEquals(restored.status, 200, restored.raw);
    assertEquals([restored.body.file.id, restored.body.file.name], [file.id, "team (2).png"]);
    assertEquals((await c.post(`${LIB}/get-trash`)).body.files, []);
    assertEquals((await c.get(`${PAGE_API}/link-report`)).body.media, [], "mended by the restore");
    const after = await publicImg(t, "team");
    assertEquals(after.status, 200);
    assert(after.src?.startsWith(`/media/${file.id}/`), "the page shows it again");
    assertEquals((await t.app.request(after.src!)).status, 200);

    assertEquals(codes(await c.post(`${LIB}/restore-file`, { id: file.id })), ["NF_01"]);
    assertEquals(codes(await c.post(`${LIB}/restore-file`, { id: "1" })), ["V_01"]);
    assertEquals(await auditActions(t), ["file-delete", "file-restore"]);
  }));

Deno.test("the collector purges files trashed 30 days ago, bytes included, with an audit record", () =>
  withTestApp(async (t) => {
    const c = await t.signedIn(1);
    const old = await upload(c, "old.png", await png(16, 16, 0x112233ff));
    const fresh = await upload(c, "fresh.png", await png(16, 16, 0x445566ff));
    assertEquals((await c.post(`${LIB}/delete-file`, { id: old.id })).status, 200);
    assertEquals((await c.post(`${LIB}/delete-file`, { id: fresh.id })).status, 200);
    const record = (await t.deps.kv.get<{ blob: { id: string } }>(keys.mediaTrash(old.id))).value!;
    const chunks = async (id: string) => {
      let n = 0;
      for await (const _ of t.deps.kv.list({ prefix: keys.blobChunks(id) })) n++;
      return n;
    };
    assert((await chunks(record.blob.id)) > 0);

    assertEquals(await purgeExpiredTrash(t.deps.kv, Date.now() + 29 * DAY), 0, "not yet");
    // Only the one trashed long enough goes.
    await t.deps.kv.set(keys.mediaTrash(old.id), { ...record, trashedAt: Date.now() - 31 * DAY });
    assertEquals(await purgeExpiredTrash(t.deps.kv), 1);
    assertEquals(await chunks(record.blob.id), 0, "its bytes are gone");
    assertEquals((await c.post(`${LIB}/get-trash`)).body.files.map((f: { id: number }) => f.id), [
      fresh.id,
    ]);
    assertEquals(codes(await c.post(`${LIB}/restore-file`, { id: old.id })), ["NF_01"]);
    assert((await auditActions(t)).includes("file-purge"));
  }));

Deno.test("replace-file keeps the id and every use, serves the new content and keeps the old", () =>
  withTestApp(async (t) => {
    const c = await t.signedIn(1);
    const file = await upload(c, "logo.png", await png(64, 48, 0x3366ccff));
    await publishedWith(c, file.id, "logo");
    const before = await publicImg(t, "logo");
    const oldOriginal = await (await t.app.request(`/media/${file.id}/logo.png`)).bytes();

    const res = await replace(c, String(file.id), await png(80, 40, 0xcc6633ff));
    assertEquals(res.status, 200, res.raw);
    const next = res.body.file;
    assertEquals([next.id, next.name, next.width, next.height], [file.id, "logo.png", 80, 40]);
    assert(next.hash !== file.hash, "new content, new hash");
    assertEquals(next.history.map((h: { hash: string }) => h.hash), [file.hash]);
    assert(next.url.includes(`?v=${next.hash.slice(0, 12)}`), next.url);

    // The published page now names the new content (another address), served at once.
    const after = await publicImg(t, "logo");
    assert(after.src && after.src !== before.src, `${before.src} → ${after.src}`);
    const served = await t.app.request(after.src!);
    assertEquals(served.status, 200);
    assertEquals(served.headers.get("Cache-Control"), "public, max-age=31536000, immutable");
    const original = await t.app.request(`/media/${file.id}/logo.png`);
    const size = probeImage(await original.bytes());
    assertEquals([size?.width, size?.height], [80, 40]);
    assert(original.headers.get("Cache-Control")!.includes("must-revalidate"), "no v: checked");
    // The old bytes are kept with the history.
    const kept = (await t.deps.kv.get<{ history: { blob: { id: string; size: number } }[] }>(
      keys.mediaFile(file.id),
    )).value!.history[0].blob;
    assertEquals(kept.size, oldOriginal.length);

    // Refusals: another kind, no file, unknown id, no permission.
    const text = new TextEncoder().encode("%PDF-1.4\n%\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    assertEquals(codes(await replace(c, String(file.id), text, "a.pdf", "application/pdf")), [
      "ML_09",
    ]);
    assertEquals(codes(await replace(c, "999", await png(4, 4, 0))), ["NF_01"]);
    assertEquals(codes(await replace(c, "x", await png(4, 4, 0))), ["V_12"]);
    await t.deps.kv.set(keys.role(6), {
      ID: 6,
      name: "Reader",
      permissions: [{ name: "edit-page", parameters: {} }],
    });
    const reader = await t.signedIn(6);
    assertEquals(codes(await replace(reader, String(file.id), await png(4, 4, 0))), ["UM_01"]);
    assertEquals(codes(await reader.post(`${LIB}/get-trash`)), ["UM_01"]);
    assertEquals(codes(await reader.post(`${LIB}/restore-file`, { id: file.id })), ["UM_01"]);
    assertEquals(await auditActions(t), ["file-replace"]);
  }));

Deno.test("edit-file's focal point drives automatic crops; a block's own crop wins", () =>
  withTestApp(async (t) => {
    const c = await t.signedIn(1);
    const file = await upload(c, "wide.png", await png(64, 48, 0x3366ccff));
    await publishedWith(c, file.id, "auto");
    const crop = { x: 2, y: 2, width: 20, height: 20, rotate: 0, scaleX: 1, scaleY: 1 };
    // deno-lint-ignore no-explicit-any
    await publishedWith(c, file.id, "own", crop as any);
    const edit = (focalPoint: unknown) =>
      c.post(`${LIB}/edit-file`, {
        id: file.id,
        newPath: "/",
        newFileName: "wide.png",
        focalPoint,
      });
    assertEquals(codes(await edit({ x: 1.5, y: 0.5 })), ["V_12"]);

    // No focal point: the whole image (the layout centres it).
    assert((await publicImg(t, "auto")).src!.includes("/w960/"));
    const set = await edit({ x: 1, y: 0.5 });
    assertEquals(set.body.file.focalPoint, { x: 1, y: 0.5 });
    // Square around the right edge of a 64 × 48 image: 48 × 48 from x 16.
    const auto = (await publicImg(t, "auto")).src!;
    assert(auto.includes("/w960-c16_0_48_48_0_1_1/"), auto);
    const served = await t.app.request(auto);
    assertEquals(served.status, 200, "the automatic crop is signed and served");
    const size = probeImage(await served.bytes());
    assertEquals([size?.width, size?.height], [48, 48]);
    assert((await publicImg(t, "own")).src!.includes("/w960-c2_2_20_20_0_1_1/"), "own crop");

    // Kept when absent (move-file), cleared by null.
    const moved = await c.post(`${LIB}/move-file`, {
      id: file.id,
      newPath: "/",
      newFileName: "wide2.png",
    });
    assertEquals(moved.body.file.focalPoint, { x: 1, y: 0.5 });
    assertEquals((await edit(null)).body.file.focalPoint, null);
    assert((await publicImg(t, "auto")).src!.includes("/w960/"));
  }));

Deno.test("the same delete 20 times at once trashes the file once; the others find it gone", () =>
  withTestApp(async (t) => {
    const c = await t.signedIn(1);
    const file = await upload(c, "once.png", await png(8, 8, 0xff0000ff));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => c.post(`${LIB}/delete-file`, { id: file.id })),
    );
    const outcomes = answers.map((r) => r.status === 200 ? "trashed" : codes(r).join());
    assertEquals(outcomes.filter((o) => o === "trashed").length, 1, outcomes.join(" "));
    assertEquals(outcomes.filter((o) => o === "NF_01").length, 19, outcomes.join(" "));
    assertEquals(await auditActions(t), ["file-delete"]);
    const trash = await c.post(`${LIB}/get-trash`, {});
    assertEquals(trash.body.files.map((f: { id: number }) => f.id), [file.id]);
  }));

Deno.test("edit-file with only a focal point keeps the name, folder, alt text and sharing", () =>
  withTestApp(async (t) => {
    const c = await t.signedIn(1);
    const file = await upload(c, "keep.png", await png(40, 20, 0x00ff00ff));
    const set = await c.post(`${LIB}/edit-file`, {
      id: file.id,
      newPath: "/",
      newFileName: "kept.png",
      defaultAltText: "Green field",
      shared: true,
    });
    assertEquals(set.status, 200, set.raw);
    const focal = await c.post(`${LIB}/edit-file`, {
      id: file.id,
      focalPoint: { x: 0.25, y: 0.75 },
    });
    assertEquals(focal.status, 200, focal.raw);
    const f = (await c.post(`${LIB}/get-file`, { id: file.id })).body.file;
    assertEquals(
      [f.name, f.path, f.defaultAltText, f.shared, f.focalPoint],
      ["kept.png", "/", "Green field", true, { x: 0.25, y: 0.75 }],
    );
    const bad = await c.post(`${LIB}/edit-file`, { id: file.id, focalPoint: { x: 1.5, y: 0 } });
    assertEquals([bad.status, codes(bad)], [400, ["V_12"]]);
  }));
