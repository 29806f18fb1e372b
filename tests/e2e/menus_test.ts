/**
 * The menu editor in a real browser: an administrator builds a two-level main menu for en-gb (a
 * page found through the three-character search, with an external child, and a second top-level
 * item), is asked before switching menus with unsaved changes, moves the second item up by
 * keyboard (the focus stays on it) and saves with Ctrl+S; the stored order, the public `<nav>`
 * with `aria-current`, a renamed slug followed by the menu, and an unpublished target flagged in
 * the editor and left out of the public menu are checked. A deleted target is flagged and its save
 * error shown at the item; a stale save offers to reload. axe-core checks the screen and the item
 * dialog.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import {
  dismissNotifications,
  navLink,
  PAGE_PICKER_WAIT_MS,
  requestsSettledAfter,
  seriousViolations,
  signInToAdmin,
} from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";
import type { TestClient } from "../_utils/app.ts";
import { createTestPage, PAGE_API } from "../_utils/pages.ts";

const MENU_API = "/api/ximblox/menu";

async function publishedPage(c: TestClient, title: string, slug: string): Promise<number> {
  const { pageID } = await createTestPage(c, { title, slug });
  const res = await c.post(`${PAGE_API}/${pageID}/publish`);
  deepStrictEqual(res.status, 200, res.raw);
  return pageID;
}

/** The titles of the top-level items of the editor's tree, in order. */
function editorTitles(page: Page) {
  return page.locator('ul[aria-label="Items of the Main menu"] > li > [data-menu-item]')
    .evaluateAll((rows) => rows.map((r) => r.querySelector("p")?.textContent ?? ""));
}

/** The public main menu's top-level entries: a link's text, or a submenu's summary. */
function publicTopLevel(page: Page) {
  return page.locator('nav[aria-label="Main"] > ul > li').evaluateAll((items) =>
    items.map((li) => li.querySelector(":scope > a, :scope > details > summary")?.textContent)
  );
}

