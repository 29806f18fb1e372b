/** The accounts texts in French (see ../accounts.ts). */
import type { AccountMails, EmailChangedTexts } from "./en.ts";

export const accountMailFr: AccountMails = {
  activation: {
    subject: "Activez votre compte {site}",
    greeting: (n) => `Bonjour ${n},`,
    body: "Un compte a été créé pour vous. Choisissez un mot de passe pour l'activer.",
    action: "Activer le compte",
    expiry: "Ce lien est valable 7 jours et ne peut servir qu'une fois.",
    ignore: "Si vous n'attendiez pas cet e-mail, vous pouvez l'ignorer.",
  },
  reset: {
    subject: "Réinitialisez votre mot de passe {site}",
    greeting: (n) => `Bonjour ${n},`,
    body:
      "Nous avons reçu une demande de réinitialisation de votre mot de passe. Choisissez-en un nouveau avec le lien ci-dessous.",
    action: "Réinitialiser le mot de passe",
    expiry: "Ce lien est valable 60 minutes et ne peut servir qu'une fois.",
    ignore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.",
  },
};

export const emailChangedFr: EmailChangedTexts = {
  subject: "L'adresse e-mail de votre compte {site} a été modifiée",
  body:
    "L'adresse e-mail de votre compte {site} a été modifiée. Les e-mails du compte sont désormais envoyés à la nouvelle adresse, et les liens envoyés à cette adresse ne fonctionnent plus.",
  advice: "Si vous ne vous attendiez pas à ce changement, contactez votre administrateur.",
};

export const secondFactorResetFr: EmailChangedTexts = {
  subject: "La connexion à deux facteurs de votre compte {site} a été réinitialisée",
  body:
    "Un administrateur a désactivé la connexion à deux facteurs de votre compte {site}. Votre application d'authentification et vos codes de récupération ne fonctionnent plus pour ce compte. Réactivez la connexion à deux facteurs dans Paramètres.",
  advice: "Si vous n'en avez pas fait la demande, contactez votre administrateur.",
};
