/** French strings of the FAQ screen (/cmsadmin/faq). */
import type { FaqMessages } from "./en.ts";

export const faqFr: FaqMessages = {
  faqAdmin: {
    nav: "Catégories de FAQ",
    title: "FAQ",
    intro:
      "Les questions fréquentes par catégorie. Les blocs FAQ du site les affichent et la recherche du site les trouve.",
    locale: "Langue",
    create: "Créer une FAQ",
    createIntro:
      "La question est aussi le titre de la page. Vous rédigez la réponse dans l'éditeur.",
    question: "Question",
    category: "Catégorie",
    categoryHint: "Choisissez-en une ou saisissez-en une nouvelle.",
    slugHint: "Proposé à partir de la question.",
    createAndEdit: "Créer et modifier",
    noCategory: "Sans catégorie",
    questions_one: "{{count}} question",
    questions_other: "{{count}} questions",
    status: "Statut",
    empty: "Il n'y a pas encore de FAQ dans cette langue.",
    loadFailed: "Les FAQ n'ont pas pu être chargées.",
    createFailed: "La FAQ n'a pas pu être créée.",
    reindex: "Réindexer la recherche FAQ",
    reindexHint:
      "Reconstruit la recherche du site à partir des pages publiées, pour que les questions modifiées soient trouvées telles qu'elles sont.",
    reindexLoading: "Indexation… {{done}} sur {{total}} pages",
    reindexSuccess: "La recherche est à jour : {{total}} pages indexées.",
    reindexError: "L'indexation a échoué. Réessayez.",
    reindexFailed: "L'indexation n'a pas pu démarrer.",
  },
};
