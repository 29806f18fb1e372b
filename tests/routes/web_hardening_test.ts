/**
 * Web hardening of what exists: no Location leaves the site, every API answer is `no-store`,
 * media sent because of a staff session is never `public`, public pages carry a strict
 * Content-Security-Policy, `/favicon.ico` exists, HEAD tells the real length, and the crops
 * staff ask for are not stored without bound.
 */
import { createHash } from "node:crypto";
import { Image } from "imagescript";
import { assert, assertEquals } from "../_utils/assert.ts";
import { PUBLIC_URL, type TestApp, type TestClient, withTestApp } from "../_utils/app.ts";
import { keys } from "../../lib/db/keys.ts";
import { transientRenditions } from "../../lib/ops/media/media_delivery.ts";
import { htmlEntry } from "../../lib/render/html_cache.ts";
import { CONSENT_PENDING_SCRIPT } from "../../lib/render/page.tsx";

const PAGE = "/api/ximblox/page";
const LIB = "/api/ximblox/medialib";

/** A request exactly as given (app.request() would tidy the path first). */
function raw(t: TestApp, path: string, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(t.app.fetch(new Request(`http://localhost${path}`, init)));
}

function cookieOf(c: TestClient): string {
  return [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
}

async function publish(
  c: TestClient,
  slug: string,
  content: unknown[] = [],
  locale = "en-gb",
): Promise<{ pageID: number; pageVersionID: number }> {
  const res = await c.post(`${PAGE}/create`, {
    title: `Page ${slug}`,
    slug,
    type: "page",
    locale,
    content,
  });
  assertEquals(res.status, 201, res.raw);
  assertEquals((await c.post(`${PAGE}/${res.body.pageID}/publish`)).status, 200);
  return res.body;
}

function upload(c: TestClient, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("path", "/");
  form.append("f", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/png" }));
  return c.request("POST", `${LIB}/add-file`, { body: form });
}

const png = (w: number, h: number) => new Image(w, h).fill(0x3366ccff).encode();

/** True when a Location, as a browser reads it on a page of this site, names another host. */
function leavesSite(location: string | null): boolean {
  if (location === null) return false;
  return new URL(location, `${PUBLIC_URL}/some/page`).origin !== new URL(PUBLIC_URL).origin;
}

Deno.test("no Location leaves the site; empty segments and backslashes are not found", () =>
  withTestApp(async (t) => {
    const c = await t.signedIn(1);
    await publish(c, "about");
    await publish(c, "over-ons", [], "nl-nl");
    const notFound = [
      "//evil.test/",
      "//evil.test",
      "///evil.test/",
      "////evil.test//",
      "//evil.test/about/",
      "/%5Cevil.test/",
      "/%5Cevil.test",
      "/%5C%5Cevil.test/",
      "/%2F%2Fevil.test/",
      "/%2Fevil.test/",
      "/%09/evil.test/",
      "/%0d%0aLocation:%20http://evil.test/",
      "/\\evil.test/",
      "/about//",
      "/about//evil.test",
      "/about%5C",
      "/about%5C/",
      "/en-gb//evil.test",
      "/en-gb//evil.test/",
      "/en-gb///evil.test",
      "/en-gb/%5Cevil.test",
      "/en-gb/%5Cevil.test/",
      "/en-gb/\\evil.test",
      "/nl-nl//evil.test/",
      "/nl-nl//over-ons",
      "/en-gb//about",
      "/EN-GB//evil.test",
      "//",
      "/./evil.test/",
      "/..//evil.test/",
      "/evil.test/",
    ];
    for (const path of notFound) {
      for (const method of ["GET", "HEAD"]) {
        const res = await raw(t, path, { method });
        await res.body?.cancel();
        assertEquals(res.status, 404, `${method} ${path}: ${res.headers.get("Location")}`);
      }
    }
    // Elsewhere nothing redirects off the site either, whatever the path or query.
    const elsewhere = [
      "/cmsadmin//evil.test",
      "/cmsadmin//evil.test/",
      "/cmsadmin/%5Cevil.test",
      "/cmsadmin/assets//evil.test",
      "/media//evil.test/",
      "/media/1//evil.test",
      "/static//evil.test/",
      "/api//evil.test/",
      `${LIB}/get-page-file/1/block_images_b/abc/x.png?default=//evil.test/`,
      `${LIB}/get-page-file/1/block_images_b/abc/x.png?default=/%5Cevil.test`,
      `${LIB}/get-page-file/1/block_images_b/abc/x.png?default=%2F%5Cevil.test`,
      `${LIB}/get-page-file/1/block_images_b/abc/x.png?default=/%09/evil.test`,
      `${LIB}/get-page-file/1/block_images_b/abc/x.png?default=https://evil.test/`,
      "/about/?next=//evil.test/",
    ];
    for (const path of elsewhere) {
      for (const who of [t.client(), c]) {
        const res = await raw(t, path, { headers: { Cookie: cookieOf(who) } });
        await res.body?.cancel();
        const location = res.headers.get("Location");
        assert(!leavesSite(location), `${path} redirects to ${location}`);
      }
    }
    // The redirects the site does make stay as they were.
    const expected: [string, number, string][] = [
      ["/about/", 301, "/about"],
      ["/about/?x=1", 301, "/about?x=1"],
      ["/en-gb/about", 302, "/about"],
      ["/en-gb", 302, "/"],
      ["/nl-nl/over-ons/", 301, "/nl-nl/over-ons"],
      ["/cmsadmin", 301, "/cmsadmin/"],
    ];
    for (const [path, status, location] of expected) {
      const res = await raw(t, path);
      await res.body?.cancel();
      assertEquals([res.status, res.headers.get("Location")], [status, location], path);
    }
  }));

Deno.test("every /api answer is Cache-Control: no-store, errors and files included", () =>
  withTestApp(async (t) => {
    const staff = await t.signedIn(1);
    const anon = t.client();
    const file = (await upload(staff, await png(40, 30), "private.png")).body.file;
    const shared = (await upload(staff, await png(40, 30), "shared.png")).body.file;
    await staff.post(`${LIB}/edit-file`, {
      id: shared.id,
      newPath: "/",
      newFileName: "shared.png",
      shared: true,
    });
    const { pageID, pageVersionID } = await publish(staff, "api-page");
    const calls: [TestClient, string, string, unknown?][] = [
      [anon, "GET", "/api/ximblox/settings/get"],
      [staff, "GET", "/api/ximblox/settings/get"],
      [anon, "POST", "/api/ximblox/auth/user"],
      [staff, "POST", "/api/ximblox/auth/user"],
      [anon, "POST", "/api/ximblox/auth/login", { email: "x@example.com", password: "nope" }],
      [anon, "POST", "/api/ximblox/auth/login", { email: 5 }],
      [anon, "GET", "/api/ximblox/user"],
      [staff, "GET", "/api/ximblox/user"],
      [staff, "GET", "/api/ximblox/user/list"],
      [anon, "GET", "/api/ximblox/user/list"],
      [staff, "GET", `${PAGE}/${pageID}`],
      [anon, "GET", `${PAGE}/${pageID}`],
      [staff, "GET", `${PAGE}/999999`],
      [staff, "GET", `${PAGE}/abc`],
      [staff, "GET", `${PAGE}/version/fetch/${pageVersionID}`],
      [staff, "GET", `${PAGE}/version/${pageVersionID}/preview`],
      [anon, "GET", `${PAGE}/version/${pageVersionID}/preview`],
      [staff, "POST", `${PAGE}/list`, { pageIndex: 0, pageSize: 5 }],
      [staff, "POST", `${PAGE}/list`, { pageIndex: -1 }],
      [anon, "POST", `${PAGE}/get-by-slug`, { slug: "api-page" }],
      [anon, "POST", `${PAGE}/get-by-slug`, { slug: "nothing-here" }],
      [anon, "GET", `${PAGE}/get-by-slug-query?slug=api-page`],
      [staff, "POST", `${LIB}/get-dir`, { path: "/" }],
      [anon, "POST", `${LIB}/get-dir`, { path: "/" }],
      [staff, "GET", `${LIB}/preview-image?imageID=${file.id}`],
      [staff, "GET", `${LIB}/preview-image?imageID=abc`],
      [anon, "GET", `${LIB}/preview-image?imageID=${file.id}`],
      [staff, "GET", `${LIB}/preview-crop?imageID=${file.id}&x=0&y=0&width=10&height=10`],
      [staff, "GET", `${LIB}/file/${file.id}`],
      [staff, "GET", `${LIB}/file/${shared.id}`],
      [anon, "GET", `${LIB}/file/${file.id}`],
      [staff, "GET", `${LIB}/get-page-file/${pageID}/block_images_x/${file.hash}/private.png`],
      [anon, "GET", "/api/ximblox/nothing"],
      [anon, "GET", "/api/nothing"],
      [anon, "GET", "/api/"],
      [anon, "POST", "/api/ximblox/nothing", {}],
      [staff, "DELETE", `${PAGE}/${pageID}`],
    ];
    for (const [client, method, path, json] of calls) {
      const res = await client.request(method, path, { json });
      assertEquals(res.headers.get("Cache-Control"), "no-store", `${method} ${path} ${res.status}`);
    }
    // Refused for want of a CSRF token, and HEAD.
    const forged = await raw(t, `${PAGE}/${pageID}/publish`, {
      method: "POST",
      headers: { Cookie: cookieOf(staff) },
    });
    assertEquals([forged.status, forged.headers.get("Cache-Control")], [403, "no-store"]);
    await forged.body?.cancel();
    const head = await raw(t, `${LIB}/file/${file.id}`, {
      method: "HEAD",
      headers: { Cookie: cookieOf(staff) },
    });
    assertEquals([head.status, head.headers.get("Cache-Control")], [200, "no-store"]);
  }));

Deno.test("media sent because of a staff session is never public; public media keeps long caching", () =>
  withTestApp(async (t) => {
    const staff = await t.signedIn(2);
    const file = (await upload(staff, await png(600, 400), "draft.png")).body.file;
    // The original's address as the API gives it: with `?v=` naming its content.
    const urls = [file.url as string, `/media/${file.id}/w480/draft.webp`];
    const get = (url: string, who: TestClient) =>
      raw(t, url, { headers: { Cookie: cookieOf(who) } });
    for (const url of urls) {
      const res = await get(url, staff);
      await res.body?.cancel();
      assertEquals(res.status, 200, url);
      const cc = res.headers.get("Cache-Control") ?? "";
      assert(!/public/.test(cc) && /no-store/.test(cc), `${url}: ${cc}`);
      const anon = await get(url, t.client());
      await anon.body?.cancel();
      assertEquals(anon.status, 404, `${url} is not public yet`);
    }
    // Once a published page uses it, everyone gets it with long caching, staff included.
    const page = await staff.post(`${PAGE}/create`, {
      title: "With image",
      slug: "with-image",
      type: "page",
      locale: "en-gb",
      content: [{
        type: "image",
        key: "i",
        props: { image: { fileID: file.id, cropParams: null }, altText: "" },
      }],
    });
    const publisher = await t.signedIn(3);
    await publisher.post(`${PAGE}/${page.body.pageID}/publish`);
    const html = await (await raw(t, "/with-image")).text();
    const rendition = html.match(/src="(\/media\/[^"]+)"/)![1].replaceAll("&amp;", "&");
    for (const url of [urls[0], rendition]) {
      for (const who of [staff, t.client()]) {
        const res = await get(url, who);
        await res.body?.cancel();
        assertEquals(res.status, 200, url);
        assertEquals(res.headers.get("Cache-Control"), "public, max-age=31536000, immutable");
      }
    }
    // An address that does not name the content (replace-file may change it) is checked again.
    const bare = await get(`/media/${file.id}/draft.png`, t.client());
    await bare.body?.cancel();
    assertEquals(bare.headers.get("Cache-Control"), "public, max-age=300, must-revalidate");
  }));

Deno.test("public pages carry a strict CSP: own scripts only, only the video players' frames", () =>
  withTestApp(async (t) => {
    const c = await t.signedIn(1);
    const { pageVersionID } = await publish(c, "videos", [
      { type: "video", key: "y", props: { url: "https://youtu.be/dQw4w9WgXcQ", title: "YT" } },
      { type: "video", key: "v", props: { url: "https://vimeo.com/76979871", title: "Vimeo" } },
      { type: "heading", key: "h", props: { text: "Hello" } },
    ]);
    const res = await raw(t, "/videos");
    const html = await res.text();
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    const directives = new Map(
      csp.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...v]) => [name, v]),
    );
    assertEquals(directives.get("default-src"), ["'self'"]);
    // Every page holds the header's search island: scripts from this origin, and of inline ones
    // only the cookie notice's, by its hash.
    const noticeScript = `'sha256-${
      createHash("sha256").update(CONSENT_PENDING_SCRIPT).digest("base64")
    }'`;
    assertEquals(directives.get("script-src"), ["'self'", noticeScript]);
    assertEquals(directives.get("object-src"), ["'none'"]);
    assertEquals(directives.get("base-uri"), ["'none'"]);
    assertEquals(directives.get("frame-ancestors"), ["'self'"]);
    assertEquals(directives.get("img-src"), ["'self'", "data:"]);
    assertEquals(
      directives.get("frame-src"),
      ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
    );
    assertEquals(res.headers.get("X-Frame-Options"), "SAMEORIGIN");
    // The players start as srcdoc documents, which inherit the policy: their style is allowed.
    const srcdocs = [...html.matchAll(/srcdoc="([^"]*)"/g)].map((m) =>
      m[1].replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"')
        .replaceAll("&amp;", "&")
    );
    assertEquals(srcdocs.length, 2);
    for (const doc of srcdocs) {
      const style = doc.match(/<style>([^<]*)<\/style>/)![1];
      const hash = `'sha256-${createHash("sha256").update(style).digest("base64")}'`;
      assert(directives.get("style-src")!.includes(hash), `style ${hash} allowed`);
      assert(!/<script/i.test(doc));
    }
    const inline = html.match(/<script>([^<]*)<\/script>/g) ?? [];
    assertEquals(inline, [`<script>${CONSENT_PENDING_SCRIPT}</script>`]);
    for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
      if (tag === "<script>") continue; // the notice's, above
      assert(/type="application\/json"|src="\/static\/islands\//.test(tag), `only islands: ${tag}`);
    }
    // Not-found pages too; the admin's draft preview keeps its own policy.
    const missing = await raw(t, "/missing-page");
    await missing.body?.cancel();
    assertEquals(missing.status, 404);
    assertEquals(missing.headers.get("Content-Security-Policy"), csp);
    const preview = await c.get(`${PAGE}/version/${pageVersionID}/preview`);
    assertEquals(preview.status, 200);
    assertEquals(
      preview.headers.get("Content-Security-Policy"),
      "frame-ancestors 'self'; script-src 'self'; object-src 'none'",
    );
  }));

