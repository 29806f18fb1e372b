/**
 * The public site's frame as a visitor meets it (issue 19), on the demo site in a real browser at
 * a laptop's 1280×720 and a phone's 390×844, with the cookie notice shown: every page is tabbed
 * through and no focused control is ever fully hidden by the notice or anything else that stays
 * on screen (fixed or sticky); no page scrolls sideways; no menu is open over the content on
 * arrival; the phone's header is small, its menu a disclosure that works without JavaScript.
 * The header's submenus open one at a time and close on Escape and on a click outside.
 */
import { equal, ok } from "node:assert";
import type { BrowserContext, Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { closeAll, seriousViolations, watchErrors } from "../_utils/e2e.ts";
import { startDemoServer } from "../_utils/demo_store.ts";
import { buildIslandsIfStale } from "../../tools/build_islands.ts";
import { messagesFor } from "../../lib/i18n/site.ts";

const T = messagesFor("nl");
const LAPTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };
/** The most a phone's header may take of its 844 px before the page begins. */
const PHONE_HEADER_MAX = 140;

/** The demo's public pages; the article is found on /nieuws. */
const PAGES = [
  "/",
  "/nieuws",
  "/locaties",
  "/onderzoeken",
  "/faq",
  "/contact",
  "/klachten",
  "/zoeken?q=bloed",
  "/nieuwsarchief",
  "/bestaat-niet",
];

/**
 * A page is drawn and its islands hydrated: the cookie notice shows (no choice made yet). The
 * search page runs no script, so it has no notice to show.
 */
async function arrive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  if (await page.locator('x-island[data-name="CookieNotice"]').count() === 0) return;
  await page.locator(".cookie-notice:not([hidden])").waitFor();
}

/** The page's width past the window's, in px (0: no sideways scrolling). */
function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth);
}

/**
 * What went wrong on the page as it arrived: a submenu open, sideways scrolling. Null: nothing.
 */
function arrivalProblems(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const open = document.querySelectorAll(".site-header details[open]");
    if (open.length) return `a header menu is open on arrival: ${open[0].textContent}`;
    const width = document.scrollingElement!.scrollWidth;
    if (width > innerWidth) return `sideways scrolling: ${width} px in ${innerWidth}`;
    return null;
  });
}

/**
 * Presses Tab through the whole page and checks every stop: the focused element is on screen
 * and not fully covered by anything fixed or sticky (the cookie notice, a sticky header or
 * panel) that it is not part of. Answers the number of stops and where the cookie notice's first
 * button came in the tab order.
 */
async function tabThrough(page: Page, label: string): Promise<{ stops: number; notice: number }> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    scrollTo(0, 0);
  });
  let notice = -1;
  const seen = new Set<string>();
  for (let stop = 1; stop <= 400; stop++) {
    await page.keyboard.press("Tab");
    const at = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { done: true } as const;
      const r = el.getBoundingClientRect();
      const id = el.outerHTML.slice(0, 120) + Math.round(r.top + scrollY);
      const inNotice = !!el.closest(".cookie-notice");
      // Everything that stays put while the page scrolls, and covers what passes under it.
      const overlays = [...document.querySelectorAll("body *")].filter((o) => {
        const style = getComputedStyle(o);
        return (style.position === "fixed" || style.position === "sticky") &&
          style.visibility !== "hidden" && !o.contains(el) && o.getClientRects().length > 0;
      });
      const covering = overlays.find((o) => {
        const c = o.getBoundingClientRect();
        return c.left <= r.left && c.top <= r.top && c.right >= r.right && c.bottom >= r.bottom;
      });
      const offScreen = r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 ||
        r.left >= innerWidth;
      return {
        done: false,
        id,
        inNotice,
        hidden: covering
          ? `under ${covering.className || covering.localName}`
          : offScreen
          ? `off screen at ${Math.round(r.top)}`
          : null,
        what: el.outerHTML.slice(0, 160),
      } as const;
    });
    if (at.done || seen.has(at.id)) return { stops: stop - 1, notice };
    seen.add(at.id);
    if (at.inNotice && notice < 0) notice = stop;
    equal(at.hidden, null, `${label}, tab stop ${stop}: ${at.what} is ${at.hidden}`);
  }
  throw new Error(`${label}: more than 400 tab stops`);
}

