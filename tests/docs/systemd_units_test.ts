/**
 * The systemd units the README installs (docs/*.service, docs/*.timer), checked by systemd's own
 * tools where they are installed: `systemd-analyze verify` finds no error, and the services'
 * exposure (`systemd-analyze security --offline`) stays low (the unhardened unit was 9.2).
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { ROOT } from "../_utils/process.ts";
import { tempDir } from "../_utils/temp_dir.ts";

const ANALYZE_MISSING = !(await new Deno.Command("systemd-analyze", { args: ["--version"] })
  .output().then((o) => o.success, () => false));
if (ANALYZE_MISSING) {
  console.warn("The systemd unit test is skipped: no systemd-analyze (the systemd package).");
}

async function analyze(args: string[], cwd: string) {
  const out = await new Deno.Command("systemd-analyze", {
    args,
    cwd,
    stdout: "piped",
    stderr: "piped",
  })
    .output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  return { code: out.code, text };
}

Deno.test({
  name: "the systemd units pass systemd-analyze verify and are hardened (exposure below 2)",
  ignore: ANALYZE_MISSING,
  async fn() {
    await using temp = await tempDir("ximblox-units-");
    // A template is checked as one of its instances.
    const units = {
      "ximblox@blue.service": "ximblox@.service",
      "ximblox-backup.service": "ximblox-backup.service",
      "ximblox-backup.timer": "ximblox-backup.timer",
    };
    for (const [name, file] of Object.entries(units)) {
      await Deno.copyFile(`${ROOT}docs/${file}`, `${temp.path}/${name}`);
    }
    const verified = await analyze(
      ["verify", "--man=no", ...Object.keys(units).map((n) => `./${n}`)],
      temp.path,
    );
    assertEquals(verified.code, 0, verified.text);
    assertEquals(verified.text.trim(), "", verified.text);
    for (const name of ["ximblox@blue.service", "ximblox-backup.service"]) {
      const security = await analyze(["security", "--offline=true", `./${name}`], temp.path);
      const level = Number(/Overall exposure level for .*: ([\d.]+)/.exec(security.text)?.[1]);
      assert(level < 2, `${name}: exposure ${level}\n${security.text}`);
    }
  },
});
