/**
 * Bundles the islands for the browser (rolldown, the bundler Vite already brings): one entry per
 * island (`islands/{Name}.tsx`) that hydrates the island's markers, and one shared runtime chunk
 * (Preact, its hooks, signals, the hydration helper and the public store), all minified with
 * content-hashed names (and brotli and gzip copies) in `static/islands/`, beside a manifest the server reads to know which
 * files a page that holds an island must load (lib/render/island.tsx).
 */
import { gzipSync } from "node:zlib";
import { type InputOptions, type OutputChunk, type OutputOptions, rolldown, watch } from "rolldown";
import {
  forgetServedManifest,
  type IslandManifest,
  ISLANDS_OUT,
  MANIFEST_FILE,
  readIslandManifest,
} from "../lib/render/island_manifest.ts";
import { inputsHash } from "./inputs_hash.ts";
import { precompress } from "./precompress.ts";

export type { IslandManifest };

const ROOT = new URL("../", import.meta.url);

/** Where the island sources are; a file `{PascalCase}.tsx` is an island, `_x.ts` a helper. */
export const ISLANDS_DIR = new URL("islands/", ROOT);
/** A hash of the build's inputs, for `build.ts --if-stale`. */
const STAMP_FILE = ".inputs-hash";

/** The shared runtime plus any one island, gzipped (issue 12's budget). */
export const ISLAND_BUDGET = 15 * 1024;

const ISLAND_FILE = /^([A-Z][A-Za-z0-9]*)\.tsx$/;
/** Modules of the shared runtime chunk: Preact, signals, and the islands' shared helpers. */
const RUNTIME_MODULE =
  /[\\/]node_modules[\\/](?:preact|@preact[\\/]signals(?:-core)?)[\\/]|[\\/]islands[\\/]_(?:hydrate|store)\.ts$/;
const ENTRY = "\0island-entry:";

export interface IslandSize {
  name: string;
  /** Gzipped bytes of the island's own files (its entry and any chunk but the runtime). */
  island: number;
  /** Gzipped bytes of everything a page holding only this island loads. */
  total: number;
}

/** The island names: the PascalCase `.tsx` files of `islands/`, sorted. */
export async function islandNames(dir: URL = ISLANDS_DIR): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const match = entry.isFile && ISLAND_FILE.exec(entry.name);
    if (match) names.push(match[1]);
  }
  return names.sort();
}

/** Bundles every island into `outDir` (emptied of older bundles first) and writes the manifest. */
export async function buildIslands(
  options: { outDir?: URL; minify?: boolean } = {},
): Promise<IslandManifest> {
  const outDir = options.outDir ?? ISLANDS_OUT;
  let manifest: IslandManifest | undefined;
  const { input, output } = await islandOptions(outDir, options.minify ?? true, (built) => {
    manifest = built.manifest;
  });
  const build = await rolldown(input);
  try {
    await Deno.remove(outDir, { recursive: true }).catch(() => {});
    await build.write(output);
    await precompress(outDir, [".js"]);
    forgetServedManifest();
    return manifest!;
  } finally {
    await build.close();
  }
}

/** What one build of the islands made: the manifest, its files and every source file it read. */
export interface IslandBuild {
  manifest: IslandManifest;
  inputs: Set<string>;
  /** The names of the files written. */
  files: string[];
}

/**
 * Watches the islands and what they import (rolldown's watch mode), building them again into
 * `outDir` on every change, for `deno task dev` (tools/dev.ts): the first build at once, then one
 * per change. No brotli and gzip copies (the server sends the files as they are), and the files
 * of older builds are deleted; the inputs stamp too, so that the next `build.ts --if-stale` builds
 * the islands for production again.
 */
export async function watchIslands(handlers: {
  outDir?: URL;
  onStart(): void;
  onBuilt(build: IslandBuild): void;
  onError(error: Error): void;
}): Promise<{ close(): Promise<void> }> {
  const outDir = handlers.outDir ?? ISLANDS_OUT;
  const { input, output } = await islandOptions(outDir, true, async (built) => {
    const keep = new Set([...built.files, MANIFEST_FILE]);
    for await (const entry of Deno.readDir(outDir)) {
      if (!keep.has(entry.name)) await Deno.remove(new URL(entry.name, outDir));
    }
    handlers.onBuilt(built);
  });
  await Deno.mkdir(outDir, { recursive: true });
  const watcher = watch({ ...input, output, watch: { buildDelay: 0 } });
  watcher.on("event", (event) => {
    if (event.code === "START") handlers.onStart();
    else if (event.code === "BUNDLE_END") event.result.close();
    else if (event.code === "ERROR") {
      handlers.onError(event.error);
      event.result.close();
    }
  });
  return watcher;
}

/**
 * The rolldown options of the islands' build, one-off or watched: one entry per island, the shared
 * runtime chunk, content-hashed names, and the manifest written beside the files (`written` hears
 * of it once it is on disk).
 */
