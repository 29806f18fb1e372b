/**
 * Titles, slugs, rich text and translated links in a real browser against the real server. New
 * page: an over-long title says so at once (V_11) and is not cut, an empty one gets our message
 * rather than the browser's bubble, and a slug typed with capitals and accents shows what it will
 * be saved as before saving. The editor stores a text that ends in Enter, and a text typed and
 * erased, without trailing empty paragraphs. Translating a page: the slug follows the typed title,
 * the dialog lists the links that still lead to the source's language before the translation
 * opens, and on the public translation every content link answers 200.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { addBlock, dismissNotifications, signIn } from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";

/** Calls the API from inside the signed-in admin, with its cookie and CSRF token. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  // deno-lint-ignore no-explicit-any
  const json: any = await page.evaluate(async ({ method, path, body }) => {
    const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute("content") ?? "";
    const res = await fetch(`/api/ximblox${path}`, {
      method,
      headers: {
        "Content-Type": "application/json",
        "X-CSRF-Token": csrf,
        "X-Requested-With": "XMLHttpRequest",
      },
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
    });
    return await res.json();
  }, { method, path, body });
  ok(json.Success, `${method} ${path}: ${JSON.stringify(json.Errors)}`);
  return json;
}

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set. */
async function snap(page: Page, name: string) {
  const dir = Deno.env.get("SCREENSHOT_DIR");
  if (dir) await page.screenshot({ path: `${dir}/slugs-${name}.png`, fullPage: true });
}

async function publishedPage(page: Page, body: Record<string, unknown>): Promise<number> {
  const created = await api(page, "POST", "/page/create", {
    type: "page",
    locale: "en-gb",
    ...body,
  });
  await api(page, "POST", `/page/${created.pageID}/publish`);
  return created.pageID;
}

