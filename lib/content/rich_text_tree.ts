/**
 * Rich text as a structured tree (the content API, issue 32): sanitised HTML (what every store
 * keeps, lib/content/rich_text.ts) parsed into `{type: "element", tag, attrs, children}` and
 * `{type: "text", text}` nodes, so that a front end that draws no HTML (an app) need not parse
 * it. The input has passed the allow-list already: the tree holds only what it allowed.
 */
import { Parser } from "htmlparser2";

export interface RichTextElement {
  type: "element";
  tag: string;
  attrs: Record<string, string>;
  children: RichTextNode[];
}

export interface RichTextText {
  type: "text";
  text: string;
}

export type RichTextNode = RichTextElement | RichTextText;

/** The tree of sanitised HTML; entities decoded in texts and attributes. */
export function richTextTree(html: string): RichTextNode[] {
  const root: RichTextElement = { type: "element", tag: "", attrs: {}, children: [] };
  const open: RichTextElement[] = [root];
  const parser = new Parser({
    onopentag(tag, attrs) {
      const node: RichTextElement = { type: "element", tag, attrs: { ...attrs }, children: [] };
      open[open.length - 1].children.push(node);
      open.push(node);
    },
    ontext(text) {
      const children = open[open.length - 1].children;
      const last = children[children.length - 1];
      // The parser may hand one text over in parts (around an entity): one node.
      if (last?.type === "text") last.text += text;
      else children.push({ type: "text", text });
    },
    onclosetag() {
      if (open.length > 1) open.pop();
    },
  }, { decodeEntities: true, lowerCaseTags: true });
  parser.write(html);
  parser.end();
  return root.children;
}
