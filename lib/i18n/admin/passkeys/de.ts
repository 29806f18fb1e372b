import type { PasskeysMessages } from "./en.ts";

export const passkeysDe: PasskeysMessages = {
  passkeys: {
    title: "Passkeys",
    intro:
      "Melden Sie sich mit Fingerabdruck, Gesicht oder Geräte-PIN statt mit Passwort und Code an. Ein Passkey zählt auch als Ihr zweiter Faktor.",
    loading: "Passkeys werden geladen…",
    empty: "Noch keine Passkeys.",
    add: "Passkey hinzufügen",
    nameLabel: "Name des Passkeys",
    nameHint: "Damit Sie Ihre Passkeys unterscheiden können, zum Beispiel „Arbeitslaptop“.",
    defaultName: "Passkey",
    create: "Passkey erstellen",
    added: "Der Passkey wurde hinzugefügt.",
    createdAt: "Hinzugefügt",
    lastUsedAt: "Zuletzt verwendet",
    neverUsed: "nie",
    rename: "Umbenennen",
    renameAria: "{{name}} umbenennen",
    renameTitle: "Passkey umbenennen",
    renamed: "Der Passkey wurde umbenannt.",
    remove: "Entfernen",
    removeAria: "{{name}} entfernen",
    removeTitle: "Diesen Passkey entfernen?",
    removeMessage:
      "Mit „{{name}}“ melden Sie sich nicht mehr an. Ist es Ihr letzter zweiter Faktor, werden Sie überall sonst abgemeldet.",
    removed: "Der Passkey wurde entfernt.",
    requiredOr: "Oder fügen Sie statt einer Authenticator-App einen Passkey hinzu.",
  },
};
