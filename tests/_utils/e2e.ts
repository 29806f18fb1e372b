/** Steps shared by the browser tests: accessibility checks and common admin actions. */
import axe from "axe-core";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { waitFor } from "./wait.ts";
import { HEARTBEAT_MS } from "../../lib/content/presence.ts";

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * axe-core's serious and critical violations within `selector` (the whole page by default).
 * Waits first for running animations (a dialog fading in) to finish: colours measured half-way
 * through a fade are not the ones anybody reads.
 */
export async function seriousViolations(page: Page, selector = "body"): Promise<AxeViolation[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) =>
      a.playState !== "running" || a.effect === null ||
      // Infinite animations (a loader, a striped progress bar) never finish.
      a.effect.getComputedTiming().iterations === Infinity
    )
  );
  // axe-core is half a megabyte of script, about half a second to inject: once per document (a
  // screen of the admin's single page is checked again without it).
  if (!await page.evaluate(() => "axe" in globalThis)) {
    await page.addScriptTag({ content: axe.source });
  }
  const violations = await page.evaluate(`
    axe.run(document.querySelector(${JSON.stringify(selector)}), { resultTypes: ["violations"] })
      .then((result) => result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => String(n.target)),
      })))
  `) as AxeViolation[];
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/**
 * Closes the notifications, which sit over the editor's header buttons: each by its close button,
 * then waits until it has gone (it animates out). One closing on its own meanwhile (they close
 * after a few seconds) is only waited for.
 *
 * The page must be the one in front of its context: Chromium draws a frame a second for a page
 * behind another page of the same context, and a click waits for two frames in which the button
 * holds still. A second page a test needs (the public site beside the editor) goes in a context
 * of its own.
 */
export async function dismissNotifications(page: Page): Promise<void> {
  const notes = page.locator(".mantine-Notification-root");
  for (let ids = await idsOf(notes); ids.length; ids = await idsOf(notes)) {
    for (const id of ids) {
      const note = page.locator(`.mantine-Notification-root[id="${id}"]`);
      const gone = note.waitFor({ state: "detached" });
      // The click fails when the notification goes before it lands; its going is what counts.
      const click = note.getByRole("button", { name: "Close" }).click().catch(() => {});
      await Promise.race([click, gone]);
      await gone;
    }
  }
}

function idsOf(notes: Locator): Promise<string[]> {
  return notes.evaluateAll((els) => els.map((el) => el.id));
}

/**
 * Waits until `locator`'s element and everything in it have finished their transitions and
 * animations (a modal fading in: axe would see it half transparent and count its contrast wrong).
 */
export async function transitionsDone(locator: Locator): Promise<void> {
  // Two frames first: a transition starts on the frame after its element is drawn.
  await locator.evaluate(async (el) => {
    for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
    await Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished));
  });
}

