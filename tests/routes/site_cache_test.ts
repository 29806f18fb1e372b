/**
 * The public site holds published pointers in memory per state of the site (see
 * lib/db/site_revision.ts). These tests hold it to its promise: nothing read from KV per request
 * while nothing changes, and every change — publish, unpublish, a scheduled run, a slug change,
 * a translation, rewritten links, a delete, settings — visible on the very next request, in this
 * process, across app instances in one process, and from another process.
 */
import type { Hono } from "hono";
import { openKv } from "../../lib/db/kv.ts";
import { assert, assertEquals } from "../_utils/assert.ts";
import { PUBLIC_URL, type TestApp, TestClient, withTestApp } from "../_utils/app.ts";
import { createStaff } from "../_utils/app.ts";
import { createApp } from "../../app.ts";
import { readConfig } from "../../lib/config.ts";
import { keys } from "../../lib/db/keys.ts";
import { siteRevision, siteView } from "../../lib/db/site_revision.ts";
import { tryCommitWith } from "../../lib/db/commit_with.ts";
import { DEFAULT_SETTINGS } from "../../lib/db/settings.ts";
import { createMailer } from "../../lib/mail/mailer.ts";
import type { Deps } from "../../lib/ops/deps.ts";
import { runDueSchedules } from "../../lib/ops/pages/schedule_page.ts";
import { seedStore } from "../../lib/seed/seed.ts";
import type { AppEnv } from "../../routes/_env.ts";

const PAGE = "/api/ximblox/page";
const REPO = new URL("../../", import.meta.url);

interface App {
  app: Hono<AppEnv>;
  deps: Deps;
}

async function appOn(kv: Deno.Kv, kvPath = ":memory:"): Promise<App> {
  const config = readConfig({ KV_PATH: kvPath, PUBLIC_URL, SITE_NAME: "Cache Test", SEED: "none" });
  const mailer = createMailer(kv, { smtpUrl: null, from: "Test <no-reply@example.test>" });
  const deps: Deps = { kv, config, mailer };
  await seedStore(deps, () => {});
  return { deps, app: await createApp(deps) };
}

async function signIn(a: App, roleID = 1): Promise<TestClient> {
  const password = "Staff-pass-1!";
  const user = await createStaff(a.deps, { roleID, password });
  const client = new TestClient(a.app);
  const res = await client.post("/api/ximblox/auth/login", { email: user.email, password });
  assertEquals(res.status, 200);
  return client;
}

const heading = (text: string) => ({ type: "heading", key: "h", props: { text, level: 2 } });

async function createPage(
  c: TestClient,
  slug: string,
  content: unknown[],
  options: { locale?: string; publish?: boolean } = {},
): Promise<{ pageID: number; pageVersionID: number }> {
  const res = await c.post(`${PAGE}/create`, {
    title: `Page ${slug}`,
    slug,
    type: "page",
    locale: options.locale ?? "en-gb",
    content,
  });
  assertEquals(res.status, 201, res.raw);
  if (options.publish !== false) await publish(c, res.body.pageID);
  return res.body;
}

async function publish(c: TestClient, pageID: number): Promise<void> {
  const res = await c.post(`${PAGE}/${pageID}/publish`);
  assertEquals(res.status, 200, res.raw);
}

/** Stores `content` as the page's new draft. */
async function store(c: TestClient, pageID: number, content: unknown[]): Promise<void> {
  const page = (await c.get(`${PAGE}/${pageID}`)).body.page;
  const v = (await c.get(`${PAGE}/version/fetch/${page.latestVersionID}`)).body.pageVersion;
  const res = await c.post(`${PAGE}/version/${v.id}/store`, { ...v, blocks: content });
  assertEquals(res.status, 200, res.raw);
}

async function get(app: Hono<AppEnv>, path: string) {
  const res = await app.fetch(new Request(`http://localhost${path}`));
  return { status: res.status, location: res.headers.get("Location"), html: await res.text() };
}

/** Requests until the store's watch answers, so that what follows runs on held pointers. */
async function untilWatching(a: { app: Hono<AppEnv>; deps: Deps }): Promise<void> {
  for (let i = 0; i < 200 && !siteView(a.deps.kv).watching; i++) {
    await get(a.app, "/");
    await new Promise((r) => setTimeout(r, 5));
  }
  assert(siteView(a.deps.kv).watching, "the watch answers");
}

