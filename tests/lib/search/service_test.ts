/**
 * The search service on a file-backed store: changes reach the indexes at once here and through
 * the change log on another instance; a restart loads the snapshot and replays the log; a
 * missing or corrupt snapshot rebuilds from the pages.
 */
import { tryCommitWith } from "../../../lib/db/commit_with.ts";
import type { Hono } from "hono";
import { openKv } from "../../../lib/db/kv.ts";
import { assert, assertEquals } from "../../_utils/assert.ts";
import { createStaff, PUBLIC_URL, TestClient } from "../../_utils/app.ts";
import { PAGE_API } from "../../_utils/pages.ts";
import { createApp } from "../../../app.ts";
import { readConfig } from "../../../lib/config.ts";
import { keys } from "../../../lib/db/keys.ts";
import {
  getSnapshotManifest,
  pageChange,
  pruneSearchLog,
  readSearchLog,
  searchKeys,
} from "../../../lib/db/search_log.ts";
import { createMailer } from "../../../lib/mail/mailer.ts";
import type { Deps } from "../../../lib/ops/deps.ts";
import { seedStore } from "../../../lib/seed/seed.ts";
import { searchPages } from "../../../lib/search/search.ts";
import { searchService, stopSearchService } from "../../../lib/search/service.ts";
import type { AppEnv } from "../../../routes/_env.ts";
import { makePage, publish } from "./_search.ts";
import { waitFor } from "../../_utils/wait.ts";

interface Instance {
  app: Hono<AppEnv>;
  deps: Deps;
  kv: Deno.Kv;
}

async function instance(kv: Deno.Kv): Promise<Instance> {
  const config = readConfig({ KV_PATH: "x.kv", PUBLIC_URL, SITE_NAME: "Search", SEED: "none" });
  const mailer = createMailer(kv, { smtpUrl: null, from: "Test <no-reply@example.test>" });
  const deps: Deps = { kv, config, mailer };
  await seedStore(deps, () => {});
  return { app: await createApp(deps), deps, kv };
}

async function signIn(a: Instance): Promise<TestClient> {
  const password = "Staff-pass-1!";
  const user = await createStaff(a.deps, { roleID: 1, password });
  const client = new TestClient(a.app);
  const res = await client.post("/api/ximblox/auth/login", { email: user.email, password });
  assertEquals(res.status, 200);
  return client;
}

async function found(a: Instance, term: string): Promise<string[]> {
  return (await searchPages(a.deps, { term })).results.map((r) => r.title);
}

/** Runs `fn` with a fresh store file; every handle opened through `open` is closed after. */
async function withStoreFile(
  fn: (open: () => Promise<Deno.Kv>, close: (kv: Deno.Kv) => Promise<void>) => Promise<void>,
): Promise<void> {
  const dir = await Deno.makeTempDir();
  const open = new Set<Deno.Kv>();
  const close = async (kv: Deno.Kv) => {
    if (!open.delete(kv)) return;
    await stopSearchService(kv);
    kv.close();
  };
  try {
    await fn(async () => {
      const kv = await openKv(`${dir}/store.kv`);
      open.add(kv);
      return kv;
    }, close);
  } finally {
    for (const kv of [...open]) await close(kv);
    await Deno.remove(dir, { recursive: true });
  }
}

/** A Deno.Kv that records the prefixes it lists. */
function recordingLists(
  kv: Deno.Kv,
): { kv: Deno.Kv; listed: string[]; pagesRead: number[] } {
  const listed: string[] = [];
  const pagesRead: number[] = [];
  const proxy = new Proxy(kv, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (prop === "list") {
          const selector = args[0] as { prefix?: Deno.KvKey };
          listed.push(String(selector.prefix?.[0]));
        }
        const read = prop === "get" ? [args[0]] : prop === "getMany" ? args[0] : [];
        for (const key of read as Deno.KvKey[]) {
          if (key[0] === "pages" && key.length === 2) pagesRead.push(Number(key[1]));
        }
        return value.apply(target, args);
      };
    },
  });
  return { kv: proxy, listed, pagesRead };
}

Deno.test("a page published here is findable when the publish answers", () =>
  withStoreFile(async (open) => {
    const a = await instance(await open());
    const admin = await signIn(a);
    assertEquals(await found(a, "anything"), []);
    await makePage(admin, { title: "Quick", html: "<p>capybara</p>" });
    assertEquals(await found(a, "capybara"), ["Quick"]);
  }));

