/**
 * The English strings of the first screens (sign-in, password reset, the loading and error states):
 * loaded before the first screen draws, the rest of the language (en.ts) with the signed-in layout
 * (issue 23). The other languages must have exactly these keys (`CoreMessages`).
 */
import { ERRORS } from "../../../content/errors.ts";
import type { ErrorCode } from "../../../content/errors.ts";
import { frameEn } from "../../frame/en.ts";

/** The catalogue's English messages, with i18next's `{{property}}` placeholder. */
const errors = Object.fromEntries(
  Object.entries(ERRORS).map(([code, { message }]) => [
    code,
    message.replace("{property}", "{{property}}"),
  ]),
) as Record<ErrorCode, string>;

export const coreEn = {
  app: {
    name: "Ximblox",
    tagline: "Content management",
    loading: "Loading…",
    skipToContent: frameEn.skipToContent,
    /** The running release, at the foot of the navigation. */
    version: "Version {{version}}",
  },
  logout: {
    title: "Log out",
    message: "Are you sure you want to log out?",
    confirm: "Confirm",
    cancel: "Cancel",
    done: "You have been logged out.",
    inactive: "You were logged out after {{minutes}} minutes without activity.",
    sessionEnded: "Your session has ended. Please log in again.",
  },
  common: {
    save: "Save",
    cancel: "Cancel",
    close: "Close",
    edit: "Edit",
    delete: "Delete",
    retry: "Try again",
    language: "Language",
    yes: "Yes",
    no: "No",
  },
  auth: {
    loginTitle: "Log in to Ximblox",
    loginIntro: "Use your staff account to manage the website.",
    codeTitle: "Two-factor sign-in",
    codeIntro: "Enter the code your authenticator app shows for this account.",
    code: "Code",
    codeHint: "The 6-digit code from your app, or one of your recovery codes.",
    verify: "Verify",
    startOver: "Start again",
    passkeySignIn: "Sign in with a passkey",
    usePasskey: "Use a passkey",
    passkeyIntro: "Confirm with your passkey to finish signing in.",
    passkeyCancelled: "The passkey request was cancelled or timed out.",
    passkeyUnsupported: "This browser cannot use passkeys.",
    email: "E-mail address",
    password: "Password",
    login: "Log in",
    oidcButton: "Sign in with {{name}}",
    breakGlassLink: "Use a break-glass account",
    forgotLink: "Forgot password?",
    forgotTitle: "Forgot password",
    forgotIntro:
      "Enter your e-mail address. If an account exists for it, we will send you a link to choose a new password.",
    send: "Send",
    forgotSent:
      "If an account exists for this address, an e-mail with a link to reset the password is on its way. Check your inbox.",
    backToLogin: "Back to login",
    resetTitle: "Reset password",
    resetIntro: "Choose a new password for your account.",
    activateTitle: "Activate your account",
    activateIntro: "Choose a password to activate your account.",
    newPassword: "New password",
    confirmPassword: "Confirm new password",
    passwordHint:
      "More than 8 characters, with at least 1 uppercase letter and 1 special character.",
    setPassword: "Set password",
    activate: "Activate account",
    resetDone: "Your password has been changed. You can now log in.",
    activateDone: "Your account is active. You can now log in.",
    goToLogin: "Go to login",
    missingToken: "This link has no token. Open the link from the e-mail again.",
    checkingLink: "Checking the link…",
    linkInvalidTitle: "This link no longer works",
    resetLinkInvalid:
      "This link has been used or has expired: a link to reset the password works once, for 60 minutes. Request a new one.",
    activateLinkInvalid:
      "This activation link has been used or has expired. If you activated your account, log in (use “Forgot password?” if you don’t know your password). Otherwise ask an administrator to invite you again.",
    requestNewLink: "Request a new link",
  },
  notFound: {
    title: frameEn.notFound,
    text: "This address does not lead to a screen of the admin area.",
    home: "Go to the dashboard",
  },
  fields: {
    value: "value",
    email: "e-mail address",
    password: "password",
    name: "name",
    confirm: "confirmation",
    token: "reset token",
    jobTitle: "job title",
    role: "role",
    newPassword: "new password",
    code: "code",
    confirmPassword: "confirm new password",
    currentPassword: "current password",
    profileImage: "profile image",
    language: "language",
  },
  errors: { ...errors, unknown: "Error (code: {{code}})" },
};

export type CoreMessages = typeof coreEn;
