/**
 * What an operator reads from a running server process (main.ts): `/metrics` with the process
 * and runtime figures, the release, a KV latency histogram and the time of the last backup, in a
 * text Prometheus's own `promtool check metrics` accepts (where promtool is installed; a strict
 * reading of the text format otherwise); `/readyz` and the admin page name the release.
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { runTask, startServerProcess } from "../_utils/process.ts";
import { tempDir } from "../_utils/temp_dir.ts";

const VERSION: string = JSON.parse(await Deno.readTextFile("deno.json")).version;

const PROMTOOL = await new Deno.Command("promtool", { args: ["--version"] }).output()
  .then((o) => o.success, () => false);
if (!PROMTOOL) {
  console.warn(
    "The metrics are checked without promtool (apt-get install -y prometheus has it).",
  );
}

/** `promtool check metrics` on `text`: its exit code and what it said. */
async function promtool(text: string): Promise<{ code: number; out: string }> {
  const child = new Deno.Command("promtool", {
    args: ["check", "metrics"],
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(text));
  await writer.close();
  const out = await child.output();
  return {
    code: out.code,
    out: new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr),
  };
}

/**
 * The text format read strictly: every sample line is `name{labels} value`, belongs to a family
 * with HELP and TYPE given before it, and every histogram's +Inf bucket equals its count.
 * Answers the samples by name (with labels as written).
 */
function parseExposition(text: string): Map<string, { labels: string; value: number }[]> {
  const types = new Map<string, string>();
  const helps = new Set<string>();
  const samples = new Map<string, { labels: string; value: number }[]>();
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
    if (meta) {
      if (meta[1] === "HELP") helps.add(meta[2]);
      else types.set(meta[2], meta[3]);
      continue;
    }
    const sample =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/
        .exec(line);
    assert(sample, `not a sample line: ${line}`);
    const [, name, labels = "", value] = sample;
    const family = [...types.keys()].find((f) =>
      name === f || name === `${f}_bucket` || name === `${f}_sum` || name === `${f}_count`
    );
    assert(family && helps.has(family), `${name}: no HELP and TYPE before it`);
    const list = samples.get(name) ?? [];
    list.push({ labels, value: Number(value) });
    samples.set(name, list);
  }
  for (const [family, type] of types) {
    if (type !== "histogram") continue;
    for (const count of samples.get(`${family}_count`) ?? []) {
      const inf = (samples.get(`${family}_bucket`) ?? []).find((b) =>
        b.labels.includes('le="+Inf"') && labelSet(b.labels, "le") === labelSet(count.labels)
      );
      assertEquals(inf?.value, count.value, `${family}${count.labels}: +Inf bucket and count`);
    }
  }
  return samples;
}

Deno.test({
  name:
    "/metrics has runtime figures, the version, KV latency and the last backup; promtool accepts it",
  sanitizeResources: false,
  async fn() {
    await using temp = await tempDir("ximblox-metrics-");
    const store = `${temp.path}/ximblox.kv`;
    const server = startServerProcess({ KV_PATH: store, SEED: "none" });
    try {
      await server.waitFor("Ximblox is ready");
      const ready = await (await fetch(`${server.url}/readyz`)).json();
      assertEquals(ready.version, VERSION);
      const admin = await (await fetch(`${server.url}/cmsadmin/login`)).text();
      assert(admin.includes(`<meta name="ximblox-version" content="${VERSION}">`), admin);

      const before = Date.now();
      const backup = await runTask("backup", [`${temp.path}/b.kv`], { KV_PATH: store });
      assertEquals(backup.code, 0, backup.stderr);

      const res = await fetch(`${server.url}/metrics`);
      assertEquals(res.status, 200);
      const text = await res.text();
      const samples = parseExposition(text);
      const one = (name: string) => {
        const found = samples.get(name);
        assert(found?.length, `${name} is missing`);
        return found[0];
      };
      const info = one("ximblox_build_info");
      assert(info.labels.includes(`version="${VERSION}"`), info.labels);
      assertEquals(info.value, 1);
      assert(one("process_resident_memory_bytes").value > 0);
      assert(one("process_cpu_seconds_total").value > 0);
      assert(samples.has("nodejs_eventloop_lag_seconds"));
      assert(samples.has("nodejs_heap_size_used_bytes"));
      // Every KV round trip of the start (reads and commits) was observed.
      const trips = samples.get("ximblox_kv_round_trip_seconds_count") ?? [];
      assert(trips.some((s) => s.labels.includes('op="get"') && s.value > 0), text);
      assert(trips.some((s) => s.labels.includes('op="commit"') && s.value > 0), text);
      const last = one("ximblox_last_backup_timestamp_seconds").value * 1000;
      assert(last >= before - 1000 && last <= Date.now(), `last backup at ${last}`);

      if (PROMTOOL) {
        const checked = await promtool(text);
        assertEquals(checked.code, 0, checked.out);
      }
    } finally {
      server.kill("SIGTERM");
      await server.exited;
    }
  },
});

/** Labels as a comparable string, sorted, without `omit`. */
function labelSet(labels: string, omit?: string): string {
  return [...labels.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)]
    .filter((m) => m[1] !== omit).map((m) => `${m[1]}=${m[2]}`).sort().join(",");
}
