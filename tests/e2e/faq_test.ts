/**
 * The FAQ on /faq in a real browser against the real server, with the demo's FAQs published and
 * the site speaking Dutch: the accordion opens and closes by keyboard; the search island filters
 * the questions as you type, hides categories left empty, announces the count or the
 * no-results message; axe-core finds no serious violation before or after. With JavaScript
 * disabled the accordion still works. The admin's FAQ screen lists the FAQs by category, creates
 * an FAQ and opens its editor, and reindexes the search — shown only with manage-search.
 */
import { deepStrictEqual, equal, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { publishDemoPages, setDisplayLanguage } from "../_utils/demo_pages.ts";
import {
  closeAll,
  navLink,
  seriousViolations,
  signIn,
  signInToAdmin,
  tabTo,
  watchErrors,
  withScriptAndNoScript,
} from "../_utils/e2e.ts";
import { startTestServer, type TestServer } from "../_utils/server.ts";
import { buildIslandsIfStale } from "../../tools/build_islands.ts";
import { matchesWords, searchWords } from "../../lib/content/text_match.ts";
import { plainText } from "../../lib/content/blocks/define.ts";
import { DEMO_FAQS, faqPages } from "../../lib/seed/demo/faqs.ts";

const QUESTIONS = DEMO_FAQS.map(([, question]) => question);

async function setUp(): Promise<TestServer> {
  await buildIslandsIfStale();
  const server = await startTestServer();
  const admin = await server.app.signedIn(1);
  await setDisplayLanguage(admin, "nl");
  await publishDemoPages(admin, faqPages());
  return server;
}

/** The questions shown, in order. */
function shown(page: Page): Promise<string[]> {
  return page.locator(".faq:not([hidden]) > summary").allTextContents();
}

/** The questions the filter should keep for `term`: question or answer holds every word. */
function expected(term: string): string[] {
  return DEMO_FAQS.filter(([, q, a]) => matchesWords(`${q} ${plainText(a)}`, searchWords(term)))
    .map(([, q]) => q);
}

browserTest(
  "FAQ: the accordion by keyboard, the search filter, axe before and after",
  async (browser) => {
    const server = await setUp();
    // The policy is bypassed for axe only; the second test runs under the site's own policy.
    const context = await browser.newContext({ locale: "nl-NL", bypassCSP: true });
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${server.url}/faq`);
      deepStrictEqual(await shown(page), QUESTIONS);
      deepStrictEqual(await page.locator(".faq-group__heading").allTextContents(), [
        "Bloedafname en monsters",
        "Uitslagen",
        "Kosten en vergoeding",
      ]);
      deepStrictEqual(await seriousViolations(page), [], "before interacting");

      // Keyboard only: Tab to a question, Enter opens it, Enter again closes it.
      const nuchter = page.locator(".faq").filter({ hasText: "Moet ik nuchter komen?" });
      const summary = nuchter.locator("summary");
      await tabTo(page, summary);
      await page.keyboard.press("Enter");
      await nuchter.locator(".faq__answer").getByText("Water drinken").waitFor();
      ok(await nuchter.evaluate((el) => (el as HTMLDetailsElement).open));
      await page.keyboard.press("Space");
      await nuchter.locator(".faq__answer").waitFor({ state: "hidden" });
      await page.keyboard.press("Enter");
      await nuchter.locator(".faq__answer").waitFor();

      // The search filters in place as you type, and says how many are left.
      const search = page.getByRole("searchbox", { name: "Zoek in de vragen" });
      const status = page.locator(".faq-search__status");
      equal(await status.getAttribute("role"), "status");
      await tabTo(page, search);
      await page.keyboard.type("uitslag");
      const uitslag = expected("uitslag");
      ok(uitslag.length > 1 && uitslag.length < QUESTIONS.length, `${uitslag.length} matches`);
      await status.filter({ hasText: `${uitslag.length} vragen gevonden` }).waitFor();
      deepStrictEqual(await shown(page), uitslag);
      // Words of an answer count too, and every word must be there.
      await search.fill("pin balie");
      await status.filter({ hasText: "1 vraag gevonden" }).waitFor();
      deepStrictEqual(await shown(page), ["Hoe betaal ik een onderzoek op eigen verzoek?"]);
      deepStrictEqual(
        await page.locator(".faq-group:not([hidden]) .faq-group__heading").allTextContents(),
        ["Kosten en vergoeding"],
        "categories without a match are hidden",
      );
      await search.fill("zzzq");
      await page.keyboard.press("Enter");
      await status.filter({ hasText: "Er zijn geen resultaten gevonden" }).waitFor();
      deepStrictEqual(await shown(page), []);
      equal(new URL(page.url()).pathname, "/faq", "Enter filters in place");
      deepStrictEqual(await seriousViolations(page), [], "after searching");

      await search.fill("");
      await page.waitForFunction(() => !document.querySelector(".faq[hidden]"));
      equal(await status.textContent(), "");
      deepStrictEqual(await shown(page), QUESTIONS);
      deepStrictEqual(errors, []);
    } finally {
      await closeAll(context);
      await server.close();
    }
  },
);

browserTest(
  "FAQ: under the site's policy; without JavaScript the accordion works",
  async (browser) => {
    const server = await setUp();
    await withScriptAndNoScript(browser, server, { locale: "nl-NL" }, async (context, noScript) => {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${server.url}/faq`);
      await page.getByRole("searchbox", { name: "Zoek in de vragen" }).fill("sperma");
      await page.locator(".faq-search__status").filter({ hasText: "gevonden" }).waitFor();
      deepStrictEqual(await shown(page), expected("sperma"));
      deepStrictEqual(errors, [], "no script errors, nothing refused by the policy");

      const plain = await noScript.newPage();
      await plain.goto(`${server.url}/faq`);
      const first = plain.locator(".faq").first();
      await first.locator("summary").click();
      await first.locator(".faq__answer").waitFor();
      const second = plain.locator(".faq").nth(1);
      await second.locator("summary").focus();
      await plain.keyboard.press("Enter");
      await second.locator(".faq__answer").waitFor();
      // Without script the search field is a form to the site search, filtered to FAQs.
      const search = plain.getByRole("searchbox", { name: "Zoek in de vragen" });
      await search.fill("nuchter");
      await search.press("Enter");
      await plain.waitForURL((url) => url.pathname === "/zoeken");
      const url = new URL(plain.url());
      equal(url.searchParams.get("q"), "nuchter");
      equal(url.searchParams.get("type"), "faq");
      await plain.getByRole("link", { name: "Moet ik nuchter komen?" }).first().waitFor();
    });
  },
);

