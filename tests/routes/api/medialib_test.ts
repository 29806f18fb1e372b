import { Image } from "imagescript";
import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, type TestApp, type TestClient, withTestApp as withApp } from "../../_utils/app.ts";
import { collectOrphanBlobs } from "../../../lib/db/blobs.ts";

const LIB = "/api/ximblox/medialib";

function upload(c: TestClient, path: string, bytes: Uint8Array, name: string, type = "image/png") {
  const form = new FormData();
  form.append("path", path);
  form.append("f", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return c.request("POST", `${LIB}/add-file`, { body: form });
}

const png = (w = 64, h = 48, color = 0x3366ccff) => new Image(w, h).fill(color).encode();

async function count(t: TestApp, prefix: string): Promise<number> {
  let n = 0;
  for await (const _ of t.deps.kv.list({ prefix: [prefix] })) n++;
  return n;
}

Deno.test("folders: create, list, refuse duplicates, traversal and bad names", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const made = await c.post(`${LIB}/create-dir`, { path: "/", folderName: "Photos" });
    assertEquals(made.body, { Success: true, directory: { path: "/Photos", name: "Photos" } });
    await c.post(`${LIB}/create-dir`, { path: "/Photos", folderName: "2026" });
    assertEquals(codes(await c.post(`${LIB}/create-dir`, { path: "/", folderName: "Photos" })), [
      "ML_03",
    ]);
    for (const folderName of ["..", ".", "a/b", "a\u0000b", "", "   ", "a\\b"]) {
      const res = await c.post(`${LIB}/create-dir`, { path: "/", folderName });
      assertEquals(res.status, 400, JSON.stringify(folderName));
    }
    for (const path of ["/../etc", "/Photos/../..", "//", "/a\u0000"]) {
      const res = await c.post(`${LIB}/get-dir`, { path });
      assertEquals(codes(res), ["V_12"], path);
    }
    assertEquals(codes(await c.post(`${LIB}/create-dir`, { path: "/Nope", folderName: "x" })), [
      "V_12",
    ]);
    const root = await c.post(`${LIB}/get-dir`, { path: "/" });
    assertEquals(root.body.directories, [{ path: "/Photos", name: "Photos" }]);
    const sub = await c.post(`${LIB}/get-dir`, { path: "/Photos/" });
    assertEquals(sub.body.directories, [{ path: "/Photos/2026", name: "2026" }]);
  }));

Deno.test("add-file stores an image with its type, size and hash; get-dir lists it", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const bytes = await png(300, 200);
    const res = await upload(c, "/", bytes, "lab.png");
    assertEquals(res.status, 200);
    const f = res.body.file;
    assertEquals([f.name, f.path, f.type, f.mime, f.width, f.height, f.size], [
      "lab.png",
      "/",
      "image",
      "image/png",
      300,
      200,
      bytes.length,
    ]);
    const digest = new Uint8Array(
      await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>),
    );
    assertEquals(f.hash, [...digest].map((b) => b.toString(16).padStart(2, "0")).join(""));
    assertEquals(f.croppable, true);
    const dir = await c.post(`${LIB}/get-dir`, { path: "/" });
    assertEquals(dir.body.files.map((x: { id: number }) => x.id), [f.id]);
    assertEquals((await c.post(`${LIB}/get-file`, { id: f.id })).body.file, f);
    assertEquals((await c.post(`${LIB}/get-file`, { id: 999 })).status, 404);
    assertEquals(codes(await upload(c, "/", bytes, "LAB.png")), ["ML_03"]);
    assertEquals(codes(await upload(c, "/missing", bytes, "x.png")), ["V_12"]);
    const named = new FormData();
    named.append("path", "/");
    named.append("name", "../escape.png");
    named.append("f", new File([bytes as Uint8Array<ArrayBuffer>], "x.png"));
    assertEquals(codes(await c.request("POST", `${LIB}/add-file`, { body: named })), ["V_12"]);
    const noFile = new FormData();
    noFile.append("path", "/");
    assertEquals(codes(await c.request("POST", `${LIB}/add-file`, { body: noFile })), ["V_17"]);
    assertEquals(await count(t, "blobs_pending"), 0, "refused uploads leave nothing pending");
  }));

