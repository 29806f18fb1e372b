import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, type TestClient, withTestApp as withApp } from "../../_utils/app.ts";
import { keys } from "../../../lib/db/keys.ts";

const PAGE = "/api/ximblox/page";

const heading = (key: string, text: string) => ({
  type: "heading",
  key,
  props: { text, level: 2 },
});
const textBlock = (key: string, html: string) => ({ type: "text", key, props: { html } });

async function createPage(
  c: TestClient,
  over: Record<string, unknown> = {},
): Promise<{ pageID: number; pageVersionID: number }> {
  const res = await c.post(`${PAGE}/create`, {
    title: "About us",
    slug: `about-${crypto.randomUUID().slice(0, 8)}`,
    type: "page",
    locale: "en-gb",
    content: [heading("h1", "Hello")],
    typeData: {},
    ...over,
  });
  assertEquals(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

async function fetchVersion(c: TestClient, id: number) {
  const res = await c.get(`${PAGE}/version/fetch/${id}`);
  assertEquals(res.status, 200);
  return res.body.pageVersion;
}

async function store(c: TestClient, versionID: number, changes: Record<string, unknown>) {
  const v = await fetchVersion(c, versionID);
  return await c.post(`${PAGE}/version/${versionID}/store`, { ...v, ...changes });
}

Deno.test("create answers page and version ids; GET {id} has the Page fields", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const { pageID, pageVersionID } = await createPage(c, { slug: "team/lab", title: "Lab team" });
    assert(pageID > 0 && pageVersionID > 0);
    const res = await c.get(`${PAGE}/${pageID}`);
    assertEquals(res.status, 200);
    const page = res.body.page;
    for (
      const field of [
        "id",
        "slug",
        "locale",
        "type",
        "typeData",
        "content",
        "title",
        "publishedVersionID",
        "publishedID",
        "pageVersion",
      ]
    ) assert(field in page, field);
    assertEquals([page.slug, page.locale, page.type, page.title], [
      "team/lab",
      "en-gb",
      "page",
      "Lab team",
    ]);
    assertEquals(page.publishedVersionID, null);
    assertEquals(page.content, null);
    assertEquals(page.status, "concept");
    assertEquals(page.pageVersion.id, pageVersionID);
    assertEquals(page.pageVersion.blocks.map((b: { key: string }) => b.key), ["h1"]);
  }));

Deno.test("create validates slug, type, locale and blocks, and refuses taken slugs", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    await createPage(c, { slug: "contact" });
    const taken = await c.post(`${PAGE}/create`, {
      title: "Again",
      slug: "/contact/",
      type: "page",
      locale: "en-gb",
    });
    assertEquals(taken.status, 409);
    assertEquals(codes(taken), ["V_06"]);
    // The same slug in another locale is fine.
    await createPage(c, { slug: "contact", locale: "nl-nl" });
    for (const slug of ["Bad Slug", "a//b", "-x", "über", "x_y"]) {
      const bad = await c.post(`${PAGE}/create`, {
        title: "T",
        slug,
        type: "page",
        locale: "en-gb",
      });
      assertEquals(codes(bad), ["V_12"], slug);
    }
    const type = await c.post(`${PAGE}/create`, {
      title: "T",
      slug: "t",
      type: "nope",
      locale: "en-gb",
    });
    assertEquals(codes(type), ["V_12"]);
    const locale = await c.post(`${PAGE}/create`, {
      title: "T",
      slug: "t",
      type: "page",
      locale: "xx-xx",
    });
    assertEquals(codes(locale), ["V_12"]);
    const blocks = await c.post(`${PAGE}/create`, {
      title: "T",
      slug: "t",
      type: "page",
      locale: "en-gb",
      content: [{ type: "unknown", key: "a", props: {} }],
    });
    assertEquals(blocks.body.Errors, [{ property: "content.0.type", code: "V_12" }]);
    const missing = await c.post(`${PAGE}/create`, { slug: "t", type: "page", locale: "en-gb" });
    assertEquals(missing.body.Errors, [{ property: "title", code: "V_01" }]);
  }));