Deno.test("a page that holds an island may run scripts from this origin only", async () => {
  const plain = await htmlEntry("<!doctype html><html><body><p>x</p></body></html>");
  assert(plain.csp.includes("script-src 'none'"));
  const island = await htmlEntry(
    '<!doctype html><html><body><x-island data-name="Finder" data-props="{}"></x-island></body></html>',
  );
  assert(island.csp.includes("script-src 'self'") && !island.csp.includes("'unsafe-inline'"));
  assert(island.csp.includes("object-src 'none'") && island.csp.includes("base-uri 'none'"));
});

Deno.test("/favicon.ico is an icon with long caching, linked from every page", () =>
  withTestApp(async (t) => {
    const c = await t.signedIn(1);
    await publish(c, "home-page");
    const res = await raw(t, "/favicon.ico");
    const bytes = new Uint8Array(await res.arrayBuffer());
    assertEquals(res.status, 200);
    assertEquals(res.headers.get("Content-Type"), "image/x-icon");
    assertEquals([...bytes.subarray(0, 4)], [0, 0, 1, 0], "an ICO file");
    const maxAge = Number(res.headers.get("Cache-Control")!.match(/max-age=(\d+)/)![1]);
    assert(/public/.test(res.headers.get("Cache-Control")!) && maxAge >= 7 * 24 * 3600);
    const again = await raw(t, "/favicon.ico", {
      headers: { "If-None-Match": res.headers.get("ETag")! },
    });
    assertEquals(again.status, 304);
    const head = await raw(t, "/favicon.ico", { method: "HEAD" });
    assertEquals(head.headers.get("Content-Length"), String(bytes.length));
    const html = await (await raw(t, "/home-page")).text();
    assert(html.includes('<link rel="icon" href="/favicon.ico"'));
  }));