async function islandOptions(
  outDir: URL,
  minify: boolean,
  written: (built: IslandBuild) => void | Promise<void>,
): Promise<{ input: InputOptions; output: OutputOptions }> {
  const names = await islandNames();
  const hydrate = new URL("_hydrate.ts", ISLANDS_DIR).pathname;
  const input: InputOptions = {
    input: Object.fromEntries(names.map((name) => [name, ENTRY + name])),
    platform: "browser",
    tsconfig: false,
    transform: { jsx: { runtime: "automatic", importSource: "preact" } },
    logLevel: "warn",
    plugins: [{
      name: "island-entries",
      resolveId: (id) => id.startsWith(ENTRY) ? id : null,
      load(id) {
        if (!id.startsWith(ENTRY)) return null;
        const name = id.slice(ENTRY.length);
        const source = new URL(`${name}.tsx`, ISLANDS_DIR).pathname;
        return [
          `import Island from ${JSON.stringify(source)};`,
          `import { hydrateIslands } from ${JSON.stringify(hydrate)};`,
          `hydrateIslands(${JSON.stringify(name)}, Island);`,
        ].join("\n");
      },
    }, {
      name: "island-manifest",
      async writeBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter((o) => o.type === "chunk");
        const manifest = manifestOf(chunks);
        await Deno.writeTextFile(
          new URL(MANIFEST_FILE, outDir),
          JSON.stringify(manifest, null, 2) + "\n",
        );
        const inputs = new Set(
          chunks.flatMap((c) => c.moduleIds).filter((id) => !id.startsWith("\0")),
        );
        await written({ manifest, inputs, files: Object.keys(bundle) });
      },
    }],
  };
  const output: OutputOptions = {
    dir: outDir.pathname,
    format: "es",
    entryFileNames: "[name]-[hash].js",
    chunkFileNames: "[name]-[hash].js",
    hashCharacters: "base36",
    minify,
    sourcemap: false,
    codeSplitting: { groups: [{ name: "runtime", test: RUNTIME_MODULE }] },
  };
  return { input, output };
}

/** The manifest of a build's chunks: each island's entry file and every file it loads. */
function manifestOf(chunks: OutputChunk[]): IslandManifest {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (file: string, seen = new Set<string>()): string[] => {
    for (const dep of byName.get(file)?.imports ?? []) {
      if (!seen.has(dep)) closure(dep, seen.add(dep));
    }
    return [...seen];
  };
  const runtime = chunks.find((c) => !c.isEntry && c.name === "runtime");
  if (!runtime) throw new Error("The islands build made no runtime chunk.");
  const manifest: IslandManifest = { runtime: runtime.fileName, islands: {} };
  for (const chunk of chunks) {
    if (!chunk.isEntry) continue;
    manifest.islands[chunk.name] = { file: chunk.fileName, imports: closure(chunk.fileName) };
  }
  return manifest;
}

function gzipped(dir: URL, file: string): number {
  return gzipSync(Deno.readFileSync(new URL(file, dir)), { level: 9 }).byteLength;
}

/** Gzipped sizes of the runtime and of each island as a page holding it loads them. */
export function islandSizes(
  manifest: IslandManifest,
  dir: URL = ISLANDS_OUT,
): { runtime: number; islands: IslandSize[] } {
  const runtime = gzipped(dir, manifest.runtime);
  const islands = Object.entries(manifest.islands).map(([name, { file, imports }]) => {
    const own = [file, ...imports.filter((f) => f !== manifest.runtime)]
      .reduce((sum, f) => sum + gzipped(dir, f), 0);
    const total = imports.includes(manifest.runtime) ? own + runtime : own;
    return { name, island: own, total };
  });
  return { runtime, islands };
}

/** A table of the sizes against the budget, for the build's and the bench's output. */
export function formatIslandSizes(sizes: ReturnType<typeof islandSizes>): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const lines = [`  runtime (shared)         ${kb(sizes.runtime).padStart(8)} gzipped`];
  for (const s of sizes.islands) {
    const verdict = s.total <= ISLAND_BUDGET ? "within" : "OVER";
    lines.push(
      `  ${s.name.padEnd(24)} ${kb(s.island).padStart(8)} gzipped; with the runtime ${
        kb(s.total)
      } (${verdict} the ${kb(ISLAND_BUDGET)} budget)`,
    );
  }
  return lines.join("\n");
}

/**
 * Everything the bundles are made of: a change to any of these makes a new build due. Islands
 * may import shared content code: what they can reach of lib/content counts too.
 */
const INPUTS = [
  "islands",
  "tools/build_islands.ts",
  "tools/inputs_hash.ts",
  "tools/precompress.ts",
  "deno.json",
  "deno.lock",
  "lib/content",
];

/**
 * Where builders of the islands take their turn: beside the output, not in it (a build empties
 * `static/islands/`). An advisory lock (flock) goes with its process, so a killed build leaves
 * nothing to clean up.
 */
const LOCK_FILE = new URL("../static/islands.lock", import.meta.url);

/**
 * Builds the islands into `static/islands/` unless the last build there was made from the same
 * inputs. Returns the manifest, and whether it was built now. Test processes running side by
 * side (`deno test --parallel`) may call it at once: they take turns under a lock, and the ones
 * after the first find the build fresh instead of emptying the folder the first one writes.
 */
export async function buildIslandsIfStale(
  options: { force?: boolean } = {},
): Promise<{ manifest: IslandManifest; built: boolean }> {
  const lock = await Deno.open(LOCK_FILE, { create: true, write: true });
  try {
    await lock.lock(true);
    const hash = await inputsHash(ROOT, INPUTS);
    const stamp = new URL(STAMP_FILE, ISLANDS_OUT);
    const previous = await Deno.readTextFile(stamp).catch(() => null);
    const existing = readIslandManifest();
    if (!options.force && existing && previous?.trim() === hash) {
      return { manifest: existing, built: false };
    }
    const manifest = await buildIslands();
    await Deno.writeTextFile(stamp, hash);
    return { manifest, built: true };
  } finally {
    lock.close(); // closing lets the lock go
  }
}
