/**
 * The content API (issue 32) from outside: every endpoint with a real token, scope (404, never
 * 403), 401/404/429, ETag and 304, published data only (unpublished pages and drafts stored after
 * a publish never show), cursor paging, hostile input; the OpenAPI document validated by an
 * OpenAPI validator and real answers validated against its schemas (ajv); and the store round
 * trips of a cold page read (issue 27's budget for a public page: 3 in sequence).
 */
import { Image } from "imagescript";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, startTestApp, type TestApp, type TestClient } from "../../_utils/app.ts";
import { createTestPage, PAGE_API, storeDraft } from "../../_utils/pages.ts";
import { tempDir } from "../../_utils/temp_dir.ts";
import { hashToken } from "../../../lib/auth/tokens.ts";
import { keys } from "../../../lib/db/keys.ts";
import { KvMeter, meterKv } from "../../../lib/db/kv_meter.ts";

const API = "/api/content/v1";
const TOKENS = "/api/ximblox/api-tokens";
const RATE = 40;

interface Answer {
  status: number;
  headers: Headers;
  // deno-lint-ignore no-explicit-any
  body: any;
  raw: string;
}

async function read(t: TestApp, path: string, token?: string, etag?: string): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (etag) headers["If-None-Match"] = etag;
  const res = await t.app.request(path, { headers });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text ? JSON.parse(text) : null,
    raw: text,
  };
}

async function makeToken(admin: TestClient, body: Record<string, unknown> = {}): Promise<string> {
  const res = await admin.post(TOKENS, { name: `t-${crypto.randomUUID().slice(0, 6)}`, ...body });
  assertEquals(res.status, 201, res.raw);
  return res.body.token;
}

async function publishedPage(
  admin: TestClient,
  over: Record<string, unknown>,
  tags?: string[],
) {
  const ids = await createTestPage(admin, over);
  // Public tags are stored with a version, not when a page is made.
  if (tags) await storeDraft(admin, ids.pageID, { tags });
  assertEquals((await admin.post(`${PAGE_API}/${ids.pageID}/publish`)).status, 200);
  return ids;
}

