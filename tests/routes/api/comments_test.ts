/**
 * Comments on drafts (issue 32): the contract, replies, resolve and reopen, who may comment, CSRF,
 * the length limit, text kept as text, mentions mailed to the test SMTP receiver and listed for
 * the dashboard, the history's counts, and the open comments of earlier versions.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import {
  codes,
  createStaff,
  PUBLIC_URL,
  type TestApp,
  TestClient,
  withTestApp,
} from "../../_utils/app.ts";
import { storedAudit } from "../../_utils/audit.ts";
import { insertRole } from "../../../lib/db/roles.ts";
import { ROLE_IDS } from "../../../lib/content/permissions.ts";
import { commentParts, mentionedIn } from "../../../lib/content/comments.ts";

const PAGE = "/api/ximblox/page";
const PASSWORD = "Staff-pass-1!";

async function person(t: TestApp, roleID: number, name: string): Promise<TestClient> {
  const user = await createStaff(t.deps, { roleID, name, password: PASSWORD });
  const client = await new TestClient(t.app).signIn(user.email, PASSWORD);
  client.userID = user.id;
  return client;
}

async function newPage(c: TestClient, locale = "en-gb") {
  const res = await c.post(`${PAGE}/create`, {
    title: "Blood sugar test",
    slug: `p-${crypto.randomUUID().slice(0, 6)}`,
    type: "page",
    locale,
    content: [
      { type: "heading", key: "intro", props: { text: "Fasting" } },
      { type: "heading", key: "after", props: { text: "Results" } },
    ],
  });
  assertEquals(res.status, 201);
  return res.body as { pageID: number; pageVersionID: number };
}

const commentsOf = (versionID: number) => `${PAGE}/version/${versionID}/comments`;

Deno.test("comments: contract, replies, resolve and reopen, audit", () =>
  withTestApp(async (t) => {
    const editor = await person(t, ROLE_IDS.editor, "Eva Editor");
    const { pageID, pageVersionID } = await newPage(editor);

    const made = await editor.post(commentsOf(pageVersionID), {
      blockKey: "intro",
      text: "Is twelve hours right?",
    });
    assertEquals(made.status, 201);
    assertEquals(made.body.Success, true);
    const first = made.body.comment;
    assert(Number.isInteger(first.id));
    assertEquals(
      [first.pageID, first.versionID, first.blockKey, first.parentID, first.text, first.resolved],
      [pageID, pageVersionID, "intro", null, "Is twelve hours right?", false],
    );
    assertEquals(first.author, { name: "Eva Editor", userID: editor.userID, guest: false });

    const page = await editor.post(commentsOf(pageVersionID), { blockKey: null, text: "Whole" });
    assertEquals(page.body.comment.blockKey, null);
    const reply = await editor.post(commentsOf(pageVersionID), {
      blockKey: "intro",
      text: "Yes, checked.",
      parentID: first.id,
    });
    assertEquals([reply.status, reply.body.comment.parentID], [201, first.id]);
    // One level: a reply is not answered in turn, and a thread stays on its block.
    assertEquals(
      codes(
        await editor.post(commentsOf(pageVersionID), {
          blockKey: "intro",
          text: "x",
          parentID: reply.body.comment.id,
        }),
      ),
      ["COMMENT_03"],
    );
    assertEquals(
      codes(
        await editor.post(commentsOf(pageVersionID), {
          blockKey: "after",
          text: "x",
          parentID: first.id,
        }),
      ),
      ["COMMENT_03"],
    );
    assertEquals(
      codes(await editor.post(commentsOf(pageVersionID), { blockKey: "gone", text: "x" })),
      ["COMMENT_04"],
    );

    const listed = await editor.get(commentsOf(pageVersionID));
    assertEquals(listed.status, 200);
    assertEquals(listed.body.comments.map((c: { id: number }) => c.id), [
      first.id,
      page.body.comment.id,
      reply.body.comment.id,
    ]);
    assert(listed.body.mentionable.some((p: { name: string }) => p.name === "Eva Editor"));

    const resolved = await editor.post(`/api/ximblox/comments/${first.id}/resolve`);
    assertEquals([resolved.status, resolved.body.comment.resolved], [200, true]);
    assertEquals(resolved.body.comment.resolvedBy, "Eva Editor");
    assertEquals(codes(await editor.post(`/api/ximblox/comments/${first.id}/resolve`)), [
      "COMMENT_05",
    ]);
    assertEquals(
      codes(await editor.post(`/api/ximblox/comments/${reply.body.comment.id}/resolve`)),
      ["COMMENT_03"],
    );
    const reopened = await editor.post(`/api/ximblox/comments/${first.id}/reopen`);
    assertEquals(reopened.body.comment.resolved, false);
    assertEquals(codes(await editor.post(`/api/ximblox/comments/99999/resolve`)), ["COMMENT_02"]);

    const actions = (await storedAudit(t)).map((r) => r.action).filter((a) =>
      a.startsWith("comment-")
    );
    assertEquals(actions, [
      "comment-create",
      "comment-create",
      "comment-create",
      "comment-resolve",
      "comment-reopen",
    ]);

    // The history counts each version's comments.
    const history = await editor.get(`${PAGE}/${pageID}/versions`);
    const item = history.body.items.find((i: { id: number }) => i.id === pageVersionID);
    assertEquals(item?.commentCount, 3);
  }));

Deno.test("comments: who may not see the page gets 403 UM_01; CSRF; limits; text stays text", () =>
  withTestApp(async (t) => {
    const editor = await person(t, ROLE_IDS.editor, "Eva Editor");
    const { pageVersionID } = await newPage(editor);
    // A role for another locale only: the page is not theirs to see.
    const dutchOnly = await insertRole(t.deps.kv, {
      name: "Dutch editors",
      permissions: [{ name: "edit-page", parameters: { locales: ["nl-nl"] } }],
    });
    const outsider = await person(t, dutchOnly.ID, "Otto Outsider");
    assertEquals(codes(await outsider.get(commentsOf(pageVersionID))), ["UM_01"]);
    const refused = await outsider.post(commentsOf(pageVersionID), { blockKey: null, text: "x" });
    assertEquals([refused.status, codes(refused)], [403, ["UM_01"]]);
    const made = await editor.post(commentsOf(pageVersionID), { blockKey: null, text: "Mine" });
    assertEquals(
      codes(await outsider.post(`/api/ximblox/comments/${made.body.comment.id}/resolve`)),
      ["UM_01"],
    );
    // Not signed in.
    assertEquals((await t.client().get(commentsOf(pageVersionID))).status, 401);

    // Without the CSRF token nothing is stored.
    const noToken = await editor.request("POST", commentsOf(pageVersionID), {
      json: { blockKey: null, text: "forged" },
      csrf: false,
    });
    assertEquals([noToken.status, codes(noToken)], [403, ["CSRF_01"]]);

    const long = await editor.post(commentsOf(pageVersionID), {
      blockKey: null,
      text: "a".repeat(2001),
    });
    assertEquals([long.status, codes(long)], [400, ["COMMENT_01"]]);
    assertEquals(
      (await editor.post(commentsOf(pageVersionID), { blockKey: null, text: "a".repeat(2000) }))
        .status,
      201,
    );
    assertEquals(
      codes(await editor.post(commentsOf(pageVersionID), { blockKey: null, text: "   " })),
      ["V_01"],
    );

    const html = '<img src=x onerror="alert(1)"><b>bold</b> see https://example.org/a?b=1.';
    const stored = await editor.post(commentsOf(pageVersionID), { blockKey: null, text: html });
    assertEquals(stored.body.comment.text, html);
    const listed = await editor.get(commentsOf(pageVersionID));
    assert(listed.raw.includes(JSON.stringify(html).slice(1, -1)));
    assertEquals(listed.headers.get("Cache-Control"), "no-store");
    assertEquals(commentParts(html), [
      { text: '<img src=x onerror="alert(1)"><b>bold</b> see ' },
      { href: "https://example.org/a?b=1" },
      { text: "." },
    ]);
    // Only THE rule's web addresses become links.
    assertEquals(commentParts("javascript:alert(1) http://user@evil.test/"), [
      { text: "javascript:alert(1) http://user@evil.test/" },
    ]);
  }));

Deno.test("comments: a mention mails the colleague and shows on their dashboard", () =>
  withTestApp(async (t) => {
    const editor = await person(t, ROLE_IDS.editor, "Eva Editor");
    const publisher = await person(t, ROLE_IDS.publisher, "Paula Publisher");
    const publisherEmail = (await publisher.get("/api/ximblox/user")).body.User.email;
    const { pageID, pageVersionID } = await newPage(editor);

    const people = (await editor.get(commentsOf(pageVersionID))).body.mentionable;
    assert(people.some((p: { name: string }) => p.name === "Paula Publisher"));

    const made = await editor.post(commentsOf(pageVersionID), {
      blockKey: "after",
      text: "@Paula Publisher can you check the ranges?",
    });
    assertEquals(made.body.comment.mentions, [publisher.userID]);
    const mail = await t.smtp.waitFor(publisherEmail);
    assert(mail.subject.includes("Eva Editor"), mail.subject);
    assert(mail.text.includes("can you check the ranges?"));
    assert(
      mail.text.includes(`${PUBLIC_URL}/cmsadmin/page/${pageID}?comment=${made.body.comment.id}`),
    );
    await t.settled();

    const mentions = await publisher.get("/api/ximblox/comments/mentions");
    assertEquals(mentions.body.mentions.length, 1);
    const m = mentions.body.mentions[0];
    assertEquals([m.commentID, m.pageID, m.by, m.pageTitle, m.blockKey], [
      made.body.comment.id,
      pageID,
      "Eva Editor",
      "Blood sugar test",
      "after",
    ]);
    assertEquals((await editor.get("/api/ximblox/comments/mentions")).body.mentions, []);

    assertEquals(
      mentionedIn("@ann lee, and @Ann", [{ id: 1, name: "Ann" }, { id: 2, name: "Ann Lee" }]),
      [2, 1],
    );
    assertEquals(mentionedIn("@Annabel", [{ id: 1, name: "Ann" }]), []);
  }));

Deno.test("comments: open comments of an earlier version show on the next draft", () =>
  withTestApp(async (t) => {
    const publisher = await person(t, ROLE_IDS.publisher, "Paula Publisher");
    const { pageID, pageVersionID } = await newPage(publisher);
    const open = await publisher.post(commentsOf(pageVersionID), {
      blockKey: "intro",
      text: "Open",
    });
    const done = await publisher.post(commentsOf(pageVersionID), { blockKey: null, text: "Done" });
    await publisher.post(`/api/ximblox/comments/${done.body.comment.id}/resolve`);
    assertEquals((await publisher.post(`${PAGE}/${pageID}/publish`, {})).status, 200);
    // Storing over the published version starts a new draft.
    const version = (await publisher.get(`${PAGE}/version/fetch/${pageVersionID}`)).body
      .pageVersion;
    const stored = await publisher.post(`${PAGE}/version/${pageVersionID}/store`, {
      ...version,
      title: "Blood sugar test, updated",
    });
    const draftID = stored.body.pageVersionID;
    assert(draftID && draftID !== pageVersionID, JSON.stringify(stored.body));
    const listed = (await publisher.get(commentsOf(draftID))).body.comments;
    assertEquals(listed.map((c: { id: number; earlier: boolean }) => [c.id, c.earlier]), [
      [open.body.comment.id, true],
    ]);
    // A reply to it stays with its thread on the earlier version.
    const reply = await publisher.post(commentsOf(draftID), {
      blockKey: "intro",
      text: "Still open",
      parentID: open.body.comment.id,
    });
    assertEquals([reply.body.comment.versionID, reply.body.comment.earlier], [pageVersionID, true]);
  }));