Deno.test("changes made here are not read again from the log", () =>
  withStoreFile(async (open) => {
    const { kv, listed } = recordingLists(await open());
    const a = await instance(kv);
    const admin = await signIn(a);
    await makePage(admin, { title: "First", html: "<p>okapi</p>" });
    // The first search loads the indexes and starts following the head.
    assertEquals(await found(a, "okapi"), ["First"]);
    const service = searchService(kv);
    await service.settled();
    listed.length = 0;
    for (const title of ["Second", "Third"]) await makePage(admin, { title, html: "<p>okapi</p>" });
    // Past the once-a-second look at the head, and time for the watch to report it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assertEquals((await found(a, "okapi")).sort(), ["First", "Second", "Third"]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await service.settled();
    // The head counts exactly the entries committed here: nothing to catch up with.
    assertEquals(listed.filter((prefix) => prefix === "search_changes"), []);
  }));

Deno.test("a second instance on the same store file catches up through the change log", () =>
  withStoreFile(async (open) => {
    const a = await instance(await open());
    const { kv: bKv, listed } = recordingLists(await open());
    const b = await instance(bKv);
    const admin = await signIn(a);
    const id = await makePage(admin, { title: "Before", html: "<p>armadillo</p>" });
    // B starts from the pages (no snapshot yet) and then follows the log.
    assertEquals(await found(b, "armadillo"), ["Before"]);
    const service = searchService(b.kv);
    // Two handles on one SQLite file do not write at once: B's first snapshot goes first.
    await service.settled();
    assert(listed.includes("pages"), "the first load read the pages");
    listed.length = 0;
    const later = await makePage(admin, { title: "Later", html: "<p>armadillo pangolin</p>" });
    await service.sync();
    assertEquals(await found(b, "pangolin"), ["Later"]);
    // Without an explicit catch-up: a search notices within about a second.
    assertEquals((await admin.post(`${PAGE_API}/${id}/unpublish`)).status, 200);
    const moved = await admin.put(`${PAGE_API}/${later}/save`, { slug: "moved-here" });
    assertEquals(moved.status, 200, moved.raw);
    let titles = await found(b, "armadillo");
    await waitFor(
      "one armadillo left",
      5000,
      async () => (titles = await found(b, "armadillo")).length === 1,
    )
      .catch(() => {});
    assertEquals(titles, ["Later"]);
    await service.sync();
    const [hit] = (await searchPages(b.deps, { term: "pangolin" })).results;
    assertEquals(hit.url, "/moved-here");
    await publish(admin, id);
    await service.sync();
    assertEquals((await found(b, "armadillo")).sort(), ["Before", "Later"]);
    await service.settled();
    // Caught up, not rebuilt: B read A's changes from the log and never listed all the pages.
    assertEquals(searchService(b.kv), service);
    assert(listed.includes("search_changes"), "B read the change log");
    assertEquals(listed.filter((prefix) => prefix === "pages"), [], "B did not rebuild");
  }));

Deno.test("another instance's unpublish drops the page from this instance's results at once", () =>
  withStoreFile(async (open) => {
    const a = await instance(await open());
    const b = await instance(await open());
    const admin = await signIn(a);
    const id = await makePage(admin, { title: "Soon gone", html: "<p>quokka</p>" });
    const kept = await makePage(admin, { title: "Staying", html: "<p>quokka numbat</p>" });
    assertEquals((await found(b, "quokka")).sort(), ["Soon gone", "Staying"]);
    const service = searchService(b.kv);
    await service.settled();
    // Unpublished through A: B's index has not caught up yet, but no result of B points at it.
    assertEquals((await admin.post(`${PAGE_API}/${id}/unpublish`)).status, 200);
    assertEquals(await found(b, "quokka"), ["Staying"]);
    assertEquals((await searchPages(b.deps, { term: "quokka" })).total, 1);
    // And the next one, as soon.
    assertEquals((await admin.post(`${PAGE_API}/${kept}/unpublish`)).status, 200);
    assertEquals(await found(b, "numbat"), []);
  }));

Deno.test("a restart loads the snapshot and replays the log from its position", () =>
  withStoreFile(async (open, close) => {
    const first = await open();
    const a = await instance(first);
    const admin = await signIn(a);
    const before = await makePage(admin, { title: "In snapshot", html: "<p>meerkat</p>" });
    await makePage(admin, { title: "Tweede", locale: "nl-nl", html: "<p>stokstaartje</p>" });
    // As a bulk import leaves it: a thousand entries within the overlap window the next start
    // reads again (all of them must be known to be in the snapshot).
    for (let i = 0; i < 1000; i += 50) {
      await Promise.all(
        Array.from(
          { length: 50 },
          () =>
            tryCommitWith(first, first.atomic(), {
              searchChanged: [pageChange({ id: before, locale: "en-gb" })],
            }),
        ),
      );
    }
    await searchService(first).snapshot();
    const manifest = (await getSnapshotManifest(first)).value!;
    assertEquals(manifest.locales["en-gb"].pages, 1);
    assertEquals(manifest.locales["nl-nl"].pages, 1);
    // After the snapshot: only in the log.
    const after = await makePage(admin, { title: "After snapshot", html: "<p>meerkat</p>" });
    await close(first);

    const { kv, listed, pagesRead } = recordingLists(await open());
    const restarted = searchService(kv);
    await restarted.ready;
    assertEquals(listed.includes("pages"), false, "no rebuild from the pages");
    assertEquals(listed.includes("search_changes"), true, "the log was replayed");
    // Entries the snapshot holds (all within the log's overlap window) are not applied again.
    assertEquals([...new Set(pagesRead)], [after], "only the page changed after the snapshot");
    const titles = (await searchPages({ kv }, { term: "meerkat" })).results.map((r) => r.title);
    assertEquals(titles.sort(), ["After snapshot", "In snapshot"]);
    const nl = await searchPages({ kv }, { term: "stokstaartjes", locales: ["nl-nl"] });
    assertEquals(nl.results.map((r) => r.title), ["Tweede"]);
    await stopSearchService(kv);
  }));

