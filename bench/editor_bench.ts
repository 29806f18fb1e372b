/**
 * `deno task bench`: the page editor in Chromium over real HTTP. Opening a 200-block page against
 * opening a 2-block one (the baseline), and one keystroke in a block of each (from the key press
 * to the next painted frame, so React's work and the document store's are both inside). Blocks
 * render lazily and each keeps its own state, so the 200-block numbers should stay near the
 * baseline. Skipped with a hint when no Chromium is installed.
 */
import { type Browser, chromium, type Page } from "playwright-core";
import { CHROME_PATH } from "../tests/_utils/browser.ts";
import { signInToAdmin } from "../tests/_utils/e2e.ts";
import { startTestServer } from "../tests/_utils/server.ts";

function blocks(count: number) {
  return Array.from(
    { length: count },
    (_, i) =>
      i % 2 === 0 ? { type: "heading", key: `h${i}`, props: { text: `Section ${i}`, level: 2 } } : {
        type: "text",
        key: `t${i}`,
        props: { html: `<p>Paragraph ${i} about blood draws and <strong>lab tests</strong>.</p>` },
      },
  );
}

if (CHROME_PATH === null) {
  console.warn("Editor benchmarks skipped: no Chromium (apt-get install -y chromium).");
} else {
  const server = await startTestServer();
  const admin = await server.app.signedIn(1);
  const ids: Record<number, number> = {};
  for (const count of [2, 200]) {
    const res = await admin.post("/api/ximblox/page/create", {
      title: `Editor ${count}`,
      slug: `editor-${count}`,
      type: "page",
      locale: "en-gb",
      content: blocks(count),
    });
    if (res.status !== 201) throw new Error(`create failed: ${res.raw}`);
    ids[count] = res.body.pageID;
  }

  const browser: Browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const page: Page = await (await browser.newContext({ locale: "en-GB" })).newPage();
  await signInToAdmin(page, server.url, server.adminEmail, server.adminPassword);

  const open = async (count: number) => {
    await page.goto(`${server.url}/cmsadmin/page/${ids[count]}`);
    await page.getByLabel(/^Heading text/).first().waitFor();
  };

  /** One character typed into the first heading, until the browser has painted it. */
  const keystroke = async () => {
    await page.keyboard.type("x");
    await page.evaluate(() =>
      new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    );
  };

  Deno.bench({
    name: "open a 2-block page",
    group: "editor open",
    baseline: true,
    n: 10,
    warmup: 2,
    async fn() {
      await open(2);
    },
  });
  Deno.bench({
    name: "open a 200-block page",
    group: "editor open",
    n: 10,
    warmup: 2,
    async fn() {
      await open(200);
    },
  });

  Deno.bench({
    name: "keystroke, 2-block page",
    group: "editor keystroke",
    baseline: true,
    n: 100,
    warmup: 10,
    async fn(b) {
      if (!page.url().endsWith(`/${ids[2]}`)) {
        await open(2);
        await page.getByLabel(/^Heading text/).first().click();
      }
      b.start();
      await keystroke();
      b.end();
    },
  });
  Deno.bench({
    name: "keystroke, 200-block page",
    group: "editor keystroke",
    n: 100,
    warmup: 10,
    async fn(b) {
      if (!page.url().endsWith(`/${ids[200]}`)) {
        await open(200);
        await page.getByLabel(/^Heading text/).first().click();
      }
      b.start();
      await keystroke();
      b.end();
    },
  });

  // Close everything once the benchmarks are done (deno bench has no "after all" hook).
  globalThis.addEventListener("unload", () => {
    void browser.close();
    void server.close();
  });
}