/** A Deno.Kv that records its reads. */
function recordingReads(kv: Deno.Kv): { kv: Deno.Kv; reads: string[] } {
  const reads: string[] = [];
  const proxy = new Proxy(kv, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (prop === "get" || prop === "getMany" || prop === "list") {
          reads.push(`${String(prop)} ${JSON.stringify(args[0])}`);
        }
        return value.apply(target, args);
      };
    },
  });
  return { kv: proxy, reads };
}

Deno.test("while nothing changes, public requests read nothing from KV", async () => {
  const { kv, reads } = recordingReads(await Deno.openKv(":memory:"));
  try {
    const a = await appOn(kv);
    const c = await signIn(a);
    await createPage(c, "alpha", [heading("One")]);
    await createPage(c, "over-ons", [heading("Een")], { locale: "nl-nl" });
    const paths = ["/alpha", "/nl-nl/over-ons", "/missing", "/alpha/", "/en-gb/alpha", "/"];
    for (const path of paths) await get(a.app, path);
    await untilWatching(a);
    for (const path of paths) await get(a.app, path);
    reads.length = 0;
    for (let i = 0; i < 25; i++) {
      for (const path of paths) await get(a.app, path);
    }
    // At most the once-a-second look at the revision itself (other processes on one file).
    const revision = JSON.stringify([keys.siteRevision(), keys.settings()]);
    const other = reads.filter((r) => r !== `getMany ${revision}`);
    assertEquals(other, [], "no pointer, page or settings reads");
    assert(reads.length <= 2, reads.join("\n"));
  } finally {
    kv.close();
  }
});

Deno.test("every change to the public site is visible on the very next request", () =>
  withTestApp(async (t: TestApp) => {
    const c = await t.signedIn(1);
    const app = t.app;
    const alpha = await createPage(c, "alpha", [heading("One")]);
    assert((await get(app, "/alpha")).html.includes("One"));
    assertEquals((await get(app, "/gamma")).status, 404);
    await untilWatching(t);
    const revision = await siteRevision(t.deps.kv);

    // A new version published; a draft is not shown.
    await store(c, alpha.pageID, [heading("Two")]);
    assert((await get(app, "/alpha")).html.includes("One"), "the draft is not shown");
    await publish(c, alpha.pageID);
    assert((await get(app, "/alpha")).html.includes("Two"), "published");
    assert(await siteRevision(t.deps.kv) > revision, "the publish bumped the revision");

    // Unpublished, published again.
    await c.post(`${PAGE}/${alpha.pageID}/unpublish`);
    assertEquals((await get(app, "/alpha")).status, 404, "unpublished");
    await publish(c, alpha.pageID);
    assertEquals((await get(app, "/alpha")).status, 200, "published again");

    // An address remembered as unknown becomes a page.
    const gamma = await createPage(c, "gamma", [heading("Gamma")]);
    assertEquals((await get(app, "/gamma")).status, 200, "a new page");

    // A slug change: the old address redirects at once, the new one answers.
    await c.put(`${PAGE}/${alpha.pageID}/save`, {
      id: alpha.pageID,
      slug: "beta",
      shouldUpdateLinks: false,
    });
    assertEquals(await get(app, "/alpha").then((r) => [r.status, r.location]), [301, "/beta"]);
    assertEquals((await get(app, "/beta")).status, 200);

    // A translation published: the page lists it (hreflang) on the next request.
    const nl = await c.post(`${PAGE}/create-translation`, {
      pageID: alpha.pageID,
      newLocale: "nl-nl",
      title: "Beta NL",
      slug: "beta-nl",
    });
    assertEquals(nl.status, 201, nl.raw);
    assert(!(await get(app, "/beta")).html.includes('hreflang="nl-NL"'));
    await publish(c, nl.body.pageID);
    assert((await get(app, "/beta")).html.includes('hreflang="nl-NL"'), "the translation");

    // Links rewritten in a live version by a slug change elsewhere.
    await createPage(c, "home", [{
      type: "button",
      key: "b",
      props: { label: "Gamma", link: { kind: "internal", value: "gamma" } },
    }]);
    assert((await get(app, "/home")).html.includes('href="/gamma"'));
    await c.put(`${PAGE}/${gamma.pageID}/save`, {
      id: gamma.pageID,
      slug: "delta",
      shouldUpdateLinks: true,
    });
    assert((await get(app, "/home")).html.includes('href="/delta"'), "links rewritten");

    // A scheduled unpublish, carried out.
    const at = Date.now() + 60_000;
    await c.post(`${PAGE}/${gamma.pageID}/schedule`, { unpublishAt: new Date(at).toISOString() });
    assertEquals((await get(app, "/delta")).status, 200);
    assertEquals(await runDueSchedules(t.deps, at + 1), 1);
    assertEquals((await get(app, "/delta")).status, 404, "scheduled unpublish");

    // Deleted: neither its address nor its old one answers.
    await c.post(`${PAGE}/${alpha.pageID}/delete`);
    assertEquals((await get(app, "/beta")).status, 404, "deleted");
    assertEquals((await get(app, "/alpha")).status, 404, "no redirect to a deleted page");

    // Settings written with the bump (as every writer of what the site shows must).
    await tryCommitWith(
      t.deps.kv,
      t.deps.kv.atomic().set(keys.settings(), { ...DEFAULT_SETTINGS, defaultLocale: "nl-nl" }),
      { siteChanged: true },
    );
    assertEquals(await get(app, "/nl-nl/beta-nl").then((r) => [r.status, r.location]), [
      302,
      "/beta-nl",
    ]);
    assertEquals((await get(app, "/beta-nl")).status, 200, "the new default locale");
  }));

