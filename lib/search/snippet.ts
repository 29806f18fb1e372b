/**
 * Snippets of search results: a short passage of a page's text around its first match, with every
 * matched word marked. As segments (text and whether it is a match) for any renderer, or as HTML
 * where everything is escaped but the `<mark>` elements.
 */
import { type Language, wordsOf } from "./text.ts";
import { escapeHtml } from "../content/escape_html.ts";

export interface SnippetSegment {
  text: string;
  /** A word the query matched. */
  mark: boolean;
}

/** About how long a snippet is, in characters. */
const SNIPPET_LENGTH = 200;
/** How much of the text before the first match a snippet shows. */
const LEAD = 60;

/**
 * The snippet of a document for the index words a search matched (`words`): from the body, or
 * the description when only it (or the title) matched; the start of the body when no field does.
 */
export function snippetSegments(
  doc: { body: string; description: string },
  words: ReadonlySet<string>,
  language: Language,
): SnippetSegment[] {
  const sources = [doc.body, doc.description].filter((t) => t.trim() !== "");
  for (const source of sources) {
    const text = source.replace(/\s+/g, " ").trim();
    const first = firstMatch(text, words, language);
    if (first >= 0) return passage(text, Math.max(0, first - LEAD), words, language);
  }
  const text = (sources[0] ?? "").replace(/\s+/g, " ").trim();
  return passage(text, 0, new Set(), language);
}

function firstMatch(text: string, words: ReadonlySet<string>, language: Language): number {
  if (words.size === 0) return -1;
  for (const w of wordsOf(text)) {
    if (words.has(language.normalize(w.word))) return w.start;
  }
  return -1;
}

/** About SNIPPET_LENGTH characters of `text` from `from`, cut at word boundaries, marked. */
function passage(
  text: string,
  from: number,
  words: ReadonlySet<string>,
  language: Language,
): SnippetSegment[] {
  let start = from;
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space >= 0 && space < from + 20 ? space + 1 : start;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start + SNIPPET_LENGTH / 2) end = space;
  }
  const slice = text.slice(start, end);
  const out: SnippetSegment[] = [];
  const push = (t: string, mark: boolean) => {
    if (!t) return;
    const last = out[out.length - 1];
    if (last && last.mark === mark) last.text += t;
    else out.push({ text: t, mark });
  };
  if (start > 0) push("… ", false);
  let at = 0;
  for (const w of wordsOf(slice)) {
    if (!words.has(language.normalize(w.word))) continue;
    push(slice.slice(at, w.start), false);
    out.push({ text: w.word, mark: true });
    at = w.end;
  }
  push(slice.slice(at), false);
  if (end < text.length) push(" …", false);
  return out;
}

/** A snippet as HTML: the text escaped, matched words in `<mark>`. */
export function snippetHtml(segments: readonly SnippetSegment[]): string {
  return segments.map((s) => s.mark ? `<mark>${escapeHtml(s.text)}</mark>` : escapeHtml(s.text))
    .join("");
}
