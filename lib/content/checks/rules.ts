/**
 * The accessibility and quality checks' vocabulary: stable rule ids (the API and the editor name
 * problems by them; never renamed) and what one finding says. The texts are in ./messages.ts.
 */

export const CHECK_RULES = [
  "image-alt",
  "image-alt-filename",
  "heading-main",
  "heading-order",
  "link-text",
  "link-empty",
  "button-empty",
  "video-title",
  "table-headers",
  "seo-title-length",
  "seo-description-length",
  "seo-description-missing",
  "duplicate-title",
] as const;

export type CheckRule = typeof CHECK_RULES[number];

/**
 * One problem found, before it is put into words: the rule, where it is (a block's key and the
 * path of its field in the props, "actions.0.label"; or null and a version field such as
 * "seoDescription" for the page itself) and the values its message names.
 */
export interface Finding {
  rule: CheckRule;
  blockKey: string | null;
  /** The block's type, to name it where the block list is not at hand (the report). */
  blockType?: string;
  field: string | null;
  params?: Record<string, string | number>;
}

/** A finding in words, as the API answers it and the editor lists it. */
export interface Problem extends Finding {
  /** What is wrong, in one line. */
  message: string;
  /** Why it matters, for whom. */
  why: string;
}

/**
 * How long SEO texts may be before search engines cut them off in their results (about 600
 * pixels of title, two lines of description): past this, visitors see "…".
 */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;

/** The finding of a problem as the API answers it, without its words (to word it again). */
export function findingOf(problem: Problem): Finding {
  const { message: _message, why: _why, ...finding } = problem;
  return finding;
}
