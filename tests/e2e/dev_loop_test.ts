/**
 * The development loop (issue 29), for real: `deno task dev`'s command on a copy of the tree
 * (tests/_utils/dev_loop.ts), one Chromium. An island edit shows on the open public page without a
 * reload by hand, an island that does not build shows its error over the page, a new island file
 * is built and served without starting dev again, an admin screen changes in place by hot module
 * replacement (Vite's overlay shows a syntax error), a server edit shows on the public page,
 * signing in works through the one origin (same cookies and CSRF), and a SIGTERM stops the server
 * and Vite with the supervisor.
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import type { Browser } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import {
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  type DevLoop,
  startDevLoop,
} from "../_utils/dev_loop.ts";
import { waitFor } from "../_utils/wait.ts";

const ISLAND = "islands/CookieNotice.tsx";
const ISLAND_TITLE = "<h2 id={TITLE_ID} tabIndex={-1}>{text.title}</h2>";
const SCREEN = "admin/src/screens/login.tsx";
const SCREEN_BUTTON = `{t("auth.login")}</Button>`;
const SERVER = "lib/render/page.tsx";
const SERVER_SITE_NAME = `<a class="site-name" href={home}>{ctx.siteName}</a>`;
const WAIT = 120_000;
/**
 * The first load of the admin from Vite, which prepares its dependencies: longer on a loaded
 * machine, and short of the five minutes a browser test may take, so that a wait that fails says
 * what it waited for.
 */
const FIRST_ADMIN_LOAD = 200_000;

browserTest(
  "deno task dev: islands, admin and server edits show by themselves",
  async (browser) => {
    await using dev = await startDevLoop();
    try {
      await editsShow(browser, dev);
    } catch (err) {
      // What the dev command printed says which part did not follow (a build, a restart, Vite).
      const printed = dev.lines.slice(-80).join("\n");
      const message = `${(err as Error).message}\n--- deno task dev printed (last lines):\n`;
      throw new Error(message + printed, { cause: err });
    }
  },
);

async function editsShow(browser: Browser, dev: DevLoop): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();

  // The public page, listening on the reload channel.
  await page.goto(`${dev.url}/`);
  await page.locator("html[data-dev-reload=listening]").waitFor({ timeout: WAIT });
  const title = page.locator("#cookie-notice-title");
  await title.waitFor({ timeout: WAIT });

  // An island edit: rebuilt, and the page reloads by itself.
  await dev.edit(
    ISLAND,
    ISLAND_TITLE,
    ISLAND_TITLE.replace("{text.title}", "{text.title} (edited)"),
  );
  await page.getByText("(edited)", { exact: false }).waitFor({ timeout: WAIT });
  await page.locator("html[data-dev-reload=listening]").waitFor({ timeout: WAIT });

  // An island that does not build: its error over the page, until it builds again.
  await dev.edit(ISLAND, "function CookieNotice(", "function CookieNotice((");
  const overlay = page.locator("#ximblox-dev-error");
  await overlay.waitFor({ timeout: WAIT });
  assert((await overlay.textContent())!.includes("CookieNotice.tsx"), "the error names the file");
  await dev.edit(ISLAND, "function CookieNotice((", "function CookieNotice(");
  await overlay.waitFor({ state: "detached", timeout: WAIT });
  await page.locator("html[data-dev-reload=listening]").waitFor({ timeout: WAIT });

  // A new island file: built and served like an edited one, without starting dev again.
  await Deno.writeTextFile(
    `${dev.dir}/islands/DevProbe.tsx`,
    "export default function DevProbe() {\n  return <p>dev probe</p>;\n}\n",
  );
  await waitFor("the new island's bundle", WAIT, async () => {
    // Any hash: the front answers with the newest build of the island of that name.
    const answer = await fetch(`${dev.url}/static/islands/DevProbe-00000000.js`);
    const code = await answer.text();
    return answer.ok && code.includes("dev probe");
  });

  // A server edit: the server starts again, and the page reloads once it answers.
  await dev.edit(SERVER, SERVER_SITE_NAME, SERVER_SITE_NAME.replace("</a>", " (server)</a>"));
  await page.locator(".site-name", { hasText: "(server)" }).first().waitFor({ timeout: WAIT });

  // The admin from Vite: an edit to a screen is swapped in, the page is not loaded again.
  await page.goto(`${dev.url}/cmsadmin/login`, { waitUntil: "commit" });
  const connected = page.waitForEvent("console", {
    predicate: (m) => m.text().includes("[vite] connected"),
    timeout: FIRST_ADMIN_LOAD,
  });
  await page.locator("button[type=submit]").waitFor({ timeout: FIRST_ADMIN_LOAD });
  await connected;
  await page.evaluate(() => (globalThis as { stillHere?: boolean }).stillHere = true);
  await dev.edit(SCREEN, SCREEN_BUTTON, `{t("auth.login")} (edited)</Button>`);
  await page.locator("button[type=submit]", { hasText: "(edited)" }).waitFor({ timeout: WAIT });
  assertEquals(
    await page.evaluate(() => (globalThis as { stillHere?: boolean }).stillHere),
    true,
    "hot module replacement, not a reload",
  );

  // A screen that does not build: Vite's overlay, gone once it builds again.
  await dev.edit(SCREEN, "function Login(", "function Login((");
  await page.locator("vite-error-overlay").waitFor({ timeout: WAIT });
  await dev.edit(SCREEN, "function Login((", "function Login(");
  await page.locator("vite-error-overlay").waitFor({ state: "detached", timeout: WAIT });

  // Signing in through the same origin: the server's cookies and CSRF token.
  await page.goto(`${dev.url}/cmsadmin/login`, { waitUntil: "commit" });
  await page.locator("input[type=email]").waitFor({ timeout: WAIT });
  await page.locator("input[type=email]").fill(DEV_ADMIN_EMAIL);
  await page.locator("input[type=password]").fill(DEV_ADMIN_PASSWORD);
  await page.locator("button[type=submit]").click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"), { timeout: WAIT });
  await context.close();

  // SIGTERM stops everything it started.
  const pids = dev.lines.flatMap((line) => [...line.matchAll(/\(pid (\d+)\)/g)].map((m) => +m[1]));
  assertEquals((await dev.stop()).code, 0);
  await waitFor("the server and Vite to stop", WAIT, async () => {
    const alive = await Promise.all(
      pids.map(async (pid) =>
        (await new Deno.Command("kill", { args: ["-0", String(pid)], stderr: "null" }).output())
          .success
      ),
    );
    return alive.every((a) => !a);
  });
}
