import { assert, assertEquals } from "../../_utils/assert.ts";
import {
  ADMIN_EMAIL,
  codes,
  createStaff,
  PUBLIC_URL,
  type TestApp,
  type TestClient,
  withTestApp as withApp,
} from "../../_utils/app.ts";
import { linkIn } from "../../_utils/smtp.ts";
import type { Language } from "../../../lib/content/locales.ts";
import type { Permission } from "../../../lib/content/permissions.ts";
import { keys } from "../../../lib/db/keys.ts";
import { getUserEntry, replaceUser } from "../../../lib/db/users.ts";
import { listOutbox } from "../../../lib/db/outbox.ts";

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

const REVIEW_LINK = `${PUBLIC_URL}/cmsadmin/publication-requests`;

/** A role that may publish and review pages, narrowed by `parameters`. */
async function publisherRole(t: TestApp, id: number, parameters: Permission["parameters"]) {
  await t.deps.kv.set(keys.role(id), {
    ID: id,
    name: `Publisher ${id}`,
    permissions: [
      { name: "edit-page", parameters },
      { name: "publish-page", parameters },
      { name: "review-publication", parameters },
    ],
  });
}

async function setLanguage(t: TestApp, userID: number, language: Language) {
  const entry = await getUserEntry(t.deps.kv, userID);
  await replaceUser(t.deps.kv, entry, { ...entry.value!, language });
}

async function emailOf(c: TestClient): Promise<string> {
  return (await c.get("/api/ximblox/user")).body.User.email;
}

/** The addresses mailed since `after` mails, sorted. */
function mailedSince(t: TestApp, after: number): string[] {
  return t.smtp.mails.slice(after).map((m) => m.to.toLowerCase()).sort();
}

Deno.test("a request mails exactly those who may publish and review that page", () =>
  withApp(async (t) => {
    await publisherRole(t, 6, { locales: ["nl-nl"] });
    await publisherRole(t, 7, { locales: ["en-gb"], pageTypes: ["page"] });
    await publisherRole(t, 8, { pageTypes: ["news"] });
    const { editor, publisher } = await editorAndPublisher(t);
    const dutch = await t.signedIn(6);
    const english = await t.signedIn(7);
    const news = await t.signedIn(8);
    const otherEditor = await t.signedIn(2);
    // Invited but never activated: not a reviewer yet.
    const pending = await createStaff(t.deps, { roleID: 3 });
    await setLanguage(t, english.userID, "de");

    const { pageID } = await newPage(editor);
    const before = t.smtp.mails.length;
    const res = await editor.post(`${PAGE}/${pageID}/request-publication`, {
      comment: "Saturday hours added",
    });
    assertEquals(res.status, 200);
    // Sent before the answer: the receiver has them all by now.
    const expected = [ADMIN_EMAIL, await emailOf(publisher), await emailOf(english)]
      .map((e) => e.toLowerCase()).sort();
    assertEquals(mailedSince(t, before), expected);
    for (const c of [editor, dutch, news, otherEditor]) {
      assert(!mailedSince(t, before).includes((await emailOf(c)).toLowerCase()));
    }
    assert(!mailedSince(t, before).includes(pending.email.toLowerCase()));

    const mail = await t.smtp.waitFor(await emailOf(publisher), { after: before });
    assertEquals(mail.subject, "Review requested: “Opening hours”");
    assert(mail.text.includes("Saturday hours added"), mail.text);
    assert(mail.text.includes("en-gb"), mail.text);
    assertEquals(linkIn(mail, PUBLIC_URL), REVIEW_LINK);
    assert(mail.html.includes(`href="${REVIEW_LINK}"`));
    // Each reviewer in their own interface language.
    const german = await t.smtp.waitFor(await emailOf(english), { after: before });
    assertEquals(german.subject, "Prüfung angefragt: „Opening hours“");
    assertEquals(linkIn(german, PUBLIC_URL), REVIEW_LINK);

    // A Dutch page reaches the Dutch publisher, not the English one.
    const nl = await editor.post(`${PAGE}/create`, {
      title: "Openingstijden",
      slug: "openingstijden",
      type: "page",
      locale: "nl-nl",
      content: [],
    });
    const beforeNl = t.smtp.mails.length;
    await editor.post(`${PAGE}/${nl.body.pageID}/request-publication`, { comment: "" });
    assertEquals(
      mailedSince(t, beforeNl),
      [ADMIN_EMAIL, await emailOf(publisher), await emailOf(dutch)]
        .map((e) => e.toLowerCase()).sort(),
    );
  }));

