/**
 * WCAG 2.2 SC 2.4.11 (Focus Not Obscured) on the public demo site, in a real browser at laptop
 * and phone size: Tab through every focusable control of a page and, for each one that takes the
 * focus, assert that no sticky or fixed element (outside the control's own) overlaps its box.
 * The researches overview is the page with such an element (the pricing panel at the foot of the
 * viewport): it is tabbed through with nine blood tests chosen, the panel at its tallest. In the
 * admin the header is fixed over the top: a long page editor is tabbed through both ways (going
 * back, the browser scrolls each control in at the top edge, under the header).
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { closeAll, dismissNotifications, watchErrors, withAdminPage } from "../_utils/e2e.ts";
import { createTestPage } from "../_utils/pages.ts";
import { startTestServer } from "../_utils/server.ts";
import { startDemoServer } from "../_utils/demo_store.ts";
import { buildIslandsIfStale } from "../../tools/build_islands.ts";
import { DEMO_RESEARCHES } from "../../lib/seed/demo/researches.ts";

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

/** The focused element's box where a sticky or fixed element is drawn over it, or null. */
function focusCover(): string | null {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const box = el.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return null;
  for (const other of document.querySelectorAll("body *")) {
    const position = getComputedStyle(other).position;
    if (position !== "sticky" && position !== "fixed") continue;
    if (other.contains(el)) continue;
    const r = other.getBoundingClientRect();
    const overlaps = r.left < box.right && box.left < r.right && r.top < box.bottom &&
      box.top < r.bottom;
    if (!overlaps) continue;
    // Drawn over the control, not under it (the admin's skip link sits above its header): what
    // is on top in the middle of the overlap is the other element's.
    const x = (Math.max(r.left, box.left) + Math.min(r.right, box.right)) / 2;
    const y = (Math.max(r.top, box.top) + Math.min(r.bottom, box.bottom)) / 2;
    const top = document.elementFromPoint(x, y);
    if (top && other.contains(top) && !el.contains(top)) {
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
      return `${el.tagName.toLowerCase()} "${name}" at ${Math.round(box.top)}–${
        Math.round(box.bottom)
      } under .${other.className} at ${Math.round(r.top)}–${Math.round(r.bottom)}`;
    }
  }
  return null;
}

/**
 * Tabs from the top of the page to its end (the focus back on the document or a control seen
 * before) and answers every control that was covered when it took the focus.
 */
async function coveredWhileTabbing(page: Page, key = "Tab"): Promise<string[]> {
  await page.evaluate((forward) => {
    (document.activeElement as HTMLElement | null)?.blur();
    if (forward) return scrollTo(0, 0);
    // Backwards: from the last control of the page, at the page's end.
    scrollTo(0, document.documentElement.scrollHeight);
    const controls = [...document.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])",
    )].filter((el) => el.offsetParent !== null && !el.closest("[inert]"));
    controls.at(-1)?.focus();
  }, key === "Tab");
  const covered: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press(key);
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return "";
      el.setAttribute("data-tabbed", el.getAttribute("data-tabbed") ?? String(Math.random()));
      return el.getAttribute("data-tabbed")!;
    });
    if (!where || seen.has(where)) return covered;
    seen.add(where);
    const cover = await page.evaluate(focusCover);
    if (cover) covered.push(cover);
  }
  throw new Error("Tab never came back round");
}

browserTest(
  "no sticky or fixed element covers the focused control (laptop and phone)",
  async (browser) => {
    await buildIslandsIfStale();
    const server = await startDemoServer();
    const contexts = [];
    try {
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({
          locale: "nl-NL",
          viewport,
          reducedMotion: "reduce",
        });
        contexts.push(context);
        const page = await context.newPage();
        const errors = watchErrors(page);
        const size = `${viewport.width}x${viewport.height}`;

        await page.goto(`${server.url}/onderzoeken`);
        // Nine blood tests: the panel lists them all and is as tall as it gets.
        const blood = DEMO_RESEARCHES.filter((r) => r[5] === "bloed").slice(0, 9);
        for (const [name] of blood) {
          await page.getByRole("checkbox", { name, exact: true }).check();
        }
        await page.locator(".pricing__picked li").nth(8).waitFor();
        const stuck = await page.locator(".pricing").evaluate((el) =>
          getComputedStyle(el).position
        );
        ok(stuck === "sticky" || stuck === "static", stuck);
        deepStrictEqual(await coveredWhileTabbing(page), [], `/onderzoeken at ${size}`);

        for (const path of ["/", "/contact", "/zoeken?q=locaties", "/locaties"]) {
          await page.goto(`${server.url}${path}`);
          deepStrictEqual(await coveredWhileTabbing(page), [], `${path} at ${size}`);
        }
        deepStrictEqual(errors, []);
      }
    } finally {
      await closeAll(...contexts);
      await server.close();
    }
  },
);

browserTest(
  "the admin's fixed header covers no focused control of a long page editor",
  async (browser) => {
    await buildIslandsIfStale();
    const server = await startTestServer();
    const admin = await server.app.signedIn(1);
    const content = Array.from({ length: 14 }, (_, i) => ({
      type: "heading",
      key: `h${i}`,
      props: { text: `Heading ${i + 1}`, level: 2 },
    }));
    const { pageID } = await createTestPage(admin, { title: "Long page", content });
    await withAdminPage(browser, server, async (page) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto(`${server.url}/cmsadmin/page/${pageID}`);
        await page.getByRole("heading", { name: "Long page", level: 1 }).waitFor();
        await dismissNotifications(page);
        const forward = await coveredWhileTabbing(page);
        // Back from the end: each control above the window is scrolled in at its top edge.
        const back = await coveredWhileTabbing(page, "Shift+Tab");
        deepStrictEqual({ forward, back }, { forward: [], back: [] }, `at ${viewport.width}`);
      }
    });
  },
);
