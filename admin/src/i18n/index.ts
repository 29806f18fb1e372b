/**
 * i18next set-up for the four interface languages. The choice is remembered in localStorage and
 * mirrored on `<html lang>`; error codes are shown with their translated catalogue message. Only
 * the language in use is loaded (issue 23), and of it only what the screens in use need: the first
 * screens' strings (./core/<language>.ts, a small chunk apiece) are imported by an i18next backend
 * at start-up, the signed-in layout's strings (./<language>.ts) by `loadLayoutStrings` before the
 * layout draws, and a screen's own strings (./<feature>/<language>.ts, see ./strings.ts) by
 * `loadStrings` before that screen draws (../components/lazy_screen.tsx). A switch loads the new
 * language (as much of it as the old one had) before i18next changes language, so the screen goes
 * from one language to the other without showing a raw key. Keys keep one namespace
 * (`translation`): each set is merged into it.
 */
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/content/errors.ts";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { type Language, LANGUAGES } from "../../../lib/content/locales.ts";
import { FEATURE_STRINGS, type StringsFeature } from "./strings.ts";
import { LANGUAGE_NAMES as NAMES } from "../../../lib/i18n/languages.ts";

/** Each language's first screens' strings, a chunk apiece. */
const CORE: Record<Language, () => Promise<ResourceKey>> = {
  en: () => import("../../../lib/i18n/admin/core/en.ts").then((m) => m.coreEn),
  nl: () => import("../../../lib/i18n/admin/core/nl.ts").then((m) => m.coreNl),
  de: () => import("../../../lib/i18n/admin/core/de.ts").then((m) => m.coreDe),
  fr: () => import("../../../lib/i18n/admin/core/fr.ts").then((m) => m.coreFr),
};

/** Each language's signed-in layout strings; every language has every key (./keys_test.ts). */
const LAYOUT: Record<Language, () => Promise<ResourceKey>> = {
  en: () => import("../../../lib/i18n/admin/layout/en.ts").then((m) => m.en),
  nl: () => import("../../../lib/i18n/admin/layout/nl.ts").then((m) => m.nl),
  de: () => import("../../../lib/i18n/admin/layout/de.ts").then((m) => m.de),
  fr: () => import("../../../lib/i18n/admin/layout/fr.ts").then((m) => m.fr),
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

/**
 * Each language's own name, so people find theirs whatever the current language is. Handed on
 * from here rather than re-exported, so that it stays in this module's chunk instead of becoming
 * a chunk of its own for the three screens that show it.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = NAMES;

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

/** Whether a signed-in screen asked for the layout's strings, so a switch loads them too. */
let layoutWanted = false;
/** The features whose strings a visited screen asked for, so a switch loads them too. */
const featuresWanted = new Set<StringsFeature>();
/** What has been loaded (or is loading), by language and set ("layout" or a feature). */
const loaded = new Map<string, Promise<void>>();
/** The language a switch under way goes to. */
let switchingTo: Language | null = null;

function loadSet(
  language: Language,
  set: "layout" | StringsFeature,
  load: () => Promise<ResourceKey>,
): Promise<void> {
  const key = `${language}/${set}`;
  let loading = loaded.get(key);
  if (!loading) {
    // Fetched at once; added once i18next has its store (a screen's strings may come first).
    loading = Promise.all([load(), initialised]).then(([resources]) => {
      i18next.addResourceBundle(language, "translation", resources, true, true);
    });
    // A failed fetch (offline, a deploy replaced the chunk) may be retried by the next screen.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

const loadLayout = (language: Language) => loadSet(language, "layout", LAYOUT[language]);
const loadFeature = (language: Language, feature: StringsFeature) =>
  loadSet(language, feature, FEATURE_STRINGS[feature][language]);

/**
 * The languages a screen about to draw needs strings in: the interface language, and the one a
 * switch under way goes to (begun at sign-in, to the account's language), so neither shows a raw
 * key.
 */
async function languagesInUse(): Promise<Language[]> {
  // The screen of the address being opened is fetched at start-up, in the language i18next is
  // starting in: its strings load beside the first ones rather than after them.
  if (startLanguage && !i18next.isInitialized) return [startLanguage];
  await initialised;
  return [...new Set([currentLanguage(), ...(switchingTo ? [switchingTo] : [])])];
}

/**
 * Loads the signed-in layout's strings of the interface language (once), before the layout
 * draws; from then on a language switch loads them too.
 */
export async function loadLayoutStrings(): Promise<void> {
  layoutWanted = true;
  await Promise.all((await languagesInUse()).map(loadLayout));
}

/**
 * Loads these features' strings of the interface language (once), before the screen that uses
 * them draws; from then on a language switch loads them too.
 */
export async function loadStrings(features: readonly StringsFeature[]): Promise<void> {
  if (features.length === 0) return;
  for (const feature of features) featuresWanted.add(feature);
  const languages = await languagesInUse();
  await Promise.all(
    languages.flatMap((language) => features.map((feature) => loadFeature(language, feature))),
  );
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
    await Promise.all([
      ...(layoutWanted ? [loadLayout(language)] : []),
      ...[...featuresWanted].map((feature) => loadFeature(language, feature)),
    ]);
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
/** The language i18next starts in, known before it has loaded anything. */
let startLanguage: Language | null = null;

/**
 * Starts i18next in the language chosen on this device, or else the browser's; resolves when its
 * first strings are there. The first strings are asked for at once, before the screens' code.
 */
export async function initI18n(): Promise<void> {
  i18next.on("languageChanged", (lng) => {
    document.documentElement.lang = lng;
  });
  startLanguage = storedLanguage() ?? browserLanguage();
  await i18next.use(importBackend).use(initReactI18next).init({
    lng: startLanguage,
    // Read the first strings now, not after a timer: the screen's code is being fetched too.
    initAsync: false,
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
    return t(key, { property: fieldName(item.property) });
  };
  /**
   * The field as the screen names it: an API field name ("newLocale", "blocks.3.props.text") by
   * its label in `fields` (the whole path, else its last name), never raw; a property that is
   * already a label (a caller's "Heading text") as it is.
   */
  function fieldName(property: string): string {
    if (!property) return t("fields.value");
    const last = property.split(".").filter((part) => !/^\d+$/.test(part)).pop() ?? "";
    for (const name of [property, last]) {
      if (name && i18n.exists(`fields.${name}`)) return t(`fields.${name}`);
    }
    return property;
  }
}

/** Formats a date in the interface language. */
export function formatDate(date: Date | string | number, options?: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(currentLanguage(), options ?? { dateStyle: "long" }).format(
    new Date(date),
  );
}
