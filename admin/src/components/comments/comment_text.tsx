/**
 * A comment's words as text nodes, never HTML: the web addresses in it that pass the project's
 * link rule become links (lib/content/comments.ts `commentParts`); everything else, markup
 * included, is shown as typed.
 */
import { Anchor, Text } from "@mantine/core";
import { commentParts } from "../../../../lib/content/comments.ts";

export function CommentText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {commentParts(text).map((part, i) =>
        "href" in part
          ? (
            <Anchor key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
              {part.href}
            </Anchor>
          )
          : part.text
      )}
    </Text>
  );
}