Deno.test("the home page has slug / and multi-segment slugs work", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const home = await createPage(c, { slug: "/" });
    assertEquals((await c.get(`${PAGE}/${home.pageID}`)).body.page.slug, "/");
    const deep = await createPage(c, { slug: "services/blood/draw" });
    assertEquals((await c.get(`${PAGE}/${deep.pageID}`)).body.page.slug, "services/blood/draw");
  }));

Deno.test("store updates a draft, sanitises rich text, and returns a new revision", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const { pageID, pageVersionID } = await createPage(c);
    const before = await fetchVersion(c, pageVersionID);
    const res = await c.post(`${PAGE}/version/${pageVersionID}/store`, {
      ...before,
      title: "New title",
      seoTitle: "SEO",
      seoKeywords: ["lab", "blood"],
      blocks: [
        heading("h1", "Hello"),
        textBlock(
          "t1",
          `<p onclick="x()">Safe <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>`,
        ),
      ],
    });
    assertEquals(res.status, 200);
    assertEquals(res.body.pageVersionID, pageVersionID);
    assert(res.body.revision !== before.revision);
    const after = await fetchVersion(c, pageVersionID);
    assertEquals(after.title, "New title");
    assertEquals(after.seoKeywords, ["lab", "blood"]);
    assertEquals(after.blocks[1].props.html, "<p>Safe <a>x</a></p>");
    assertEquals(after.revision, res.body.revision);
    assertEquals((await c.get(`${PAGE}/${pageID}`)).body.page.title, "New title");
  }));

Deno.test("a store based on an old revision fails with PM_02 and changes nothing", () =>
  withApp(async (t) => {
    const alice = await t.signedIn(2);
    const bob = await t.signedIn(2);
    const { pageVersionID } = await createPage(alice);
    const seenByBoth = await fetchVersion(alice, pageVersionID);
    const first = await bob.post(`${PAGE}/version/${pageVersionID}/store`, {
      ...seenByBoth,
      title: "Bob's",
    });
    assertEquals(first.status, 200);
    const second = await alice.post(`${PAGE}/version/${pageVersionID}/store`, {
      ...seenByBoth,
      title: "Alice's",
    });
    assertEquals(second.status, 409);
    assertEquals(codes(second), ["PM_02"]);
    assertEquals((await fetchVersion(alice, pageVersionID)).title, "Bob's");
  }));

Deno.test("parallel stores on one revision: exactly one wins", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const { pageVersionID } = await createPage(c);
    const v = await fetchVersion(c, pageVersionID);
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        c.post(`${PAGE}/version/${pageVersionID}/store`, { ...v, title: `T${n}` })
      ),
    );
    assertEquals(results.filter((r) => r.status === 200).length, 1);
    assertEquals(results.filter((r) => codes(r)[0] === "PM_02").length, 3);
  }));

Deno.test("store validates: seoImage at most one, block props, anchors unique, keys unique", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const { pageVersionID } = await createPage(c);
    const img = { fileID: 1, cropParams: null };
    assertEquals(codes(await store(c, pageVersionID, { seoImage: [img, img] })), ["V_12"]);
    assertEquals((await store(c, pageVersionID, { seoImage: null })).status, 200);
    const props = await store(c, pageVersionID, {
      blocks: [
        {
          type: "button",
          key: "b",
          props: { label: "Go", link: { kind: "external", value: "nope" } },
        },
        { type: "video", key: "v", props: { url: "https://example.com/video" } },
        { type: "text", key: "t", props: { html: "<p>Too long</p>", characterLimit: 3 } },
        { type: "text", key: "s", props: { html: "<script>alert(1)</script>" } },
      ],
    });
    assertEquals(props.body.Errors, [
      { property: "blocks.0.props.link.value", code: "V_13" },
      { property: "blocks.1.props.url", code: "V_13" },
      { property: "blocks.2.props.html", code: "V_14" },
      { property: "blocks.3.props.html", code: "V_15" },
    ]);
    const anchors = await store(c, pageVersionID, {
      blocks: [
        { ...heading("a", "A"), anchorPoint: "prices" },
        { ...heading("b", "B"), anchorPoint: "prices" },
        heading("a", "C"),
      ],
    });
    assertEquals(anchors.body.Errors, [
      { property: "blocks.1.anchorPoint", code: "V_18" },
      { property: "blocks.2.key", code: "V_06" },
    ]);
  }));

