/**
 * Writes tests/suites/weights.json, what each test file took, from the output of a run of the
 * tests (`deno task test > run.log`, or CI's log): `deno run -A tests/_utils/weigh_tests.ts
 * run.log…`. The shards are dealt by these weights (tests/_utils/suites.ts), so run it when the
 * shards of a part end far apart (each task's summary and its tests' times show it).
 *
 * A line of `deno test --parallel` names the shard module and the test, not the test's file; the
 * file is the one of the shard's part whose source holds the test's name as the start of a string
 * literal. A test whose name is made at run time (a template with values) is not found: its file
 * weighs the rest of its tests, or the part's typical file when none is found.
 */
import { type Part, partFiles, WEIGHTS_FILE } from "./suites.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const LINE =
  /^\.\/tests\/suites\/(unit|api|browser)\/shard_\d+_test\.ts => (.+) \.\.\. (?:ok|FAILED) \(([^)]+)\)$/;

/** Seconds in one of `deno test`'s durations: "12ms", "3s", "1m2s". */
export function seconds(duration: string): number {
  let total = 0;
  for (const [, n, unit] of duration.matchAll(/([\d.]+)(ms|µs|m|s)/g)) {
    total += Number(n) * ({ ms: 0.001, "µs": 0.000001, m: 60, s: 1 } as const)[unit as "s"];
  }
  return total;
}

/** Each file's seconds in the runs' output (summed over the runs, then averaged). */
export async function weigh(logs: string[]): Promise<Record<string, number>> {
  const sources = new Map<Part, [string, string][]>();
  const sourcesOf = async (part: Part) => {
    if (!sources.has(part)) {
      const files = await partFiles(part);
      sources.set(
        part,
        await Promise.all(files.map(async (f) => [f, await Deno.readTextFile(`${ROOT}${f}`)])),
      );
    }
    return sources.get(part)!;
  };
  const totals: Record<string, number> = {};
  for (const log of logs) {
    for (const line of log.split("\n")) {
      const match = LINE.exec(line.trimEnd());
      if (!match) continue;
      const [, part, name, duration] = match;
      const literal = [`"${name}`, `'${name}`, `\`${name}`];
      const file = (await sourcesOf(part as Part)).find(([, text]) =>
        literal.some((l) => text.includes(l))
      )?.[0];
      if (file) totals[file] = (totals[file] ?? 0) + seconds(duration) / logs.length;
    }
  }
  return totals;
}

if (import.meta.main) {
  if (Deno.args.length === 0) {
    console.error("Usage: deno run -A tests/_utils/weigh_tests.ts run.log [more runs' logs…]");
    Deno.exit(2);
  }
  const logs = await Promise.all(Deno.args.map((path) => Deno.readTextFile(path)));
  const totals = await weigh(logs);
  const sorted = Object.fromEntries(
    Object.keys(totals).sort().map((f) => [f, Math.round(totals[f] * 10) / 10]),
  );
  await Deno.writeTextFile(`${ROOT}${WEIGHTS_FILE}`, JSON.stringify(sorted, null, 2) + "\n");
  console.log(`${WEIGHTS_FILE}: ${Object.keys(sorted).length} files weighed.`);
}
