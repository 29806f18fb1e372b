/**
 * `deno task ok` runs the tests with `--no-check` after `deno task check`, so that the type check
 * runs once: that is only as safe as `check` covering every file `deno test` and `deno bench`
 * would have checked. Every test and bench file must lie under a path the check task names.
 */
import { assertEquals } from "../_utils/assert.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const deno = JSON.parse(await Deno.readTextFile(`${ROOT}deno.json`));
const SKIP = new Set(["node_modules", "dist", ".vite", ".git", "data"]);

async function* walk(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(`${ROOT}${dir}`)) {
    if (SKIP.has(entry.name) || entry.name.startsWith(".")) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory) yield* walk(path);
    else yield path;
  }
}

Deno.test("deno task check covers every test and bench file (ok runs the tests --no-check)", async () => {
  assertEquals(/deno task test --no-check$/.test(deno.tasks.ok), true, deno.tasks.ok);
  assertEquals(/^deno check /.test(deno.tasks.check), true, deno.tasks.check);
  const checked: string[] = deno.tasks.check.split(/\s+/).slice(2);
  const covered = (path: string) =>
    checked.some((c) => c.endsWith("/") ? path.startsWith(c) : path === c);
  const missed: string[] = [];
  for await (const path of walk("")) {
    // What deno test and deno bench find by default.
    if (!/(^|\/|_|\.)(test|bench)\.(ts|tsx|mts|js|jsx|mjs)$/.test(path)) continue;
    if (!covered(path)) missed.push(path);
  }
  assertEquals(missed, []);
});
