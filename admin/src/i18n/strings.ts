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
  | "api_tokens"
  | "audit"
  | "checks"
  | "comments"
  | "editing"
  | "faq"
  | "forms"
  | "media"
  | "menus"
  | "newsletter"
  | "page_types"
  | "passkeys"
  | "presence"
  | "roles"
  | "search_settings"
  | "sessions"
  | "share"
  | "site_settings"
  | "tags"
  | "two_factor"
  | "webhooks"
  | "workflow";

type Loaders = Record<Language, () => Promise<ResourceKey>>;

/** One chunk per feature and language; each module's one export is the feature's strings. */
export const FEATURE_STRINGS: Record<StringsFeature, Loaders> = {
  api_tokens: {
    en: () => import("../../../lib/i18n/admin/api_tokens/en.ts").then((m) => m.apiTokensEn),
    nl: () => import("../../../lib/i18n/admin/api_tokens/nl.ts").then((m) => m.apiTokensNl),
    de: () => import("../../../lib/i18n/admin/api_tokens/de.ts").then((m) => m.apiTokensDe),
    fr: () => import("../../../lib/i18n/admin/api_tokens/fr.ts").then((m) => m.apiTokensFr),
  },
  audit: {
    en: () => import("../../../lib/i18n/admin/audit/en.ts").then((m) => m.auditEn),
    nl: () => import("../../../lib/i18n/admin/audit/nl.ts").then((m) => m.auditNl),
    de: () => import("../../../lib/i18n/admin/audit/de.ts").then((m) => m.auditDe),
    fr: () => import("../../../lib/i18n/admin/audit/fr.ts").then((m) => m.auditFr),
  },
  checks: {
    en: () => import("../../../lib/i18n/admin/checks/en.ts").then((m) => m.checksEn),
    nl: () => import("../../../lib/i18n/admin/checks/nl.ts").then((m) => m.checksNl),
    de: () => import("../../../lib/i18n/admin/checks/de.ts").then((m) => m.checksDe),
    fr: () => import("../../../lib/i18n/admin/checks/fr.ts").then((m) => m.checksFr),
  },
  comments: {
    en: () => import("../../../lib/i18n/admin/comments/en.ts").then((m) => m.commentsEn),
    nl: () => import("../../../lib/i18n/admin/comments/nl.ts").then((m) => m.commentsNl),
    de: () => import("../../../lib/i18n/admin/comments/de.ts").then((m) => m.commentsDe),
    fr: () => import("../../../lib/i18n/admin/comments/fr.ts").then((m) => m.commentsFr),
  },
  editing: {
    en: () => import("../../../lib/i18n/admin/editing/en.ts").then((m) => m.editingEn),
    nl: () => import("../../../lib/i18n/admin/editing/nl.ts").then((m) => m.editingNl),
    de: () => import("../../../lib/i18n/admin/editing/de.ts").then((m) => m.editingDe),
    fr: () => import("../../../lib/i18n/admin/editing/fr.ts").then((m) => m.editingFr),
  },
  faq: {
    en: () => import("../../../lib/i18n/admin/faq/en.ts").then((m) => m.faqEn),
    nl: () => import("../../../lib/i18n/admin/faq/nl.ts").then((m) => m.faqNl),
    de: () => import("../../../lib/i18n/admin/faq/de.ts").then((m) => m.faqDe),
    fr: () => import("../../../lib/i18n/admin/faq/fr.ts").then((m) => m.faqFr),
  },
  forms: {
    en: () => import("../../../lib/i18n/admin/forms/en.ts").then((m) => m.formsEn),
    nl: () => import("../../../lib/i18n/admin/forms/nl.ts").then((m) => m.formsNl),
    de: () => import("../../../lib/i18n/admin/forms/de.ts").then((m) => m.formsDe),
    fr: () => import("../../../lib/i18n/admin/forms/fr.ts").then((m) => m.formsFr),
  },
  // The media fields' names (`fields.*`, in error messages) stay with the layout's strings.
  media: {
    en: () => import("../../../lib/i18n/admin/media/en.ts").then((m) => m.mediaEn),
    nl: () => import("../../../lib/i18n/admin/media/nl.ts").then((m) => m.mediaNl),
    de: () => import("../../../lib/i18n/admin/media/de.ts").then((m) => m.mediaDe),
    fr: () => import("../../../lib/i18n/admin/media/fr.ts").then((m) => m.mediaFr),
  },
  menus: {
    en: () => import("../../../lib/i18n/admin/menus/en.ts").then((m) => m.menusEn),
    nl: () => import("../../../lib/i18n/admin/menus/nl.ts").then((m) => m.menusNl),
    de: () => import("../../../lib/i18n/admin/menus/de.ts").then((m) => m.menusDe),
    fr: () => import("../../../lib/i18n/admin/menus/fr.ts").then((m) => m.menusFr),
  },
  newsletter: {
    en: () => import("../../../lib/i18n/admin/newsletter/en.ts").then((m) => m.newsletterEn),
    nl: () => import("../../../lib/i18n/admin/newsletter/nl.ts").then((m) => m.newsletterNl),
    de: () => import("../../../lib/i18n/admin/newsletter/de.ts").then((m) => m.newsletterDe),
    fr: () => import("../../../lib/i18n/admin/newsletter/fr.ts").then((m) => m.newsletterFr),
  },
  page_types: {
    en: () => import("../../../lib/i18n/admin/page_types/en.ts").then((m) => m.pageTypesEn),
    nl: () => import("../../../lib/i18n/admin/page_types/nl.ts").then((m) => m.pageTypesNl),
    de: () => import("../../../lib/i18n/admin/page_types/de.ts").then((m) => m.pageTypesDe),
    fr: () => import("../../../lib/i18n/admin/page_types/fr.ts").then((m) => m.pageTypesFr),
  },
  passkeys: {
    en: () => import("../../../lib/i18n/admin/passkeys/en.ts").then((m) => m.passkeysEn),
    nl: () => import("../../../lib/i18n/admin/passkeys/nl.ts").then((m) => m.passkeysNl),
    de: () => import("../../../lib/i18n/admin/passkeys/de.ts").then((m) => m.passkeysDe),
    fr: () => import("../../../lib/i18n/admin/passkeys/fr.ts").then((m) => m.passkeysFr),
  },
  presence: {
    en: () => import("../../../lib/i18n/admin/presence/en.ts").then((m) => m.presenceEn),
    nl: () => import("../../../lib/i18n/admin/presence/nl.ts").then((m) => m.presenceNl),
    de: () => import("../../../lib/i18n/admin/presence/de.ts").then((m) => m.presenceDe),
    fr: () => import("../../../lib/i18n/admin/presence/fr.ts").then((m) => m.presenceFr),
  },
  roles: {
    en: () => import("../../../lib/i18n/admin/roles/en.ts").then((m) => m.rolesEn),
    nl: () => import("../../../lib/i18n/admin/roles/nl.ts").then((m) => m.rolesNl),
    de: () => import("../../../lib/i18n/admin/roles/de.ts").then((m) => m.rolesDe),
    fr: () => import("../../../lib/i18n/admin/roles/fr.ts").then((m) => m.rolesFr),
  },
  search_settings: {
    en: () =>
      import("../../../lib/i18n/admin/search_settings/en.ts").then((m) => m.searchSettingsEn),
    nl: () =>
      import("../../../lib/i18n/admin/search_settings/nl.ts").then((m) => m.searchSettingsNl),
    de: () =>
      import("../../../lib/i18n/admin/search_settings/de.ts").then((m) => m.searchSettingsDe),
    fr: () =>
      import("../../../lib/i18n/admin/search_settings/fr.ts").then((m) => m.searchSettingsFr),
  },
  sessions: {
    en: () => import("../../../lib/i18n/admin/sessions/en.ts").then((m) => m.sessionsEn),
    nl: () => import("../../../lib/i18n/admin/sessions/nl.ts").then((m) => m.sessionsNl),
    de: () => import("../../../lib/i18n/admin/sessions/de.ts").then((m) => m.sessionsDe),
    fr: () => import("../../../lib/i18n/admin/sessions/fr.ts").then((m) => m.sessionsFr),
  },
  share: {
    en: () => import("../../../lib/i18n/admin/share/en.ts").then((m) => m.shareEn),
    nl: () => import("../../../lib/i18n/admin/share/nl.ts").then((m) => m.shareNl),
    de: () => import("../../../lib/i18n/admin/share/de.ts").then((m) => m.shareDe),
    fr: () => import("../../../lib/i18n/admin/share/fr.ts").then((m) => m.shareFr),
  },
  webhooks: {
    en: () => import("../../../lib/i18n/admin/webhooks/en.ts").then((m) => m.webhooksEn),
    nl: () => import("../../../lib/i18n/admin/webhooks/nl.ts").then((m) => m.webhooksNl),
    de: () => import("../../../lib/i18n/admin/webhooks/de.ts").then((m) => m.webhooksDe),
    fr: () => import("../../../lib/i18n/admin/webhooks/fr.ts").then((m) => m.webhooksFr),
  },
  site_settings: {
    en: () => import("../../../lib/i18n/admin/site_settings/en.ts").then((m) => m.siteSettingsEn),
    nl: () => import("../../../lib/i18n/admin/site_settings/nl.ts").then((m) => m.siteSettingsNl),
    de: () => import("../../../lib/i18n/admin/site_settings/de.ts").then((m) => m.siteSettingsDe),
    fr: () => import("../../../lib/i18n/admin/site_settings/fr.ts").then((m) => m.siteSettingsFr),
  },
  tags: {
    en: () => import("../../../lib/i18n/admin/tags/en.ts").then((m) => m.tagsEn),
    nl: () => import("../../../lib/i18n/admin/tags/nl.ts").then((m) => m.tagsNl),
    de: () => import("../../../lib/i18n/admin/tags/de.ts").then((m) => m.tagsDe),
    fr: () => import("../../../lib/i18n/admin/tags/fr.ts").then((m) => m.tagsFr),
  },
  two_factor: {
    en: () => import("../../../lib/i18n/admin/two_factor/en.ts").then((m) => m.twoFactorEn),
    nl: () => import("../../../lib/i18n/admin/two_factor/nl.ts").then((m) => m.twoFactorNl),
    de: () => import("../../../lib/i18n/admin/two_factor/de.ts").then((m) => m.twoFactorDe),
    fr: () => import("../../../lib/i18n/admin/two_factor/fr.ts").then((m) => m.twoFactorFr),
  },
  workflow: {
    en: () => import("../../../lib/i18n/admin/workflow/en.ts").then((m) => m.workflowEn),
    nl: () => import("../../../lib/i18n/admin/workflow/nl.ts").then((m) => m.workflowNl),
    de: () => import("../../../lib/i18n/admin/workflow/de.ts").then((m) => m.workflowDe),
    fr: () => import("../../../lib/i18n/admin/workflow/fr.ts").then((m) => m.workflowFr),
  },
};

export const STRINGS_FEATURES = Object.keys(FEATURE_STRINGS) as StringsFeature[];
