/**
 * The suite in three tasks (README "Tests"): `test:unit` (in-process, no build, no process of its
 * own), `test:api` (routes, commands, server processes; after the build) and `test:browser`
 * (Chromium), each running its part's shards (tests/_utils/suites.ts). Every test file belongs to
 * exactly one part, so that a new file cannot be left out of `deno task test` (which runs the
 * three) or run twice; and a unit test starts no process and no browser (those go to
 * tests/processes/ or tests/e2e/), which keeps `test:unit` quick.
 */
import { assertEquals } from "../_utils/assert.ts";
import { repositoryFiles, TEST_FILE } from "../_utils/fs.ts";
import {
  type Part,
  partFiles,
  PARTS,
  shardFiles,
  SHARDS,
  share,
  within,
} from "../_utils/suites.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const tasks: Record<string, string> = JSON.parse(await Deno.readTextFile(`${ROOT}deno.json`)).tasks;
const SELF = "tests/tools/test_tasks_test.ts";
const GROUPS = ["unit", "api", "browser"] as const satisfies readonly Part[];

/** The paths a task's `deno test` runs: its last step's arguments that are not flags. */
function testPaths(task: string): string[] {
  const [deno, test, ...args] = tasks[task].split("&&").at(-1)!.trim().split(/\s+/);
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
    const dealt = shards.flatMap((_, n) => share(files, shards.length, n));
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
