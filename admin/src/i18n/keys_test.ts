/**
 * No raw i18n key reaches the screen: every key the admin names literally (`t("…")`,
 * `i18nKey="…"`, a key kept as data such as a menu item's title) exists in each of the four
 * languages. There is one namespace (`translation`, see ./index.ts), so a key is a dotted path;
 * a key used with a count may exist as `key_one` and `key_other` instead. A language's keys are
 * the layout's (./<language>.ts) and every feature's that loads with its screens (./strings.ts).
 * Keys built from
 * template strings cannot be read from the source: they are listed below from the values that
 * build them.
 */
import { ok } from "node:assert";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { blockRegistry } from "../../../lib/content/blocks/index.ts";
import { ERRORS } from "../../../lib/content/errors.ts";
import { AUDIT_ACTIONS } from "../../../lib/content/audit.ts";
import { LINK_KINDS } from "../../../lib/content/links.ts";
import { FIELD_KINDS } from "../../../lib/content/form_validation.ts";
import { PAGE_TYPES } from "../../../lib/content/page_types/index.ts";
import { de } from "../../../lib/i18n/admin/layout/de.ts";
import { en } from "../../../lib/i18n/admin/layout/en.ts";
import { fr } from "../../../lib/i18n/admin/layout/fr.ts";
import { nl } from "../../../lib/i18n/admin/layout/nl.ts";
import { SEEDED_ROLE_KEYS } from "../lib/role_name.ts";
import { PERMISSIONS } from "../../../lib/content/permissions.ts";
import { NAV_GROUP_IDS } from "../nav/menu_filter.ts";
import type { Language } from "../../../lib/content/locales.ts";
import { FEATURE_STRINGS, STRINGS_FEATURES } from "./strings.ts";

const SRC = fileURLToPath(new URL("..", import.meta.url));
/** A language's strings in all: the layout's with every feature's merged in, as i18next does. */
async function allStrings(language: Language, layout: object): Promise<Record<string, unknown>> {
  const merged = structuredClone(layout) as Record<string, unknown>;
  const merge = (into: Record<string, unknown>, from: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(from)) {
      const there = into[key];
      if (value && typeof value === "object" && there && typeof there === "object") {
        merge(there as Record<string, unknown>, value as Record<string, unknown>);
      } else into[key] = value;
    }
  };
  for (const feature of STRINGS_FEATURES) {
    merge(merged, (await FEATURE_STRINGS[feature][language]()) as Record<string, unknown>);
  }
  return merged;
}

const RESOURCES: Record<Language, Record<string, unknown>> = {
  en: await allStrings("en", en),
  nl: await allStrings("nl", nl),
  de: await allStrings("de", de),
  fr: await allStrings("fr", fr),
};
const NAMESPACES = Object.keys(RESOURCES.en);

/** Every .ts and .tsx file of admin/src but the tests and the translations themselves. */
function sourceFiles(dir = SRC): string[] {
  const out: string[] = [];
  for (const entry of Deno.readDirSync(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory) {
      if (path !== join(SRC, "i18n")) out.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(entry.name) && !/_test\.tsx?$/.test(entry.name)) {
      out.push(path);
    }
  }
  return out;
}

const LITERAL = String.raw`(?:"([^"\n]+)"|'([^'\n]+)'|\x60([^\x60$\n]+)\x60)`;
const PATTERNS = [
  // t("key"), i18n.t("key"), t(\n "key"
  new RegExp(String.raw`\bt\(\s*` + LITERAL, "g"),
  // t(cond ? "a" : "b")
  new RegExp(
    String.raw`\bt\(\s*[\w.!?&|() ]+?\?\s*` + LITERAL + String.raw`\s*:\s*` + LITERAL,
    "g",
  ),
  // <Trans i18nKey="key" />, i18nKey={"key"}
  new RegExp(String.raw`i18nKey=\{?\s*` + LITERAL, "g"),
  // Keys kept as data and translated later (menu items' titles, placeholders' texts).
  new RegExp(String.raw`\b(?:title|text|labelKey|messageKey):\s*` + LITERAL, "g"),
];

/** A string that looks like a key of ours: a known top-level namespace and a dotted path. */
function looksLikeKey(value: string): boolean {
  return /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/.test(value) && NAMESPACES.includes(value.split(".")[0]);
}

