/**
 * An <img> of a library image: a WebP rendition with `srcset` at the standard widths, width and
 * height attributes (no layout shift), lazy loading, and the alt text of the block or else the
 * file's default alt text. Nothing while the image cannot be served. `auto`: the shape the layout
 * cuts it to, so a file's focal point decides the cut when the block chose no crop.
 */
import type { VNode } from "preact";
import type { ImageWithCrop } from "../../content/media_refs.ts";
import type { RenderContext } from "../context.ts";
import type { AutoAspect } from "../../content/focal_crop.ts";
import { IMAGE_WIDTHS, imageSize, imageSrcSet, imageUrl, withAutoCrop } from "../media_url.ts";

export function Picture(
  props: {
    image: ImageWithCrop | null;
    alt: string;
    ctx: RenderContext;
    sizes?: string;
    class?: string;
    auto?: AutoAspect;
  },
): VNode | null {
  const media = props.ctx.media;
  const image = withAutoCrop(props.image, props.auto, media);
  const src = imageUrl(image, IMAGE_WIDTHS[1], media);
  if (!src || !image) return null;
  const size = imageSize(image, media);
  const file = media?.files.get(image.fileID);
  return (
    <img
      class={props.class}
      src={src}
      srcset={imageSrcSet(image, media) ?? undefined}
      sizes={props.sizes ?? "(min-width: 60rem) 60rem, 100vw"}
      width={size?.width}
      height={size?.height}
      alt={props.alt || file?.defaultAltText || ""}
      loading="lazy"
      decoding="async"
    />
  );
}
