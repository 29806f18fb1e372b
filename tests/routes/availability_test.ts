/**
 * One request must never take the site down: bodies are limited while they stream, rich text is
 * bounded before it is sanitised, image sizes are read from the whole file, and input that would
 * make a KV key too large answers 4xx. (The process-level checks are in tests/processes/main_test.ts.)
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { codes, type TestClient, withTestApp as withApp } from "../_utils/app.ts";
import {
  paddedJpegClaiming,
  paddedJpegWithoutFrame,
  paddedRealJpeg,
} from "../lib/media/_padded_jpeg.ts";
import { MAX_MARKUP_PER_VALIDATION, sanitisedCharacters } from "../../lib/content/rich_text.ts";

const API = "/api/ximblox";
const MB = 1024 * 1024;
const enc = new TextEncoder();

/** A JSON-ish body of `chunks` × `size` bytes, streamed (no Content-Length); counts what is read. */
function streamed(chunks: number, size: number) {
  let sent = 0;
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i++ === chunks) return controller.close();
      const chunk = new Uint8Array(size).fill(0x20);
      if (i === 1) chunk.set(enc.encode('{"email":"'));
      sent += size;
      controller.enqueue(chunk);
    },
  }, { highWaterMark: 0 });
  return { body, sent: () => sent };
}