/** The address of the first article listed on /nieuws. */
async function anArticle(page: Page, base: string): Promise<string> {
  await page.goto(`${base}/nieuws`);
  const href = await page.locator(".news-card__link").first().getAttribute("href");
  ok(href, "an article on /nieuws");
  return href;
}

browserTest(
  "every public page, laptop and phone, with the cookie notice: focus never hidden, no sideways scrolling, no menu open on arrival",
  async (browser) => {
    await buildIslandsIfStale();
    const server = await startDemoServer();
    const contexts: BrowserContext[] = [];
    try {
      for (const viewport of [LAPTOP, PHONE]) {
        // Reduced motion: the site then scrolls a focused element into view at once (not smoothly),
        // so where it lands can be read right after each Tab.
        const context = await browser.newContext({
          viewport,
          locale: "nl-NL",
          reducedMotion: "reduce",
        });
        contexts.push(context);
        const page = await context.newPage();
        // The not-found page answers 404, which the console reports.
        const errors = watchErrors(page, /status of 404/);
        const pages = [...PAGES, await anArticle(page, server.url)];
        for (const path of pages) {
          const label = `${path} at ${viewport.width}×${viewport.height}`;
          await arrive(page, server.url + path);
          equal(await arrivalProblems(page), null, label);
          if (viewport === PHONE) {
            const header = await page.locator(".site-header").boundingBox();
            ok(
              header && header.height <= PHONE_HEADER_MAX,
              `${label}: header ${header?.height} px`,
            );
          }
          const { notice } = await tabThrough(page, label);
          // Early in the tab order: after the skip link, before the header.
          if (await page.locator(".cookie-notice").count()) {
            ok(notice > 0 && notice <= 3, `${label}: the cookie notice is tab stop ${notice}`);
          }
        }
        equal(JSON.stringify(errors), "[]");
        // axe finds nothing serious on a page that shows the notice (axe is injected inline: this
        // context lets it past the page's policy).
        const axeContext = await browser.newContext({ viewport, locale: "nl-NL", bypassCSP: true });
        contexts.push(axeContext);
        const axePage = await axeContext.newPage();
        await arrive(axePage, `${server.url}/contact`);
        equal(JSON.stringify(await seriousViolations(axePage)), "[]");
      }
    } finally {
      await closeAll(...contexts);
      await server.close();
    }
  },
);

browserTest(
  "the cookie notice: chosen it goes, reopened from the footer it takes the focus and gives it back",
  async (browser) => {
    await buildIslandsIfStale();
    const server = await startDemoServer();
    const context = await browser.newContext({ viewport: PHONE, locale: "nl-NL" });
    try {
      const page = await context.newPage();
      await arrive(page, `${server.url}/contact`);
      // Nothing of the page lies under it: it comes before the header in the document's flow.
      const notice = page.locator(".cookie-notice");
      const header = page.locator(".site-header");
      const [n, h] = [await notice.boundingBox(), await header.boundingBox()];
      ok(
        n && h && n.y + n.height <= h.y,
        `the notice ${JSON.stringify(n)} above ${JSON.stringify(h)}`,
      );
      // Chosen by keyboard on arrival: the focus goes on to the header's first link.
      await page.getByRole("button", { name: T.cookies.refuse }).focus();
      await page.keyboard.press("Enter");
      await notice.waitFor({ state: "hidden" });
      ok(await page.locator(".site-name").evaluate((el) => el === document.activeElement));
      // Reopened from the footer: the notice's heading takes the focus, and the choice gives it back.
      const settings = page.getByRole("button", { name: T.cookies.settings });
      await settings.click();
      await page.waitForFunction(() => document.activeElement?.id === "cookie-notice-title");
      await page.getByRole("button", { name: T.cookies.accept }).click();
      await notice.waitFor({ state: "hidden" });
      ok(
        await settings.evaluate((el) => el === document.activeElement),
        "focus back on the button",
      );
      // Remembered: the next page does not ask again.
      await page.goto(`${server.url}/faq`);
      await page.locator(".cookie-settings:not([hidden])").waitFor();
      ok(await notice.isHidden(), "no notice once chosen");
    } finally {
      await closeAll(context);
      await server.close();
    }
  },
);

