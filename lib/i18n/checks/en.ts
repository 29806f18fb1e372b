/** The checks' texts in English (see ../checks.ts). */
import type { CheckRule } from "../../content/checks/rules.ts";

/** What a rule says of a finding, and why it matters. */
export interface RuleText {
  message: string;
  why: string;
}

export const checkTextsEn: Record<CheckRule, RuleText> = {
  "image-alt": {
    message: "Image without alternative text",
    why: "Screen readers announce it as just “image”; blind visitors miss what it shows.",
  },
  "image-alt-filename": {
    message: "The alternative text is a file name: “{{alt}}”",
    why: "A file name describes nothing; say in words what the image shows.",
  },
  "heading-main": {
    message: "The page has no main heading (level 1)",
    why: "Visitors and search engines use the main heading to know what the page is about.",
  },
  "heading-order": {
    message: "Heading level {{level}} follows level {{previous}}: a level is skipped",
    why: "Screen reader users navigate by headings; a skipped level suggests missing content.",
  },
  "link-text": {
    message: "Link text “{{text}}” does not say where the link goes",
    why: "Links are often read out of context; “click here” or an address tells nothing.",
  },
  "link-empty": {
    message: "A link without text",
    why: "A link without text is announced as nothing or as its address.",
  },
  "button-empty": {
    message: "A button without text",
    why: "Nobody can tell what an empty button does.",
  },
  "video-title": {
    message: "Video without a title",
    why: "The title names the embedded player for screen readers and keyboard users.",
  },
  "table-headers": {
    message: "Table without header cells",
    why: "Without headers, screen readers cannot say which column or row a value belongs to.",
  },
  "seo-title-length": {
    message: "The SEO title is {{length}} characters; search results show about {{max}}",
    why: "A longer title is cut off with “…” in search results.",
  },
  "seo-description-length": {
    message: "The SEO description is {{length}} characters; search results show about {{max}}",
    why: "A longer description is cut off with “…” in search results.",
  },
  "seo-description-missing": {
    message: "No SEO description",
    why: "Search engines then show a random piece of the page under its title.",
  },
  "duplicate-title": {
    message: "Another published page in this language has the title “{{title}}”",
    why: "Visitors cannot tell the pages apart in search results, tabs and bookmarks.",
  },
};
