/**
 * The library lookups and the link rewrite at (small) scale, through the API, on a store whose
 * reads are watched: none of them may walk every file, page or version (bench/scale_bench.ts
 * measures the same at 10,000 pages and files).
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { createStaff, TestClient } from "../../_utils/app.ts";
import { buildScaleData, type ScaleData, WORDS } from "../../../bench/_scale_data.ts";
import { createApp } from "../../../app.ts";
import { readConfig } from "../../../lib/config.ts";
import { isWithin } from "../../../lib/content/media_paths.ts";
import type { MediaFileRecord } from "../../../lib/db/media.ts";
import { createMailer } from "../../../lib/mail/mailer.ts";
import type { Deps } from "../../../lib/ops/deps.ts";
import { seedStore } from "../../../lib/seed/seed.ts";

const LIB = "/api/ximblox/medialib";
const PAGES = 300;
const FILES = 300;
/** Collections whose full listing would be a scan of every file, page or version. */
const SCANS = ["media_files", "pages", "page_versions", "versions_by_page", "version_media"];

interface Spied {
  kv: Deno.Kv;
  client: TestClient;
  data: ScaleData;
  /** The prefix (or start) of every `list`, and the key of every `get`, since the last reset. */
  lists: Deno.KvKey[];
  gets: Deno.KvKey[];
  close(): void;
}

