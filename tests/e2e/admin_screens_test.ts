/**
 * Defects found while editing (issue 8), each in a real browser against the real server: the
 * button block's page picker (a combobox that searches from three characters, debounced, with no
 * request loop), validation naming fields as the screen labels them, the page overview and users
 * list with long texts, search focus and a no-results message, the history dialog (readable
 * badges, numeric order, seconds, restoring the live version), the review dialog's confirmation in
 * view, activation links checked on opening, translated role names and whole French select
 * labels, the navigation agreeing with the overview's heading, and, in each of the four interface
 * languages, no raw i18n key on any admin screen.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { waitFor } from "../_utils/wait.ts";
import {
  addBlock,
  dismissNotifications,
  PAGE_PICKER_WAIT_MS,
  requestsSettledAfter,
  signIn,
  signInToAdmin,
} from "../_utils/e2e.ts";
import { startTestServer, type TestServer } from "../_utils/server.ts";
import { en } from "../../lib/i18n/admin/layout/en.ts";

/** Calls the API with the context's cookies and the CSRF token, as the admin does. */
async function api(
  context: BrowserContext,
  base: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const probe = await context.request.get(`${base}/api/ximblox/settings/get`);
  const token = probe.headers()["x-csrf-token"];
  const res = await context.request.fetch(`${base}${path}`, {
    method,
    headers: {
      "X-CSRF-Token": token,
      "X-Requested-With": "XMLHttpRequest",
      "Content-Type": "application/json",
    },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  ok(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`);
  return await res.json();
}

function signInByApi(
  context: BrowserContext,
  server: TestServer,
  email = server.adminEmail,
  password = server.adminPassword,
) {
  return signIn(context, server.url, email, password);
}

async function createPage(
  context: BrowserContext,
  server: TestServer,
  page: { title: string; slug: string; content?: unknown[] },
): Promise<{ pageID: number; pageVersionID: number }> {
  return await api(context, server.url, "POST", "/api/ximblox/page/create", {
    type: "page",
    locale: "en-gb",
    content: [{ type: "heading", key: "h", props: { text: page.title } }],
    ...page,
  });
}

async function storeHeading(
  context: BrowserContext,
  server: TestServer,
  pageID: number,
  text: string,
) {
  const p = (await api(context, server.url, "GET", `/api/ximblox/page/${pageID}`)).page;
  const v = p.pageVersion;
  await api(context, server.url, "POST", `/api/ximblox/page/version/${v.id}/store`, {
    ...v,
    blocks: [{ type: "heading", key: "h", props: { text, level: 2 } }],
  });
}

/** Creates an account of `role` and activates it through the link in its e-mail. */
async function createAccount(
  context: BrowserContext,
  server: TestServer,
  user: { name: string; email: string; role: number; password?: string },
): Promise<string> {
  await api(context, server.url, "POST", "/api/ximblox/user", {
    email: user.email,
    role: user.role,
    profile: { name: user.name, jobTitle: "", image: null },
  });
  const mail = await waitFor(
    `the mail to ${user.email}`,
    10_000,
    () => server.mails.find((m) => m.to.includes(user.email)),
  );
  const link = (mail.text + " " + mail.html).match(/\/cmsadmin\/activate\?token=([^\s"'<>&]+)/);
  ok(link, `no activation link in: ${mail.text}`);
  const token = decodeURIComponent(link[1]);
  if (user.password) {
    const anonymous = await context.browser()!.newContext();
    await api(anonymous, server.url, "POST", "/api/ximblox/auth/reset-account", {
      password: user.password,
      confirm: user.password,
      token,
    });
    await anonymous.close();
  }
  return token;
}

/** Whether an element's box lies within the viewport. */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height &&
    box.x + box.width <= viewport.width;
}

/** Whether an element shows its whole text (nothing cut off by an ellipsis or a narrow box). */
function showsWhole(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
}

/** Whether an input's value (or, empty, its placeholder; a select's chosen option) fits inside it. */
function inputShowsWhole(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const input = el as HTMLInputElement;
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = style.font;
    const text = el instanceof HTMLSelectElement
      ? el.selectedOptions[0]?.text ?? ""
      : input.value || input.placeholder;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(text).width <= room + 0.5;
  });
}

browserTest(
  "button block: the page picker searches from 3 characters, with no request loop",
  async (browser) => {
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
      await signInByApi(context, server);
      await createPage(context, server, { title: "Prices", slug: "prices" });
      await createPage(context, server, { title: "Price list archive", slug: "price-archive" });
      await createPage(context, server, { title: "Contact", slug: "contact" });
      const { pageID } = await createPage(context, server, { title: "Links", slug: "links" });

      await page.goto(`${server.url}/cmsadmin/page/${pageID}`);
      await page.getByRole("heading", { name: "Links", level: 1 }).waitFor();
      await addBlock(page, "Button");
      const picker = page.locator('[data-block-type="button"]').getByRole("combobox", {
        name: /^Page/,
      });
      await picker.waitFor();

      // A new button holds its default page and asks nothing while it sits there.
      deepStrictEqual(await picker.inputValue(), "/");
      searches.length = 0;
      await requestsSettledAfter(page, PAGE_PICKER_WAIT_MS);
      deepStrictEqual(searches, [], "no search requests while idle");

      // Opening shows the current choice; under three characters a hint and no request.
      await picker.click();
      const list = page.getByRole("listbox");
      await list.getByRole("option", { name: "/" }).waitFor();
      await page.getByText("Type at least 3 characters to search the pages.").waitFor();
      await picker.pressSequentially("pr");
      deepStrictEqual(await picker.inputValue(), "pr", "typing replaces the shown value");
      await requestsSettledAfter(page, PAGE_PICKER_WAIT_MS);
      deepStrictEqual(searches, []);

      // The third character searches, once, after a pause.
      await picker.pressSequentially("i");
      await list.getByRole("option", { name: "Prices (/prices)" }).waitFor();
      await list.getByRole("option", { name: "Price list archive (/price-archive)" }).waitFor();
      deepStrictEqual(await list.getByRole("option", { name: /Contact/ }).count(), 0);
      deepStrictEqual(searches.map((s) => JSON.parse(s)), [{ locale: "en-gb", searchTerm: "pri" }]);

      // Choosing a page sets the link; the field shows it by title.
      await list.getByRole("option", { name: "Prices (/prices)" }).click();
      await list.waitFor({ state: "hidden" });
      deepStrictEqual(await picker.inputValue(), "Prices (/prices)");

      // A new search starts from nothing, not from the shown value; Escape keeps the choice.
      await picker.click();
      await picker.pressSequentially("con");
      deepStrictEqual(await picker.inputValue(), "con");
      await list.getByRole("option", { name: "Contact (/contact)" }).waitFor();
      await page.keyboard.press("Escape");
      deepStrictEqual(await picker.inputValue(), "Prices (/prices)");
      // Typing again in the still focused field starts a new search too.
      await picker.pressSequentially("pri");
      deepStrictEqual(await picker.inputValue(), "pri");
      await list.getByRole("option", { name: "Prices (/prices)" }).waitFor();
      // The keyboard chooses too: the first match (by title) is the archive.
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await list.waitFor({ state: "hidden" });
      deepStrictEqual(await picker.inputValue(), "Price list archive (/price-archive)");
      await page.locator("body").click({ position: { x: 5, y: 5 } });
      const count = searches.length;
      await requestsSettledAfter(page, PAGE_PICKER_WAIT_MS);
      deepStrictEqual(searches.length, count, "no requests after the choice");
      deepStrictEqual(pageErrors, []);
    } finally {
      await context.close();
      await server.close();
    }
  },
);

browserTest("block validation names the fields as the screen labels them", async (browser) => {
  const server = await startTestServer();
  const context = await browser.newContext({ locale: "en-GB", bypassCSP: true });
  const page = await context.newPage();
  try {
    await signInByApi(context, server);
    const { pageID } = await createPage(context, server, {
      title: "Empty fields",
      slug: "empty-fields",
      content: [
        { type: "heading", key: "h", props: { text: "Title" } },
        {
          type: "button",
          key: "b",
          props: { label: "Go", link: { kind: "internal", value: "/" } },
        },
      ],
    });
    await page.goto(`${server.url}/cmsadmin/page/${pageID}`);
    await page.getByRole("heading", { name: "Empty fields", level: 1 }).waitFor();
    await page.locator('[data-block-type="heading"]').getByLabel(/^Heading text/).fill("");
    await page.locator('[data-block-type="button"]').getByLabel(/^Button text/).fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("The Heading text field is required.").waitFor();
    await page.getByText("The Button text field is required.").waitFor();
    deepStrictEqual(await page.getByText("The text field is required.").count(), 0);
    deepStrictEqual(await page.getByText("The label field is required.").count(), 0);
  } finally {
    await context.close();
    await server.close();
  }
});

/** A signed-in administrator's page on a fresh server; page errors fail the test. */
async function asAdmin(
  browser: Browser,
  fn: (page: Page, context: BrowserContext, server: TestServer) => Promise<void>,
): Promise<void> {
  const server = await startTestServer();
  const context = await browser.newContext({
    locale: "en-GB",
    bypassCSP: true,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (err) => pageErrors.push(err.message));
  try {
    await signInToAdmin(page, server.url, server.adminEmail, server.adminPassword);
    await fn(page, context, server);
    deepStrictEqual(pageErrors, []);
  } finally {
    await context.close();
    await server.close();
  }
}

browserTest(
  "lists: a long title or address keeps every column in view",
  (browser) =>
    asAdmin(browser, async (page, context, server) => {
      const long = "Laboratory".repeat(20);
      await createPage(context, server, { title: long, slug: "long-title" });
      await createPage(context, server, { title: "Short", slug: "short" });
      await createAccount(context, server, {
        name: "Maximiliana".repeat(12),
        email: `${"very.long.address.".repeat(3)}x@${
          "laboratory-department.".repeat(4)
        }example.com`,
        role: 2,
      });

      // A long unbroken title wraps; every column stays in view; the full title is on hover.
      await page.goto(`${server.url}/cmsadmin/page-overview/page`);
      const table = page.locator("#main table, main table").first();
      const title = table.getByRole("link", { name: long });
      await title.waitFor();
      deepStrictEqual(await title.getAttribute("title"), long);
      ok(
        await inViewport(page, table.getByRole("columnheader", { name: "Updated" })),
        "Updated column in view",
      );
      ok(await inViewport(page, table.getByRole("link", { name: "Short" })));

      // Users: a long name and address do not push the other columns away.
      await page.goto(`${server.url}/cmsadmin/users`);
      const users = page.getByRole("table", { name: "User Management" });
      await users.getByText("Maximiliana", { exact: false }).first().waitFor();
      ok(
        await inViewport(page, users.getByRole("columnheader", { name: "Actions" })),
        "Actions column in view",
      );
      ok(await inViewport(page, users.getByRole("button", { name: /^Delete / }).first()));
    }),
);

browserTest(
  "page overview: the search toggle focuses the field; no hits say so",
  (browser) =>
    asAdmin(browser, async (page, context, server) => {
      await createPage(context, server, { title: "Short", slug: "short" });
      await page.goto(`${server.url}/cmsadmin/page-overview/page`);
      const table = page.locator("#main table, main table").first();
      await table.getByRole("link", { name: "Short" }).waitFor();

      await page.getByRole("button", { name: "Show or hide search" }).click();
      const search = page.getByRole("searchbox", { name: "Search" });
      // The field opens, then takes the focus.
      await waitFor("the search field has focus", 10_000, () =>
        search.evaluate((el) =>
          el === document.activeElement
        ));
      await page.keyboard.type("no-such-page-anywhere");
      await table.getByText("No pages match your search or language filter.").waitFor();
      deepStrictEqual(await table.getByText("No pages yet.").count(), 0);
      deepStrictEqual(await table.getByRole("link", { name: "New page" }).count(), 0);
      // Hiding the search drops it.
      await page.getByRole("button", { name: "Show or hide search" }).click();
      await table.getByRole("link", { name: "Short" }).waitFor();
      // A language filter without pages is a no-results case too.
      await page.getByRole("combobox", { name: "Language", exact: true }).selectOption("nl-nl");
      await table.getByText("No pages match your search or language filter.").waitFor();
    }),
);

browserTest(
  "names: navigation and heading agree; roles translated; French selects whole",
  (browser) =>
    asAdmin(browser, async (page, context, server) => {
      await createAccount(context, server, { name: "Ed", email: "ed@example.com", role: 2 });
      for (const language of ["en", "nl", "de", "fr"]) {
        await page.evaluate((lng) => localStorage.setItem("ximblox.language", lng), language);
        await page.goto(`${server.url}/cmsadmin/page-overview/page`);
        await page.locator("main h1, #main h1").first().waitFor();
        const navLabel = (await page.locator('nav a[aria-current="page"]').innerText()).trim();
        const heading = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
        deepStrictEqual(
          navLabel,
          heading,
          `${language}: the navigation says what the heading says`,
        );
      }
      deepStrictEqual(
        (await page.getByRole("heading", { level: 1 }).innerText()).trim(),
        "Pages standard",
      );

      // French: the sort and language selects show their texts whole.
      const sort = page.getByRole("combobox", { name: "Trier par", exact: true });
      deepStrictEqual(await sort.locator("option:checked").innerText(), "Dernière mise à jour");
      ok(await inputShowsWhole(sort), "the French sort label is whole");
      const localeFilter = page.getByRole("combobox", { name: "Langue", exact: true });
      deepStrictEqual(
        await localeFilter.locator("option:checked").innerText(),
        "Toutes les langues",
      );
      ok(await inputShowsWhole(localeFilter), "the language filter's placeholder is whole");

      // The seeded roles have French names; in the list, the form and the header.
      await page.goto(`${server.url}/cmsadmin/users`);
      const users = page.getByRole("table", { name: "Gestion des utilisateurs" });
      await users.getByText("Rédacteur", { exact: true }).waitFor();
      await users.getByText("Administrateur", { exact: true }).waitFor();
      await page.getByRole("banner").getByText("Administrateur", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Ajouter un utilisateur" }).first().click();
      await page.getByRole("dialog").getByRole("textbox", { name: /^Rôle/ }).or(
        page.getByRole("dialog").getByRole("combobox", { name: /^Rôle/ }),
      ).first().click();
      await page.getByRole("option", { name: "Rédacteur en chef" }).waitFor();
    }),
);

browserTest(
  "history: whole badges, numeric order, seconds, restoring the live version",
  async (browser) => {
    const server = await startTestServer();
    const context = await browser.newContext({ locale: "en-GB", bypassCSP: true });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (err) => pageErrors.push(err.message));
    try {
      await signInByApi(context, server);
      const { pageID } = await createPage(context, server, { title: "Versions", slug: "versions" });
      await api(context, server.url, "POST", `/api/ximblox/page/${pageID}/publish`);
      for (let i = 2; i <= 11; i++) await storeHeading(context, server, pageID, `State ${i}`);

      await page.goto(`${server.url}/cmsadmin/page/${pageID}`);
      await page.getByRole("heading", { name: "Versions", level: 1 }).waitFor();
      await page.getByText("Unpublished changes").first().waitFor();
      await page.getByRole("button", { name: "More page actions" }).click();
      await page.getByRole("menuitem", { name: "History" }).click();
      const history = page.getByRole("dialog", { name: "History" });
      const rows = history.getByRole("table", { name: "Stored versions" }).locator("tbody tr");
      await rows.nth(10).waitFor();

      // Numbers newest first, numerically (11 before 9, 10 before 2).
      const numbers = await rows.evaluateAll((trs) =>
        trs.map((tr) => Number(tr.querySelectorAll("td")[1].innerText.match(/\d+/)![0]))
      );
      deepStrictEqual(numbers, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
      // Times to the second.
      const time = await rows.first().locator("time").innerText();
      ok(/\d{1,2}:\d{2}:\d{2}/.test(time), time);
      // Badges are whole.
      for (const name of ["Live", "Latest"]) {
        const badge = history.locator(".mantine-Badge-label", { hasText: name }).first();
        await badge.waitFor();
        deepStrictEqual(await badge.innerText(), name);
        ok(await showsWhole(badge), `the ${name} badge is whole`);
      }

      // Restoring the live version makes the page published again, with no pending changes.
      const live = rows.filter({ has: page.getByText("Live", { exact: true }) });
      const liveNumber = Number((await live.locator("td").nth(1).innerText()).match(/\d+/)![0]);
      deepStrictEqual(liveNumber, 1);
      const restore = { name: `Restore version ${liveNumber}`, exact: true };
      await history.getByRole("button", restore).first().click();
      await history.getByText("The page returns to its live version", { exact: false }).waitFor();
      await history.getByRole("alert").getByRole("button", restore).click();
      await page.getByText(/back to its live version/).waitFor();
      await page.waitForFunction(() => {
        const input = document.querySelector('[data-block-type="heading"] input');
        return (input as HTMLInputElement | null)?.value === "Versions";
      });
      await dismissNotifications(page);
      await page.getByText("Published", { exact: true }).first().waitFor();
      deepStrictEqual(await page.getByText("Unpublished changes").count(), 0);
      const stored = (await api(context, server.url, "GET", `/api/ximblox/page/${pageID}`)).page;
      deepStrictEqual(stored.status, "published");
      deepStrictEqual(pageErrors, []);
    } finally {
      await context.close();
      await server.close();
    }
  },
);

browserTest("review: the Accept confirmation appears in view", async (browser) => {
  const server = await startTestServer();
  const context = await browser.newContext({
    locale: "en-GB",
    bypassCSP: true,
    viewport: { width: 1280, height: 720 },
  });
  const page = await context.newPage();
  try {
    await signInByApi(context, server);
    const password = "Quartz-pass-1!";
    await createAccount(context, server, {
      name: "Eddie Editor",
      email: "eddie@example.com",
      role: 2,
      password,
    });
    const editor = await browser.newContext();
    await signInByApi(editor, server, "eddie@example.com", password);
    const blocks = Array.from({ length: 12 }, (_, i) => ({
      type: "heading",
      key: `h${i}`,
      props: { text: `Section ${i + 1}` },
    }));
    const { pageID } = await createPage(editor, server, {
      title: "Long request",
      slug: "long-request",
      content: blocks,
    });
    await api(editor, server.url, "POST", `/api/ximblox/page/${pageID}/request-publication`, {
      comment: "Please publish",
    });
    await editor.close();

    await page.goto(`${server.url}/cmsadmin/publication-requests`);
    await page.getByRole("button", { name: /Review/ }).first().click();
    const dialog = page.getByRole("dialog", { name: "Review request" });
    await dialog.getByText("Section 12").first().waitFor();
    // As a person scrolls: just far enough to see the Accept button, at the foot of the view.
    const accept = dialog.getByRole("button", { name: "Accept and publish", exact: true });
    await accept.evaluate((el) => el.scrollIntoView({ block: "end" }));
    ok(await inViewport(page, accept));
    await accept.click();
    const confirm = dialog.getByRole("alert").getByRole("button", {
      name: "Accept and publish",
      exact: true,
    });
    await confirm.waitFor();
    // Once the scrolling that brings it into view has settled: in view, with the focus.
    await waitFor(
      "the confirm button is in view, with the focus",
      10_000,
      async () =>
        await inViewport(page, confirm) &&
        await confirm.evaluate((el) => el === document.activeElement),
    );
    ok(await inViewport(page, confirm), "the confirm button is in view");
    ok(await confirm.evaluate((el) => el === document.activeElement), "and has the focus");
  } finally {
    await context.close();
    await server.close();
  }
});

browserTest(
  "activation: a used or expired link says so at once; errors do not linger",
  async (browser) => {
    const server = await startTestServer();
    const admin = await browser.newContext({ locale: "en-GB", bypassCSP: true });
    const context = await browser.newContext({ locale: "en-GB", bypassCSP: true });
    const page = await context.newPage();
    const checks: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/ximblox/auth/")) checks.push(new URL(r.url()).pathname);
    });
    try {
      await signInByApi(admin, server);
      const token = await createAccount(admin, server, {
        name: "Nina New",
        email: "nina@example.com",
        role: 2,
      });

      // An unknown (or spent, or expired) token: the screen says so before anything is typed.
      await page.goto(`${server.url}/cmsadmin/activate?token=not-a-real-token`);
      await page.getByRole("heading", { name: "Activate your account" }).waitFor();
      await page.getByText("This activation link has been used or has expired.", { exact: false })
        .waitFor();
      deepStrictEqual(await page.getByLabel(/^New password/).count(), 0, "no form for a dead link");
      await page.getByRole("link", { name: "Forgot password?" }).waitFor();
      await page.getByRole("link", { name: "Go to login" }).waitFor();
      ok(!checks.includes("/api/ximblox/auth/reset-account"), "nothing was submitted");

      await page.goto(`${server.url}/cmsadmin/reset-password?token=not-a-real-token`);
      await page.getByText("This link has been used or has expired", { exact: false }).waitFor();
      await page.getByRole("link", { name: "Request a new link" }).click();
      await page.getByRole("heading", { name: "Forgot password" }).waitFor();

      // A live link: the form. A server error is gone on the next attempt.
      await page.goto(`${server.url}/cmsadmin/activate?token=${encodeURIComponent(token)}`);
      const password = page.getByLabel(/^New password/);
      await password.waitFor();
      await password.fill("weakpassword");
      await page.getByLabel(/^Confirm new password/).fill("weakpassword");
      await page.getByRole("button", { name: "Activate account" }).click();
      const weak = page.getByText(/uppercase/).first();
      await weak.waitFor();
      await page.getByLabel(/^Confirm new password/).fill("");
      await page.getByRole("button", { name: "Activate account" }).click();
      await page.getByText("The confirmation field is required.").waitFor();
      deepStrictEqual(await page.getByText(/must contain at least 1 uppercase/).count(), 0);

      // Spent meanwhile (in another tab): the attempt ends on the same clear message.
      const other = await browser.newContext();
      await api(other, server.url, "POST", "/api/ximblox/auth/reset-account", {
        password: "Maple-pass-42!",
        confirm: "Maple-pass-42!",
        token,
      });
      await other.close();
      await password.fill("Another-pass-1!");
      await page.getByLabel(/^Confirm new password/).fill("Another-pass-1!");
      await page.getByRole("button", { name: "Activate account" }).click();
      await page.getByText("This activation link has been used or has expired.", { exact: false })
        .waitFor();
      deepStrictEqual(await page.getByText("The token is not valid.").count(), 0);

      // The spent link, opened again, says so at once.
      await page.goto(`${server.url}/cmsadmin/activate?token=${encodeURIComponent(token)}`);
      await page.getByText("This activation link has been used or has expired.", { exact: false })
        .waitFor();
    } finally {
      await admin.close();
      await context.close();
      await server.close();
    }
  },
);

/** A text that is one of our keys, shown raw: a known namespace and a path under it. */
function rawKeyFinder(): (text: string) => string[] {
  const namespaces = new Set(Object.keys(en));
  const lookup = (path: string[]) => {
    let node: unknown = en;
    for (const part of path) {
      if (node === null || typeof node !== "object") return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return node;
  };
  return (text) =>
    [...text.matchAll(/\b([a-z][a-zA-Z]*)((?:\.[a-zA-Z0-9_]+)+)\b/g)]
      .filter((m) => {
        if (!namespaces.has(m[1])) return false;
        const rest = m[2].slice(1).split(".");
        // Our key (known or not yet written), not a file name such as image.png.
        return lookup([m[1], ...rest]) !== undefined || lookup([m[1], rest[0]]) !== undefined ||
          /[A-Z_]/.test(rest.join(""));
      })
      .map((m) => m[0]);
}

/** Every text of the page a person or a screen reader meets: text and labelling attributes. */
function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement?.tagName;
      if (parent !== "SCRIPT" && parent !== "STYLE" && node.textContent?.trim()) {
        out.push(node.textContent);
      }
    }
    for (const el of document.querySelectorAll("[aria-label],[title],[alt],[placeholder]")) {
      for (const name of ["aria-label", "title", "alt", "placeholder"]) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    }
    for (const input of document.querySelectorAll("input")) {
      if (input.type !== "hidden" && input.value) out.push(input.value);
    }
    return out;
  });
}

/**
 * Waits until the screen has drawn what it loads: the document is loaded and no loader spins.
 * ("networkidle" is not used: a busy machine or a long-poll can keep it from ever arriving.)
 */
const HEADINGS = "main h1, main h2, #main h1, #main h2";

/**
 * Moves the admin to `path` as its own links do (the router follows history), marking the
 * headings left behind so that waiting for a heading waits for the new screen's.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(({ to, headings }) => {
    for (const h of document.querySelectorAll(headings)) h.setAttribute("data-left", "");
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, { to: path, headings: HEADINGS });
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.waitForFunction(
    () => document.querySelector(".mantine-Loader-root, [aria-busy=true]") === null,
    undefined,
    { timeout: 15_000 },
  ).catch(() => {}); // A screen that keeps a loader is still scanned.
  // And a frame drawn since: what came with the data is on the screen.
  await page.evaluate(() =>
    new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  );
}

browserTest(
  "no raw i18n key reaches any admin screen, in any of the four languages",
  async (browser) => {
    const server = await startTestServer();
    const setup = await browser.newContext();
    const findKeys = rawKeyFinder();
    try {
      await signInByApi(setup, server);
      const { pageID } = await createPage(setup, server, {
        title: "Everything",
        slug: "everything",
        content: [
          { type: "heading", key: "h", props: { text: "Hello" } },
          {
            type: "button",
            key: "b",
            props: { label: "Go", link: { kind: "internal", value: "/" } },
          },
          { type: "quote", key: "q", props: { text: "Quoted", author: "A", role: "B" } },
        ],
      });
      await api(setup, server.url, "POST", `/api/ximblox/page/${pageID}/publish`);
      await storeHeading(setup, server, pageID, "Hello again");
      await createAccount(setup, server, {
        name: "Ed",
        email: "ed@example.com",
        role: 2,
        password: "Quartz-pass-1!",
      });
      const editor = await browser.newContext();
      await signInByApi(editor, server, "ed@example.com", "Quartz-pass-1!");
      const { pageID: requested } = await createPage(editor, server, {
        title: "Asked",
        slug: "asked",
      });
      await api(editor, server.url, "POST", `/api/ximblox/page/${requested}/request-publication`, {
        comment: "Please",
      });
      await editor.close();

      const screens = [
        "/",
        "/page-overview/page",
        "/new-page",
        `/page/${pageID}`,
        "/medialibrary",
        "/page-types",
        "/publication-requests",
        "/users",
        "/user/settings",
        "/link-report",
        "/menu-structure",
      ];
      const found: string[] = [];
      for (const language of ["en", "nl", "de", "fr"]) {
        const context = await browser.newContext({ bypassCSP: true });
        await context.addInitScript(
          (lng) => localStorage.setItem("ximblox.language", lng),
          language,
        );
        const page = await context.newPage();
        const record = async (where: string) => {
          for (const text of await screenTexts(page)) {
            for (const key of findKeys(text)) {
              found.push(
                `${language} ${where}: ${key} in “${text}”`,
              );
            }
          }
        };
        // The screens before signing in.
        for (const path of ["/login", "/forgot-password", "/activate?token=x", "/reset-password"]) {
          await page.goto(`${server.url}/cmsadmin${path}`);
          await page.locator("h1").first().waitFor();
          await settle(page);
          await record(path);
        }
        await signInByApi(context, server);
        for (const [i, path] of screens.entries()) {
          // The first screen loads the admin; the others are reached inside it, as staff reach
          // them (a whole reload per screen would cost the suite about a minute).
          if (i === 0) await page.goto(`${server.url}/cmsadmin${path}`);
          else await navigateInApp(page, `/cmsadmin${path}`);
          await page.locator(`:is(${HEADINGS}):not([data-left])`).first().waitFor()
            .catch((err) => {
              throw new Error(`${language} ${path}: no heading (${err.message})`);
            });
          await settle(page);
          await record(path);
          if (path.startsWith("/page/")) {
            // Each tab of the editor.
            const tabs = page.getByRole("tab");
            for (let i = 0; i < await tabs.count(); i++) {
              await tabs.nth(i).click();
              await settle(page);
              await record(`${path} tab ${i + 1}`);
            }
          }
        }
        await context.close();
      }
      deepStrictEqual(found, []);
    } finally {
      await setup.close();
      await server.close();
    }
  },
);
