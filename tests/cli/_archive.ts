/**
 * Helpers for the export/import tests: the real commands as processes (`deno task export` and
 * `import`, as an operator runs them), and a store's content read back for exact comparison.
 */
import { decodeValue, encodeKey, encodeValue } from "../../lib/db/archive_codec.ts";

export const ROOT = new URL("../../", import.meta.url).pathname;

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `deno task <task> …args` from the project root on the store at `kvPath`. */
export async function runTask(task: string, args: string[], kvPath: string): Promise<Run> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["task", "-q", task, ...args],
    cwd: ROOT,
    env: { KV_PATH: kvPath, NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = (b: Uint8Array) => new TextDecoder().decode(b).trim();
  return { code: out.code, stdout: text(out.stdout), stderr: text(out.stderr) };
}

/** A task's command line from deno.json, after `deno` (`run --allow-… cli/import.ts`). */
export function taskArgs(task: string): string[] {
  const config = JSON.parse(Deno.readTextFileSync(`${ROOT}deno.json`));
  const [deno, ...args] = String(config.tasks[task]).split(/\s+/);
  if (deno !== "deno") throw new Error(`The ${task} task does not start with deno.`);
  return args;
}

/** Every entry of a store file as `[key, value]` in tagged JSON (comparable with assertEquals). */
export async function dumpStore(kvPath: string): Promise<[string, string][]> {
  const kv = await Deno.openKv(kvPath);
  try {
    const out: [string, string][] = [];
    for await (const e of kv.list({ prefix: [] })) {
      out.push([JSON.stringify(encodeKey(e.key)), JSON.stringify(encodeValue(e.value))]);
    }
    return out;
  } finally {
    kv.close();
  }
}

/** The archive's lines (decompressed). */
export async function archiveLines(file: string): Promise<string[]> {
  const f = await Deno.open(file);
  const text = await new Response(f.readable.pipeThrough(new DecompressionStream("gzip"))).text();
  return text.split("\n").filter(Boolean);
}

/** Writes `lines` as an archive file (gzip), e.g. after changing one. */
export async function writeArchive(file: string, lines: string[]): Promise<void> {
  const body = new Blob([lines.join("\n") + "\n"]).stream()
    .pipeThrough(new CompressionStream("gzip"));
  await Deno.writeFile(file, body);
}

/** The decoded value of an archive line's key/value, for readable assertions. */
export function decodeLine(line: string): { k: unknown[]; v: unknown } {
  const json = JSON.parse(line);
  return { k: json.k.map(decodeValue), v: decodeValue(json.v) };
}
