/**
 * An older release never acts on a store of a newer schema: the server refuses to start (status
 * 1, one line naming both versions) and so do `deno task prepare`, `export` and `restore`, as
 * real processes on a real store file, which they leave as it was.
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { sha256Hex } from "../_utils/hash.ts";
import { runTask, startServerProcess } from "../_utils/process.ts";
import { tempDir } from "../_utils/temp_dir.ts";
import { waitFor } from "../_utils/wait.ts";
import { keys } from "../../lib/db/keys.ts";
import { SCHEMA_VERSION } from "../../lib/db/schema.ts";

const NEWER = SCHEMA_VERSION + 1;
const BOTH = new RegExp(`schema version ${NEWER}, newer than this release's ${SCHEMA_VERSION}`);

Deno.test("a store of a newer schema: start, prepare, export and restore refuse it", async () => {
  await using temp = await tempDir("ximblox-newer-");
  const store = `${temp.path}/newer.kv`;
  const kv = await Deno.openKv(store);
  await kv.set(keys.schema(), { app: "ximblox", version: NEWER });
  kv.close();
  const print = sha256Hex(await Deno.readFile(store));

  const server = startServerProcess({ KV_PATH: store, SEED: "demo" });
  // Whichever comes first: the process ends, or it listens (before the fix it served).
  let ended = false;
  server.exited.then(() => ended = true);
  const listening = () => server.lines.some((l) => l.msg.startsWith("Ximblox is listening"));
  await waitFor("the server to exit or listen", 60_000, () => ended || listening());
  if (!ended) {
    server.kill("SIGTERM");
    await server.exited;
    throw new Error("The server served a store of a newer schema.");
  }
  const status = await server.exited;
  assertEquals(status.code, 1, server.lines.map((l) => l.msg).join("\n"));
  const errors = server.lines.filter((l) => l.level === "error");
  assertEquals(errors.length, 1, errors.map((l) => l.msg).join("\n"));
  assert(BOTH.test(errors[0].msg), errors[0].msg);

  const env = { KV_PATH: store, SEED: "demo" };
  for (const [task, args] of [["prepare", []], ["export", [`${temp.path}/a.ndjson.gz`]]] as const) {
    const res = await runTask(task, [...args], env);
    assertEquals(res.code, 1, `${task}: ${res.stderr}`);
    assert(BOTH.test(res.stderr), `${task}: ${res.stderr}`);
  }
  const restore = await runTask("restore", [store, "--without-manifest"], {
    KV_PATH: `${temp.path}/target.kv`,
  });
  assertEquals(restore.code, 1, restore.stderr);
  assert(/schema version \d+, newer than this code's/.test(restore.stderr), restore.stderr);
  assertEquals(sha256Hex(await Deno.readFile(store)), print, "the store is as it was");
  assertEquals([...Deno.readDirSync(temp.path)].map((e) => e.name), ["newer.kv"]);
});
