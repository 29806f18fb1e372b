/** Calls of /api/ximblox/settings. */
import { request } from "./client.ts";
import type { Settings } from "./types.ts";

function pick(s: Settings): Settings {
  const { availableLocales, defaultLocale, customSlugLocales, displayLanguage } = s;
  return {
    availableLocales,
    defaultLocale,
    customSlugLocales,
    displayLanguage: displayLanguage ?? null,
  };
}

export async function getSettings(): Promise<Settings> {
  return pick(await request<Settings>("GET", "/settings/get"));
}

/** Saves the site settings (manage-settings); answers them as stored. */
export async function saveSettings(settings: Settings): Promise<Settings> {
  const res = await request<{ settings: Settings }>("PUT", "/settings", { body: settings });
  return pick(res.settings);
}
