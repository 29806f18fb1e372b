/** Menus (issue 10): the /api/ximblox/menu contract, and the menus on the public site. */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, type TestClient, withTestApp as withApp } from "../../_utils/app.ts";
import { keys } from "../../../lib/db/keys.ts";
import { tryCommitWith } from "../../../lib/db/commit_with.ts";
import { createTestPage, PAGE_API as PAGE } from "../../_utils/pages.ts";

const MENU = "/api/ximblox/menu";

async function published(c: TestClient, slug: string, locale = "en-gb"): Promise<number> {
  const { pageID } = await createTestPage(c, { slug, locale, title: `Title ${slug}` });
  assertEquals((await c.post(`${PAGE}/${pageID}/publish`)).status, 200);
  return pageID;
}

function item(id: string, title: string, link: unknown, children: unknown[] = []) {
  return { id, title, link, children };
}

function hasError(
  res: { body: { Errors?: { property: string; code: string }[] } },
  property: string,
  code: string,
) {
  return (res.body.Errors ?? []).some((e) => e.property === property && e.code === code);
}

Deno.test("menu: empty, saved two levels deep, read back with a new revision", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const empty = await c.get(`${MENU}/en-gb/main`);
    assertEquals(empty.status, 200, empty.raw);
    assertEquals(empty.body, {
      Success: true,
      menu: { locale: "en-gb", name: "main", items: [], revision: "" },
    });
    const about = await published(c, "about");
    const items = [
      item("a", "About", { kind: "internal", pageID: about }, [
        item("b", "Example", { kind: "external", url: "https://example.com/x" }),
        item("c", "Team", { kind: "anchor", pageID: about, anchor: "team" }),
      ]),
    ];
    const saved = await c.put(`${MENU}/en-gb/main`, { items, revision: "" });
    assertEquals(saved.status, 200, saved.raw);
    assertEquals(saved.body.menu.items, items);
    assert(saved.body.menu.revision !== "");
    const got = await c.get(`${MENU}/en-gb/main`);
    assertEquals(got.body.menu, saved.body.menu);

    // The old revision is stale now.
    const stale = await c.put(`${MENU}/en-gb/main`, { items: [], revision: "" });
    assertEquals(stale.status, 409);
    assertEquals(codes(stale), ["PM_02"]);

    const list = await c.get(`${MENU}/en-gb`);
    assertEquals(list.body, {
      Success: true,
      menus: [
        { name: "main", itemCount: 3 },
        { name: "footer", itemCount: 0 },
        { name: "professional", itemCount: 0 },
        { name: "patient", itemCount: 0 },
      ],
    });
    // Each locale has its own menus.
    assertEquals((await c.get(`${MENU}/nl-nl/main`)).body.menu.items, []);
    assertEquals((await c.get(`${MENU}/xx-xx/main`)).status, 404);
    assertEquals(codes(await c.get(`${MENU}/en-gb/sidebar`)), ["NF_01"]);
  }));

Deno.test("menu: invalid items are refused with their property path", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const nl = await published(c, "over-ons", "nl-nl");
    const bad = async (items: unknown[], property: string, code: string) => {
      const res = await c.put(`${MENU}/en-gb/main`, { items, revision: "" });
      assertEquals(res.status, 400, res.raw);
      assert(hasError(res, property, code), `${property} ${code}: ${res.raw}`);
    };
    await bad(
      [item("a", "A", { kind: "external", url: "https://ok.example" }, [
        item("b", "B", { kind: "external", url: "https://ok.example" }),
        item("c", "C", { kind: "external", url: "javascript:alert(1)" }),
      ])],
      "items.0.children.1.link.url",
      "V_13",
    );
    await bad([item("a", "A", { kind: "internal", pageID: nl })], "items.0.link.pageID", "V_12");
    await bad([item("a", "A", { kind: "internal", pageID: 9999 })], "items.0.link.pageID", "V_12");
    await bad([item("a", "", { kind: "anchor", anchor: "x" })], "items.0.title", "V_01");
    await bad(
      [item("a", "x".repeat(255), { kind: "anchor", anchor: "x" })],
      "items.0.title",
      "V_11",
    );
    const deep = (n: number): unknown =>
      item(`d${n}`, "D", { kind: "anchor", anchor: "x" }, n > 1 ? [deep(n - 1)] : []);
    await bad([deep(4)], "items.0.children.0.children.0.children", "V_12");
    assertEquals(
      (await c.put(`${MENU}/en-gb/main`, { items: [deep(3)], revision: "" })).status,
      200,
    );
  }));

