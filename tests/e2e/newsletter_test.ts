/**
 * The newsletter in a real browser against the real server, the site speaking Dutch: the signup
 * block by keyboard (errors under their fields with the focus on the first, then subscribe →
 * sending → success, and 'Error' when the server refuses), the confirmation link's page, the form
 * without JavaScript, and the admin's subscriber list (the confirmed subscriber shown, the CSV
 * download, delete after a confirmation). axe-core finds no serious violation on any of them.
 */
import { deepStrictEqual, equal, ok } from "node:assert";
import type { Locator } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { publishDemoPages, setDisplayLanguage } from "../_utils/demo_pages.ts";
import {
  navLink,
  seriousViolations,
  signInToAdmin,
  tabTo,
  transitionsDone,
  watchErrors,
} from "../_utils/e2e.ts";
import { startTestServer, type TestServer } from "../_utils/server.ts";
import { linkIn } from "../_utils/smtp.ts";
import { buildIslandsIfStale } from "../../tools/build_islands.ts";
import type { Block } from "../../lib/content/blocks/index.ts";
import { SIGNUP_LIMIT } from "../../lib/ops/newsletter/subscribe.ts";

const HEADING = "Blijf op de hoogte";

async function setUp(): Promise<TestServer & { homeID: number }> {
  await buildIslandsIfStale();
  const server = await startTestServer();
  const admin = await server.app.signedIn(1);
  await setDisplayLanguage(admin, "nl");
  const block = (type: string, key: string, props: Record<string, unknown>) =>
    ({ type, key, props, anchorPoint: "", __images: {}, __files: {} }) as Block;
  const ids = await publishDemoPages(admin, [{
    title: "Home",
    slug: "/",
    locale: "en-gb",
    seoDescription: "",
    blocks: [
      block("heading", "h1", { text: "Welkom", level: 1 }),
      block("newsletter", "nl1", { heading: HEADING, intro: "Eens per maand ons nieuws." }),
    ],
  }]);
  return Object.assign(server, { homeID: ids.get("/")! });
}

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/** Spends the signups the loopback address may make, as another tab of the visitor would. */
async function useUpSignups(server: TestServer): Promise<void> {
  for (let i = 0; i < SIGNUP_LIMIT.max; i++) {
    const probe = await fetch(`${server.url}/api/ximblox/newsletter/token`);
    await probe.body?.cancel();
    const res = await fetch(`${server.url}/api/ximblox/newsletter/subscribe`, {
      method: "POST",
      headers: {
        Cookie: probe.headers.getSetCookie()[0].split(";")[0],
        "Content-Type": "application/json",
        "X-CSRF-Token": probe.headers.get("X-CSRF-Token")!,
      },
      body: JSON.stringify({ name: "Tab", email: `tab${i}@example.com` }),
    });
    await res.body?.cancel();
  }
}

