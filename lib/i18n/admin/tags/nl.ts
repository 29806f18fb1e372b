/** Dutch strings of page tags (see en.ts). */
import type { TagsMessages } from "./en.ts";

export const tagsNl: TagsMessages = {
  tags: {
    heading: "Tags",
    public: "Tags (openbaar)",
    publicHint: "Getoond op de gepubliceerde pagina en gebruikt door zoekfilters en lijsten.",
    private: "Privétags (alleen redacteuren)",
    privateHint: "Alleen redacteuren zien deze: nooit op de site of in openbare gegevens.",
    placeholder: "Typ een tag en druk op Enter",
    tag: "tag",
  },
};
