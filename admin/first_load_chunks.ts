/**
 * The first screens, and the editor, in a few files (issue 30). Left to itself, the bundler makes a
 * chunk for each set of screens that share a module, so the shared pieces of the sign-in screen
 * and the dashboard came in 52 and 117 files, most under 1 KB (a Mantine component, an icon, a
 * hook), and the editor in 168: each a request, a module to compile and link, on a phone and in
 * every browser test.
 *
 * So the build runs twice (build.ts). The first, as the bundler chooses, records which modules
 * each chunk holds; from it and the manifest, {@link firstLoadOf} finds what the entry, the
 * sign-in screen and the dashboard load (bundle_report.ts's lists). The second puts each of those
 * three sets in one chunk ({@link firstLoadGroups}): `start`, `sign_in`, `frame`, in that order,
 * each closed under its static imports (the bundler's own rule for groups), so no chunk of them
 * imports a later one. Two more groups follow: `signed_out`, what the other screens reached
 * without signing in need (a password reset), and `editor_shared`, the editor's chunks that
 * other screens load too. The editor is the screen staff open most, often first, from a link: it
 * loads 18 files where it loaded about 70. The price is paid once, on the first visit of any other
 * screen, which loads all of `editor_shared` (about 107 KB gzipped) where it loaded only its own
 * pieces; `signed_out` comes before it so that a signed-out screen never does.
 *
 * A screen's own module and the strings (dynamic imports) are never moved: no screen's code or
 * text is fetched before it is visited. Every other module is chunked as before. A screen that
 * needs one piece of `sign_in` or `frame` loads all of it, which a signed-in user has mostly
 * loaded anyway (the frame is around every screen).
 */
import type { Plugin } from "vite";
import {
  DASHBOARD_MODULES,
  EDITOR_MODULES,
  loadedFiles,
  type Manifest,
  SIGN_IN_MODULES,
  SIGNED_OUT_SCREENS,
} from "./bundle_report.ts";

/** Each output chunk's file and the modules (absolute ids) it holds, from the first build. */
export type ChunkModules = Record<string, string[]>;

/** The modules of each first-load chunk, by the chunk's name. */
export interface FirstLoad {
  start: string[];
  sign_in: string[];
  frame: string[];
  signed_out: string[];
  editor_shared: string[];
}

/** A plugin writing {@link ChunkModules} to `path` once the build has made its chunks. */
export function recordChunkModules(path: string): Plugin {
  return {
    name: "ximblox-record-chunk-modules",
    generateBundle(_options, bundle) {
      const modules: ChunkModules = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type === "chunk") modules[file] = chunk.moduleIds;
      }
      Deno.writeTextFileSync(path, JSON.stringify(modules));
    },
  };
}

/**
 * What the entry, then the sign-in screen, then the dashboard load beyond what came before, what
 * the signed-out screens need beyond the first two, and the editor's shared chunks beyond all
 * those: as modules, from the first build's manifest and chunks.
 */
export function firstLoadOf(manifest: Manifest, chunks: ChunkModules): FirstLoad {
  const modulesOf = (modules: string[]) =>
    new Set(loadedFiles(manifest, modules).flatMap((file) => chunks[file] ?? []));
  const start = modulesOf(["index.html"]);
  const signIn = modulesOf(SIGN_IN_MODULES).difference(start);
  const frame = modulesOf(DASHBOARD_MODULES).difference(start).difference(signIn);
  // What the other screens a visitor reaches signed out need, in one chunk ahead of the editor's:
  // a group takes in what its modules import, and would otherwise take in theirs.
  const signedOut = modulesOf(SIGNED_OUT_SCREENS).difference(start).difference(signIn)
    .difference(frame);
  const before = start.union(signIn).union(frame).union(signedOut);
  // The editor's chunks that another screen loads too, in one: the editor is the screen staff
  // open most, often first (from a link), and each file is a request and a module to link.
  const otherScreens = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !EDITOR_MODULES.includes(key))
    .map(([key]) => new Set(loadedFiles(manifest, [key])));
  const shared = loadedFiles(manifest, EDITOR_MODULES)
    .filter((file) => otherScreens.some((files) => files.has(file)));
  const editorShared = new Set(shared.flatMap((file) => chunks[file] ?? [])).difference(before);
  return {
    start: [...start],
    sign_in: [...signIn],
    frame: [...frame],
    signed_out: [...signedOut],
    editor_shared: [...editorShared],
  };
}

interface ChunkingContext {
  getModuleInfo(id: string): { isEntry: boolean; dynamicImporters: readonly string[] } | null;
}

/**
 * The codeSplitting groups of the second build: each first-load set in one chunk, earlier sets
 * first. `entry` is the entry module (src/main.tsx), which stays in the entry chunk so that the
 * manifest and index.html keep naming it; screens and strings (dynamically imported) and styles
 * (Vite emits a chunk's CSS beside it) are never moved.
 */
export function firstLoadGroups(firstLoad: FirstLoad, entry: string) {
  const movable = (id: string, ctx: ChunkingContext) => {
    const info = ctx.getModuleInfo(id);
    return !!info && id !== entry && !info.isEntry && info.dynamicImporters.length === 0 &&
      !/\.(css|html)($|\?)/.test(id);
  };
  const names = ["start", "sign_in", "frame", "signed_out", "editor_shared"] as const;
  return names.map((name, i) => {
    const set = new Set(firstLoad[name]);
    return {
      debugName: name,
      name: (id: string, ctx: ChunkingContext) => set.has(id) && movable(id, ctx) ? name : null,
      priority: names.length - i,
    };
  });
}
