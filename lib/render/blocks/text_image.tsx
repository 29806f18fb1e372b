import type { VNode } from "preact";
import { Picture } from "./_picture.tsx";
import { withoutTrailingEmpty } from "../../content/rich_text.ts";
import type { BlockRendererProps } from "./_types.ts";

/** Rich text beside an image; only the text while the image cannot be served. */
export function TextImage({ block, ctx }: BlockRendererProps<"text-image">): VNode {
  const { text, image, altText, imagePosition } = block.props;
  const img = Picture({ image, alt: altText, ctx, sizes: "(min-width: 60rem) 30rem, 100vw" });
  const position = imagePosition === "left" ? "left" : "right";
  return (
    <div class={`block block-text-image block-text-image--${img ? position : "no-image"}`}>
      <div class="prose" dangerouslySetInnerHTML={{ __html: withoutTrailingEmpty(text.html) }} />
      {img ? <div class="block-text-image__media">{img}</div> : null}
    </div>
  );
}