Deno.test("HEAD answers carry the real Content-Length: pages, static files, media", () =>
  withTestApp(async (t) => {
    const c = await t.signedIn(1);
    await publish(c, "sized");
    const file = (await upload(c, await png(300, 200), "sized.png")).body.file;
    await c.post(`${LIB}/edit-file`, {
      id: file.id,
      newPath: "/",
      newFileName: "sized.png",
      shared: true,
    });
    const paths = [
      "/sized",
      "/no-such-page",
      "/static/site.css",
      "/favicon.ico",
      `/media/${file.id}/sized.png`,
      `/media/${file.id}/w240/sized.webp`,
      "/robots.txt",
      "/sitemap.xml",
      "/healthz",
    ];
    for (const path of paths) {
      const get = await raw(t, path);
      const length = (await get.arrayBuffer()).byteLength;
      assert(length > 0, path);
      const head = await raw(t, path, { method: "HEAD" });
      assertEquals([head.status, head.headers.get("Content-Length")], [
        get.status,
        String(length),
      ], path);
      assertEquals(head.body, null, path);
    }
  }));

async function storedRenditions(t: TestApp, sha256: string): Promise<string[]> {
  const out: string[] = [];
  for await (const e of t.deps.kv.list({ prefix: keys.renditions(sha256) })) {
    out.push(e.key[2] as string);
  }
  return out;
}

