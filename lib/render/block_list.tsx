/**
 * A version's blocks in order. Renderers are called here, not left to the string renderer, so a
 * block that fails (an unknown type, or stored data a renderer cannot draw) is skipped with a
 * console warning and never takes the page down.
 */
import type { VNode } from "preact";
import { type Block, type BlockType, isBlockType } from "../content/blocks/index.ts";
import { blockRenderers } from "./blocks/index.ts";
import type { RenderContext } from "./context.ts";

export function renderBlock(block: Block, ctx: RenderContext): VNode | null {
  if (!isBlockType(block.type)) {
    console.warn(`Block type "${block.type}" is not registered; block ${block.key} is skipped.`);
    return null;
  }
  const render = blockRenderers[block.type] as (
    props: { block: Block<BlockType>; ctx: RenderContext },
  ) => VNode | null;
  let node: VNode | null;
  try {
    node = render({ block: block as Block<BlockType>, ctx });
  } catch (err) {
    console.warn(`Block ${block.key} of type "${block.type}" could not be rendered; skipped.`, err);
    return null;
  }
  if (!node) return null;
  // The anchor wraps the block, so "#name" links land on it whatever element the block draws.
  const anchored = block.anchorPoint
    ? <div id={block.anchorPoint} class="block-anchor">{node}</div>
    : node;
  // In the admin's preview a click on a block leads to its editor, found by this key.
  return ctx.preview ? <div data-block-key={block.key}>{anchored}</div> : anchored;
}

export function BlockList(props: { blocks: Block[]; ctx: RenderContext }): VNode {
  return <>{props.blocks.map((b) => renderBlock(b, props.ctx))}</>;
}
