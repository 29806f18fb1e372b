/** French strings of Settings → Sessions (see en.ts). */
import type { SessionsMessages } from "./en.ts";

export const sessionsFr: SessionsMessages = {
  sessions: {
    title: "Sessions",
    intro: "Là où vous êtes connecté. Déconnectez toute session que vous ne reconnaissez pas.",
    loading: "Chargement des sessions…",
    deviceName: "{{browser}} sur {{system}}",
    unknownDevice: "Navigateur inconnu",
    address: "Adresse",
    signedInAt: "Connexion",
    lastActiveAt: "Dernière activité",
    current: "Ce navigateur",
    signOut: "Déconnecter",
    signOutAria: "Déconnecter {{name}}",
    ended: "La session a été déconnectée.",
    signOutOthers: "Se déconnecter partout ailleurs",
    othersTitle: "Se déconnecter partout ailleurs ?",
    othersMessage: "Tout autre navigateur connecté à votre compte devra se reconnecter.",
    othersEnded: "Vous avez été déconnecté partout ailleurs.",
    thisTitle: "Déconnecter ce navigateur ?",
    thisMessage: "C'est le navigateur que vous utilisez : vous serez déconnecté ici.",
    endAll: "Déconnecter partout",
    endAllAria: "Déconnecter {{name}} partout",
    endAllTitle: "Déconnecter partout",
    endAllMessage: "{{name}} sera déconnecté dans chaque navigateur et devra se reconnecter.",
    endAllDone: "{{name}} a été déconnecté partout.",
  },
};
