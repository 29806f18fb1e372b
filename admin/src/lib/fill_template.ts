/**
 * A translated text with placeholders, translated once and then filled by plain string
 * replacement. A long page in the editor names every block and every gap between two blocks
 * ("Heading 12 of 200", "Insert a block at position 13"): one i18next call each was a good part of
 * opening a 200-block page (issue 23), while the text differs only in its numbers.
 */
import type { TFunction } from "i18next";

/** Marks a placeholder in the translated text; no translation contains it. */
const MARK = "\u0000";

export type Filler<N extends string> = (values: Record<N, string | number>) => string;

/** Translates `key` once with marked placeholders for `names`, and returns a filler. */
export function templateOf<N extends string>(
  t: TFunction,
  key: string,
  names: readonly N[],
): Filler<N> {
  const marked = Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`]));
  const parts = String(t(key, marked)).split(MARK);
  // Odd parts are placeholder names (the text alternates: text, name, text, …).
  return (values) =>
    parts.map((part, i) => i % 2 === 1 ? String(values[part as N] ?? "") : part).join("");
}