Deno.test("a publisher's own request mails the others, not themself; resending mails again", () =>
  withApp(async (t) => {
    const { publisher } = await editorAndPublisher(t);
    const second = await t.signedIn(3);
    const { pageID, pageVersionID } = await newPage(publisher);
    const before = t.smtp.mails.length;
    await publisher.post(`${PAGE}/${pageID}/request-publication`, { comment: "first" });
    const mailed = mailedSince(t, before);
    assertEquals(mailed, [ADMIN_EMAIL, await emailOf(second)].map((e) => e.toLowerCase()).sort());

    const v = (await publisher.get(`${PAGE}/version/fetch/${pageVersionID}`)).body.pageVersion;
    await publisher.post(`${PAGE}/version/${pageVersionID}/store`, { ...v, title: "Hours v2" });
    const beforeResend = t.smtp.mails.length;
    await publisher.post(`${PAGE}/${pageID}/request-publication`, { comment: "second" });
    assertEquals(mailedSince(t, beforeResend), mailed);
    const resent = await t.smtp.waitFor(await emailOf(second), { after: beforeResend });
    assertEquals(resent.subject, "Review requested: “Hours v2”");
    assert(resent.text.includes("replaces the earlier request"), resent.text);
    assert(resent.text.includes("second"), resent.text);
  }));

Deno.test("acceptance mails the requester, in their language, with the feedback", () =>
  withApp(async (t) => {
    const { editor, publisher } = await editorAndPublisher(t);
    await setLanguage(t, editor.userID, "nl");
    const { pageID, pageVersionID } = await newPage(editor);
    await editor.post(`${PAGE}/${pageID}/request-publication`, { comment: "Ready" });
    const before = t.smtp.mails.length;
    const ok = await publisher.post(`${PAGE}/version/${pageVersionID}/accept-publication`, {
      feedback: "Nice work <b>really</b>",
    });
    assertEquals(ok.body.status, "accepted");
    assertEquals(mailedSince(t, before), [(await emailOf(editor)).toLowerCase()]);
    const mail = await t.smtp.waitFor(await emailOf(editor), { after: before });
    assertEquals(mail.subject, "“Opening hours” is gepubliceerd");
    assert(mail.text.includes("Nice work <b>really</b>"), mail.text);
    assert(!mail.html.includes("<b>really</b>"), "feedback is escaped in the HTML");
    assertEquals(linkIn(mail, PUBLIC_URL), `${PUBLIC_URL}/cmsadmin/page/${pageID}`);
  }));

Deno.test("a mail server that refuses does not fail requests or reviews; mails are kept", () =>
  withApp(async (t) => {
    const { editor, publisher } = await editorAndPublisher(t);
    const { pageID, pageVersionID } = await newPage(editor);
    const res = await editor.post(`${PAGE}/${pageID}/request-publication`, { comment: "Ready" });
    assertEquals(res.status, 200);
    const ok = await publisher.post(`${PAGE}/version/${pageVersionID}/accept-publication`, {
      feedback: "Fine",
    });
    assertEquals(ok.status, 200);
    const kept = (await listOutbox(t.deps.kv)).map((m) => m.to.toLowerCase()).sort();
    assertEquals(
      kept,
      [ADMIN_EMAIL, await emailOf(publisher), await emailOf(editor)]
        .map((e) => e.toLowerCase()).sort(),
    );
    assertEquals(t.smtp.mails.length, 0);
  }, { SMTP_URL: "smtp://127.0.0.1:1" }));
