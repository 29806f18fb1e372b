/**
 * The editor's comments (issue 32): a drawer at the side (the whole width on a phone) with the
 * threads of one block, or of the whole page grouped by block, and a field for a new comment.
 * Opened from a block's comment button, the editor's Comments button, or a link naming a comment
 * (`?comment=ID`, from a mention's e-mail or the dashboard), which also brings its block into
 * view. The open threads of earlier versions show here too, marked as such.
 */
import { Button, Drawer, Stack, Text, Title } from "@mantine/core";
import { IconMessage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CommentForm } from "../../components/comments/comment_form.tsx";
import { CommentThreads } from "../../components/comments/comment_threads.tsx";
import {
  type CommentsModel,
  groupKey,
  type Thread,
} from "../../components/comments/use_comments.ts";
import { ErrorList } from "../../components/error_list.tsx";

/** What the drawer shows: one block's threads, or (`all`) every thread of the page. */
export type CommentsTarget = { blockKey: string | null } | { all: true };

export function CommentsDrawer(
  { model, target, onClose, labelFor, canComment, focusID, onShowBlock }: {
    model: CommentsModel;
    target: CommentsTarget | null;
    onClose(): void;
    /** The block's name and position as the editor shows it; null when it is not on the page. */
    labelFor(blockKey: string): string | null;
    canComment: boolean;
    focusID: number | null;
    onShowBlock(blockKey: string): void;
  },
) {
  const { t } = useTranslation();
  const single = target && "blockKey" in target ? target.blockKey : undefined;
  const title = single === undefined
    ? t("comments.title")
    : single === null
    ? t("comments.onPage")
    : t("comments.onBlock", { label: labelFor(single) ?? single });

  // Grouped by block in the page's order of groups as first commented; the page's own first.
  const groups = new Map<string, Thread[]>();
  for (const thread of model.threads) {
    const key = groupKey(thread.head.blockKey);
    if (single !== undefined && key !== groupKey(single)) continue;
    groups.set(key, [...(groups.get(key) ?? []), thread]);
  }
  const ordered = [...groups].sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : 0));

  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={<Title order={2} size="h4">{title}</Title>}
      closeButtonProps={{ "aria-label": t("common.close") }}
      classNames={{ content: "comments-drawer" }}
    >
      <Stack gap="md">
        <ErrorList errors={model.loadErrors} title={t("comments.loadFailed")} />
        {single === undefined && ordered.length === 0 && (
          <Text size="sm" c="dimmed">{t("comments.none")}</Text>
        )}
        {ordered.map(([key, threads]) => (
          <Stack
            key={key}
            gap="xs"
            component="section"
            aria-label={single === undefined ? groupLabel(key) : undefined}
          >
            {single === undefined && (
              <Stack gap={2}>
                <Title order={3} size="h6">{groupLabel(key)}</Title>
                {key !== "" && labelFor(key) !== null && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    leftSection={<IconMessage size={12} aria-hidden />}
                    style={{ alignSelf: "flex-start" }}
                    onClick={() => onShowBlock(key)}
                  >
                    {t("comments.showBlock")}
                  </Button>
                )}
              </Stack>
            )}
            <CommentThreads
              threads={threads}
              model={model}
              readOnly={!canComment}
              focusID={focusID}
            />
          </Stack>
        ))}
        {single !== undefined && ordered.length === 0 && (
          <Text size="sm" c="dimmed">{t("comments.none")}</Text>
        )}
        {canComment && model.loaded &&
          (single === undefined || single === null || labelFor(single) !== null) && (
          <CommentForm
            label={single === undefined
              ? `${t("comments.new")} (${t("comments.pageWide")})`
              : t("comments.new")}
            submitLabel={t("comments.send")}
            mentionable={model.mentionable}
            autoFocus={focusID === null}
            onSubmit={async (text) => {
              await model.add({ blockKey: single ?? null, text });
            }}
          />
        )}
      </Stack>
    </Drawer>
  );

  function groupLabel(key: string): string {
    return key === "" ? t("comments.pageWide") : labelFor(key) ?? key;
  }
}
