/** German strings of Settings → Sessions (see en.ts). */
import type { SessionsMessages } from "./en.ts";

export const sessionsDe: SessionsMessages = {
  sessions: {
    title: "Sitzungen",
    intro: "Wo Sie angemeldet sind. Melden Sie jede Sitzung ab, die Sie nicht kennen.",
    loading: "Sitzungen werden geladen…",
    deviceName: "{{browser}} auf {{system}}",
    unknownDevice: "Unbekannter Browser",
    address: "Adresse",
    signedInAt: "Angemeldet",
    lastActiveAt: "Zuletzt aktiv",
    current: "Dieser Browser",
    signOut: "Abmelden",
    signOutAria: "{{name}} abmelden",
    ended: "Die Sitzung wurde abgemeldet.",
    signOutOthers: "Überall sonst abmelden",
    othersTitle: "Überall sonst abmelden?",
    othersMessage:
      "Jeder andere Browser, der in Ihrem Konto angemeldet ist, muss sich neu anmelden.",
    othersEnded: "Sie wurden überall sonst abgemeldet.",
    thisTitle: "Diesen Browser abmelden?",
    thisMessage: "Das ist der Browser, den Sie gerade benutzen: Sie werden hier abgemeldet.",
    endAll: "Überall abmelden",
    endAllAria: "{{name}} überall abmelden",
    endAllTitle: "Überall abmelden",
    endAllMessage: "{{name}} wird in jedem Browser abgemeldet und muss sich neu anmelden.",
    endAllDone: "{{name}} wurde überall abgemeldet.",
  },
};