browserTest("FAQ admin: by category, create an FAQ, reindex the search", async (browser) => {
  const server = await setUp();
  const editorPassword = "Quartz-pass-1!";
  await server.app.signedIn(2, { email: "editor@example.com", password: editorPassword });
  // The policy is bypassed for axe only (it is injected inline).
  const context = await browser.newContext({ locale: "en-GB", bypassCSP: true });
  const editorContext = await browser.newContext({ locale: "en-GB" });
  try {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInToAdmin(page, server.url, server.adminEmail, server.adminPassword);
    await (await navLink(page, "Site", "FAQ categories")).click();
    await page.getByRole("heading", { level: 1, name: "FAQ" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Uitslagen" }).waitFor();
    deepStrictEqual(await page.getByRole("heading", { level: 2 }).allTextContents(), [
      "Bloedafname en monsters",
      "Kosten en vergoeding",
      "Uitslagen",
    ]);
    await page.getByRole("link", { name: "Moet ik nuchter komen?" }).waitFor();
    deepStrictEqual(await seriousViolations(page), [], "the FAQ screen");

    // Reindex: the progress ends in success.
    await page.getByRole("button", { name: "Reindex FAQ search" }).click();
    await page.getByRole("status").filter({ hasText: "The search is up to date" }).waitFor();

    // Create an FAQ in an existing category: the editor opens on it.
    await page.getByRole("button", { name: "Create FAQ" }).click();
    const dialog = page.getByRole("dialog", { name: "Create FAQ" });
    await dialog.getByLabel("Question").waitFor();
    deepStrictEqual(await seriousViolations(page), [], "the Create FAQ dialog");
    await dialog.getByLabel("Question").fill("Kan ik parkeren bij de locatie?");
    await dialog.getByRole("combobox", { name: "Category" }).fill("Bloedafname en monsters");
    await dialog.getByText("faq/kan-ik-parkeren-bij-de-locatie").or(
      dialog.locator('input[value="faq/kan-ik-parkeren-bij-de-locatie"]'),
    ).first().waitFor();
    await dialog.getByRole("button", { name: "Create and edit" }).click();
    await page.waitForURL(/\/cmsadmin\/page\/\d+$/);
    await page.getByRole("tab", { name: "Details" }).click();
    equal(await page.getByLabel("Question").inputValue(), "Kan ik parkeren bij de locatie?");
    equal(
      await page.getByRole("combobox", { name: "Category" }).inputValue(),
      "Bloedafname en monsters",
    );

    // Back on the FAQ screen it is listed in its category, as a concept.
    await page.goto(`${server.url}/cmsadmin/faq`);
    const group = page.locator("section").filter({
      has: page.getByRole("heading", { level: 2, name: "Bloedafname en monsters" }),
    });
    await group.getByRole("link", { name: "Kan ik parkeren bij de locatie?" }).waitFor();
    ok((await group.innerText()).includes("6 questions"));
    deepStrictEqual(errors, []);

    // An editor (no manage-search) may list and create, not reindex.
    const editor = await editorContext.newPage();
    await signIn(editor.context(), server.url, "editor@example.com", editorPassword);
    await editor.goto(`${server.url}/cmsadmin/faq`);
    await editor.getByRole("heading", { level: 2, name: "Uitslagen" }).waitFor();
    await editor.getByRole("button", { name: "Create FAQ" }).waitFor();
    equal(await editor.getByRole("button", { name: "Reindex FAQ search" }).count(), 0);
  } finally {
    await closeAll(context, editorContext);
    await server.close();
  }
});