Deno.test("a snapshot stemmed in another language than the settings now say is rebuilt", () =>
  withStoreFile(async (open, close) => {
    const first = await open();
    const a = await instance(first);
    const admin = await signIn(a);
    await makePage(admin, { title: "Prikpost", html: "<p>Bloedafname op de prikpost.</p>" });
    await searchService(first).snapshot();
    assertEquals((await getSnapshotManifest(first)).value!.locales["en-gb"].language, "english");
    // The display language changes while the instance is stopped.
    const settings = (await first.get<Record<string, unknown>>(keys.settings())).value;
    await first.set(keys.settings(), { ...settings, displayLanguage: "nl" });
    await close(first);

    const { kv, listed } = recordingLists(await open());
    await searchService(kv).ready;
    assert(listed.includes("pages"), "rebuilt from the pages");
    assertEquals((await searchPages({ kv }, { term: "afname" })).total, 1);
    await searchService(kv).snapshot();
    assertEquals((await getSnapshotManifest(kv)).value!.locales["en-gb"].language, "dutch");
    await stopSearchService(kv);
  }));

Deno.test("a corrupt or missing snapshot rebuilds from the pages", () =>
  withStoreFile(async (open, close) => {
    const first = await open();
    const a = await instance(first);
    const admin = await signIn(a);
    await makePage(admin, { title: "Survivor", html: "<p>tardigrade</p>" });
    await searchService(first).snapshot();
    const manifest = (await getSnapshotManifest(first)).value!;
    // Flip bytes of the English snapshot.
    const ref = manifest.locales["en-gb"].ref;
    const chunk = (await first.get<Uint8Array>(keys.blobChunk(ref.id, 0))).value!;
    await first.set(keys.blobChunk(ref.id, 0), chunk.map((b) => b ^ 0xff));
    await close(first);

    const { kv, listed } = recordingLists(await open());
    await searchService(kv).ready;
    assert(listed.includes("pages"), "rebuilt from the pages");
    const titles = async () =>
      (await searchPages({ kv }, { term: "tardigrade" })).results.map((r) => r.title);
    assertEquals(await titles(), ["Survivor"]);
    // It keeps a new, readable snapshot for the next start.
    await searchService(kv).snapshot();
    const next = (await getSnapshotManifest(kv)).value!;
    assert(next.locales["en-gb"].ref.id !== ref.id);
    await stopSearchService(kv);

    const third = await open();
    await third.delete(searchKeys.snapshot());
    const c = recordingLists(third);
    await searchService(c.kv).ready;
    assert(c.listed.includes("pages"), "no snapshot: rebuilt from the pages");
    assertEquals(
      (await searchPages({ kv: c.kv }, { term: "tardigrade" })).results.map((r) => r.title),
      ["Survivor"],
    );
    await stopSearchService(c.kv);
  }));

Deno.test("remove-all on one instance empties the other's index through the log", () =>
  withStoreFile(async (open) => {
    const a = await instance(await open());
    const b = await instance(await open());
    const admin = await signIn(a);
    await makePage(admin, { title: "Gone soon", html: "<p>axolotl</p>" });
    assertEquals(await found(b, "axolotl"), ["Gone soon"]);
    await searchService(b.kv).settled();
    await searchService(a.kv).removeAll();
    await searchService(a.kv).stop();
    await searchService(b.kv).sync();
    assertEquals(await found(b, "axolotl"), []);
  }));

Deno.test("pruneSearchLog() drops entries older than a day", () =>
  withStoreFile(async (open) => {
    const a = await instance(await open());
    const admin = await signIn(a);
    await makePage(admin, { title: "Logged", html: "<p>okapi</p>" });
    assert((await readSearchLog(a.kv, 0)).length > 0);
    assertEquals(await pruneSearchLog(a.kv), 0);
    assert(await pruneSearchLog(a.kv, Date.now() + 25 * 60 * 60_000) > 0);
    assertEquals(await readSearchLog(a.kv, 0), []);
  }));
