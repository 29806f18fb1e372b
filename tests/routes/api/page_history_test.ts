import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, type TestClient, withTestApp as withApp } from "../../_utils/app.ts";
import { storedAudit } from "../../_utils/audit.ts";
import { headingPage } from "../../_utils/pages.ts";

const PAGE = "/api/ximblox/page";

interface Item {
  id: number;
  number: number;
  published: boolean;
  latest: boolean;
  updatedAt: string;
}

function newPage(c: TestClient, slug: string, text: string) {
  return headingPage(c, slug, text, "Hours");
}

async function storeText(c: TestClient, pageID: number, text: string) {
  const page = (await c.get(`${PAGE}/${pageID}`)).body.page;
  const v = page.pageVersion;
  const res = await c.post(`${PAGE}/version/${v.id}/store`, {
    ...v,
    blocks: [{ type: "heading", key: "h", props: { text } }],
  });
  assertEquals(res.status, 200, JSON.stringify(res.body));
  return res.body as { pageVersionID: number; revision: string };
}

async function history(c: TestClient, pageID: number): Promise<Item[]> {
  const res = await c.get(`${PAGE}/${pageID}/versions`);
  assertEquals(res.status, 200);
  return res.body.items;
}

Deno.test("history numbers the states in time order and lists them newest first", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const { pageID } = await newPage(c, "numbered", "One");
    await storeText(c, pageID, "Two");
    await c.post(`${PAGE}/${pageID}/publish`);
    await storeText(c, pageID, "Three"); // a new draft (new id) over the live version
    await storeText(c, pageID, "Four"); // keeps "Three" under a new, higher id
    const items = await history(c, pageID);
    assertEquals(items.map((i) => i.number), [4, 3, 2, 1]);
    // Newest first by time too, although the ids are not in that order.
    const times = items.map((i) => Date.parse(i.updatedAt));
    assertEquals(times, [...times].sort((a, b) => b - a));
    assert(items[0].latest, "the draft is the newest state");
    const texts = [];
    for (const item of items) {
      const v = (await c.get(`${PAGE}/version/fetch/${item.id}`)).body.pageVersion;
      texts.push(v.blocks[0].props.text);
    }
    assertEquals(texts, ["Four", "Three", "Two", "One"]);
    // A number, once given, stays: one more store adds number 5 and keeps the rest.
    await storeText(c, pageID, "Five");
    const again = await history(c, pageID);
    assertEquals(again.map((i) => i.number), [5, 4, 3, 2, 1]);
    assertEquals(
      again.slice(1).map((i) => i.id).filter((id) => !items.some((o) => o.id === id)).length,
      1,
      "only the kept state of the draft is new",
    );
  }));

Deno.test("restoring the live version makes the page published with no pending changes", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const { pageID } = await newPage(c, "back-to-live", "Live text");
    await c.post(`${PAGE}/${pageID}/publish`);
    const liveID = (await c.get(`${PAGE}/${pageID}`)).body.page.publishedVersionID;
    const draft = await storeText(c, pageID, "Draft text");
    assertEquals((await c.get(`${PAGE}/${pageID}`)).body.page.status, "changed");

    const before = await storedAudit(t);
    const res = await c.post(`${PAGE}/version/${liveID}/restore`);
    assertEquals(res.status, 200, JSON.stringify(res.body));
    assertEquals(res.body.pageVersionID, liveID);
    // Recorded, in the restore's commit, as a version stored (issue 28: every kind of action).
    const added = (await storedAudit(t)).filter((r) => !before.some((b) => b.id === r.id));
    assertEquals(added.map((r) => r.action), ["version-store"]);
    assert(added[0].summary.includes(`live version ${liveID}`), added[0].summary);
    const page = (await c.get(`${PAGE}/${pageID}`)).body.page;
    assertEquals(page.status, "published");
    assertEquals([page.latestVersionID, page.publishedVersionID], [liveID, liveID]);
    assertEquals(page.pageVersion.blocks[0].props.text, "Live text");
    const listed = await c.post(`${PAGE}/list`, {
      type: "page",
      locale: "en-gb",
      pageIndex: 0,
      pageSize: 25,
      searchTerm: "",
      columnToSort: "updated",
      sortOrder: "desc",
    });
    const item = listed.body.items.find((i: { id: number }) => i.id === pageID);
    assertEquals(item.status, "published");

    // The dropped draft stays in the history and can be restored as a new draft.
    const items = await history(c, pageID);
    const dropped = items.find((i) => i.id === draft.pageVersionID)!;
    assert(dropped && !dropped.latest && !dropped.published, JSON.stringify(items));
    const live = items.find((i) => i.id === liveID)!;
    assert(live.latest && live.published);
    assertEquals(codes(await c.post(`${PAGE}/version/${liveID}/restore`)), ["V_07"]);
    const redo = await c.post(`${PAGE}/version/${dropped.id}/restore`);
    assertEquals(redo.status, 200, JSON.stringify(redo.body));
    const now = (await c.get(`${PAGE}/${pageID}`)).body.page;
    assertEquals(now.status, "changed");
    assertEquals(now.pageVersion.blocks[0].props.text, "Draft text");
    assertEquals(now.content[0].props.text, "Live text", "the live version is untouched");
    assert(now.latestVersionID !== liveID, "a new draft, not the live version changed");
  }));

Deno.test("returning to the live version closes a request to publish the dropped draft", () =>
  withApp(async (t) => {
    const publisher = await t.signedIn(3);
    const editor = await t.signedIn(2);
    const { pageID } = await newPage(publisher, "requested", "Live");
    await publisher.post(`${PAGE}/${pageID}/publish`);
    const liveID = (await publisher.get(`${PAGE}/${pageID}`)).body.page.publishedVersionID;
    const draft = await storeText(editor, pageID, "Asked for");
    const asked = await editor.post(`${PAGE}/${pageID}/request-publication`, { comment: "ok?" });
    assertEquals(asked.status, 200, JSON.stringify(asked.body));
    assertEquals((await publisher.get(`${PAGE}/fetch-request`)).body.items.length, 1);

    assertEquals((await editor.post(`${PAGE}/version/${liveID}/restore`)).status, 200);
    assertEquals((await publisher.get(`${PAGE}/fetch-request`)).body.items.length, 0);
    const v = (await editor.get(`${PAGE}/version/fetch/${draft.pageVersionID}`)).body.pageVersion;
    assertEquals(v.hasPublicationRequest, false);
    assertEquals(
      codes(
        await publisher.post(`${PAGE}/version/${draft.pageVersionID}/accept-publication`, {
          feedback: "",
        }),
      ),
      ["V_07"],
    );
  }));

Deno.test("restore needs edit rights on the page", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const { pageID } = await newPage(c, "guarded", "Live");
    await c.post(`${PAGE}/${pageID}/publish`);
    const liveID = (await c.get(`${PAGE}/${pageID}`)).body.page.publishedVersionID;
    await storeText(c, pageID, "Draft");
    assertEquals((await t.client().post(`${PAGE}/version/${liveID}/restore`)).status, 401);
  }));
