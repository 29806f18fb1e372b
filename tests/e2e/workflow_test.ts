/**
 * The publication workflow in a real browser against the real server. The admin creates an
 * editor and a publisher (activated through the links in their e-mails); in separate browser
 * contexts the editor creates a page and requests publication (the publisher is mailed a link to
 * the review and sees it waiting on the dashboard), the publisher rejects it with
 * feedback (the editor's e-mail arrives with the feedback and a link to the page), the editor
 * changes it and resends, the publisher accepts and the page is live. The editor then translates
 * it into nl-nl (the slug follows the Dutch title), the publisher publishes the translation, the
 * public locale switcher goes to /nl-nl/{slug} and back, and the admin's locale switcher jumps between the two editors.
 * axe-core checks the Publication Requests screen and the review dialog.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Browser, Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { waitFor } from "../_utils/wait.ts";
import {
  addBlock,
  dismissNotifications,
  navLink,
  publishFromEditor,
  seriousViolations,
  signInToAdmin,
} from "../_utils/e2e.ts";
import { startTestServer, type TestServer } from "../_utils/server.ts";

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set. */
async function snap(page: Page, name: string) {
  const dir = Deno.env.get("SCREENSHOT_DIR");
  if (dir) await page.screenshot({ path: `${dir}/workflow-${name}.png`, fullPage: true });
}

/** A minimal API client with a cookie jar and the CSRF header, as the admin sends them. */
class Api {
  #cookies = new Map<string, string>();
  #csrf = "";
  constructor(readonly base: string) {}

