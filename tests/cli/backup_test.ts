/**
 * `deno task backup` and `deno task restore` as processes on real store files: a backup taken
 * while a real server stores and publishes pages and takes uploads is, once restored, a state
 * that existed (checked key by key) that a server serves; and every refusal changes nothing.
 */
import { DatabaseSync } from "node:sqlite";
import { Image } from "imagescript";
import { assert, assertEquals } from "../_utils/assert.ts";
import { exists } from "../_utils/fs.ts";
import { sha256Hex } from "../_utils/hash.ts";
import { overHttp, TestClient } from "../_utils/app.ts";
import { runTask, startServer } from "../_utils/process.ts";
import { tempDir } from "../_utils/temp_dir.ts";
import { waitFor } from "../_utils/wait.ts";
import { readBlob } from "../../lib/db/blobs.ts";
import { keys } from "../../lib/db/keys.ts";
import type { MediaFileRecord } from "../../lib/db/media.ts";
import { type PageRecord, type VersionRecord } from "../../lib/db/page_records.ts";
import { type PublishedPointer } from "../../lib/db/published_pointers.ts";
import { readBlocks } from "../../lib/db/version_blocks.ts";
import { SCHEMA_VERSION, writeSchema } from "../../lib/db/schema.ts";

const ADMIN = { email: "owner@example.com", password: "Owner-pass-1!" };
const PAGE = "/api/ximblox/page";
const WRITERS = 3;
const BACKUPS = 3;

