/**
 * Comment threads as the editor's drawer, the review dialog and the history show them: each
 * thread's first comment with its replies, "on an earlier version" and "resolved" marks, and
 * (unless read-only) Reply and Resolve or Reopen. Resolved threads are folded away behind a
 * button, but for read-only (the history), which shows them all. Every comment is drawn as text (./comment_text.tsx).
 */
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCheck, IconCornerDownRight, IconRotate } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import type { CommentJson } from "../../api/comments.ts";
import { errorsOf } from "../../api/client.ts";
import { formatDate } from "../../i18n/index.ts";
import { ErrorList } from "../error_list.tsx";
import { CommentForm } from "./comment_form.tsx";
import { CommentText } from "./comment_text.tsx";
import type { CommentsModel, Thread } from "./use_comments.ts";
import { IconTextButton } from "../icon_text_button.tsx";

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

export function CommentThreads(
  { threads, model, readOnly, focusID }: {
    threads: readonly Thread[];
    model: CommentsModel;
    readOnly?: boolean;
    /** A comment to bring into view (a link from a mail or the dashboard). */
    focusID?: number | null;
  },
) {
  const { t } = useTranslation();
  const [showResolved, setShowResolved] = useState(false);
  const open = threads.filter((th) => !th.head.resolved);
  const resolved = threads.filter((th) => th.head.resolved);
  const focusedResolved = resolved.some((th) =>
    th.head.id === focusID || th.replies.some((r) => r.id === focusID)
  );
  // Read-only (the history) is a record: everything, resolved or not, shows at once.
  const all = readOnly || showResolved || focusedResolved;
  const shown = all ? [...open, ...resolved] : open;
  return (
    <Stack gap="sm">
      {threads.length === 0 && <Text size="sm" c="dimmed">{t("comments.none")}</Text>}
      {threads.length > 0 && open.length === 0 && !all && (
        <Text size="sm" c="dimmed">{t("comments.noneOpen")}</Text>
      )}
      {shown.map((thread) => (
        <ThreadCard
          key={thread.head.id}
          thread={thread}
          model={model}
          readOnly={readOnly}
          focusID={focusID}
        />
      ))}
      {resolved.length > 0 && !focusedResolved && !readOnly && (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => setShowResolved((v) => !v)}
          aria-expanded={showResolved}
          style={{ alignSelf: "flex-start" }}
        >
          {showResolved
            ? t("comments.hideResolved")
            : t("comments.showResolved", { count: resolved.length })}
        </Button>
      )}
    </Stack>
  );
}

function ThreadCard(
  { thread, model, readOnly, focusID }: {
    thread: Thread;
    model: CommentsModel;
    readOnly?: boolean;
    focusID?: number | null;
  },
) {
  const { t } = useTranslation();
  const { head } = thread;
  const [replying, setReplying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);

  async function toggle() {
    setBusy(true);
    setErrors([]);
    try {
      await model.setResolved(head.id, !head.resolved);
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="article"
      id={`comment-${head.id}`}
      aria-labelledby={`comment-${head.id}-by`}
      data-comment-id={head.id}
      data-resolved={head.resolved || undefined}
      bg={head.resolved ? "gray.0" : undefined}
      tabIndex={-1}
      // The thread a link named takes the focus when its drawer or dialog opens.
      data-autofocus={focusID === head.id || undefined}
      style={focusID === head.id
        ? { outline: "2px solid var(--mantine-color-brand-6)" }
        : undefined}
    >
      <Stack gap={6}>
        <CommentLine comment={head} />
        <Group gap={4}>
          {head.earlier && (
            <Badge size="sm" variant="light" color="orange" c="dark.8" tt="none">
              {t("comments.earlier")}
            </Badge>
          )}
          {head.resolved && (
            <Badge size="sm" variant="light" color="green" c="dark.8" tt="none">
              {head.resolvedBy
                ? t("comments.resolvedBy", { name: head.resolvedBy })
                : t("comments.resolved")}
            </Badge>
          )}
        </Group>
        {thread.replies.length > 0 && (
          <Stack gap={6} pl="md" style={{ borderLeft: "2px solid var(--mantine-color-gray-3)" }}>
            {thread.replies.map((reply) => (
              <div key={reply.id} id={`comment-${reply.id}`} data-comment-id={reply.id}>
                <CommentLine comment={reply} />
              </div>
            ))}
          </Stack>
        )}
        <ErrorList errors={errors} title={t("comments.failed")} />
        {!readOnly && !replying && (
          <Group gap="xs">
            {!head.resolved && (
              <IconTextButton
                icon={IconCornerDownRight}
                size="compact-sm"
                variant="subtle"
                onClick={() => setReplying(true)}
                aria-label={t("comments.replyTo", { name: head.author.name })}
              >
                {t("comments.reply")}
              </IconTextButton>
            )}
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={head.resolved
                ? <IconRotate size={14} aria-hidden />
                : <IconCheck size={14} aria-hidden />}
              onClick={toggle}
              loading={busy}
            >
              {head.resolved ? t("comments.reopen") : t("comments.resolve")}
            </Button>
          </Group>
        )}
        {replying && (
          <CommentForm
            label={t("comments.replyTo", { name: head.author.name })}
            submitLabel={t("comments.sendReply")}
            mentionable={model.mentionable}
            autoFocus
            onCancel={() => setReplying(false)}
            onSubmit={async (text) => {
              await model.add({ blockKey: head.blockKey, text, parentID: head.id });
              setReplying(false);
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}

function CommentLine({ comment }: { comment: CommentJson }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="wrap">
        <Text
          size="sm"
          fw={600}
          id={comment.parentID === null ? `comment-${comment.id}-by` : undefined}
        >
          {comment.author.name}
          {comment.author.guest && (
            <Text span size="xs" c="dimmed" fw={400}>({t("comments.guest")})</Text>
          )}
        </Text>
        <Text size="xs" c="dimmed">{formatDate(comment.createdAt, WHEN)}</Text>
      </Group>
      <CommentText text={comment.text} />
    </Stack>
  );
}