Deno.test("publish makes the latest version live; storing then starts a new draft", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const { pageID, pageVersionID } = await createPage(c, { slug: "news" });
    const pub = await c.post(`${PAGE}/${pageID}/publish`);
    assertEquals(pub.status, 200);
    assertEquals(pub.body.publishedVersionID, pageVersionID);
    assert(pub.body.publishedID > 0);
    const page = (await c.get(`${PAGE}/${pageID}`)).body.page;
    assertEquals(page.status, "published");
    assertEquals(page.content.length, 1);
    const draft = await store(c, pageVersionID, {
      title: "Changed",
      blocks: [heading("x", "Draft")],
    });
    assert(draft.body.pageVersionID !== pageVersionID, "a new version id");
    const after = (await c.get(`${PAGE}/${pageID}`)).body.page;
    assertEquals(after.status, "changed");
    assertEquals(after.publishedVersionID, pageVersionID);
    assertEquals(after.pageVersion.id, draft.body.pageVersionID);
    assertEquals(after.content[0].props.text, "Hello", "the live content is unchanged");
    const live = await t.client().post(`${PAGE}/get-by-slug`, { slug: "news" });
    assertEquals(live.body.page.content[0].props.text, "Hello");
    // Storing the old (published) version again is stale now.
    assertEquals(codes(await store(c, pageVersionID, { title: "Old" })), ["PM_02"]);
  }));

Deno.test("unpublish takes the page off the public site", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const { pageID } = await createPage(c, { slug: "gone-soon" });
    await c.post(`${PAGE}/${pageID}/publish`);
    assertEquals((await t.client().get(`${PAGE}/get-by-slug-query?slug=gone-soon`)).status, 200);
    const res = await c.post(`${PAGE}/${pageID}/unpublish`);
    assertEquals(res.body, { Success: true, publishedVersionID: null, publishedID: null });
    const after = await t.client().get(`${PAGE}/get-by-slug-query?slug=gone-soon`);
    assertEquals(after.status, 404);
    assertEquals(codes(after), ["PM_01"]);
    assertEquals((await c.get(`${PAGE}/${pageID}`)).body.page.status, "concept");
  }));

Deno.test("get-by-slug returns published pages only, with an optional locale prefix", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const nl = await createPage(c, { slug: "over-ons", locale: "nl-nl", title: "Over ons" });
    await createPage(c, { slug: "draft-only" });
    await c.post(`${PAGE}/${nl.pageID}/publish`);
    const anon = t.client();
    const ok = await anon.post(`${PAGE}/get-by-slug`, { slug: "nl-nl/over-ons" });
    assertEquals(ok.status, 200);
    assertEquals(ok.body.page.title, "Over ons");
    assertEquals(ok.body.page.locale, "nl-nl");
    const viaQuery = await anon.get(
      `${PAGE}/get-by-slug-query?slug=${encodeURIComponent("/nl-nl/over-ons")}`,
    );
    assertEquals(viaQuery.body.page.id, nl.pageID);
    // Without the prefix the default locale (en-gb) is meant, where it does not exist.
    assertEquals((await anon.post(`${PAGE}/get-by-slug`, { slug: "over-ons" })).status, 404);
    assertEquals((await anon.post(`${PAGE}/get-by-slug`, { slug: "draft-only" })).status, 404);
  }));

Deno.test("editors create and store but cannot publish, unpublish or delete", () =>
  withApp(async (t) => {
    const editor = await t.signedIn(2);
    const { pageID } = await createPage(editor);
    for (
      const path of [
        `${PAGE}/${pageID}/publish`,
        `${PAGE}/${pageID}/unpublish`,
        `${PAGE}/${pageID}/delete`,
      ]
    ) {
      const res = await editor.post(path);
      assertEquals(res.status, 403, path);
      assertEquals(codes(res), ["UM_01"]);
    }
    const anon = t.client();
    assertEquals(
      (await anon.post(`${PAGE}/create`, { title: "x", slug: "x", type: "page", locale: "en-gb" }))
        .status,
      401,
    );
    assertEquals((await anon.get(`${PAGE}/${pageID}`)).status, 401);
    assertEquals((await anon.post(`${PAGE}/list`, {})).status, 401);
  }));

