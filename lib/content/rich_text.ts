/**
 * Rich text of text blocks: sanitised with an allow-list (sanitize-html), so no script, event
 * handler, style or foreign URL scheme from an editor ever reaches a page. Counting characters
 * counts the visible text, as the editor's counter does.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "code",
    "sub",
    "sup",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? "");
      const out: Record<string, string> = {};
      if (attribs.href) out.href = attribs.href;
      if (attribs.title) out.title = attribs.title;
      if (external && attribs.target === "_blank") {
        out.target = "_blank";
        out.rel = "noopener noreferrer";
      }
      return { tagName, attribs: out };
    },
  },
};

/** Longest rich text a block may hold, in characters of markup. */
export const MAX_HTML = 200_000;

/** What an empty paragraph may hold: spaces and line breaks only. */
const EMPTY_CONTENT = /^(?:\s|&nbsp;|&#160;|<br\s*\/?>)*$/i;

/**
 * Rich text editors end a text with an empty paragraph once Enter is pressed at the end; stored,
 * it would render as a blank line on the page, so trailing empty paragraphs go. Walked from the
 * end with string search rather than one anchored pattern, whose backtracking would be quadratic
 * on a long run of paragraphs. Sanitised <p> tags carry no attributes.
 */
export function withoutTrailingEmpty(html: string): string {
  let out = html.trimEnd();
  while (out.endsWith("</p>")) {
    const start = out.lastIndexOf("<p>");
    if (start < 0 || !EMPTY_CONTENT.test(out.slice(start + 3, -4))) break;
    out = out.slice(0, start).trimEnd();
  }
  return out;
}

/**
 * The allowed form of rich text. sanitize-html does not enforce HTML's content model, so markup
 * such as a <p> inside a <p> would be re-parsed differently next time; running it to a fixed
 * point makes the result stable (sanitising it again changes nothing).
 */
export function sanitizeRichText(html: string): string {
  const once = (input: string) => withoutTrailingEmpty(sanitizeHtml(input, OPTIONS).trim());
  let out = once(html);
  for (let i = 0; i < 5; i++) {
    const next = once(out);
    if (next === out) break;
    out = next;
  }
  return out;
}

/**
 * Whether the allow-list leaves nothing of `html` at all (only a script, say) — as opposed to
 * rich text that is merely empty ("<p></p>", what an untouched editor holds).
 */
export function nothingAllowedIn(html: string): boolean {
  return html.trim() !== "" && sanitizeHtml(html, OPTIONS).trim() === "";
}

/** The visible text of rich text (tags removed, entities decoded). */
export function textOf(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(
    /&(amp|lt|gt|quot|#39|nbsp);/g,
    (_, e) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " })[e as string] ?? "",
  );
}

/** Characters counted against a text block's limit: its visible text. */
export function characterCount(html: string): number {
  return [...textOf(html)].length;
}
