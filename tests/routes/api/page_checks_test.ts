/**
 * The accessibility and quality checks through the API: the checks of a version, the same rules
 * answered and recorded by a publish, the report over published pages, and who may read them.
 */
import { assertEquals } from "../../_utils/assert.ts";
import { codes, type TestApp, type TestClient, withTestApp } from "../../_utils/app.ts";
import { createTestPage, PAGE_API as PAGE } from "../../_utils/pages.ts";
import { keys } from "../../../lib/db/keys.ts";
import { getPage } from "../../../lib/db/pages.ts";
import type { UserRecord } from "../../../lib/db/users.ts";

const REPORT = "/api/ximblox/reports/checks";

/** A page with three problems of its own: a skipped heading level, vague link text, no video title. */
const FLAWED = [
  { type: "heading", key: "h", props: { text: "Opening hours", level: 3 } },
  {
    type: "button",
    key: "b",
    props: { label: "Klik hier", link: { kind: "internal", value: "/" } },
  },
  { type: "video", key: "v", props: { url: "dQw4w9WgXcQ", title: "" } },
];

const SOUND = [
  { type: "hero", key: "top", props: { heading: "Welcome", level: 1 } },
  { type: "heading", key: "h", props: { text: "Opening hours", level: 2 } },
];

function rulesOf(problems: { rule: string; blockKey: string | null; field: string | null }[]) {
  return problems.map((p) => `${p.rule}@${p.blockKey ?? ""}:${p.field ?? ""}`);
}

async function speaks(t: TestApp, c: TestClient, language: UserRecord["language"]) {
  const user = (await t.deps.kv.get<UserRecord>(keys.user(c.userID))).value!;
  await t.deps.kv.set(keys.user(c.userID), { ...user, language });
}

async function page(c: TestClient, over: Record<string, unknown>) {
  return await createTestPage(c, { seoDescription: "", ...over });
}

Deno.test("GET version/{id}/checks answers the version's problems in the caller's language", () =>
  withTestApp(async (t) => {
    const editor = await t.signedIn(2);
    const { pageVersionID } = await page(editor, { content: FLAWED });
    const res = await editor.get(`${PAGE}/version/${pageVersionID}/checks`);
    assertEquals(res.status, 200, res.raw);
    assertEquals(res.body.Success, true);
    assertEquals(rulesOf(res.body.problems), [
      "seo-description-missing@:seoDescription",
      "heading-main@:",
      "heading-order@h:level",
      "link-text@b:label",
      "video-title@v:title",
    ]);
    assertEquals(
      res.body.problems[3].message,
      "Link text “Klik hier” does not say where the link goes",
    );
    await speaks(t, editor, "nl");
    const nl = await editor.get(`${PAGE}/version/${pageVersionID}/checks`);
    assertEquals(
      nl.body.problems[3].message,
      "Linktekst „Klik hier” zegt niet waar de link heen gaat",
    );
    assertEquals(nl.body.problems[4].message, "Video zonder titel");
  }));

Deno.test("a publish answers its problems, publishes anyway and records how many", () =>
  withTestApp(async (t) => {
    const publisher = await t.signedIn(3);
    const { pageID } = await page(publisher, { content: FLAWED });
    const res = await publisher.post(`${PAGE}/${pageID}/publish`);
    assertEquals(res.status, 200, res.raw);
    assertEquals(res.body.publishedWithProblems, 5);
    assertEquals(rulesOf(res.body.problems).length, 5);
    assertEquals(res.body.problems[4].rule, "video-title");
    assertEquals((await getPage(t.deps.kv, pageID))!.publishedWithProblems, 5);
    assertEquals((await publisher.get(`${PAGE}/${pageID}`)).body.page.publishedWithProblems, 5);
    // A sound page publishes with nothing open.
    const sound = await createTestPage(publisher, {
      content: SOUND,
      title: "Sound",
    });
    const clean = await publisher.post(`${PAGE}/${sound.pageID}/publish`);
    // The SEO description is set through a version store; createTestPage leaves it empty.
    assertEquals(rulesOf(clean.body.problems), ["seo-description-missing@:seoDescription"]);
  }));