Deno.test("types come from the content: spoofed names and active content", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    const asPng = await upload(c, "/", html, "photo.png", "image/png");
    assertEquals(asPng.status, 200);
    assertEquals(asPng.body.file.mime, "text/plain", "HTML named .png is kept as inert text");
    const served = await t.app.request(`/media/${asPng.body.file.id}/photo.png`, {
      headers: { Cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    assertEquals(served.headers.get("Content-Type"), "text/plain");
    assert(served.headers.get("Content-Disposition")!.startsWith("attachment"));
    assertEquals(served.headers.get("Content-Security-Policy"), "sandbox; default-src 'none'");
    assertEquals(served.headers.get("X-Content-Type-Options"), "nosniff");
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const svgRes = await upload(c, "/", svg, "logo.svg", "image/svg+xml");
    assertEquals([svgRes.body.file.mime, svgRes.body.file.croppable], ["image/svg+xml", false]);
    const svgServed = await t.app.request(`/media/${svgRes.body.file.id}/logo.svg`, {
      headers: { Cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    assert(svgServed.headers.get("Content-Security-Policy")!.includes("sandbox"));
    assert(svgServed.headers.get("Content-Disposition")!.startsWith("attachment"));
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
    const refused = await upload(c, "/", exe, "setup.png");
    assertEquals(refused.status, 415);
    assertEquals(codes(refused), ["ML_04"]);
    const pdf = await upload(c, "/", new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n"), "leaflet.pdf");
    assertEquals(pdf.body.file.mime, "application/pdf");
  }));

Deno.test("a pixel flood is refused before decoding", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    // A valid PNG header that claims 20000 × 20000 pixels, with no real image data behind it.
    const header = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      0,
      0,
      0,
      13,
      0x49,
      0x48,
      0x44,
      0x52,
      0,
      0,
      0x4e,
      0x20,
      0,
      0,
      0x4e,
      0x20,
      8,
      6,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
    ]);
    const res = await upload(c, "/", header, "bomb.png");
    assertEquals(res.status, 413);
    assertEquals(codes(res), ["ML_06"]);
    assertEquals(await count(t, "media_files"), 0);
  }));

Deno.test("a multi-megabyte file round-trips byte for byte, with ranges", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const bytes = new Uint8Array(5 * 1024 * 1024 + 123);
    bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
    for (let i = 9; i < bytes.length; i += 65536) {
      crypto.getRandomValues(bytes.subarray(i, i + 65536));
    }
    const res = await upload(c, "/", bytes, "big.pdf", "application/pdf");
    assertEquals(res.status, 200);
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const whole = await t.app.request(`/media/${res.body.file.id}/big.pdf`, {
      headers: { Cookie: cookie },
    });
    assertEquals(new Uint8Array(await whole.arrayBuffer()), bytes);
    const part = await t.app.request(`/media/${res.body.file.id}/big.pdf`, {
      headers: { Cookie: cookie, Range: "bytes=64000-128999" },
    });
    assertEquals(part.status, 206);
    assertEquals(part.headers.get("Content-Range"), `bytes 64000-128999/${bytes.length}`);
    assertEquals(new Uint8Array(await part.arrayBuffer()), bytes.subarray(64000, 129000));
    const tail = await t.app.request(`/media/${res.body.file.id}/big.pdf`, {
      headers: { Cookie: cookie, Range: "bytes=-10" },
    });
    assertEquals(new Uint8Array(await tail.arrayBuffer()), bytes.subarray(bytes.length - 10));
    const bad = await t.app.request(`/media/${res.body.file.id}/big.pdf`, {
      headers: { Cookie: cookie, Range: "bytes=99999999-" },
    });
    assertEquals(bad.status, 416);
    const etag = whole.headers.get("ETag")!;
    const again = await t.app.request(`/media/${res.body.file.id}/big.pdf`, {
      headers: { Cookie: cookie, "If-None-Match": etag },
    });
    assertEquals(again.status, 304);
  }));

Deno.test("parallel uploads all land, each with its own id", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const results = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => upload(c, "/", await png(20 + i, 20), `p${i}.png`)),
    );
    assertEquals(results.map((r) => r.status), Array(8).fill(200));
    assertEquals(new Set(results.map((r) => r.body.file.id)).size, 8);
    assertEquals((await c.post(`${LIB}/get-dir`, { path: "/" })).body.files.length, 8);
  }));

/** A multipart body of `size` bytes of file content, streamed in pieces, optionally cut off. */
function streamedUpload(size: number, options: { cutAt?: number } = {}) {
  const boundary = "----xbtest" + crypto.randomUUID();
  const enc = new TextEncoder();
  const head = enc.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n/\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="big.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = enc.encode(`\r\n--${boundary}--\r\n`);
  const piece = new Uint8Array(1024 * 1024).fill(0x41);
  let sent = 9;
  let stage = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 0) {
        stage = 1;
        return controller.enqueue(head);
      }
      if (options.cutAt !== undefined && sent >= options.cutAt) {
        return controller.error(new Error("connection lost"));
      }
      if (sent < size) {
        const n = Math.min(piece.length, size - sent);
        sent += n;
        return controller.enqueue(piece.subarray(0, n));
      }
      if (stage === 1) {
        stage = 2;
        controller.enqueue(tail);
        return controller.close();
      }
    },
  });
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

