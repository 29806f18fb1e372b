/**
 * The admin bundle's size budgets (issue 23), read from the build in admin/dist: sizes of a build
 * are facts, not timings, so they are tested. `deno task test` builds first when stale.
 */
import { deepStrictEqual, ok } from "node:assert";
import {
  CEILINGS,
  loadOf,
  type Manifest,
  overBudget,
  readManifest,
  SIGN_IN_MODULES,
} from "./bundle_report.ts";

function manifest(): Manifest {
  try {
    return readManifest();
  } catch (error) {
    throw new Error(`No admin build to measure: run \`deno task build\` first. (${error})`);
  }
}

Deno.test("the sign-in screen and the dashboard stay within their size ceilings", () => {
  deepStrictEqual(overBudget(manifest(), CEILINGS), []);
});

Deno.test("the sign-in screen loads no other screen's code and the first strings of one language", () => {
  const built = manifest();
  const files = new Set(loadOf(built, SIGN_IN_MODULES).files);
  const elsewhere = Object.entries(built).filter(([key, chunk]) =>
    chunk.isDynamicEntry && files.has(chunk.file) && !SIGN_IN_MODULES.includes(key)
  ).map(([key]) => key);
  deepStrictEqual(elsewhere, [], "lazily loaded modules the sign-in screen loads up front");
  for (const lang of ["nl", "de", "fr"]) {
    ok(!files.has(built[`src/i18n/${lang}.ts`].file), `the sign-in screen loads ${lang}`);
    ok(!files.has(built[`src/i18n/core/${lang}.ts`].file), `the sign-in screen loads ${lang}`);
  }
  // Of English only the first screens' strings; the rest comes with the signed-in layout.
  ok(!files.has(built["src/i18n/en.ts"].file), "the sign-in screen loads all English strings");
});
