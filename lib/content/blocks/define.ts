/**
 * A block type is data: an id, a label and icon for the chooser, a zod schema of its props with
 * defaults, the names of the images and files it owns, and the text it gives the site search.
 * Its public renderer (lib/render) and its editor (admin) are looked up by id in maps typed
 * `Record<BlockType, …>`.
 */
import { decodeEntities } from "../html_entities.ts";
import type { z } from "zod";

export interface BlockDefinition<Id extends string = string, S extends z.ZodType = z.ZodType> {
  id: Id;
  label: string;
  /** A Tabler icon name (https://tabler.io/icons), drawn by the admin. */
  icon: string;
  description: string;
  props: S;
  defaults: z.input<S>;
  imageSlots: readonly string[];
  fileSlots: readonly string[];
  /**
   * The words a published block of this type is found by in the site search (lib/search): its
   * visible text, rich text as plain text (`plainText`); "" when it shows none. Required, so a
   * new block type cannot be left out of the search by accident.
   */
  searchText(props: z.output<S>): string;
}

export function defineBlock<const Id extends string, S extends z.ZodType>(
  def: Omit<BlockDefinition<Id, S>, "imageSlots" | "fileSlots"> & {
    imageSlots?: readonly string[];
    fileSlots?: readonly string[];
  },
): BlockDefinition<Id, S> {
  return { imageSlots: [], fileSlots: [], ...def };
}

/**
 * The elements of rich text that stand on lines of their own (and `<br>`): where one begins or
 * ends the text has a word break. Every other element (a link, bold, a code span) sits inside a
 * line, so its tags add nothing: "<a>onze locaties</a>." stays "onze locaties.", not
 * "onze locaties ." (issue 28).
 */
const BREAKING = /^<\/?(?:p|br|ul|ol|li|h[1-6]|blockquote|div|pre|table|tr|td|th|hr)\b/i;

/**
 * The text of sanitised rich text, as a reader sees it: for the search, its snippets and
 * descriptions made from rich text. Tags removed (those of block elements and `<br>` each a word
 * break, so that "<p>one</p><p>two</p>" stays two words; inline ones nothing) and entities
 * decoded. A plain pass over the markup: the allow-list already ran when it was stored.
 */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, (tag) => BREAKING.test(tag) ? " " : ""))
    .replace(/\s+/g, " ")
    .trim();
}

/** The non-empty parts of a block's text, one per line. */
export function joinText(...parts: (string | readonly string[] | null | undefined)[]): string {
  return parts.flat().filter((p): p is string => !!p && p.trim() !== "").join("\n");
}