function serverEnv(kvPath: string): Record<string, string> {
  return {
    KV_PATH: kvPath,
    SEED: "demo",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
}

/** A PNG of noise: it does not compress, so it spans several 64 KB chunks. */
async function noisePng(side: number): Promise<Uint8Array> {
  const image = new Image(side, side);
  for (let i = 0; i < image.bitmap.length; i += 65_536) {
    crypto.getRandomValues(image.bitmap.subarray(i, i + 65_536));
  }
  for (let i = 3; i < image.bitmap.length; i += 4) image.bitmap[i] = 255;
  return await image.encode();
}

interface Load {
  /** Pages created, publishes done and files uploaded so far (answered 2xx). */
  done: { pages: number; publishes: number; uploads: number };
  failures: string[];
  stop(): Promise<void>;
}

/** Writers that create, store and publish pages, and one that uploads files, until stopped. */
function startLoad(session: TestClient): Load {
  const done = { pages: 0, publishes: 0, uploads: 0 };
  const failures: string[] = [];
  let running = true;
  const expect = (what: string, res: { status: number; body: unknown }) => {
    if (res.status >= 300) failures.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.status < 300;
  };
  const writer = async (w: number) => {
    for (let n = 0; running; n++) {
      const slug = `load-${w}-${n}`;
      const created = await session.post(`${PAGE}/create`, {
        title: `Load ${w}.${n}`,
        slug,
        type: "page",
        locale: "en-gb",
        content: [{ type: "heading", key: "h", props: { text: `${slug} state 0`, level: 2 } }],
      });
      if (!expect("create", created)) return;
      done.pages++;
      let versionID: number = created.body.pageVersionID;
      for (let s = 1; s <= 3 && running; s++) {
        const fetched = await session.get(`${PAGE}/version/fetch/${versionID}`);
        if (!expect("fetch", fetched)) return;
        const stored = await session.post(`${PAGE}/version/${versionID}/store`, {
          ...fetched.body.pageVersion,
          blocks: [{ type: "heading", key: "h", props: { text: `${slug} state ${s}`, level: 2 } }],
        });
        if (!expect("store", stored)) return;
        const published = await session.post(`${PAGE}/${created.body.pageID}/publish`);
        if (!expect("publish", published)) return;
        done.publishes++;
        // Storing over the published version starts a new draft: the next store goes there.
        versionID = stored.body.pageVersionID;
      }
    }
  };
  const uploader = async () => {
    for (let n = 0; running; n++) {
      const form = new FormData();
      form.append("path", "/");
      const png = await noisePng(180);
      form.append("f", new File([png as Uint8Array<ArrayBuffer>], `noise-${n}.png`));
      const res = await session.request("POST", "/api/ximblox/medialib/add-file", { body: form });
      if (!expect("upload", res)) return;
      done.uploads++;
    }
  };
  const all = Promise.all([...Array.from({ length: WRITERS }, (_, w) => writer(w)), uploader()]);
  return {
    done,
    failures,
    async stop() {
      running = false;
      await all;
    },
  };
}

async function listAll<T>(kv: Deno.Kv, prefix: Deno.KvKey): Promise<Deno.KvEntry<T>[]> {
  const out: Deno.KvEntry<T>[] = [];
  for await (const entry of kv.list<T>({ prefix })) out.push(entry);
  return out;
}

/**
 * Checks that the store is whole: every version's blocks readable and complete, every pointer
 * and index entry pointing at a stored record, every file's chunks adding up to its hash,
 * every counter at or past the ids it handed out. Answers what it counted.
 */
async function checkWhole(kv: Deno.Kv) {
  const pages = await listAll<PageRecord>(kv, ["pages"]);
  const versions = await listAll<VersionRecord>(kv, ["page_versions"]);
  const versionByID = new Map(versions.map((e) => [e.value.id, e.value]));
  const pageByID = new Map(pages.map((e) => [e.value.id, e.value]));
  for (const { value: version } of versions) {
    const blocks = await readBlocks(kv, version);
    assertEquals(blocks.length, version.blockCount, `version ${version.id}'s blocks are whole`);
    assert(pageByID.has(version.pageID), `version ${version.id}'s page exists`);
    const indexed = await kv.get(keys.pageVersion(version.pageID, version.id));
    assert(indexed.versionstamp, `version ${version.id} is in its page's index`);
  }
  for (const { key } of await listAll(kv, ["versions_by_page"])) {
    assert(versionByID.has(key[2] as number), `indexed version ${String(key[2])} exists`);
  }
  for (const { value: page } of pages) {
    assert(versionByID.has(page.latestVersionID), `page ${page.id}'s latest version exists`);
    const pointer = (await kv.get<PublishedPointer>(keys.published(page.locale, page.slug))).value;
    if (page.publishedVersionID === null) continue;
    assert(versionByID.has(page.publishedVersionID), `page ${page.id}'s published version`);
    assertEquals(pointer?.pageID, page.id, `page ${page.id}'s published pointer`);
    assertEquals(pointer?.versionID, page.publishedVersionID, `page ${page.id}'s pointer version`);
  }
  const pointers = await listAll<PublishedPointer>(kv, ["published"]);
  for (const { value: pointer } of pointers) {
    const version = versionByID.get(pointer.versionID);
    assert(version, `published version ${pointer.versionID} is stored`);
    assertEquals(version.pageID, pointer.pageID);
    assertEquals(pageByID.get(pointer.pageID)?.publishedVersionID, pointer.versionID);
  }
  const files = await listAll<MediaFileRecord>(kv, ["media_files"]);
  for (const { value: file } of files) {
    if (!file.blob) continue;
    const bytes = await readBlob(kv, file.blob);
    assertEquals(bytes.length, file.size, `file ${file.id}'s size`);
    assertEquals(sha256Hex(bytes), file.sha256, `file ${file.id}'s hash`);
  }
  const counter = async (name: string) => (await kv.get<number>(keys.counter(name))).value ?? 0;
  const maxOf = (ids: number[]) => Math.max(0, ...ids);
  assert(await counter("pages") >= maxOf([...pageByID.keys()]), "page counter");
  assert(await counter("page_versions") >= maxOf([...versionByID.keys()]), "version counter");
  assert(await counter("media_files") >= maxOf(files.map((e) => e.value.id)), "file counter");
  const loadPages = pages.filter((e) => e.value.slug.startsWith("load-")).map((e) => e.value);
  return { pages: pages.length, versions: versions.length, files: files.length, loadPages };
}

/**
 * Size, modification time and bytes of a store file and its WAL, to prove it untouched (the
 * -shm beside a live store is shared memory that every reader marks, not data).
 */
async function fingerprint(file: string): Promise<string> {
  const parts: string[] = [];
  for (const name of [file, `${file}-wal`]) {
    try {
      const stat = await Deno.stat(name);
      const hash = sha256Hex(await Deno.readFile(name));
      parts.push(`${name} ${stat.size} ${stat.mtime?.getTime()} ${hash}`);
    } catch (err) {
      if (!(err instanceof Deno.errors.NotFound)) throw err;
    }
  }
  return parts.join("\n");
}

/** A small Ximblox store file, closed again (as a stopped server leaves it). */
async function makeStore(file: string, options: { schema?: number | null } = {}) {
  const kv = await Deno.openKv(file);
  if (options.schema === undefined) await writeSchema(kv);
  else if (options.schema !== null) {
    await kv.set(keys.schema(), { app: "ximblox", version: options.schema });
  }
  await kv.set(["made_by_test"], file);
  kv.close();
}

interface Taken {
  file: string;
  /** What the load had been answered before the backup started, and once it ended. */
  before: Load["done"];
  after: Load["done"];
}

Deno.test({
  name: "backups taken under load, restored, are whole states that existed, and serve",
  sanitizeResources: false,
  async fn() {
    await using temp = await tempDir("ximblox-backup-");
    const dir = temp.path;
    const live = `${dir}/live.kv`;
    const server = await startServer(serverEnv(live));
    const taken: Taken[] = [];
    try {
      const session = await new TestClient(overHttp(server.url)).signIn(
        ADMIN.email,
        ADMIN.password,
      );
      const load = startLoad(session);
      try {
        for (let i = 1; i <= BACKUPS; i++) {
          const mark = load.done.publishes;
          await waitFor(
            "more load",
            60_000,
            () => load.done.publishes >= mark + 4 && load.done.uploads >= i,
          );
          const file = `${dir}/backups/mid-load-${i}.kv`;
          const before = { ...load.done };
          const backup = await runTask("backup", [file], { KV_PATH: live });
          taken.push({ file, before, after: { ...load.done } });
          assertEquals(backup.code, 0, backup.stderr);
          assert(
            /Backed up .* to .*mid-load-\d\.kv: [\d.]+ \w*B in [\d.]+ s \(\d+ pages, \d+ media files, 1 users; checksum in .*manifest\.json\)\./
              .test(backup.stdout),
            backup.stdout,
          );
        }
        // The server kept serving: writes go on after the backups too.
        const mark = load.done.publishes;
        await waitFor("writes after the backups", 60_000, () => load.done.publishes >= mark + 3);
      } finally {
        await load.stop();
      }
      assertEquals(load.failures, [], "no request failed while the backups ran");
      for (const t of taken) {
        console.log(`  ${JSON.stringify(t.before)} → ${JSON.stringify(t.after)}`);
      }

      // The live store is open: restore refuses it, with or without --force. The server still
      // writes for a moment after the load (the public snapshots and sitemap it makes after each
      // change, lib/site/public_prebuild.ts): the store is fingerprinted once it has been still
      // for half a second, so that a change seen after the restores is theirs.
      let last = "";
      let still = 0;
      const print = await waitFor("the live store to be still", 30_000, async () => {
        const now = await fingerprint(live);
        if (now !== last) {
          last = now;
          still = Date.now();
          return null;
        }
        return Date.now() - still >= 500 ? now : null;
      });
      const refused = await runTask("restore", [taken[0].file], { KV_PATH: live });
      assertEquals(refused.code, 1);
      assert(refused.stderr.includes("already holds a store with data"), refused.stderr);
      const forced = await runTask("restore", [taken[0].file, "--force"], { KV_PATH: live });
      assertEquals(forced.code, 1);
      assert(forced.stderr.includes("stop the server first"), forced.stderr);
      assertEquals(await fingerprint(live), print);
    } finally {
      await server.stop();
    }

    let published: PageRecord | undefined;
    let restoredFile = "";
    for (const [i, t] of taken.entries()) {
      for (const sidecar of ["-wal", "-shm"]) {
        assert(!(await exists(`${t.file}${sidecar}`)), `the backup is one file (${sidecar})`);
      }
      restoredFile = `${dir}/restored-${i}.kv`;
      const restore = await runTask("restore", [t.file], { KV_PATH: restoredFile });
      assertEquals(restore.code, 0, restore.stderr);
      assert(restore.stdout.includes(`as the store ${restoredFile}`), restore.stdout);
      const kv = await Deno.openKv(restoredFile);
      try {
        const whole = await checkWhole(kv);
        // A state between the backup's start and its end: what was answered before it started
        // is in; at most what was answered by its end, and the requests then in flight.
        const pages = whole.loadPages.length;
        assert(pages >= t.before.pages && pages <= t.after.pages + WRITERS, `${pages} pages`);
        const uploads = (await listAll<MediaFileRecord>(kv, ["media_files"]))
          .filter((e) => e.value.name.startsWith("noise-")).length;
        assert(uploads >= t.before.uploads && uploads <= t.after.uploads + 1, `${uploads} files`);
        published = whole.loadPages.find((p) => p.publishedVersionID !== null);
      } finally {
        kv.close();
      }
    }
    assert(published, "a load page was published before the last backup");

    const again = await startServer(serverEnv(restoredFile));
    try {
      const res = await fetch(`${again.url}/${published.slug}`);
      assertEquals(res.status, 200);
      assert((await res.text()).includes(`${published.slug} state`), "the page's heading");
    } finally {
      await again.stop();
    }
  },
});

Deno.test("restore refuses foreign, damaged, newer and missing files and a store with data, changing nothing", async () => {
  await using temp = await tempDir("ximblox-restore-");
  const dir = temp.path;
  const target = `${dir}/site.kv`;
  await makeStore(target);
  const good = `${dir}/good.kv`;
  await makeStore(good);
  const text = `${dir}/notes.txt`;
  await Deno.writeTextFile(text, "not a store\n");
  const foreignDb = `${dir}/other.sqlite`;
  const db = new DatabaseSync(foreignDb);
  db.exec("CREATE TABLE people (name TEXT); INSERT INTO people VALUES ('Ada')");
  db.close();
  const unmarked = `${dir}/unmarked.kv`;
  await makeStore(unmarked, { schema: null });
  const newer = `${dir}/newer.kv`;
  await makeStore(newer, { schema: SCHEMA_VERSION + 1 });
  const truncated = `${dir}/truncated.kv`;
  const goodBytes = await Deno.readFile(good);
  await Deno.writeFile(truncated, goodBytes.subarray(0, 4096 + 100));

  const inUse = `${dir}/in-use.kv`;
  await Deno.copyFile(good, inUse);
  await Deno.writeTextFile(`${inUse}-wal`, "frames not yet folded into the file");

  // These files have no manifest (lib/db/backup_manifest.ts): checked as a backup without one.
  const W = "--without-manifest";
  const cases: [string, string[], RegExp][] = [
    ["a text file", [text, "--force", W], /not an SQLite database/],
    ["a store with a WAL beside it", [inUse, "--force", W], /a store in use, not a backup/],
    ["an SQLite file of another app", [foreignDb, "--force", W], /not a Deno KV store/],
    ["a Deno KV store without the mark", [unmarked, "--force", W], /not a Ximblox one/],
    ["a newer schema", [newer, "--force", W], /newer than this code's/],
    ["a damaged file", [truncated, "--force", W], /damaged|not a readable|not a Deno KV/],
    ["a missing file", [`${dir}/nope.kv`, "--force", W], /no backup file/],
    ["a store with data, without --force", [good, W], /already holds a store with data/],
    ["a backup without its manifest", [good, "--force"], /has no manifest/],
    ["no file named", [], /A file name is missing/],
  ];
  const print = await fingerprint(target);
  const entries = () => [...Deno.readDirSync(dir)].map((e) => e.name).sort();
  const listed = entries();
  for (const [what, args, message] of cases) {
    const res = await runTask("restore", args, { KV_PATH: target });
    assert(res.code !== 0, `${what}: exit code`);
    assert(message.test(res.stderr), `${what}: ${res.stderr}`);
    assertEquals(res.stderr.trim().split("\n").length, 1, `${what}: one line`);
    assertEquals(await fingerprint(target), print, `${what}: target unchanged`);
    assertEquals(entries(), listed, `${what}: nothing written`);
  }
  // A refused restore into a folder that does not exist yet leaves no folder behind.
  const elsewhere = await runTask("restore", [unmarked, W], { KV_PATH: `${dir}/new/site.kv` });
  assertEquals(elsewhere.code, 1);
  assertEquals(entries(), listed, "no folder made");
  // And with --force, a good backup does replace it.
  const forced = await runTask("restore", [good, "--force", W], { KV_PATH: target });
  assertEquals(forced.code, 0, forced.stderr);
  const kv = await Deno.openKv(target);
  assertEquals((await kv.get(["made_by_test"])).value, good);
  kv.close();
});

Deno.test("backup refuses a store that is not a file, not Ximblox's or a taken name, writing nothing", async () => {
  await using temp = await tempDir("ximblox-backup-");
  const dir = temp.path;
  const store = `${dir}/site.kv`;
  await makeStore(store);
  const unmarked = `${dir}/unmarked.kv`;
  await makeStore(unmarked, { schema: null });
  const taken = `${dir}/taken.kv`;
  await Deno.writeTextFile(taken, "mine\n");
  const cases: [string, Record<string, string>, string[], RegExp][] = [
    ["KV_PATH :memory:", { KV_PATH: ":memory:" }, [`${dir}/a.kv`], /deno task export/],
    ["a KV Connect URL", { KV_PATH: "https://kv.example/db" }, [`${dir}/a.kv`], /deno task export/],
    ["a store without the mark", { KV_PATH: unmarked }, [`${dir}/new/a.kv`], /not a Ximblox one/],
    ["a text file as store", { KV_PATH: taken }, [`${dir}/a.kv`], /not an SQLite database/],
    ["no store", { KV_PATH: `${dir}/none.kv` }, [`${dir}/a.kv`], /no store at/],
    ["a taken name", { KV_PATH: store }, [taken], /already exists/],
  ];
  const entries = () => [...Deno.readDirSync(dir)].map((e) => e.name).sort();
  const listed = entries();
  const takenBefore = await fingerprint(taken);
  for (const [what, env, args, message] of cases) {
    const res = await runTask("backup", args, env);
    assert(res.code !== 0, `${what}: exit code`);
    assert(message.test(res.stderr), `${what}: ${res.stderr}`);
    assertEquals(res.stderr.trim().split("\n").length, 1, `${what}: one line`);
    assertEquals(entries(), listed, `${what}: nothing written`);
  }
  assertEquals(await fingerprint(taken), takenBefore);
  // The default name carries the date and time, under ./backups of the working directory.
  const res = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--config", `${Deno.cwd()}/deno.json`, `${Deno.cwd()}/cli/backup.ts`],
    cwd: dir,
    env: { KV_PATH: store, NO_COLOR: "1" },
  }).output();
  assertEquals(res.code, 0, new TextDecoder().decode(res.stderr));
  const made = [...Deno.readDirSync(`${dir}/backups`)].map((e) => e.name).sort();
  assertEquals(made.length, 2, "the backup and its manifest");
  assert(/^ximblox-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.kv$/.test(made[0]), made[0]);
  assertEquals(made[1], `${made[0]}.manifest.json`);
});
