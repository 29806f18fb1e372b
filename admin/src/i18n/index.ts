/**
 * i18next set-up for the four interface languages. The choice is remembered in localStorage and
 * mirrored on `<html lang>`; error codes are shown with their translated catalogue message. Only
 * the language in use is loaded (issue 23): each is a chunk of its own, imported by a small
 * i18next backend when i18next first needs it — at start-up for the chosen language, and on a
 * switch for the new one, which i18next loads before it changes language, so the screen goes
 * from one language to the other without showing a raw key.
 */
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/content/errors.ts";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { type Language, LANGUAGES } from "../../../lib/content/locales.ts";

/** Each language's strings, a chunk apiece; every language has every key (./keys_test.ts). */
const RESOURCES: Record<Language, () => Promise<ResourceKey>> = {
  en: () => import("./en.ts").then((m) => m.en),
  nl: () => import("./nl.ts").then((m) => m.nl),
  de: () => import("./de.ts").then((m) => m.de),
  fr: () => import("./fr.ts").then((m) => m.fr),
};

/** The backend: the one namespace of a language is its whole module. */
const importBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    RESOURCES[language]().then(
      (resources) => callback(null, resources),
      (error) => callback(error, null),
    );
  },
};

const STORAGE_KEY = "ximblox.language";

/** Each language's own name, so people find theirs whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  nl: "Nederlands",
  de: "Deutsch",
  fr: "Français",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function browserLanguage(): Language {
  for (const tag of navigator.languages ?? []) {
    const lang = tag.split("-")[0];
    if (isLanguage(lang)) return lang;
  }
  return "en";
}

/** Whether the person chose a language on this device. */
export function hasStoredLanguage(): boolean {
  return storedLanguage() !== null;
}

/** Switches the interface language and remembers it on this device. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode or storage full: the language still applies to this visit.
  }
  await i18next.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : "en";
}

export function initI18n(): Promise<unknown> {
  i18next.on("languageChanged", (lng) => {
    document.documentElement.lang = lng;
  });
  return i18next.use(importBackend).use(initReactI18next).init({
    lng: storedLanguage() ?? browserLanguage(),
    // No fallback: every language has every key, and a fallback would load English beside it.
    fallbackLng: false,
    load: "currentOnly",
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes.
    returnNull: false,
  });
}

/** A function that turns an API error item into a message in the current language. */
export function useErrorText(): (item: ApiErrorItem) => string {
  const { t, i18n } = useTranslation();
  return (item) => {
    const key = `errors.${item.code}`;
    if (!i18n.exists(key)) {
      return i18n.exists("errors.unknown")
        ? t("errors.unknown", { code: item.code })
        : errorMessage(item.code, item.property);
    }
    const fieldKey = `fields.${item.property}`;
    const property = item.property
      ? (i18n.exists(fieldKey) ? t(fieldKey) : item.property)
      : t("fields.value");
    return t(key, { property });
  };
}

/** Formats a date in the interface language. */
export function formatDate(date: Date | string | number, options?: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(currentLanguage(), options ?? { dateStyle: "long" }).format(
    new Date(date),
  );
}
