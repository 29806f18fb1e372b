/** The checks' texts in French (see ../checks.ts). */
import type { checkTextsEn } from "./en.ts";

export const checkTextsFr: typeof checkTextsEn = {
  "image-alt": {
    message: "Image sans texte alternatif",
    why:
      "Les lecteurs d’écran n’annoncent que « image » ; les visiteurs aveugles ignorent ce qu’elle montre.",
  },
  "image-alt-filename": {
    message: "Le texte alternatif est un nom de fichier : « {{alt}} »",
    why: "Un nom de fichier ne décrit rien ; dites en mots ce que montre l’image.",
  },
  "heading-main": {
    message: "La page n’a pas de titre principal (niveau 1)",
    why:
      "Visiteurs et moteurs de recherche comprennent le sujet de la page par son titre principal.",
  },
  "heading-order": {
    message: "Un titre de niveau {{level}} suit le niveau {{previous}} : un niveau est sauté",
    why:
      "Les utilisateurs de lecteurs d’écran naviguent par titres ; un niveau sauté laisse croire à un contenu manquant.",
  },
  "link-text": {
    message: "Le texte du lien « {{text}} » ne dit pas où mène le lien",
    why:
      "Les liens sont souvent lus hors contexte ; « cliquez ici » ou une adresse n’apprend rien.",
  },
  "link-empty": {
    message: "Un lien sans texte",
    why: "Un lien sans texte est annoncé comme rien ou comme son adresse.",
  },
  "button-empty": {
    message: "Un bouton sans texte",
    why: "Personne ne sait ce que fait un bouton vide.",
  },
  "video-title": {
    message: "Vidéo sans titre",
    why:
      "Le titre nomme le lecteur intégré pour les lecteurs d’écran et les utilisateurs du clavier.",
  },
  "table-headers": {
    message: "Tableau sans cellules d’en-tête",
    why:
      "Sans en-têtes, un lecteur d’écran ne peut pas dire à quelle colonne ou ligne appartient une valeur.",
  },
  "seo-title-length": {
    message:
      "Le titre SEO compte {{length}} caractères ; les résultats de recherche en montrent environ {{max}}",
    why: "Un titre plus long est coupé par « … » dans les résultats de recherche.",
  },
  "seo-description-length": {
    message:
      "La description SEO compte {{length}} caractères ; les résultats de recherche en montrent environ {{max}}",
    why: "Une description plus longue est coupée par « … » dans les résultats de recherche.",
  },
  "seo-description-missing": {
    message: "Pas de description SEO",
    why:
      "Les moteurs de recherche affichent alors un extrait quelconque de la page sous son titre.",
  },
  "duplicate-title": {
    message: "Une autre page publiée dans cette langue a pour titre « {{title}} »",
    why:
      "Les visiteurs ne peuvent pas distinguer les pages dans les résultats, les onglets et les favoris.",
  },
};
