/**
 * Page tags: public tags on the page and in public JSON, private tags for editors only; the tag
 * calls (search, fetch with counts, validate) and who may make them.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, type TestClient, withTestApp as withApp } from "../../_utils/app.ts";
import { keys } from "../../../lib/db/keys.ts";
import { createTestPage, PAGE_API as PAGE } from "../../_utils/pages.ts";

const TAGS = "/api/ximblox/tags";

async function storeTags(
  c: TestClient,
  versionID: number,
  tags: unknown,
  privateTags: unknown,
) {
  const v = (await c.get(`${PAGE}/version/fetch/${versionID}`)).body.pageVersion;
  return await c.post(`${PAGE}/version/${versionID}/store`, { ...v, tags, privateTags });
}

Deno.test("a version stores its tags; a too long one is V_11, a duplicate V_12", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const { pageVersionID } = await createTestPage(c);
    const long = await storeTags(c, pageVersionID, ["x".repeat(51)], []);
    assertEquals(long.status, 400, long.raw);
    assertEquals(codes(long), ["V_11"]);
    const dup = await storeTags(c, pageVersionID, ["News", "news "], []);
    assertEquals(dup.status, 400, dup.raw);
    assertEquals(codes(dup), ["V_12"]);
    const dupPrivate = await storeTags(c, pageVersionID, [], ["a", "A"]);
    assertEquals(codes(dupPrivate), ["V_12"]);

    const ok = await storeTags(c, pageVersionID, [" News ", "x".repeat(50)], ["Review"]);
    assertEquals(ok.status, 200, ok.raw);
    const v = (await c.get(`${PAGE}/version/fetch/${ok.body.pageVersionID}`)).body.pageVersion;
    assertEquals(v.tags, ["News", "x".repeat(50)]);
    assertEquals(v.privateTags, ["Review"]);

    assertEquals((await c.post(`${TAGS}/validate`, { tag: "Fine" })).body.Success, true);
    assertEquals(codes(await c.post(`${TAGS}/validate`, { tag: "y".repeat(51) })), ["V_11"]);
    assertEquals(codes(await c.post(`${TAGS}/validate`, { tag: "  " })), ["V_12"]);
  }));

Deno.test("public tags are on the page and in public JSON; private tags never", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const { pageID, pageVersionID } = await createTestPage(c, { slug: "tagged" });
    const stored = await storeTags(c, pageVersionID, ["Openbaar", "Care"], ["SecretTag"]);
    assertEquals(stored.status, 200, stored.raw);
    assertEquals((await c.post(`${PAGE}/${pageID}/publish`)).status, 200);

    const html = await (await t.app.request("/tagged")).text();
    assert(html.includes(`<ul class="page-tags" aria-label="Tags">`), html);
    assert(html.includes("<li>Openbaar</li>") && html.includes("<li>Care</li>"));
    assert(!html.includes("SecretTag"), "private tag in the HTML");

    const json = await t.client().post(`${PAGE}/get-by-slug`, { slug: "tagged" });
    assertEquals(json.status, 200);
    assertEquals(json.body.page.pageVersion.tags, ["Openbaar", "Care"]);
    assert(!json.raw.includes("privateTags") && !json.raw.includes("SecretTag"), json.raw);
  }));

Deno.test("tag search and fetch: counts follow publish and unpublish; private needs edit-page", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const anon = t.client();
    const a = await createTestPage(c);
    const b = await createTestPage(c);
    const sa = await storeTags(c, a.pageVersionID, ["Zorg", "Nieuws"], ["intern", "todo"]);
    const sb = await storeTags(c, b.pageVersionID, ["Nieuws"], ["intern"]);
    assertEquals([sa.status, sb.status], [200, 200]);

    // Nothing published yet: no public tags; private tags count the latest versions.
    assertEquals((await anon.get(`${TAGS}/fetch`)).body.tags, []);
    assertEquals((await c.get(`${TAGS}/fetch-private`)).body.tags, [
      { tag: "intern", count: 2 },
      { tag: "todo", count: 1 },
    ]);

    await c.post(`${PAGE}/${a.pageID}/publish`);
    await c.post(`${PAGE}/${b.pageID}/publish`);
    const fetched = await anon.get(`${TAGS}/fetch`);
    assertEquals(fetched.body, {
      Success: true,
      tags: [{ tag: "Nieuws", count: 2 }, { tag: "Zorg", count: 1 }],
    });
    // Prefix and infix matches, most used first.
    assertEquals((await anon.post(`${TAGS}/search`, { term: "ie" })).body.tags, ["Nieuws"]);
    assertEquals((await anon.post(`${TAGS}/search`, { term: "z" })).body.tags, ["Zorg"]);
    assertEquals((await anon.post(`${TAGS}/search`, { term: "" })).body.tags, ["Nieuws", "Zorg"]);
    assertEquals((await c.post(`${TAGS}/search-private`, { term: "TO" })).body.tags, ["todo"]);

    await c.post(`${PAGE}/${b.pageID}/unpublish`);
    assertEquals((await anon.get(`${TAGS}/fetch`)).body.tags, [
      { tag: "Nieuws", count: 1 },
      { tag: "Zorg", count: 1 },
    ]);
    await c.post(`${PAGE}/${a.pageID}/delete`);
    assertEquals((await anon.get(`${TAGS}/fetch`)).body.tags, []);
    assertEquals((await c.get(`${TAGS}/fetch-private`)).body.tags, [{ tag: "intern", count: 1 }]);

    // Private tags: not for anonymous callers.
    const denied = [
      await anon.post(`${TAGS}/search-private`, { term: "" }),
      await anon.get(`${TAGS}/fetch-private`),
    ];
    for (const res of denied) {
      assertEquals(res.status, 401, res.raw);
      assert(!res.raw.includes("intern"));
    }
  }));

Deno.test("private tags come only from the pages the caller may edit", () =>
  withApp(async (t) => {
    const admin = await t.signedIn(1);
    const en = await createTestPage(admin, { slug: "english", locale: "en-gb" });
    const nl = await createTestPage(admin, { slug: "nederlands", locale: "nl-nl" });
    assertEquals((await storeTags(admin, en.pageVersionID, [], ["EnglishSecret"])).status, 200);
    assertEquals((await storeTags(admin, nl.pageVersionID, [], ["DutchNote"])).status, 200);
    await t.deps.kv.set(keys.role(5), {
      ID: 5,
      name: "Dutch editor",
      permissions: [{ name: "edit-page", parameters: { locales: ["nl-nl"] } }],
    });
    const dutch = await t.signedIn(5);
    const names = (res: { body: { tags: { tag: string }[] } }) => res.body.tags.map((x) => x.tag);
    assertEquals(names(await dutch.get(`${TAGS}/fetch-private`)), ["DutchNote"]);
    assertEquals(names(await dutch.post(`${TAGS}/search-private`, { term: "secret" })), []);
    assertEquals(
      names(await admin.get(`${TAGS}/fetch-private`)).sort(),
      ["DutchNote", "EnglishSecret"],
    );
  }));
