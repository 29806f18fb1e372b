/** French interface strings. */
import { coreFr } from "./core/fr.ts";
import type { Messages } from "./en.ts";
import { pageFieldsFr, pagesFr } from "./pages/fr.ts";
import { mediaFieldsFr, mediaFr } from "./media/fr.ts";
import { workflowFr } from "./workflow/fr.ts";
import { auditFr } from "./audit/fr.ts";
import { editingFr } from "./editing/fr.ts";
import { tagsFr } from "./tags/fr.ts";
import { pageTypesFr } from "./page_types/fr.ts";
import { searchSettingsFr } from "./search_settings/fr.ts";
import { rolesFr } from "./roles/fr.ts";
import { siteSettingsFr } from "./site_settings/fr.ts";
import { menusFr } from "./menus/fr.ts";
import { faqFr } from "./faq/fr.ts";
import { newsletterFr } from "./newsletter/fr.ts";
import { formsFr } from "./forms/fr.ts";
import { checksFr } from "./checks/fr.ts";
import { presenceFr } from "./presence/fr.ts";

export const fr: Messages = {
  ...coreFr,
  nav: {
    main: "Navigation principale",
    toggle: "Afficher ou masquer la navigation",
    pages: "Pages",
    pageOverview: "Aperçu des pages",
    menuStructure: "Structure du menu",
    newPage: "Nouvelle page",
    mediaLibrary: "Médiathèque",
    pageTypes: "Types de page",
    publicationRequests: "Demandes de publication",
    users: "Gestion des utilisateurs",
    settings: "Paramètres",
    logout: "Se déconnecter",
    groups: {
      content: "Contenu",
      site: "Site web",
      people: "Personnes",
      configuration: "Configuration",
    },
  },
  dashboard: {
    title: "Tableau de bord du CMS",
    welcome: "Bienvenue, {{name}}",
    usersSection: "Utilisateurs",
    usersIntro: "Invitez vos collègues et attribuez-leur un rôle.",
    usersCount_one: "{{count}} utilisateur",
    usersCount_other: "{{count}} utilisateurs",
    addUser: "Ajouter un utilisateur",
    openUsers: "Ouvrir la gestion des utilisateurs",
    reviewSection: "En attente de votre relecture",
    reviewCount_one: "{{count}} demande",
    reviewCount_other: "{{count}} demandes",
    reviewEmpty: "Rien n'attend votre relecture.",
    openRequests: "Ouvrir les demandes de publication",
    pagesSection: "Aperçu des pages",
    pagesPlaceholder:
      "L’aperçu des pages par type de page apparaîtra ici dès que la gestion des pages sera disponible.",
  },
  users: {
    title: "Gestion des utilisateurs",
    intro:
      "Ajoutez des collègues, modifiez leurs informations et leurs rôles ou supprimez leurs comptes.",
    addUser: "Ajouter un utilisateur",
    editUser: "Modifier l’utilisateur",
    name: "Nom",
    email: "Adresse e-mail",
    jobTitle: "Fonction",
    role: "Rôle",
    status: "Statut",
    actions: "Actions",
    active: "Actif",
    pending: "En attente d’activation",
    you: "vous",
    sortName: "Nom",
    sortEmail: "Adresse e-mail",
    sortRole: "Rôle",
    noUsers: "Aucun utilisateur ne correspond à votre recherche.",
    deleteTitle: "Supprimer l’utilisateur",
    deleteMessage: "Voulez-vous vraiment supprimer {{name}} ? Cette action est irréversible.",
    created: "{{name}} a été ajouté. Un e-mail d’activation a été envoyé à {{email}}.",
    updated: "Les modifications de {{name}} ont été enregistrées.",
    deleted: "{{name}} a été supprimé.",
    editAria: "Modifier {{name}}",
    deleteAria: "Supprimer {{name}}",
    rolePlaceholder: "Choisissez un rôle",
    ownRole: "Vous ne pouvez pas modifier votre propre rôle.",
    currentPassword: "Votre mot de passe actuel",
    currentPasswordHint:
      "Pour modifier votre propre adresse e-mail, votre mot de passe actuel est nécessaire.",
    rolesFailed: "Les rôles n’ont pas pu être chargés.",
    activationNote:
      "Le nouvel utilisateur reçoit un e-mail contenant un lien pour activer son compte et choisir un mot de passe.",
  },
  roles: { administrator: "Administrateur", editor: "Rédacteur", publisher: "Rédacteur en chef" },
  image: {
    label: "Photo de profil",
    upload: "Téléverser une image",
    replace: "Remplacer l’image",
    remove: "Supprimer l’image",
    keep: "Garder l’image actuelle",
    hint: "JPEG ou PNG, 2MB et 1024x1024 pixels au maximum.",
    pendingUpload: "{{file}} sera téléversé à l’enregistrement.",
    pendingRemove: "L’image sera supprimée à l’enregistrement.",
    alt: "Photo de profil de {{name}}",
    failed:
      "Les informations ont été enregistrées, mais la photo de profil n’a pas pu être modifiée.",
  },
  settings: {
    title: "Paramètres",
    intro: "Votre profil, la langue de l’espace d’administration et votre mot de passe.",
    profile: "Profil",
    language: "Langue de l’interface",
    languageHint:
      "Utilisée pour l’espace d’administration sur cet appareil et enregistrée avec votre compte.",
    password: "Changer le mot de passe",
    passwordIntro: "Laissez ces champs vides pour garder votre mot de passe actuel.",
    currentPassword: "Mot de passe actuel",
    newPassword: "Nouveau mot de passe",
    confirmNewPassword: "Confirmer le nouveau mot de passe",
    currentPasswordHint: "Nécessaire pour modifier votre adresse e-mail ou votre mot de passe.",
    saved: "Vos paramètres ont été enregistrés.",
    role: "Rôle : {{role}}",
  },
  list: {
    search: "Rechercher",
    toggleSearch: "Afficher ou masquer la recherche",
    searchPlaceholder: "Tapez pour rechercher…",
    sortBy: "Trier par",
    sortOrder: "Ordre de tri",
    ascending: "Croissant",
    descending: "Décroissant",
    noResults: "Aucun résultat trouvé.",
    range: "{{from}}–{{to}} sur {{total}}",
    loadFailed: "La liste n’a pas pu être chargée.",
  },
  pager: {
    label: "Pagination",
    page: "Page {{page}}",
    previous: "Page précédente",
    next: "Page suivante",
  },

  fields: {
    ...coreFr.fields,
    ...pageFieldsFr,
    ...mediaFieldsFr,
  },
  ...pagesFr,
  ...mediaFr,
  ...workflowFr,
  ...auditFr,
  ...editingFr,
  ...tagsFr,
  ...pageTypesFr,
  ...searchSettingsFr,
  ...rolesFr,
  ...siteSettingsFr,
  ...menusFr,
  ...faqFr,
  ...newsletterFr,
  ...formsFr,
  ...checksFr,
  ...presenceFr,
};
