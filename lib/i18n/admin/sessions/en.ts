/** English strings of Settings → Sessions and of signing a user out everywhere (Users). */
export const sessionsEn = {
  sessions: {
    title: "Sessions",
    intro: "Where you are signed in. Sign out any session you do not recognise.",
    loading: "Loading sessions…",
    deviceName: "{{browser}} on {{system}}",
    unknownDevice: "Unknown browser",
    address: "Address",
    signedInAt: "Signed in",
    lastActiveAt: "Last active",
    current: "This browser",
    signOut: "Sign out",
    signOutAria: "Sign out {{name}}",
    ended: "The session was signed out.",
    signOutOthers: "Sign out everywhere else",
    othersTitle: "Sign out everywhere else?",
    othersMessage: "Every other browser signed in to your account will have to sign in again.",
    othersEnded: "You were signed out everywhere else.",
    thisTitle: "Sign out this browser?",
    thisMessage: "This is the browser you are using now: you will be signed out here.",
    endAll: "Sign out everywhere",
    endAllAria: "Sign out {{name}} everywhere",
    endAllTitle: "Sign out everywhere",
    endAllMessage: "{{name}} will be signed out in every browser and has to sign in again.",
    endAllDone: "{{name}} was signed out everywhere.",
  },
};

export type SessionsMessages = typeof sessionsEn;
