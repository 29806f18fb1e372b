/**
 * The text of a field as a person reads it, and a word-level comparison of two such texts: what
 * the review, history and merge dialogs show (issue 28: they cut rich text at 140 characters, so
 * a change further down looked identical before and after). The whole text is kept; paragraphs
 * of rich text stay apart as lines. Pure, so it is tested without a browser
 * (text_diff_test.ts); components/text_diff.tsx draws it. The word diff is jsdiff's (`diff`),
 * Myers' O(ND) algorithm, so long texts that differ in a few words compare quickly.
 */
import { decodeEntities } from "../../../lib/content/html_entities.ts";
import { diffWords } from "diff";

export type DiffPartKind = "same" | "added" | "removed";

export interface DiffPart {
  kind: DiffPartKind;
  text: string;
}

/** Tags that end a line of rich text (a paragraph, a list item, a heading, a break). */
const LINE_END = /<\/(p|li|h[1-6]|blockquote|div)>|<br\s*\/?>/gi;
/** Rich text (or plain text) as plain text: tags dropped, entities read, one line per paragraph. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(LINE_END, "\n").replace(/<[^>]*>/g, ""))
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/**
 * The whole text of a field's value: strings as plain text, rich text objects (`{html}`) by
 * their text, lists and other objects by their parts' texts. Empty values give "".
 */
export function readableText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return plainText(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(readableText).filter(Boolean).join(", ");
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.html === "string") return plainText(record.html);
    return Object.values(record).map(readableText).filter(Boolean).join(" · ");
  }
  return "";
}

/** A value's text on one line, cut to `max` characters: for a list's cell, never a comparison. */
export function shortText(value: unknown, max = 140): string {
  const text = readableText(value).replace(/\n/g, " ");
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The word-level difference from `before` to `after`: runs of words (with the spaces between
 * them) that both share, that only `after` has (added) and that only `before` has (removed).
 * Joining the same and removed parts gives `before`; the same and added parts give `after`.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const change of diffWords(before, after)) {
    const kind: DiffPartKind = change.added ? "added" : change.removed ? "removed" : "same";
    const last = parts.at(-1);
    if (last && last.kind === kind) last.text += change.value;
    else parts.push({ kind, text: change.value });
  }
  return parts;
}

/** The text one side of a comparison shows: `before` (same and removed) or `after`. */
export function sideOf(parts: readonly DiffPart[], side: "before" | "after"): DiffPart[] {
  const hidden: DiffPartKind = side === "before" ? "added" : "removed";
  return parts.filter((p) => p.kind !== hidden);
}
