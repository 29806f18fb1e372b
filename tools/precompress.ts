/**
 * Compressed copies of built static files, written beside each (`x.css.br`, `x.css.gz`) at the
 * best levels once per build, so the server sends them to a browser that accepts them without
 * compressing per request (app.ts serves /static/ with `precompressed`).
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Writes the brotli and gzip copies of every file in `dir` whose name ends with one of `exts`. */
export async function precompress(dir: URL, exts: readonly string[]): Promise<number> {
  let count = 0;
  for await (const entry of Deno.readDir(dir)) {
    if (!entry.isFile || !exts.some((ext) => entry.name.endsWith(ext))) continue;
    const file = new URL(entry.name, dir);
    const bytes = await Deno.readFile(file);
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    await Deno.writeFile(new URL(`${entry.name}.br`, dir), br);
    await Deno.writeFile(new URL(`${entry.name}.gz`, dir), gzipSync(bytes, { level: 9 }));
    count++;
  }
  return count;
}