Deno.test("crops staff ask for are not stored; those a published page shows are", () =>
  withTestApp(async (t) => {
    const staff = await t.signedIn(3);
    const file = (await upload(staff, await png(800, 600), "crop.png")).body.file;
    const cookie = cookieOf(staff);
    for (let i = 0; i < 20; i++) {
      const res = await raw(
        t,
        `${LIB}/preview-crop?imageID=${file.id}&x=${i}&y=${i}&width=${100 + i}&height=100`,
        { headers: { Cookie: cookie } },
      );
      assertEquals(res.status, 200);
      await res.body?.cancel();
      const asked = await raw(t, `/media/${file.id}/w240-c${i}_0_${200 + i}_100_0_1_1/crop.webp`, {
        headers: { Cookie: cookie },
      });
      assertEquals(asked.status, 200);
      await asked.body?.cancel();
    }
    assertEquals(await storedRenditions(t, file.hash), [], "nothing stored for asked crops");
    assert(transientRenditions.size <= transientRenditions.maxEntries);
    assert(transientRenditions.bytes <= transientRenditions.maxBytes);

    // A crop a published page shows is stored once visitors ask for it.
    const crop = { x: 10, y: 20, width: 300, height: 200, rotate: 0, scaleX: 1, scaleY: 1 };
    await publish(staff, "cropped", [{
      type: "image",
      key: "i",
      props: { image: { fileID: file.id, cropParams: crop }, altText: "" },
    }]);
    const html = await (await raw(t, "/cropped")).text();
    const src = html.match(/src="(\/media\/[^"]+)"/)![1].replaceAll("&amp;", "&");
    const res = await raw(t, src);
    assertEquals(res.status, 200);
    await res.body?.cancel();
    const stored = await storedRenditions(t, file.hash);
    assertEquals(stored.length, 1, JSON.stringify(stored));
    assert(stored[0].endsWith("10,20,300,200,0,1,1"), stored[0]);
  }));
