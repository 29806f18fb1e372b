/** Dutch strings of Settings → Sessions (see en.ts). */
import type { SessionsMessages } from "./en.ts";

export const sessionsNl: SessionsMessages = {
  sessions: {
    title: "Sessies",
    intro: "Waar je bent aangemeld. Meld elke sessie af die je niet herkent.",
    loading: "Sessies laden…",
    deviceName: "{{browser}} op {{system}}",
    unknownDevice: "Onbekende browser",
    address: "Adres",
    signedInAt: "Aangemeld",
    lastActiveAt: "Laatst actief",
    current: "Deze browser",
    signOut: "Afmelden",
    signOutAria: "{{name}} afmelden",
    ended: "De sessie is afgemeld.",
    signOutOthers: "Overal elders afmelden",
    othersTitle: "Overal elders afmelden?",
    othersMessage: "Elke andere browser die op je account is aangemeld, moet opnieuw inloggen.",
    othersEnded: "Je bent overal elders afgemeld.",
    thisTitle: "Deze browser afmelden?",
    thisMessage: "Dit is de browser die je nu gebruikt: je wordt hier afgemeld.",
    endAll: "Overal afmelden",
    endAllAria: "{{name}} overal afmelden",
    endAllTitle: "Overal afmelden",
    endAllMessage: "{{name}} wordt in elke browser afgemeld en moet opnieuw inloggen.",
    endAllDone: "{{name}} is overal afgemeld.",
  },
};