/** Adds a block of the type labelled `label` at the end of the page in the editor. */
export async function addBlock(page: Page, label: string): Promise<void> {
  await page.getByRole("button", { name: "Add block" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a block" });
  await dialog.getByLabel("Search block types").fill(label);
  await dialog.getByRole("button", { name: label, exact: true }).click();
  await dialog.waitFor({ state: "hidden" });
}

/**
 * Signs `context` in as `email` through the API, as the sign-in screen does: the session cookie
 * lands in the context, for every page it has or opens. The one way the browser tests reach the
 * admin signed in; the sign-in screen itself is tested in admin_test.ts and admin_loading_test.ts.
 */
export async function signIn(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await contextApi(context, baseUrl, "POST", "/api/ximblox/auth/login", { email, password });
}

/** Signs `page`'s context in ({@link signIn}) and opens the admin's dashboard. */
export async function signInToAdmin(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await signIn(page.context(), baseUrl, email, password);
  await page.goto(`${baseUrl}/cmsadmin/`);
  await page.getByRole("heading", { name: "CMS Dashboard" }).waitFor();
}

/**
 * Publishes from the page editor: Publish, then Publish in the confirmation that lists what
 * changes against the live version — or, when the checks found open problems, "Publish anyway"
 * and once more in the question that follows.
 */
export async function publishFromEditor(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Publish this page?" });
  await dialog.waitFor();
  const publish = dialog.getByRole("button", { name: "Publish", exact: true });
  const anyway = dialog.getByRole("button", { name: "Publish anyway" });
  await publish.or(anyway).waitFor();
  if (await publish.isVisible()) {
    await publish.click();
    await dialog.waitFor({ state: "hidden" });
    return;
  }
  await anyway.click();
  const again = page.getByRole("dialog", { name: "Publish with open problems?" });
  await again.getByRole("button", { name: "Publish anyway" }).click();
  await again.waitFor({ state: "hidden" });
}

/**
 * Calls the API with a browser context's cookies and a fresh CSRF token, as the admin does.
 * Returns the status and JSON body; `expectOk` (the default) fails on any other status.
 */
export async function contextApi(
  context: BrowserContext,
  base: string,
  method: string,
  path: string,
  body?: unknown,
  expectOk = true,
  // deno-lint-ignore no-explicit-any
): Promise<{ status: number; body: any }> {
  const probe = await context.request.get(`${base}/api/ximblox/settings/get`);
  const token = probe.headers()["x-csrf-token"] ?? "";
  const res = await context.request.fetch(`${base}${path}`, {
    method,
    headers: { "X-CSRF-Token": token, "Content-Type": "application/json" },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (expectOk && !res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${text}`);
  return { status: res.status(), body: text ? JSON.parse(text) : null };
}

/** Waits up to 10 s for a mail to `to` among those the test's SMTP receiver collected. */
export function waitForMail<M extends { to: string[] | string }>(
  mails: M[],
  to: string,
): Promise<M> {
  return waitFor(`a mail to ${to}`, 10_000, () => mails.find((m) => m.to.includes(to)));
}

/**
 * Collects a page's script errors and console errors (a refused script under the site's policy is
 * one) so a test can assert there were none. `expected` skips console lines a test provokes on
 * purpose (a 429 or 500 it asked for).
 */
export function watchErrors(page: Page, expected?: RegExp): string[] {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  page.on("console", (msg) => {
    if (msg.type() === "error" && !(expected?.test(msg.text()))) errors.push(msg.text());
  });
  return errors;
}

/** Presses Tab until `target` has the focus (at most `max` times): keyboard-only reachability. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

/**
 * The main navigation's link `name` inside section `group`, with the section opened first (one
 * section is open at a time, so a link elsewhere is not on the page until its section opens).
 */
export async function navLink(page: Page, group: string, name: string): Promise<Locator> {
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  const heading = nav.getByRole("button", { name: group, exact: true });
  if (await heading.getAttribute("aria-expanded") !== "true") await heading.click();
  const link = nav.getByRole("link", { name, exact: true });
  await link.waitFor();
  return link;
}

/** Closes browser contexts one after the other. */
export async function closeAll(...contexts: BrowserContext[]): Promise<void> {
  for (const context of contexts) await context.close();
}

/**
 * Runs `fn` with two contexts of one locale, a visitor with JavaScript and one without (the
 * public site must work both ways), then closes them and `server`, whatever happened.
 */
export async function withScriptAndNoScript(
  browser: Browser,
  server: { close(): Promise<void> },
  options: { locale: string; bypassCSP?: boolean },
  fn: (context: BrowserContext, noScript: BrowserContext) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext(options);
  const noScript = await browser.newContext({ locale: options.locale, javaScriptEnabled: false });
  try {
    await fn(context, noScript);
  } finally {
    await closeAll(context, noScript);
    await server.close();
  }
}

/** The admin's window in these tests: en-GB at 1366×768, the CSP bypassed so axe-core can run. */
export const ADMIN_WINDOW = {
  locale: "en-GB",
  bypassCSP: true,
  viewport: { width: 1366, height: 768 },
};

/**
 * Runs `fn` with a page of a new {@link ADMIN_WINDOW} context, its script and console errors
 * collected in `errors`, signed in to the admin as `user` (the server's administrator unless
 * given); then closes the context and `server`, whatever happened.
 */
export async function withAdminPage(
  browser: Browser,
  server: { url: string; adminEmail: string; adminPassword: string; close(): Promise<void> },
  fn: (page: Page, session: { context: BrowserContext; errors: string[] }) => Promise<void>,
  user = { email: server.adminEmail, password: server.adminPassword },
): Promise<void> {
  const context = await browser.newContext(ADMIN_WINDOW);
  const page = await context.newPage();
  const errors = watchErrors(page);
  try {
    await signInToAdmin(page, server.url, user.email, user.password);
    await fn(page, { context, errors });
  } finally {
    await context.close();
    await server.close();
  }
}

/**
 * A sync point for "the page asked nothing": resolves once every request the page started before
 * its timers of `ms` (set now) fired has reached `page.on("request")` listeners. A debounce of
 * `ms` (or less) armed before this call has run by then — timers fire in the order they are due,
 * on a busy machine too — and a marker request the page sends after it is reported after any
 * request that debounce sent. So a test asserts absence once the cause had its chance, instead
 * of pausing for a guessed while.
 */
export async function requestsSettledAfter(page: Page, ms: number): Promise<void> {
  const marker = `${new URL(page.url()).origin}/__sync-${crypto.randomUUID()}`;
  await page.route(marker, (route) => route.fulfill({ status: 204 }));
  try {
    const seen = page.waitForRequest(marker);
    // A millisecond more than `ms`: a debounce that moved its timer on is due no later than `ms`
    // after the last call, which came before this one.
    await page.evaluate(async ({ ms, marker }) => {
      await new Promise((r) => setTimeout(r, ms + 1));
      await fetch(marker);
    }, { ms, marker });
    await seen;
  } finally {
    await page.unroute(marker);
  }
}

/**
 * How long the admin's page picker waits after typing before it searches (PAGE_SEARCH_WAIT_MS in
 * admin/src/components/page_picker.tsx, not imported: that module brings React and Mantine).
 */
export const PAGE_PICKER_WAIT_MS = 400;

/**
 * Moves `page`'s clock (its context's clock installed: `context.clock.install()`) on to the
 * editor's next presence heartbeat, answered, until `shown` is visible: what another tab did
 * reaches this one with a heartbeat (HEARTBEAT_MS), which the test need not wait out.
 */
export async function heartbeatsUntil(page: Page, shown: Locator, beats = 5): Promise<void> {
  for (let i = 0; i < beats && !(await shown.isVisible()); i++) {
    const answered = page.waitForResponse((r) =>
      /\/page\/\d+\/presence$/.test(new URL(r.url()).pathname) && r.request().method() === "POST"
    );
    await page.clock.fastForward(HEARTBEAT_MS);
    await answered;
  }
  await shown.waitFor();
}