browserTest(
  "header submenus: closed on arrival, one open at a time, closed by Escape and by a click outside",
  async (browser) => {
    await buildIslandsIfStale();
    const server = await startDemoServer();
    const context = await browser.newContext({ viewport: LAPTOP, locale: "nl-NL" });
    try {
      const page = await context.newPage();
      await arrive(page, `${server.url}/locaties`);
      const open = page.locator(".site-header details[open]");
      equal(await open.count(), 0);
      // The current page's item is marked inside its closed submenu.
      equal(await page.locator('.site-header [aria-current="page"]').count() > 0, true);
      const summaries = page.locator(".audience-menu summary");
      await summaries.nth(0).click();
      equal(await open.count(), 1);
      await summaries.nth(1).click();
      equal(await open.count(), 1, "one at a time");
      equal(await open.locator("summary").textContent(), await summaries.nth(1).textContent());
      // Opened, it stays within the window.
      equal(await sideways(page), 0);
      await page.keyboard.press("Escape");
      equal(await open.count(), 0, "Escape closes it");
      ok(
        await summaries.nth(1).evaluate((el) => el === document.activeElement),
        "focus on summary",
      );
      await summaries.nth(0).press("Enter");
      equal(await open.count(), 1);
      await page.locator("main h1").click();
      equal(await open.count(), 0, "a click outside closes it");

      // At every width where the header shows them, an open submenu lies within the window.
      const menus = page.locator(".main-menu summary, .audience-menu summary");
      for (const width of [700, 900, 1024, 1280]) {
        await page.setViewportSize({ width, height: 720 });
        for (let i = 0; i < await menus.count(); i++) {
          await menus.nth(i).click();
          const [left, right] = await open.locator(":scope > ul").evaluate((ul) => {
            const r = ul.getBoundingClientRect();
            return [r.left, r.right - innerWidth];
          });
          ok(
            left >= 0 && right <= 0,
            `submenu ${i} at ${width} px: ${left}, ${right} past the edge`,
          );
          await menus.nth(i).click();
        }
      }
    } finally {
      await closeAll(context);
      await server.close();
    }
  },
);

browserTest("the phone's menu is a disclosure, with and without JavaScript", async (browser) => {
  await buildIslandsIfStale();
  const server = await startDemoServer();
  const contexts: BrowserContext[] = [];
  try {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      const main = page.getByRole("navigation", { name: T.mainMenu });
      ok(await main.isHidden(), "collapsed on arrival");
      const toggle = page.locator(".site-nav > summary");
      equal((await toggle.textContent())?.trim(), T.menu);
      await toggle.click();
      await main.getByRole("link", { name: "Locaties" }).click();
      await page.waitForURL(/\/locaties$/);
    }
    // On a laptop there is nothing to open: the menus show.
    const laptop = await browser.newContext({ viewport: LAPTOP });
    contexts.push(laptop);
    const page = await laptop.newPage();
    await page.goto(`${server.url}/`);
    ok(await page.getByRole("navigation", { name: T.mainMenu }).isVisible());
    ok(await page.locator(".site-nav > summary").isHidden());
  } finally {
    await closeAll(...contexts);
    await server.close();
  }
});

browserTest(
  "the cookie notice is there from the first paint (no layout shift), and only for who has not chosen",
  async (browser) => {
    await buildIslandsIfStale();
    const server = await startDemoServer();
    const context = await browser.newContext({ viewport: PHONE, locale: "nl-NL" });
    const noScript = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      // The islands never load: what shows is what the first paint shows, before any hydration.
      await context.route(/\/static\/islands\//, (route) => route.abort());
      const page = await context.newPage();
      const errors = watchErrors(page, /static\/islands\/|net::ERR_FAILED/);
      await page.goto(`${server.url}/privacy`);
      const notice = page.locator(".cookie-notice");
      ok(await notice.isVisible(), "the notice shows without its island");
      // Under the page's own policy: the inline script that shows it ran, nothing was refused.
      equal(errors.join("\n"), "");
      // A visitor who has chosen does not get it, and nothing is drawn then taken away.
      await context.addCookies([{ name: "ximblox_consent", value: "refused", url: server.url }]);
      await page.goto(`${server.url}/privacy`);
      ok(await notice.isHidden(), "no notice once chosen");
      // Without JavaScript there is nothing to ask.
      const plain = await noScript.newPage();
      await plain.goto(`${server.url}/privacy`);
      ok(await plain.locator(".cookie-notice").isHidden(), "no notice without JavaScript");
    } finally {
      await closeAll(context, noScript);
      await server.close();
    }
  },
);