browserTest(
  "newsletter: by keyboard the button goes subscribe → sending → success; refused, 'Error'",
  async (browser) => {
    const server = await setUp();
    // The policy is bypassed for axe only; the no-script test runs under the site's own policy.
    const context = await browser.newContext({ locale: "nl-NL", bypassCSP: true });
    try {
      const page = await context.newPage();
      const errors = watchErrors(page, /429/);
      await page.goto(server.url);
      const block = page.locator("section.block-newsletter");
      await block.getByRole("heading", { name: HEADING }).waitFor();
      const name = block.getByLabel("Naam");
      const email = block.getByLabel("E-mailadres");
      const button = block.locator("button[type=submit]");
      const status = block.getByRole("status");
      equal(await button.textContent(), "Inschrijven");
      deepStrictEqual(await seriousViolations(page), [], "before signing up");
      // Hydrated: the island's script is in the page.
      await page.waitForFunction(() =>
        [...document.scripts].some((s) => s.src.includes("NewsletterSignup"))
      );
      // Module scripts run before DOMContentLoaded, and hydrating is synchronous: by then the
      // island handles the form.
      await page.waitForLoadState("domcontentloaded");

      // Sent empty: both fields say they are required, and the focus goes to the first.
      await tabTo(page, button);
      await page.keyboard.press("Enter");
      await block.getByText("Dit veld is verplicht").first().waitFor();
      equal(await block.getByText("Dit veld is verplicht").count(), 2);
      await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "name");
      equal(await name.getAttribute("aria-invalid"), "true");
      equal(
        await page.locator(`#${await name.getAttribute("aria-describedby")}`).textContent(),
        "Dit veld is verplicht",
      );
      await page.keyboard.type("Anna de Vries");
      await page.keyboard.press("Tab");
      ok(await isFocused(email));
      await page.keyboard.type("anna@voorbeeld");
      await page.keyboard.press("Enter");
      await block.getByText("Ongeldig e-mailadres").waitFor();
      ok(await isFocused(email), "the focus goes to the wrong field");
      equal(await block.getByText("Dit veld is verplicht").count(), 0);
      deepStrictEqual(await seriousViolations(page), [], "with errors");

      // The signup is held on its way, so the sending state can be seen.
      let release!: () => void;
      const held = new Promise<void>((r) => release = r);
      await page.route("**/api/ximblox/newsletter/subscribe", async (route) => {
        await held;
        await route.continue();
      });
      await page.keyboard.type(".nl");
      await tabTo(page, button);
      await page.keyboard.press("Enter");
      await button.filter({ hasText: "Bezig met versturen…" }).waitFor();
      equal(await button.getAttribute("aria-disabled"), "true");
      release();
      await button.filter({ hasText: "Verstuurd" }).waitFor();
      await status.filter({ hasText: "Bijna klaar! We hebben u een e-mail gestuurd." }).waitFor();
      deepStrictEqual(await seriousViolations(page), [], "after signing up");
      await page.unroute("**/api/ximblox/newsletter/subscribe");

      // The confirmation mail, in Dutch, with its link: a page with a button that confirms.
      const mail = await server.app.smtp.waitFor("anna@voorbeeld.nl");
      equal(mail.subject, "Bevestig uw inschrijving voor de nieuwsbrief van Ximblox Test");
      const link = linkIn(mail, `${server.url}/newsletter/confirm/`);
      const confirm = await context.newPage();
      await confirm.goto(link);
      await confirm.getByRole("heading", { level: 1, name: "Bevestig uw inschrijving" }).waitFor();
      deepStrictEqual(await seriousViolations(confirm), [], "the confirmation page");
      await confirm.getByRole("button", { name: "Inschrijving bevestigen" }).click();
      await confirm.getByRole("heading", { level: 1, name: "Inschrijving bevestigd" }).waitFor();
      await confirm.goto(link);
      await confirm.getByRole("heading", { level: 1, name: "Deze link werkt niet meer" }).waitFor();

      // Changing a field makes the button "subscribe" again; a server that refuses: 'Error'.
      await useUpSignups(server);
      await email.focus();
      await page.keyboard.press("End");
      await page.keyboard.type("x");
      equal(await button.textContent(), "Inschrijven");
      await tabTo(page, button);
      await page.keyboard.press("Enter");
      await button.filter({ hasText: "Error" }).waitFor();
      await status.filter({ hasText: "Error" }).waitFor();
      deepStrictEqual(await seriousViolations(page), [], "after a refusal");
      deepStrictEqual(errors, []);
    } finally {
      await context.close();
      await server.close();
    }
  },
);

browserTest("newsletter without JavaScript: the form posts and is answered", async (browser) => {
  const server = await setUp();
  const noScript = await browser.newContext({ locale: "nl-NL", javaScriptEnabled: false });
  // The same answers drawn with script allowed, for axe (which runs as a script).
  const checked = await browser.newContext({ locale: "nl-NL", bypassCSP: true });
  try {
    const page = await noScript.newPage();
    await page.goto(server.url);
    const block = page.locator("section.block-newsletter");
    await block.getByLabel("Naam").fill("<b>Bram</b>");
    await block.getByLabel("E-mailadres").fill("bram@");
    await block.getByRole("button", { name: "Inschrijven" }).click();
    // Answered with the form again: the values kept, the error under its field, focus on it.
    await page.waitForURL(`${server.url}/newsletter/subscribe`);
    await page.getByRole("heading", { level: 1, name: "Nieuwsbrief" }).waitFor();
    equal(await page.getByRole("alert").textContent(), "Verbeter de velden hieronder.");
    equal(await page.getByLabel("Naam").inputValue(), "<b>Bram</b>");
    await page.getByText("Ongeldig e-mailadres").waitFor();
    ok(await isFocused(page.getByLabel("E-mailadres")), "autofocus on the wrong field");
    equal(await page.title(), "Fout: Nieuwsbrief | Ximblox Test");

    await page.getByLabel("E-mailadres").fill("bram@voorbeeld.nl");
    await page.getByRole("button", { name: "Inschrijven" }).click();
    await page.getByRole("heading", { level: 1, name: "Kijk in uw mailbox" }).waitFor();
    await page.getByText("Bijna klaar!").waitFor();

    // The confirmation works without JavaScript too.
    const mail = await server.app.smtp.waitFor("bram@voorbeeld.nl");
    const confirmLink = linkIn(mail, `${server.url}/newsletter/confirm/`);
    await page.goto(confirmLink);
    await page.getByRole("button", { name: "Inschrijving bevestigen" }).click();
    await page.getByRole("heading", { level: 1, name: "Inschrijving bevestigd" }).waitFor();

    // And so does unsubscribing from the welcome mail's link.
    const welcome = await server.app.smtp.waitFor("bram@voorbeeld.nl", { after: 1 });
    const leaveLink = linkIn(welcome, `${server.url}/newsletter/unsubscribe/`);
    await page.goto(leaveLink);
    await page.getByRole("button", { name: "Uitschrijven" }).click();
    await page.getByRole("heading", { level: 1, name: "U bent uitgeschreven" }).waitFor();

    // axe on each answer: the form posted natively (past the island), and the link pages.
    const axePage = await checked.newPage();
    for (const email of ["bram@", "bram@voorbeeld.nl"]) {
      await axePage.goto(server.url);
      await axePage.evaluate((email) => {
        const form = document.querySelector<HTMLFormElement>(".newsletter-form")!;
        form.querySelector<HTMLInputElement>("[name=name]")!.value = "Bram";
        form.querySelector<HTMLInputElement>("[name=email]")!.value = email;
        HTMLFormElement.prototype.submit.call(form);
      }, email);
      await axePage.waitForURL(`${server.url}/newsletter/subscribe`);
      await axePage.getByRole("heading", { level: 1 }).waitFor();
      deepStrictEqual(await seriousViolations(axePage), [], `the answer to ${email}`);
    }
    for (const link of [confirmLink, leaveLink]) {
      await axePage.goto(link);
      deepStrictEqual(await seriousViolations(axePage), [], link);
    }
  } finally {
    await noScript.close();
    await checked.close();
    await server.close();
  }
});

