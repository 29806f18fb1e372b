/**
 * Rich text of text blocks: sanitised with an allow-list (sanitize-html), so no script, event
 * handler, style or foreign URL scheme from an editor ever reaches a page. Counting characters
 * counts the visible text, as the editor's counter does.
 */
import sanitizeHtml from "sanitize-html";
import { linkError, userLinkKind } from "./links.ts";

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
      if (attribs.href && richTextHrefOk(attribs.href)) out.href = attribs.href;
      if (attribs.title) out.title = attribs.title;
      if (external && attribs.target === "_blank") {
        out.target = "_blank";
        out.rel = "noopener noreferrer";
      }
      return { tagName, attribs: out };
    },
  },
};

/**
 * Whether an href of rich text may stay: a path on this site or an http(s) address under THE link
 * rule (lib/content/links.ts), an anchor, a mailto: or tel: link. Anything else (a path the
 * browser reads as another site, "/\\evil.test") loses its href; the text stays.
 */
function richTextHrefOk(href: string): boolean {
  if (href.startsWith("#")) return linkError({ kind: "anchor", value: href }) === null;
  if (/^mailto:/i.test(href)) return linkError({ kind: "mail", value: href }) === null;
  if (/^tel:/i.test(href)) return linkError({ kind: "phone", value: href }) === null;
  return linkError({ kind: "external", value: href }) === null ||
    (href.startsWith("/") && userLinkKind(href) === "path");
}

/** Longest rich text a block may hold, in characters of markup. */
export const MAX_HTML = 200_000;

/**
 * Deepest nesting of elements rich text may have. Editors produce a handful of levels (lists in
 * lists); sanitising time grows faster than the length with the depth, so deeper markup is not
 * valid HTML here.
 */
export const MAX_HTML_DEPTH = 100;

/**
 * Most markup one validation may sanitise, in characters handed to the sanitiser (a version's
 * rich text together, each text usually twice: once to clean it, once to see it is stable).
 * Bounds the time one request holds the event loop; see `withMarkupBudget`.
 */
export const MAX_MARKUP_PER_VALIDATION = 1_000_000;

/** Thrown when one validation would sanitise more than its budget of markup. */
export class MarkupBudgetExceeded extends Error {
  constructor() {
    super("The rich text of this request exceeds the markup limit.");
  }
}

let budget = Infinity;

/**
 * Runs `validate` — synchronous, such as a schema parse — allowing it to sanitise at most `chars`
 * characters of markup in all; past that, sanitising throws MarkupBudgetExceeded before it starts
 * on the next text. Synchronous code cannot interleave, so the budget is one module variable.
 */
export function withMarkupBudget<T>(chars: number, validate: () => T): T {
  const outer = budget;
  budget = chars;
  try {
    return validate();
  } finally {
    budget = outer;
  }
}

/**
 * Characters this process has handed to the sanitiser. The bounds above promise how much one
 * request may make it do, whatever it sends; tests read this to hold them to that.
 */
export const sanitisedCharacters = { count: 0 };

function sanitizeCounted(html: string): string {
  if (html.length > budget) throw new MarkupBudgetExceeded();
  budget -= html.length;
  sanitisedCharacters.count += html.length;
  return sanitizeHtml(html, OPTIONS);
}

/** Elements that never hold content, and those an opening tag of another element closes. */
const VOID = new Set(["br", "hr", "img", "wbr", "input", "meta", "link", "area", "base", "col"]);
const CLOSES_P = new Set([
  "p",
  "ul",
  "ol",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "div",
  "pre",
  "table",
  "hr",
]);

/**
 * Whether `html` nests elements deeper than MAX_HTML_DEPTH, in one linear pass over its tags
 * (closing tags close up to their element; a new paragraph or list item closes an open one, as
 * HTML parsers do). Errs on the side of deeper: tags in comments or scripts count too.
 */
export function nestsTooDeep(html: string): boolean {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^<>]*>/g;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const name = m[2].toLowerCase();
    if (m[1]) {
      const at = stack.lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    if (VOID.has(name) || m[0].endsWith("/>")) continue;
    const top = stack[stack.length - 1];
    if ((top === "p" && CLOSES_P.has(name)) || (top === "li" && name === "li")) stack.pop();
    stack.push(name);
    if (stack.length > MAX_HTML_DEPTH) return true;
  }
  return false;
}

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
  // Too deep to sanitise in reasonable time: nothing of it is allowed (see nothingAllowedIn).
  if (nestsTooDeep(html)) return "";
  const once = (input: string) => withoutTrailingEmpty(sanitizeCounted(input).trim());
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
  if (nestsTooDeep(html)) return true;
  return html.trim() !== "" && sanitizeCounted(html).trim() === "";
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