Deno.test("100 MB + 1 byte is refused with ML_01 while streaming, leaving nothing", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const { body, type } = streamedUpload(100 * 1024 * 1024 + 1);
    const res = await c.request("POST", `${LIB}/add-file`, {
      body,
      headers: { "Content-Type": type },
    });
    assertEquals(res.status, 413);
    assertEquals(codes(res), ["ML_01"]);
    assertEquals(await count(t, "media_files"), 0);
    assertEquals(await count(t, "blob_chunks"), 0);
    assertEquals(await count(t, "blobs_pending"), 0);
  }));

Deno.test("an upload cut off halfway leaves nothing visible, and its chunks are collected", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const { body, type } = streamedUpload(3 * 1024 * 1024, { cutAt: 1024 * 1024 + 9 });
    const res = await c.request("POST", `${LIB}/add-file`, {
      body,
      headers: { "Content-Type": type },
    });
    assert(res.status >= 400, `status ${res.status}`);
    assertEquals((await c.post(`${LIB}/get-dir`, { path: "/" })).body.files, []);
    assertEquals(await count(t, "media_files"), 0);
    await collectOrphanBlobs(t.deps.kv, Date.now() + 2 * 60 * 60_000);
    assertEquals(await count(t, "blob_chunks"), 0);
  }));

Deno.test("video links become video entries; invalid ones are ML_05", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const form = new FormData();
    form.append("path", "/");
    form.append("video", "https://youtu.be/dQw4w9WgXcQ");
    const res = await c.request("POST", `${LIB}/add-file`, { body: form });
    assertEquals(res.status, 200);
    assertEquals(res.body.file.type, "video");
    assertEquals(res.body.file.video.id, "dQw4w9WgXcQ");
    const bad = new FormData();
    bad.append("path", "/");
    bad.append("video", "https://evil.example/watch?v=1");
    assertEquals(codes(await c.request("POST", `${LIB}/add-file`, { body: bad })), ["ML_05"]);
  }));

Deno.test("move, edit, search, move folders and delete", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    await c.post(`${LIB}/create-dir`, { path: "/", folderName: "A" });
    await c.post(`${LIB}/create-dir`, { path: "/A", folderName: "Inner" });
    await c.post(`${LIB}/create-dir`, { path: "/", folderName: "B" });
    const one = (await upload(c, "/A/Inner", await png(), "one.png")).body.file;
    const two = (await upload(c, "/", await png(), "two.png")).body.file;
    const moved = await c.post(`${LIB}/move-file`, {
      id: two.id,
      newPath: "/B",
      newFileName: "second.png",
    });
    assertEquals([moved.body.file.path, moved.body.file.name], ["/B", "second.png"]);
    const clash = await c.post(`${LIB}/move-file`, {
      id: one.id,
      newPath: "/B",
      newFileName: "SECOND.png",
    });
    assertEquals(clash.status, 409);
    assertEquals(codes(clash), ["ML_02"]);
    const edited = await c.post(`${LIB}/edit-file`, {
      id: one.id,
      newPath: "/A/Inner",
      newFileName: "one.png",
      defaultAltText: "Blood sample tubes",
      shared: true,
    });
    assertEquals([edited.body.file.defaultAltText, edited.body.file.shared], [
      "Blood sample tubes",
      true,
    ]);
    const byAlt = await c.post(`${LIB}/search-files`, { searchTerm: "tubes", directory: "/" });
    assertEquals(byAlt.body.files.map((f: { id: number }) => f.id), [one.id]);
    const inB = await c.post(`${LIB}/search-files`, { searchTerm: "png", directory: "/B" });
    assertEquals(inB.body.files.map((f: { id: number }) => f.id), [two.id]);
    assertEquals(
      codes(await c.post(`${LIB}/move-directory`, { oldPath: "/A", newPath: "/A/Inner/A" })),
      ["V_07"],
    );
    assertEquals(codes(await c.post(`${LIB}/move-directory`, { oldPath: "/A", newPath: "/B" })), [
      "ML_02",
    ]);
    const dirMoved = await c.post(`${LIB}/move-directory`, { oldPath: "/A", newPath: "/B/A" });
    assertEquals(dirMoved.body.directory, { path: "/B/A", name: "A" });
    const inner = await c.post(`${LIB}/get-dir`, { path: "/B/A/Inner" });
    assertEquals(inner.body.files.map((f: { path: string }) => f.path), ["/B/A/Inner"]);
    assertEquals(codes(await c.post(`${LIB}/get-dir`, { path: "/A" })), ["V_12"]);
    const notEmpty = await c.post(`${LIB}/delete-directory`, { path: "/B/A" });
    assertEquals([notEmpty.status, codes(notEmpty)[0]], [409, "ML_07"]);
    assertEquals((await c.post(`${LIB}/delete-file`, { id: one.id })).body, { Success: true });
    assertEquals((await c.post(`${LIB}/delete-directory`, { path: "/B/A/Inner" })).body, {
      Success: true,
    });
    assertEquals((await c.post(`${LIB}/delete-directory`, { path: "/B/A" })).body, {
      Success: true,
    });
    assertEquals(codes(await c.post(`${LIB}/delete-directory`, { path: "/" })), ["V_07"]);
    assertEquals((await c.post(`${LIB}/delete-file`, { id: one.id })).status, 404);
  }));

