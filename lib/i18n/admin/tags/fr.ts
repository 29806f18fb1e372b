/** French strings of page tags (see en.ts). */
import type { TagsMessages } from "./en.ts";

export const tagsFr: TagsMessages = {
  tags: {
    heading: "Étiquettes",
    public: "Étiquettes (publiques)",
    publicHint:
      "Affichées sur la page publiée et utilisées par les filtres de recherche et les listes.",
    private: "Étiquettes privées (rédacteurs uniquement)",
    privateHint:
      "Seuls les rédacteurs les voient : jamais sur le site ni dans les données publiques.",
    placeholder: "Saisissez une étiquette et appuyez sur Entrée",
    tag: "étiquette",
  },
};
