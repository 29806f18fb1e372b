/**
 * The block registry: every block type, checked at start (no duplicate ids), and the schema of a
 * version's ordered block list (unique keys, unique anchors, props valid for their type).
 */
import { z } from "zod";
import { fileRecordSchema, imageRecordSchema } from "../media_refs.ts";
import type { BlockDefinition } from "./define.ts";
import { button } from "./button.ts";
import { heading } from "./heading.ts";
import { hero } from "./hero.ts";
import { newsList } from "./news_list.ts";
import { people } from "./people.ts";
import { image } from "./image.ts";
import { locationFinder } from "./location_finder.ts";
import { quote } from "./quote.ts";
import { teamMember } from "./team_member.ts";
import { text } from "./text.ts";
import { textImage } from "./text_image.ts";
import { video } from "./video.ts";
import { researchesOverview } from "./researches_overview.ts";
import { faqBlock } from "./faq.ts";
import { formBlock } from "./form.ts";
import { newsletter } from "./newsletter.ts";

export const BLOCK_TYPES = [
  heading,
  text,
  image,
  button,
  video,
  quote,
  textImage,
  teamMember,
  hero,
  people,
  newsList,
  locationFinder,
  researchesOverview,
  faqBlock,
  formBlock,
  newsletter,
] as const;

export type BlockType = typeof BLOCK_TYPES[number]["id"];

/** The props of each block type, as stored (after parsing). */
export type BlockProps = {
  [D in typeof BLOCK_TYPES[number] as D["id"]]: z.output<D["props"]>;
};

export interface Block<T extends string = string> {
  type: T;
  key: string;
  props: T extends BlockType ? BlockProps[T] : Record<string, unknown>;
  anchorPoint: string;
  __images: Record<string, z.output<typeof imageRecordSchema>>;
  __files: Record<string, z.output<typeof fileRecordSchema>>;
}

/** Checks a list of definitions: ids must be unique and well formed. Throws on the first fault. */
export function checkRegistry(defs: readonly BlockDefinition[]): Map<string, BlockDefinition> {
  const map = new Map<string, BlockDefinition>();
  for (const def of defs) {
    if (!/^[a-z][a-z0-9-]*$/.test(def.id)) {
      throw new Error(`Block type id "${def.id}" is not valid.`);
    }
    if (map.has(def.id)) throw new Error(`Block type "${def.id}" is registered twice.`);
    map.set(def.id, def);
  }
  return map;
}

export const blockRegistry: ReadonlyMap<string, BlockDefinition> = checkRegistry(BLOCK_TYPES);

export function isBlockType(id: string): id is BlockType {
  return blockRegistry.has(id);
}

/** A new block of a type with its defaults and a fresh key. */
export function newBlock(type: BlockType, key: string = newBlockKey()): Block {
  const def = blockRegistry.get(type)!;
  return {
    type,
    key,
    // Defaults are a starting point and may be incomplete (a video without its link yet): they
    // are validated when the version is stored, not here.
    props: structuredClone(def.defaults) as Block["props"],
    anchorPoint: "",
    __images: {},
    __files: {},
  };
}

export function newBlockKey(): string {
  return crypto.randomUUID().replaceAll("-", "").slice(0, 16);
}

export const ANCHOR_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,99}$/;
export const BLOCK_KEY = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_BLOCKS = 1000;

const envelope = z.object({
  type: z.string({ error: "V_01" }).max(64),
  key: z.string({ error: "V_01" }).regex(BLOCK_KEY, { error: "V_12" }),
  props: z.unknown(),
  anchorPoint: z.string({ error: "V_12" }).trim().max(100, { error: "V_11" }).default("")
    .refine((a) => a === "" || ANCHOR_NAME.test(a), { error: "V_12" }),
  __images: z.record(z.string().max(100), imageRecordSchema).default({}),
  __files: z.record(z.string().max(100), fileRecordSchema).default({}),
});

/**
 * An ordered block list: each block's props parsed by its type (so sanitised and with defaults),
 * keys unique (V_06), anchors unique on the page (V_18). A block of a type not in the registry
 * is refused (V_12), or with `keepUnknown` passed through untouched: a stored version may hold a
 * block whose type was removed since, and saving that version again must not be
 * refused for it. Whoever keeps such blocks checks them against what was stored
 * (lib/ops/pages/_page_blocks.ts), so a client cannot invent one.
 */
function blockListSchema(keepUnknown: boolean) {
  return z.array(envelope, { error: "V_12" }).max(MAX_BLOCKS, { error: "V_12" })
    .transform((blocks, ctx) => {
      const out: Block[] = [];
      const keys = new Set<string>();
      const anchors = new Set<string>();
      blocks.forEach((block, i) => {
        if (keys.has(block.key)) {
          ctx.addIssue({ code: "custom", message: "V_06", path: [i, "key"] });
        }
        keys.add(block.key);
        if (block.anchorPoint) {
          if (anchors.has(block.anchorPoint)) {
            ctx.addIssue({ code: "custom", message: "V_18", path: [i, "anchorPoint"] });
          }
          anchors.add(block.anchorPoint);
        }
        const def = blockRegistry.get(block.type);
        if (!def) {
          if (keepUnknown) out.push(block as Block);
          else ctx.addIssue({ code: "custom", message: "V_12", path: [i, "type"] });
          return;
        }
        const props = def.props.safeParse(block.props ?? {});
        if (!props.success) {
          for (const issue of props.error.issues) {
            ctx.addIssue({
              code: "custom",
              message: issue.message,
              path: [i, "props", ...issue.path as (string | number)[]],
              input: issue.input,
            });
          }
          return;
        }
        out.push({ ...block, props: props.data as Block["props"] });
      });
      return out;
    });
}

/** A block list that may hold registered block types only (a new page, a copy). */
export const blocksSchema = blockListSchema(false);

/** A block list saved over a stored version: unregistered blocks pass, to be checked by key. */
export const storedBlocksSchema = blockListSchema(true);
