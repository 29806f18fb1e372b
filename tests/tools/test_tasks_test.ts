/**
 * The suite in three tasks (README "Tests"): `test:unit` (in-process, no build, no process of its
 * own), `test:api` (routes, commands, server processes; after the build) and `test:browser`
 * (Chromium), each running its part's shards (tests/_utils/suites.ts). Every test file belongs to
 * exactly one part, so that a new file cannot be left out of `deno task test` (which runs the
 * three) or run twice; and a unit test starts no process and no browser (those go to
 * tests/processes/ or tests/e2e/), which keeps `test:unit` quick.
 */
import { assertEquals } from "../_utils/assert.ts";
import { seconds, weigh } from "../_utils/weigh_tests.ts";
import { repositoryFiles, TEST_FILE } from "../_utils/fs.ts";
import {
  type Part,
  partFiles,
  PARTS,
  readWeights,
  shardFiles,
  SHARDS,
  share,
  within,
} from "../_utils/suites.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const tasks: Record<string, string> = JSON.parse(await Deno.readTextFile(`${ROOT}deno.json`)).tasks;
const SELF = "tests/tools/test_tasks_test.ts";
const GROUPS = ["unit", "api", "browser"] as const satisfies readonly Part[];

/**
 * The paths a task's `deno test` runs: its last step's arguments that are not flags (after the
 * variables it sets, such as `DENO_JOBS=4`).
 */
function testPaths(task: string): string[] {
  const words = tasks[task].split("&&").at(-1)!.trim().split(/\s+/);
  const [deno, test, ...args] = words.slice(words.findIndex((w) => !/^[A-Z_]+=/.test(w)));
  assertEquals([deno, test], ["deno", "test"], tasks[task]);
  return args.filter((a) => !a.startsWith("-"));
}

Deno.test("every test file is run by exactly one of test:unit, test:api and test:browser", async () => {
  const wrong: string[] = [];
  for await (const file of repositoryFiles(ROOT)) {
    if (!TEST_FILE.test(file) || file.startsWith(SHARDS)) continue;
    const groups = GROUPS.filter((g) => PARTS[g].some((p) => within(file, p)));
    if (groups.length !== 1) wrong.push(`${file}: ${groups.join(", ") || "in none"}`);
  }
  assertEquals(wrong, []);
  // Each named path exists (a renamed folder would otherwise just run nothing).
  for (const path of Object.values(PARTS).flat()) await Deno.stat(`${ROOT}${path}`);
});

Deno.test("each test task runs its part's shards, and the shards deal out every file once", async () => {
  for (const part of GROUPS) {
    assertEquals(testPaths(`test:${part}`), [`${SHARDS}${part}/`], `test:${part}`);
    const shards = await shardFiles(part);
    assertEquals(shards.length > 0, true, `${part} has shards`);
    // What the shards import between them: every file of the part, each once.
    const files = await partFiles(part);
    const weights = await readWeights();
    const dealt = shards.flatMap((_, n) => share(files, shards.length, n, weights));
    assertEquals(dealt.sort(), files);
    // Each shard module is the same two lines: the part and number are in its path.
    for (const shard of shards) {
      const text = await Deno.readTextFile(`${ROOT}${shard}`);
      assertEquals(text.includes("await importShard(import.meta.url);"), true, shard);
    }
  }
});

Deno.test("a unit test starts no process, server process or browser", async () => {
  const starts = /Deno\.Command|_utils\/(process|e2e|browser|nginx|varnish)\.ts|playwright/;
  const found: string[] = [];
  for await (const file of repositoryFiles(ROOT)) {
    if (!TEST_FILE.test(file) || !PARTS.unit.some((p) => within(file, p))) continue;
    if (file === SELF) continue; // it names them
    if (starts.test(await Deno.readTextFile(`${ROOT}${file}`))) found.push(file);
  }
  assertEquals(found, []);
});

Deno.test("the shards are dealt by weight: the heaviest file first, each to the lightest shard", () => {
  const files = ["a_test.ts", "b_test.ts", "c_test.ts", "d_test.ts", "new_test.ts"];
  const weights = { "a_test.ts": 10, "b_test.ts": 1, "c_test.ts": 1, "d_test.ts": 8 };
  // a (10) to shard 0, d (8) to 1; the new file weighs the median (8) and goes to 1 (8 < 10);
  // then b and c to 0 (10, 11 against 16).
  assertEquals(share(files, 2, 0, weights), ["a_test.ts", "b_test.ts", "c_test.ts"]);
  assertEquals(share(files, 2, 1, weights), ["d_test.ts", "new_test.ts"]);
  // Without weights, every file weighs the same: dealt in turn by path.
  assertEquals(share(files, 2, 0), ["a_test.ts", "c_test.ts", "new_test.ts"]);
});

Deno.test("a run's output weighs each test's file by its tests' times", async () => {
  const log = [
    "./tests/suites/unit/shard_1_test.ts => takeGo() lets exactly one of many parallel requests through ... ok (1s)",
    "./tests/suites/unit/shard_3_test.ts => takeGo() allows one go per gap and at most max per period ... FAILED (1m2s)",
    "./tests/suites/unit/shard_2_test.ts => a test no file names ... ok (5ms)",
    "unrelated output",
  ].join("\n");
  assertEquals(await weigh([log]), { "tests/lib/auth/throttle_test.ts": 63 });
  assertEquals(seconds("250ms"), 0.25);
});
