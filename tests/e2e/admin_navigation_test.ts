/**
 * The admin's navigation and a restricted role, as a new editor meets them (issue 19): at
 * 1366×768 every section and every entry is on screen once its section is open (no scroll area
 * hiding entries), by mouse and by keyboard, with no two entries named alike; a role narrowed to
 * news pages without media rights is offered only news pages and no upload, and the new-page
 * form preselects what it may create.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { seriousViolations, tabTo, withAdminPage } from "../_utils/e2e.ts";
import { createStaff } from "../_utils/app.ts";
import { startTestServer } from "../_utils/server.ts";
import { insertRole } from "../../lib/db/roles.ts";

const SHOTS = Deno.env.get("SCREENSHOT_DIR");

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The links listed in the open section named `name` (the section's heading controls the list). */
async function sectionLinks(page: Page, name: string) {
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  const id = await nav.getByRole("button", { name, exact: true }).getAttribute("aria-controls");
  return nav.locator(`[id="${id}"]`).getByRole("link");
}

/** Asserts the element lies wholly inside the window (nothing to scroll to reach it). */
async function assertOnScreen(page: Page, selector: ReturnType<Page["locator"]>, what: string) {
  const box = await selector.boundingBox();
  const size = page.viewportSize()!;
  ok(box, `${what} is not rendered`);
  ok(box.y >= 0 && box.y + box.height <= size.height, `${what} lies outside the window`);
}

browserTest("admin navigation: every entry reachable at 1366×768, by mouse and keyboard", async (
  browser,
) => {
  const server = await startTestServer();
  await withAdminPage(browser, server, async (page, { errors }) => {
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const names = await nav.locator("button[aria-expanded]").allInnerTexts();
    deepStrictEqual(names, ["Content", "Site", "People", "Configuration"]);

    const seen: string[] = [];
    for (const name of names) {
      const heading = nav.getByRole("button", { name, exact: true });
      if (await heading.getAttribute("aria-expanded") !== "true") await heading.click();
      deepStrictEqual(await heading.getAttribute("aria-expanded"), "true");
      // One section open at a time: the others are closed.
      deepStrictEqual(await nav.locator("[aria-expanded=true]").count(), 1);
      const links = await sectionLinks(page, name);
      for (let i = 0; i < await links.count(); i++) {
        const link = links.nth(i);
        seen.push((await link.innerText()).trim());
        await assertOnScreen(page, link, `"${seen.at(-1)}" in ${name}`);
      }
      for (const foot of ["Settings", "Log Out"]) {
        await assertOnScreen(page, nav.getByText(foot, { exact: true }), foot);
      }
      await shot(page, `nav-${name.toLowerCase()}-1366x768`);
    }
    // Every screen is there once, under a name of its own.
    deepStrictEqual(new Set(seen).size, seen.length, `names repeat: ${seen.join(", ")}`);
    for (const name of ["FAQs", "FAQ categories", "Forms", "Newsletter", "Roles", "Site search"]) {
      ok(seen.includes(name), `${name} is missing from ${seen.join(", ")}`);
    }
    deepStrictEqual(await seriousViolations(page, "nav"), [], "navigation accessibility");

    // By keyboard: Tab to a closed section, open it with Enter, Tab to its entry, follow it.
    const site = nav.getByRole("button", { name: "Site", exact: true });
    if (await site.getAttribute("aria-expanded") === "true") await site.click();
    await page.locator("body").click({ position: { x: 700, y: 10 } });
    await tabTo(page, nav.getByRole("button", { name: "Site", exact: true }));
    await page.keyboard.press("Enter");
    const forms = nav.getByRole("link", { name: "Forms", exact: true });
    await tabTo(page, forms);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/cmsadmin\/forms$/);
    await nav.locator('a[aria-current="page"]').filter({ hasText: "Forms" }).waitFor();
    // The section of the current screen opens by itself on arrival.
    await page.goto(`${server.url}/cmsadmin/roles`);
    deepStrictEqual(
      await nav.getByRole("button", { name: "People", exact: true }).getAttribute(
        "aria-expanded",
      ),
      "true",
    );
    await nav.getByRole("link", { name: "Roles", exact: true }).waitFor();

    // On a phone the navigation opens from the menu button and fits as well.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Toggle navigation" }).click();
    await nav.getByRole("link", { name: "Roles", exact: true }).waitFor();
    await assertOnScreen(page, nav.getByText("Log Out", { exact: true }), "Log Out on a phone");
    await shot(page, "nav-people-390x844");
    deepStrictEqual(errors, []);
  });
});

