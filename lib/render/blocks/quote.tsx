import type { VNode } from "preact";
import type { BlockRendererProps } from "./_types.ts";

export function Quote({ block }: BlockRendererProps<"quote">): VNode {
  const { text, author, role } = block.props;
  return (
    <figure class="block block-quote">
      <blockquote>
        <p>{text}</p>
      </blockquote>
      {author || role
        ? (
          <figcaption>
            {author ? <cite>{author}</cite> : null}
            {author && role ? ", " : null}
            {role ? <span class="quote-role">{role}</span> : null}
          </figcaption>
        )
        : null}
    </figure>
  );
}
