import { DEFAULT_LOCALE, LOCALES } from "../content/locales.ts";
import { keys } from "./keys.ts";

/**
 * Site settings (SPEC.md section 3): the locales pages can have and the default one.
 * `customSlugLocales` lists the locales whose translations choose a slug of their own; in every
 * other locale a translation keeps the slug of the page it translates (/prices, /nl-nl/prices).
 */
export interface Settings {
  availableLocales: string[];
  defaultLocale: string;
  customSlugLocales: string[];
}

export const DEFAULT_SETTINGS: Settings = {
  availableLocales: [...LOCALES],
  defaultLocale: DEFAULT_LOCALE,
  customSlugLocales: [...LOCALES],
};

export async function getSettings(kv: Deno.Kv): Promise<Settings> {
  return (await kv.get<Settings>(keys.settings())).value ?? DEFAULT_SETTINGS;
}
