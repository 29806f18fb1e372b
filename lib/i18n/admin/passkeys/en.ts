/** English strings of Settings → Passkeys (issue 31), and the set-up a role requires offers one. */
export const passkeysEn = {
  passkeys: {
    title: "Passkeys",
    intro:
      "Sign in with your fingerprint, face or device PIN instead of your password and code. A passkey also counts as your second factor.",
    loading: "Loading passkeys…",
    empty: "No passkeys yet.",
    add: "Add a passkey",
    nameLabel: "Name of the passkey",
    nameHint: "So you can tell your passkeys apart, for example “Work laptop”.",
    defaultName: "Passkey",
    create: "Create passkey",
    added: "The passkey was added.",
    createdAt: "Added",
    lastUsedAt: "Last used",
    neverUsed: "never",
    rename: "Rename",
    renameAria: "Rename {{name}}",
    renameTitle: "Rename passkey",
    renamed: "The passkey was renamed.",
    remove: "Remove",
    removeAria: "Remove {{name}}",
    removeTitle: "Remove this passkey?",
    removeMessage:
      "“{{name}}” will no longer sign you in. If it is your last second factor, you are signed out everywhere else.",
    removed: "The passkey was removed.",
    requiredOr: "Or add a passkey instead of an authenticator app.",
  },
};

export type PasskeysMessages = typeof passkeysEn;
