/**
 * Two real server processes on one store file (issue 27: a change drops only the kept answers
 * built from what it touched): the one that did not make a change drops the same answers as the
 * one that did, after reading the change log — a publish shows the new page there, a page the
 * publish did not touch stays as it was, and a menu save shows on every page.
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, overHttp, TestClient } from "../_utils/app.ts";
import { createTestPage, PAGE_API, storeDraft } from "../_utils/pages.ts";
import { type ServerProcess, startServer } from "../_utils/process.ts";
import { waitFor } from "../_utils/wait.ts";

const heading = (text: string) => [{ type: "heading", key: "h", props: { text, level: 2 } }];

async function page(url: string): Promise<string> {
  const res = await fetch(url);
  assertEquals(res.status, 200, url);
  return await res.text();
}

Deno.test("two processes: the other drops what a change touched, and only that", async () => {
  const dir = await Deno.makeTempDir({ prefix: "ximblox-tags-multi-" });
  const env = { KV_PATH: `${dir}/store.kv`, SEED: "none", ADMIN_EMAIL, ADMIN_PASSWORD };
  const servers: ServerProcess[] = [];
  try {
    // One after the other: the first prepares the store.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const [one, two] = servers.map((s) => s.url);
    const admin = await new TestClient(overHttp(one)).signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const a = await createTestPage(admin, { slug: "multi-a", content: heading("A one") });
    const b = await createTestPage(admin, { slug: "multi-b", content: heading("B one") });
    for (const { pageID } of [a, b]) {
      assertEquals((await admin.post(`${PAGE_API}/${pageID}/publish`)).status, 200);
    }
    await waitFor("both pages on the second process", 5000, async () => {
      return (await page(`${two}/multi-a`)).includes("A one") &&
        (await page(`${two}/multi-b`)).includes("B one");
    });
    const bBefore = await page(`${two}/multi-b`);

    await storeDraft(admin, a.pageID, { blocks: heading("A two") });
    assertEquals((await admin.post(`${PAGE_API}/${a.pageID}/publish`)).status, 200);
    assert((await page(`${one}/multi-a`)).includes("A two"), "the publishing process at once");
    await waitFor("the new A on the second process", 5000, async () => {
      return (await page(`${two}/multi-a`)).includes("A two");
    });
    assertEquals(await page(`${two}/multi-b`), bBefore, "B as it was");

    const menu = (await admin.get("/api/ximblox/menu/en-gb/main")).body.menu;
    const saved = await admin.put("/api/ximblox/menu/en-gb/main", {
      revision: menu.revision,
      items: [{
        id: "m",
        title: "Menu to A",
        link: { kind: "internal", pageID: a.pageID },
        children: [],
      }],
    });
    assertEquals(saved.status, 200, saved.raw);
    await waitFor("the menu on both pages of the second process", 5000, async () => {
      return (await page(`${two}/multi-a`)).includes("Menu to A") &&
        (await page(`${two}/multi-b`)).includes("Menu to A");
    });
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
});