browserTest("slugs, titles, rich text and translated links", async (browser) => {
  const server = await startTestServer();
  const context = await browser.newContext({ locale: "en-GB" });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (err) => pageErrors.push(err.message));
  try {
    await signIn(page.context(), server.url, server.adminEmail, server.adminPassword);

    // New page: nothing typed is cut, and every message is ours.
    await page.goto(`${server.url}/cmsadmin/new-page`);
    await page.getByRole("heading", { name: "New page" }).waitFor();
    const title = page.getByLabel(/^Title/);
    deepStrictEqual(await title.getAttribute("required"), null, "no native required bubble");
    deepStrictEqual(await title.getAttribute("maxlength"), null, "no silent cut");
    await title.fill("T".repeat(255));
    deepStrictEqual((await title.inputValue()).length, 255);
    await page.getByText("The Title must be less than 255 characters.").waitFor();
    await title.fill("");
    const slug = page.getByLabel(/^Slug/);
    await slug.fill("Bad Slug!! äö");
    deepStrictEqual(await slug.inputValue(), "Bad Slug!! äö", "what was typed stays");
    await page.getByText("Will be saved as: /bad-slug-ao").waitFor();
    await page.getByText("This slug is available.").waitFor();
    await page.getByRole("button", { name: "Create page" }).click();
    await page.getByText("The Title field is required.").waitFor();
    await snap(page, "1-new-page");
    await slug.fill("a".repeat(201));
    await page.getByText("The slug must be at most 200 characters; this one has 201.").waitFor();
    await slug.fill("nl-nl/over");
    await page.getByText(/^A slug cannot start with a language code \(nl-nl\)/).waitFor();
    await slug.fill("Bad Slug!! äö");
    await title.fill("Bad slug");
    await page.getByText("This slug is available.").waitFor();
    await page.getByRole("button", { name: "Create page" }).click();
    await page.getByRole("heading", { name: "Bad slug", level: 1 }).waitFor();
    const newID = Number(new URL(page.url()).pathname.split("/").pop());
    deepStrictEqual((await api(page, "GET", `/page/${newID}`)).page.slug, "bad-slug-ao");

    // Rich text: Enter at the end, or typing and erasing, leaves no empty paragraph behind.
    await addBlock(page, "Text");
    await addBlock(page, "Text");
    const texts = page.locator('[data-block-type="text"] .rich-text-content');
    await texts.nth(0).click();
    await page.keyboard.type("Hello");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await texts.nth(1).click();
    await page.keyboard.type("x");
    await page.keyboard.press("Backspace");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Your changes were saved.").waitFor();
    await dismissNotifications(page);
    const stored = (await api(page, "GET", `/page/${newID}`)).page.pageVersion.blocks;
    deepStrictEqual(stored.map((b: { props: { html: string } }) => b.props.html), [
      "<p>Hello</p>",
      "",
    ]);

    // A page linking to a translated page and to one without a translation.
    const contactID = await publishedPage(page, { title: "Contact", slug: "contact" });
    await publishedPage(page, { title: "Prices", slug: "prices" });
    const nlContact = await api(page, "POST", "/page/create-translation", {
      pageID: contactID,
      newLocale: "nl-nl",
      title: "Contact",
      slug: "contact",
    });
    await api(page, "POST", `/page/${nlContact.pageID}/publish`);
    const aboutID = await publishedPage(page, {
      title: "About us",
      slug: "about",
      content: [
        {
          type: "button",
          key: "b",
          props: { label: "Prices", link: { kind: "internal", value: "prices" } },
        },
        {
          type: "text",
          key: "t",
          props: { html: '<p><a href="/contact">Contact</a> <a href="/prices">Prices</a></p>' },
        },
      ],
    });

    // Translate: the slug follows the title; the kept links are listed before the page opens.
    await page.goto(`${server.url}/cmsadmin/page/${aboutID}`);
    await page.getByRole("heading", { name: "About us", level: 1 }).waitFor();
    await page.getByRole("tab", { name: "Translations" }).click();
    await page.getByRole("button", { name: "Translate into nl-nl" }).click();
    const dialog = page.getByRole("dialog", { name: "Translate into nl-nl" });
    await dialog.getByLabel(/^Title/).fill("Over ons");
    deepStrictEqual(await dialog.getByLabel(/^Slug/).inputValue(), "over-ons");
    await dialog.getByText("This slug is available.").waitFor();
    await dialog.getByRole("button", { name: "Create translation" }).click();
    await dialog.getByText("2 links still lead to pages in the source's language").waitFor();
    await dialog.getByText("Block 1 (Button):").waitFor();
    await dialog.getByText("Block 2 (Text):").waitFor();
    deepStrictEqual(await dialog.locator("code").allInnerTexts(), ["/prices", "/prices"]);
    ok(page.url().endsWith(`/cmsadmin/page/${aboutID}`), "still on the source until acknowledged");
    await snap(page, "2-kept-links");
    await dialog.getByRole("button", { name: "Open the new page" }).click();
    await page.getByRole("heading", { name: "Over ons", level: 1 }).waitFor();
    const nlID = Number(new URL(page.url()).pathname.split("/").pop());
    ok(nlID > 0 && nlID !== aboutID, page.url());

    // Published, every content link of the translation answers 200.
    await api(page, "POST", `/page/${nlID}/publish`);
    const site = await context.newPage();
    deepStrictEqual((await site.goto(`${server.url}/nl-nl/over-ons`))?.status(), 200);
    const hrefs = await site.locator("main a[href^='/']").evaluateAll((links) =>
      links.map((a) => a.getAttribute("href") ?? "")
    );
    deepStrictEqual(hrefs.sort(), ["/nl-nl/contact", "/prices", "/prices"]);
    for (const href of new Set(hrefs)) {
      deepStrictEqual((await fetch(`${server.url}${href}`)).status, 200, href);
    }
    await site.close();
    deepStrictEqual(pageErrors, []);
  } finally {
    await context.close();
    await server.close();
  }
});
