/**
 * The live preview: POST version/{id}/preview draws an unsaved document through the public
 * renderer, validated like a store, never stored, cached or indexed, and only for page editors.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, type TestClient, withTestApp as withApp } from "../../_utils/app.ts";
import { createTestPage } from "../../_utils/pages.ts";

const PAGE = "/api/ximblox/page";

function createPage(c: TestClient) {
  return createTestPage(c, {
    title: "Opening hours",
    content: [{ type: "heading", key: "h1", props: { text: "Stored heading", level: 2 } }],
  });
}

const unsaved = {
  title: "Unsaved title",
  seoTitle: "",
  seoDescription: "",
  seoKeywords: [],
  seoImage: [],
  blocks: [
    { type: "heading", key: "h1", props: { text: "Typed just now", level: 2 } },
    {
      type: "text",
      key: "t1",
      props: { html: '<p>Safe <script>alert(1)</script><a href="javascript:alert(2)">x</a></p>' },
    },
  ],
};

Deno.test("preview draws the unsaved document, sanitised, and stores nothing", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const { pageID, pageVersionID } = await createPage(c);
    const before = (await c.get(`${PAGE}/${pageID}`)).body.page;

    const res = await c.post(`${PAGE}/version/${pageVersionID}/preview`, unsaved);
    assertEquals(res.status, 200, res.raw.slice(0, 300));
    assert(res.headers.get("Content-Type")?.startsWith("text/html"));
    assertEquals(res.headers.get("Cache-Control"), "no-store");
    assertEquals(res.headers.get("X-Robots-Tag"), "noindex");
    assert(res.raw.includes("Typed just now"), "the typed heading is drawn");
    assert(!res.raw.includes("Stored heading"), "not the stored one");
    assert(res.raw.includes('data-block-key="h1"') && res.raw.includes('data-block-key="t1"'));
    assert(!/<script>alert|javascript:alert/i.test(res.raw), "rich text is sanitised");
    assert(/<meta name="robots" content="noindex/.test(res.raw), "noindex in the document");

    const after = (await c.get(`${PAGE}/${pageID}`)).body.page;
    assertEquals(after.pageVersion.revision, before.pageVersion.revision);
    assertEquals(after.pageVersion.blocks, before.pageVersion.blocks);
    assertEquals(after.title, "Opening hours");
  }));

Deno.test("preview validates like a store and answers catalogue codes", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const { pageVersionID } = await createPage(c);
    const empty = await c.post(`${PAGE}/version/${pageVersionID}/preview`, {
      ...unsaved,
      title: " ",
    });
    assertEquals(empty.status, 400);
    assertEquals(codes(empty), ["V_16"], "only spaces");
    const long = await c.post(`${PAGE}/version/${pageVersionID}/preview`, {
      ...unsaved,
      title: "x".repeat(255),
    });
    assertEquals(codes(long), ["V_11"]);
    const badBlock = await c.post(`${PAGE}/version/${pageVersionID}/preview`, {
      ...unsaved,
      blocks: [{ type: "heading", key: "bad key!", props: { text: "x", level: 2 } }],
    });
    assertEquals(badBlock.status, 400);
    const missing = await c.post(`${PAGE}/version/999999/preview`, unsaved);
    assertEquals(missing.status, 404);
  }));

Deno.test("preview needs a session, the CSRF token and edit rights", () =>
  withApp(async (t) => {
    const editor = await t.signedIn(2);
    const { pageVersionID } = await createPage(editor);
    const anonymous = await t.client().post(`${PAGE}/version/${pageVersionID}/preview`, unsaved);
    assertEquals(anonymous.status, 401);
    const noToken = await editor.request("POST", `${PAGE}/version/${pageVersionID}/preview`, {
      json: unsaved,
      csrf: false,
    });
    assertEquals(noToken.status, 403);
  }));
