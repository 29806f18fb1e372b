/**
 * Who may change a page's address and the links of live versions, and what page data roles narrowed
 * to locales or page types may read.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, type TestApp, type TestClient, withTestApp as withApp } from "../../_utils/app.ts";
import { createTestPage, PAGE_API as PAGE } from "../../_utils/pages.ts";
import type { Permission } from "../../../lib/content/permissions.ts";
import { keys } from "../../../lib/db/keys.ts";
import { Image } from "imagescript";

const LIB = "/api/ximblox/medialib";
const heading = (text: string) => ({ type: "heading", key: "h", props: { text } });
const button = (value: string) => ({
  type: "button",
  key: "b",
  props: { label: "Go", link: { kind: "internal", value } },
});

async function published(c: TestClient, slug: string, content: unknown[], locale = "en-gb") {
  const page = await createTestPage(c, { slug, content, locale, title: `Page ${slug}` });
  const res = await c.post(`${PAGE}/${page.pageID}/publish`);
  assertEquals(res.status, 200, JSON.stringify(res.body));
  return page;
}

async function blocksOf(c: TestClient, versionID: number) {
  return (await c.get(`${PAGE}/version/fetch/${versionID}`)).body.pageVersion.blocks;
}

Deno.test("an editor without publish-page cannot move a published page; nothing changes", () =>
  withApp(async (t) => {
    const publisher = await t.signedIn(3);
    const editor = await t.signedIn(2);
    const home = await published(publisher, "/", [heading("Welcome")]);
    const about = await published(publisher, "about", [heading("About")]);
    for (const [page, to] of [[home, "elsewhere"], [about, "moved"], [about, "404"]] as const) {
      const res = await editor.put(`${PAGE}/${page.pageID}/save`, {
        id: page.pageID,
        slug: to,
        shouldUpdateLinks: true,
      });
      assertEquals(res.status, 403, `${to}: ${res.raw}`);
      assertEquals(codes(res), ["UM_01"]);
    }
    assertEquals((await t.app.request("/")).status, 200, "the home page is still at /");
    assertEquals((await t.app.request("/about")).status, 200);
    assertEquals((await t.app.request("/moved")).status, 404, "no redirect was made");
    assertEquals((await editor.get(`${PAGE}/${about.pageID}`)).body.page.slug, "about");
    // A publisher may; an editor may move a page that is not published.
    const moved = await publisher.put(`${PAGE}/${about.pageID}/save`, { slug: "about-us" });
    assertEquals(moved.status, 200);
    const draft = await createTestPage(editor, { slug: "draft-one" });
    const renamed = await editor.put(`${PAGE}/${draft.pageID}/save`, { slug: "draft-two" });
    assertEquals([renamed.status, renamed.body.slug], [200, "draft-two"]);
  }));

Deno.test("no page is renamed to a reserved slug unless it already has it", () =>
  withApp(async (t) => {
    const admin = await t.signedIn(1);
    const editor = await t.signedIn(2);
    const draft = await createTestPage(editor, { slug: "plain" });
    for (const c of [editor, admin]) {
      for (const slug of ["404", "/"]) {
        const res = await c.put(`${PAGE}/${draft.pageID}/save`, { slug });
        assertEquals(codes(res), ["V_12"], `${slug}: ${res.raw}`);
      }
    }
    assertEquals((await editor.get(`${PAGE}/${draft.pageID}`)).body.page.slug, "plain");
    // The not-found page itself keeps its slug (a save that changes nothing).
    const notFound = await createTestPage(admin, { slug: "404", title: "Not found" });
    const same = await admin.put(`${PAGE}/${notFound.pageID}/save`, { slug: "404" });
    assertEquals([same.status, same.body.slug], [200, "404"]);
  }));

Deno.test("links in live versions are rewritten only for those who may publish them", () =>
  withApp(async (t) => {
    const publisher = await t.signedIn(3);
    const editor = await t.signedIn(2);
    const target = await createTestPage(editor, { slug: "prices" });
    const live = await published(publisher, "linking", [button("prices")]);
    const draft = await createTestPage(editor, {
      slug: "draft-linking",
      content: [button("prices")],
    });
    const res = await editor.put(`${PAGE}/${target.pageID}/save`, {
      slug: "tariffs",
      shouldUpdateLinks: true,
    });
    assertEquals(res.status, 200, res.raw);
    assertEquals(res.body.updatedLinks, 1);
    assertEquals((await blocksOf(editor, draft.pageVersionID))[0].props.link.value, "tariffs");
    assertEquals((await blocksOf(editor, live.pageVersionID))[0].props.link.value, "prices");
    assert((await (await t.app.request("/linking")).text()).includes('href="/prices"'));
    // A publisher's rename rewrites the live version too.
    const again = await publisher.put(`${PAGE}/${target.pageID}/save`, {
      slug: "costs",
      shouldUpdateLinks: true,
    });
    assertEquals(again.body.updatedLinks, 1, "the draft links to tariffs, not prices");
    const third = await publisher.put(`${PAGE}/${target.pageID}/save`, {
      slug: "prices",
      shouldUpdateLinks: false,
    });
    assertEquals(third.status, 200);
    const fourth = await publisher.put(`${PAGE}/${target.pageID}/save`, {
      slug: "fees",
      shouldUpdateLinks: true,
    });
    assertEquals(fourth.body.updatedLinks, 1);
    assertEquals((await blocksOf(editor, live.pageVersionID))[0].props.link.value, "fees");
  }));

/** A role with `names`, each narrowed by `parameters`. */
async function narrowRole(
  t: TestApp,
  id: number,
  names: Permission["name"][],
  parameters: Permission["parameters"],
) {
  await t.deps.kv.set(keys.role(id), {
    ID: id,
    name: `Narrow ${id}`,
    permissions: names.map((name) => ({ name, parameters })),
  });
}

