/**
 * No raw API field name reaches a message ("The newLocale already exists.", issue 28): every
 * field the page API may name in an error (the fields of its request bodies, and each field an
 * operation of lib/ops/pages names by hand) has a label in `fields` in all four languages.
 */
import { deepStrictEqual } from "node:assert";
import { fileURLToPath } from "node:url";
import * as pages from "../../../lib/content/pages.ts";
import { commentBody } from "../../../lib/content/comments.ts";
import { shareLinkBody } from "../../../lib/content/share_links.ts";
import { de } from "../../../lib/i18n/admin/layout/de.ts";
import { en } from "../../../lib/i18n/admin/layout/en.ts";
import { fr } from "../../../lib/i18n/admin/layout/fr.ts";
import { nl } from "../../../lib/i18n/admin/layout/nl.ts";

const BODIES = [
  pages.createPageBody,
  pages.storeVersionBody,
  pages.savePageBody,
  pages.requestPublicationBody,
  pages.reviewBody,
  pages.createTranslationBody,
  pages.duplicateBody,
  pages.scheduleBody,
  commentBody,
  shareLinkBody,
];

/** The property names written literally in `apiError("V_06", "newLocale")` calls. */
async function namedInOperations(): Promise<string[]> {
  const dir = fileURLToPath(new URL("../../../lib/ops/pages/", import.meta.url));
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (!entry.name.endsWith(".ts") || entry.name.endsWith("_test.ts")) continue;
    const source = await Deno.readTextFile(dir + entry.name);
    for (const m of source.matchAll(/apiError\(\s*"[A-Z]+_\d+",\s*"([^"]+)"/g)) names.push(m[1]);
  }
  return names;
}

Deno.test("every field the page API names in an error has a label in every language", async () => {
  const names = new Set([
    ...BODIES.flatMap((body) => Object.keys(body.shape)),
    ...await namedInOperations(),
  ]);
  for (const [language, strings] of Object.entries({ en, nl, de, fr })) {
    const labels = strings.fields as Record<string, string>;
    deepStrictEqual([...names].filter((name) => !labels[name]), [], `${language} lacks labels`);
  }
});
