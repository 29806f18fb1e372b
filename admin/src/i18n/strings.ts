/**
 * The strings of one feature, in one language, loaded when a screen that needs them is visited
 * (issue 23): the signed-in layout and the dashboard load only the strings they show (../en.ts
 * and its siblings), and a screen names the features whose strings it uses (`strings` of
 * `lazyScreen`, ../components/lazy_screen.tsx), checked against its code by
 * ./screen_strings_test.ts.
 * Each feature's keys are merged into the one namespace (`translation`, see ./index.ts), so keys
 * keep their names wherever their strings come from.
 */
import type { ResourceKey } from "i18next";
import type { Language } from "../../../lib/content/locales.ts";

/** A folder of ./ whose strings load with the screens that use them. */
export type StringsFeature =
  | "audit"
  | "checks"
  | "editing"
  | "faq"
  | "forms"
  | "media"
  | "menus"
  | "newsletter"
  | "page_types"
  | "presence"
  | "roles"
  | "search_settings"
  | "site_settings"
  | "tags"
  | "workflow";

type Loaders = Record<Language, () => Promise<ResourceKey>>;

/** One chunk per feature and language; each module's one export is the feature's strings. */
export const FEATURE_STRINGS: Record<StringsFeature, Loaders> = {
  audit: {
    en: () => import("./audit/en.ts").then((m) => m.auditEn),
    nl: () => import("./audit/nl.ts").then((m) => m.auditNl),
    de: () => import("./audit/de.ts").then((m) => m.auditDe),
    fr: () => import("./audit/fr.ts").then((m) => m.auditFr),
  },
  checks: {
    en: () => import("./checks/en.ts").then((m) => m.checksEn),
    nl: () => import("./checks/nl.ts").then((m) => m.checksNl),
    de: () => import("./checks/de.ts").then((m) => m.checksDe),
    fr: () => import("./checks/fr.ts").then((m) => m.checksFr),
  },
  editing: {
    en: () => import("./editing/en.ts").then((m) => m.editingEn),
    nl: () => import("./editing/nl.ts").then((m) => m.editingNl),
    de: () => import("./editing/de.ts").then((m) => m.editingDe),
    fr: () => import("./editing/fr.ts").then((m) => m.editingFr),
  },
  faq: {
    en: () => import("./faq/en.ts").then((m) => m.faqEn),
    nl: () => import("./faq/nl.ts").then((m) => m.faqNl),
    de: () => import("./faq/de.ts").then((m) => m.faqDe),
    fr: () => import("./faq/fr.ts").then((m) => m.faqFr),
  },
  forms: {
    en: () => import("./forms/en.ts").then((m) => m.formsEn),
    nl: () => import("./forms/nl.ts").then((m) => m.formsNl),
    de: () => import("./forms/de.ts").then((m) => m.formsDe),
    fr: () => import("./forms/fr.ts").then((m) => m.formsFr),
  },
  // The media fields' names (`fields.*`, in error messages) stay with the layout's strings.
  media: {
    en: () => import("./media/en.ts").then((m) => m.mediaEn),
    nl: () => import("./media/nl.ts").then((m) => m.mediaNl),
    de: () => import("./media/de.ts").then((m) => m.mediaDe),
    fr: () => import("./media/fr.ts").then((m) => m.mediaFr),
  },
  menus: {
    en: () => import("./menus/en.ts").then((m) => m.menusEn),
    nl: () => import("./menus/nl.ts").then((m) => m.menusNl),
    de: () => import("./menus/de.ts").then((m) => m.menusDe),
    fr: () => import("./menus/fr.ts").then((m) => m.menusFr),
  },
  newsletter: {
    en: () => import("./newsletter/en.ts").then((m) => m.newsletterEn),
    nl: () => import("./newsletter/nl.ts").then((m) => m.newsletterNl),
    de: () => import("./newsletter/de.ts").then((m) => m.newsletterDe),
    fr: () => import("./newsletter/fr.ts").then((m) => m.newsletterFr),
  },
  page_types: {
    en: () => import("./page_types/en.ts").then((m) => m.pageTypesEn),
    nl: () => import("./page_types/nl.ts").then((m) => m.pageTypesNl),
    de: () => import("./page_types/de.ts").then((m) => m.pageTypesDe),
    fr: () => import("./page_types/fr.ts").then((m) => m.pageTypesFr),
  },
  presence: {
    en: () => import("./presence/en.ts").then((m) => m.presenceEn),
    nl: () => import("./presence/nl.ts").then((m) => m.presenceNl),
    de: () => import("./presence/de.ts").then((m) => m.presenceDe),
    fr: () => import("./presence/fr.ts").then((m) => m.presenceFr),
  },
  roles: {
    en: () => import("./roles/en.ts").then((m) => m.rolesEn),
    nl: () => import("./roles/nl.ts").then((m) => m.rolesNl),
    de: () => import("./roles/de.ts").then((m) => m.rolesDe),
    fr: () => import("./roles/fr.ts").then((m) => m.rolesFr),
  },
  search_settings: {
    en: () => import("./search_settings/en.ts").then((m) => m.searchSettingsEn),
    nl: () => import("./search_settings/nl.ts").then((m) => m.searchSettingsNl),
    de: () => import("./search_settings/de.ts").then((m) => m.searchSettingsDe),
    fr: () => import("./search_settings/fr.ts").then((m) => m.searchSettingsFr),
  },
  site_settings: {
    en: () => import("./site_settings/en.ts").then((m) => m.siteSettingsEn),
    nl: () => import("./site_settings/nl.ts").then((m) => m.siteSettingsNl),
    de: () => import("./site_settings/de.ts").then((m) => m.siteSettingsDe),
    fr: () => import("./site_settings/fr.ts").then((m) => m.siteSettingsFr),
  },
  tags: {
    en: () => import("./tags/en.ts").then((m) => m.tagsEn),
    nl: () => import("./tags/nl.ts").then((m) => m.tagsNl),
    de: () => import("./tags/de.ts").then((m) => m.tagsDe),
    fr: () => import("./tags/fr.ts").then((m) => m.tagsFr),
  },
  workflow: {
    en: () => import("./workflow/en.ts").then((m) => m.workflowEn),
    nl: () => import("./workflow/nl.ts").then((m) => m.workflowNl),
    de: () => import("./workflow/de.ts").then((m) => m.workflowDe),
    fr: () => import("./workflow/fr.ts").then((m) => m.workflowFr),
  },
};

export const STRINGS_FEATURES = Object.keys(FEATURE_STRINGS) as StringsFeature[];
