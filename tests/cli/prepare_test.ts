/**
 * `deno task prepare` and the start after it, as real processes on a real store file: a start on
 * a prepared store prepares nothing and writes nothing (every key and versionstamp is the same
 * after the server has started, served and stopped); `deno task start` on a store that needs it
 * prepares it itself, so the README's first run is unchanged.
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { runTask, startServerProcess } from "../_utils/process.ts";

const ADMIN = { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "Owner-pass-1!" };

/** Every key of the store file with its versionstamp: equal dumps, nothing was written. */
async function dump(path: string): Promise<string[]> {
  const kv = await Deno.openKv(path);
  try {
    const out: string[] = [];
    for await (const e of kv.list({ prefix: [] })) {
      out.push(`${JSON.stringify(e.key)} ${e.versionstamp}`);
    }
    return out;
  } finally {
    kv.close();
  }
}

/** The store's commits this process counted, of any outcome (`/metrics`, from loopback). */
async function commits(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return text.split("\n").filter((line) => line.startsWith("ximblox_kv_commits_total{"))
    .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
}

/** Starts main.ts on the store, waits until it is ready, checks, and stops it with SIGTERM. */
async function serveOnce(
  env: Record<string, string>,
  check: (url: string) => Promise<void>,
): Promise<string[]> {
  const server = startServerProcess({ ...env, SHUTDOWN_DRAIN_MS: "0" });
  try {
    await server.waitFor("Ximblox is ready");
    await check(server.url);
  } finally {
    server.kill("SIGTERM");
    await server.exited;
  }
  return server.lines.map((l) => l.msg);
}

Deno.test({
  name: "deno task prepare readies an empty store; a start on it prepares and writes nothing",
  sanitizeResources: false,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "ximblox-prepare-" });
    const env = { KV_PATH: `${dir}/ximblox.kv`, SEED: "demo", ...ADMIN };
    try {
      const prepared = await runTask("prepare", [], env);
      assertEquals(prepared.code, 0, prepared.stderr);
      for (
        const step of ["Created the administrator", "Loaded the demo site", "snapshot written"]
      ) {
        assert(prepared.stdout.includes(step), `"${step}" in:\n${prepared.stdout}`);
      }
      assert(prepared.stdout.includes("The store is prepared"), prepared.stdout);
      const before = await dump(env.KV_PATH);

      const log = await serveOnce(env, async (url) => {
        assertEquals(await commits(url), 0, "no commit on the way to ready");
        const home = await fetch(`${url}/`);
        assertEquals(home.status, 200);
        assert((await home.text()).includes("Labonderzoek dicht bij huis"));
        const ready = await fetch(`${url}/readyz`);
        assertEquals((await ready.json()).checks.search, true, "loaded from the snapshot");
      });
      assert(!log.some((m) => m.startsWith("Preparing the store")), log.join("\n"));
      assertEquals(await dump(env.KV_PATH), before, "the start, a page and the stop wrote nothing");

      const again = await runTask("prepare", [], env);
      assertEquals(again.code, 0, again.stderr);
      assert(again.stdout.includes("prepared for this version already"), again.stdout);
      assertEquals(await dump(env.KV_PATH), before);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});

Deno.test({
  name: "deno task start prepares a store that needs it; the next start writes nothing",
  sanitizeResources: false,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "ximblox-prepare-" });
    const env = { KV_PATH: `${dir}/ximblox.kv`, SEED: "none", ...ADMIN };
    try {
      const first = startServerProcess(env);
      try {
        await first.waitFor("Preparing the store (`deno task prepare` does this before a start)");
        await first.waitFor("The store is prepared");
      } finally {
        first.kill("SIGTERM");
        await first.exited;
      }
      const before = await dump(env.KV_PATH);
      const log = await serveOnce(env, async (url) => assertEquals(await commits(url), 0));
      assert(!log.some((m) => m.startsWith("Preparing the store")), log.join("\n"));
      assertEquals(await dump(env.KV_PATH), before);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});

Deno.test({
  name: "a store prepared before the published titles index is prepared again and gets it",
  sanitizeResources: false,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "ximblox-prepare-" });
    const env = { KV_PATH: `${dir}/ximblox.kv`, SEED: "demo", ...ADMIN };
    try {
      const prepared = await runTask("prepare", [], env);
      assertEquals(prepared.code, 0, prepared.stderr);
      const titles = await titleEntries(env.KV_PATH);
      assert(titles.length > 0, "the demo site has published pages");
      // What a release of index schema 2 left: pages without their published title, no index
      // of them, its backfill marker and its prepared mark.
      const kv = await Deno.openKv(env.KV_PATH);
      try {
        for await (const e of kv.list<Record<string, unknown>>({ prefix: ["pages"] })) {
          const { publishedTitle: _, ...page } = e.value;
          await kv.set(e.key, page);
        }
        for (const key of titles) await kv.delete(key);
        await kv.set(["meta", "indexes_built"], 2);
        const mark = (await kv.get<Record<string, unknown>>(["meta", "prepared"])).value;
        await kv.set(["meta", "prepared"], { ...mark, indexes: 2 });
      } finally {
        kv.close();
      }

      const again = await runTask("prepare", [], env);
      assertEquals(again.code, 0, again.stderr);
      assert(!again.stdout.includes("prepared for this version already"), again.stdout);
      assert(again.stdout.includes(`${titles.length} published titles`), again.stdout);
      assertEquals(await titleEntries(env.KV_PATH), titles);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});

/** The keys of the published titles index. */
async function titleEntries(path: string): Promise<Deno.KvKey[]> {
  const kv = await Deno.openKv(path);
  try {
    const out: Deno.KvKey[] = [];
    for await (const e of kv.list({ prefix: ["published_titles"] })) out.push(e.key);
    return out;
  } finally {
    kv.close();
  }
}
