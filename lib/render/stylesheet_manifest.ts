/**
 * What the server knows of the built public stylesheet (tools/build_stylesheet.ts makes it from
 * `static/site.css`): its minified, content-hashed file, served `immutable` so that a CDN and
 * browsers fetch it once. Kept apart from the build so that the server never loads the minifier.
 */
import { createHash } from "node:crypto";

/** Where the build writes the stylesheet, and the address it is served under. */
export const STYLESHEET_OUT = new URL("../../static/css/", import.meta.url);
export const STYLESHEET_URL = "/static/css/";
export const STYLESHEET_MANIFEST = "manifest.json";
/** The source, served as it is (unminified, an hour) when no build of it is there. */
export const STYLESHEET_SOURCE = "/static/site.css";
const SOURCE_FILE = new URL("../../static/site.css", import.meta.url);

/** A built stylesheet's address: its name carries its content's hash. */
export const HASHED_STYLESHEET = /^\/static\/css\/site-[a-z0-9]{8}\.css$/;

export interface StylesheetManifest {
  /** The minified file, relative to STYLESHEET_URL. */
  file: string;
  /** The SHA-256 (hex) of the source it was built from. */
  source: string;
}

/** The SHA-256 (hex) of the stylesheet's source, as the manifest records it. */
export function sourceHash(source: Uint8Array = Deno.readFileSync(SOURCE_FILE)): string {
  return createHash("sha256").update(source).digest("hex");
}

/** The manifest of the last build in `dir`, or null when there is none. */
export function readStylesheetManifest(dir: URL = STYLESHEET_OUT): StylesheetManifest | null {
  try {
    return JSON.parse(Deno.readTextFileSync(new URL(STYLESHEET_MANIFEST, dir)));
  } catch {
    return null;
  }
}

let current: string | undefined;
let warned = false;

/**
 * The address of the stylesheet pages link, found once (a build in this same process, as in
 * tests, makes it look again): the built file, or the source (with a warning, once) when there is
 * no build of this source — none at all, or one older than an edit (`deno task dev` restarts on
 * an edit of static/site.css and so shows it at once).
 */
export function stylesheetHref(): string {
  if (current !== undefined) return current;
  const built = readStylesheetManifest();
  if (built && built.source === sourceHash()) return current = STYLESHEET_URL + built.file;
  if (!warned) {
    warned = true;
    console.warn(
      `${built ? "static/site.css changed since its build" : "No built stylesheet"}: pages ` +
        "link static/site.css unminified. Run `deno task build`.",
    );
  }
  return current = STYLESHEET_SOURCE;
}

/** Makes the next `stylesheetHref()` read the manifest again. */
export function forgetServedStylesheet(): void {
  current = undefined;
}