Deno.test("two app instances on one file-backed store: each sees the other's change next", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/store.kv`;
  const kv1 = await openKv(path);
  const kv2 = await openKv(path);
  const kv3 = await openKv(path);
  siteView(kv3, "read");
  try {
    const one = await appOn(kv1, path);
    const two = await appOn(kv2, path);
    const three = await appOn(kv3, path);
    const c = await signIn(one);
    const { pageID } = await createPage(c, "shared", [heading("First")]);
    for (const a of [one, two, three]) assertEquals((await get(a.app, "/shared")).status, 200);
    await untilWatching(one);
    await untilWatching(two);
    await store(c, pageID, [heading("Second")]);
    await publish(c, pageID);
    for (const a of [one, two, three]) {
      assert((await get(a.app, "/shared")).html.includes("Second"), "published via one");
    }
    const c2 = await signIn(two);
    await c2.post(`${PAGE}/${pageID}/unpublish`);
    for (const a of [one, two, three]) {
      assertEquals((await get(a.app, "/shared")).status, 404, "unpublished via two");
    }
  } finally {
    kv1.close();
    kv2.close();
    kv3.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("another process's unpublish: mode read sees it next, mode watch within a second", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/store.kv`;
  const watchKv = await openKv(path);
  const readKv = await openKv(path);
  siteView(readKv, "read");
  try {
    const watching = await appOn(watchKv, path);
    const reading = await appOn(readKv, path);
    const c = await signIn(watching);
    const { pageID } = await createPage(c, "elsewhere", [heading("Here")]);
    await untilWatching(watching);
    for (const a of [watching, reading]) {
      assertEquals((await get(a.app, "/elsewhere")).status, 200);
    }
    // Another process takes the page off the site, through the same db code.
    const code = `
      import { getPageEntry } from "./lib/db/pages.ts";
      import { updatePage } from "./lib/db/published_pointers.ts";
      import { openKv } from "./lib/db/kv.ts";
      const kv = await openKv(${JSON.stringify(path)});
      const before = await getPageEntry(kv, ${pageID});
      await updatePage(kv, before, {
        ...before.value, publishedVersionID: null, publishedID: null, publishedAt: null,
      });
      kv.close();`;
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["eval", "--unstable-kv", code],
      cwd: REPO,
      stderr: "inherit",
    }).output();
    assert(out.success, "the other process ran");
    assertEquals((await get(reading.app, "/elsewhere")).status, 404, "mode read: next request");
    const started = Date.now();
    let status = 200;
    while (status !== 404 && Date.now() - started < 3000) {
      status = (await get(watching.app, "/elsewhere")).status;
      if (status !== 404) await new Promise((r) => setTimeout(r, 50));
    }
    assertEquals(status, 404, "mode watch: within about a second");
  } finally {
    watchKv.close();
    readKv.close();
    await Deno.remove(dir, { recursive: true });
  }
});
