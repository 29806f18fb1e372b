import { assert, assertEquals } from "../../_utils/assert.ts";
import {
  codes,
  PUBLIC_URL,
  type TestApp,
  type TestClient,
  withTestApp as withApp,
} from "../../_utils/app.ts";
import { linkIn } from "../../_utils/smtp.ts";

const PAGE = "/api/ximblox/page";

async function newPage(c: TestClient, slug = `p-${crypto.randomUUID().slice(0, 6)}`) {
  const res = await c.post(`${PAGE}/create`, {
    title: "Opening hours",
    slug,
    type: "page",
    locale: "en-gb",
    content: [{ type: "heading", key: "h", props: { text: "Hours" } }],
  });
  assertEquals(res.status, 201);
  return res.body as { pageID: number; pageVersionID: number };
}

async function editorAndPublisher(t: TestApp) {
  const editor = await t.signedIn(2, {
    email: `ed-${crypto.randomUUID().slice(0, 6)}@example.com`,
  });
  const publisher = await t.signedIn(3);
  return { editor, publisher };
}

Deno.test("an editor requests publication; the version reports it; reviewers list it", () =>
  withApp(async (t) => {
    const { editor, publisher } = await editorAndPublisher(t);
    const { pageID, pageVersionID } = await newPage(editor);
    const res = await editor.post(`${PAGE}/${pageID}/request-publication`, {
      comment: "Please check",
    });
    assertEquals(res.status, 200);
    assertEquals(res.body.pageVersionID, pageVersionID);
    const v = await editor.get(`${PAGE}/version/fetch/${pageVersionID}`);
    assertEquals(v.body.pageVersion.hasPublicationRequest, true);
    const list = await publisher.get(`${PAGE}/fetch-request`);
    assertEquals(list.status, 200);
    assertEquals(list.body.items.length, 1);
    const item = list.body.items[0];
    assertEquals([item.pageID, item.pageVersionID, item.locale, item.comment], [
      pageID,
      pageVersionID,
      "en-gb",
      "Please check",
    ]);
    assertEquals(item.requester.ID, editor.userID);
    assert(item.createdAt);
    const comment = await publisher.get(`${PAGE}/version/${pageVersionID}/fetch-request-comment`);
    assertEquals(comment.body, { Success: true, comment: "Please check" });
    assertEquals(codes(await editor.get(`${PAGE}/fetch-request`)), ["UM_01"]);
  }));

Deno.test("a publisher rejects with feedback; the requester gets an e-mail with a link", () =>
  withApp(async (t) => {
    const { editor, publisher } = await editorAndPublisher(t);
    const { pageID, pageVersionID } = await newPage(editor);
    await editor.post(`${PAGE}/${pageID}/request-publication`, { comment: "Ready" });
    const res = await publisher.post(`${PAGE}/version/${pageVersionID}/reject-publication`, {
      feedback: "Add the Saturday hours.",
    });
    assertEquals(res.status, 200);
    assertEquals(res.body.status, "rejected");
    const me = (await editor.get("/api/ximblox/user")).body.User;
    const mail = await t.smtp.waitFor(me.email);
    assert(mail.text.includes("Add the Saturday hours."));
    assertEquals(linkIn(mail, PUBLIC_URL), `${PUBLIC_URL}/cmsadmin/page/${pageID}`);
    const v = await editor.get(`${PAGE}/version/fetch/${pageVersionID}`);
    assertEquals(v.body.pageVersion.hasPublicationRequest, false);
    assertEquals((await publisher.get(`${PAGE}/fetch-request`)).body.items, []);
    const trail = await editor.get(`${PAGE}/${pageID}/publication-requests`);
    assertEquals(trail.body.items[0].status, "rejected");
    assertEquals(trail.body.items[0].feedback, "Add the Saturday hours.");
    assertEquals(trail.body.items[0].reviewer.ID, publisher.userID);
    assertEquals((await t.client().post(`${PAGE}/get-by-slug`, { slug: "x" })).status, 404);
  }));

