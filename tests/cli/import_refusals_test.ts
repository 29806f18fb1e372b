/**
 * `deno task import` refusing what it must, as an operator meets it: a damaged archive (a flipped
 * byte, a changed record), a newer format or schema, a file that is no archive, a target with
 * data — each a non-zero exit with one clear line on stderr and the target unchanged. And an
 * import cut off by SIGKILL: the store is marked unfinished, the server refuses to start on it,
 * and running the same import again finishes it exactly.
 */
import { ARCHIVE_FORMAT_VERSION } from "../../lib/db/archive_format.ts";
import { SCHEMA_VERSION } from "../../lib/db/schema.ts";
import { assert, assertEquals } from "../_utils/assert.ts";
import { exists } from "../_utils/fs.ts";
import { sha256Hex } from "../_utils/hash.ts";
import { ROOT, runTask, taskArgs } from "../_utils/process.ts";
import { archiveLines, dumpStore, writeArchive } from "./_archive.ts";

/** A store of `n` small entries, a blob of two chunks and a counter; and its export. */
async function sourceWithArchive(dir: string, n: number): Promise<{ store: string; file: string }> {
  const store = `${dir}/source.kv`;
  const kv = await Deno.openKv(store);
  for (let i = 0; i < n; i += 500) {
    const op = kv.atomic();
    for (let j = i; j < Math.min(n, i + 500); j++) {
      op.set(["pages", j], { id: j, title: `Page ${j}`, at: new Date(j), tags: new Set(["a"]) });
    }
    await op.commit();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(64_000));
  await kv.set(["blob_chunks", "b1", 0], bytes);
  await kv.set(["blob_chunks", "b1", 1], bytes.slice(0, 100));
  // A blob caught halfway through its deletion (chunks go in several commits): carried as it is.
  await kv.set(["blob_chunks", "b2", 3], bytes.slice(0, 10));
  await kv.set(["counters", "pages"], n);
  await kv.set(["sessions", "abc"], { userID: 1 });
  kv.close();
  const file = `${dir}/site.jsonl.gz`;
  const res = await runTask("export", [file], { KV_PATH: store });
  assertEquals(res.code, 0, res.stderr);
  return { store, file };
}

/** Expects a refusal: exit 1, one line on stderr saying `pattern`, the target as it was. */
async function expectRefused(file: string, target: string, pattern: RegExp, args: string[] = []) {
  const before = await dumpStore(target);
  const res = await runTask("import", [file, ...args], { KV_PATH: target });
  assertEquals(res.code, 1, res.stdout);
  assertEquals(res.stderr.split("\n").length, 1, res.stderr);
  assert(pattern.test(res.stderr), res.stderr);
  assert(res.stderr.endsWith("Nothing was imported."), res.stderr);
  assertEquals(await dumpStore(target), before, "the target is unchanged");
}

