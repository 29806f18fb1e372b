/**
 * `deno task import` carries exactly what docs/archive-format.md says an archive carries, checked
 * against the table the export filters with (lib/db/archive_scope.ts): a crafted archive holding
 * a session, a reset token, the CSRF secret or a lockout is refused whole — exit 1, one line, no
 * store file left where there was none. And an import into the store a running server has open
 * is refused, as `deno task restore` refuses it.
 */
import { encodeKey, encodeValue } from "../../lib/db/archive_codec.ts";
import { assert, assertEquals } from "../_utils/assert.ts";
import { exists } from "../_utils/fs.ts";
import { sha256Hex } from "../_utils/hash.ts";
import { runTask } from "../_utils/process.ts";
import { tempDir } from "../_utils/temp_dir.ts";
import { archiveLines, dumpStore, writeArchive } from "./_archive.ts";

/** The archive's lines with `entries` added before the manifest, its hash and counts made to fit. */
function withEntries(lines: string[], entries: [Deno.KvKey, unknown][]): string[] {
  const added = entries.map(([k, v]) => JSON.stringify({ k: encodeKey(k), v: encodeValue(v) }));
  const records = [...lines.slice(1, -1), ...added];
  const { manifest } = JSON.parse(lines.at(-1)!);
  const counts = { ...manifest.counts };
  for (const [k] of entries) counts[String(k[0])] = (counts[String(k[0])] ?? 0) + 1;
  return [
    lines[0],
    ...records,
    JSON.stringify({
      manifest: {
        ...manifest,
        records: records.length,
        counts,
        recordsSha256: sha256Hex(records.map((l) => l + "\n").join("")),
      },
    }),
  ];
}

Deno.test("import refuses an archive holding a session, a reset token, the CSRF secret or a lockout", async () => {
  await using temp = await tempDir();
  const source = `${temp.path}/source.kv`;
  const kv = await Deno.openKv(source);
  await kv.set(["pages", 1], { id: 1, title: "Home" });
  await kv.set(["meta", "secret", "newsletter"], new Uint8Array(32));
  kv.close();
  const file = `${temp.path}/site.jsonl.gz`;
  const exported = await runTask("export", [file], { KV_PATH: source });
  assertEquals(exported.code, 0, exported.stderr);
  const lines = await archiveLines(file);

  // Each crafted the way an attacker would: the archive's hashes and counts all fit.
  const crafted: [string, Deno.KvKey, unknown, RegExp][] = [
    ["session", ["sessions", "f00d"], { userID: 1, expires: Date.now() + 1e9 }, /sessions/],
    ["user session", ["sessions_by_user", 1, "f00d"], true, /sessions/],
    ["reset token", ["tokens", "beef"], { userID: 1, kind: "reset" }, /one-time tokens/],
    ["csrf secret", ["meta", "secret", "csrf"], new Uint8Array(32), /secrets/],
    ["lockout", ["login_attempts", "admin@example.com"], { count: 0 }, /login attempts/],
    ["import marker", ["meta", "import"], { startedAt: "x" }, /own marks/],
  ];
  for (const [name, key, value, reason] of crafted) {
    const archive = `${temp.path}/${name.replace(" ", "-")}.gz`;
    await writeArchive(archive, withEntries(lines, [[key, value]]));
    const target = `${temp.path}/${name.replace(" ", "-")}.kv`;
    const res = await runTask("import", [archive], { KV_PATH: target });
    assertEquals(res.code, 1, `${name}: ${res.stderr}`);
    assertEquals(res.stderr.split("\n").length, 1, res.stderr);
    assert(/never carries/.test(res.stderr) && reason.test(res.stderr), res.stderr);
    assert(res.stderr.endsWith("Nothing was imported."), res.stderr);
    for (const suffix of ["", "-wal", "-shm"]) {
      assert(!(await exists(target + suffix)), `${name}: ${target}${suffix} was left behind`);
    }
  }

  // A target that existed is left as it was; the archive as exported imports.
  const kept = `${temp.path}/kept.kv`;
  const kkv = await Deno.openKv(kept);
  await kkv.set(["note"], "mine");
  kkv.close();
  await writeArchive(`${temp.path}/all.gz`, withEntries(lines, crafted.map(([, k, v]) => [k, v])));
  const forced = await runTask("import", [`${temp.path}/all.gz`, "--force"], { KV_PATH: kept });
  assertEquals(forced.code, 1, forced.stderr);
  assertEquals(await dumpStore(kept), [['["note"]', '"mine"']]);
  const ok = await runTask("import", [file], { KV_PATH: `${temp.path}/clean.kv` });
  assertEquals(ok.code, 0, ok.stderr);
});

Deno.test("import --force into a store that a running process has open is refused", async () => {
  await using temp = await tempDir();
  const store = `${temp.path}/live.kv`;
  const source = `${temp.path}/source.kv`;
  const kv = await Deno.openKv(source);
  await kv.set(["pages", 1], { id: 1 });
  kv.close();
  const file = `${temp.path}/site.jsonl.gz`;
  assertEquals((await runTask("export", [file], { KV_PATH: source })).code, 0);
  // The holder stands for the server: it has the store open until its stdin closes.
  const holder = new Deno.Command(Deno.execPath(), {
    args: [
      "eval",
      "--unstable-kv",
      `const kv = await Deno.openKv(${JSON.stringify(store)}); await kv.set(["live"], 1);
       console.log("open");
       for await (const _ of Deno.stdin.readable) { /* until closed */ }
       kv.close();`,
    ],
    stdin: "piped",
    stdout: "piped",
  }).spawn();
  const out = holder.stdout.pipeThrough(new TextDecoderStream()).getReader();
  try {
    assertEquals((await out.read()).value?.trim(), "open");
    const res = await runTask("import", [file, "--force"], { KV_PATH: store });
    assertEquals(res.code, 1, res.stderr);
    assert(/A process has .*live\.kv open: stop the server first/.test(res.stderr), res.stderr);
  } finally {
    await holder.stdin.close();
    await out.cancel();
    await holder.status;
  }
  assertEquals(await dumpStore(store), [['["live"]', "1"]]);
});
