import type { VNode } from "preact";
import type { BlockRendererProps } from "./_types.ts";

/** Rich text, sanitised when it was stored (lib/content/rich_text.ts), so it is written as is. */
export function Text({ block }: BlockRendererProps<"text">): VNode | null {
  if (!block.props.html) return null;
  return (
    <div class="block block-text prose" dangerouslySetInnerHTML={{ __html: block.props.html }} />
  );
}