browserTest(
  "newsletter admin: the confirmed subscriber is listed; CSV download; delete with confirmation",
  async (browser) => {
    const server = await setUp();
    const context = await browser.newContext({
      locale: "en-GB",
      bypassCSP: true,
      acceptDownloads: true,
    });
    try {
      // A visitor signs up and opens the confirmation link; another never confirms.
      const visitor = await context.newPage();
      await visitor.goto(server.url);
      const block = visitor.locator("section.block-newsletter");
      for (
        const [name, email] of [["Zoë =Jansen", "zoe@example.com"], ["Piet", "piet@example.com"]]
      ) {
        await block.getByLabel("Naam").fill(name);
        await block.getByLabel("E-mailadres").fill(email);
        await block.getByRole("button", { name: "Inschrijven" }).click();
        await block.getByRole("button", { name: "Verstuurd" }).waitFor();
      }
      const mail = await server.app.smtp.waitFor("zoe@example.com");
      await visitor.goto(linkIn(mail, `${server.url}/newsletter/confirm/`));
      await visitor.getByRole("button", { name: "Inschrijving bevestigen" }).click();
      await visitor.getByRole("heading", { name: "Inschrijving bevestigd" }).waitFor();

      const page = await context.newPage();
      const errors = watchErrors(page, /429/);
      await signInToAdmin(page, server.url, server.adminEmail, server.adminPassword);
      await (await navLink(page, "Site", "Newsletter")).click();
      await page.getByRole("heading", { level: 1, name: "Newsletter" }).waitFor();
      const table = page.getByRole("table", { name: "Newsletter" });
      const zoe = table.getByRole("row").filter({ hasText: "zoe@example.com" });
      await zoe.getByText("Confirmed", { exact: true }).waitFor();
      await zoe.getByText("Zoë =Jansen").waitFor();
      await table.getByRole("row").filter({ hasText: "piet@example.com" }).getByText("Pending")
        .waitFor();
      deepStrictEqual(await seriousViolations(page), [], "the subscriber list");

      // Only the confirmed ones.
      await page.getByText("Confirmed (1)").click();
      await table.getByRole("row").filter({ hasText: "piet@example.com" }).waitFor({
        state: "detached",
      });
      await zoe.waitFor();

      // The CSV of the confirmed ones: UTF-8 with a byte order mark, the formula defused.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export CSV" }).click(),
      ]);
      ok(/^newsletter-confirmed-\d{4}-\d{2}-\d{2}\.csv$/.test(download.suggestedFilename()));
      const csv = await Deno.readTextFile((await download.path())!);
      ok(csv.startsWith("\uFEFFE-mail address,Name,Status"), csv.slice(0, 40));
      ok(csv.includes("zoe@example.com,Zoë =Jansen,Confirmed,"), csv);
      ok(!csv.includes("piet@example.com"));

      // Delete, after a confirmation.
      await zoe.getByRole("button", { name: "Delete zoe@example.com" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete subscriber" });
      await dialog.getByText("Delete zoe@example.com from the subscribers?").waitFor();
      await transitionsDone(dialog); // The modal fades in: axe would see it half transparent.
      deepStrictEqual(await seriousViolations(page), [], "the delete confirmation");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await zoe.waitFor();
      await zoe.getByRole("button", { name: "Delete zoe@example.com" }).click();
      await dialog.getByRole("button", { name: "Delete" }).click();
      await page.getByText("zoe@example.com was deleted.").waitFor();
      await zoe.waitFor({ state: "detached" });
      await page.getByText("No subscribers match.").waitFor();

      // The block's editor in the page editor: its heading and introduction.
      await page.goto(`${server.url}/cmsadmin/page/${server.homeID}`);
      const intro = page.getByLabel(/^Introduction/);
      equal(await intro.inputValue(), "Eens per maand ons nieuws.");
      equal(await page.getByLabel(/^Heading/).last().inputValue(), HEADING);
      deepStrictEqual(errors, []);
    } finally {
      await context.close();
      await server.close();
    }
  },
);
