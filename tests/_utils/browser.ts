/**
 * Browser tests drive Debian's Chromium through playwright-core: its headless shell
 * (`chromium-headless-shell`, the build Playwright itself runs headless tests in) where installed,
 * else the full browser. Found through CHROME_PATH, then /usr/bin/chromium-headless-shell, then
 * /usr/bin/chromium; without one, browser tests are skipped with a line saying how to install it,
 * except under CI=true, where a missing browser fails the run.
 *
 * The shell is the same engine (Blink, V8, the DevTools protocol, the virtual authenticator)
 * without the full browser's UI layer, and without the flags Debian's `chromium` launcher adds
 * (`--enable-gpu-rasterization`: rasterising through SwiftShader, a GPU emulated in software).
 * On the same test files on two cores it spent about a quarter less CPU (96 against 124
 * core-seconds), and the suite is CPU-bound. The benches measure what a user waits for, in the
 * full browser: {@link CHROME_PATH}.
 */
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
} from "playwright-core";

/** The full Chromium (CHROME_PATH or /usr/bin/chromium), for the benches. */
export const CHROME_PATH = findChrome([Deno.env.get("CHROME_PATH"), "/usr/bin/chromium"]);

/** The Chromium the browser tests run in: the headless shell where installed. */
export const TEST_CHROME_PATH = findChrome([
  Deno.env.get("CHROME_PATH"),
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
]);

function findChrome(candidates: (string | undefined)[]): string | null {
  for (const path of candidates) {
    if (!path) continue;
    try {
      if (Deno.statSync(path).isFile) return path;
    } catch { /* not there */ }
  }
  return null;
}

let warned = false;

/** The launch flags: headless, no sandbox (containers), nothing that reaches out on its own. */
const LAUNCH_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // V8 without its optimising compilers (Maglev, TurboFan): they compile hot functions on other
  // threads to pay back over a long visit, and a test's page lives for seconds. Its code runs
  // the same (interpreted and baseline-compiled); in a shard of the browser tests Chromium's
  // renderers used about a fifth less CPU (90 → 70 s), on a machine where CPU is the limit. The
  // benches, which time what users wait for, keep V8 as shipped.
  "--js-flags=--no-opt --no-maglev",
];

/**
 * One Chromium per test process, launched by the first browser test that needs it: a launch
 * costs about a second (more on a busy machine), and the tests need fresh state (cookies,
 * storage, cache), which a new context gives (each test gets its own, see {@link browserTest}).
 * A browser that crashed or was closed is launched again for the next test.
 */
let shared: Promise<Browser> | null = null;

function sharedBrowser(): Promise<Browser> {
  if (shared) return shared;
  const launching = chromium.launch({ executablePath: TEST_CHROME_PATH!, args: LAUNCH_ARGS });
  shared = launching;
  launching.then(
    (browser) => browser.on("disconnected", () => shared === launching && (shared = null)),
    () => shared === launching && (shared = null),
  );
  return launching;
}

/**
 * What every context of a test starts with unless the test says otherwise: a visitor who asked
 * their system for less motion (`prefers-reduced-motion: reduce`), which the admin honours
 * (theme.ts: Mantine's transitions take no time) as the public site does. Dialogs, menus and
 * notifications then appear and go in one frame instead of 150–250 ms of frames, each composited
 * in software: in one shard of the browser tests that was about a fifth of Chromium's CPU and of
 * the wall time. The tests wait for what they wait for either way (an element, its state), so no
 * check changes; a test of motion itself asks for `reducedMotion: "no-preference"`.
 */
function withTestDefaults(options: BrowserContextOptions = {}): BrowserContextOptions {
  return { reducedMotion: "reduce", ...options };
}

/**
 * The longest a browser test may take (the slowest takes about a minute on a loaded 2-core
 * machine). Playwright's waits end at their own timeouts, but a promise of the test's own that is
 * never kept (a route that never saw its request) would hold the run until CI gives up on it:
 * past the limit the test fails instead, and the rest of the suite runs.
 */
const TEST_LIMIT_MS = 5 * 60_000;

async function withinLimit(name: string, test: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`"${name}" did not finish within ${TEST_LIMIT_MS / 60_000} minutes`)),
      TEST_LIMIT_MS,
    );
  });
  try {
    await Promise.race([test, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** Browser tests declared and not yet finished: the shared browser closes after the last one. */
let pending = 0;

/**
 * The browser a test sees: the shared one, except that the contexts (and pages) it opens are
 * its own, closed when the test ends, and that closing it closes those only.
 */
function browserForTest(browser: Browser): { browser: Browser; closeContexts(): Promise<void> } {
  const contexts: BrowserContext[] = [];
  const view = new Proxy(browser, {
    get(target, prop) {
      if (prop === "newContext") {
        return async (options?: BrowserContextOptions) => {
          const context = await target.newContext(withTestDefaults(options));
          contexts.push(context);
          return context;
        };
      }
      if (prop === "newPage") {
        return async (options?: BrowserContextOptions) => {
          // As Browser.newPage does: a context of its own, closed with the page.
          const context = await target.newContext(withTestDefaults(options));
          contexts.push(context);
          const page = await context.newPage();
          page.on("close", () => context.close().catch(() => {}));
          return page;
        };
      }
      if (prop === "close") return closeContexts;
      if (prop === "contexts") return () => contexts.filter((c) => target.contexts().includes(c));
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  async function closeContexts(): Promise<void> {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
  }
  return { browser: view, closeContexts };
}

/**
 * Declares a browser test; skipped (with a hint) when no Chromium is installed outside CI. `fn`
 * gets the process's shared browser: what it opens with `newContext`/`newPage` starts fresh (no
 * cookies or storage of other tests) and is closed when the test ends.
 */
export function browserTest(name: string, fn: (browser: Browser) => Promise<void>): void {
  const missing = TEST_CHROME_PATH === null && Deno.env.get("CI") !== "true";
  if (missing && !warned) {
    warned = true;
    console.warn(
      "Browser tests skipped: no Chromium found. Install it with `apt-get install -y " +
        "chromium-headless-shell` (or chromium) " +
        "or set CHROME_PATH.",
    );
  }
  if (!missing) pending++;
  Deno.test({
    name,
    ignore: missing,
    sanitizeOps: false,
    sanitizeResources: false,
    async fn() {
      try {
        if (TEST_CHROME_PATH === null) {
          throw new Error(
            "CI=true but no Chromium: install it with `apt-get install -y chromium-headless-shell`.",
          );
        }
        const { browser, closeContexts } = browserForTest(await sharedBrowser());
        try {
          await withinLimit(name, fn(browser));
        } finally {
          await closeContexts();
        }
      } finally {
        // After the last browser test of the process (a filtered run skips some: then the
        // browser goes with the process), the browser closes, and no Chromium outlives the run.
        if (--pending === 0 && shared) {
          const closing = shared;
          shared = null;
          await (await closing.catch(() => null))?.close();
        }
      }
    },
  });
}
