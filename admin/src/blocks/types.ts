/** What every block editor gets: its block's props, a change callback and its field errors. */
import type { BlockProps, BlockType } from "../../../lib/content/blocks/index.ts";

export interface BlockEditorProps<T extends BlockType> {
  value: BlockProps[T];
  /** Reports the block's new props; stable for the life of the block. */
  onChange(next: BlockProps[T]): void;
  /**
   * The message of a server error at a props path ("url", "link.value"), if there is one.
   * `label` is the field's label on the screen, named in the message ("The Heading text field
   * is required."); without it the message names the internal field.
   */
  error(path: string, label?: string): string | undefined;
  /** Unique per block, for element ids. */
  blockKey: string;
  /** The page's locale (the internal-link picker searches pages of it). */
  locale: string;
}
