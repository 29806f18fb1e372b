/**
 * The publication workflow in the editor. People who cannot publish the page request publication
 * with a comment (the editor stores first), see the request's state, resend it after changes and
 * revoke it; publishers see an open request and review it in the same dialog as on the
 * Publication Requests screen.
 */
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { IconArrowBackUp, IconClockHour4, IconSend } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { errorsOf } from "../../api/client.ts";
import * as api from "../../api/pages.ts";
import type { PageJson, PublicationRequest } from "../../api/pages.ts";
import { useAuth } from "../../auth/auth_context.tsx";
import { formatDate } from "../../i18n/index.ts";
import { notifySuccess } from "../../lib/notify.ts";
import type { ReviewDialogProps } from "../publication_requests/review_dialog.tsx";
import { deferredModule, useDeferredModule } from "../../hooks/use_deferred_module.ts";

import { outcomeStillShown } from "./request_outcome.ts";
import { IconTextButton } from "../../components/icon_text_button.tsx";
import { confirmAction } from "../../components/confirm_action.tsx";

// The review dialog's code (the side-by-side comparison of the versions) loads when a request to
// review is shown, not with every editor.
const reviewDialog = deferredModule(() => import("../publication_requests/review_dialog.tsx"));

function DeferredReviewDialog(props: ReviewDialogProps) {
  const loaded = useDeferredModule(reviewDialog);
  return loaded ? <loaded.ReviewDialog {...props} /> : null;
}

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/** The page's requests (newest first); `reload` fetches them again. */
export function usePublicationTrail(pageID: number, enabled: boolean) {
  const [items, setItems] = useState<PublicationRequest[]>([]);
  const [token, setToken] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    api.publicationRequestsOf(pageID, controller.signal).then(
      setItems,
      (err) => !controller.signal.aborted && console.error("Requests not loaded", err),
    );
    return () => controller.abort();
  }, [pageID, enabled, token]);
  const reload = useCallback(() => setToken((n) => n + 1), []);
  const open = items.find((r) => r.status === "open") ?? null;
  // The last outcome worth showing: the newest closed request, when it was reviewed.
  const closed = items.find((r) => r.status !== "open" && r.status !== "superseded");
  const last = closed && (closed.status === "accepted" || closed.status === "rejected")
    ? closed
    : null;
  return { items, open, last, reload };
}

export type Trail = ReturnType<typeof usePublicationTrail>;

export interface RequestActionsProps {
  page: PageJson;
  trail: Trail;
  dirty: boolean;
  /** Stores the draft when there are unsaved changes; false when that failed. */
  storeFirst(): Promise<boolean>;
  /** After a request, resend or revoke: reload the page. */
  onChanged(): void;
  onErrors(errors: ApiErrorItem[]): void;
  busy: boolean;
}

