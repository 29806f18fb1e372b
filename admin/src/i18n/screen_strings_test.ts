/**
 * A screen's own strings load with it (./strings.ts), so a screen that names a feature's key
 * without listing that feature in its `strings` would show the raw key. This reads each lazy
 * screen of ../app.tsx and ../nav/extensions.ts, follows its code's static imports through
 * admin/src, and checks that every feature whose keys that code names is listed; and that the
 * entry and the layout name none, since they load only the layout's strings (./<language>.ts).
 */
import { deepStrictEqual } from "node:assert";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { FEATURE_STRINGS, STRINGS_FEATURES, type StringsFeature } from "./strings.ts";

const SRC = fileURLToPath(new URL("..", import.meta.url));
/** The text catalogue, whose modules hold strings rather than name keys. */
const I18N = fileURLToPath(new URL("../../../lib/i18n/", import.meta.url));

/** Each feature's top-level keys, from its English strings. */
const FEATURE_KEYS = new Map<StringsFeature, string[]>();
for (const feature of STRINGS_FEATURES) {
  FEATURE_KEYS.set(feature, Object.keys(await FEATURE_STRINGS[feature].en()));
}

/** The admin/src modules a module imports statically (not types, not strings, not packages). */
function staticImports(file: string): string[] {
  const text = Deno.readTextFileSync(file);
  const out: string[] = [];
  for (const match of text.matchAll(/^(import|export)\s+(type\s)?[^;]*?from\s+"(\.[^"]+)"/gms)) {
    if (match[2]) continue;
    const path = normalize(join(dirname(file), match[3]));
    if (!path.startsWith(I18N)) out.push(path);
  }
  for (const match of text.matchAll(/^import\s+"(\.[^"]+)"/gm)) {
    out.push(normalize(join(dirname(file), match[1])));
  }
  return out;
}

/** The module and every admin/src module it loads with it. */
function closure(file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || !/\.tsx?$/.test(path)) return;
    seen.add(path);
    for (const imported of staticImports(path)) visit(imported);
  };
  visit(file);
  return seen;
}

/** The features whose keys these modules name (`"media.…"`, `` `workflow.…` ``). */
function featuresNamed(files: Set<string>): Map<StringsFeature, string> {
  const named = new Map<StringsFeature, string>();
  for (const file of files) {
    const text = Deno.readTextFileSync(file);
    for (const [feature, keys] of FEATURE_KEYS) {
      for (const key of keys) {
        const escaped = key.replace(/[-]/g, "\\-");
        const match = new RegExp(`["'\`](${escaped}\\.(?!tsx?["'\`])[\\w$.{]+)`).exec(text);
        if (match && !named.has(feature)) {
          named.set(feature, `${file.slice(SRC.length)}: ${match[1]}`);
        }
      }
    }
  }
  return named;
}

/** Each lazy screen declared in a module: the module it imports and the features it lists. */
function lazyScreens(file: string): { module: string; strings: string[] }[] {
  const text = Deno.readTextFileSync(join(SRC, file));
  const screens: { module: string; strings: string[] }[] = [];
  for (const call of text.split(/\blazyScreen(?:<[^>]*>)?\(/).slice(1)) {
    const imported = /import\("(\.[^"]+)"\)/.exec(call);
    if (!imported) continue;
    // The options end the call: up to the next screen's declaration.
    const own = call.split(/\nconst |\nexport /)[0];
    const strings = /strings:\s*\[([^\]]*)\]/.exec(own)?.[1] ?? "";
    screens.push({
      module: normalize(join(dirname(join(SRC, file)), imported[1])),
      strings: [...strings.matchAll(/"(\w+)"/g)].map((m) => m[1]),
    });
  }
  return screens;
}

Deno.test("every lazy screen lists the features whose strings its code uses", () => {
  const screens = [...lazyScreens("app.tsx"), ...lazyScreens("nav/extensions.ts")];
  deepStrictEqual(screens.length >= 25, true, `only ${screens.length} screens found`);
  const unlisted: string[] = [];
  for (const { module, strings } of screens) {
    for (const [feature, where] of featuresNamed(closure(module))) {
      if (!strings.includes(feature)) {
        unlisted.push(`${module.slice(SRC.length)} needs "${feature}" (${where})`);
      }
    }
  }
  deepStrictEqual(unlisted, []);
});

Deno.test("the entry and the signed-in layout use only the layout's strings", () => {
  const files = new Set([
    ...closure(join(SRC, "main.tsx")),
    ...closure(join(SRC, "nav/signed_in_frame.tsx")),
  ]);
  deepStrictEqual([...featuresNamed(files).values()], []);
});
