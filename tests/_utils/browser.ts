/**
 * Browser tests drive Debian's Chromium through playwright-core. Chromium is found through
 * CHROME_PATH or /usr/bin/chromium; without one, browser tests are skipped with a line saying how
 * to install it, except under CI=true, where a missing browser fails the run.
 */
import { type Browser, chromium } from "playwright-core";

export const CHROME_PATH = findChrome();

function findChrome(): string | null {
  for (const path of [Deno.env.get("CHROME_PATH"), "/usr/bin/chromium"]) {
    if (!path) continue;
    try {
      if (Deno.statSync(path).isFile) return path;
    } catch { /* not there */ }
  }
  return null;
}

let warned = false;

/** Declares a browser test; skipped (with a hint) when no Chromium is installed outside CI. */
export function browserTest(name: string, fn: (browser: Browser) => Promise<void>): void {
  const missing = CHROME_PATH === null && Deno.env.get("CI") !== "true";
  if (missing && !warned) {
    warned = true;
    console.warn(
      "Browser tests skipped: no Chromium found. Install it with `apt-get install -y chromium` " +
        "or set CHROME_PATH.",
    );
  }
  Deno.test({
    name,
    ignore: missing,
    sanitizeOps: false,
    sanitizeResources: false,
    async fn() {
      if (CHROME_PATH === null) {
        throw new Error("CI=true but no Chromium: install it with `apt-get install -y chromium`.");
      }
      const browser = await chromium.launch({
        executablePath: CHROME_PATH,
        args: [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-quic",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
        ],
      });
      try {
        await fn(browser);
      } finally {
        await browser.close();
      }
    },
  });
}
