import { deepStrictEqual } from "node:assert";
import i18next from "i18next";
import { templateOf } from "./fill_template.ts";

Deno.test("a template fills its placeholders as i18next would, in any order and repeated", async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: "en",
    resources: {
      en: {
        translation: {
          position: "{{position}} of {{total}}",
          around: "{{total}}: {{position}}, again {{position}}",
          none: "No numbers",
        },
      },
    },
    interpolation: { escapeValue: false },
  });
  const t = i18n.t.bind(i18n);
  for (const key of ["position", "around", "none"]) {
    const fill = templateOf(t, key, ["position", "total"]);
    for (const [position, total] of [[1, 2], [13, 200]]) {
      deepStrictEqual(fill({ position, total }), t(key, { position, total }));
    }
  }
});
