/** The site settings (locales), fetched once per visit and shared by every screen that asks. */
import { useEffect, useState } from "react";
import { getSettings } from "../api/settings.ts";
import type { Settings } from "../api/types.ts";
import { DEFAULT_LOCALE, LOCALES } from "../../../lib/content/locales.ts";

let cached: Promise<Settings> | null = null;

const FALLBACK: Settings = {
  availableLocales: [...LOCALES],
  defaultLocale: DEFAULT_LOCALE,
  customSlugLocales: [...LOCALES],
  displayLanguage: null,
};

/** Has every screen that asks next get `settings` (after saving them). */
export function refreshSiteSettings(settings?: Settings): void {
  cached = settings ? Promise.resolve(settings) : null;
}

/** The settings, or null while they load; a failed load falls back to every known locale. */
export function useSiteSettings(): Settings | null {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    let live = true;
    cached ??= getSettings().catch((err) => {
      console.error("Settings could not be loaded", err);
      cached = null;
      return FALLBACK;
    });
    cached.then((s) => live && setSettings(s));
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
