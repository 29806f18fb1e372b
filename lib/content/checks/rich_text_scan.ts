/**
 * What the checks need from stored rich text: its headings, links and tables, in order. Stored
 * rich text is already sanitised (lib/content/rich_text.ts: a small allow-list, no attributes
 * but on links), so one linear pass over its tags suffices — no DOM, so the same code runs on
 * the server and in the editor, fast enough to run on every keystroke.
 */
import { plainText } from "../blocks/define.ts";

export interface RichHeading {
  level: number;
  text: string;
}

export interface RichLink {
  href: string;
  text: string;
}

export interface RichTable {
  hasHeaders: boolean;
}

export interface RichTextScan {
  headings: RichHeading[];
  links: RichLink[];
  tables: RichTable[];
}

const HEADING = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi;
const LINK = /<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi;
const TABLE = /<table\b[^>]*>([\s\S]*?)<\/table\s*>/gi;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** Headings, links and tables of `html`, each in document order. */
export function scanRichText(html: string): RichTextScan {
  const headings: RichHeading[] = [];
  const links: RichLink[] = [];
  const tables: RichTable[] = [];
  if (!html.includes("<")) return { headings, links, tables };
  for (const m of html.matchAll(HEADING)) {
    headings.push({ level: Number(m[1]), text: plainText(m[2]) });
  }
  for (const m of html.matchAll(LINK)) {
    const href = HREF.exec(m[1]);
    links.push({
      href: href ? (href[1] ?? href[2] ?? href[3] ?? "") : "",
      text: plainText(m[2]),
    });
  }
  for (const m of html.matchAll(TABLE)) tables.push({ hasHeaders: /<th\b/i.test(m[1]) });
  return { headings, links, tables };
}