Deno.test("permission parameters narrow pages by locale and type", () =>
  withApp(async (t) => {
    await t.deps.kv.set(keys.role(5), {
      ID: 5,
      name: "Dutch editor",
      permissions: [
        { name: "create-page", parameters: { locales: ["nl-nl"] } },
        { name: "edit-page", parameters: { locales: ["nl-nl"] } },
      ],
    });
    const admin = await t.signedIn(1);
    const en = await createPage(admin, { locale: "en-gb" });
    const dutch = await t.signedIn(5);
    const refused = await dutch.post(`${PAGE}/create`, {
      title: "x",
      slug: "x",
      type: "page",
      locale: "en-gb",
    });
    assertEquals(codes(refused), ["UM_01"]);
    await createPage(dutch, { locale: "nl-nl" });
    assertEquals(codes(await dutch.get(`${PAGE}/${en.pageID}`)), ["UM_01"]);
    const storeEn = await dutch.post(`${PAGE}/version/${en.pageVersionID}/store`, {
      title: "x",
      blocks: [],
      revision: "r",
    });
    assertEquals(codes(storeEn), ["UM_01"]);
    const list = await dutch.post(`${PAGE}/list`, {});
    assertEquals(list.body.items.map((i: { locale: string }) => i.locale), ["nl-nl"]);
  }));

Deno.test("save changes the slug and frees the old one", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const { pageID } = await createPage(c, { slug: "old-name" });
    await c.post(`${PAGE}/${pageID}/publish`);
    const other = await createPage(c, { slug: "taken" });
    assertEquals(
      codes(
        await c.put(`${PAGE}/${pageID}/save`, {
          id: pageID,
          slug: "taken",
          shouldUpdateLinks: false,
        }),
      ),
      ["V_06"],
    );
    assertEquals(codes(await c.put(`${PAGE}/${pageID}/save`, { id: pageID, slug: "Not Valid" })), [
      "V_12",
    ]);
    const res = await c.put(`${PAGE}/${pageID}/save`, {
      id: pageID,
      slug: "new-name",
      shouldUpdateLinks: false,
    });
    assertEquals(res.status, 200);
    assertEquals(
      (await c.post(`${PAGE}/slug-available`, { slug: "old-name", locale: "en-gb" })).body
        .available,
      true,
    );
    assertEquals(
      (await c.post(`${PAGE}/slug-available`, { slug: "new-name", locale: "en-gb" })).body
        .available,
      false,
    );
    assertEquals((await t.client().post(`${PAGE}/get-by-slug`, { slug: "new-name" })).status, 200);
    assertEquals((await t.client().post(`${PAGE}/get-by-slug`, { slug: "old-name" })).status, 404);
    assert(other.pageID > 0);
  }));

Deno.test("delete removes the page and its versions and frees the slug", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const { pageID, pageVersionID } = await createPage(c, { slug: "temp" });
    await c.post(`${PAGE}/${pageID}/publish`);
    assertEquals((await c.post(`${PAGE}/${pageID}/delete`)).body, { Success: true });
    assertEquals((await c.get(`${PAGE}/${pageID}`)).status, 404);
    assertEquals(codes(await c.get(`${PAGE}/version/fetch/${pageVersionID}`)), ["PM_01"]);
    assertEquals((await t.client().post(`${PAGE}/get-by-slug`, { slug: "temp" })).status, 404);
    assertEquals(
      (await c.post(`${PAGE}/slug-available`, { slug: "temp", locale: "en-gb" })).body.available,
      true,
    );
    assertEquals((await c.post(`${PAGE}/${pageID}/delete`)).status, 404);
    let chunks = 0;
    for await (const _ of t.deps.kv.list({ prefix: ["blob_chunks"] })) chunks++;
    assertEquals(chunks, 0, "no block blobs left behind");
  }));

