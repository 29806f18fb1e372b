import type { VNode } from "preact";
import { hrefFor } from "../links.ts";
import type { BlockRendererProps } from "./_types.ts";

export function Button({ block, ctx }: BlockRendererProps<"button">): VNode {
  const { label, link, style } = block.props;
  return (
    <p class="block block-button">
      <a
        class={`button button--${style === "secondary" ? "secondary" : "primary"}`}
        href={hrefFor(link, ctx)}
      >
        {label}
      </a>
    </p>
  );
}
