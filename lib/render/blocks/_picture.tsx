/** An <img> of a library image at the standard widths; nothing while the image cannot be served. */
import type { VNode } from "preact";
import type { ImageWithCrop } from "../../content/media_refs.ts";
import { IMAGE_WIDTHS, imageSrcSet, imageUrl } from "../media_url.ts";

export function Picture(
  props: { image: ImageWithCrop | null; alt: string; sizes?: string; class?: string },
): VNode | null {
  const src = imageUrl(props.image, IMAGE_WIDTHS[1]);
  if (!src) return null;
  return (
    <img
      class={props.class}
      src={src}
      srcset={imageSrcSet(props.image) ?? undefined}
      sizes={props.sizes ?? "(min-width: 60rem) 60rem, 100vw"}
      alt={props.alt}
      loading="lazy"
      decoding="async"
    />
  );
}
