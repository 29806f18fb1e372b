import { cloneElement, type VNode } from "preact";
import { hrefFor } from "../links.ts";
import { Picture } from "./_picture.tsx";
import type { BlockRendererProps } from "./_types.ts";

/**
 * A page's opening: its heading (an h1 at the top of a page, by the editor's choice), the intro,
 * the calls to action as buttons, and the image beside the text or behind it. An image behind
 * the text is decoration (empty alt) under a dark scrim that keeps the white text readable.
 */
export function Hero({ block, ctx }: BlockRendererProps<"hero">): VNode {
  const { heading, level, text, image, altText, imagePosition, actions } = block.props;
  const Heading = `h${Math.min(3, Math.max(1, Math.trunc(level || 1)))}` as "h1";
  const background = imagePosition === "background";
  const picture = Picture({
    image,
    alt: altText,
    ctx,
    sizes: background ? "(min-width: 64rem) 64rem, 100vw" : "(min-width: 48rem) 24rem, 100vw",
    class: "hero__image",
    auto: "hero",
  });
  // Above the fold: the image is wanted at once and first, not when scrolled to. Behind the
  // text it is decoration, whatever the file's default alt text says.
  const img = picture && cloneElement(picture, {
    loading: "eager",
    fetchpriority: "high",
    ...(background ? { alt: "" } : {}),
  });
  const layout = img ? (background ? "background" : "side") : "plain";
  return (
    <div class={`block block-hero block-hero--${layout}`}>
      <div class="hero__content">
        <Heading class="hero__heading">{heading}</Heading>
        {text ? <p class="hero__text">{text}</p> : null}
        {actions.length
          ? (
            <p class="hero__actions">
              {actions.map((action, i) => (
                <a
                  key={i}
                  class={`button button--${action.style === "secondary" ? "secondary" : "primary"}`}
                  href={hrefFor(action.link, ctx)}
                >
                  {action.label}
                </a>
              ))}
            </p>
          )
          : null}
      </div>
      {img ? <div class="hero__media">{img}</div> : null}
    </div>
  );
}
