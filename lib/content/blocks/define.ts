/**
 * A block type is data: an id, a label and icon for the chooser, a zod schema of its props with
 * defaults, and the names of the images and files it owns. Its public renderer (lib/render) and
 * its editor (admin) are looked up by id in maps typed `Record<BlockType, …>`.
 */
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
}

export function defineBlock<const Id extends string, S extends z.ZodType>(
  def: Omit<BlockDefinition<Id, S>, "imageSlots" | "fileSlots"> & {
    imageSlots?: readonly string[];
    fileSlots?: readonly string[];
  },
): BlockDefinition<Id, S> {
  return { imageSlots: [], fileSlots: [], ...def };
}