/** Request publication, or Resend and Revoke while a request of yours is open. */
export function RequestActions(props: RequestActionsProps) {
  const { page, trail, storeFirst, onChanged, onErrors, busy } = props;
  const { t } = useTranslation();
  const { user } = useAuth();
  const [dialog, setDialog] = useState<null | "request" | "resend">(null);
  const [comment, setComment] = useState("");
  const [sending, setSending] = useState(false);
  const mine = trail.open && trail.open.requester?.ID === user?.ID ? trail.open : null;
  // After a rejection the next request is a resend, with the earlier comment to start from.
  const rejected = !trail.open && trail.last?.status === "rejected";

  async function send() {
    setSending(true);
    onErrors([]);
    try {
      if (!(await storeFirst())) {
        setDialog(null);
        return;
      }
      await api.requestPublication(page.id, comment.trim());
      notifySuccess(t("workflow.request.sent"));
      setDialog(null);
      setComment("");
      trail.reload();
      onChanged();
    } catch (err) {
      setDialog(null);
      onErrors(errorsOf(err));
    } finally {
      setSending(false);
    }
  }

  function confirmRevoke() {
    confirmAction(t, {
      title: t("workflow.request.confirmRevokeTitle"),
      message: t("workflow.request.confirmRevoke"),
      confirm: t("workflow.request.revoke"),
      run: async () => {
        await api.revokePublication(page.id);
        notifySuccess(t("workflow.request.revoked"));
        trail.reload();
        onChanged();
      },
      onErrors,
    });
  }

  function openDialog(kind: "request" | "resend") {
    setComment(kind === "resend" ? (mine ?? trail.last)?.comment ?? "" : "");
    setDialog(kind);
  }

  return (
    <>
      {mine
        ? (
          <>
            <IconTextButton
              icon={IconArrowBackUp}
              variant="default"
              onClick={confirmRevoke}
              disabled={busy}
            >
              {t("workflow.request.revoke")}
            </IconTextButton>
            <IconTextButton icon={IconSend} onClick={() => openDialog("resend")} disabled={busy}>
              {t("workflow.request.resend")}
            </IconTextButton>
          </>
        )
        : (
          <IconTextButton
            icon={IconSend}
            onClick={() => openDialog(rejected ? "resend" : "request")}
            disabled={busy || trail.open !== null || (page.status === "published" && !props.dirty)}
          >
            {rejected ? t("workflow.request.resend") : t("workflow.request.button")}
          </IconTextButton>
        )}
      <Modal
        opened={dialog !== null}
        onClose={() => !sending && setDialog(null)}
        title={dialog === "resend"
          ? t("workflow.request.resendTitle")
          : t("workflow.request.dialogTitle")}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <Stack>
            <Text size="sm">{t("workflow.request.intro")}</Text>
            <Textarea
              label={t("workflow.request.comment")}
              description={t("workflow.request.commentHint")}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              autosize
              minRows={3}
              maxLength={2000}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setDialog(null)} disabled={sending}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" loading={sending}>{t("workflow.request.send")}</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

export interface RequestStatusProps {
  page: PageJson;
  trail: Trail;
  dirty: boolean;
  canReview: boolean;
  /** After a review from the editor: reload the page. */
  onReviewed(): void;
}

/** The state of the page's request: waiting (with Review for publishers) or the last outcome. */
export function RequestStatus({ page, trail, dirty, canReview, onReviewed }: RequestStatusProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [reviewing, setReviewing] = useState<PublicationRequest | null>(null);
  const { open, last } = trail;

  if (open) {
    const mine = open.requester?.ID === user?.ID;
    // The draft was stored (or is being edited) after the request was sent.
    const changedSince = mine &&
      (dirty || new Date(page.pageVersion.updatedAt) > new Date(open.createdAt));
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconClockHour4 aria-hidden />}
        title={t("workflow.request.open")}
        data-testid="request-status"
      >
        <Stack gap={6}>
          <Text size="sm">
            {mine
              ? t("workflow.request.waiting", { date: formatDate(open.createdAt, WHEN) })
              : t("workflow.request.requestedBy", {
                name: open.requester?.name ?? t("workflow.request.someone"),
                date: formatDate(open.createdAt, WHEN),
              })}
          </Text>
          {open.comment && (
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              <strong>{t("workflow.request.commentLabel")}:</strong> {open.comment}
            </Text>
          )}
          {changedSince && <Text size="sm">{t("workflow.request.changedSince")}</Text>}
          {canReview && !mine && (
            <Group>
              <Button size="xs" onClick={() => setReviewing(open)}>
                {t("workflow.request.review")}
              </Button>
            </Group>
          )}
        </Stack>
        <DeferredReviewDialog
          request={reviewing}
          onClose={() => setReviewing(null)}
          onReviewed={() => {
            trail.reload();
            onReviewed();
          }}
          inEditor
        />
      </Alert>
    );
  }

  // The latest outcome, shown until the page moves on (see outcomeStillShown).
  if (!last || !outcomeStillShown(last, page.status, page.pageVersion, dirty)) return null;
  const rejected = last.status === "rejected";
  return (
    <Alert
      color={rejected ? "red" : "green"}
      variant="light"
      title={t(rejected ? "workflow.request.rejected" : "workflow.request.accepted", {
        name: last.reviewer?.name ?? t("workflow.request.someone"),
        date: formatDate(last.closedAt ?? last.createdAt, WHEN),
      })}
      data-testid="request-status"
    >
      {last.feedback
        ? (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            <strong>{t("workflow.request.feedback")}:</strong> {last.feedback}
          </Text>
        )
        : null}
    </Alert>
  );
}