  async call(method: string, path: string, body?: unknown) {
    if (method !== "GET" && !this.#csrf) await this.call("GET", "/api/ximblox/settings/get");
    const headers: Record<string, string> = { Accept: "application/json" };
    if (this.#cookies.size) {
      headers.Cookie = [...this.#cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    }
    if (method !== "GET") {
      headers["X-CSRF-Token"] = this.#csrf;
      headers["X-Requested-With"] = "XMLHttpRequest";
      headers["Content-Type"] = "application/json";
    }
    const res = await fetch(this.base + path, {
      method,
      headers,
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [name, value] = cookie.split(";")[0].split("=");
      if (value) this.#cookies.set(name.trim(), value);
      else this.#cookies.delete(name.trim());
    }
    const token = res.headers.get("X-CSRF-Token");
    if (token) this.#csrf = token;
    const json = await res.json();
    ok(json.Success, `${method} ${path}: ${JSON.stringify(json.Errors)}`);
    return json;
  }
}

/** Creates an account with the role and activates it through the link in its e-mail. */
async function createAccount(
  server: TestServer,
  admin: Api,
  user: { name: string; email: string; role: number; password: string },
) {
  await admin.call("POST", "/api/ximblox/user", {
    email: user.email,
    role: user.role,
    profile: { name: user.name, jobTitle: "", image: null },
  });
  const mail = await waitFor(
    `the activation mail to ${user.email}`,
    10_000,
    () => server.mails.find((m) => m.to.includes(user.email)),
  );
  const token = (mail.text + " " + mail.html).match(/activate\?token=([^\s"'<>&]+)/)?.[1];
  ok(token, `no activation link in: ${mail.text}`);
  await new Api(server.url).call("POST", "/api/ximblox/auth/reset-account", {
    password: user.password,
    confirm: user.password,
    token: decodeURIComponent(token),
  });
}

async function signedIn(browser: Browser, server: TestServer, email: string, password: string) {
  const context = await browser.newContext({ locale: "en-GB", bypassCSP: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  await signInToAdmin(page, server.url, email, password);
  return { context, page, errors };
}

async function openReview(page: Page, title: string) {
  await page.goto(new URL("/cmsadmin/publication-requests", page.url()).href);
  await page.getByRole("heading", { name: "Publication Requests", level: 1 }).waitFor();
  await page.getByRole("button", { name: `Review the request for “${title}”` }).click();
  const dialog = page.getByRole("dialog", { name: "Review request" });
  await dialog.locator("[data-diff]").first().waitFor();
  return dialog;
}

browserTest(
  "workflow: request, reject, resend, accept, translate, switch locale",
  async (browser) => {
    const server = await startTestServer();
    const contexts: { close(): Promise<void> }[] = [];
    try {
      const admin = new Api(server.url);
      await admin.call("POST", "/api/ximblox/auth/login", {
        email: server.adminEmail,
        password: server.adminPassword,
      });
      const editorUser = {
        name: "Eddie Editor",
        email: "eddie@example.com",
        role: 2,
        password: "Cobalt-secret-42!",
      };
      const publisherUser = {
        name: "Pia Publisher",
        email: "pia@example.com",
        role: 3,
        password: "Amber-secret-42!",
      };
      await createAccount(server, admin, editorUser);
      await createAccount(server, admin, publisherUser);

      // The editor creates a page with a heading.
      const editor = await signedIn(browser, server, editorUser.email, editorUser.password);
      contexts.push(editor.context);
      const ed = editor.page;
      await ed.goto(`${server.url}/cmsadmin/new-page`);
      await ed.getByLabel(/^Title/).fill("Blood Tests");
      await ed.getByText("This slug is available.").waitFor();
      await ed.getByRole("button", { name: "Create page" }).click();
      await ed.getByRole("heading", { name: "Blood Tests", level: 1 }).waitFor();
      const pageID = Number(new URL(ed.url()).pathname.split("/").pop());
      ok(pageID > 0, ed.url());
      await addBlock(ed, "Heading");
      const heading = ed.locator('[data-block-type="heading"]').getByLabel(/^Heading text/);
      await heading.fill("Walk in for a blood test");
      deepStrictEqual(await ed.getByRole("button", { name: "Publish" }).count(), 0);

      // Request publication: stores first, then requests.
      await ed.getByRole("button", { name: "Request publication" }).click();
      let request = ed.getByRole("dialog", { name: "Request publication" });
      await request.getByLabel(/^Comment for the reviewer/).fill("New page about blood tests.");
      await request.getByRole("button", { name: "Send request" }).click();
      await request.waitFor({ state: "hidden" });
      await ed.getByText(/^Waiting for review since/).waitFor();
      await ed.getByRole("button", { name: "Revoke" }).waitFor();
      await snap(ed, "1-editor-waiting");

      // The publisher is mailed a link to the review screen; the editor, who asked, is not.
      const requestMail = await waitFor(
        "the review request mail",
        10_000,
        () =>
          server.mails.find((m) =>
            m.to.includes(publisherUser.email) && m.subject === "Review requested: “Blood Tests”"
          ),
      );
      ok(requestMail.text.includes("New page about blood tests."), requestMail.text);
      ok(
        requestMail.text.includes(`${server.url}/cmsadmin/publication-requests`),
        `no review link in: ${requestMail.text}`,
      );
      deepStrictEqual(
        server.mails.filter((m) => m.to.includes(editorUser.email)).length,
        1,
        "only the activation mail reached the editor",
      );

      // The publisher sees it on the dashboard, reviews it and rejects it with feedback.
      const publisher = await signedIn(
        browser,
        server,
        publisherUser.email,
        publisherUser.password,
      );
      contexts.push(publisher.context);
      const pub = publisher.page;
      const waiting = pub.getByRole("region", { name: "Waiting for your review" });
      await waiting.getByText("1 request", { exact: true }).waitFor();
      deepStrictEqual(
        await waiting.getByRole("link", { name: "Open Publication Requests" }).getAttribute("href"),
        "/cmsadmin/publication-requests",
      );
      await (await navLink(pub, "Content", "Publication Requests")).click();
      await pub.getByRole("cell", { name: "Eddie Editor" }).waitFor();
      await pub.getByText("New page about blood tests.").waitFor();
      deepStrictEqual(await seriousViolations(pub), [], "publication requests accessibility");
      await snap(pub, "2-requests");
      // In the page's editor the waiting request offers Review, whose dialog (its code loaded
      // only when a request to review is shown) compares the versions too.
      await pub.goto(`${server.url}/cmsadmin/page/${pageID}`);
      await pub.getByTestId("request-status").getByRole("button", { name: "Review" }).click();
      const inEditor = pub.getByRole("dialog", { name: "Review request" });
      await inEditor.locator('[data-diff="added"]').getByText("Walk in for a blood test").waitFor();
      await pub.keyboard.press("Escape");
      await inEditor.waitFor({ state: "hidden" });
      let review = await openReview(pub, "Blood Tests");
      await review.getByText("New page: nothing is live yet, so every block is new.").waitFor();
      await review.locator('[data-diff="added"]').getByText("Walk in for a blood test").waitFor();
      deepStrictEqual(
        await seriousViolations(pub, ".mantine-Modal-content"),
        [],
        "review dialog accessibility",
      );
      await snap(pub, "3-review-new");
      const feedback = "Please mention that no appointment is needed.";
      await review.getByLabel(/^Feedback/).fill(feedback);
      await review.getByRole("button", { name: "Reject" }).click();
      await review.getByText(/^Reject the request\? Eddie Editor receives/).waitFor();
      await review.getByRole("button", { name: "Reject" }).click();
      await review.waitFor({ state: "hidden" });
      await pub.getByText("No open requests: everything has been reviewed.").waitFor();

      // The editor's e-mail carries the feedback and a link to the page in the admin.
      const mail = await waitFor(
        "the rejection mail",
        10_000,
        () =>
          server.mails.find((m) =>
            m.to.includes(editorUser.email) && (m.text + m.html).includes(feedback)
          ),
      );
      ok(
        (mail.text + mail.html).includes(`${server.url}/cmsadmin/page/${pageID}`),
        `no page link in: ${mail.text}`,
      );

      // The editor sees the outcome, changes the page and resends.
      await ed.reload();
      await ed.getByText(/^Rejected by Pia Publisher/).waitFor();
      await ed.getByText(feedback).waitFor();
      await heading.fill("Walk in for a blood test, no appointment needed");
      await dismissNotifications(ed);
      await ed.getByRole("button", { name: "Resend" }).click();
      request = ed.getByRole("dialog", { name: "Resend the request" });
      await request.getByLabel(/^Comment for the reviewer/).fill("Added: no appointment needed.");
      await request.getByRole("button", { name: "Send request" }).click();
      await request.waitFor({ state: "hidden" });
      await ed.getByText(/^Waiting for review since/).waitFor();

      // The publisher accepts; the page is live.
      review = await openReview(pub, "Blood Tests");
      await review.getByText("Added: no appointment needed.").waitFor();
      await review.locator('[data-diff="added"]')
        .getByText("Walk in for a blood test, no appointment needed").waitFor();
      await snap(pub, "5-review-changed");
      await review.getByRole("button", { name: "Accept and publish" }).click();
      await review.getByText("Publish “Blood Tests” now?").waitFor();
      await review.getByRole("button", { name: "Accept and publish" }).click();
      await review.waitFor({ state: "hidden" });
      const accepted = await waitFor(
        "the acceptance mail",
        10_000,
        () =>
          server.mails.find((m) =>
            m.to.includes(editorUser.email) && m.subject === "“Blood Tests” was published"
          ),
      );
      ok(accepted.text.includes(`${server.url}/cmsadmin/page/${pageID}`), accepted.text);
      await pub.goto(`${server.url}/cmsadmin/`);
      await pub.getByRole("region", { name: "Waiting for your review" })
        .getByText("Nothing is waiting for your review.").waitFor();
      const site = await publisher.context.newPage();
      const live = await site.goto(`${server.url}/blood-tests`);
      deepStrictEqual(live?.status(), 200);
      await site.getByText("Walk in for a blood test, no appointment needed").waitFor();

      // The history lists the stored versions; two of them compare block by block.
      await ed.reload();
      await ed.getByRole("button", { name: "More page actions" }).click();
      await ed.getByRole("menuitem", { name: "History" }).click();
      const history = ed.getByRole("dialog", { name: "History" });
      const ticks = history.getByRole("checkbox");
      await ticks.first().waitFor();
      ok(await ticks.count() >= 2, "at least two stored versions");
      await ticks.nth(0).check();
      await ticks.nth(1).check();
      await history.getByRole("button", { name: "Compare selected" }).click();
      await history.locator("[data-diff]").first().waitFor();
      await snap(ed, "6-history-compare");
      await history.getByRole("button", { name: "Close" }).click();
      await history.waitFor({ state: "hidden" });

      // The editor translates it into nl-nl from the Translations tab.
      await ed.getByRole("tab", { name: "Translations" }).click();
      await ed.getByRole("button", { name: "Translate into nl-nl" }).click();
      const translate = ed.getByRole("dialog", { name: "Translate into nl-nl" });
      deepStrictEqual(await translate.getByLabel(/^Slug/).inputValue(), "blood-tests");
      // The slug follows the title typed for the translation.
      await translate.getByLabel(/^Title/).fill("Bloedonderzoek");
      deepStrictEqual(await translate.getByLabel(/^Slug/).inputValue(), "bloedonderzoek");
      await translate.getByText("This slug is available.").waitFor();
      await snap(ed, "4-translate");
      await translate.getByRole("button", { name: "Create translation" }).click();
      await ed.getByRole("heading", { name: "Bloedonderzoek", level: 1 }).waitFor();
      const nlID = Number(new URL(ed.url()).pathname.split("/").pop());
      ok(nlID > 0 && nlID !== pageID, ed.url());

      // The admin's locale switcher jumps to the sibling and back.
      await ed.getByRole("button", { name: "Language version: nl-nl" }).click();
      await ed.getByRole("menuitem", { name: "Go to the en-gb version" }).click();
      await ed.getByRole("heading", { name: "Blood Tests", level: 1 }).waitFor();
      deepStrictEqual(new URL(ed.url()).pathname, `/cmsadmin/page/${pageID}`);
      await ed.getByRole("button", { name: "Language version: en-gb" }).click();
      await ed.getByRole("menuitem", { name: "Go to the nl-nl version" }).click();
      await ed.getByRole("heading", { name: "Bloedonderzoek", level: 1 }).waitFor();

      // The publisher publishes the translation.
      await pub.goto(`${server.url}/cmsadmin/page/${nlID}`);
      await pub.getByRole("heading", { name: "Bloedonderzoek", level: 1 }).waitFor();
      await publishFromEditor(pub);
      await pub.getByText("The page is published.").waitFor();

      // The public locale switcher goes to /nl-nl/bloedonderzoek and back.
      await site.goto(`${server.url}/blood-tests`);
      await site.getByRole("link", { name: "Nederlands" }).click();
      await site.waitForURL(`${server.url}/nl-nl/bloedonderzoek`);
      await site.getByRole("link", { name: "English" }).click();
      await site.waitForURL(`${server.url}/blood-tests`);
      await site.getByText("Walk in for a blood test, no appointment needed").waitFor();

      // The editor changes the live English page: "Accepted by…" is not about these changes.
      const trailOf = () =>
        ed.waitForResponse((r) => r.url().endsWith(`/page/${pageID}/publication-requests`));
      let trail = trailOf();
      await ed.goto(`${server.url}/cmsadmin/page/${pageID}`);
      await trail;
      await heading.fill("Walk in for a blood test, any weekday");
      await ed.getByRole("button", { name: "Save", exact: true }).first().click();
      await ed.getByText("Your changes were saved.").last().waitFor();
      trail = trailOf();
      await ed.reload();
      await trail;
      await heading.waitFor();
      // Two frames after the requests arrived, React has drawn what they say.
      await ed.evaluate(() =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      );
      deepStrictEqual(await ed.getByTestId("request-status").count(), 0, "Accepted… shown");

      deepStrictEqual(editor.errors, [], "editor page errors");
      deepStrictEqual(publisher.errors, [], "publisher page errors");
    } finally {
      for (const context of contexts) await context.close();
      await server.close();
    }
  },
);
