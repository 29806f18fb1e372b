/**
 * Rules a saved block list must meet beyond its schema: the block types a page type allows, and
 * blocks of types no longer registered, which are kept only as they were stored.
 */
import { isDeepStrictEqual } from "node:util";
import { type Block, isBlockType } from "../../content/blocks/index.ts";
import type { PageTypeDefinition } from "../../content/page_types/define.ts";
import { ApiError } from "../../http/errors.ts";

/**
 * Refuses block types the page type does not allow (V_12). Blocks of unregistered types are
 * left to `keepStoredUnknownBlocks`: they were allowed when they were stored.
 */
export function checkAllowedBlocks(type: PageTypeDefinition, blocks: Block[], field: string) {
  if (!type.blockTypes) return;
  const errors = blocks
    .map((b, i) => ({ b, i }))
    .filter(({ b }) => isBlockType(b.type) && !type.blockTypes!.includes(b.type))
    .map(({ i }) => ({ property: `${field}.${i}.type`, code: "V_12" }));
  if (errors.length) throw new ApiError(errors, 400);
}

/**
 * A stored block whose type is no longer registered is skipped on the site, but the
 * version holding it can still be saved, with the block kept or removed. A kept one must be the
 * stored block of the same key with the same type, props and anchor (it may move); it is saved
 * as stored, so a client can neither invent such a block nor change one (V_12 on its type).
 * `stored` is read only when there is such a block (a save or preview mostly has none).
 */
export async function keepStoredUnknownBlocks(
  blocks: Block[],
  loadStored: () => Promise<readonly Block[]>,
  field: string,
): Promise<Block[]> {
  if (blocks.every((b) => isBlockType(b.type))) return blocks;
  const stored = await loadStored();
  const errors: { property: string; code: string }[] = [];
  const out = blocks.map((block, i) => {
    if (isBlockType(block.type)) return block;
    const before = stored.find((b) => b.key === block.key);
    const same = before && before.type === block.type &&
      isDeepStrictEqual(before.props, block.props) &&
      (before.anchorPoint ?? "") === (block.anchorPoint ?? "");
    if (!same) errors.push({ property: `${field}.${i}.type`, code: "V_12" });
    return before ?? block;
  });
  if (errors.length) throw new ApiError(errors, 400);
  return out;
}