async function png(): Promise<Uint8Array> {
  return await new Image(20, 20).fill(0x336699ff).encode();
}

async function upload(c: TestClient, name: string) {
  const form = new FormData();
  form.append("path", "/");
  form.append("f", new File([await png() as Uint8Array<ArrayBuffer>], name, { type: "image/png" }));
  const res = await c.request("POST", `${LIB}/add-file`, { body: form });
  assertEquals(res.status, 200, res.raw);
  return res.body.file as { id: number; hash: string };
}

const SECRET = "Secret English plans";

/** An English page the narrow roles must not see: titled SECRET, with a broken link and an image. */
async function englishSecrets(t: TestApp) {
  const admin = await t.signedIn(1);
  const file = await upload(admin, "shared-use.png");
  const image = {
    type: "image",
    key: "i",
    props: { image: { fileID: file.id, cropParams: null }, altText: "x" },
  };
  const en = await createTestPage(admin, {
    slug: "secret-plans",
    title: SECRET,
    content: [button("nowhere-en"), image],
  });
  const nl = await createTestPage(admin, {
    slug: "plannen",
    title: "Plannen",
    locale: "nl-nl",
    content: [button("nergens"), { ...image, key: "j" }],
  });
  const translation = await admin.post(`${PAGE}/create-translation`, {
    pageID: nl.pageID,
    newLocale: "en-gb",
    title: SECRET,
    slug: "plannen",
  });
  assertEquals(translation.status, 201, translation.raw);
  await admin.post(`${PAGE}/${en.pageID}/request-publication`, { comment: SECRET });
  return { admin, file, en, nl, translation: translation.body };
}

