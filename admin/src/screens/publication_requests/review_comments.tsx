/**
 * The review's comments (issue 32): the requested version's open comments (and those of earlier
 * versions still open), grouped by block with a link that opens the editor at each, and a field
 * for the reviewer's own comment on a block or the page as a whole. Rejecting with comments is
 * how a reviewer's feedback reaches the right block: the editor shows them beside it.
 */
import { Anchor, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Block, blockRegistry } from "../../../../lib/content/blocks/index.ts";
import { CommentForm } from "../../components/comments/comment_form.tsx";
import { CommentThreads } from "../../components/comments/comment_threads.tsx";
import { groupKey, type Thread, useComments } from "../../components/comments/use_comments.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { blockLabel } from "../../lib/block_labels.ts";

const PAGE_WIDE = "";

export function ReviewComments(
  { versionID, pageID, blocks, onOpenCount, inEditor }: {
    versionID: number;
    pageID: number;
    /** The requested version's blocks, once loaded. */
    blocks: readonly Block[] | undefined;
    onOpenCount(count: number): void;
    inEditor?: boolean;
  },
) {
  const { t } = useTranslation();
  const model = useComments(versionID);
  const [about, setAbout] = useState<string>(PAGE_WIDE);
  const open = [...model.openCounts.values()].reduce((a, b) => a + b, 0);
  useEffect(() => onOpenCount(open), [open, onOpenCount]);

  const labelOf = (key: string): string => {
    if (key === PAGE_WIDE) return t("comments.pageWide");
    const index = blocks?.findIndex((b) => b.key === key) ?? -1;
    const block = blocks?.[index];
    if (!block) return key;
    const def = blockRegistry.get(block.type);
    return `${def ? blockLabel(t, def) : block.type} (${
      t("editor.block.position", { position: index + 1, total: blocks!.length })
    })`;
  };

  const groups = new Map<string, Thread[]>();
  for (const thread of model.threads) {
    const key = groupKey(thread.head.blockKey);
    groups.set(key, [...(groups.get(key) ?? []), thread]);
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="review-comments-title">
      <Title order={3} size="h5" id="review-comments-title">
        {t("comments.openOnes")}
        <Text span c="dimmed" size="sm" fw={400} ml={6}>
          {t("comments.openCount", { count: open })}
        </Text>
      </Title>
      <ErrorList errors={model.loadErrors} title={t("comments.loadFailed")} />
      {model.loaded && groups.size === 0 && <Text size="sm" c="dimmed">{t("comments.none")}</Text>}
      {[...groups].map(([key, threads]) => (
        <Stack key={key} gap={4}>
          <Text size="sm" fw={600}>
            {labelOf(key)}
            {!inEditor && (
              <Anchor
                component={Link}
                to={`/page/${pageID}?comment=${threads[0].head.id}`}
                size="xs"
                ml="xs"
              >
                {t("workflow.review.openPage")}
              </Anchor>
            )}
          </Text>
          <CommentThreads threads={threads} model={model} />
        </Stack>
      ))}
      {model.loaded && blocks && (
        <Stack gap={6}>
          <NativeSelect
            label={t("comments.about")}
            data={[
              { value: PAGE_WIDE, label: t("comments.pageWide") },
              ...blocks.map((b) => ({ value: b.key, label: labelOf(b.key) })),
            ]}
            value={about}
            onChange={(e) => setAbout(e.currentTarget.value)}
          />
          <CommentForm
            id="review-new-comment"
            label={t("comments.new")}
            submitLabel={t("comments.send")}
            mentionable={model.mentionable}
            onSubmit={async (text) => {
              await model.add({ blockKey: about === PAGE_WIDE ? null : about, text });
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
