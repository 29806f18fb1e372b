/**
 * Builds what the server serves: the public site's island bundles (rolldown, into
 * static/islands/, with their gzipped sizes against the budget), its stylesheet (minified and
 * content-hashed into static/css/), both with brotli and gzip copies beside them, and the admin
 * bundle (Vite, twice: admin/first_load_chunks.ts says why; its scripts and styles with brotli and
 * gzip copies too). With --if-stale each is built only when it is missing or its inputs changed
 * since its last build (a hash of them is kept beside each output).
 */
import {
  buildIslandsIfStale,
  formatIslandSizes,
  ISLAND_BUDGET,
  islandSizes,
} from "./tools/build_islands.ts";
import { buildStylesheetIfStale } from "./tools/build_stylesheet.ts";
import { inputsHash } from "./tools/inputs_hash.ts";
import { formatReport, overBudget, readManifest } from "./admin/bundle_report.ts";
import { type ChunkModules, firstLoadOf } from "./admin/first_load_chunks.ts";
import { precompress } from "./tools/precompress.ts";

const INPUTS = [
  "admin/src",
  "admin/index.html",
  "admin/vite.config.ts",
  "admin/first_load_chunks.ts",
  "admin/bundle_report.ts",
  "admin/deno.json",
  "lib/content",
  "lib/i18n",
  "deno.lock",
];
const STAMP = "admin/dist/.inputs-hash";

async function readStamp(): Promise<string | null> {
  try {
    return (await Deno.readTextFile(STAMP)).trim();
  } catch {
    return null;
  }
}

const ifStale = Deno.args.includes("--if-stale");

const islands = await buildIslandsIfStale({ force: !ifStale });
if (islands.built) {
  const sizes = islandSizes(islands.manifest);
  console.log(`Island bundles built in static/islands:\n${formatIslandSizes(sizes)}`);
  if (sizes.islands.some((s) => s.total > ISLAND_BUDGET)) {
    console.warn("An island is over its budget: the runtime plus one island must stay ≤ 15 KB.");
  }
}

const stylesheet = await buildStylesheetIfStale({ force: !ifStale });
if (stylesheet.built) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `Stylesheet built: static/css/${stylesheet.manifest.file}, ${kb(stylesheet.bytes!)} ` +
      `(${kb(stylesheet.gzipped!)} gzipped)`,
  );
}

const hash = await inputsHash(new URL("./", import.meta.url), INPUTS);
if (ifStale && (await readStamp()) === hash) Deno.exit(0);

console.log("Building the admin bundle…");
async function viteBuild(env: Record<string, string>): Promise<void> {
  const { code } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "npm:vite", "build", "--logLevel", "warn"],
    cwd: "admin",
    env,
    stdout: "inherit",
    stderr: "inherit",
  }).output();
  if (code !== 0) {
    console.error("The admin build failed.");
    Deno.exit(code);
  }
}
// First as the bundler chunks it, recording each chunk's modules; then with the first screens' and
// the editor's shared modules in a few chunks (admin/first_load_chunks.ts).
const work = await Deno.makeTempDir({ prefix: "ximblox-admin-build-" });
try {
  const chunkModules = `${work}/chunk_modules.json`;
  await viteBuild({ ADMIN_CHUNK_MODULES: chunkModules });
  const chunks: ChunkModules = JSON.parse(await Deno.readTextFile(chunkModules));
  const firstLoad = `${work}/first_load.json`;
  await Deno.writeTextFile(firstLoad, JSON.stringify(firstLoadOf(readManifest(), chunks)));
  await viteBuild({ ADMIN_FIRST_LOAD: firstLoad });
} finally {
  await Deno.remove(work, { recursive: true });
}
// The budgets are gzipped sizes, and a browser gets the bytes of the budgets only if the server
// sends them compressed: routes/admin.ts serves these copies.
await precompress(new URL("./admin/dist/assets/", import.meta.url), [".js", ".css"]);
await Deno.writeTextFile(STAMP, hash);
console.log("Admin bundle built in admin/dist.");
const manifest = readManifest();
console.log(formatReport(manifest));
const over = overBudget(manifest);
if (over.length > 0) console.warn(`The admin is over its budget (issue 30): ${over.join(", ")}.`);