browserTest("menus: build, reorder by keyboard and save a main menu; the site follows", async (
  browser,
) => {
  const server = await startTestServer();
  const context = await browser.newContext({ locale: "en-GB", bypassCSP: true });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (err) => pageErrors.push(err.message));
  const searches: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/ximblox/page/search")) searches.push(r.postData() ?? "");
  });
  try {
    const api = await server.app.signedIn(1);
    const servicesID = await publishedPage(api, "Services", "services");
    await publishedPage(api, "About us", "about-us");

    await signInToAdmin(page, server.url, server.adminEmail, server.adminPassword);
    await (await navLink(page, "Site", "Menu structure")).click();
    await page.getByRole("heading", { name: "Menu structure", level: 1 }).waitFor();
    await page.getByText("The Main menu has no items yet").waitFor();
    deepStrictEqual(await seriousViolations(page), [], "empty menu screen accessibility");

    // A page item, found by searching from three characters.
    await page.getByRole("button", { name: "Add item" }).click();
    let dialog = page.getByRole("dialog", { name: "Add menu item" });
    await dialog.getByLabel(/^Title/).fill("Services");
    ok(await dialog.getByRole("radio", { name: "A page" }).isChecked(), "a page by default");
    const picker = dialog.getByRole("combobox", { name: /^Page/ });
    await picker.click();
    await picker.pressSequentially("se");
    await page.getByText("Type at least 3 characters to search the pages.").waitFor();
    await requestsSettledAfter(page, PAGE_PICKER_WAIT_MS);
    deepStrictEqual(searches, [], "no search under three characters");
    await picker.pressSequentially("r");
    const option = page.getByRole("option", { name: "Services (/services)" });
    await option.waitFor();
    deepStrictEqual(searches.map((s) => JSON.parse(s)), [{ locale: "en-gb", searchTerm: "ser" }]);
    deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "item dialog");
    await option.click();
    deepStrictEqual(await picker.inputValue(), "Services (/services)");
    await dialog.getByRole("button", { name: "Add item" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("Page: Services (/services)").waitFor();

    // An external child, checked before it is added.
    await page.getByRole("button", { name: "Add child item: Services" }).click();
    dialog = page.getByRole("dialog", { name: "Add child item" });
    await dialog.getByLabel(/^Title/).fill("Results portal");
    await dialog.getByRole("radio", { name: "A web address" }).check();
    await dialog.getByLabel(/^Web address/).fill("ftp://example.org/results");
    await dialog.getByRole("button", { name: "Add item" }).click();
    await dialog.getByText("The Web address is not a valid URL.").waitFor();
    deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "dialog with an error");
    await dialog.getByLabel(/^Web address/).fill("https://example.org/results");
    await dialog.getByRole("button", { name: "Add item" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("list", { name: "Items under Services" })
      .getByText("Web address: https://example.org/results").waitFor();

    // A second top-level item.
    await page.getByRole("button", { name: "Add item" }).click();
    dialog = page.getByRole("dialog", { name: "Add menu item" });
    await dialog.getByLabel(/^Title/).fill("News");
    await dialog.getByRole("radio", { name: "A web address" }).check();
    await dialog.getByLabel(/^Web address/).fill("https://example.org/news");
    await dialog.getByRole("button", { name: "Add item" }).click();
    await dialog.waitFor({ state: "hidden" });
    deepStrictEqual(await editorTitles(page), ["Services", "News"]);
    await page.getByText("Unsaved changes").waitFor();
    deepStrictEqual(await seriousViolations(page), [], "menu screen with items");

    // Switching menus with unsaved changes asks first; staying keeps them.
    await page.getByText("Footer menu (0)").click();
    const unsaved = page.getByRole("dialog", { name: "Unsaved changes" });
    await unsaved.getByRole("button", { name: "Stay" }).click();
    await unsaved.waitFor({ state: "hidden" });
    deepStrictEqual(await editorTitles(page), ["Services", "News"]);

    // Move News up by keyboard: the focus stays on its button.
    const moveUp = page.getByRole("button", { name: "Move up: News" });
    await moveUp.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() =>
      document.activeElement?.getAttribute("aria-label") === "Move up: News"
    );
    deepStrictEqual(await editorTitles(page), ["News", "Services"]);
    ok(
      await moveUp.getAttribute("aria-disabled") === "true",
      "the first item cannot move up further",
    );

    // Ctrl+S saves; the stored order follows. An item's dialog opened while the save is on its
    // way keeps what is typed in it when the saved menu (new objects, same items) comes back.
    // The route is in place before the key is pressed (a save sent before it was set would pass
    // unheld, and the test would wait for it for ever).
    let releaseSave!: () => void;
    let held!: () => void;
    const saveHeld = new Promise<void>((resolve) => held = resolve);
    await page.route(`**${MENU_API}/en-gb/main`, async (route) => {
      if (route.request().method() !== "PUT") return route.fallback();
      held();
      await new Promise<void>((release) => releaseSave = release);
      await route.fallback();
    });
    await page.keyboard.press("Control+s");
    await saveHeld;
    await page.getByRole("button", { name: "Edit: News" }).click();
    dialog = page.getByRole("dialog", { name: "Edit menu item" });
    await dialog.getByLabel(/^Title/).fill("News and events");
    releaseSave();
    await page.getByText("Main menu saved.").waitFor();
    await page.unroute(`**${MENU_API}/en-gb/main`);
    deepStrictEqual(await dialog.getByLabel(/^Title/).inputValue(), "News and events");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await dismissNotifications(page);
    await page.getByText("Main menu (3)").waitFor();
    // The save is in the menu's short history: who, and how many items.
    await page.getByRole("region", { name: "Recent saves" }).getByText(/, 3 items$/).waitFor();
    const stored = (await api.get(`${MENU_API}/en-gb/main`)).body.menu;
    deepStrictEqual(
      stored.items.map((i: { title: string }) => i.title),
      ["News", "Services"],
    );
    deepStrictEqual(stored.items[1].link, { kind: "internal", pageID: servicesID });
    deepStrictEqual(stored.items[1].children.map((i: { link: unknown }) => i.link), [
      { kind: "external", url: "https://example.org/results" },
    ]);

    // The public site draws it, marking the current page's item.
    const site = await context.newPage();
    await site.goto(`${server.url}/services`);
    deepStrictEqual(await publicTopLevel(site), ["News", "Services"]);
    const menu = site.locator('nav[aria-label="Main"]');
    const current = menu.locator('a[aria-current="page"]');
    deepStrictEqual(await current.count(), 1);
    deepStrictEqual(await current.getAttribute("href"), "/services");
    deepStrictEqual(await current.textContent(), "Services");
    deepStrictEqual(
      await menu.locator('a[href="https://example.org/results"]').textContent(),
      "Results portal",
    );

    // A renamed slug: the menu link follows.
    const renamed = await api.put(`${PAGE_API}/${servicesID}/save`, {
      id: servicesID,
      slug: "our-services",
      shouldUpdateLinks: false,
    });
    deepStrictEqual(renamed.status, 200, renamed.raw);
    await site.goto(`${server.url}/our-services`);
    deepStrictEqual(
      await menu.locator('a[aria-current="page"]').getAttribute("href"),
      "/our-services",
    );

    // Unpublished: flagged in the editor, left out (with its child) on the site.
    deepStrictEqual((await api.post(`${PAGE_API}/${servicesID}/unpublish`)).status, 200);
    await page.reload();
    const services = page.locator("[data-menu-item]").filter({ hasText: "Services" }).first();
    await services.getByText("Not published").waitFor();
    await services.getByText("Page: Services (/our-services)").waitFor();
    await site.goto(`${server.url}/about-us`);
    deepStrictEqual(await publicTopLevel(site), ["News"]);
    deepStrictEqual(await menu.locator('a[href="https://example.org/results"]').count(), 0);

    // Deleted: flagged, and a save names the problem next to the item.
    deepStrictEqual((await api.post(`${PAGE_API}/${servicesID}/delete`)).status, 200);
    await page.reload();
    await services.getByText("Page deleted").waitFor();
    await page.getByRole("button", { name: "Move down: News" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "1 item needs attention" }).waitFor();
    await services.getByText("This page does not exist in this language (any more).").waitFor();
    deepStrictEqual(await seriousViolations(page), [], "menu screen with a save error");

    // Someone else saves meanwhile: the next save offers to reload.
    const latest = (await api.get(`${MENU_API}/en-gb/main`)).body.menu;
    const other = await api.put(`${MENU_API}/en-gb/main`, {
      items: latest.items.slice(0, 1),
      revision: latest.revision,
    });
    deepStrictEqual(other.status, 200, other.raw);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const conflict = page.getByRole("alert").filter({ hasText: "Someone else saved this menu" });
    await conflict.waitFor();
    await conflict.getByRole("button", { name: "Reload menu" }).click();
    await conflict.waitFor({ state: "hidden" });
    // The alert goes when the reload starts; the items are drawn once the menu has arrived.
    await page.locator('ul[aria-label="Items of the Main menu"] > li').first().waitFor();
    deepStrictEqual(await editorTitles(page), ["News"]);
    deepStrictEqual(pageErrors, []);
  } finally {
    await context.close();
    await server.close();
  }
});