/** The document's schemas, for ajv: each answer is validated against its component. */
function validators(doc: Record<string, unknown>) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ ...doc, $id: "https://doc.test/openapi.json" });
  return (name: string, value: unknown) => {
    const validate = ajv.getSchema(`https://doc.test/openapi.json#/components/schemas/${name}`);
    assert(validate, `no schema ${name}`);
    const ok = validate(value);
    assert(ok, `${name}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
  };
}

Deno.test("content API: tokens, published data only, scope, paging, caching, OpenAPI", async (t) => {
  const app = await startTestApp({ CONTENT_API_RATE_LIMIT: String(RATE) });
  try {
    const admin = await app.signedIn(1);
    const token = await makeToken(admin);

    // A published page with rich text, an image and tags; one never published; a news page.
    const png = await new Image(300, 200).fill(0x3366ccff).encode();
    const form = new FormData();
    form.append("path", "/");
    form.append("f", new File([png as Uint8Array<ArrayBuffer>], "lab.png", { type: "image/png" }));
    const uploaded = await admin.request("POST", "/api/ximblox/medialib/add-file", { body: form });
    assertEquals(uploaded.status, 200, uploaded.raw);
    const fileID: number = uploaded.body.file.id;
    const about = await publishedPage(admin, {
      title: "About the lab",
      slug: "about/lab",
      content: [
        { type: "heading", key: "h", props: { text: "Who we are", level: 2 } },
        {
          type: "text",
          key: "t",
          props: { html: "<p>We test <strong>blood</strong> &amp; more.<script>x()</script></p>" },
        },
        { type: "image", key: "i", props: { image: { fileID }, altText: "The lab" } },
      ],
    }, ["Blood"]);
    const draftOnly = await createTestPage(admin, { title: "Secret draft", slug: "secret" });
    const news = await publishedPage(admin, { title: "News one", slug: "news-one", type: "news" });

    const doc = (await read(app, `${API}/openapi.json`)).body;
    const valid = validators(doc);

    await t.step(
      "the OpenAPI document is a valid OpenAPI 3.1 document, and needs no token",
      async () => {
        assertEquals(doc.openapi, "3.1.0");
        assertEquals(doc.servers, [{ url: "https://cms.example.test/api/content/v1" }]);
        const result = await new Validator().validate(doc);
        assert(result.valid, JSON.stringify(result.errors));
        for (const p of ["/pages", "/pages/by-slug/{locale}/{slug}", "/pages/{id}"]) {
          assert(doc.paths[p], p);
        }
        assert(doc.paths["/menus/{locale}/{name}"] && doc.paths["/media/{id}"]);
      },
    );

    await t.step("without a token 401 CAPI_01; a wrong or revoked token 401 CAPI_02", async () => {
      const none = await read(app, `${API}/pages/${about.pageID}`);
      assertEquals([none.status, codes(none)], [401, ["CAPI_01"]]);
      valid("Error", none.body);
      const wrong = await read(app, `${API}/pages/${about.pageID}`, "xbx_nope");
      assertEquals([wrong.status, codes(wrong)], [401, ["CAPI_02"]]);
      const basic = await app.app.request(`${API}/pages`, {
        headers: { Authorization: "Basic YTpi" },
      });
      assertEquals(basic.status, 401);
      const revoked = await makeToken(admin);
      assertEquals((await read(app, `${API}/pages`, revoked)).status, 200);
      const list = await admin.get(TOKENS);
      const id = list.body.tokens.find((x: { hint: string }) => revoked.startsWith(x.hint)).id;
      assertEquals((await admin.delete(`${TOKENS}/${id}`)).status, 200);
      const after = await read(app, `${API}/pages`, revoked);
      assertEquals([after.status, codes(after)], [401, ["CAPI_02"]]);
    });

    await t.step("an expired token is refused", async () => {
      const expiring = await makeToken(admin, {
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      assertEquals((await read(app, `${API}/pages`, expiring)).status, 200);
      // Its expiry moved into the past in the store, as an hour passing would.
      const key = keys.apiToken(hashToken(expiring));
      const entry = await app.deps.kv.get<{ expiresAt: number }>(key);
      await app.deps.kv.set(key, { ...entry.value!, expiresAt: Date.now() - 1 });
      const res = await read(app, `${API}/pages`, expiring);
      assertEquals([res.status, codes(res)], [401, ["CAPI_02"]]);
    });

    await t.step(
      "a page by address and by id: typed blocks, rich text as HTML and tree",
      async () => {
        const bySlug = await read(app, `${API}/pages/by-slug/en-gb/about/lab`, token);
        assertEquals(bySlug.status, 200, JSON.stringify(bySlug.body));
        valid("ContentPage", bySlug.body);
        const page = bySlug.body;
        assertEquals([page.id, page.title, page.path, page.type], [
          about.pageID,
          "About the lab",
          "/about/lab",
          "page",
        ]);
        assertEquals(page.url, "https://cms.example.test/about/lab");
        assertEquals(page.tags, ["Blood"]);
        const text = page.blocks.find((b: { type: string }) => b.type === "text");
        // Sanitised (the script is gone), and the same as a tree.
        assertEquals(text.richText[0].path, "html");
        assert(!text.richText[0].html.includes("script"), text.richText[0].html);
        assertEquals(text.richText[0].tree, [{
          type: "element",
          tag: "p",
          attrs: {},
          children: [
            { type: "text", text: "We test " },
            {
              type: "element",
              tag: "strong",
              attrs: {},
              children: [{ type: "text", text: "blood" }],
            },
            { type: "text", text: " & more." },
          ],
        }]);
        const image = page.blocks.find((b: { type: string }) => b.type === "image");
        assertEquals(image.images.image.fileID, fileID);
        assert(/^https:\/\/cms\.example\.test\/media\//.test(image.images.image.url), image.images);
        const byId = await read(app, `${API}/pages/${about.pageID}`, token);
        assertEquals(byId.body, page);
        // An address of any depth, percent-encoded or not, is the same page.
        const encoded = await read(app, `${API}/pages/by-slug/en-gb/about%2Flab`, token);
        assertEquals(encoded.status, 200);
      },
    );

    await t.step(
      "ETag and If-None-Match: 304 without a body; private, varies by token",
      async () => {
        const first = await read(app, `${API}/pages/${about.pageID}`, token);
        const etag = first.headers.get("ETag")!;
        assert(/^"[A-Za-z0-9_-]+"$/.test(etag), etag);
        assertEquals(first.headers.get("Cache-Control"), "private, no-cache");
        assertEquals(first.headers.get("Vary"), "Authorization");
        assertEquals(first.headers.get("Set-Cookie"), null);
        const again = await read(app, `${API}/pages/${about.pageID}`, token, etag);
        assertEquals([again.status, again.body], [304, null]);
        // A 304 is not an answer to a request without a token.
        assertEquals(
          (await read(app, `${API}/pages/${about.pageID}`, undefined, etag)).status,
          401,
        );
      },
    );

    await t.step("never unpublished pages, nor a draft stored after the publish", async () => {
      assertEquals((await read(app, `${API}/pages/${draftOnly.pageID}`, token)).status, 404);
      assertEquals((await read(app, `${API}/pages/by-slug/en-gb/secret`, token)).status, 404);
      const before = await read(app, `${API}/pages/${about.pageID}`, token);
      await storeDraft(admin, about.pageID, {
        title: "Draft title",
        blocks: [{ type: "heading", key: "h", props: { text: "Draft words", level: 2 } }],
      });
      const after = await read(app, `${API}/pages/${about.pageID}`, token);
      assertEquals(after.body, before.body);
      assert(!JSON.stringify(after.body).includes("Draft"));
      const list = await read(app, `${API}/pages?limit=100`, token);
      const slugs = list.body.items.map((p: { slug: string }) => p.slug);
      assert(!slugs.includes("secret"), slugs.join());
      assert(!JSON.stringify(list.body).includes("Draft title"));
      // Unpublished: gone from every endpoint.
      const gone = await publishedPage(admin, { title: "Short lived", slug: "short-lived" });
      assertEquals((await read(app, `${API}/pages/${gone.pageID}`, token)).status, 200);
      assertEquals((await admin.post(`${PAGE_API}/${gone.pageID}/unpublish`)).status, 200);
      assertEquals((await read(app, `${API}/pages/${gone.pageID}`, token)).status, 404);
      assertEquals((await read(app, `${API}/pages/by-slug/en-gb/short-lived`, token)).status, 404);
    });

    await t.step("the list: cursor paging over every published page, filters", async () => {
      for (let i = 0; i < 5; i++) await publishedPage(admin, { title: `P${i}`, slug: `p-${i}` });
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
        const res = await read(app, `${API}/pages?locale=en-gb&limit=2${q}`, token);
        assertEquals(res.status, 200, JSON.stringify(res.body));
        valid("ContentPageList", res.body);
        assert(res.body.items.length <= 2);
        seen.push(...res.body.items.map((p: { slug: string }) => p.slug));
        cursor = res.body.nextCursor;
        pages++;
      } while (cursor && pages < 20);
      assertEquals(seen, [...new Set(seen)], "no page twice");
      assertEquals(seen, ["about/lab", "news-one", "p-0", "p-1", "p-2", "p-3", "p-4"]);
      const newsOnly = await read(app, `${API}/pages?type=news`, token);
      assertEquals(newsOnly.body.items.map((p: { id: number }) => p.id), [news.pageID]);
      const tagged = await read(app, `${API}/pages?tag=blood`, token);
      assertEquals(tagged.body.items.map((p: { id: number }) => p.id), [about.pageID]);
      const future = new Date(Date.now() + 60_000).toISOString();
      const none = await read(
        app,
        `${API}/pages?updatedSince=${encodeURIComponent(future)}`,
        token,
      );
      assertEquals([none.body.items, none.body.nextCursor], [[], null]);
      const nl = await read(app, `${API}/pages?locale=nl-nl`, token);
      assertEquals([nl.status, nl.body.items], [200, []]);
    });

    await t.step("a token sees only its scope: anything else is 404, not 403", async () => {
      const dutch = await makeToken(admin, { locales: ["nl-nl"] });
      for (
        const path of [
          `/pages/${about.pageID}`,
          "/pages/by-slug/en-gb/about/lab",
          "/pages?locale=en-gb",
          "/menus/en-gb/main",
        ]
      ) {
        const res = await read(app, API + path, dutch);
        assertEquals([res.status, codes(res)], [404, ["NF_01"]], path);
      }
      const newsToken = await makeToken(admin, { pageTypes: ["news"] });
      assertEquals((await read(app, `${API}/pages/${about.pageID}`, newsToken)).status, 404);
      assertEquals(
        (await read(app, `${API}/pages/by-slug/en-gb/about/lab`, newsToken)).status,
        404,
      );
      assertEquals((await read(app, `${API}/pages?type=page`, newsToken)).status, 404);
      assertEquals((await read(app, `${API}/pages/${news.pageID}`, newsToken)).status, 200);
      const list = await read(app, `${API}/pages?limit=100`, newsToken);
      assertEquals(list.body.items.map((p: { id: number }) => p.id), [news.pageID]);
      // The image shown only by an "page" page is not this token's either.
      assertEquals((await read(app, `${API}/media/${fileID}`, newsToken)).status, 404);
    });

    await t.step("menus and library files", async () => {
      const saved = await admin.put("/api/ximblox/menu/en-gb/main", {
        revision: "",
        items: [{
          id: "a",
          title: "About",
          link: { kind: "internal", pageID: about.pageID },
          children: [],
        }],
      });
      assertEquals(saved.status, 200, saved.raw);
      const menu = await read(app, `${API}/menus/en-gb/main`, token);
      assertEquals(menu.status, 200);
      valid("ContentMenu", menu.body);
      assertEquals(menu.body.items, [{ title: "About", href: "/about/lab", children: [] }]);
      assertEquals((await read(app, `${API}/menus/en-gb/nope`, token)).status, 404);
      const media = await read(app, `${API}/media/${fileID}`, token);
      assertEquals(media.status, 200);
      valid("ContentMedia", media.body);
      assertEquals([media.body.kind, media.body.width, media.body.height], ["image", 300, 200]);
      assert(media.body.renditions.length > 0);
      const rendition = await app.app.request(
        new URL(media.body.renditions[0].url).pathname +
          new URL(media.body.renditions[0].url).search,
      );
      assertEquals(rendition.status, 200, "a rendition address is signed and served");
      await rendition.body?.cancel();
      // A file no published page shows is not found.
      const form2 = new FormData();
      form2.append("path", "/");
      form2.append(
        "f",
        new File([png as Uint8Array<ArrayBuffer>], "unused.png", { type: "image/png" }),
      );
      const unused = await admin.request("POST", "/api/ximblox/medialib/add-file", { body: form2 });
      assertEquals((await read(app, `${API}/media/${unused.body.file.id}`, token)).status, 404);
      assertEquals((await read(app, `${API}/media/999999`, token)).status, 404);
    });

    await t.step(
      "hostile input: bad cursors, huge limits, path traversal, unknown fields",
      async () => {
        const forged = btoa(JSON.stringify({ v: 1, after: "../../etc" }));
        for (const cursor of ["garbage!", forged, "x".repeat(2000), "e30"]) {
          const res = await read(app, `${API}/pages?cursor=${encodeURIComponent(cursor)}`, token);
          assertEquals(res.status, 400, cursor);
          assert(codes(res).includes("CAPI_04"), `${cursor}: ${codes(res)}`);
        }
        for (
          const q of ["limit=100000", "limit=0", "limit=-1", "limit=1e9", "locale=xx", "type=x"]
        ) {
          const res = await read(app, `${API}/pages?${q}`, token);
          assertEquals([res.status, codes(res)], [400, ["V_12"]], q);
        }
        assertEquals(codes(await read(app, `${API}/pages?evil=1`, token)), ["V_12"]);
        for (
          const path of [
            "/pages/by-slug/en-gb/..%2F..%2Fetc%2Fpasswd",
            "/pages/by-slug/en-gb/about/%2e%2e/lab",
            "/pages/by-slug/en-gb/about/lab%00",
            "/pages/by-slug/xx-xx/about",
            "/pages/by-slug/en-gb/" + "a/".repeat(300),
            "/pages/abc",
            "/pages/0",
            "/pages/99999999999999999999",
            "/nothing-here",
          ]
        ) {
          const res = await read(app, API + path, token);
          assertEquals(res.status, 404, path);
        }
      },
    );

    await t.step("another origin may call it (CORS), with no cookie or CSRF token", async () => {
      const preflight = await app.app.request(`${API}/pages`, {
        method: "OPTIONS",
        headers: {
          Origin: "https://portal.example.test",
          "Access-Control-Request-Method": "GET",
          "Access-Control-Request-Headers": "authorization",
        },
      });
      assertEquals(preflight.status, 204);
      assertEquals(preflight.headers.get("Access-Control-Allow-Origin"), "*");
      assert(/authorization/i.test(preflight.headers.get("Access-Control-Allow-Headers") ?? ""));
      const res = await app.app.request(`${API}/pages`, {
        headers: { Origin: "https://portal.example.test", Authorization: `Bearer ${token}` },
      });
      assertEquals(res.status, 200);
      assertEquals(res.headers.get("Access-Control-Allow-Origin"), "*");
      assertEquals(res.headers.get("X-CSRF-Token"), null);
      assertEquals(res.headers.get("Set-Cookie"), null);
      await res.body?.cancel();
    });

    await t.step("a token past its rate: 429 CAPI_03 with Retry-After", async () => {
      const busy = await makeToken(admin);
      let refused: Answer | null = null;
      // A window may turn over once on the way: at most two windows' worth.
      for (let i = 0; i < RATE * 2 + 2 && !refused; i++) {
        const res = await read(app, `${API}/pages?limit=1`, busy);
        if (res.status === 429) refused = res;
        else assertEquals(res.status, 200);
      }
      assert(refused, "never refused");
      assertEquals(codes(refused), ["CAPI_03"]);
      const after = Number(refused.headers.get("Retry-After"));
      assert(after >= 1 && after <= 60, String(after));
      // Another token is not held back by it.
      assertEquals((await read(app, `${API}/pages?limit=1`, token)).status, 200);
    });

    await t.step("last use is noted (after the answer), shown in the list", async () => {
      await app.settled();
      const list = await admin.get(TOKENS);
      const mine = list.body.tokens.find((x: { hint: string }) => token.startsWith(x.hint));
      assert(mine.lastUsedAt, JSON.stringify(mine));
    });
  } finally {
    await app.close();
  }
});

Deno.test("content API round trips: a cold page read in at most 3 in sequence, warm in 1", async () => {
  await using dir = await tempDir();
  const file = `${dir.path}/capi.kv`;
  const seeded = await startTestApp({ KV_PATH: file });
  let token: string;
  let pageID: number;
  try {
    const admin = await seeded.signedIn(1);
    token = await makeToken(admin);
    pageID = (await publishedPage(admin, { title: "Budget", slug: "budget/page" })).pageID;
    for (let i = 0; i < 3; i++) await publishedPage(admin, { title: `B${i}`, slug: `b-${i}` });
    await seeded.settled();
  } finally {
    await seeded.close();
  }
  const measure = async (t: TestApp, path: string) => {
    const meter = new KvMeter();
    const status = await meterKv(meter, async () => {
      const res = await t.app.request(path, { headers: { Authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      return res.status;
    });
    return { status, depth: meter.close().depth };
  };
  for (
    const path of [
      `${API}/pages/by-slug/en-gb/budget/page`,
      `${API}/pages/${pageID}`,
      `${API}/pages?limit=10`,
      `${API}/menus/en-gb/main`,
    ]
  ) {
    const cold = await startTestApp({ KV_PATH: file, KV_LATENCY_MS: "10" });
    try {
      const first = await measure(cold, path);
      assertEquals(first.status, 200, path);
      assert(first.depth <= 3, `${path}: cold depth ${first.depth} > 3`);
      if (path.includes("/pages/") && !path.includes("?")) {
        // Held per state of the site: the token's read alone.
        const warm = await measure(cold, path);
        assert(warm.depth <= 1, `${path}: warm depth ${warm.depth} > 1`);
      }
    } finally {
      await cold.close();
    }
  }
});