Deno.test("import refuses a damaged, newer, foreign archive and a non-empty target", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const { file } = await sourceWithArchive(dir, 50);
    const lines = await archiveLines(file);
    const empty = `${dir}/empty.kv`;

    // A byte flipped in the compressed file: gzip's own check or the hashes catch it.
    const raw = await Deno.readFile(file);
    raw[Math.floor(raw.length / 2)] ^= 0x01;
    await Deno.writeFile(`${dir}/flipped.gz`, raw);
    await expectRefused(`${dir}/flipped.gz`, empty, /damaged/);
    // Into a store file that is not there yet: none is left behind.
    const none = `${dir}/none.kv`;
    const refused = await runTask("import", [`${dir}/flipped.gz`], { KV_PATH: none });
    assertEquals(refused.code, 1, refused.stderr);
    for (const name of [none, `${none}-wal`, `${none}-shm`]) assert(!(await exists(name)), name);

    // A record changed (validly compressed): the records' hash does not match.
    const changed = lines.map((l) => l.replace('"Page 7"', '"Page 8"'));
    await writeArchive(`${dir}/changed.gz`, changed);
    await expectRefused(`${dir}/changed.gz`, empty, /records' SHA-256 does not match/);

    // A blob's chunk changed: its SHA-256 does not match the manifest's.
    const i = lines.findIndex((l) => l.includes('"blob_chunks","b1",1'));
    const manifest = JSON.parse(lines.at(-1)!).manifest;
    const line = JSON.parse(lines[i]);
    line.v.v = btoa("x".repeat(100));
    const blobChanged = lines.with(i, JSON.stringify(line));
    // ...with the records' hash made to fit, so that only the blob's own hash can tell.
    const recordsHash = sha256Hex(blobChanged.slice(1, -1).map((l) => l + "\n").join(""));
    blobChanged[blobChanged.length - 1] = JSON.stringify({
      manifest: { ...manifest, recordsSha256: recordsHash },
    });
    await writeArchive(`${dir}/blob.gz`, blobChanged);
    await expectRefused(`${dir}/blob.gz`, empty, /blob b1's SHA-256 does not match/);

    // Cut off before the manifest.
    await writeArchive(`${dir}/cut.gz`, lines.slice(0, -1));
    await expectRefused(`${dir}/cut.gz`, empty, /incomplete/);

    // A newer format, a newer schema.
    const header = JSON.parse(lines[0]);
    const newer = lines.with(
      0,
      JSON.stringify({ ...header, formatVersion: ARCHIVE_FORMAT_VERSION + 1 }),
    );
    await writeArchive(`${dir}/newer.gz`, newer);
    await expectRefused(`${dir}/newer.gz`, empty, /format version 2; this Ximblox reads up to 1/);
    const newerSchema = lines.with(
      0,
      JSON.stringify({ ...header, schemaVersion: SCHEMA_VERSION + 1 }),
    );
    await writeArchive(`${dir}/schema.gz`, newerSchema);
    await expectRefused(`${dir}/schema.gz`, empty, /schema version 2; this Ximblox knows up to 1/);

    // Not an archive: plain text, and gzip of something else.
    await Deno.writeTextFile(`${dir}/notes.txt`, "hello\n");
    await expectRefused(`${dir}/notes.txt`, empty, /not a readable export archive/);
    await writeArchive(`${dir}/other.gz`, ['{"hello":"world"}']);
    await expectRefused(`${dir}/other.gz`, empty, /not a Ximblox export archive/);

    // A store whose media file does not match its own hash is not exported at all: an import
    // would refuse the archive, so the export says so first, naming the file.
    const damaged = `${dir}/damaged.kv`;
    const dkv = await Deno.openKv(damaged);
    await dkv.set(["blob_chunks", "b9", 0], new Uint8Array([1, 2, 3]));
    await dkv.set(["media_files", 7], {
      id: 7,
      sha256: "0".repeat(64),
      blob: { id: "b9", size: 3, chunks: 1, sha256: "0".repeat(64), type: "image/png" },
    });
    dkv.close();
    const refusedExport = await runTask("export", [`${dir}/damaged.gz`], { KV_PATH: damaged });
    assertEquals(refusedExport.code, 1);
    assert(/Media file 7 is damaged in the store/.test(refusedExport.stderr), refusedExport.stderr);
    assert(!(await exists(`${dir}/damaged.gz`)) && !(await exists(`${dir}/damaged.gz.partial`)));

    // None of these left anything: the empty target is still empty, and takes the good one.
    assertEquals(await dumpStore(empty), []);
    const ok = await runTask("import", [file], { KV_PATH: empty });
    assertEquals(ok.code, 0, ok.stderr);
    // Now it has data: a second import is refused unless --force, which replaces everything.
    await expectRefused(file, empty, /not empty; .* add --force/);
    const kv = await Deno.openKv(empty);
    await kv.set(["extra"], 1);
    kv.close();
    const forced = await runTask("import", [file, "--force"], { KV_PATH: empty });
    assertEquals(forced.code, 0, forced.stderr);
    const after = await dumpStore(empty);
    assert(!after.some(([k]) => k === '["extra"]'), "--force cleared the target first");
    assert(!after.some(([k]) => k.startsWith('["sessions"')), "sessions are not carried");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("an import cut off is marked unfinished; the server refuses it; running it again finishes it", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const { store, file } = await sourceWithArchive(dir, 30_000);
    const target = `${dir}/target.kv`;
    // A target with data: imported into with --force, which clears it first.
    const kv = await Deno.openKv(target);
    await kv.set(["extra"], "from before");
    kv.close();
    // Killed after its first progress line: part of the records are in, the marker is set.
    // The task's own command line, run directly: killing `deno task` would leave its child on.
    const child = new Deno.Command(Deno.execPath(), {
      args: [...taskArgs("import"), file, "--force"],
      cwd: ROOT,
      env: { KV_PATH: target, NO_COLOR: "1" },
      stdout: "null",
      stderr: "piped",
    }).spawn();
    const lines = child.stderr.pipeThrough(new TextDecoderStream()).values();
    let seen = "";
    while (!/Imported \d+ of/.test(seen)) {
      const next = await lines.next();
      if (next.done) break;
      seen += next.value;
    }
    assert(/Imported 5000 of 30004 records/.test(seen), seen);
    child.kill("SIGKILL");
    await child.status;
    await lines.return?.();

    const partial = await dumpStore(target);
    assert(partial.some(([k]) => k === '["meta","import"]'), "the marker is there");
    assert(!partial.some(([k]) => k === '["meta","schema"]'), "no schema mark: not complete");

    // The server will not start on it, and says why.
    const server = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "main.ts"],
      cwd: ROOT,
      env: { KV_PATH: target, PORT: "18799", SEED: "none", NO_COLOR: "1" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert(!server.success, "the server did not start");
    const said = new TextDecoder().decode(server.stderr);
    assert(/unfinished import .* the server does not start on it/.test(said), said);

    // The same import again (no --force needed) resumes and finishes — clearing again, as the
    // first run was forced — and the result is exact: nothing from before is left.
    const again = await runTask("import", [file], { KV_PATH: target });
    assertEquals(again.code, 0, again.stderr);
    const carried = (await dumpStore(store)).filter(([k]) => !k.startsWith('["sessions"'));
    const imported = (await dumpStore(target)).filter(([k]) => k !== '["meta","schema"]');
    assertEquals(imported, carried);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
