import type { VNode } from "preact";
import type { Block, BlockType } from "../../content/blocks/index.ts";
import type { RenderContext } from "../context.ts";

export interface BlockRendererProps<T extends BlockType> {
  block: Block<T>;
  ctx: RenderContext;
}

export type BlockRenderer<T extends BlockType> = (props: BlockRendererProps<T>) => VNode | null;
