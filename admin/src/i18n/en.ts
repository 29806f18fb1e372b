/** English interface strings; the other languages must have exactly these keys (`Messages`). */
import { ERRORS } from "../../../lib/content/errors.ts";
import type { ErrorCode } from "../../../lib/content/errors.ts";
import { pageFieldsEn, pagesEn } from "./pages/en.ts";
import { mediaEn, mediaFieldsEn } from "./media/en.ts";
import { workflowEn } from "./workflow/en.ts";
import { auditEn } from "./audit/en.ts";
import { editingEn } from "./editing/en.ts";
import { tagsEn } from "./tags/en.ts";
import { pageTypesEn } from "./page_types/en.ts";
import { searchSettingsEn } from "./search_settings/en.ts";
import { rolesEn } from "./roles/en.ts";
import { siteSettingsEn } from "./site_settings/en.ts";
import { menusEn } from "./menus/en.ts";
import { faqEn } from "./faq/en.ts";
import { newsletterEn } from "./newsletter/en.ts";
import { formsEn } from "./forms/en.ts";
import { checksEn } from "./checks/en.ts";
import { presenceEn } from "./presence/en.ts";

/** The catalogue's English messages, with i18next's `{{property}}` placeholder. */
const errors = Object.fromEntries(
  Object.entries(ERRORS).map(([code, { message }]) => [
    code,
    message.replace("{property}", "{{property}}"),
  ]),
) as Record<ErrorCode, string>;

export const en = {
  app: {
    name: "Ximblox",
    tagline: "Content management",
    loading: "Loading…",
    skipToContent: "Skip to content",
  },
  nav: {
    main: "Main navigation",
    toggle: "Toggle navigation",
    pages: "Pages",
    pageOverview: "Page overview",
    menuStructure: "Menu structure",
    newPage: "New page",
    mediaLibrary: "Media Library",
    pageTypes: "Page Types",
    publicationRequests: "Publication Requests",
    users: "User Management",
    settings: "Settings",
    logout: "Log Out",
    groups: {
      content: "Content",
      site: "Site",
      people: "People",
      configuration: "Configuration",
    },
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
    email: "E-mail address",
    password: "Password",
    login: "Log in",
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
  dashboard: {
    title: "CMS Dashboard",
    welcome: "Welcome, {{name}}",
    usersSection: "Users",
    usersIntro: "Invite colleagues and give them a role.",
    usersCount_one: "{{count}} user",
    usersCount_other: "{{count}} users",
    addUser: "Add user",
    openUsers: "Open User Management",
    reviewSection: "Waiting for your review",
    reviewCount_one: "{{count}} request",
    reviewCount_other: "{{count}} requests",
    reviewEmpty: "Nothing is waiting for your review.",
    openRequests: "Open Publication Requests",
    pagesSection: "Page overview",
    pagesPlaceholder:
      "The overview of pages per page type will appear here once page management is available.",
  },
  users: {
    title: "User Management",
    intro: "Add colleagues, change their details and roles, or remove their accounts.",
    addUser: "Add user",
    editUser: "Edit user",
    name: "Name",
    email: "E-mail address",
    jobTitle: "Job title",
    role: "Role",
    status: "Status",
    actions: "Actions",
    active: "Active",
    pending: "Awaiting activation",
    you: "you",
    sortName: "Name",
    sortEmail: "E-mail address",
    sortRole: "Role",
    noUsers: "No users match your search.",
    deleteTitle: "Delete user",
    deleteMessage: "Are you sure you want to delete {{name}}? This cannot be undone.",
    created: "{{name}} was added. An activation e-mail has been sent to {{email}}.",
    updated: "The changes to {{name}} were saved.",
    deleted: "{{name}} was deleted.",
    editAria: "Edit {{name}}",
    deleteAria: "Delete {{name}}",
    rolePlaceholder: "Choose a role",
    ownRole: "You cannot change your own role.",
    currentPassword: "Your current password",
    currentPasswordHint: "Changing your own e-mail address needs your current password.",
    rolesFailed: "The roles could not be loaded.",
    activationNote:
      "The new user receives an e-mail with a link to activate the account and choose a password.",
  },
  roles: { administrator: "Administrator", editor: "Editor", publisher: "Publisher" },
  image: {
    label: "Profile image",
    upload: "Upload image",
    replace: "Replace image",
    remove: "Remove image",
    keep: "Keep current image",
    hint: "JPEG or PNG, at most 2MB and 1024x1024 pixels.",
    pendingUpload: "{{file}} will be uploaded when you save.",
    pendingRemove: "The image will be removed when you save.",
    alt: "Profile image of {{name}}",
    failed: "The details were saved, but the profile image could not be changed.",
  },
  settings: {
    title: "Settings",
    intro: "Your profile, the language of the admin area and your password.",
    profile: "Profile",
    language: "Interface language",
    languageHint: "Used for the admin area on this device and stored with your account.",
    password: "Change password",
    passwordIntro: "Leave these fields empty to keep your current password.",
    currentPassword: "Current password",
    newPassword: "New password",
    confirmNewPassword: "Confirm new password",
    currentPasswordHint: "Needed to change your e-mail address or your password.",
    saved: "Your settings were saved.",
    role: "Role: {{role}}",
  },
  list: {
    search: "Search",
    toggleSearch: "Show or hide search",
    searchPlaceholder: "Type to search…",
    sortBy: "Sort by",
    sortOrder: "Sort order",
    ascending: "Ascending",
    descending: "Descending",
    noResults: "No results found.",
    range: "{{from}}–{{to}} of {{total}}",
    loadFailed: "The list could not be loaded.",
  },
  pager: {
    label: "Pagination",
    page: "Page {{page}}",
    previous: "Previous page",
    next: "Next page",
  },

  notFound: {
    title: "Page not found",
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
    confirmPassword: "confirm new password",
    currentPassword: "current password",
    profileImage: "profile image",
    language: "language",
    ...pageFieldsEn,
    ...mediaFieldsEn,
  },
  ...pagesEn,
  ...mediaEn,
  ...workflowEn,
  ...auditEn,
  ...editingEn,
  ...tagsEn,
  ...pageTypesEn,
  ...searchSettingsEn,
  ...rolesEn,
  ...siteSettingsEn,
  ...menusEn,
  ...faqEn,
  ...newsletterEn,
  ...formsEn,
  ...checksEn,
  ...presenceEn,
  errors: { ...errors, unknown: "Error (code: {{code}})" },
};

export type Messages = typeof en;
