import { deepStrictEqual } from "node:assert";
import i18next from "i18next";
import { de } from "../../../lib/i18n/admin/layout/de.ts";
import { en } from "../../../lib/i18n/admin/layout/en.ts";
import { fr } from "../../../lib/i18n/admin/layout/fr.ts";
import { nl } from "../../../lib/i18n/admin/layout/nl.ts";
import { roleName } from "./role_name.ts";

async function translator(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: {
      en: { translation: en },
      nl: { translation: nl },
      de: { translation: de },
      fr: { translation: fr },
    },
  });
  return instance.t;
}

Deno.test("roleName() translates the seeded roles by ID", async () => {
  const names = [];
  for (const lng of ["en", "nl", "de", "fr"]) {
    const t = await translator(lng);
    names.push(
      roleName(t, { ID: 1, name: "Administrator" }),
      roleName(t, { ID: 3, name: "Publisher" }),
    );
  }
  deepStrictEqual(names, [
    "Administrator",
    "Publisher",
    "Beheerder",
    "Eindredacteur",
    "Administrator",
    "Chefredakteur",
    "Administrateur",
    "Rédacteur en chef",
  ]);
});

Deno.test("roleName() keeps the names of other roles and of renamed seeded ones", async () => {
  const t = await translator("nl");
  deepStrictEqual(roleName(t, { ID: 7, name: "Webmaster" }), "Webmaster");
  deepStrictEqual(roleName(t, { ID: 2, name: "Copywriter" }), "Copywriter");
  deepStrictEqual(roleName(t, { ID: 2, name: "Editor" }), "Redacteur");
});
