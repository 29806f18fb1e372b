/**
 * The README's production recipes for installing, backing up and restoring, run as written: each
 * is read from the README (the block after its `<!-- recipe: name -->` mark) and the backup unit
 * from docs/ximblox-backup.service, so the text and the test cannot drift apart. A temporary
 * folder stands for `/` (every `/etc/`, `/srv/`, `/var/`, `/tmp/` path is moved under it), the
 * release folder is this checkout, and `systemctl` and `useradd` are stand-ins that record what
 * they were asked (no service manager runs here). What cannot be the same: the unit runs as the
 * test's user, with the test's Deno and module cache.
 */
import { join } from "node:path";
import { assert, assertEquals } from "../_utils/assert.ts";
import { freePort, ROOT, startServerProcess } from "../_utils/process.ts";
import { tempDir } from "../_utils/temp_dir.ts";
import { readLastBackup } from "../../lib/db/last_backup.ts";

const README = await Deno.readTextFile(`${ROOT}README.md`);
/** The user the service runs as: `nobody` stands for `ximblox` when the test may change owners. */
const SERVICE_UID = Deno.uid() === 0 ? 65534 : Deno.uid();

/** The shell lines of the README's recipe `name`. */
function recipe(name: string): string {
  const at = README.indexOf(`<!-- recipe: ${name} -->`);
  assert(at >= 0, `README: no recipe "${name}"`);
  const block = README.slice(at).match(/```sh\n([\s\S]*?)```/);
  assert(block, `README: recipe "${name}" has no sh block`);
  return block[1].split("\n").map((line) => line.replace(/^ {2}/, "")).join("\n");
}