Deno.test("menu: permissions", () =>
  withApp(async (t) => {
    const anonymous = t.client();
    assertEquals((await anonymous.get(`${MENU}/en-gb/main`)).status, 401);
    assertEquals((await anonymous.get(`${MENU}/en-gb`)).status, 401);
    const editor = await t.signedIn(2);
    assertEquals((await editor.get(`${MENU}/en-gb/main`)).status, 200);
    const refused = await editor.put(`${MENU}/en-gb/main`, { items: [], revision: "" });
    assertEquals(refused.status, 403);
    assertEquals(codes(refused), ["UM_01"]);
    const publisher = await t.signedIn(3);
    assertEquals(
      (await publisher.put(`${MENU}/en-gb/main`, { items: [], revision: "" })).status,
      200,
    );
  }));

Deno.test("menu: the public site draws the menus, current, renamed and unpublished targets", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const home = await published(c, "home-page");
    const about = await published(c, "about");
    const news = await published(c, "news");
    const main = [
      item("1", "Home page", { kind: "internal", pageID: home }),
      item("2", "About us", { kind: "internal", pageID: about }, [
        item("3", "Latest news", { kind: "internal", pageID: news }),
      ]),
      item("4", "Elsewhere", { kind: "external", url: "https://example.com/" }),
    ];
    assertEquals((await c.put(`${MENU}/en-gb/main`, { items: main, revision: "" })).status, 200);
    const footer = [item("f", "Privacy", { kind: "external", url: "https://example.com/privacy" })];
    assertEquals(
      (await c.put(`${MENU}/en-gb/footer`, { items: footer, revision: "" })).status,
      200,
    );

    const html = async (path: string) => {
      const res = await t.app.request(path);
      assertEquals(res.status, 200, path);
      return await res.text();
    };
    let page = await html("/home-page");
    const nav = page.match(/<nav class="main-menu" aria-label="Main">.*?<\/nav>/s)?.[0] ?? "";
    assert(nav, page);
    assert(nav.includes('<a href="/home-page" aria-current="page">Home page</a>'), nav);
    assert(nav.includes('<a href="/about">About us</a>'), nav);
    assert(nav.includes("<details><summary>About us</summary>"), nav);
    assert(nav.includes('<a href="/news">Latest news</a>'), nav);
    assert(nav.includes('href="https://example.com/"'), nav);
    const foot = page.match(/<footer.*?<\/footer>/s)?.[0] ?? "";
    assert(foot.includes('<nav class="footer-menu" aria-label="Footer">'), foot);
    assert(foot.includes('href="https://example.com/privacy"'), foot);

    // The current page inside a submenu is marked, its disclosure closed (issue 19: opened, it
    // lay over the content on arrival).
    page = await html("/news");
    assert(page.includes("<details><summary>About us</summary>"), page);
    assert(!page.includes("<details open"), page);
    assert(page.includes('<a href="/news" aria-current="page">Latest news</a>'), page);

    // A rename shows on the very next request.
    const renamed = await c.put(`${PAGE}/${about}/save`, {
      id: about,
      slug: "about-us",
      shouldUpdateLinks: false,
    });
    assertEquals(renamed.status, 200, renamed.raw);
    page = await html("/home-page");
    assert(page.includes('<a href="/about-us">About us</a>'), page);

    // An unpublished target is left out, on the very next request.
    assertEquals((await c.post(`${PAGE}/${news}/unpublish`)).status, 200);
    page = await html("/home-page");
    assert(!page.includes("Latest news"), page);

    // A menu save shows on the very next request too.
    const got = await c.get(`${MENU}/en-gb/main`);
    const res = await c.put(`${MENU}/en-gb/main`, {
      items: [item("9", "Only item", { kind: "external", url: "https://example.org/" })],
      revision: got.body.menu.revision,
    });
    assertEquals(res.status, 200, res.raw);
    page = await html("/home-page");
    assert(page.includes("Only item") && !page.includes("About us"), page);
  }));

