/**
 * Save → change visible in Chromium, under `deno task dev` (issue 29's aims: ≤ 1 s for an island
 * or an admin screen, ≤ 2 s for server code), on a copy of the tree (tests/_utils/dev_loop.ts):
 * `deno run -A bench/dev_loop_timing.ts [rounds]`. Each round writes a new marker into the file
 * and times from just before the write to the moment the page shows it, read in the page (a
 * MutationObserver, on the reloaded page too) against the same wall clock.
 */
import { chromium } from "playwright-core";
import { CHROME_PATH } from "../tests/_utils/browser.ts";
import { startDevLoop } from "../tests/_utils/dev_loop.ts";

const ROUNDS = Number(Deno.args[0] ?? 5);
const WAIT = 180_000;

/** Records, on every page load, the wall-clock time the marker first shows in the document. */
const WATCH_FOR_MARKER = () => {
  const look = () => {
    const marker = sessionStorage.getItem("marker");
    if (marker && document.body?.textContent?.includes(marker) && !sessionStorage.getItem("seen")) {
      sessionStorage.setItem("seen", String(performance.timeOrigin + performance.now()));
    }
  };
  new MutationObserver(look).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  look();
};

const cases = [
  {
    name: "island (islands/CookieNotice.tsx)",
    path: "/",
    file: "islands/CookieNotice.tsx",
    anchor: "{text.title}</h2>",
    insert: (marker: string) => `{text.title} ${marker}</h2>`,
  },
  {
    name: "admin screen (admin/src/screens/login.tsx)",
    path: "/cmsadmin/login",
    file: "admin/src/screens/login.tsx",
    anchor: `{t("auth.login")}</Button>`,
    insert: (marker: string) => `{t("auth.login")} ${marker}</Button>`,
  },
  {
    name: "server (lib/render/page.tsx)",
    path: "/",
    file: "lib/render/page.tsx",
    anchor: `{ctx.siteName}</a>`,
    insert: (marker: string) => `{ctx.siteName} ${marker}</a>`,
  },
];

await using dev = await startDevLoop();
const browser = await chromium.launch({
  executablePath: CHROME_PATH!,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(WATCH_FOR_MARKER);
  for (const c of cases) {
    await page.goto(dev.url + c.path, { waitUntil: "commit" });
    // Ready: the reload channel (public pages) or Vite's socket (the admin) listens.
    if (c.path.startsWith("/cmsadmin")) {
      await page.waitForEvent("console", {
        predicate: (m) => m.text().includes("[vite] connected"),
        timeout: WAIT,
      });
    } else {
      await page.locator("html[data-dev-reload=listening]").waitFor({ timeout: WAIT });
    }
    const times: number[] = [];
    let previous = c.anchor;
    for (let round = 1; round <= ROUNDS; round++) {
      const marker = `m${Date.now().toString(36)}x${round}`;
      await page.evaluate((m) => {
        sessionStorage.setItem("marker", m);
        sessionStorage.removeItem("seen");
      }, marker);
      const next = c.insert(marker);
      const saved = Date.now();
      await dev.edit(c.file, previous, next);
      previous = next;
      const seen = await page.waitForFunction(() => sessionStorage.getItem("seen"), null, {
        timeout: WAIT,
        polling: 50,
      });
      times.push(Math.round(Number(await seen.jsonValue()) - saved));
      // Both channels listen again before the next save.
      if (!c.path.startsWith("/cmsadmin")) {
        await page.locator("html[data-dev-reload=listening]").waitFor({ timeout: WAIT });
      }
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${c.name.padEnd(44)} median ${sorted[Math.floor(sorted.length / 2)]} ms` +
        `  (each: ${times.join(", ")} ms)`,
    );
  }
} finally {
  await browser.close();
}
