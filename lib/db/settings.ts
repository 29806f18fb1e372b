import { DEFAULT_LOCALE, LOCALES } from "../content/locales.ts";
import { keys } from "./keys.ts";

/** Site settings (SPEC.md section 3): the locales pages can have and the default one. */
export interface Settings {
  availableLocales: string[];
  defaultLocale: string;
  customSlugLocales: string[];
}

export const DEFAULT_SETTINGS: Settings = {
  availableLocales: [...LOCALES],
  defaultLocale: DEFAULT_LOCALE,
  customSlugLocales: [],
};

export async function getSettings(kv: Deno.Kv): Promise<Settings> {
  return (await kv.get<Settings>(keys.settings())).value ?? DEFAULT_SETTINGS;
}
