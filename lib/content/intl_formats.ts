/**
 * Intl formatters, made once per language and options and then reused. Making one costs far more
 * than using it: the first of a page loads the language's data, and each costs about a
 * millisecond on a phone. The research overview made a new number format for each of its 25
 * prices, a third of its hydration (Lighthouse's Total Blocking Time on /onderzoeken). They hold
 * no state between calls, so sharing them is safe; the kinds of options in use are few, so the
 * cache stays small.
 */
const made = new Map<string, Intl.NumberFormat | Intl.ListFormat | Intl.Collator>();

function cached<T extends Intl.NumberFormat | Intl.ListFormat | Intl.Collator>(
  kind: string,
  locale: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let format = made.get(key) as T | undefined;
  if (!format) made.set(key, format = make());
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

export function listFormat(locale: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return cached("list", locale, options, () => new Intl.ListFormat(locale, options));
}

export function collator(locale: string, options: Intl.CollatorOptions): Intl.Collator {
  return cached("collator", locale, options, () => new Intl.Collator(locale, options));
}
