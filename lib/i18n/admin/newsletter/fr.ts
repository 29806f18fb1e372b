/** French strings of the newsletter screen (/cmsadmin/newsletter). */
import { subscribersCsvFr } from "../../newsletter/fr.ts";
import type { NewsletterMessages } from "./en.ts";

// The list's columns and statuses are the export's (the CSV lists what the screen shows).
const [email, name, status, signedUp] = subscribersCsvFr.columns;

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
    confirmed: subscribersCsvFr.status.confirmed,
    pending: subscribersCsvFr.status.pending,
    unsubscribed: subscribersCsvFr.status.unsubscribed,
    email,
    name,
    status,
    signedUp,
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
