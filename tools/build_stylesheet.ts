/**
 * Builds the public stylesheet: `static/site.css` minified (lightningcss) into
 * `static/css/site-{hash}.css`, the hash of its content in its name so that it is served
 * `immutable` (lib/render/stylesheet_manifest.ts), with brotli and gzip copies, beside a manifest the server reads to link it.
 */
import { gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { transform } from "lightningcss";
import {
  forgetServedStylesheet,
  readStylesheetManifest,
  sourceHash,
  STYLESHEET_MANIFEST,
  STYLESHEET_OUT,
  type StylesheetManifest,
} from "../lib/render/stylesheet_manifest.ts";
import { inputsHash } from "./inputs_hash.ts";
import { precompress } from "./precompress.ts";

const ROOT = new URL("../", import.meta.url);
export const STYLESHEET_SOURCE_FILE = new URL("static/site.css", ROOT);
const STAMP_FILE = ".inputs-hash";

/** Everything the built file is made of: a change to any of these makes a new build due. */
const INPUTS = [
  "static/site.css",
  "tools/build_stylesheet.ts",
  "tools/inputs_hash.ts",
  "tools/precompress.ts",
  "deno.lock",
];

/** Minifies `source` (the whole stylesheet) as the build does. */
export function minifyCss(source: Uint8Array): Uint8Array<ArrayBuffer> {
  const { code } = transform({
    filename: "site.css",
    code: source,
    minify: true,
    // Our own rules only, nothing to drop or rewrite for old browsers: no targets.
    errorRecovery: false,
  });
  return new Uint8Array(code);
}

/** Builds the stylesheet into `outDir` (emptied of older builds first) and writes the manifest. */
export async function buildStylesheet(
  options: { outDir?: URL } = {},
): Promise<StylesheetManifest & { bytes: number; gzipped: number }> {
  const outDir = options.outDir ?? STYLESHEET_OUT;
  const source = await Deno.readFile(STYLESHEET_SOURCE_FILE);
  const code = minifyCss(source);
  // 40 bits of the content's hash in 8 base-36 characters, like the islands' names.
  const hex = createHash("sha256").update(code).digest("hex").slice(0, 10);
  const file = `site-${parseInt(hex, 16).toString(36).padStart(8, "0")}.css`;
  await Deno.remove(outDir, { recursive: true }).catch(() => {});
  await Deno.mkdir(outDir, { recursive: true });
  await Deno.writeFile(new URL(file, outDir), code);
  await precompress(outDir, [".css"]);
  const manifest: StylesheetManifest = { file, source: sourceHash(source) };
  await Deno.writeTextFile(
    new URL(STYLESHEET_MANIFEST, outDir),
    JSON.stringify(manifest, null, 2) + "\n",
  );
  forgetServedStylesheet();
  return { ...manifest, bytes: code.byteLength, gzipped: gzipSync(code, { level: 9 }).byteLength };
}

/**
 * Builds the stylesheet into `static/css/` unless the last build there was made from the same
 * inputs. Returns its manifest, whether it was built now, and then its sizes.
 */
export async function buildStylesheetIfStale(
  options: { force?: boolean } = {},
): Promise<{ manifest: StylesheetManifest; built: boolean; bytes?: number; gzipped?: number }> {
  const hash = await inputsHash(ROOT, INPUTS);
  const stamp = new URL(STAMP_FILE, STYLESHEET_OUT);
  const previous = await Deno.readTextFile(stamp).catch(() => null);
  const existing = readStylesheetManifest();
  if (!options.force && existing && previous?.trim() === hash) {
    return { manifest: existing, built: false };
  }
  const built = await buildStylesheet();
  await Deno.writeTextFile(stamp, hash);
  const { bytes, gzipped, ...manifest } = built;
  return { manifest, built: true, bytes, gzipped };
}
