/**
 * Helpers for the export/import tests: a store's content read back for exact comparison, and
 * archives read, changed and written. The commands run through tests/_utils/process.ts.
 */
import { decodeValue, encodeKey, encodeValue } from "../../lib/db/archive_codec.ts";

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
