import { DEFAULT_LOCALE, type Language, LOCALES } from "../content/locales.ts";
import { keys } from "./keys.ts";
import { type AuditDraft, auditIn } from "./audit.ts";
import { tryCommitWith } from "./commit_with.ts";

/**
 * Site settings: the locales pages can have and the default one.
 * `customSlugLocales` lists the locales whose translations choose a slug of their own (one that is
 * not available is kept, inactive, for when it is again); in every
 * other locale a translation keeps the slug of the page it translates (/prices, /nl-nl/prices).
 * `displayLanguage` is the language of the public site's own interface text
 * (the demo site speaks Dutch while its default locale is en-gb); null follows each page's locale.
 */
export interface Settings {
  availableLocales: string[];
  defaultLocale: string;
  customSlugLocales: string[];
  displayLanguage: Language | null;
  /**
   * Locales that were the default before, most recent first (internal, not answered by the API):
   * an unprefixed address that no page of the default locale has redirects to the page of that
   * slug in one of these, so addresses stay reachable when the default locale changes.
   */
  formerDefaultLocales?: string[];
}

export const DEFAULT_SETTINGS: Settings = {
  availableLocales: [...LOCALES],
  defaultLocale: DEFAULT_LOCALE,
  customSlugLocales: [...LOCALES],
  displayLanguage: null,
};

export async function getSettings(kv: Deno.Kv): Promise<Settings> {
  return (await getSettingsEntry(kv)).value;
}

/** The settings with the versionstamp to commit a change against (null: never stored). */
export async function getSettingsEntry(
  kv: Deno.Kv,
): Promise<{ value: Settings; versionstamp: string | null }> {
  const entry = await kv.get<Settings>(keys.settings());
  // Settings stored before a field existed get its default.
  return { value: { ...DEFAULT_SETTINGS, ...entry.value }, versionstamp: entry.versionstamp };
}

/** The settings as the API answers them (without internal fields). */
export function publicSettings(s: Settings) {
  const { availableLocales, defaultLocale, customSlugLocales, displayLanguage } = s;
  return { availableLocales, defaultLocale, customSlugLocales, displayLanguage };
}

/**
 * Replaces the settings if they are still as read (`versionstamp`), with their audit record, and
 * bumps the site revision (the public site shows them). False when they changed meanwhile.
 */
export async function replaceSettings(
  kv: Deno.Kv,
  versionstamp: string | null,
  after: Settings,
  audit?: AuditDraft,
): Promise<boolean> {
  const op = kv.atomic().check({ key: keys.settings(), versionstamp }).set(keys.settings(), after);
  auditIn(op, audit);
  return (await tryCommitWith(kv, op, { siteChanged: true })).ok;
}
