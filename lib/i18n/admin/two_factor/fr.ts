/** Strings of two-factor sign-in (issue 31), French (see ./en.ts). */
import type { TwoFactorMessages } from "./en.ts";

export const twoFactorFr: TwoFactorMessages = {
  twoFactor: {
    title: "Connexion à deux facteurs",
    intro:
      "Connectez-vous avec votre mot de passe et un code d'une application d'authentification sur votre téléphone.",
    on: "Activée",
    off: "Désactivée",
    start: "Activer la connexion à deux facteurs",
    passwordToStart: "Confirmez votre mot de passe pour commencer.",
    password: "Mot de passe",
    continue: "Continuer",
    scan:
      "Scannez ce code QR avec votre application d'authentification (par exemple Microsoft Authenticator, Google Authenticator ou FreeOTP).",
    qrLabel: "Code QR pour votre application d'authentification",
    secretLabel: "Ou saisissez cette clé dans l'application",
    code: "Code de l'application",
    codeHint: "Le code à 6 chiffres que l'application affiche maintenant.",
    confirm: "Activer",
    cancel: "Annuler",
    codesTitle: "Vos codes de récupération",
    codesIntro:
      "Chaque code vous connecte une fois si vous perdez votre téléphone. Conservez-les en lieu sûr : ils ne sont affichés qu'une seule fois.",
    codesDone: "J'ai enregistré mes codes de récupération",
    copy: "Copier les codes",
    copied: "Copiés",
    isOn: "La connexion à deux facteurs est activée pour votre compte.",
    disableIntro: "La désactiver vous déconnecte partout ailleurs. Confirmez votre mot de passe.",
    disable: "Désactiver",
    disabled: "La connexion à deux facteurs est désactivée.",
    enabled: "La connexion à deux facteurs est activée.",
    requiredTitle: "Configurer la connexion à deux facteurs",
    requiredIntro: "Votre rôle exige la connexion à deux facteurs. Configurez-la pour continuer.",
    signOut: "Se déconnecter",
  },
  /** User Management: a user manager resets another user's second factor. */
  twoFactorReset: {
    resetSecondFactorAria: "Réinitialiser la connexion à deux facteurs de {{name}}",
    resetSecondFactorTitle: "Réinitialiser la connexion à deux facteurs",
    resetSecondFactorMessage:
      "{{name}} sera déconnecté partout et pourra se connecter avec le seul mot de passe jusqu'à ce que la connexion à deux facteurs soit réactivée. La personne en est informée par e-mail.",
    resetSecondFactorConfirm: "Réinitialiser",
    resetSecondFactorDone: "La connexion à deux facteurs de {{name}} a été réinitialisée.",
    secondFactorBadge: "Deux facteurs",
  },
};
