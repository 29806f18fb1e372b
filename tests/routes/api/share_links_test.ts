/**
 * Share links for review (issue 32): the contract of create, list and revoke; who may share;
 * the link's page as a signed-out visitor gets it (the version pinned as shared, the banner,
 * noindex and no-store, the password form and its limit, 410 once expired or revoked, the
 * published version's page, 404 for an unknown token); never in the sitemap or the search; the
 * audit trail. One app for the file; expiry is seen by advancing the share links' clock.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";

function assertMatch(actual: string, pattern: RegExp) {
  assert(pattern.test(actual), `${actual.slice(0, 300)} does not match ${pattern}`);
}
import { codes, PUBLIC_URL, startTestApp, type TestClient } from "../../_utils/app.ts";
import { createTestPage, PAGE_API as PAGE, storeDraft } from "../../_utils/pages.ts";
import { storedAudit } from "../../_utils/audit.ts";
import { keys } from "../../../lib/db/keys.ts";
import { SHARE_PASSWORD_LIMIT, shareClock } from "../../../lib/ops/pages/share_links.ts";
import { titles } from "../../lib/search/_search.ts";

const HOUR = 60 * 60_000;
const t = await startTestApp();
const editor = await t.signedIn(2);
const publisher = await t.signedIn(3);

/** A signed-out visitor's GET (or POST of the password form) of a link's address. */
function visit(url: string, init: RequestInit = {}) {
  const { pathname, search } = new URL(url);
  return t.app.request(pathname + search, { redirect: "manual", ...init });
}

function sendPassword(url: string, password: string, headers: Record<string, string> = {}) {
  return visit(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Site": "same-origin",
      ...headers,
    },
    body: new URLSearchParams({ password }).toString(),
  });
}

async function share(c: TestClient, versionID: number, body: Record<string, unknown> = {}) {
  return await c.post(`${PAGE}/version/${versionID}/share`, body);
}

async function draftPage(text: string, over: Record<string, unknown> = {}) {
  return await createTestPage(editor, {
    title: `Draft ${text}`,
    content: [{ type: "heading", key: "h", props: { text, level: 2 } }],
    ...over,
  });
}

function assertPrivate(res: Response, what: string) {
  assertEquals(res.headers.get("Cache-Control"), "private, no-store", what);
  assertEquals(res.headers.get("X-Robots-Tag"), "noindex", what);
}

