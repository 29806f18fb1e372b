/**
 * What follows in the site settings from the available locales, derived and never written over
 * the choices themselves: unchecking a locale leaves the default locale and the own-slug locales
 * as the user chose them, so checking it again restores everything (issue 19). Pure, tested apart.
 */
export interface LocaleChoices {
  availableLocales: readonly string[];
  defaultLocale: string;
  customSlugLocales: readonly string[];
}

export interface LocaleConsequences {
  /** The default locale that will be saved: the chosen one, or while it is unavailable the first available one. */
  defaultLocale: string;
  /** Whether the chosen default is unavailable and stands in for another for now. */
  defaultReplaced: boolean;
  /** Own-slug locales that are inactive while their locale is unavailable. */
  inactiveSlugLocales: string[];
}

export function followsFromLocales(s: LocaleChoices): LocaleConsequences {
  const available = (l: string) => s.availableLocales.includes(l);
  const defaultReplaced = !available(s.defaultLocale) && s.availableLocales.length > 0;
  return {
    defaultLocale: defaultReplaced ? s.availableLocales[0] : s.defaultLocale,
    defaultReplaced,
    inactiveSlugLocales: s.customSlugLocales.filter((l) => !available(l)),
  };
}
