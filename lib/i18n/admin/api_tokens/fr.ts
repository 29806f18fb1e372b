/** French strings of Configuration → API tokens (/cmsadmin/api-tokens; issue 32). */
import type { ApiTokensMessages } from "./en.ts";

export const apiTokensFr: ApiTokensMessages = {
  apiTokens: {
    title: "Jetons d'API",
    intro:
      "D'autres applications (une appli, un portail patient) lisent les pages publiées par l'API de contenu avec un jeton. Chaque jeton ne voit que les langues et types de page que vous choisissez.",
    documentation: "Description de l'API (OpenAPI)",
    create: "Nouveau jeton",
    createTitle: "Nouveau jeton d'API",
    name: "Nom",
    nameHint: "Qui l'utilise, p. ex. « Portail patient »",
    locales: "Langues",
    localesHint: "Aucune choisie : toutes les langues",
    pageTypes: "Types de page",
    pageTypesHint: "Aucun choisi : tous les types de page",
    expiresAt: "Expire le",
    expiresHint: "Laissez vide pour un jeton qui n'expire pas",
    submit: "Créer le jeton",
    createdTitle: "Copiez le jeton maintenant",
    createdText:
      "C'est la seule fois que le jeton est affiché. Conservez-le là où l'application garde ses secrets ; s'il est perdu, révoquez-le et créez-en un nouveau.",
    tokenLabel: "Jeton pour {{name}}",
    copy: "Copier le jeton",
    copied: "Copié",
    done: "Je l'ai copié",
    empty:
      "Aucun jeton d'API pour l'instant. Créez-en un pour chaque application qui lit le contenu du site.",
    listLabel: "Jetons d'API",
    scope: "Portée",
    allLocales: "Toutes les langues",
    allPageTypes: "Tous les types de page",
    expires: "Expire",
    never: "Jamais",
    expired: "Expiré",
    lastUsed: "Dernière utilisation",
    notUsed: "Pas encore utilisé",
    created: "Créé",
    createdBy: "par {{name}}",
    actions: "Actions",
    revoke: "Révoquer",
    revokeLabel: "Révoquer {{name}}",
    revokeTitle: "Révoquer « {{name}} » ?",
    revokeMessage:
      "Les applications qui utilisent ce jeton ne pourront plus lire le contenu. Cette action est irréversible.",
    revoked: "Jeton révoqué",
    failed: "Les jetons n'ont pas pu être modifiés",
  },
};