Deno.test("share links", async (s) => {
  try {
    await s.step(
      "create answers {Success, id, url, expiresAt} under PUBLIC_URL, 7 days by default",
      async () => {
        const { pageVersionID } = await draftPage("Contract");
        const before = Date.now();
        const res = await share(editor, pageVersionID);
        assertEquals(res.status, 200, res.raw);
        assertEquals(Object.keys(res.body).sort(), ["Success", "expiresAt", "id", "url"]);
        assertEquals(res.body.Success, true);
        assertMatch(res.body.url, new RegExp(`^${PUBLIC_URL}/preview/[A-Za-z0-9_-]{43}$`));
        const days = (Date.parse(res.body.expiresAt) - before) / (24 * HOUR);
        assert(days > 6.99 && days <= 7.01, `${days} days`);
        // Only the token's hash is stored.
        const token = res.body.url.split("/").pop();
        for await (const e of t.deps.kv.list({ prefix: ["share_links"] })) {
          assert(!JSON.stringify(e.value).includes(token), "the token itself is stored nowhere");
        }
      },
    );

    await s.step("hours are 1 to 720 whole hours; other fields are checked", async () => {
      const { pageVersionID } = await draftPage("Bounds");
      for (const hours of [0, 721, 1.5, -1, "24"]) {
        const res = await share(editor, pageVersionID, { hours });
        assertEquals([res.status, codes(res)], [400, ["SHARE_03"]], `hours ${hours}`);
      }
      for (const hours of [1, 720]) {
        const res = await share(editor, pageVersionID, { hours });
        assertEquals(res.status, 200, `hours ${hours}`);
        const span = Date.parse(res.body.expiresAt) - Date.now();
        assert(Math.abs(span - hours * HOUR) < 60_000, `hours ${hours}: ${span}`);
      }
      const odd = await share(editor, pageVersionID, { hours: 2, extra: true });
      assertEquals(odd.status, 400);
      const long = await share(editor, pageVersionID, { password: "x".repeat(201) });
      assertEquals(codes(long), ["V_11"]);
    });

    await s.step(
      "only who may edit the page shares, lists and revokes; CSRF is asked",
      async () => {
        const { pageID, pageVersionID } = await draftPage("Permission");
        await t.deps.kv.set(keys.role(7), {
          ID: 7,
          name: "Dutch editors",
          permissions: [{ name: "edit-page", parameters: { locales: ["nl-nl"] } }],
        });
        const dutch = await t.signedIn(7);
        const refused = await share(dutch, pageVersionID);
        assertEquals([refused.status, codes(refused)], [403, ["UM_01"]]);
        const anon = await share(t.client(), pageVersionID);
        assertEquals(anon.status, 401);
        const made = await share(editor, pageVersionID);
        assertEquals((await dutch.get(`${PAGE}/${pageID}/shares`)).status, 403);
        const revoke = await dutch.delete(`${PAGE}/shares/${made.body.id}`);
        assertEquals([revoke.status, codes(revoke)], [403, ["UM_01"]]);
        const noToken = await editor.request("POST", `${PAGE}/version/${pageVersionID}/share`, {
          json: {},
          csrf: false,
        });
        assertEquals([noToken.status, codes(noToken)], [403, ["CSRF_01"]]);
        const delNoToken = await editor.request("DELETE", `${PAGE}/shares/${made.body.id}`, {
          csrf: false,
        });
        assertEquals(delNoToken.status, 403);
        assertEquals((await editor.get(`${PAGE}/${pageID}/shares`)).body.items.length, 1);
      },
    );

    await s.step(
      "the link shows the version shared, pinned after newer saves, with the banner",
      async () => {
        const { pageID, pageVersionID } = await draftPage("Shared words", { locale: "nl-nl" });
        const res = await share(editor, pageVersionID, { hours: 24 });
        const url = res.body.url;
        await storeDraft(editor, pageID, {
          blocks: [{ type: "heading", key: "h", props: { text: "Newer words", level: 2 } }],
        });
        await storeDraft(editor, pageID, {
          blocks: [{ type: "heading", key: "h", props: { text: "Newest words", level: 2 } }],
        });
        for (const round of ["first view", "second view (moved to the archived state)"]) {
          const page = await visit(url);
          const html = await page.text();
          assertEquals(page.status, 200, round);
          assertPrivate(page, round);
          assert(html.includes("Shared words"), `${round}: the shared state`);
          assert(!html.includes("Newer words") && !html.includes("Newest words"), round);
          assert(html.includes('<meta name="robots" content="noindex"/>'), round);
          assert(
            html.includes("Voorbeeld van een niet-gepubliceerde versie — niet openbaar"),
            `${round}: the banner in the page's language`,
          );
        }
        const listed = (await editor.get(`${PAGE}/${pageID}/shares`)).body.items;
        assertEquals(listed.length, 1);
        const [item] = listed;
        assertEquals(item.hasPassword, false);
        assertEquals(item.createdBy.ID, editor.userID);
        assert(item.versionID !== pageVersionID, "the link now names the archived state");
        const archived = (await editor.get(`${PAGE}/version/fetch/${item.versionID}`)).body;
        assertEquals(archived.pageVersion.blocks[0].props.text, "Shared words");
      },
    );

    await s.step("the banner speaks each of the four languages", async () => {
      const want = {
        "en-gb": "Preview of an unpublished version — not public",
        "de-de": "Vorschau einer unveröffentlichten Version — nicht öffentlich",
        "fr-fr": "Aperçu d'une version non publiée — non public",
      };
      for (const [locale, text] of Object.entries(want)) {
        const { pageVersionID } = await draftPage(`In ${locale}`, { locale });
        const html = await (await visit((await share(editor, pageVersionID)).body.url)).text();
        assert(html.includes(text.replace("'", "&#39;")) || html.includes(text), locale);
        assertMatch(
          html,
          new RegExp(`class="preview-banner" role="status" lang="${locale.slice(0, 2)}`),
        );
      }
    });

    await s.step(
      "a password is asked, rate limited, and remembered for that link only",
      async () => {
        const { pageVersionID } = await draftPage("Behind a password");
        const { url } = (await share(editor, pageVersionID, { password: "tulip-42" })).body;
        const other = (await share(editor, pageVersionID, { password: "tulip-42" })).body.url;
        const ask = await visit(url);
        const form = await ask.text();
        assertEquals(ask.status, 200);
        assertPrivate(ask, "the form");
        assert(!form.includes("Behind a password"), "nothing of the version before the password");
        assert(form.includes('<label for="share-password">'), "a labelled field");

        const wrong = await sendPassword(url, "tulip-41");
        assertEquals(wrong.status, 403);
        assert(!(await wrong.text()).includes("Behind a password"));
        assertEquals(wrong.headers.getSetCookie(), []);

        const crossSite = await sendPassword(url, "tulip-42", { "Sec-Fetch-Site": "cross-site" });
        assertEquals(crossSite.status, 403, "another site's post");
        assertEquals(crossSite.headers.getSetCookie(), []);

        const right = await sendPassword(url, "tulip-42");
        assertEquals(right.status, 303);
        assertEquals(right.headers.get("Location"), new URL(url).pathname);
        const [cookie] = right.headers.getSetCookie();
        assertMatch(cookie, new RegExp(`Path=${new URL(url).pathname}(;|$)`));
        assertMatch(cookie, /HttpOnly/);
        const pair = cookie.split(";")[0];
        const seen = await visit(url, { headers: { Cookie: pair } });
        assertEquals(seen.status, 200);
        assert((await seen.text()).includes("Behind a password"));
        // The same cookie value sent to the other link opens nothing.
        const elsewhere = await visit(other, { headers: { Cookie: pair } });
        assert(!(await elsewhere.text()).includes("Behind a password"), "scoped to its link");

        // Guessing: the tries per link run out, the right password too is then refused.
        let limited = 0;
        for (let i = 0; i < SHARE_PASSWORD_LIMIT.max + 1; i++) {
          const res = await sendPassword(other, `guess-${i}`);
          await res.body?.cancel();
          if (res.status === 429) limited++;
        }
        assert(limited >= 1, "guesses are limited");
        assertEquals((await sendPassword(other, "tulip-42")).status, 429);
      },
    );

    await s.step(
      "expired and revoked links answer 410, never the page; revoke is listed",
      async () => {
        const { pageID, pageVersionID } = await draftPage("Soon gone");
        const short = (await share(editor, pageVersionID, { hours: 1 })).body;
        const long = (await share(editor, pageVersionID, { hours: 48 })).body;
        assertEquals((await visit(short.url)).status, 200);
        const real = shareClock.now;
        try {
          shareClock.now = () => real() + HOUR + 1;
          const expired = await visit(short.url);
          const html = await expired.text();
          assertEquals(expired.status, 410);
          assertPrivate(expired, "expired");
          assert(html.includes("This preview link no longer works"));
          assert(html.includes("The link has expired."));
          assert(!html.includes("Soon gone"), "never the page");
          const live = (await editor.get(`${PAGE}/${pageID}/shares`)).body.items;
          assertEquals(live.map((l: { id: number }) => l.id), [long.id], "only live links");
        } finally {
          shareClock.now = real;
        }
        assertEquals((await visit(long.url)).status, 200, "seen before it is revoked");
        const revoked = await editor.delete(`${PAGE}/shares/${long.id}`);
        assertEquals([revoked.status, revoked.body], [200, { Success: true }]);
        const gone = await visit(long.url);
        const html = await gone.text();
        assertEquals(gone.status, 410);
        assert(html.includes("The link was withdrawn.") && !html.includes("Soon gone"));
        assertEquals((await editor.delete(`${PAGE}/shares/${long.id}`)).status, 404, "once");
        const left = (await editor.get(`${PAGE}/${pageID}/shares`)).body.items;
        assertEquals(left.map((l: { id: number }) => l.id), [short.id], "its clock put back");
      },
    );

    await s.step("a version since published says so and links to the live page", async () => {
      const { pageID, pageVersionID } = await draftPage("Soon live", { slug: "soon-live" });
      const { url } = (await share(editor, pageVersionID)).body;
      assertEquals((await publisher.post(`${PAGE}/${pageID}/publish`)).status, 200);
      const res = await visit(url);
      const html = await res.text();
      assertEquals(res.status, 200);
      assertPrivate(res, "published");
      assert(html.includes("This version has been published"));
      assert(html.includes('href="/soon-live"'), html.slice(0, 2000));
      const again = await share(editor, pageVersionID);
      assertEquals([again.status, codes(again)], [409, ["SHARE_01"]], "the live version");
    });

    await s.step("a link whose page was deleted answers 410", async () => {
      const { pageID, pageVersionID } = await draftPage("Deleted later");
      const { url } = (await share(editor, pageVersionID)).body;
      const admin = await t.signedIn(1);
      assertEquals((await admin.post(`${PAGE}/${pageID}/delete`)).status, 200);
      const res = await visit(url);
      const html = await res.text();
      assertEquals(res.status, 410);
      assert(
        html.includes("The version it showed no longer exists.") && !html.includes("Deleted later"),
      );
    });

    await s.step(
      "a link that allows comments takes a visitor's, on a block or the page; staff see it there",
      async () => {
        const { pageVersionID } = await createTestPage(editor, {
          title: "Draft Commented",
          content: [
            { type: "heading", key: "h", props: { text: "Fasting before the test", level: 2 } },
            { type: "text", key: "t", props: { html: "<p>Eat nothing for <b>8 hours</b>.</p>" } },
          ],
        });
        const closed = (await share(editor, pageVersionID)).body.url;
        const open = (await share(editor, pageVersionID, { allowComments: true })).body.url;
        const comment = (url: string, fields: Record<string, string>, headers = {}) =>
          visit(`${url}/comments`, {
            method: "POST",
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              "Sec-Fetch-Site": "same-origin",
              ...headers,
            },
            body: new URLSearchParams(fields).toString(),
          });
        const doctor = { name: "Dr. Vos", email: "vos@example.org" };

        // A link without comments shows no form and takes none.
        assert(!(await (await visit(closed)).text()).includes("share-comments"));
        assertEquals((await comment(closed, { ...doctor, text: "Hi" })).status, 404);
        const page = await (await visit(open)).text();
        assertMatch(
          page,
          /<form class="share-comments__form" method="post" action="\/preview\/[^"]+\/comments"/,
        );
        const options = [...page.matchAll(/<option[^>]*value="([^"]*)"[^>]*>([^<]*)<\/option>/g)];
        // The page as a whole first (an empty value: drawn as the bare attribute).
        assertMatch(page, /<option value selected>The page as a whole<\/option>/);
        assertEquals(options.map((m) => [m[1], m[2]]), [
          ["h", "1. Fasting before the test"],
          ["t", "2. Eat nothing for 8 hours ."],
        ]);

        // Bad input changes nothing and says why, with the form as sent.
        const bad = await comment(open, { ...doctor, email: "not-an-address", text: "Hm" });
        assertEquals(bad.status, 400);
        assertMatch(await bad.text(), /value="not-an-address"/);
        const foreign = await comment(open, { ...doctor, text: "x" }, {
          "Sec-Fetch-Site": "cross-site",
        });
        assertEquals(foreign.status, 403);
        const html = "<script>alert(1)</script> 12 hours, surely?";
        const sent = await comment(open, { ...doctor, about: "t", text: html });
        assertEquals(sent.status, 303);
        assertMatch(sent.headers.get("Location")!, /\?comment=sent#share-comments$/);
        const after = await (await visit(`${open}?comment=sent`)).text();
        assertMatch(after, /role="status">Thank you: your comment was sent/);
        assert(!after.includes("<script>alert(1)"), "drawn as text");
        assert(after.includes("&lt;script>alert(1)&lt;/script> 12 hours, surely?"));
        await comment(open, { ...doctor, about: "", text: "Looks right otherwise." });

        // Staff see both in the editor: on the block, and on the page, by a guest.
        const list = await editor.get(`${PAGE}/version/${pageVersionID}/comments`);
        type Listed = { author: { name: string; guest: boolean }; blockKey: string | null };
        const byVos = (c: Listed) => c.author.name === "Dr. Vos" && c.author.guest;
        const mine = list.body.comments.filter(byVos);
        assertEquals(mine.map((c: Listed) => c.blockKey), ["t", null]);
        assert(!JSON.stringify(list.body).includes("vos@example.org"), "the address stays hidden");
        const audit = (await storedAudit(t)).filter((r) => r.action === "comment-create");
        assert(audit.some((r) => r.summary.includes("block t")), JSON.stringify(audit));

        // Limited per link and client: ten in 15 minutes, then 429 and nothing stored.
        for (let i = 0; i < 8; i++) await comment(open, { ...doctor, text: `More ${i}` });
        const over = await comment(open, { ...doctor, text: "One too many" });
        assertEquals(over.status, 429);
        const count = (await editor.get(`${PAGE}/version/${pageVersionID}/comments`)).body.comments
          .filter(byVos).length;
        assertEquals(count, 10);
      },
    );

    await s.step("an unknown token is the site's 404; the POST one a 404 page", async () => {
      const made = (await share(editor, (await draftPage("Known")).pageVersionID)).body.url;
      const unknown = made.replace(/[^/]{6}$/, "AAAAAA");
      const res = await visit(unknown);
      assertEquals(res.status, 404);
      assert(!(await res.text()).includes("Known"));
      for (const path of ["/preview/x", "/preview/" + "y".repeat(500)]) {
        const r = await t.app.request(path);
        await r.body?.cancel();
        assertEquals(r.status, 404, path);
      }
      assertEquals((await sendPassword(unknown, "x")).status, 404);
    });

    await s.step("shared drafts are in neither the sitemap nor the search", async () => {
      const { pageVersionID } = await draftPage("Quokkaword", { slug: "quokka-draft" });
      const { url } = (await share(editor, pageVersionID)).body;
      assertEquals((await visit(url)).status, 200);
      const sitemap = await (await t.app.request("/sitemap.xml")).text();
      assert(!sitemap.includes("quokka-draft") && !sitemap.includes("/preview/"));
      assertEquals(await titles(t.client(), "Quokkaword"), []);
    });

    await s.step("create, first use of the day and revoke are in the audit trail", async () => {
      const { pageVersionID } = await draftPage("Audited");
      const made = (await share(editor, pageVersionID)).body;
      for (let i = 0; i < 3; i++) await (await visit(made.url)).body?.cancel();
      const real = shareClock.now;
      try {
        shareClock.now = () => real() + 24 * HOUR;
        await (await visit(made.url)).body?.cancel();
      } finally {
        shareClock.now = real;
      }
      await editor.delete(`${PAGE}/shares/${made.id}`);
      const records = (await storedAudit(t)).filter((r) =>
        r.action.startsWith("share-") && r.summary.includes(`share link ${made.id} `)
      );
      assertEquals(records.map((r) => [r.action, r.actorName === "anonymous"]), [
        ["share-create", false],
        ["share-use", true],
        ["share-use", true],
        ["share-revoke", false],
      ]);
    });
  } finally {
    await t.close();
  }
});
