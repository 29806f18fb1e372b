/**
 * What the server knows of the built islands (tools/build_islands.ts makes them): where the
 * bundles are served from, how long browsers keep them, and the manifest naming each island's
 * files. Kept apart from the build so that the server never loads the bundler.
 */

import { HASHED_STYLESHEET } from "./stylesheet_manifest.ts";

/** Where the bundles are written, and the address they are served under. */
export const ISLANDS_OUT = new URL("../../static/islands/", import.meta.url);
export const ISLANDS_URL = "/static/islands/";
export const MANIFEST_FILE = "manifest.json";

/** A bundle's name carries its content's hash, so it never changes: browsers keep it for good. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Other static files carry no hash: an hour. */
const STATIC = "public, max-age=3600";
const HASHED_BUNDLE = /^\/static\/islands\/[A-Za-z0-9_-]+-[a-z0-9]{8}\.js$/;

/** The Cache-Control of a file under /static/: the built bundles and stylesheet are for good. */
export function staticCacheControl(path: string): string {
  return HASHED_BUNDLE.test(path) || HASHED_STYLESHEET.test(path) ? IMMUTABLE : STATIC;
}

export interface IslandManifest {
  /** The shared runtime chunk, relative to ISLANDS_URL. */
  runtime: string;
  /** Each island's entry file and every file it imports (transitively), relative to ISLANDS_URL. */
  islands: Record<string, { file: string; imports: string[] }>;
}

/** The manifest of the last build in `dir`, or null when there is none. */
export function readIslandManifest(dir: URL = ISLANDS_OUT): IslandManifest | null {
  try {
    return JSON.parse(Deno.readTextFileSync(new URL(MANIFEST_FILE, dir)));
  } catch {
    return null;
  }
}

let current: IslandManifest | null | undefined;

/**
 * The manifest of the bundles being served, read once (a build in this same process, as in
 * tests, makes it read again).
 */
export function servedManifest(): IslandManifest | null {
  if (current === undefined) current = readIslandManifest();
  return current;
}

/** Makes the next `servedManifest()` read the manifest again. */
export function forgetServedManifest(): void {
  current = undefined;
}
