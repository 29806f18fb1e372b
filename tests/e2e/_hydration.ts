/**
 * Whether hydrating an island rewrote the server's text. Adjacent text in an island's JSX
 * (`: {name}`) is one text node in the server's HTML but two in the island's tree, and Preact's
 * hydration splits the one into two: a write and an insert per occurrence, on every card of a
 * list (what made the islands' hydration a long task: issue 27, Lighthouse).
 */
import type { Page } from "playwright-core";

/**
 * Before `page.goto`: from the end of parsing (before the islands' scripts run) on, counts the
 * text nodes inside `selector` whose text was changed.
 */
export async function watchTextRewrites(page: Page, selector: string): Promise<void> {
  await page.addInitScript((selector: string) => {
    const w = window as unknown as { textRewrites: string[] };
    w.textRewrites = [];
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.target.parentElement?.closest(selector)) {
            w.textRewrites.push(`${r.oldValue} → ${r.target.textContent}`);
          }
        }
      }).observe(document.body, {
        subtree: true,
        characterData: true,
        characterDataOldValue: true,
      });
    });
  }, selector);
}

/** The text rewrites recorded so far ("old → new"). */
export function textRewrites(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { textRewrites: string[] }).textRewrites);
}