Deno.test("anchor-available is false with V_18 when another block has the anchor", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const blocks = [{ key: "a", anchorPoint: "prices" }, { key: "b", anchorPoint: "" }];
    const taken = await c.post(`${PAGE}/anchor-available`, {
      anchorName: "prices",
      blockKey: "b",
      pageVersionBlocks: blocks,
    });
    assertEquals(taken.body.available, false);
    assertEquals(codes(taken), ["V_18"]);
    const own = await c.post(`${PAGE}/anchor-available`, {
      anchorName: "prices",
      blockKey: "a",
      pageVersionBlocks: blocks,
    });
    assertEquals(own.body, { Success: true, available: true });
  }));

Deno.test("list pages, filters, searches, sorts and counts", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    for (let i = 0; i < 30; i++) {
      await createPage(c, {
        slug: `p-${i}`,
        title: i % 3 === 0 ? `Blood test ${i}` : `Other ${i}`,
        locale: i < 25 ? "en-gb" : "de-de",
      });
    }
    const first = await c.post(`${PAGE}/list`, { type: "page", locale: "en-gb", pageIndex: 0 });
    assertEquals(first.body.totalItems, 25);
    assertEquals(first.body.items.length, 25);
    const second = await c.post(`${PAGE}/list`, { locale: "en-gb", pageIndex: 1, pageSize: 10 });
    assertEquals(second.body.items.length, 10);
    const search = await c.post(`${PAGE}/list`, {
      searchTerm: "blood",
      columnToSort: "created",
      sortOrder: "asc",
    });
    assertEquals(search.body.totalItems, 10);
    assertEquals(search.body.items[0].title, "Blood test 0");
    const bySlug = await c.post(`${PAGE}/list`, { searchTerm: "p-29" });
    assertEquals(bySlug.body.items.map((i: { slug: string }) => i.slug), ["p-29"]);
    const desc = await c.post(`${PAGE}/list`, {
      columnToSort: "created",
      sortOrder: "desc",
      pageSize: 1,
    });
    assertEquals(desc.body.items[0].slug, "p-29");
    assertEquals(codes(await c.post(`${PAGE}/list`, { columnToSort: "title" })), ["V_12"]);
    // The cache follows changes made after it was filled.
    await createPage(c, { slug: "fresh", title: "Blood fresh" });
    assertEquals((await c.post(`${PAGE}/list`, { searchTerm: "blood" })).body.totalItems, 11);
    const picker = await c.post(`${PAGE}/search`, { locale: "de-de", searchTerm: "" });
    assertEquals(picker.body.items.length, 5);
    const all = await c.post(`${PAGE}/get-pages`, { type: "page", locale: "de-de" });
    assertEquals(all.body.items.length, 5);
    const multi = await c.post(`${PAGE}/get-multiple`, {
      locale: "en-gb",
      pageIDs: [1, 2, 26, 999],
    });
    assertEquals(multi.body.items.map((i: { id: number }) => i.id), [1, 2]);
  }));

Deno.test("get-sibling-slugs lists the page's own locale and slug", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const { pageID } = await createPage(c, { slug: "labs" });
    const res = await c.get(`${PAGE}/get-sibling-slugs/${pageID}`);
    assertEquals(res.body, { Success: true, siblings: [{ locale: "en-gb", slug: "labs" }] });
  }));

Deno.test("a 200-block page stores and reads back in order", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const blocks = Array.from({ length: 200 }, (_, i) =>
      i % 2
        ? heading(`h${i}`, `Heading ${i}`)
        : textBlock(`t${i}`, `<p>${"Lorem ipsum dolor sit amet. ".repeat(20)}</p>`));
    const { pageVersionID } = await createPage(c, { content: blocks });
    const v = await fetchVersion(c, pageVersionID);
    assertEquals(v.blocks.length, 200);
    assertEquals(
      v.blocks.map((b: { key: string }) =>
        b.key
      ),
      blocks.map((b) => b.key),
    );
  }));