browserTest("restricted role: only news pages, no upload, a type it may create preselected", async (
  browser,
) => {
  const server = await startTestServer();
  const deps = server.app.deps;
  const role = await insertRole(deps.kv, {
    name: "News writer",
    permissions: [
      { name: "create-page", parameters: { pageTypes: ["news"] } },
      { name: "edit-page", parameters: { pageTypes: ["news"] } },
      { name: "request-publication", parameters: {} },
    ],
  });
  const password = "Onyx-pass-1!";
  const writer = await createStaff(deps, { roleID: role.ID, password, name: "Wendy Writer" });
  await withAdminPage(browser, server, async (page, { errors }) => {
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    // Only the sections and entries the role can use.
    deepStrictEqual(await nav.locator("button[aria-expanded]").allInnerTexts(), [
      "Content",
      "Site",
    ]);
    deepStrictEqual(await (await sectionLinks(page, "Content")).allInnerTexts(), [
      "Page overview",
      "News",
      "New page",
      "Link report",
    ]);
    await nav.getByRole("button", { name: "Site", exact: true }).click();
    deepStrictEqual(await (await sectionLinks(page, "Site")).allInnerTexts(), [
      "Media Library",
      "Checks report",
    ]);
    await shot(page, "restricted-nav-1366x768");

    // The new-page form preselects News, the one type the role may create, and creating works.
    await nav.getByRole("button", { name: "Content", exact: true }).click();
    await nav.getByRole("link", { name: "New page", exact: true }).click();
    const typeInput = page.getByRole("combobox", { name: "Page type" });
    deepStrictEqual(await typeInput.inputValue(), "News article");
    await page.getByLabel(/^Title/).fill("Lab opens in Zwolle");
    await page.getByText("This slug is available.").waitFor();
    deepStrictEqual(await seriousViolations(page), [], "new page accessibility");
    await shot(page, "restricted-new-page-1366x768");
    await page.getByRole("button", { name: "Create page" }).click();
    await page.getByRole("heading", { name: "Lab opens in Zwolle", level: 1 }).waitFor();

    // The image picker lets the role choose images but offers no upload it would be refused.
    await page.getByRole("button", { name: "Add block" }).click();
    const chooser = page.getByRole("dialog", { name: "Add a block" });
    await chooser.getByLabel("Search block types").fill("Image");
    await chooser.getByRole("button", { name: "Image", exact: true }).click();
    await chooser.waitFor({ state: "hidden" });
    await page.locator('[data-block-type="image"]').getByRole("button", { name: "Choose image" })
      .click();
    const picker = page.getByRole("dialog", { name: "Choose an image" });
    await picker.getByLabel("Search files in this folder and below").waitFor();
    deepStrictEqual(await picker.getByRole("button", { name: "Upload" }).count(), 0);
    deepStrictEqual(await picker.getByText("Drag files here").count(), 0);
    // Nor does its empty folder invite an upload.
    await picker.getByText("No images in this folder yet.", { exact: true }).waitFor();
    deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "picker accessibility");
    await shot(page, "restricted-picker-1366x768");
    await page.keyboard.press("Escape");

    // On the phone the restricted navigation fits too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Toggle navigation" }).click();
    await nav.getByRole("link", { name: "News", exact: true }).waitFor();
    await shot(page, "restricted-nav-390x844");
    deepStrictEqual(errors, []);
  }, { email: writer.email, password });
});

browserTest(
  "restricted role: a forms clerk sees forms and newsletter, no page list it is refused",
  async (
    browser,
  ) => {
    const server = await startTestServer();
    const deps = server.app.deps;
    const role = await insertRole(deps.kv, {
      name: "Forms clerk",
      permissions: [{ name: "manage-forms", parameters: {} }],
    });
    const password = "Topaz-pass-1!";
    const clerk = await createStaff(deps, { roleID: role.ID, password, name: "Carl Clerk" });
    await withAdminPage(browser, server, async (page, { errors }) => {
      const nav = page.getByRole("navigation", { name: "Main navigation" });
      deepStrictEqual(await nav.locator("button[aria-expanded]").allInnerTexts(), ["Site"]);
      deepStrictEqual(await (await sectionLinks(page, "Site")).allInnerTexts(), [
        "Forms",
        "Newsletter",
      ]);
      // The dashboard offers no page list (the server would refuse it).
      deepStrictEqual(await page.getByRole("heading", { name: "Page overview" }).count(), 0);
      deepStrictEqual(await page.getByRole("alert").count(), 0);
      await shot(page, "forms-clerk-1366x768");
      deepStrictEqual(errors, []);
    }, { email: clerk.email, password });
  },
);
