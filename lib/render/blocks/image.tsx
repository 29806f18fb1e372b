import type { VNode } from "preact";
import { Picture } from "./_picture.tsx";
import type { BlockRendererProps } from "./_types.ts";

/** A library image with an optional caption; nothing at all while the image cannot be served. */
export function Image({ block, ctx }: BlockRendererProps<"image">): VNode | null {
  const { image, altText, caption } = block.props;
  const img = Picture({ image, alt: altText, ctx });
  if (!img) return null;
  return (
    <figure class="block block-image">
      {img}
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
