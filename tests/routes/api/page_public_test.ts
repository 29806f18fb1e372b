/**
 * What anonymous callers get from the page API and the media URLs: published data only.
 */
import { Image } from "imagescript";
import { assert, assertEquals } from "../../_utils/assert.ts";
import { type TestClient, withTestApp as withApp } from "../../_utils/app.ts";
import { createTestPage, PAGE_API as PAGE } from "../../_utils/pages.ts";

const LIB = "/api/ximblox/medialib";
const heading = (text: string) => ({ type: "heading", key: "h", props: { text } });

async function upload(c: TestClient, name: string, color: number) {
  const form = new FormData();
  form.append("path", "/");
  const bytes = await new Image(24, 24).fill(color).encode();
  form.append("f", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/png" }));
  const res = await c.request("POST", `${LIB}/add-file`, { body: form });
  assertEquals(res.status, 200, res.raw);
  return res.body.file as { id: number; hash: string };
}

Deno.test("get-by-slug answers the published version only: no draft, status or schedule", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const { pageID, pageVersionID } = await createTestPage(c, {
      slug: "opening",
      title: "Published title",
      content: [heading("Published text")],
    });
    await c.post(`${PAGE}/${pageID}/publish`);
    const nl = await c.post(`${PAGE}/create-translation`, {
      pageID,
      newLocale: "nl-nl",
      title: "Concept titel",
      slug: "opening",
    });
    assertEquals(nl.status, 201);
    const v = (await c.get(`${PAGE}/version/fetch/${pageVersionID}`)).body.pageVersion;
    const draft = await c.post(`${PAGE}/version/${pageVersionID}/store`, {
      ...v,
      title: "Draft title nobody may see",
      seoDescription: "Draft description",
      blocks: [heading("Draft text")],
    });
    assertEquals(draft.status, 200);
    await c.post(`${PAGE}/${pageID}/request-publication`, { comment: "" });
    const at = Date.now() + 3_600_000;
    await c.post(`${PAGE}/${pageID}/schedule`, {
      publishAt: new Date(at).toISOString(),
      unpublishAt: new Date(at + 60_000).toISOString(),
    });

    for (
      const res of [
        await t.client().post(`${PAGE}/get-by-slug`, { slug: "opening" }),
        await t.client().get(`${PAGE}/get-by-slug-query?slug=opening`),
      ]
    ) {
      assertEquals(res.status, 200);
      for (const secret of ["Draft", "Concept titel", "latestVersionID", "status", "publishAt"]) {
        assert(!res.raw.includes(secret), `${secret} in ${res.raw}`);
      }
      for (const secret of ["unpublishAt", "hasPublicationRequest", "revision", "updatedAt"]) {
        assert(!res.raw.includes(secret), `${secret} in ${res.raw}`);
      }
      const page = res.body.page;
      assertEquals(page.id, pageID);
      assertEquals(page.title, "Published title");
      assertEquals(page.pageVersion.id, pageVersionID);
      assertEquals(page.pageVersion.title, "Published title");
      assertEquals(page.content[0].props.text, "Published text");
      assertEquals(page.pageVersion.blocks, page.content);
      assertEquals([page.slug, page.locale, page.type], ["opening", "en-gb", "page"]);
      assertEquals(
        page.siblings,
        [{ locale: "en-gb", slug: "opening" }],
        "the concept is left out",
      );
    }
    // Once the translation is published, it is listed.
    await c.post(`${PAGE}/${nl.body.pageID}/publish`);
    const after = await t.client().post(`${PAGE}/get-by-slug`, { slug: "opening" });
    assertEquals(after.body.page.siblings, [
      { locale: "en-gb", slug: "opening" },
      { locale: "nl-nl", slug: "opening" },
    ]);
  }));

Deno.test("a hand-made __images record does not make a private library file public", () =>
  withApp(async (t) => {
    const editor = await t.signedIn(3);
    const secret = await upload(editor, "private.png", 0xcc0000ff);
    const { pageID } = await createTestPage(editor, {
      slug: "innocent",
      content: [{
        type: "heading",
        key: "blk",
        props: { text: "Nothing to see" },
        __images: { x: { hash: secret.hash, fileName: "private.png", altText: "" } },
        __files: { y: { hash: secret.hash, fileName: "private.png" } },
      }],
    });
    assertEquals((await editor.post(`${PAGE}/${pageID}/publish`)).status, 200);
    for (const group of ["block_images_blk", "block_files_blk"]) {
      const url = `${LIB}/get-page-file/${pageID}/${group}/${secret.hash}/private.png`;
      const anon = await t.app.request(url);
      await anon.body?.cancel();
      assertEquals(anon.status, 404, `${group}: the private file is not served`);
    }
    // Stored through a version too.
    const v = (await editor.get(`${PAGE}/${pageID}`)).body.page.pageVersion;
    const stored = await editor.post(`${PAGE}/version/${v.id}/store`, {
      ...v,
      blocks: [{
        type: "heading",
        key: "blk2",
        props: { text: "Still nothing" },
        __images: { x: { hash: secret.hash, fileName: "private.png", altText: "" } },
      }],
    });
    assertEquals(stored.status, 200);
    await editor.post(`${PAGE}/${pageID}/publish`);
    const url = `${LIB}/get-page-file/${pageID}/block_images_blk2/${secret.hash}/private.png`;
    const anon = await t.app.request(url);
    await anon.body?.cancel();
    assertEquals(anon.status, 404);
    assertEquals((await t.app.request(`/media/${secret.id}/private.png`)).status, 404);
  }));

Deno.test("get-page-file serves a block's own record only for a file the block really uses", () =>
  withApp(async (t) => {
    const editor = await t.signedIn(3);
    const used = await upload(editor, "used.png", 0x00cc00ff);
    const other = await upload(editor, "other.png", 0x0000ccff);
    const { pageID } = await createTestPage(editor, {
      slug: "with-image",
      content: [{
        type: "image",
        key: "img",
        props: { image: { fileID: used.id, cropParams: null }, altText: "Used" },
        __images: {
          main: { hash: used.hash, fileName: "used.png", altText: "" },
          extra: { hash: other.hash, fileName: "other.png", altText: "" },
        },
      }],
    });
    await editor.post(`${PAGE}/${pageID}/publish`);
    const ok = await t.app.request(
      `${LIB}/get-page-file/${pageID}/block_images_img/${used.hash}/used.png`,
    );
    await ok.body?.cancel();
    assertEquals(ok.status, 200);
    const no = await t.app.request(
      `${LIB}/get-page-file/${pageID}/block_images_img/${other.hash}/other.png`,
    );
    await no.body?.cancel();
    assertEquals(no.status, 404);
    const blocks = (await editor.get(`${PAGE}/${pageID}`)).body.page.content;
    assertEquals(Object.keys(blocks[0].__images), ["main"], "the stray record was dropped");
  }));