Deno.test("duplicate titles among published pages of a locale are found on the server", () =>
  withTestApp(async (t) => {
    const publisher = await t.signedIn(3);
    const first = await page(publisher, { title: "Contact", content: SOUND });
    const second = await page(publisher, { title: " contact ", content: SOUND });
    const dutch = await page(publisher, { title: "Contact", content: SOUND, locale: "nl-nl" });
    // Not published yet: nothing to be confused with.
    const before = await publisher.get(`${PAGE}/version/${second.pageVersionID}/checks`);
    assertEquals(
      before.body.problems.some((p: { rule: string }) => p.rule === "duplicate-title"),
      false,
    );
    await publisher.post(`${PAGE}/${first.pageID}/publish`);
    await publisher.post(`${PAGE}/${dutch.pageID}/publish`);
    const after = await publisher.get(`${PAGE}/version/${second.pageVersionID}/checks`);
    assertEquals(after.body.problems[0].rule, "duplicate-title");
    assertEquals(after.body.problems[0].field, "title");
    // The page itself is no duplicate of itself, and another locale is another site.
    const own = await publisher.get(`${PAGE}/version/${first.pageVersionID}/checks`);
    assertEquals(
      own.body.problems.some((p: { rule: string }) => p.rule === "duplicate-title"),
      false,
    );
    const published = await publisher.post(`${PAGE}/${second.pageID}/publish`);
    assertEquals(published.body.problems[0].rule, "duplicate-title");
  }));

Deno.test("GET reports/checks lists published pages with problems, per locale", () =>
  withTestApp(async (t) => {
    const publisher = await t.signedIn(3);
    const flawed = await page(publisher, { title: "Flawed", content: FLAWED });
    await page(publisher, { title: "Draft only", content: FLAWED });
    const dutch = await page(publisher, { title: "Gebrekkig", content: FLAWED, locale: "nl-nl" });
    await publisher.post(`${PAGE}/${flawed.pageID}/publish`);
    await publisher.post(`${PAGE}/${dutch.pageID}/publish`);
    const en = await publisher.get(`${REPORT}?locale=en-gb`);
    assertEquals(en.status, 200, en.raw);
    assertEquals(en.body.totalItems, 1);
    assertEquals(en.body.items[0].pageID, flawed.pageID);
    assertEquals(en.body.items[0].title, "Flawed");
    assertEquals(en.body.items[0].problems.length, 5);
    const all = await publisher.get(REPORT);
    assertEquals(
      all.body.items.map((i: { pageID: number }) => i.pageID).sort(),
      [
        flawed.pageID,
        dutch.pageID,
      ].sort(),
    );
    const bad = await publisher.get(`${REPORT}?locale=xx`);
    assertEquals([bad.status, codes(bad)], [400, ["V_12"]]);
  }));

Deno.test("checks and the report: only for those who may read the pages", () =>
  withTestApp(async (t) => {
    const publisher = await t.signedIn(3);
    const english = await page(publisher, { content: FLAWED });
    const dutch = await page(publisher, { content: FLAWED, locale: "nl-nl" });
    await publisher.post(`${PAGE}/${english.pageID}/publish`);
    await publisher.post(`${PAGE}/${dutch.pageID}/publish`);
    await t.deps.kv.set(keys.role(7), {
      ID: 7,
      name: "Dutch editors",
      permissions: [{ name: "edit-page", parameters: { locales: ["nl-nl"] } }],
    });
    const narrow = await t.signedIn(7);
    const hidden = await narrow.get(`${PAGE}/version/${english.pageVersionID}/checks`);
    assertEquals([hidden.status, codes(hidden)], [403, ["UM_01"]]);
    assertEquals((await narrow.get(`${PAGE}/version/${dutch.pageVersionID}/checks`)).status, 200);
    const report = await narrow.get(REPORT);
    assertEquals(report.body.items.map((i: { pageID: number }) => i.pageID), [dutch.pageID]);
    assertEquals((await narrow.get(`${REPORT}?locale=en-gb`)).status, 403);
    const anonymous = t.client();
    assertEquals((await anonymous.get(REPORT)).status, 401);
    assertEquals(
      (await anonymous.get(`${PAGE}/version/${dutch.pageVersionID}/checks`)).status,
      401,
    );
  }));

Deno.test("accepting a publication request answers the problems it publishes with", () =>
  withTestApp(async (t) => {
    const editor = await t.signedIn(2);
    const reviewer = await t.signedIn(1);
    const { pageID, pageVersionID } = await page(editor, { content: FLAWED });
    const asked = await editor.post(`${PAGE}/${pageID}/request-publication`, {});
    assertEquals(asked.status, 200, asked.raw);
    const res = await reviewer.post(`${PAGE}/version/${pageVersionID}/accept-publication`, {});
    assertEquals(res.status, 200, res.raw);
    assertEquals([res.body.status, res.body.publishedWithProblems], ["accepted", 5]);
    assertEquals(res.body.problems[4].rule, "video-title");
    assertEquals((await getPage(t.deps.kv, pageID))!.publishedWithProblems, 5);
  }));