Deno.test("resend after changes supersedes; accept publishes the requested version", () =>
  withApp(async (t) => {
    const { editor, publisher } = await editorAndPublisher(t);
    const { pageID, pageVersionID } = await newPage(editor, "hours");
    await editor.post(`${PAGE}/${pageID}/request-publication`, { comment: "v1" });
    const v = (await editor.get(`${PAGE}/version/fetch/${pageVersionID}`)).body.pageVersion;
    await editor.post(`${PAGE}/version/${pageVersionID}/store`, {
      ...v,
      title: "Opening hours v2",
    });
    const again = await editor.post(`${PAGE}/${pageID}/request-publication`, { comment: "v2" });
    assertEquals(again.status, 200);
    const open = (await publisher.get(`${PAGE}/fetch-request`)).body.items;
    assertEquals(open.map((r: { comment: string }) => r.comment), ["v2"]);
    const ok = await publisher.post(`${PAGE}/version/${pageVersionID}/accept-publication`, {
      feedback: "Good",
    });
    assertEquals(ok.body.status, "accepted");
    const live = await t.client().post(`${PAGE}/get-by-slug`, { slug: "hours" });
    assertEquals(live.body.page.pageVersion.title, "Opening hours v2");
    const trail = (await editor.get(`${PAGE}/${pageID}/publication-requests`)).body.items;
    assertEquals(trail.map((r: { status: string }) => r.status), ["accepted", "superseded"]);
    assertEquals((await publisher.get(`${PAGE}/fetch-request`)).body.items, []);
    // Nothing left to request once the latest version is live.
    assertEquals(
      codes(await editor.post(`${PAGE}/${pageID}/request-publication`, { comment: "" })),
      ["V_07"],
    );
  }));

Deno.test("nobody reviews their own request; editors cannot review at all", () =>
  withApp(async (t) => {
    const { editor, publisher } = await editorAndPublisher(t);
    const own = await newPage(publisher);
    await publisher.post(`${PAGE}/${own.pageID}/request-publication`, { comment: "mine" });
    const self = await publisher.post(`${PAGE}/version/${own.pageVersionID}/accept-publication`, {
      feedback: "",
    });
    assertEquals(self.status, 403);
    assertEquals(codes(self), ["UM_01"]);
    assertEquals(
      codes(await publisher.post(`${PAGE}/version/${own.pageVersionID}/reject-publication`, {})),
      ["UM_01"],
    );
    const other = await newPage(editor);
    await editor.post(`${PAGE}/${other.pageID}/request-publication`, { comment: "" });
    assertEquals(
      codes(await editor.post(`${PAGE}/version/${other.pageVersionID}/accept-publication`, {})),
      ["UM_01"],
    );
    assertEquals(codes(await editor.post(`${PAGE}/${other.pageID}/publish`)), ["UM_01"]);
    const none = await newPage(editor);
    assertEquals(
      codes(await publisher.post(`${PAGE}/version/${none.pageVersionID}/accept-publication`, {})),
      ["V_07"],
    );
    assertEquals(
      (await t.client().post(`${PAGE}/${other.pageID}/request-publication`, {})).status,
      401,
    );
  }));

Deno.test("the requester revokes; others cannot", () =>
  withApp(async (t) => {
    const { editor } = await editorAndPublisher(t);
    const other = await t.signedIn(2);
    const { pageID, pageVersionID } = await newPage(editor);
    await editor.post(`${PAGE}/${pageID}/request-publication`, { comment: "" });
    assertEquals(codes(await other.post(`${PAGE}/${pageID}/revoke-publication`)), ["UM_01"]);
    assertEquals((await editor.post(`${PAGE}/${pageID}/revoke-publication`)).body, {
      Success: true,
    });
    const v = await editor.get(`${PAGE}/version/fetch/${pageVersionID}`);
    assertEquals(v.body.pageVersion.hasPublicationRequest, false);
    assertEquals(codes(await editor.post(`${PAGE}/${pageID}/revoke-publication`)), ["V_07"]);
    const trail = await editor.get(`${PAGE}/${pageID}/publication-requests`);
    assertEquals(trail.body.items[0].status, "revoked");
  }));
