/**
 * The suite's three parts (README "Tests") and their shards. `deno test --parallel` starts a
 * fresh isolate for each test module and loads the app into it again: about 1.8 s of CPU per
 * file (and the browser files 0.9 s more for Playwright and a Chromium launch each), which was
 * half the CPU of the API tests. So each task runs a few shard modules (tests/suites/<part>/),
 * and each shard imports its share of the part's test files into one isolate: their tests
 * register as they would from their own module, and still run one by one within the shard.
 * Any test file also runs alone (`deno test -A tests/routes/…_test.ts`).
 *
 * The files are dealt to the shards by how long they took (tests/suites/weights.json, written
 * from a run's output by tests/_utils/weigh_tests.ts): the longest first, each to the shard with the
 * least so far, so that the shards end together and no worker idles while another runs a long
 * shard to its end (the browser shards summed 57–120 s when dealt in turn by path). A file the
 * table does not know weighs as much as the part's typical file, so a new file joins a shard by
 * itself; tests/tools/test_tasks_test.ts checks that every test file is in exactly one part.
 */
import { repositoryFiles, TEST_FILE } from "./fs.ts";

export type Part = "unit" | "api" | "browser";

/** The folders and files of each part, relative to the repository's root. */
export const PARTS: Record<Part, readonly string[]> = {
  // In-process tests: no build, no process of their own, no browser.
  unit: ["tests/lib/", "tests/admin/", "tests/islands/", "tests/tools/", "admin/src/", "lib/"],
  // Routes, commands and server processes, after the build.
  api: [
    "tests/routes/",
    "tests/cli/",
    "tests/processes/",
    "tests/multiprocess/",
    "tests/cdn/",
    "tests/docs/",
    "admin/bundle_report_test.ts",
  ],
  // Chromium.
  browser: ["tests/e2e/"],
};

const ROOT = new URL("../../", import.meta.url).pathname;
/** Where the shard modules are: `tests/suites/<part>/shard_<n>_test.ts`. */
export const SHARDS = "tests/suites/";

/** True when `path` is `under` or inside it (a folder ends with a slash). */
export function within(path: string, under: string): boolean {
  return under.endsWith("/") ? path.startsWith(under) : path === under;
}

/** Every test file of `part`, relative to the repository's root, sorted. */
export async function partFiles(part: Part): Promise<string[]> {
  const files: string[] = [];
  for await (const file of repositoryFiles(ROOT)) {
    if (
      TEST_FILE.test(file) && !file.startsWith(SHARDS) && PARTS[part].some((p) => within(file, p))
    ) {
      files.push(file);
    }
  }
  return files.sort();
}

/** The shard modules of `part` (tests/suites/<part>/shard_<n>_test.ts), sorted by number. */
export async function shardFiles(part: Part): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(`${ROOT}${SHARDS}${part}`)) {
    if (/^shard_\d+_test\.ts$/.test(entry.name)) names.push(entry.name);
  }
  const number = (name: string) => Number(name.match(/\d+/)![0]);
  return names.sort((a, b) => number(a) - number(b)).map((n) => `${SHARDS}${part}/${n}`);
}

/** Seconds each test file took in a run, by path from the repository's root. */
export type Weights = Readonly<Record<string, number>>;

/** tests/suites/weights.json: what each test file took in a recent run (tests/_utils/weigh_tests.ts). */
export const WEIGHTS_FILE = `${SHARDS}weights.json`;

export async function readWeights(): Promise<Weights> {
  return JSON.parse(await Deno.readTextFile(`${ROOT}${WEIGHTS_FILE}`));
}

/**
 * The files shard number `index` (from 0) of `shards` runs: the heaviest file first, each to the
 * lightest shard so far (the lowest number among equals); a file without a weight counts as the
 * median of those with one. Each shard's files in path order.
 */
export function share(
  files: readonly string[],
  shards: number,
  index: number,
  weights: Weights = {},
): string[] {
  const known = files.map((f) => weights[f]).filter((w) => w !== undefined).sort((a, b) => a - b);
  const typical = known.length ? known[Math.floor(known.length / 2)] : 1;
  const weight = (file: string) => weights[file] ?? typical;
  const byWeight = [...files].sort((a, b) => weight(b) - weight(a) || (a < b ? -1 : 1));
  const loads = Array<number>(shards).fill(0);
  const mine: string[] = [];
  for (const file of byWeight) {
    const lightest = loads.indexOf(Math.min(...loads));
    loads[lightest] += weight(file);
    if (lightest === index) mine.push(file);
  }
  return mine.sort();
}

/**
 * Imports the test files of the shard module at `shardUrl` (its `import.meta.url`): the part and
 * the shard's number are in its path, the number of shards is how many sit beside it.
 */
export async function importShard(shardUrl: string): Promise<void> {
  const path = new URL(shardUrl).pathname.slice(ROOT.length);
  const match = path.match(/^tests\/suites\/(unit|api|browser)\/shard_\d+_test\.ts$/);
  if (!match) {
    throw new Error(`${path} is not a shard module (tests/suites/<part>/shard_<n>_test.ts)`);
  }
  const part = match[1] as Part;
  const shards = await shardFiles(part);
  const index = shards.indexOf(path);
  const files = share(await partFiles(part), shards.length, index, await readWeights());
  for (const file of files) {
    await import(new URL(file, `file://${ROOT}`).href);
  }
}