Deno.test("permissions: reading for page editors, changing needs manage-media, none for anonymous", () =>
  withApp(async (t) => {
    const { keys } = await import("../../../lib/db/keys.ts");
    await t.deps.kv.set(keys.role(6), {
      ID: 6,
      name: "Reader",
      permissions: [{ name: "edit-page", parameters: {} }],
    });
    const reader = await t.signedIn(6);
    assertEquals((await reader.post(`${LIB}/get-dir`, { path: "/" })).status, 200);
    assertEquals(codes(await reader.post(`${LIB}/create-dir`, { path: "/", folderName: "x" })), [
      "UM_01",
    ]);
    assertEquals(codes(await upload(reader, "/", await png(), "x.png")), ["UM_01"]);
    const anon = t.client();
    assertEquals((await anon.post(`${LIB}/get-dir`, { path: "/" })).status, 401);
    assertEquals((await anon.get(`${LIB}/preview-image?imageID=1`)).status, 401);
  }));

Deno.test("usage: list-pages-by-file follows stores; the public sees only published or shared files", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const file = (await upload(c, "/", await png(400, 300), "team.png")).body.file;
    const page = await c.post("/api/ximblox/page/create", {
      title: "Team",
      slug: "team",
      type: "page",
      locale: "en-gb",
      content: [{
        type: "image",
        key: "i",
        props: { image: { fileID: file.id, cropParams: null }, altText: "" },
      }],
    });
    let usage = await c.post(`${LIB}/list-pages-by-file`, { fileID: file.id });
    assertEquals(usage.body.totalItems, 1);
    assertEquals([usage.body.items[0].usedInLatest, usage.body.items[0].usedLive], [true, false]);
    assertEquals(
      (await t.client().get(`/media/${file.id}/team.png`)).status,
      404,
      "draft images stay private",
    );
    await c.post(`/api/ximblox/page/${page.body.pageID}/publish`);
    assertEquals((await t.client().get(`/media/${file.id}/team.png`)).status, 200);
    // A new draft without the image: the live version still uses it.
    const v =
      (await c.get(`/api/ximblox/page/version/fetch/${page.body.pageVersionID}`)).body.pageVersion;
    await c.post(`/api/ximblox/page/version/${v.id}/store`, { ...v, blocks: [] });
    usage = await c.post(`${LIB}/list-pages-by-file`, { fileID: file.id });
    assertEquals([usage.body.items[0].usedInLatest, usage.body.items[0].usedLive], [false, true]);
    const other = (await upload(c, "/", await png(), "other.png")).body.file;
    assertEquals((await t.client().get(`/media/${other.id}/other.png`)).status, 404);
    await c.post(`${LIB}/edit-file`, {
      id: other.id,
      newPath: "/",
      newFileName: "other.png",
      shared: true,
    });
    assertEquals(
      (await t.client().get(`/media/${other.id}/other.png`)).status,
      200,
      "shared files are public",
    );
  }));

