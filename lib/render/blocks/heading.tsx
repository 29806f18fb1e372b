import type { VNode } from "preact";
import type { BlockRendererProps } from "./_types.ts";

export function Heading({ block }: BlockRendererProps<"heading">): VNode {
  const level = Math.min(6, Math.max(1, Math.trunc(block.props.level || 2)));
  const Tag = `h${level}` as "h2";
  return <Tag class="block block-heading">{block.props.text}</Tag>;
}
