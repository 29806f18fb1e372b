import type { VNode } from "preact";
import { withoutTrailingEmpty } from "../../content/rich_text.ts";
import type { BlockRendererProps } from "./_types.ts";

/**
 * Rich text, sanitised when it was stored (lib/content/rich_text.ts), so it is written as is —
 * but for trailing empty paragraphs, which versions stored before they were dropped may hold.
 */
export function Text({ block }: BlockRendererProps<"text">): VNode | null {
  const html = withoutTrailingEmpty(block.props.html);
  if (!html) return null;
  return <div class="block block-text prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
