import type { PasskeysMessages } from "./en.ts";

export const passkeysNl: PasskeysMessages = {
  passkeys: {
    title: "Passkeys",
    intro:
      "Meld je aan met je vingerafdruk, gezicht of apparaatpincode in plaats van je wachtwoord en code. Een passkey telt ook als je tweede factor.",
    loading: "Passkeys laden…",
    empty: "Nog geen passkeys.",
    add: "Passkey toevoegen",
    nameLabel: "Naam van de passkey",
    nameHint: "Zodat je je passkeys uit elkaar houdt, bijvoorbeeld „Werklaptop”.",
    defaultName: "Passkey",
    create: "Passkey maken",
    added: "De passkey is toegevoegd.",
    createdAt: "Toegevoegd",
    lastUsedAt: "Laatst gebruikt",
    neverUsed: "nooit",
    rename: "Hernoemen",
    renameAria: "{{name}} hernoemen",
    renameTitle: "Passkey hernoemen",
    renamed: "De passkey is hernoemd.",
    remove: "Verwijderen",
    removeAria: "{{name}} verwijderen",
    removeTitle: "Deze passkey verwijderen?",
    removeMessage:
      "Met „{{name}}” meld je je niet meer aan. Is het je laatste tweede factor, dan word je overal elders afgemeld.",
    removed: "De passkey is verwijderd.",
    requiredOr: "Of voeg een passkey toe in plaats van een authenticator-app.",
  },
};
