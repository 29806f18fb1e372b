/**
 * The text catalogue (lib/i18n, see docs/architecture.md "Text for people") is complete and alone:
 * each feature folder, the server's (lib/i18n/<feature>/) and the admin's
 * (lib/i18n/admin/<feature>/), has a module per language in which every export of the English one
 * has its counterpart with the same keys, the same placeholders and the same plural forms; every
 * table by language has the four languages; and no module outside lib/i18n holds a table of
 * translations.
 */
import { assertEquals } from "../../_utils/assert.ts";
import { LANGUAGES } from "../../../lib/content/locales.ts";

const ROOT = new URL("../../../", import.meta.url);
const CATALOGUE = new URL("lib/i18n/", ROOT);
const cap = (language: string) => language[0].toUpperCase() + language.slice(1);

/** The folders of the catalogue that hold a module per language, and its other modules. */
async function walk(dir: URL, folders: URL[] = [], modules: URL[] = []) {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isDirectory) await walk(new URL(`${entry.name}/`, dir), folders, modules);
    else if (/\.tsx?$/.test(entry.name) && !/_test\.tsx?$/.test(entry.name)) names.push(entry.name);
  }
  if (names.includes("en.ts")) folders.push(dir);
  else modules.push(...names.map((name) => new URL(name, dir)));
  return { folders, modules };
}
const { folders, modules } = await walk(CATALOGUE);
const where = (url: URL) => url.href.slice(ROOT.href.length);

/** `{name}` (the server's) and `{{name}}` (i18next's) placeholders of a text, sorted. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{?(\w+)\}\}?/g)].map((m) => m[1]).sort().join(",");

/** Where `other` differs in shape from `english`: keys, placeholders, kinds of value. */
function differences(english: unknown, other: unknown, path: string): string[] {
  if (typeof english === "string") {
    if (typeof other !== "string") return [`${path}: not a text`];
    return placeholders(english) === placeholders(other)
      ? []
      : [`${path}: {${placeholders(other)}} where English has {${placeholders(english)}}`];
  }
  if (typeof english === "function") {
    return typeof other === "function" && other.length === english.length
      ? []
      : [`${path}: not a function of ${english.length}`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(other) || other.length !== english.length) return [`${path}: length`];
    return english.flatMap((item, i) => differences(item, other[i], `${path}[${i}]`));
  }
  if (english && typeof english === "object") {
    if (!other || typeof other !== "object") return [`${path}: not an object`];
    const a = english as Record<string, unknown>, b = other as Record<string, unknown>;
    return [
      ...Object.keys(a).flatMap((key) =>
        key in b ? differences(a[key], b[key], `${path}.${key}`) : [`${path}.${key}: missing`]
      ),
      ...Object.keys(b).filter((key) => !(key in a)).map((key) => `${path}.${key}: not in English`),
    ];
  }
  return english === other ? [] : [`${path}: ${String(other)} where English has ${english}`];
}

Deno.test("the catalogue has the server's and the admin's features", () => {
  const names = folders.map(where);
  for (
    const feature of ["site", "forms", "accounts", "admin/core", "admin/layout", "admin/pages"]
  ) {
    assertEquals(names.includes(`lib/i18n/${feature}/`), true, `lib/i18n/${feature}/ not found`);
  }
  assertEquals(folders.length > 20, true, `only ${folders.length} folders: is the walk broken?`);
});

Deno.test("every feature has every text in en, nl, de and fr, with the same placeholders", async () => {
  const problems: string[] = [];
  for (const folder of folders) {
    const english = await import(new URL("en.ts", folder).href);
    for (const language of LANGUAGES.filter((l) => l !== "en")) {
      const file = new URL(`${language}.ts`, folder);
      let other: Record<string, unknown>;
      try {
        other = await import(file.href);
      } catch {
        problems.push(`${where(file)}: missing`);
        continue;
      }
      const theirs = (name: string) => name.replace(/En$/, cap(language)).replace(/^en$/, language);
      for (const [name, value] of Object.entries(english)) {
        const counterpart = theirs(name);
        if (!(counterpart in other)) problems.push(`${where(file)}: no ${counterpart}`);
        else {problems.push(
            ...differences(value, other[counterpart], `${where(file)} ${counterpart}`),
          );}
      }
      const expected = new Set(Object.keys(english).map(theirs));
      for (const name of Object.keys(other).filter((name) => !expected.has(name))) {
        problems.push(`${where(file)}: ${name} has no English counterpart`);
      }
    }
  }
  assertEquals(problems, []);
});

