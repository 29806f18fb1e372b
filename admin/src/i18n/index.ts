/**
 * i18next set-up for the four interface languages. The choice is remembered in localStorage and
 * mirrored on `<html lang>`; error codes are shown with their translated catalogue message. Only
 * the language in use is loaded (issue 23), and of it only what the screens in use need: the first
 * screens' strings (./core/<language>.ts, a small chunk apiece) are imported by an i18next backend
 * at start-up, and the signed-in screens' strings (./<language>.ts) by `loadAllStrings` before the
 * first signed-in screen draws (../nav/lazy_screen.tsx). A switch loads the new language (as much
 * of it as the old one had) before i18next changes language, so the screen goes from one language
 * to the other without showing a raw key. Keys keep one namespace (`translation`): the larger set
 * is merged into it.
 */
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/content/errors.ts";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { type Language, LANGUAGES } from "../../../lib/content/locales.ts";

/** Each language's first screens' strings, a chunk apiece. */
const CORE: Record<Language, () => Promise<ResourceKey>> = {
  en: () => import("./core/en.ts").then((m) => m.coreEn),
  nl: () => import("./core/nl.ts").then((m) => m.coreNl),
  de: () => import("./core/de.ts").then((m) => m.coreDe),
  fr: () => import("./core/fr.ts").then((m) => m.coreFr),
};

/** Each language's strings in all; every language has every key (./keys_test.ts). */
const ALL: Record<Language, () => Promise<ResourceKey>> = {
  en: () => import("./en.ts").then((m) => m.en),
  nl: () => import("./nl.ts").then((m) => m.nl),
  de: () => import("./de.ts").then((m) => m.de),
  fr: () => import("./fr.ts").then((m) => m.fr),
};

/** The backend: a language's namespace starts as its first screens' strings. */
const importBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    CORE[language]().then(
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

/** Whether a signed-in screen asked for all strings, so a switch loads all of the new language. */
let allWanted = false;
const allLoaded = new Map<Language, Promise<void>>();
/** The language a switch under way goes to. */
let switchingTo: Language | null = null;

function loadAll(language: Language): Promise<void> {
  let loading = allLoaded.get(language);
  if (!loading) {
    loading = ALL[language]().then((resources) => {
      i18next.addResourceBundle(language, "translation", resources, true, true);
    });
    // A failed fetch (offline, a deploy replaced the chunk) may be retried by the next screen.
    loading.catch(() => allLoaded.delete(language));
    allLoaded.set(language, loading);
  }
  return loading;
}

/**
 * Loads the signed-in screens' strings of the interface language (once), before such a screen
 * draws; from then on a language switch loads them too.
 */
export async function loadAllStrings(): Promise<void> {
  allWanted = true;
  // The screen of the address being opened may be fetched before i18next knows the language.
  await initialised;
  // A switch begun before (at sign-in, to the account's language) may have loaded only the new
  // language's first strings: load all of both, so neither shows a raw key.
  const languages = new Set([currentLanguage(), ...(switchingTo ? [switchingTo] : [])]);
  await Promise.all([...languages].map(loadAll));
}

/** Switches the interface language and remembers it on this device. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode or storage full: the language still applies to this visit.
  }
  switchingTo = language;
  try {
    if (allWanted) await loadAll(language);
    await i18next.changeLanguage(language);
  } finally {
    if (switchingTo === language) switchingTo = null;
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : "en";
}

let markInitialised: () => void = () => {};
const initialised = new Promise<void>((resolve) => markInitialised = resolve);

export async function initI18n(): Promise<void> {
  i18next.on("languageChanged", (lng) => {
    document.documentElement.lang = lng;
  });
  await i18next.use(importBackend).use(initReactI18next).init({
    lng: storedLanguage() ?? browserLanguage(),
    // No fallback: every language has every key, and a fallback would load English beside it.
    fallbackLng: false,
    load: "currentOnly",
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes.
    returnNull: false,
  });
  markInitialised();
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