Deno.test("preview renders a draft for staff only, framable by the admin, never indexed", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const { pageID, pageVersionID } = await createPage(c, {
      slug: "draft",
      content: [heading("h", "Draft heading")],
    });
    const res = await c.get(`${PAGE}/version/${pageVersionID}/preview`);
    assertEquals(res.status, 200);
    assert(res.headers.get("Content-Type")?.startsWith("text/html"));
    assert(res.raw.includes("Draft heading"));
    assert(res.raw.includes('content="noindex"'));
    assertEquals(res.headers.get("X-Frame-Options"), "SAMEORIGIN");
    assertEquals(res.headers.get("Cache-Control"), "no-store");
    assertEquals((await t.client().get(`${PAGE}/version/${pageVersionID}/preview`)).status, 401);
    assertEquals((await c.get(`${PAGE}/version/999/preview`)).status, 404);
    // The public site does not show the draft, whatever the query.
    assertEquals((await t.client().get(`/draft?preview=1&version=${pageVersionID}`)).status, 404);
    // Everything else stays unframable.
    assertEquals((await c.get(`${PAGE}/${pageID}`)).headers.get("X-Frame-Options"), "DENY");
  }));

Deno.test("over-long titles and slugs are refused with V_11 in create, store, save and copies", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const longTitle = "T".repeat(255);
    const longSlug = "s".repeat(201);
    const create = (over: Record<string, unknown>) =>
      c.post(`${PAGE}/create`, { title: "T", slug: "x", type: "page", locale: "en-gb", ...over });
    assertEquals((await create({ title: longTitle })).body.Errors, [
      { property: "title", code: "V_11" },
    ]);
    const slug = await create({ slug: longSlug });
    assertEquals(slug.status, 400);
    assertEquals(slug.body.Errors, [{ property: "slug", code: "V_11" }]);
    // Long in more than one segment, or padded with slashes the server trims: still V_11.
    assertEquals(codes(await create({ slug: `${"a".repeat(150)}/${"b".repeat(60)}` })), ["V_11"]);
    assertEquals(codes(await create({ slug: `/${"c".repeat(201)}/` })), ["V_11"]);

    // At the limits everything is kept whole, never cut.
    const { pageID, pageVersionID } = await createPage(c, {
      title: "T".repeat(254),
      slug: "s".repeat(200),
    });
    const page = (await c.get(`${PAGE}/${pageID}`)).body.page;
    assertEquals([page.title.length, page.slug.length], [254, 200]);

    const stored = await store(c, pageVersionID, { title: longTitle });
    assertEquals(stored.status, 400);
    assertEquals(stored.body.Errors, [{ property: "title", code: "V_11" }]);
    const saved = await c.put(`${PAGE}/${pageID}/save`, { id: pageID, slug: longSlug });
    assertEquals(saved.status, 400);
    assertEquals(saved.body.Errors, [{ property: "slug", code: "V_11" }]);
    assertEquals((await c.get(`${PAGE}/${pageID}`)).body.page.slug, "s".repeat(200));

    for (const path of ["create-translation", "duplicate"]) {
      const copy = (over: Record<string, unknown>) =>
        c.post(`${PAGE}/${path}`, {
          pageID,
          newLocale: "nl-nl",
          locale: "nl-nl",
          title: "T",
          slug: "x",
          ...over,
        });
      assertEquals(codes(await copy({ title: longTitle })), ["V_11"], path);
      assertEquals(codes(await copy({ slug: longSlug })), ["V_11"], path);
    }
  }));

Deno.test("no slug may start with a locale, which a public address reads as its language", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const { pageID } = await createPage(c);
    for (const slug of ["nl-nl", "nl-nl/over", "en-gb/about"]) {
      const res = await c.post(`${PAGE}/create`, {
        title: "T",
        slug,
        type: "page",
        locale: "en-gb",
      });
      assertEquals(res.body.Errors, [{ property: "slug", code: "V_12" }], slug);
      assertEquals(
        codes(await c.put(`${PAGE}/${pageID}/save`, { id: pageID, slug })),
        ["V_12"],
        slug,
      );
    }
    assertEquals((await createPage(c, { slug: "nl-be/over" })).pageID > 0, true);
  }));
