/**
 * The demo site (SEED=demo) for browser tests that only read it: seeded once per test process
 * into a template store file, then copied for each server. Seeding draws the news images and
 * publishes every demo page (about 5 s of CPU, 15 s on a busy machine); a copy and its opening
 * take a few milliseconds. A test that changes the site changes its own copy only.
 *
 * Nothing in the store names the server's address (PUBLIC_URL is read at render time), so a copy
 * serves at any port.
 */
import { removeWithSidecars } from "../../lib/db/backup.ts";
import { startTestApp } from "./app.ts";
import { startTestServer, type TestServer } from "./server.ts";

/** The folder of this process's template and copies; removed when the process ends. */
let folder: Promise<{ dir: string; template: string }> | null = null;
let copies = 0;

function demoTemplate(): Promise<{ dir: string; template: string }> {
  folder ??= (async () => {
    const dir = await Deno.makeTempDir({ prefix: "ximblox-demo-store-" });
    globalThis.addEventListener("unload", () => {
      try {
        Deno.removeSync(dir, { recursive: true });
      } catch { /* gone already */ }
    });
    const template = `${dir}/template.kv`;
    const seeding = await startTestApp({ SEED: "demo", KV_PATH: template });
    // The public snapshots the demo's publishes leave are built in the background: in the
    // template too, so that each copy starts as a freshly seeded store does once it settled.
    await seeding.settled();
    await seeding.close();
    return { dir, template };
  })();
  // A failed seeding fails this test and is tried again by the next.
  folder.catch(() => folder = null);
  return folder;
}

/** Copies the store file and whatever SQLite keeps beside it (a write-ahead log). */
async function copyStore(from: string, to: string): Promise<void> {
  for (const suffix of ["", "-wal", "-shm"]) {
    try {
      await Deno.copyFile(from + suffix, to + suffix);
    } catch (err) {
      if (!(err instanceof Deno.errors.NotFound) || suffix === "") throw err;
    }
  }
}

/**
 * A server (tests/_utils/server.ts) on a copy of the seeded demo store, its administrator the
 * usual test one; closing it removes the copy. `env` adds to the server's environment.
 */
export async function startDemoServer(env: Record<string, string> = {}): Promise<TestServer> {
  const { dir, template } = await demoTemplate();
  const copy = `${dir}/copy-${++copies}.kv`;
  await copyStore(template, copy);
  const server = await startTestServer({ SEED: "demo", ...env, KV_PATH: copy });
  return {
    ...server,
    async close() {
      await server.close();
      await removeWithSidecars(copy);
    },
  };
}