function postRaw(
  c: TestClient,
  path: string,
  body: BodyInit,
  headers: Record<string, string> = {},
) {
  return c.request("POST", path, {
    body,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

Deno.test("JSON bodies past 1 MB answer 413 while streaming, also for anonymous callers", () =>
  withApp(async (t) => {
    const c = t.client();
    // Chunked, without Content-Length: refused once the limit is passed, the rest never read.
    const chunked = streamed(64, MB);
    const res = await postRaw(c, `${API}/auth/login`, chunked.body);
    assertEquals(res.status, 413);
    assertEquals(codes(res), ["V_14"]);
    assert(chunked.sent() <= 3 * MB, `read ${chunked.sent() / MB} MB of 64`);
    // A Content-Length that lies (smaller than the body) changes nothing: the bytes count.
    const lying = streamed(16, MB);
    const lied = await postRaw(c, `${API}/auth/forgot-password`, lying.body, {
      "Content-Length": "20",
    });
    assertEquals(lied.status, 413);
    assert(lying.sent() <= 3 * MB);
    // A declared length over the limit is refused before anything is read.
    const declared = streamed(1, 100);
    const big = await postRaw(c, `${API}/auth/login`, declared.body, {
      "Content-Length": String(300 * MB),
    });
    assertEquals(big.status, 413);
    // Within the limit nothing changes.
    const ok = await c.post(`${API}/auth/login`, { email: "a@example.com", password: "x" });
    assertEquals(ok.status, 401);
  }));

async function newPage(c: TestClient) {
  const res = await c.post(`${API}/page/create`, {
    title: "Long",
    slug: `long-${crypto.randomUUID().slice(0, 8)}`,
    type: "page",
    locale: "en-gb",
  });
  assertEquals(res.status, 201, res.raw);
  const version = await c.get(`${API}/page/version/fetch/${res.body.pageVersionID}`);
  return { id: res.body.pageVersionID as number, version: version.body.pageVersion };
}

const text = (i: number, html: string) => ({ type: "text", key: `t${i}`, props: { html } });

Deno.test("the version store and preview take a long page (8 MB); other calls 1 MB", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const { id, version } = await newPage(c);
    // Unknown fields are dropped by validation, so padding measures the body limit alone.
    const padded = (mb: number) => ({ ...version, padding: "x".repeat(mb * MB) });
    const store = await c.post(`${API}/page/version/${id}/store`, padded(3));
    assertEquals(store.status, 200, store.raw.slice(0, 200));
    const preview = await c.post(`${API}/page/version/${store.body.pageVersionID}/preview`, {
      ...padded(3),
      revision: undefined,
    });
    assertEquals(preview.status, 200);
    const tooBig = await c.post(`${API}/page/version/${store.body.pageVersionID}/store`, {
      ...padded(9),
      revision: store.body.revision,
    });
    assertEquals(tooBig.status, 413);
    assertEquals(codes(tooBig), ["V_14"]);
    const create = await c.post(`${API}/page/create`, {
      title: "x",
      slug: "padded",
      type: "page",
      locale: "en-gb",
      padding: "x".repeat(2 * MB),
    });
    assertEquals(create.status, 413);
  }));

Deno.test("rich text is bounded before it is sanitised: answers are 4xx, the sanitiser's work bounded", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const { id, version } = await newPage(c);
    const storeBlocks = async (blocks: unknown[]) => {
      const before = sanitisedCharacters.count;
      const started = performance.now();
      const res = await c.post(`${API}/page/version/${id}/store`, { ...version, blocks });
      const ms = Math.round(performance.now() - started);
      return { res, ms, sanitised: sanitisedCharacters.count - before };
    };
    // Nesting makes sanitising slower than linear; markup nested past 100 levels is not valid.
    const deep = await storeBlocks([text(0, "<b>".repeat(60_000) + "x")]);
    assertEquals(deep.res.status, 400);
    assertEquals(codes(deep.res), ["V_15"]);
    assertEquals(deep.sanitised, 0, "refused before the sanitiser sees it");
    // A version's markup together is bounded (1,000,000 characters sanitised), whatever the
    // number of blocks: 8 blocks of 190 KB are refused before most of them are sanitised.
    const dense = "<p><b>x</b></p>".repeat(12_600);
    const many = await storeBlocks(Array.from({ length: 8 }, (_, i) => text(i, dense)));
    assertEquals(many.res.status, 413);
    assertEquals(codes(many.res), ["V_14"]);
    assert(many.sanitised <= MAX_MARKUP_PER_VALIDATION, `${many.sanitised} characters sanitised`);
    // The worst case just within the bounds, for the record (the time one request may hold the
    // event loop sanitising): texts whose markup grows when escaped, and dense tags.
    for (
      const [name, unit, n] of [
        ["'<' (escaped, grows 4×)", "<", 2],
        ["'&' (escaped, grows 5×)", "&", 1],
        ["dense tags", "<p><b>x</b></p>", 5],
        ["99 levels deep", "<b>".repeat(99) + "x" + "</b>".repeat(99), 5],
      ] as const
    ) {
      const html = unit.repeat(Math.floor(95_000 / unit.length));
      const { res, ms } = await storeBlocks(Array.from({ length: n }, (_, i) => text(i, html)));
      console.log(`  store of ${n} × 95 KB of ${name}: ${res.status} in ${ms} ms`);
      assert(res.status < 500, res.raw.slice(0, 200));
      version.revision = res.body?.revision ?? version.revision;
    }
    // The report's case: 23 MB of rich text is refused by the body limit, not a 500.
    const huge = await storeBlocks(
      Array.from({ length: 120 }, (_, i) => text(i, "<p>" + "x".repeat(190_000) + "</p>")),
    );
    assertEquals(huge.res.status, 413);
  }));

