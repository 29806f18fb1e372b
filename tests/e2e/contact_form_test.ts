/**
 * The demo's contact form on /contact in a real browser against the real server, the site
 * speaking Dutch. With JavaScript: errors when a field is left, the characters left, the
 * summary and the focus on the first field in error after a submit, the sending label, the
 * failure message, and the thank-you message that takes the focus (and the mail it sends).
 * Without JavaScript: the page answered again with the errors next to their fields and the
 * values kept, the captcha's box, and the thank-you page. axe-core finds no serious violation
 * before or after, in both.
 */
import { deepStrictEqual, equal, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { publishDemoPages, setDisplayLanguage } from "../_utils/demo_pages.ts";
import { seriousViolations, waitForMail, watchErrors } from "../_utils/e2e.ts";
import { startTestServer, type TestServer } from "../_utils/server.ts";
import { buildIslandsIfStale } from "../../tools/build_islands.ts";
import { getRole } from "../../lib/db/roles.ts";
import { getUser } from "../../lib/db/users.ts";
import { formPages } from "../../lib/seed/demo/contact.ts";
import { seedFormTemplates } from "../../lib/seed/demo/forms.ts";

async function setUp(): Promise<TestServer> {
  await buildIslandsIfStale();
  // A ticket of the form answered again passes at once: no waiting out the production's 3 s
  // (FORM_TICKET_MIN_AGE_MS; tests/routes/form_submit_test.ts checks that one refuses).
  const server = await startTestServer({ FORM_TICKET_MIN_AGE_MS: "0" });
  const admin = await server.app.signedIn(1);
  await setDisplayLanguage(admin, "nl");
  const user = (await getUser(server.app.deps.kv, admin.userID))!;
  const actor = { user, role: (await getRole(server.app.deps.kv, user.roleID))!, sessionHash: "" };
  const templates = await seedFormTemplates(server.app.deps, actor);
  await publishDemoPages(admin, formPages(templates));
  return server;
}

/** The message shown next to a field (its error line), by the field's id. */
function errorOf(page: Page, fieldID: string) {
  return page.locator(`#form-form3-${fieldID === "captcha" ? "captcha" : `f-${fieldID}`}-error`);
}

/** A field's input, by the field's id. */
function field(page: Page, fieldID: string) {
  return page.locator(`#form-form3-f-${fieldID}`);
}

const form = (page: Page) => page.locator("form.public-form");
const submit = (page: Page) => form(page).locator('button[type="submit"]');

/** Fills the contact form with valid answers (and the terms ticked). */
async function fillValid(page: Page) {
  await field(page, "voornaam").fill("Jan");
  await field(page, "achternaam").fill("de Vries");
  await field(page, "telefoonnummer").fill("06-12345678");
  await field(page, "e-mailadres").fill("jan@example.nl");
  await field(page, "bericht").fill("Wanneer is mijn uitslag bekend?");
  await field(page, "voorwaarden").check();
}

browserTest(
  "contact form with JavaScript: inline errors, characters left, sending label, thank-you, focus",
  async (browser) => {
    const server = await setUp();
    const context = await browser.newContext({ locale: "nl-NL", bypassCSP: true });
    try {
      const page = await context.newPage();
      const errors = watchErrors(page, /500/);
      await page.goto(`${server.url}/contact`);
      await page.locator("x-island[data-name=PublicForm]").waitFor();
      // Hydrated: the captcha line tells what it does instead of the no-script note.
      await page.getByText("Zonder JavaScript vraagt dit formulier").waitFor({ state: "detached" });
      deepStrictEqual(await seriousViolations(page), [], "before interacting");

      // Leaving a field typed in checks it.
      const first = field(page, "voornaam");
      await first.fill("x");
      await first.fill("");
      await first.press("Tab");
      equal(await errorOf(page, "voornaam").textContent(), "Dit veld is verplicht");
      equal(await first.getAttribute("aria-invalid"), "true");
      ok((await first.getAttribute("aria-describedby"))!.includes("-error"));
      await field(page, "e-mailadres").fill("geen-adres");
      await field(page, "e-mailadres").press("Tab");
      equal(await errorOf(page, "e-mailadres").textContent(), "Ongeldig e-mailadres");
      await field(page, "telefoonnummer").fill("12");
      await field(page, "telefoonnummer").press("Tab");
      equal(await errorOf(page, "telefoonnummer").textContent(), "Ongeldig telefoonnummer");
      // Fixing a field takes its message away at once.
      await field(page, "telefoonnummer").fill("06-12345678");
      equal(await errorOf(page, "telefoonnummer").count(), 0);
      // A field never visited shows nothing on leaving it.
      await field(page, "achternaam").focus();
      await field(page, "achternaam").press("Tab");
      equal(await errorOf(page, "achternaam").count(), 0);

      // The characters left of a limited field, live, and the limit reached.
      const message = field(page, "bericht");
      const count = page.locator("#form-form3-f-bericht-count");
      await count.waitFor(); // Shown once hydrated: from then on it counts.
      equal(await count.textContent(), "Nog 1000 tekens");
      await message.fill("Hallo");
      equal(await count.textContent(), "Nog 995 tekens");
      await message.fill("a".repeat(1000));
      equal(await count.textContent(), "Karakterlimiet bereikt");
      await page.locator(".public-form [role=status]", { hasText: "Karakterlimiet bereikt" })
        .waitFor();
      equal(await message.getAttribute("maxlength"), "1000");
      await message.fill("Wanneer is mijn uitslag bekend?");

      // Submitting with mistakes: every error shown, announced, the focus on the first one.
      await submit(page).click();
      await page.locator(".public-form__summary").waitFor();
      equal(
        await page.locator(".public-form [role=status]").textContent(),
        "Het formulier bevat 4 fouten",
      );
      equal(await page.evaluate(() => document.activeElement?.id), "form-form3-f-voornaam");
      equal(
        await errorOf(page, "voorwaarden").textContent(),
        "Vink dit aan om het formulier te versturen",
      );
      const links = await page.locator(".public-form__summary a").allTextContents();
      deepStrictEqual(links, [
        "Voornaam: Dit veld is verplicht",
        "Achternaam: Dit veld is verplicht",
        "E-mailadres: Ongeldig e-mailadres",
        "Ik ga akkoord met de algemene voorwaarden: Vink dit aan om het formulier te versturen",
      ]);
      // A summary link takes the focus to its field.
      await page.locator(".public-form__summary a", { hasText: "E-mailadres" }).click();
      equal(await page.evaluate(() => document.activeElement?.id), "form-form3-f-e-mailadres");
      deepStrictEqual(await seriousViolations(page), [], "with errors shown");

      // A server failure shows the failure message and keeps everything.
      await fillValid(page);
      await page.route(
        "**/_forms/submit",
        (route) =>
          route.fulfill({
            status: 500,
            contentType: "application/json",
            body: '{"Success":false}',
          }),
      );
      await submit(page).click();
      await page.getByRole("alert").filter({
        hasText: "Er is iets fout gegaan. Probeer het later nog eens.",
      }).waitFor();
      equal(await field(page, "voornaam").inputValue(), "Jan");
      await page.unroute("**/_forms/submit");

      // Sending: the button says so until the answer is in.
      let release!: () => void;
      const held = new Promise<void>((resolve) => release = resolve);
      await page.route("**/_forms/submit", async (route) => {
        await held;
        await route.continue();
      });
      await submit(page).click();
      await submit(page).filter({ hasText: "Bezig met versturen…" }).waitFor();
      equal(await submit(page).getAttribute("aria-disabled"), "true");
      release();

      // The thank-you message replaces the form and takes the focus.
      const thanks = page.locator(".public-form__thanks");
      await thanks.waitFor();
      equal(await form(page).count(), 0);
      equal(await thanks.locator("h3").textContent(), "Bedankt voor uw bericht");
      ok((await thanks.textContent())!.includes("binnen twee werkdagen"));
      // The focus moves once the message is drawn (an effect after the render): wait for it.
      await page.waitForFunction(() => document.activeElement?.className === "public-form__thanks");
      deepStrictEqual(await seriousViolations(page), [], "after sending");

      const mail = await waitForMail(server.mails, "info@example.com");
      ok(mail.text.includes("Wanneer is mijn uitslag bekend?"));
      await waitForMail(server.mails, "jan@example.nl");
      deepStrictEqual(errors, []);
    } finally {
      await context.close();
      await server.close();
    }
  },
);

browserTest(
  "contact form without JavaScript: errors next to fields with values kept, then thank-you",
  async (browser) => {
    const server = await setUp();
    const noScript = await browser.newContext({ locale: "nl-NL", javaScriptEnabled: false });
    // For axe (which needs script) the same pages with the island scripts held back.
    const axeContext = await browser.newContext({ locale: "nl-NL", bypassCSP: true });
    try {
      const page = await noScript.newPage();
      await page.goto(`${server.url}/contact`);
      await page.getByText("Zonder JavaScript vraagt dit formulier").waitFor();
      // Without JavaScript nothing counts the characters left: no count stands still there.
      ok(await page.locator("#form-form3-f-bericht-count").isHidden(), "no count without script");
      const typed = "<script>alert(1)</script>";
      await field(page, "voornaam").fill(typed);
      await field(page, "e-mailadres").fill("geen-adres");
      await field(page, "telefoonnummer").fill("12");
      await submit(page).click();

      // The page again, with the errors next to their fields and what was typed kept.
      await page.locator(".public-form__summary").waitFor();
      ok((await page.title()).startsWith("Fout: Contact"));
      equal(await field(page, "voornaam").inputValue(), typed);
      equal(await field(page, "e-mailadres").inputValue(), "geen-adres");
      equal(await errorOf(page, "e-mailadres").textContent(), "Ongeldig e-mailadres");
      equal(await errorOf(page, "telefoonnummer").textContent(), "Ongeldig telefoonnummer");
      equal(await errorOf(page, "achternaam").textContent(), "Dit veld is verplicht");
      equal(await errorOf(page, "bericht").textContent(), "Dit veld is verplicht");
      // The summary took the focus (autofocus), and its links lead to the fields.
      ok(await page.locator(".public-form__summary:focus").count() === 1);
      deepStrictEqual(
        await page.locator(".public-form__summary a").evaluateAll((as) =>
          as.map((a) => a.getAttribute("href"))
        ),
        [
          "#form-form3-f-achternaam",
          "#form-form3-f-telefoonnummer",
          "#form-form3-f-e-mailadres",
          "#form-form3-f-bericht",
          "#form-form3-f-voorwaarden",
          "#form-form3-captcha",
        ],
      );
      // The captcha asks for the box now.
      equal(await errorOf(page, "captcha").textContent(), "Dit veld is verplicht");

      await fillValid(page);
      await page.getByLabel(/Ik ben geen robot/).check();
      // One more mistake: the box, ticked once, stays ticked (issue 19).
      await field(page, "e-mailadres").fill("nog-steeds-fout");
      await submit(page).click();
      await errorOf(page, "e-mailadres").waitFor();
      ok(await page.getByLabel(/Ik ben geen robot/).isChecked(), "the robot box stays ticked");
      await field(page, "e-mailadres").fill("jan@example.nl");
      await submit(page).click();
      await page.getByRole("heading", { level: 1, name: "Bedankt voor uw bericht" }).waitFor();
      await page.getByRole("link", { name: "Terug naar Contact" }).waitFor();
      await waitForMail(server.mails, "info@example.com");

      const axePage = await axeContext.newPage();
      await axePage.route("**/static/islands/**", (route) => route.abort());
      await axePage.goto(`${server.url}/contact`);
      deepStrictEqual(await seriousViolations(axePage), [], "the form without script");
      await submit(axePage).click();
      await axePage.locator(".public-form__summary").waitFor();
      deepStrictEqual(await seriousViolations(axePage), [], "the form answered again");
      await axePage.goBack();
    } finally {
      await noScript.close();
      await axeContext.close();
      await server.close();
    }
  },
);