async function spiedApp(): Promise<Spied> {
  const real = await Deno.openKv(":memory:");
  const lists: Deno.KvKey[] = [];
  const gets: Deno.KvKey[] = [];
  const kv = new Proxy(real, {
    get(target, prop) {
      if (prop === "list") {
        return (selector: Deno.KvListSelector, options?: Deno.KvListOptions) => {
          const key = "prefix" in selector ? selector.prefix : selector.start;
          lists.push(key);
          return target.list(selector, options);
        };
      }
      if (prop === "get") {
        return (key: Deno.KvKey, options?: { consistency?: Deno.KvConsistencyLevel }) => {
          gets.push(key);
          return target.get(key, options);
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const config = readConfig({ KV_PATH: ":memory:", SEED: "none", PUBLIC_URL: "http://t.test" });
  const deps: Deps = {
    kv,
    config,
    mailer: createMailer(kv, { smtpUrl: null, from: "Ximblox <no-reply@example.test>" }),
  };
  await seedStore(deps, () => {});
  const app = await createApp(deps);
  const password = "Staff-pass-1!";
  const staff = await createStaff(deps, { roleID: 1, password });
  const client = new TestClient(app);
  await client.post("/api/ximblox/auth/login", { email: staff.email, password });
  const data = await buildScaleData(kv, { pages: PAGES, files: FILES, authorID: staff.id });
  return { kv, client, data, lists, gets, close: () => real.close() };
}

async function withSpied(fn: (s: Spied) => Promise<void>) {
  const s = await spiedApp();
  try {
    await fn(s);
  } finally {
    s.close();
  }
}

function assertNoScan(s: Spied, what: string) {
  // A list of one collection's prefix alone reads all of it; a longer prefix is an index read.
  const scans = s.lists.filter((k) => k.length === 1 && SCANS.includes(String(k[0])));
  assertEquals(scans, [], `${what} lists no whole collection`);
}

/** What search-files must answer, computed the slow way from every record. */
async function expectedSearch(kv: Deno.Kv, term: string, directory: string) {
  const all: MediaFileRecord[] = [];
  for await (const e of kv.list<MediaFileRecord>({ prefix: ["media_files"] })) all.push(e.value);
  const t = term.trim().toLowerCase();
  const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
  return all
    .filter((f) => isWithin(f.path, directory))
    .filter((f) =>
      !t || f.name.toLowerCase().includes(t) || f.defaultAltText.toLowerCase().includes(t)
    )
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id)
    .slice(0, 500)
    .map((f) => f.id);
}

Deno.test("search-files answers as a full scan would, without one, and follows changes", () =>
  withSpied(async (s) => {
    const search = async (searchTerm: string, directory: string) => {
      const res = await s.client.post(`${LIB}/search-files`, { searchTerm, directory });
      assertEquals(res.status, 200);
      return res.body.files.map((f: { id: number }) => f.id);
    };
    await search("", "/"); // builds this instance's index
    const cases: [string, string][] = [
      ["", "/"],
      ["", "/folder-7"],
      ["harb", "/"],
      ["PHOTO", "/folder-3"],
      ["img-1", "/"],
      [WORDS[5], "/folder-5"],
      ["nothing-like-this", "/"],
    ];
    for (const [term, dir] of cases) {
      s.lists.length = 0;
      const got = await search(term, dir);
      assertNoScan(s, `search "${term}" in ${dir}`);
      assertEquals(got, await expectedSearch(s.kv, term, dir), `search "${term}" in ${dir}`);
    }
    // Rename, move (a file and a folder), alt text and delete, then the same searches.
    const file = (id: number) => ({ id, newPath: "/folder-1", newFileName: `zz-moved-${id}.png` });
    assertEquals((await s.client.post(`${LIB}/move-file`, file(3))).status, 200);
    await s.client.post(`${LIB}/edit-file`, {
      id: 4,
      newPath: "/folder-3",
      newFileName: "img-3-renamed.png",
      defaultAltText: "A harbour at night",
    });
    await s.client.post(`${LIB}/move-directory`, { oldPath: "/folder-7", newPath: "/folder-77" });
    await s.client.post(`${LIB}/delete-file`, { id: 9 });
    for (const [term, dir] of [...cases, ["", "/folder-77"], ["zz-moved", "/folder-1"]]) {
      s.lists.length = 0;
      const got = await search(term, dir);
      assertNoScan(s, `search "${term}" after changes`);
      assertEquals(got, await expectedSearch(s.kv, term, dir), term);
    }
  }));

Deno.test("get-page-file and list-pages-by-file read indexes only", () =>
  withSpied(async (s) => {
    const { data } = s;
    for (const i of [0, 17, 123, PAGES - 1]) {
      s.lists.length = 0;
      const hash = data.hashOf(i % FILES);
      const res = await s.client.get(
        `${LIB}/get-page-file/${data.pageID(i)}/block_images_i1/${hash}/${data.ownedName(i)}`,
      );
      assertEquals(res.status, 200);
      assertNoScan(s, "get-page-file");
    }
    s.lists.length = 0;
    const one = await s.client.post(`${LIB}/list-pages-by-file`, { fileID: data.fileID(17) });
    assertNoScan(s, "list-pages-by-file");
    assertEquals(one.body.items.map((p: { id: number }) => p.id), [data.pageID(17)]);
    assertEquals([one.body.items[0].usedLive, one.body.items[0].usedInLatest], [true, true]);
    s.lists.length = 0;
    const logo = await s.client.post(`${LIB}/list-pages-by-file`, {
      fileID: data.fileID(0),
      pageSize: 200,
    });
    assertNoScan(s, "list-pages-by-file of a file on many pages");
    // Page 0 uses it everywhere; every tenth other page's published version shows it too.
    assertEquals(logo.body.totalItems, PAGES / 10);
    const live = logo.body.items.filter((p: { usedLive: boolean }) => p.usedLive).length;
    assertEquals(live, PAGES / 10);
  }));

Deno.test("a slug change with shouldUpdateLinks reads only the versions that link", () =>
  withSpied(async (s) => {
    const { data } = s;
    // A change has the sitemap made again after it (lib/site/public_prebuild.ts) from this
    // process's page list, which reads every page once per process and then only the pages
    // changed since (lib/db/pages_mirror.ts). Read once here, as the admin's page list does, so
    // that what is counted below is the slug change's own reading.
    assertEquals((await s.client.post("/api/ximblox/page/list", { page: 1 })).status, 200);
    const hubVersion: number =
      (await s.client.get(`/api/ximblox/page/${data.hub.pageID}`)).body.page.publishedVersionID;
    s.lists.length = 0;
    s.gets.length = 0;
    const res = await s.client.put(`/api/ximblox/page/${data.hub.pageID}/save`, {
      id: data.hub.pageID,
      slug: "hub-moved",
      shouldUpdateLinks: true,
    });
    assertEquals(res.status, 200, JSON.stringify(res.body));
    assertNoScan(s, "the slug change");
    const versionsRead = new Set(
      s.gets.filter((k) => k[0] === "page_versions").map((k) => k[1] as number),
    );
    // The moved page itself is drawn again after the change (its manifest, made in the
    // background), which reads its own published version: it links to nothing that moved.
    versionsRead.delete(hubVersion);
    // Every hundredth page links to the hub in all five versions; the button to page i+1 and
    // the rich-text link to page 7i+3 add a few more (page 299 → 0, page 71 → 500 % 300…).
    assertEquals(res.body.updatedLinks, versionsRead.size);
    assert(versionsRead.size >= data.hubLinkingVersions);
    assert(versionsRead.size <= data.hubLinkingVersions + 15, `${versionsRead.size} read`);
    // The rewritten versions now link to the new slug, and the index says so.
    const again = await s.client.put(`/api/ximblox/page/${data.hub.pageID}/save`, {
      id: data.hub.pageID,
      slug: data.hub.slug,
      shouldUpdateLinks: true,
    });
    assertEquals(again.body.updatedLinks, res.body.updatedLinks);
  }));