Deno.test("long multi-byte input never answers 5xx, and the lockout still counts it", () =>
  withApp(async (t) => {
    const anonymous = t.client();
    const staff = await t.signedIn(1);
    // NFKC turns U+FDFA into 18 characters: 300 of them are far past a 2 KiB key.
    const inputs = ["é", "中", "😀", "\uFDFA"].flatMap((ch) =>
      [100, 300, 999, 3000].map((n) => ch.repeat(n).slice(0, n - (n % 2)))
    );
    for (const s of inputs) {
      const q = encodeURIComponent(s);
      const label = `${s.slice(0, 2)}… (${s.length} chars)`;
      const answers = [
        await anonymous.post(`${API}/auth/login`, { email: `${s}@x.com`, password: "x" }),
        await anonymous.post(`${API}/auth/forgot-password`, { email: `${s}@x.com` }),
        await anonymous.post(`${API}/auth/check-token`, { token: s }),
        await anonymous.post(`${API}/page/get-by-slug`, { slug: s }),
        await anonymous.get(`${API}/page/get-by-slug-query?slug=${q}`),
        await anonymous.get(`/${q}`),
        await anonymous.get(`/nl-nl/${q}`),
        await staff.post(`${API}/page/slug-available`, { slug: s, locale: "en-gb" }),
        await staff.post(`${API}/medialib/get-dir`, { path: `/${s}` }),
        await staff.post(`${API}/medialib/create-dir`, { path: "/", folderName: s }),
        await staff.get(`${API}/medialib/get-page-file/1/${q}/${q}/${q}`),
        await staff.post(`${API}/user`, {
          email: `${s}@x.com`,
          role: 2,
          profile: { name: s, jobTitle: "" },
        }),
      ];
      for (const res of answers) assert(res.status < 500, `${label}: ${res.status} ${res.raw}`);
    }
    const email = `${"\uFDFA".repeat(500)}@x.com`;
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await anonymous.post(`${API}/auth/login`, { email, password: "wrong" });
      statuses.push(res.status);
    }
    assertEquals(statuses, [401, 401, 401, 401, 429, 429]);
  }));

function uploadTo(c: TestClient, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("path", "/");
  form.append("f", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/jpeg" }));
  return c.request("POST", `${API}/medialib/add-file`, { body: form });
}

Deno.test("an image's size is read from the whole file before it is accepted", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    // 100 KB of APP segments before a frame header claiming 20000×20000 (400 megapixels).
    const flood = await uploadTo(c, paddedJpegClaiming(20_000, 20_000), "flood.jpg");
    assertEquals(flood.status, 413);
    assertEquals(codes(flood), ["ML_06"]);
    // No frame header at all: a raster image of unknown size is refused.
    const unknown = await uploadTo(c, paddedJpegWithoutFrame(), "unknown.jpg");
    assertEquals(unknown.status, 400);
    assertEquals(codes(unknown), ["V_12"]);
    // A real image with the same padding is accepted, with its real size.
    const real = await uploadTo(c, await paddedRealJpeg(64, 48), "real.jpg");
    assertEquals(real.status, 200, real.raw);
    assertEquals([real.body.file.width, real.body.file.height], [64, 48]);
    let pending = 0;
    for await (const _ of t.deps.kv.list({ prefix: ["blobs_pending"] })) pending++;
    assertEquals(pending, 0, "refused uploads leave no chunks behind");
  }));

/** Malformed multipart bodies, sent as a stream so that they really end where they end. */
const MALFORMED: Record<string, { body: string; type?: string }> = {
  "truncated inside a file part": {
    body: '--b\r\nContent-Disposition: form-data; name="F"; filename="a.png"\r\n\r\nhello',
  },
  "truncated inside the part headers": {
    body: '--b\r\nContent-Disposition: form-data; name="F"; filena',
  },
  "without the closing boundary": {
    body: '--b\r\nContent-Disposition: form-data; name="F"; filename="a.png"\r\n\r\nhello\r\n',
  },
  "with another boundary": {
    body: '--c\r\nContent-Disposition: form-data; name="F"; filename="a.png"\r\n\r\nhi\r\n--c--',
  },
  "with a wrong content type": { body: "hello", type: "text/plain" },
};

Deno.test("malformed uploads answer 400 on both upload endpoints, and nothing escapes", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    for (
      const [field, path, method] of [["f", "medialib/add-file", "POST"], [
        "profileImage",
        `user/${c.userID}/image`,
        "PUT",
      ]]
    ) {
      for (const [shape, { body, type }] of Object.entries(MALFORMED)) {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(enc.encode(body.replaceAll('"F"', `"${field}"`)));
            controller.close();
          },
        });
        const res = await c.request(method, `${API}/${path}`, {
          body: stream,
          headers: { "Content-Type": type ?? "multipart/form-data; boundary=b" },
        });
        assertEquals(res.status, 400, `${path}, ${shape}: ${res.raw}`);
      }
    }
    await new Promise((r) => setTimeout(r, 50));
    const health = await c.get("/healthz");
    assertEquals(health.status, 200);
  }));
