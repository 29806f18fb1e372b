/**
 * What a backup carries and what a restore checks, with `deno task prepare`, `backup`, `restore`
 * and the server as processes on real store files: a backup of a store only prepared (no page
 * drawn yet) restores to the same image addresses; backups are the owner's alone (0600) with a
 * manifest; a restore refuses a backup whose bytes changed (88 bytes inside a media file), a
 * media file that does not match its SHA-256, and a store that carries a trigger — each in one
 * line, leaving the target as it was.
 */
import { DatabaseSync } from "node:sqlite";
import { assert, assertEquals } from "../_utils/assert.ts";
import { exists } from "../_utils/fs.ts";
import { sha256Hex } from "../_utils/hash.ts";
import { runTask, startServer } from "../_utils/process.ts";
import { tempDir } from "../_utils/temp_dir.ts";
import { readBlob } from "../../lib/db/blobs.ts";
import { keys } from "../../lib/db/keys.ts";
import type { MediaFileRecord } from "../../lib/db/media.ts";
import { SECRET_NAMES } from "../../lib/db/secrets.ts";

const ENV = { SEED: "demo", ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "Owner-pass-1!" };

/** The image addresses of the demo's home page, as a server on `kvPath` draws it. */
async function imageAddresses(kvPath: string): Promise<string[]> {
  const server = await startServer({ ...ENV, KV_PATH: kvPath });
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    return [...html.matchAll(/(?:src|srcset)="([^"]+)"/g)].map((m) => m[1])
      .filter((a) => a.includes("/media/"));
  } finally {
    await server.stop();
  }
}

/** Points the manifest's checksum at the file as it is now (a backup damaged before it). */
async function rehash(backup: string): Promise<void> {
  const file = `${backup}.manifest.json`;
  const manifest = JSON.parse(await Deno.readTextFile(file));
  const bytes = await Deno.readFile(backup);
  await Deno.writeTextFile(
    file,
    JSON.stringify({ ...manifest, bytes: bytes.length, sha256: sha256Hex(bytes) }),
  );
}

async function copyBackup(from: string, to: string): Promise<void> {
  await Deno.copyFile(from, to);
  await Deno.copyFile(`${from}.manifest.json`, `${to}.manifest.json`);
}

Deno.test({
  name: "prepare, backup, restore: same image addresses, 0600 files, damaged backups refused",
  sanitizeResources: false,
  async fn() {
    await using temp = await tempDir("ximblox-backup-checks-");
    const dir = temp.path;
    const live = `${dir}/live.kv`;
    const prepared = await runTask("prepare", [], { ...ENV, KV_PATH: live });
    assertEquals(prepared.code, 0, prepared.stderr);
    // A store prepared by a release that made secrets on first use only: its mark lists none,
    // so the next preparation runs again and makes them.
    const store = await Deno.openKv(live);
    const mark = (await store.get<Record<string, unknown>>(keys.prepared())).value!;
    delete mark.secrets;
    await store.set(keys.prepared(), mark);
    store.close();
    const reprepared = await runTask("prepare", [], { ...ENV, KV_PATH: live });
    assertEquals(reprepared.code, 0, reprepared.stderr);
    assert(!reprepared.stdout.includes("nothing to do"), reprepared.stdout);
    const secrets = await Deno.openKv(live);
    for (const name of SECRET_NAMES) {
      assert((await secrets.get(keys.secret(name))).value, `the ${name} secret is made`);
    }
    secrets.close();

    // Backed up before any page was drawn: the backup carries every secret of the store.
    const backup = `${dir}/backups/first.kv`;
    const made = await runTask("backup", [backup], { KV_PATH: live });
    assertEquals(made.code, 0, made.stderr);
    for (const file of [backup, `${backup}.manifest.json`]) {
      assertEquals((await Deno.stat(file)).mode! & 0o777, 0o600, `${file} is the owner's only`);
    }
    const manifest = JSON.parse(await Deno.readTextFile(`${backup}.manifest.json`));
    assertEquals(manifest.sha256, sha256Hex(await Deno.readFile(backup)));
    assert(manifest.counts.pages > 0 && manifest.counts.media > 0, JSON.stringify(manifest));
    assertEquals(manifest.counts.users, 1);
    assert(made.stdout.includes(`${manifest.counts.pages} pages`), made.stdout);

    // An image of the demo (read from the stopped live store: opening a backup with Deno KV
    // would change its bytes), and where its bytes sit inside the backup file.
    const kv = await Deno.openKv(live);
    let image: MediaFileRecord | undefined;
    let bytes: Uint8Array;
    try {
      for await (const e of kv.list<MediaFileRecord>({ prefix: keys.mediaFiles() })) {
        if (e.value.blob && e.value.size > 4000) image = e.value;
      }
      assert(image, "the demo has an image");
      bytes = await readBlob(kv, image.blob!);
    } finally {
      kv.close();
    }
    const damaged = `${dir}/damaged.kv`;
    await copyBackup(backup, damaged);
    const file = await Deno.readFile(damaged);
    const probe = bytes.subarray(2000, 2088);
    const at = indexOf(file, probe);
    assert(at > 0, "the image's bytes are in the file as they are");
    file.set(new Uint8Array(88).fill(0x5a), at);
    await Deno.writeFile(damaged, file);
    const trigger = `${dir}/trigger.kv`;
    await copyBackup(backup, trigger);
    const db = new DatabaseSync(trigger);
    db.exec("CREATE TRIGGER keep_old AFTER UPDATE ON kv BEGIN SELECT 1; END");
    db.close();
    await rehash(trigger);

    const target = `${dir}/target.kv`;
    const cases: [string, string[], RegExp, () => Promise<void>][] = [
      [
        "88 bytes changed",
        [damaged],
        /does not match the checksum in its manifest/,
        async () => {},
      ],
      [
        "a media file that does not match its SHA-256",
        [damaged],
        new RegExp(`media file #${image.id} .* does not match its stored SHA-256`),
        () => rehash(damaged),
      ],
      [
        "a trigger",
        [trigger],
        /carries trigger keep_old, which Deno KV does not make/,
        async () => {},
      ],
      ["no manifest", [damaged], /has no manifest/, () => Deno.remove(`${damaged}.manifest.json`)],
    ];
    for (const [what, args, message, before] of cases) {
      await before();
      const listed = [...Deno.readDirSync(dir)].map((e) => e.name).sort();
      const res = await runTask("restore", args, { KV_PATH: target });
      assertEquals(res.code, 1, `${what}: ${res.stderr}`);
      assert(message.test(res.stderr), `${what}: ${res.stderr}`);
      assertEquals(res.stderr.split("\n").length, 1, `${what}: one line`);
      assertEquals([...Deno.readDirSync(dir)].map((e) => e.name).sort(), listed, what);
    }
    assert(!(await exists(target)));

    const restored = await runTask("restore", [backup], { KV_PATH: target });
    assertEquals(restored.code, 0, restored.stderr);
    assert(restored.stdout.includes("checksum verified"), restored.stdout);
    const [original, again] = await Promise.all([imageAddresses(live), imageAddresses(target)]);
    assert(original.length > 0, "the home page shows images");
    assertEquals(again, original);
  },
});

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