Deno.test("previews, crops and public renditions", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const file = (await upload(c, "/", await png(2000, 1000), "wide.png")).body.file;
    assertEquals(file.warnings, []);
    const preview = await c.get(`${LIB}/preview-image?imageID=${file.id}`);
    assertEquals(preview.headers.get("Content-Type"), "image/webp");
    const crop = await t.app.request(
      `${LIB}/preview-crop?imageID=${file.id}&x=0&y=0&width=500&height=300&rotate=90&scaleX=-1&scaleY=1`,
      { headers: { Cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } },
    );
    assertEquals(crop.headers.get("Content-Type"), "image/png");
    const { Image: Img } = await import("imagescript");
    const decoded = await Img.decode(new Uint8Array(await crop.arrayBuffer()));
    assertEquals([decoded.width, decoded.height], [500, 300]);
    assertEquals(
      codes(await c.get(`${LIB}/preview-crop?imageID=${file.id}&x=0&y=0&width=0&height=1`)),
      ["V_12"],
    );
    assertEquals(
      codes(
        await c.get(`${LIB}/preview-crop?imageID=${file.id}&x=0&y=0&width=5&height=5&rotate=45`),
      ),
      ["V_12"],
    );
    assertEquals((await c.get(`${LIB}/preview-image?imageID=abc`)).status, 400);
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const r = await t.app.request(`/media/${file.id}/w480-c0_0_1000_500_0_1_1/wide.webp`, {
      headers: { Cookie: cookie },
    });
    assertEquals(r.headers.get("Content-Type"), "image/webp");
    assertEquals(
      (await t.app.request(`/media/${file.id}/w481/wide.webp`, { headers: { Cookie: cookie } }))
        .status,
      404,
    );
    const big = (await upload(c, "/", await png(2600, 100), "huge.png")).body.file;
    assertEquals(big.warnings, ["dimensions"]);
  }));

Deno.test("get-page-file serves a block-owned image; a missing one falls back to the default", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const file = (await upload(c, "/", await png(50, 50), "owned.png")).body.file;
    const page = await c.post("/api/ximblox/page/create", {
      title: "Owned",
      slug: "owned",
      type: "page",
      locale: "en-gb",
      content: [{
        type: "image",
        key: "blk1",
        props: { image: { fileID: file.id, cropParams: null }, altText: "Owned" },
        __images: { icon: { hash: file.hash, fileName: "owned.png", altText: "" } },
      }],
    });
    const { pageID } = page.body;
    const path = `${LIB}/get-page-file/${pageID}/block_images_blk1/${file.hash}/owned.png`;
    assertEquals((await c.get(path)).headers.get("Content-Type"), "image/png");
    assertEquals((await t.client().get(path)).status, 404, "unpublished: staff only");
    await c.post(`/api/ximblox/page/${pageID}/publish`);
    assertEquals((await t.client().get(path)).status, 200);
    const missing = await t.app.request(
      `${LIB}/get-page-file/${pageID}/block_images_other/${file.hash}/owned.png?default=/static/site.css`,
    );
    assertEquals([missing.status, missing.headers.get("Location")], [302, "/static/site.css"]);
    const offsite = await t.app.request(
      `${LIB}/get-page-file/${pageID}/block_images_other/${file.hash}/owned.png?default=//evil.example/x`,
    );
    assertEquals(offsite.status, 404, "no open redirect");
    assertEquals(
      (await c.get(`${LIB}/get-page-file/${pageID}/nonsense/${file.hash}/owned.png`)).status,
      404,
    );
  }));

Deno.test("visitors get only the renditions the renderer signed", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const file = (await upload(c, "/", await png(800, 600), "signed.png")).body.file;
    const crop = { x: 0, y: 0, width: 400, height: 300, rotate: 0, scaleX: 1, scaleY: 1 };
    const page = await c.post("/api/ximblox/page/create", {
      title: "Signed",
      slug: "signed",
      type: "page",
      locale: "en-gb",
      content: [{
        type: "image",
        key: "i",
        props: { image: { fileID: file.id, cropParams: crop }, altText: "A" },
      }],
    });
    await c.post(`/api/ximblox/page/${page.body.pageID}/publish`);
    const html = await (await t.app.request("/signed")).text();
    const src = html.match(/<img[^>]* src="([^"]+)"/)![1].replaceAll("&amp;", "&");
    assert(
      /\/media\/\d+\/w960-c0_0_400_300_0_1_1\/signed\.webp\?v=[0-9a-f]{12}&s=[\w-]{22}$/.test(src),
      src,
    );
    const ok = await t.app.request(src);
    assertEquals([ok.status, ok.headers.get("Content-Type")], [200, "image/webp"]);
    const unsigned = src.replace(/&s=.*/, "");
    assertEquals((await t.app.request(unsigned)).status, 404);
    const otherCrop = src.replace("c0_0_400_300", "c1_1_400_300");
    assertEquals((await t.app.request(otherCrop)).status, 404, "a signature fits one spec only");
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    assertEquals(
      (await t.app.request(otherCrop, { headers: { Cookie: cookie } })).status,
      200,
      "staff may ask for any",
    );
  }));
