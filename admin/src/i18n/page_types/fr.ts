/** French strings of the page type data editors (the editor's Details tab). */
import type { PageTypesMessages } from "./en.ts";

export const pageTypesFr: PageTypesMessages = {
  typeData: {
    tab: "Détails",
    intro: "Les champs de ce type de page. Ils sont enregistrés et publiés avec la page.",
    news: {
      author: "Auteur",
      date: "Date",
      dateHint: "Les listes d’actualités affichent d’abord l’article le plus récent.",
      summary: "Résumé",
      summaryHint: "Affiché dans les listes d’actualités ; 500 caractères au plus.",
      image: "Image",
    },
  },
};