/** `text` with every absolute path of the machine moved under `root`. */
function underRoot(text: string, root: string): string {
  return text.replace(/(^|[\s='"`>])\/(etc|srv|var|tmp)\//gm, `$1${root}/$2/`);
}

/** A machine: `root` for `/`, stand-in commands in `root/bin`, and what they were asked. */
async function machine(root: string) {
  const bin = `${root}/bin`;
  await Deno.mkdir(bin, { recursive: true });
  const calls = `${root}/calls.log`;
  for (const name of ["systemctl", "useradd"]) {
    await Deno.writeTextFile(`${bin}/${name}`, `#!/bin/sh\necho "${name} $*" >>"${calls}"\n`, {
      mode: 0o755,
    });
  }
  const env = {
    PATH: `${bin}:${join(Deno.execPath(), "..")}:/usr/bin:/bin`,
    NO_COLOR: "1",
  };
  return {
    /** Runs `script` with bash (stopping at the first failure), from the checkout's folder. */
    async sh(script: string, extra: Record<string, string> = {}) {
      const out = await new Deno.Command("bash", {
        args: ["-euo", "pipefail", "-c", underRoot(script, root)],
        cwd: ROOT,
        env: { ...env, ...extra },
        stdout: "piped",
        stderr: "piped",
      }).output();
      const text = (b: Uint8Array) => new TextDecoder().decode(b);
      return { code: out.code, stdout: text(out.stdout), stderr: text(out.stderr) };
    },
    spawn(script: string) {
      // A session of its own: stopped as Ctrl-C stops it, by a signal to its process group.
      return startServerProcess({ ...env }, freePort(), [
        "setsid",
        "bash",
        "-euo",
        "pipefail",
        "-c",
        underRoot(script, root),
      ]);
    },
    async calls(): Promise<string[]> {
      return (await Deno.readTextFile(calls).catch(() => "")).split("\n").filter(Boolean);
    },
  };
}

/** Runs a systemd service file's ExecStart as systemd would: its folder, environment and files. */
async function runUnit(root: string, unitFile: string, pathEnv: string) {
  const unit = underRoot(await Deno.readTextFile(unitFile), root);
  const values = (key: string) =>
    [...unit.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((m) => m[1].trim());
  const env: Record<string, string> = {};
  for (const assignment of values("Environment")) {
    const [name, ...rest] = assignment.split("=");
    env[name] = rest.join("=");
  }
  // Read after Environment=, so its lines win (as in systemd).
  for (const file of values("EnvironmentFile")) {
    for (const line of (await Deno.readTextFile(file)).split("\n")) {
      const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
      if (m) env[m[1]] = m[2];
    }
  }
  // The test's Deno and module cache (a fresh cache would download every package again).
  env.PATH = pathEnv;
  delete env.DENO_DIR;
  for (const name of ["HOME", "DENO_DIR"]) {
    const value = Deno.env.get(name);
    if (value) env[name] = value;
  }
  const [command, ...args] = values("ExecStart")[0].split(/\s+/);
  const out = await new Deno.Command(command, {
    args,
    cwd: values("WorkingDirectory")[0],
    env: { ...env, NO_COLOR: "1" },
    clearEnv: true,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = (b: Uint8Array) => new TextDecoder().decode(b);
  return { code: out.code, stdout: text(out.stdout), stderr: text(out.stderr), env };
}

Deno.test({
  name: "README: install, the nightly backup unit, restore and the restore drill work as written",
  sanitizeResources: false,
  async fn() {
    await using temp = await tempDir("ximblox-recipes-");
    const root = temp.path;
    const m = await machine(root);
    // What the machine has: systemd's folder for units, and the release folder, built (this
    // checkout).
    await Deno.mkdir(`${root}/etc/systemd/system`, { recursive: true });
    await Deno.mkdir(`${root}/srv/ximblox`, { recursive: true });
    await Deno.symlink(ROOT.replace(/\/$/, ""), `${root}/srv/ximblox/blue`);
    // What systemd makes for StateDirectory=ximblox: the store's folder, the service user's.
    const state = `${root}/var/lib/ximblox`;
    await Deno.mkdir(state, { recursive: true, mode: 0o700 });
    if (Deno.uid() === 0) await Deno.chown(state, SERVICE_UID, SERVICE_UID);

    const install = await m.sh(recipe("install"));
    assertEquals(install.code, 0, install.stderr);
    assert((await Deno.readLink(`${root}/srv/ximblox/current`)).endsWith("/srv/ximblox/blue"));
    assertEquals((await m.calls()).slice(1), [
      "systemctl daemon-reload",
      "systemctl enable --now ximblox@blue ximblox-backup.timer",
    ]);
    const unitFile = `${root}/etc/systemd/system/ximblox-backup.service`;
    const envFile = await Deno.readTextFile(`${root}/etc/ximblox/env`);
    const store = `${state}/ximblox.kv`;
    assert(envFile.includes(`KV_PATH=${store}`), envFile);

    // The server makes its store, as the service's user would own it.
    const server = startServerProcess({ KV_PATH: store, SEED: "none" });
    await server.waitFor("Ximblox is ready");
    server.kill("SIGTERM");
    assertEquals((await server.exited).code, 0);
    if (Deno.uid() === 0) {
      for (const f of [store, `${store}-wal`, `${store}-shm`]) {
        await Deno.chown(f, SERVICE_UID, SERVICE_UID).catch(() => {});
      }
    }

    // Backups already there: one older than 14 days (with a file beside it), one from yesterday,
    // and a file that is no backup.
    const backups = `${state}/backups`;
    await Deno.mkdir(backups);
    const day = 86_400_000;
    const stamp = (at: number) =>
      new Date(at).toISOString().replace(/\.\d+Z$/, "Z").replaceAll(":", "-");
    const old = `ximblox-${stamp(Date.now() - 20 * day)}.kv`;
    const recent = `ximblox-${stamp(Date.now() - day)}.kv`;
    for (const name of [old, `${old}.manifest.json`, recent, "notes.txt"]) {
      await Deno.writeTextFile(`${backups}/${name}`, "x");
    }

    // The nightly backup: the unit's command as systemd runs it.
    const path = `${root}/bin:${join(Deno.execPath(), "..")}:/usr/bin:/bin`;
    const nightly = await runUnit(root, unitFile, path);
    assertEquals(nightly.code, 0, nightly.stderr + nightly.stdout);
    const made = [...Deno.readDirSync(backups)].map((e) => e.name).sort();
    // The new backup and its manifest beside it (lib/db/backup_manifest.ts).
    const fresh = made.filter((n) => n.endsWith(".kv") && ![old, recent].includes(n));
    assertEquals(fresh.length, 1, made.join(", "));
    assertEquals(
      made.filter((n) => !n.startsWith(fresh[0])),
      [recent, "notes.txt"].sort(),
      "the old backup and the file beside it are pruned, the rest kept",
    );
    assert(made.includes(`${fresh[0]}.manifest.json`), made.join(", "));
    const kv = await Deno.openKv(store);
    try {
      const last = await readLastBackup(kv);
      assertEquals(last?.file, `${backups}/${fresh[0]}`);
      // A change after the backup, which the restore takes back.
      await kv.set(["recipe_test"], "after the backup");
    } finally {
      kv.close();
    }

    // A backup that fails says so: exit status non-zero and its reason on stderr.
    await Deno.writeTextFile(
      `${root}/etc/ximblox/env`,
      envFile.replace(`KV_PATH=${store}`, `KV_PATH=${state}/missing.kv`),
    );
    const failing = await runUnit(root, unitFile, path);
    assert(failing.code !== 0, failing.stdout);
    assert(failing.stderr.includes("There is no store at"), failing.stderr);
    await Deno.writeTextFile(`${root}/etc/ximblox/env`, envFile);

    // The restore, as root: the store keeps its owner and mode.
    if (Deno.uid() === 0) {
      await Deno.chown(store, SERVICE_UID, SERVICE_UID);
      await Deno.chmod(store, 0o640);
    }
    const before = await Deno.stat(store);
    const restore = await m.sh(recipe("restore").replaceAll("ximblox-<time>.kv", fresh[0]));
    assertEquals(restore.code, 0, restore.stderr);
    const after = await Deno.stat(store);
    assertEquals([after.uid, after.gid, after.mode! & 0o777], [
      before.uid,
      before.gid,
      before.mode! & 0o777,
    ]);
    const restored = await Deno.openKv(store);
    try {
      assertEquals((await restored.get(["recipe_test"])).value, null, "the backup's state");
    } finally {
      restored.close();
    }
    const calls = await m.calls();
    assertEquals(calls.slice(-2), ["systemctl stop ximblox@blue", "systemctl start ximblox@blue"]);

    // The drill: a copy restored and served on its own port, stopped as Ctrl-C stops it.
    const port = freePort();
    const drill = m.spawn(
      recipe("drill").replaceAll("ximblox-<time>.kv", fresh[0]).replace(
        "PORT=8099",
        `PORT=${port}`,
      ),
    );
    await drill.waitFor("Ximblox is ready");
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    assertEquals(ready.status, 200, await ready.text());
    Deno.kill(-drill.pid, "SIGINT");
    assertEquals((await drill.exited).code, 0);
    assert((await Deno.stat(`${root}/tmp/drill.kv`)).isFile);
  },
});
