/**
 * The checks' texts in the four interface languages — one definition for the API (the caller's
 * language) and the editor (the interface language), so both always say the same.
 */
import type { Language } from "../content/locales.ts";
import type { CheckRule, Finding, Problem } from "../content/checks/rules.ts";
import { checkTextsEn, type RuleText } from "./checks/en.ts";
import { checkTextsNl } from "./checks/nl.ts";
import { checkTextsDe } from "./checks/de.ts";
import { checkTextsFr } from "./checks/fr.ts";

type RuleTexts = Record<CheckRule, RuleText>;

export const CHECK_TEXTS: Record<Language, RuleTexts> = {
  en: checkTextsEn,
  nl: checkTextsNl,
  de: checkTextsDe,
  fr: checkTextsFr,
};

function fill(template: string, params: Finding["params"]): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params?.[name];
    return value === undefined ? whole : String(value);
  });
}

/** A finding in words, in `language`. */
export function describe(finding: Finding, language: Language): Problem {
  const text = CHECK_TEXTS[language][finding.rule];
  return { ...finding, message: fill(text.message, finding.params), why: text.why };
}
