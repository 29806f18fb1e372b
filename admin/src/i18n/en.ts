/**
 * English interface strings: the first screens' (./core/en.ts) and the signed-in screens'. The
 * other languages must have exactly these keys (`Messages`).
 */
import { coreEn } from "./core/en.ts";
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

export const en = {
  ...coreEn,
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

  fields: {
    ...coreEn.fields,
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
};

export type Messages = typeof en;
