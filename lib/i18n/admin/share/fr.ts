/** Textes français de Partager un aperçu dans l'éditeur de page (voir ./en.ts). */
export const shareFr = {
  share: {
    open: "Partager un aperçu",
    title: "Partager un aperçu",
    intro:
      "Toute personne ayant le lien voit la version {{id}} affichée comme sur le site en ligne, marquée comme aperçu et cachée aux moteurs de recherche, jusqu'à l'expiration ou la révocation du lien.",
    dirty:
      "Vous avez des modifications non enregistrées : le lien montre la dernière version enregistrée. Enregistrez d'abord pour les partager.",
    live:
      "Cette version est celle en ligne : envoyez plutôt son adresse publique. Enregistrez une modification pour partager un brouillon.",
    validFor: "Valable pendant",
    hours_one: "{{count}} heure",
    hours_other: "{{count}} heures",
    days_one: "{{count}} jour",
    days_other: "{{count}} jours",
    password: "Mot de passe (facultatif)",
    passwordHint:
      "Les relecteurs le saisissent avant que l'aperçu s'affiche. Communiquez-le à part du lien.",
    allowComments: "Autoriser les commentaires",
    allowCommentsHint:
      "Les relecteurs peuvent commenter cette version, en donnant leur nom et leur e-mail.",
    create: "Créer le lien",
    created: "Le lien est créé. Copiez-le maintenant : il n'est affiché qu'une seule fois.",
    url: "Lien de partage",
    copy: "Copier le lien",
    copied: "Copié",
    listTitle: "Liens valides de cette page",
    none: "Cette page n'a aucun lien de partage valide.",
    loadFailed: "Les liens n'ont pas pu être chargés.",
    failed: "Le lien n'a pas pu être créé.",
    createdBy: "Créé par",
    version: "Version",
    expires: "Expire",
    withPassword: "Mot de passe",
    revoke: "Révoquer",
    revokeLabel: "Révoquer le lien de {{name}}, qui expire le {{date}}",
    revokeConfirm: "Révoquer ce lien ? Quiconque l'a apprendra qu'il ne fonctionne plus.",
    revokeYes: "Révoquer le lien",
    keep: "Le garder",
    revoked: "Le lien est révoqué.",
  },
};
