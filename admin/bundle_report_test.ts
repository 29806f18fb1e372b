/**
 * The admin bundle's size budgets (issue 30, with React DOM), read from the build in admin/dist: sizes of a build
 * are facts, not timings, so they are tested. `deno task test` builds first when stale.
 */
import { deepStrictEqual, ok } from "node:assert";
import {
  CEILINGS,
  DASHBOARD_MODULES,
  EDITOR_MODULES,
  FILE_CEILINGS,
  loadOf,
  type Manifest,
  overBudget,
  readManifest,
  renderers,
  SIGN_IN_MODULES,
  SIGNED_OUT_SCREENS,
  unstyledNames,
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

Deno.test("the sign-in screen, the dashboard and the editor come in a few files, not one per shared piece", () => {
  const built = manifest();
  const signIn = loadOf(built, SIGN_IN_MODULES).files;
  const dashboard = loadOf(built, DASHBOARD_MODULES).files;
  const editor = loadOf(built, EDITOR_MODULES).files;
  ok(signIn.length <= FILE_CEILINGS.signIn, `the sign-in screen loads ${signIn.length} files`);
  ok(
    dashboard.length <= FILE_CEILINGS.dashboard,
    `the dashboard loads ${dashboard.length} files`,
  );
  ok(editor.length <= FILE_CEILINGS.editor, `the editor loads ${editor.length} files`);
});

Deno.test("the screens reached signed out load none of the editor's shared code", () => {
  const built = manifest();
  for (const screen of SIGNED_OUT_SCREENS) {
    const files = loadOf(built, [...SIGN_IN_MODULES, screen]).files;
    deepStrictEqual(files.filter((file) => file.startsWith("assets/editor_shared-")), [], screen);
  }
  // And the editor does load it: the test above is not passing for want of such a chunk.
  ok(loadOf(built, EDITOR_MODULES).files.some((file) => file.startsWith("assets/editor_shared-")));
});

Deno.test("the admin runs on React DOM, with no Preact in any of its chunks", () => {
  deepStrictEqual(renderers(manifest()), { react: true, preact: false });
});

Deno.test("the sign-in screen loads no other screen's code and the first strings of one language", () => {
  const built = manifest();
  const files = new Set(loadOf(built, SIGN_IN_MODULES).files);
  const elsewhere = Object.entries(built).filter(([key, chunk]) =>
    chunk.isDynamicEntry && files.has(chunk.file) && !SIGN_IN_MODULES.includes(key)
  ).map(([key]) => key);
  deepStrictEqual(elsewhere, [], "lazily loaded modules the sign-in screen loads up front");
  for (const lang of ["nl", "de", "fr"]) {
    ok(
      !files.has(built[`../lib/i18n/admin/layout/${lang}.ts`].file),
      `the sign-in screen loads ${lang}`,
    );
    ok(
      !files.has(built[`../lib/i18n/admin/core/${lang}.ts`].file),
      `the sign-in screen loads ${lang}`,
    );
  }
  // Of English only the first screens' strings; the rest comes with the signed-in layout.
  ok(
    !files.has(built["../lib/i18n/admin/layout/en.ts"].file),
    "the sign-in screen loads all English strings",
  );
});

Deno.test("the editor's own styles cover every Mantine class its code draws", () => {
  const missing = unstyledNames(manifest(), EDITOR_MODULES);
  // Which of Mantine's style files defines each, to add to src/screens/page_editor/editor_styles.ts.
  const styles = new URL("../node_modules/@mantine/core/styles/", import.meta.url);
  const files = [...Deno.readDirSync(styles)].map((e) => e.name).filter((n) =>
    n.endsWith(".layer.css")
  );
  const owners = new Set(
    missing.flatMap((name) =>
      files.filter((file) => Deno.readTextFileSync(new URL(file, styles)).includes(name))
    ),
  );
  deepStrictEqual([...owners].sort(), [], `unstyled in the editor: ${missing.join(" ")}`);
  deepStrictEqual(missing, []);
});
