/**
 * The search API: searching (anyone, published content only), validation, the bulk runs and
 * their status (manage-search), under load.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, withTestApp } from "../../_utils/app.ts";
import { PAGE_API, storeDraft } from "../../_utils/pages.ts";
import { makePage, publish, SEARCH_API, titles, untilDone } from "../../lib/search/_search.ts";

Deno.test("search/search finds published pages for anonymous callers, with snippet and url", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const id = await makePage(admin, {
      title: "Blood tests",
      slug: "blood-tests",
      html: "<p>We draw <strong>blood</strong> at twelve locations &amp; more.</p>",
    });
    await makePage(admin, {
      title: "Bloed prikken",
      slug: "bloed",
      locale: "nl-nl",
      html: "<p>Bloedafname zonder afspraak.</p>",
    });
    const anon = t.client();
    const res = await anon.post(`${SEARCH_API}/search`, { term: "blood" });
    assertEquals(res.status, 200, res.raw);
    assertEquals(res.body.Success, true);
    assertEquals(res.body.total, 1);
    const [hit] = res.body.results;
    assertEquals(
      [hit.pageID, hit.locale, hit.type, hit.title, hit.slug, hit.url],
      [id, "en-gb", "page", "Blood tests", "blood-tests", "/blood-tests"],
    );
    assertEquals(hit.snippet, "We draw <mark>blood</mark> at twelve locations &amp; more.");
    assert(hit.segments.some((s: { text: string; mark: boolean }) => s.mark && s.text === "blood"));
    assert(hit.score > 0);
    const nl = await anon.post(`${SEARCH_API}/search`, { term: "bloedafname", locales: ["nl-nl"] });
    assertEquals(nl.body.results[0].url, "/nl-nl/bloed");
    // GET answers the same, without a CSRF token.
    const get = await anon.get(`${SEARCH_API}/search?term=blood&locales=en-gb`);
    assertEquals(get.body.total, 1);
    // So does a plain POST without cookie or token: a search changes nothing.
    const plain = await t.app.request(`${SEARCH_API}/search`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ term: "blood" }),
    });
    assertEquals(plain.status, 200);
    assertEquals((await plain.json()).total, 1);
    // The bulk runs still need the token (and the permission).
    const bulk = await t.app.request(`${SEARCH_API}/index-all-pages`, { method: "POST" });
    assertEquals(bulk.status, 403);
  }));

Deno.test("search/search never finds drafts, private tags or unpublished pages", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    await makePage(admin, { title: "Concept only", html: "<p>zebracrossing</p>", publish: false });
    const id = await makePage(admin, {
      title: "Live page",
      html: "<p>Published words: giraffe.</p>",
      tags: ["publictag"],
      privateTags: ["secrettag"],
    });
    // A new draft of a published page: its words are not public yet.
    await storeDraft(admin, id, { title: "Live page", tags: ["publictag"], blocks: [] });
    await storeDraft(admin, id, {
      blocks: [{ type: "text", key: "t", props: { html: "<p>Draft words: okapi.</p>" } }],
    });
    const anon = t.client();
    for (const term of ["zebracrossing", "secrettag", "okapi", "concept"]) {
      assertEquals(await titles(anon, term), [], term);
    }
    assertEquals(await titles(anon, "giraffe"), ["Live page"]);
    assertEquals(await titles(anon, "publictag"), ["Live page"]);
    // Staff search the same public index.
    assertEquals(await titles(admin, "okapi"), []);
  }));

Deno.test("search/search filters by locale and page type and pages results", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    for (let i = 0; i < 12; i++) {
      await makePage(admin, { title: `Lab ${String(i).padStart(2, "0")}`, html: "<p>lab</p>" });
    }
    await makePage(admin, { title: "Lab nl", locale: "nl-nl", html: "<p>lab</p>" });
    await makePage(admin, { title: "Lab base", type: "base", html: "<p>lab</p>" });
    const anon = t.client();
    const all = await anon.post(`${SEARCH_API}/search`, { term: "lab" });
    assertEquals(all.body.total, 14);
    assertEquals(all.body.results.length, 10);
    const en = await anon.post(`${SEARCH_API}/search`, { term: "lab", locales: ["en-gb"] });
    assertEquals(en.body.total, 13);
    const typed = await anon.post(`${SEARCH_API}/search`, { term: "lab", pageTypes: ["base"] });
    assertEquals(typed.body.results.map((r: { title: string }) => r.title), ["Lab base"]);
    const none = await anon.post(`${SEARCH_API}/search`, { term: "lab", pageTypes: ["news"] });
    assertEquals(none.body.total, 0);
    // Paging: every hit once.
    const seen = new Set<number>();
    for (let offset = 0; offset < 14; offset += 5) {
      const page = await anon.post(`${SEARCH_API}/search`, { term: "lab", count: 5, offset });
      for (const r of page.body.results) seen.add(r.pageID);
    }
    assertEquals(seen.size, 14);
    const most = await anon.post(`${SEARCH_API}/search`, { term: "lab", count: 500 });
    assertEquals(most.status, 200);
    assertEquals(most.body.results.length, 14);
  }));

Deno.test("search/search validates at the edge and never fails on what a visitor types", () =>
  withTestApp(async (t) => {
    const anon = t.client();
    const url = `${SEARCH_API}/search`;
    for (const term of ["", "   ", "the", "!!!", "<script>", "a".repeat(200)]) {
      const res = await anon.post(url, { term });
      assertEquals(res.status, 200, term);
      assertEquals([res.body.total, res.body.results], [0, []]);
    }
    const empty = await anon.post(url, {});
    assertEquals([empty.status, empty.body.total], [200, 0]);
    const long = await anon.post(url, { term: "a".repeat(201) });
    assertEquals([long.status, codes(long)], [400, ["V_11"]]);
    assertEquals(codes(await anon.post(url, { term: 5 })), ["V_12"]);
    assertEquals(codes(await anon.post(url, { term: "x", locales: ["xx-xx"] })), ["V_12"]);
    assertEquals(codes(await anon.post(url, { term: "x", pageTypes: [{}] })), ["V_12"]);
    assertEquals(codes(await anon.post(url, { term: "x", count: 0 })), ["V_12"]);
    assertEquals(codes(await anon.post(url, { term: "x", count: 1.5 })), ["V_12"]);
    assertEquals(codes(await anon.post(url, { term: "x", offset: -1 })), ["V_12"]);
    const nulls = await anon.post(url, { term: "x", locales: null, pageTypes: null, count: null });
    assertEquals(nulls.status, 200);
    const raw = await anon.request("POST", url, {
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    assertEquals(codes(raw), ["V_12"]);
    // Without the CSRF token too: a search changes nothing (state-changing calls need it).
    const noCsrf = await t.client().request("POST", url, { json: { term: "x" }, csrf: false });
    assertEquals(noCsrf.status, 200);
  }));

Deno.test("index-all-pages, remove-all-pages and status need manage-search", () =>
  withTestApp(async (t) => {
    const editor = await t.signedIn(2);
    const anon = t.client();
    for (const path of ["index-all-pages", "remove-all-pages"]) {
      assertEquals(codes(await editor.post(`${SEARCH_API}/${path}`)), ["UM_01"]);
      assertEquals(codes(await anon.post(`${SEARCH_API}/${path}`)), ["AUTH_04"]);
    }
    assertEquals(codes(await editor.get(`${SEARCH_API}/status`)), ["UM_01"]);
    assertEquals(codes(await anon.get(`${SEARCH_API}/status`)), ["AUTH_04"]);
  }));

Deno.test("remove-all-pages empties the indexes and index-all-pages rebuilds them", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    await makePage(admin, { title: "First", html: "<p>penguin</p>" });
    await makePage(admin, { title: "Tweede", locale: "nl-nl", html: "<p>pinguïn</p>" });
    const idle = await admin.get(`${SEARCH_API}/status`);
    assertEquals(idle.body.state, "idle");
    assertEquals(idle.body.indexedPages["en-gb"], 1);
    assertEquals(idle.body.indexedPages["nl-nl"], 1);

    const removing = await admin.post(`${SEARCH_API}/remove-all-pages`);
    assertEquals([removing.status, removing.body.state], [200, "loading"]);
    const removed = await untilDone(admin);
    assertEquals(removed.state, "success");
    assertEquals(removed.kind, "remove");
    assertEquals(removed.indexedPages["en-gb"], 0);
    assertEquals(await titles(admin, "penguin"), []);

    const indexing = await admin.post(`${SEARCH_API}/index-all-pages`, {});
    assertEquals([indexing.status, indexing.body.state], [200, "loading"]);
    const done = await untilDone(admin);
    assertEquals([done.state, done.kind, done.done, done.total], ["success", "index", 2, 2]);
    assert(done.lastRebuildAt, "the rebuild is dated");
    assertEquals(done.indexedPages["en-gb"], 1);
    assertEquals(await titles(admin, "penguin"), ["First"]);
    assertEquals(await titles(admin, "pinguin", { locales: ["nl-nl"] }), ["Tweede"]);
    // Extra fields of the empty body are ignored; a body that is not JSON is refused.
    const bad = await admin.request("POST", `${SEARCH_API}/index-all-pages`, {
      body: "[",
      headers: { "Content-Type": "application/json" },
    });
    assertEquals(codes(bad), ["V_12"]);
    await untilDone(admin);
  }));

Deno.test("index-all-pages twice at once runs once; remove-all-pages meanwhile is V_07", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    for (let i = 0; i < 60; i++) {
      await makePage(admin, { title: `Page ${i}`, html: "<p>walrus</p>" });
    }
    const [a, b] = await Promise.all([
      admin.post(`${SEARCH_API}/index-all-pages`),
      admin.post(`${SEARCH_API}/index-all-pages`),
    ]);
    assertEquals([a.status, b.status], [200, 200]);
    assertEquals([a.body.state, b.body.state], ["loading", "loading"]);
    const clash = await admin.post(`${SEARCH_API}/remove-all-pages`);
    if (clash.status !== 200) assertEquals([clash.status, codes(clash)], [409, ["V_07"]]);
    const done = await untilDone(admin);
    assertEquals(done.state, "success");
    const all = await admin.post(`${SEARCH_API}/search`, { term: "walrus", count: 50 });
    const expected = clash.status === 200 ? 0 : 60;
    assertEquals(all.body.total, expected);
  }));

Deno.test("100 concurrent searches all answer", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    for (let i = 0; i < 20; i++) {
      await makePage(admin, { title: `Locatie ${i}`, locale: "nl-nl", html: "<p>prikpost</p>" });
    }
    const anon = t.client();
    await anon.get(`${SEARCH_API}/search?term=x`);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        anon.post(`${SEARCH_API}/search`, { term: i % 2 ? "prikpost" : "locatie", count: 5 })),
    );
    for (const res of answers) {
      assertEquals(res.status, 200);
      assertEquals(res.body.total, 20);
      assertEquals(res.body.results.length, 5);
    }
  }));

Deno.test("publish, unpublish, slug change and delete show in the next search", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const id = await makePage(admin, { title: "Moving", slug: "old-home", html: "<p>narwhal</p>" });
    const find = async () =>
      (await admin.post(`${SEARCH_API}/search`, { term: "narwhal" })).body.results;
    assertEquals((await find())[0].url, "/old-home");
    const moved = await admin.put(`${PAGE_API}/${id}/save`, { slug: "new-home" });
    assertEquals(moved.status, 200, moved.raw);
    assertEquals((await find())[0].url, "/new-home");
    assertEquals((await admin.post(`${PAGE_API}/${id}/unpublish`)).status, 200);
    assertEquals(await find(), []);
    await publish(admin, id);
    assertEquals((await find()).length, 1);
    assertEquals((await admin.post(`${PAGE_API}/${id}/delete`)).status, 200);
    assertEquals(await find(), []);
  }));

Deno.test("a translation is found in its own locale once published, as its own page", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const id = await makePage(admin, { title: "Walrus", slug: "walrus", html: "<p>walrus</p>" });
    const made = await admin.post(`${PAGE_API}/create-translation`, {
      pageID: id,
      newLocale: "nl-nl",
      title: "Walrus in het Nederlands",
      slug: "walrus-nl",
    });
    assertEquals(made.status, 201, made.raw);
    const search = async (locales: string[]) =>
      (await admin.post(`${SEARCH_API}/search`, { term: "walrus", locales })).body.results
        .map((r: { title: string; locale: string; url: string }) => [r.locale, r.title, r.url]);
    // A concept translation is not public.
    assertEquals(await search(["nl-nl"]), []);
    await publish(admin, made.body.pageID);
    assertEquals(await search(["nl-nl"]), [[
      "nl-nl",
      "Walrus in het Nederlands",
      "/nl-nl/walrus-nl",
    ]]);
    assertEquals(await search(["en-gb"]), [["en-gb", "Walrus", "/walrus"]]);
    // Unpublishing the original leaves the translation findable.
    assertEquals((await admin.post(`${PAGE_API}/${id}/unpublish`)).status, 200);
    assertEquals((await search(["en-gb", "nl-nl"])).map(([locale]: string[]) => locale), ["nl-nl"]);
  }));

Deno.test("the default locale's pages stem in the display language, and follow a change of it", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    await makePage(admin, { title: "Prikpost", html: "<p>Bloedafname op de prikpost.</p>" });
    const total = async (term: string) =>
      (await admin.post(`${SEARCH_API}/search`, { term, locales: ["en-gb"] })).body.total;
    // In English, "de" is a word and "afname" no part of one.
    assertEquals([await total("de"), await total("afname")], [1, 0]);
    const { Success: _, ...current } = (await admin.get("/api/ximblox/settings/get")).body;
    const saved = await admin.put("/api/ximblox/settings", { ...current, displayLanguage: "nl" });
    assertEquals(saved.status, 200, saved.raw);
    // The next search starts a rebuild in Dutch; the English index answers until it is done.
    const deadline = Date.now() + 10_000;
    while (await total("afname") === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assertEquals([await total("de"), await total("afname")], [0, 1]);
    // Other locales keep their own language.
    await makePage(admin, { title: "Test", locale: "fr-fr", html: "<p>Les résultats</p>" });
    assertEquals(
      (await admin.post(`${SEARCH_API}/search`, { term: "resultat", locales: ["fr-fr"] })).body
        .total,
      1,
    );
  }));
