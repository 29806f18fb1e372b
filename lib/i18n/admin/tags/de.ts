/** German strings of page tags (see en.ts). */
import type { TagsMessages } from "./en.ts";

export const tagsDe: TagsMessages = {
  tags: {
    heading: "Tags",
    public: "Tags (öffentlich)",
    publicHint: "Auf der veröffentlichten Seite angezeigt und von Suchfiltern und Listen genutzt.",
    private: "Private Tags (nur Redakteure)",
    privateHint: "Nur Redakteure sehen diese: nie auf der Website oder in öffentlichen Daten.",
    placeholder: "Tag eingeben und Enter drücken",
    tag: "Tag",
  },
};
