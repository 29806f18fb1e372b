/** German interface strings. */
import { coreDe } from "./core/de.ts";
import type { Messages } from "./en.ts";
import { pageFieldsDe, pagesDe } from "./pages/de.ts";
import { mediaDe, mediaFieldsDe } from "./media/de.ts";
import { workflowDe } from "./workflow/de.ts";
import { auditDe } from "./audit/de.ts";
import { editingDe } from "./editing/de.ts";
import { tagsDe } from "./tags/de.ts";
import { pageTypesDe } from "./page_types/de.ts";
import { searchSettingsDe } from "./search_settings/de.ts";
import { rolesDe } from "./roles/de.ts";
import { siteSettingsDe } from "./site_settings/de.ts";
import { menusDe } from "./menus/de.ts";
import { faqDe } from "./faq/de.ts";
import { newsletterDe } from "./newsletter/de.ts";
import { formsDe } from "./forms/de.ts";
import { checksDe } from "./checks/de.ts";
import { presenceDe } from "./presence/de.ts";

export const de: Messages = {
  ...coreDe,
  nav: {
    main: "Hauptnavigation",
    toggle: "Navigation ein- oder ausblenden",
    pages: "Seiten",
    pageOverview: "Seitenübersicht",
    menuStructure: "Menüstruktur",
    newPage: "Neue Seite",
    mediaLibrary: "Mediathek",
    pageTypes: "Seitentypen",
    publicationRequests: "Veröffentlichungsanfragen",
    users: "Benutzerverwaltung",
    settings: "Einstellungen",
    logout: "Abmelden",
    groups: {
      content: "Inhalte",
      site: "Website",
      people: "Personen",
      configuration: "Konfiguration",
    },
  },
  dashboard: {
    title: "CMS-Dashboard",
    welcome: "Willkommen, {{name}}",
    usersSection: "Benutzer",
    usersIntro: "Laden Sie Kolleginnen und Kollegen ein und geben Sie ihnen eine Rolle.",
    usersCount_one: "{{count}} Benutzer",
    usersCount_other: "{{count}} Benutzer",
    addUser: "Benutzer hinzufügen",
    openUsers: "Zur Benutzerverwaltung",
    reviewSection: "Wartet auf Ihre Prüfung",
    reviewCount_one: "{{count}} Anfrage",
    reviewCount_other: "{{count}} Anfragen",
    reviewEmpty: "Nichts wartet auf Ihre Prüfung.",
    openRequests: "Zu den Veröffentlichungsanfragen",
    pagesSection: "Seitenübersicht",
    pagesPlaceholder:
      "Die Übersicht der Seiten pro Seitentyp erscheint hier, sobald die Seitenverwaltung verfügbar ist.",
  },
  users: {
    title: "Benutzerverwaltung",
    intro:
      "Fügen Sie Kolleginnen und Kollegen hinzu, ändern Sie Daten und Rollen oder entfernen Sie Konten.",
    addUser: "Benutzer hinzufügen",
    editUser: "Benutzer bearbeiten",
    name: "Name",
    email: "E-Mail-Adresse",
    jobTitle: "Position",
    role: "Rolle",
    status: "Status",
    actions: "Aktionen",
    active: "Aktiv",
    pending: "Wartet auf Aktivierung",
    you: "Sie",
    sortName: "Name",
    sortEmail: "E-Mail-Adresse",
    sortRole: "Rolle",
    noUsers: "Keine Benutzer passen zu Ihrer Suche.",
    deleteTitle: "Benutzer löschen",
    deleteMessage:
      "Möchten Sie {{name}} wirklich löschen? Dies kann nicht rückgängig gemacht werden.",
    created: "{{name}} wurde hinzugefügt. Eine Aktivierungs-E-Mail wurde an {{email}} gesendet.",
    updated: "Die Änderungen an {{name}} wurden gespeichert.",
    deleted: "{{name}} wurde gelöscht.",
    editAria: "{{name}} bearbeiten",
    deleteAria: "{{name}} löschen",
    rolePlaceholder: "Rolle wählen",
    ownRole: "Sie können Ihre eigene Rolle nicht ändern.",
    currentPassword: "Ihr aktuelles Passwort",
    currentPasswordHint:
      "Zum Ändern Ihrer eigenen E-Mail-Adresse ist Ihr aktuelles Passwort erforderlich.",
    rolesFailed: "Die Rollen konnten nicht geladen werden.",
    activationNote:
      "Der neue Benutzer erhält eine E-Mail mit einem Link, um das Konto zu aktivieren und ein Passwort zu wählen.",
  },
  roles: { administrator: "Administrator", editor: "Redakteur", publisher: "Chefredakteur" },
  image: {
    label: "Profilbild",
    upload: "Bild hochladen",
    replace: "Bild ersetzen",
    remove: "Bild entfernen",
    keep: "Aktuelles Bild behalten",
    hint: "JPEG oder PNG, höchstens 2MB und 1024x1024 Pixel.",
    pendingUpload: "{{file}} wird beim Speichern hochgeladen.",
    pendingRemove: "Das Bild wird beim Speichern entfernt.",
    alt: "Profilbild von {{name}}",
    failed: "Die Daten wurden gespeichert, aber das Profilbild konnte nicht geändert werden.",
  },
  settings: {
    title: "Einstellungen",
    intro: "Ihr Profil, die Sprache des Verwaltungsbereichs und Ihr Passwort.",
    profile: "Profil",
    language: "Sprache der Oberfläche",
    languageHint:
      "Gilt für den Verwaltungsbereich auf diesem Gerät und wird mit Ihrem Konto gespeichert.",
    password: "Passwort ändern",
    passwordIntro: "Lassen Sie diese Felder leer, um Ihr aktuelles Passwort zu behalten.",
    currentPassword: "Aktuelles Passwort",
    newPassword: "Neues Passwort",
    confirmNewPassword: "Neues Passwort bestätigen",
    currentPasswordHint: "Erforderlich, um Ihre E-Mail-Adresse oder Ihr Passwort zu ändern.",
    saved: "Ihre Einstellungen wurden gespeichert.",
    role: "Rolle: {{role}}",
  },
  list: {
    search: "Suchen",
    toggleSearch: "Suche ein- oder ausblenden",
    searchPlaceholder: "Suchbegriff eingeben…",
    sortBy: "Sortieren nach",
    sortOrder: "Sortierreihenfolge",
    ascending: "Aufsteigend",
    descending: "Absteigend",
    noResults: "Keine Ergebnisse gefunden.",
    range: "{{from}}–{{to}} von {{total}}",
    loadFailed: "Die Liste konnte nicht geladen werden.",
  },
  pager: {
    label: "Seitennavigation",
    page: "Seite {{page}}",
    previous: "Vorherige Seite",
    next: "Nächste Seite",
  },

  fields: {
    ...coreDe.fields,
    ...pageFieldsDe,
    ...mediaFieldsDe,
  },
  ...pagesDe,
  ...mediaDe,
  ...workflowDe,
  ...auditDe,
  ...editingDe,
  ...tagsDe,
  ...pageTypesDe,
  ...searchSettingsDe,
  ...rolesDe,
  ...siteSettingsDe,
  ...menusDe,
  ...faqDe,
  ...newsletterDe,
  ...formsDe,
  ...checksDe,
  ...presenceDe,
};
