/**
 * Dutch writes "e-mailadres" (one word, a hyphen after the e), never "email adres", "emailadres"
 * or "e-mail adres" (issue 28 found "Ongeldig email adres" on the public forms). This reads the
 * catalogue of text for people (lib/i18n: the server's and, under lib/i18n/admin, the admin's),
 * the error catalogue and the demo site's content.
 */
import { assertEquals } from "../../_utils/assert.ts";

const ROOTS = ["lib/i18n", "lib/content", "lib/seed"];
const WRONG = /\be-?mail[ -]adres(?!se)|\bemailadres/gi; // German "E-Mail-Adresse" is right.

async function* files(dir: URL): AsyncGenerator<URL> {
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
    if (entry.isDirectory) yield* files(url);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith("_test.ts")) yield url;
  }
}

Deno.test("no Dutch text spells e-mailadres another way", async () => {
  const found: string[] = [];
  for (const root of ROOTS) {
    for await (const file of files(new URL(`../../../${root}/`, import.meta.url))) {
      const text = await Deno.readTextFile(file);
      for (const match of text.matchAll(WRONG)) {
        found.push(`${file.pathname.split("/").slice(-3).join("/")}: ${match[0]}`);
      }
    }
  }
  assertEquals(found, []);
});