/** Keys named literally in the source, with where they are. */
function literalKeys(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles()) {
    const text = Deno.readTextFileSync(file);
    for (const pattern of PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const values = match.slice(1).filter((v): v is string => v !== undefined);
        for (const value of values) {
          // Data fields (title: "…") are keys only when they look like ours.
          if (pattern === PATTERNS[3] && !looksLikeKey(value)) continue;
          const line = text.slice(0, match.index).split("\n").length;
          if (!found.has(value)) found.set(value, `${relative(SRC, file)}:${line}`);
        }
      }
    }
  }
  return found;
}

/** Keys built from template strings, listed from the values that build them. */
function dynamicKeys(): string[] {
  const keys: string[] = [];
  for (const status of ["concept", "published", "changed"]) keys.push(`pages.status.${status}`);
  for (const status of ["concept", "published", "changed", "missing"]) {
    keys.push(`workflow.translations.status.${status}`);
  }
  for (const kind of LINK_KINDS) {
    keys.push(
      `blocks.link.kinds.${kind}`,
      `blocks.link.values.${kind}`,
      `blocks.link.placeholders.${kind}`,
    );
  }
  for (const type of ["image", "video", "audio", "document", "folder"]) {
    keys.push(`media.types.${type}`);
  }
  for (const kind of ["added", "removed", "moved", "changed"]) keys.push(`workflow.diff.${kind}`);
  for (const problem of ["missing", "unpublished"]) {
    keys.push(`workflow.linkReport.problem.${problem}`);
  }
  for (const id of blockRegistry.keys()) {
    keys.push(`blockTypes.${id}.label`, `blockTypes.${id}.description`);
  }
  for (const def of PAGE_TYPES) {
    keys.push(
      `pageTypeNames.${def.id}.label`,
      `pageTypeNames.${def.id}.plural`,
      `pageTypeNames.${def.id}.description`,
    );
  }
  for (const code of Object.keys(ERRORS)) keys.push(`errors.${code}`);
  for (const kind of FIELD_KINDS) keys.push(`formAdmin.kinds.${kind}`);
  for (const code of ["required", "limit", "email", "phone", "invalid"]) {
    keys.push(`formAdmin.preview.errors.${code}`);
  }
  for (const key of Object.values(SEEDED_ROLE_KEYS)) keys.push(`roles.${key}`);
  for (const action of AUDIT_ACTIONS) keys.push(`auditLog.actions.${action}`);
  // The role editor names each permission and says what it allows (issue 19).
  for (const name of PERMISSIONS) {
    keys.push(`roleAdmin.permissionName.${name}`, `roleAdmin.permission.${name}`);
  }
  for (const id of NAV_GROUP_IDS) keys.push(`nav.groups.${id}`);
  return keys;
}

function lookup(resource: unknown, key: string): unknown {
  let node: unknown = resource;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Whether `key` resolves to a text in `resource`, itself or as the plural forms. */
function hasKey(resource: unknown, key: string): boolean {
  if (typeof lookup(resource, key) === "string") return true;
  return typeof lookup(resource, `${key}_one`) === "string" &&
    typeof lookup(resource, `${key}_other`) === "string";
}

Deno.test("every literal i18n key of the admin exists in en, nl, de and fr", () => {
  const keys = literalKeys();
  ok(keys.size > 300, `only ${keys.size} keys found: is the scan broken?`);
  const missing: string[] = [];
  for (const [key, where] of keys) {
    for (const [language, resource] of Object.entries(RESOURCES)) {
      if (!hasKey(resource, key)) missing.push(`${language}: ${key} (${where})`);
    }
  }
  ok(missing.length === 0, `missing keys:\n${missing.join("\n")}`);
});

Deno.test("every key built from a template string exists in en, nl, de and fr", () => {
  const missing: string[] = [];
  for (const key of dynamicKeys()) {
    for (const [language, resource] of Object.entries(RESOURCES)) {
      if (!hasKey(resource, key)) missing.push(`${language}: ${key}`);
    }
  }
  ok(missing.length === 0, `missing keys:\n${missing.join("\n")}`);
});

// That each language has every key of English with the same placeholders, for the admin's
// strings and the server's alike, is tests/lib/i18n/catalogue_test.ts's.