Deno.test("every table by language has the four languages", async () => {
  const problems: string[] = [];
  let tables = 0;
  for (const module of modules) {
    for (const [name, value] of Object.entries(await import(module.href))) {
      if (!value || typeof value !== "object" || !("en" in value)) continue;
      tables++;
      const keys = Object.keys(value).sort();
      if (keys.join() !== [...LANGUAGES].sort().join()) problems.push(`${where(module)} ${name}`);
    }
  }
  assertEquals(problems, []);
  assertEquals(tables >= 10, true, `only ${tables} tables: is the scan broken?`);
});

/** A text or a set of texts given to a language outside the catalogue. */
const TABLE = [
  /^\s*["']?(?:nl|de|fr)["']?\s*:\s*["'`{]/m,
  /^(?:export )?const (?:nl|de|fr|\w+(?:Nl|De|Fr))\b[^=\n]*=\s*\{/m,
];

Deno.test("no table of translations lives outside lib/i18n", async () => {
  const found: string[] = [];
  async function scan(dir: URL) {
    for await (const entry of Deno.readDir(dir)) {
      const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
      if (url.href === CATALOGUE.href || entry.name === "node_modules") continue;
      if (entry.isDirectory) await scan(url);
      else if (/\.tsx?$/.test(entry.name) && !/_test\.tsx?$/.test(entry.name)) {
        const text = await Deno.readTextFile(url);
        if (TABLE.some((pattern) => pattern.test(text))) found.push(where(url));
      }
    }
  }
  for (const dir of ["lib/", "routes/", "islands/", "admin/src/", "cli/"]) {
    await scan(new URL(dir, ROOT));
  }
  assertEquals(found, []);
});

/** A module's texts as written (string literals, comments and imports left out), in order. */
async function writtenTexts(module: URL): Promise<string[]> {
  const text = (await Deno.readTextFile(module))
    .replace(/^\s*(?:\/\/|\/?\*).*$/gm, "")
    .replace(/^import [^;]*;$/gms, "");
  return [...text.matchAll(/"((?:[^"\\\n]|\\.)*)"|`([^`$]*)`/g)].map((m) => m[1] ?? m[2]);
}

Deno.test("no text is written twice in the catalogue: a phrase or a run of texts has one home", async () => {
  // Two modules of one language that write the same three texts in a row (the weekday names, a
  // list's drag announcements) or the same phrase of three words or more the public site says
  // too (its skip link): one module must import it from the other, or both from a third.
  const modules = new Map<string, { where: string; texts: string[] }[]>();
  for (const folder of folders) {
    for (const language of LANGUAGES) {
      const file = new URL(`${language}.ts`, folder);
      const list = modules.get(language) ?? [];
      list.push({ where: where(file), texts: await writtenTexts(file) });
      modules.set(language, list);
    }
  }
  const problems: string[] = [];
  for (const list of modules.values()) {
    const runs = new Map<string, string>();
    const phrases = new Map<string, string>();
    for (const { where, texts } of list) {
      const seen = new Set<string>();
      texts.forEach((text, i) => {
        const run = JSON.stringify(texts.slice(i, i + 3));
        if (i + 3 <= texts.length && !seen.has(run)) {
          seen.add(run);
          const first = runs.get(run);
          if (first && first !== where) problems.push(`${where} and ${first}: ${run}`);
          else runs.set(run, where);
        }
        if (where.startsWith("lib/i18n/site/") || where.startsWith("lib/i18n/admin/")) {
          if (text.trim().split(/\s+/).length < 3) return;
          const first = phrases.get(text);
          const site = (w: string) => w.startsWith("lib/i18n/site/");
          if (first && first !== where && site(first) !== site(where)) {
            problems.push(`${where} and ${first}: "${text}"`);
          } else if (!first) phrases.set(text, where);
        }
      });
    }
  }
  assertEquals(problems, []);
});
