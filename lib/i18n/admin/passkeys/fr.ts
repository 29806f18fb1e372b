import type { PasskeysMessages } from "./en.ts";

export const passkeysFr: PasskeysMessages = {
  passkeys: {
    title: "Clés d'accès",
    intro:
      "Connectez-vous avec votre empreinte, votre visage ou le code de votre appareil au lieu du mot de passe et du code. Une clé d'accès compte aussi comme second facteur.",
    loading: "Chargement des clés d'accès…",
    empty: "Aucune clé d'accès pour l'instant.",
    add: "Ajouter une clé d'accès",
    nameLabel: "Nom de la clé d'accès",
    nameHint: "Pour distinguer vos clés d'accès, par exemple « Portable du bureau ».",
    defaultName: "Clé d'accès",
    create: "Créer la clé d'accès",
    added: "La clé d'accès a été ajoutée.",
    createdAt: "Ajoutée",
    lastUsedAt: "Dernière utilisation",
    neverUsed: "jamais",
    rename: "Renommer",
    renameAria: "Renommer {{name}}",
    renameTitle: "Renommer la clé d'accès",
    renamed: "La clé d'accès a été renommée.",
    remove: "Supprimer",
    removeAria: "Supprimer {{name}}",
    removeTitle: "Supprimer cette clé d'accès ?",
    removeMessage:
      "« {{name}} » ne vous connectera plus. Si c'est votre dernier second facteur, vous serez déconnecté partout ailleurs.",
    removed: "La clé d'accès a été supprimée.",
    requiredOr: "Ou ajoutez une clé d'accès au lieu d'une application d'authentification.",
  },
};
