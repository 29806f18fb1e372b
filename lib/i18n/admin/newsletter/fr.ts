/** French strings of the newsletter screen (/cmsadmin/newsletter). */
import type { NewsletterMessages } from "./en.ts";

export const newsletterFr: NewsletterMessages = {
  newsletterAdmin: {
    nav: "Newsletter",
    title: "Newsletter",
    intro:
      "Les inscrits à la newsletter. Seules les adresses confirmées comptent : une inscription est confirmée par le lien de l’e-mail de confirmation, et chaque e-mail contient un lien de désinscription.",
    filter: "Afficher",
    all: "Tous ({{count}})",
    confirmedCount: "Confirmés ({{count}})",
    pendingCount: "En attente ({{count}})",
    unsubscribedCount: "Désinscrits ({{count}})",
    confirmed: "Confirmé",
    pending: "En attente",
    unsubscribed: "Désinscrit",
    email: "Adresse e-mail",
    name: "Nom",
    status: "Statut",
    signedUp: "Inscrit le",
    confirmedAt: "Confirmé le",
    actions: "Actions",
    sortSignedUp: "Date d’inscription",
    sortEmail: "Adresse e-mail",
    sortName: "Nom",
    empty: "Personne ne s’est encore inscrit.",
    noResults: "Aucun abonné ne correspond.",
    export: "Exporter en CSV",
    exportHint: "Les abonnés affichés par le filtre, en fichier tableur (UTF-8).",
    deleteTitle: "Supprimer l’abonné",
    deleteMessage:
      "Supprimer {{email}} des abonnés ? Les liens de cette adresse ne fonctionneront plus. Cette action est irréversible.",
    deleteAria: "Supprimer {{email}}",
    deleted: "{{email}} a été supprimé.",
  },
};
