/** Dutch interface strings. */
import { coreNl } from "./core/nl.ts";
import type { Messages } from "./en.ts";
import { pageFieldsNl, pagesNl } from "./pages/nl.ts";
import { mediaFieldsNl, mediaNl } from "./media/nl.ts";
import { workflowNl } from "./workflow/nl.ts";
import { auditNl } from "./audit/nl.ts";
import { editingNl } from "./editing/nl.ts";
import { tagsNl } from "./tags/nl.ts";
import { pageTypesNl } from "./page_types/nl.ts";
import { searchSettingsNl } from "./search_settings/nl.ts";
import { rolesNl } from "./roles/nl.ts";
import { siteSettingsNl } from "./site_settings/nl.ts";
import { menusNl } from "./menus/nl.ts";
import { faqNl } from "./faq/nl.ts";
import { newsletterNl } from "./newsletter/nl.ts";
import { formsNl } from "./forms/nl.ts";
import { checksNl } from "./checks/nl.ts";
import { presenceNl } from "./presence/nl.ts";

export const nl: Messages = {
  ...coreNl,
  nav: {
    main: "Hoofdnavigatie",
    toggle: "Navigatie tonen of verbergen",
    pages: "Pagina's",
    pageOverview: "Pagina-overzicht",
    menuStructure: "Menustructuur",
    newPage: "Nieuwe pagina",
    mediaLibrary: "Mediabibliotheek",
    pageTypes: "Paginatypes",
    publicationRequests: "Publicatieverzoeken",
    users: "Gebruikersbeheer",
    settings: "Instellingen",
    logout: "Uitloggen",
    groups: {
      content: "Inhoud",
      site: "Website",
      people: "Mensen",
      configuration: "Configuratie",
    },
  },
  dashboard: {
    title: "CMS-dashboard",
    welcome: "Welkom, {{name}}",
    usersSection: "Gebruikers",
    usersIntro: "Nodig collega's uit en geef ze een rol.",
    usersCount_one: "{{count}} gebruiker",
    usersCount_other: "{{count}} gebruikers",
    addUser: "Gebruiker toevoegen",
    openUsers: "Naar gebruikersbeheer",
    reviewSection: "Wacht op jouw beoordeling",
    reviewCount_one: "{{count}} verzoek",
    reviewCount_other: "{{count}} verzoeken",
    reviewEmpty: "Er wacht niets op jouw beoordeling.",
    openRequests: "Naar publicatieverzoeken",
    pagesSection: "Pagina-overzicht",
    pagesPlaceholder:
      "Het overzicht van pagina's per paginatype verschijnt hier zodra paginabeheer beschikbaar is.",
  },
  users: {
    title: "Gebruikersbeheer",
    intro: "Voeg collega's toe, wijzig hun gegevens en rollen of verwijder hun accounts.",
    addUser: "Gebruiker toevoegen",
    editUser: "Gebruiker bewerken",
    name: "Naam",
    email: "E-mailadres",
    jobTitle: "Functie",
    role: "Rol",
    status: "Status",
    actions: "Acties",
    active: "Actief",
    pending: "Wacht op activatie",
    you: "jij",
    sortName: "Naam",
    sortEmail: "E-mailadres",
    sortRole: "Rol",
    noUsers: "Geen gebruikers gevonden voor je zoekopdracht.",
    deleteTitle: "Gebruiker verwijderen",
    deleteMessage: "Weet je zeker dat je {{name}} wilt verwijderen? Dit kan niet ongedaan worden.",
    created: "{{name}} is toegevoegd. Er is een activatiemail gestuurd naar {{email}}.",
    updated: "De wijzigingen aan {{name}} zijn opgeslagen.",
    deleted: "{{name}} is verwijderd.",
    editAria: "{{name}} bewerken",
    deleteAria: "{{name}} verwijderen",
    rolePlaceholder: "Kies een rol",
    ownRole: "Je kunt je eigen rol niet wijzigen.",
    currentPassword: "Je huidige wachtwoord",
    currentPasswordHint:
      "Voor het wijzigen van je eigen e-mailadres is je huidige wachtwoord nodig.",
    rolesFailed: "De rollen konden niet worden geladen.",
    activationNote:
      "De nieuwe gebruiker ontvangt een e-mail met een link om het account te activeren en een wachtwoord te kiezen.",
  },
  roles: { administrator: "Beheerder", editor: "Redacteur", publisher: "Eindredacteur" },
  image: {
    label: "Profielfoto",
    upload: "Afbeelding uploaden",
    replace: "Afbeelding vervangen",
    remove: "Afbeelding verwijderen",
    keep: "Huidige afbeelding houden",
    hint: "JPEG of PNG, maximaal 2MB en 1024x1024 pixels.",
    pendingUpload: "{{file}} wordt geüpload als je opslaat.",
    pendingRemove: "De afbeelding wordt verwijderd als je opslaat.",
    alt: "Profielfoto van {{name}}",
    failed: "De gegevens zijn opgeslagen, maar de profielfoto kon niet worden gewijzigd.",
  },
  settings: {
    title: "Instellingen",
    intro: "Je profiel, de taal van de beheeromgeving en je wachtwoord.",
    profile: "Profiel",
    language: "Taal van de interface",
    languageHint: "Gebruikt voor de beheeromgeving op dit apparaat en opgeslagen bij je account.",
    password: "Wachtwoord wijzigen",
    passwordIntro: "Laat deze velden leeg om je huidige wachtwoord te houden.",
    currentPassword: "Huidig wachtwoord",
    newPassword: "Nieuw wachtwoord",
    confirmNewPassword: "Bevestig nieuw wachtwoord",
    currentPasswordHint: "Nodig om je e-mailadres of je wachtwoord te wijzigen.",
    saved: "Je instellingen zijn opgeslagen.",
    role: "Rol: {{role}}",
  },
  list: {
    search: "Zoeken",
    toggleSearch: "Zoeken tonen of verbergen",
    searchPlaceholder: "Typ om te zoeken…",
    sortBy: "Sorteren op",
    sortOrder: "Sorteervolgorde",
    ascending: "Oplopend",
    descending: "Aflopend",
    noResults: "Geen resultaten gevonden.",
    range: "{{from}}–{{to}} van {{total}}",
    loadFailed: "De lijst kon niet worden geladen.",
  },
  pager: {
    label: "Paginering",
    page: "Pagina {{page}}",
    previous: "Vorige pagina",
    next: "Volgende pagina",
  },

  fields: {
    ...coreNl.fields,
    ...pageFieldsNl,
    ...mediaFieldsNl,
  },
  ...pagesNl,
  ...mediaNl,
  ...workflowNl,
  ...auditNl,
  ...editingNl,
  ...tagsNl,
  ...pageTypesNl,
  ...searchSettingsNl,
  ...rolesNl,
  ...siteSettingsNl,
  ...menusNl,
  ...faqNl,
  ...newsletterNl,
  ...formsNl,
  ...checksNl,
  ...presenceNl,
};
