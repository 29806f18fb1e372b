/**
 * The admin's built scripts and styles go out compressed to a browser that accepts it (the size
 * budgets of issue 30 are gzipped sizes), from the copies build.ts writes beside them, and as they
 * are to one that does not. Needs `deno task build` (the API tests' task builds first).
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { assert, assertEquals } from "../_utils/assert.ts";
import { withTestApp } from "../_utils/app.ts";
import { readManifest } from "../../admin/bundle_report.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

Deno.test("the admin's scripts and styles are sent brotli- or gzip-compressed, one answer per encoding", () =>
  withTestApp(async (t) => {
    const manifest = readManifest();
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    // The entry, the chunks it imports (React DOM and Mantine among them) and its styles.
    const files = [entry.file, ...(entry.imports ?? []).map((k) => manifest[k].file)];
    // As a browser asks: with the cookies the admin's page set (an answer that sets one is
    // never kept by a shared cache, routes/_shared_cache.ts).
    const shell = await t.app.fetch(new Request("http://localhost/cmsadmin/login"));
    await shell.body?.cancel();
    const cookie = shell.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    let sent = 0, whole = 0;
    for (const file of [...files, ...(entry.css ?? [])]) {
      const path = `/cmsadmin/${file}`;
      const get = (encoding?: string) =>
        Promise.resolve(t.app.fetch(
          new Request(`http://localhost${path}`, {
            headers: { Cookie: cookie, ...encoding ? { "Accept-Encoding": encoding } : {} },
          }),
        ));
      const plain = await get();
      const bytes = new Uint8Array(await plain.arrayBuffer());
      assertEquals(plain.status, 200, path);
      assertEquals(plain.headers.get("Content-Encoding"), null, path);

      const br = await get("gzip, deflate, br");
      const brBytes = new Uint8Array(await br.arrayBuffer());
      assertEquals(br.headers.get("Content-Encoding"), "br", path);
      assertEquals(new Uint8Array(brotliDecompressSync(brBytes)), bytes, path);
      sent += brBytes.length;
      whole += bytes.length;

      const gz = await get("gzip");
      assertEquals(gz.headers.get("Content-Encoding"), "gzip", path);
      assertEquals(new Uint8Array(gunzipSync(new Uint8Array(await gz.arrayBuffer()))), bytes, path);

      for (const res of [plain, br, gz]) {
        assertEquals(res.headers.get("Cache-Control"), IMMUTABLE, path);
        assertEquals(res.headers.get("Vary"), "Accept-Encoding", path);
      }
    }
    assert(sent < whole / 3, `${sent} bytes sent of ${whole}`);
    // A missing asset is still a 404, whatever the encoding asked for.
    const missing = await t.app.fetch(
      new Request("http://localhost/cmsadmin/assets/none-00000000.js", {
        headers: { "Accept-Encoding": "br" },
      }),
    );
    await missing.body?.cancel();
    assertEquals(missing.status, 404);
  }));