Deno.test("roles narrowed to a locale or type read nothing of other pages", () =>
  withApp(async (t) => {
    const { file, en, nl, translation } = await englishSecrets(t);
    await narrowRole(
      t,
      5,
      ["create-page", "edit-page", "request-publication", "review-publication", "manage-media"],
      { locales: ["nl-nl"] },
    );
    await narrowRole(t, 6, ["edit-page", "manage-media"], { pageTypes: ["news"] });
    const dutch = await t.signedIn(5);
    const news = await t.signedIn(6);
    const seen: string[] = [];
    const read = async (c: TestClient, method: string, path: string, json?: unknown) => {
      const res = await c.request(method, path, { json });
      seen.push(`${method} ${path} ${res.status} ${res.raw}`);
      return res;
    };

    for (const c of [dutch, news]) {
      await read(c, "GET", `${PAGE}/link-report`);
      const byFile = await read(c, "POST", `${LIB}/list-pages-by-file`, { fileID: file.id });
      assertEquals(byFile.status, 200);
      await read(c, "POST", `${PAGE}/list`, {});
      await read(c, "POST", `${PAGE}/search`, { searchTerm: "secret" });
      await read(c, "POST", `${PAGE}/get-pages`, {});
      await read(c, "POST", `${PAGE}/get-multiple`, { pageIDs: [en.pageID, translation.pageID] });
      await read(c, "GET", `${PAGE}/${en.pageID}`);
      await read(c, "GET", `${PAGE}/version/fetch/${en.pageVersionID}`);
      await read(c, "GET", `${PAGE}/version/${en.pageVersionID}/fetch-request-comment`);
      await read(c, "GET", `${PAGE}/get-sibling-slugs/${nl.pageID}`);
      await read(c, "GET", `${PAGE}/${nl.pageID}/translations`);
      await read(c, "GET", `${PAGE}/${en.pageID}/versions`);
      await read(c, "GET", `${PAGE}/${en.pageID}/publication-requests`);
      await read(c, "GET", `${PAGE}/fetch-request`);
    }
    const leaks = seen.filter((s) => s.includes(SECRET) || s.includes("nowhere-en"));
    assertEquals(leaks, []);

    // What the Dutch editor may read is still there.
    const byFile = await dutch.post(`${LIB}/list-pages-by-file`, { fileID: file.id });
    assertEquals(byFile.body.items.map((p: { id: number }) => p.id), [nl.pageID]);
    assertEquals(byFile.body.totalItems, 1);
    const report = (await dutch.get(`${PAGE}/link-report`)).body.items;
    assertEquals(report.map((l: { pageID: number }) => l.pageID), [nl.pageID]);
    const siblings = (await dutch.get(`${PAGE}/get-sibling-slugs/${nl.pageID}`)).body.siblings;
    assertEquals(siblings, [{ locale: "nl-nl", slug: "plannen" }]);
    const translations = (await dutch.get(`${PAGE}/${nl.pageID}/translations`)).body.items;
    assertEquals(translations.map((x: { locale: string }) => x.locale), ["nl-nl"]);
  }));

Deno.test("slug-available never tells whether a slug exists in a locale the caller cannot read", () =>
  withApp(async (t) => {
    await englishSecrets(t);
    await narrowRole(t, 5, ["create-page", "edit-page"], { locales: ["nl-nl"] });
    const dutch = await t.signedIn(5);
    const taken = await dutch.post(`${PAGE}/slug-available`, {
      slug: "secret-plans",
      locale: "en-gb",
    });
    const free = await dutch.post(`${PAGE}/slug-available`, { slug: "free-slug", locale: "en-gb" });
    assertEquals([taken.status, codes(taken)], [403, ["UM_01"]]);
    assertEquals([free.status, free.raw.replace(/"csrf[^"]*"/g, "")], [
      taken.status,
      taken.raw.replace(/"csrf[^"]*"/g, ""),
    ]);
    // In their own locale it answers as ever.
    const own = await dutch.post(`${PAGE}/slug-available`, { slug: "plannen", locale: "nl-nl" });
    assertEquals(own.body.available, false);
    const ownFree = await dutch.post(`${PAGE}/slug-available`, { slug: "vrij", locale: "nl-nl" });
    assertEquals(ownFree.body.available, true);
  }));

Deno.test("a translation into a locale the caller may not create in reveals nothing", () =>
  withApp(async (t) => {
    const { nl } = await englishSecrets(t);
    await narrowRole(t, 5, ["create-page", "edit-page"], { locales: ["nl-nl"] });
    const dutch = await t.signedIn(5);
    const res = await dutch.post(`${PAGE}/create-translation`, {
      pageID: nl.pageID,
      newLocale: "en-gb",
      title: "x",
      slug: "plannen",
    });
    assertEquals(codes(res), ["UM_01"], "the same answer whether or not one exists");
  }));
