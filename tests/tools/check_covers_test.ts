/**
 * `deno task test` type-checks once (`deno task check`) and then runs the unit, API and browser
 * tests with `--no-check`: that is only as safe as `check` covering every file `deno test` and
 * `deno bench` would have checked. Every test and bench file must lie under a path the check task
 * names.
 */
import { assertEquals } from "../_utils/assert.ts";
import { repositoryFiles, TEST_OR_BENCH_FILE } from "../_utils/fs.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const deno = JSON.parse(await Deno.readTextFile(`${ROOT}deno.json`));

Deno.test("deno task check covers every test and bench file (the test tasks run --no-check)", async () => {
  assertEquals(
    deno.tasks.test,
    "deno task check && deno task test:unit --no-check && deno task test:api --no-check && " +
      "deno task test:browser --no-check",
  );
  assertEquals(/^deno check /.test(deno.tasks.check), true, deno.tasks.check);
  const checked: string[] = deno.tasks.check.split(/\s+/).slice(2);
  const covered = (path: string) =>
    checked.some((c) => c.endsWith("/") ? path.startsWith(c) : path === c);
  const missed: string[] = [];
  for await (const path of repositoryFiles(ROOT)) {
    if (TEST_OR_BENCH_FILE.test(path) && !covered(path)) missed.push(path);
  }
  assertEquals(missed, []);
});

Deno.test("deno task ok type-checks once: through deno task test, not again before it", () => {
  const steps = (deno.tasks.ok as string).split("&&").map((s) => s.trim());
  assertEquals(steps.at(-1), "deno task test");
  assertEquals(steps.filter((s) => /deno (task )?check/.test(s)), []);
});