Deno.test("menu: saves are kept in a short history; the link report lists items whose target is gone", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const kept = await published(c, "kept");
    const hidden = await published(c, "hidden");
    const gone = await published(c, "gone");
    const items = [
      item("k", "Kept", { kind: "internal", pageID: kept }, [
        item("h", "Hidden", { kind: "anchor", pageID: hidden, anchor: "top" }),
      ]),
      item("g", "Gone", { kind: "internal", pageID: gone }),
    ];
    const saved = await c.put(`${MENU}/en-gb/main`, { items, revision: "" });
    assertEquals(saved.status, 200, saved.raw);
    const history = await c.get(`${MENU}/en-gb/main/history`);
    assertEquals(history.status, 200, history.raw);
    assertEquals(history.body.history.length, 1);
    assertEquals(history.body.history[0].itemCount, 3);
    assert(history.body.history[0].userName !== "", history.raw);
    assertEquals((await t.client().get(`${MENU}/en-gb/main/history`)).status, 401);

    let report = await c.get(`${PAGE}/link-report`);
    assertEquals(report.body.menuItems, []);
    assertEquals((await c.post(`${PAGE}/${hidden}/unpublish`)).status, 200);
    assertEquals((await c.post(`${PAGE}/${gone}/delete`)).status, 200);
    report = await c.get(`${PAGE}/link-report`);
    assertEquals(report.body.menuItems, [
      {
        locale: "en-gb",
        menu: "main",
        itemID: "h",
        trail: ["Kept", "Hidden"],
        targetPageID: hidden,
        problem: "unpublished",
      },
      {
        locale: "en-gb",
        menu: "main",
        itemID: "g",
        trail: ["Gone"],
        targetPageID: gone,
        problem: "missing",
      },
    ]);
    // Someone who may not read the en-gb menus sees none of them.
    await t.deps.kv.set(keys.role(5), {
      ID: 5,
      name: "Dutch editor",
      permissions: [{ name: "edit-page", parameters: { locales: ["nl-nl"] } }],
    });
    const dutch = await t.signedIn(5);
    assertEquals((await dutch.get(`${PAGE}/link-report`)).body.menuItems, []);
  }));

Deno.test("menu: an external link stored before the link rule was strict is not drawn", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    await published(c, "home-page");
    // As an older version stored it: the API refuses it now (V_13).
    const refused = await c.put(`${MENU}/en-gb/main`, {
      revision: "",
      items: [item("bad", "Evil", { kind: "external", url: "/\\evil.test" })],
    });
    assertEquals(refused.status, 400);
    await tryCommitWith(
      t.deps.kv,
      t.deps.kv.atomic().set(keys.menu("en-gb", "main"), {
        items: [
          item("bad", "Evil", { kind: "external", url: "https://a@evil.test/" }),
          item("ok", "Fine", { kind: "external", url: "https://example.com/" }),
        ],
        updatedAt: Date.now(),
        updatedBy: 1,
      }),
      { siteChanged: true },
    );
    const html = await (await t.app.request("/home-page")).text();
    assert(html.includes('href="https://example.com/"'), "the good link is drawn");
    assert(!html.includes("evil.test"), "the stored bad link is not");
  }));
