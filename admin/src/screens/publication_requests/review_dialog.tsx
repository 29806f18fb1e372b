/**
 * The review-request dialog: the requester's comment, the requested version compared block by
 * block with the live one (or "new page"), the version's open comments with a field for the
 * reviewer's own on a block (./review_comments.tsx), a feedback field, and Accept (publishes
 * first) or Reject (mails the requester; with open comments, feedback is optional), each
 * confirmed in place. Nobody reviews their own request.
 */
import {
  Alert,
  Anchor,
  Blockquote,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { errorsOf } from "../../api/client.ts";
import * as api from "../../api/pages.ts";
import type { PageVersionJson, PublicationRequest } from "../../api/pages.ts";
import { useAuth } from "../../auth/auth_context.tsx";
import { ErrorList } from "../../components/error_list.tsx";
import { formatDate } from "../../i18n/index.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { BlockDiffView } from "./block_diff_view.tsx";
import { VersionChecks } from "../../components/checks/version_checks.tsx";
import { ReviewComments } from "./review_comments.tsx";

export interface ReviewDialogProps {
  /** The request to review; the dialog is open while there is one. */
  request: PublicationRequest | null;
  onClose(): void;
  /** After an accept or reject. */
  onReviewed(outcome: "accepted" | "rejected"): void;
  /** Hide the link to the editor (when opened from the editor itself). */
  inEditor?: boolean;
}

interface Loaded {
  requested: PageVersionJson;
  live: PageVersionJson | null;
}

export function ReviewDialog({ request, onClose, onReviewed, inEditor }: ReviewDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t("workflow.review.title")}
      size="xl"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {request && (
        <ReviewBody
          key={request.id}
          request={request}
          onClose={onClose}
          onReviewed={onReviewed}
          inEditor={inEditor}
        />
      )}
    </Modal>
  );
}

function ReviewBody({ request, onClose, onReviewed, inEditor }: ReviewDialogProps & {
  request: PublicationRequest;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadErrors, setLoadErrors] = useState<ApiErrorItem[]>([]);
  const [feedback, setFeedback] = useState("");
  const [confirming, setConfirming] = useState<null | "accept" | "reject">(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [feedbackMissing, setFeedbackMissing] = useState(false);
  const [openProblems, setOpenProblems] = useState(0);
  // Open block comments are feedback too: a reject with them needs no other words.
  const [openComments, setOpenComments] = useState(0);
  const confirmRef = useRef<HTMLDivElement>(null);
  const confirmButtonRef = useRef<HTMLButtonElement>(null);
  const own = request.requester?.ID === user?.ID;
  const requester = request.requester?.name ?? t("workflow.requests.unknownUser");

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      const [requested, page] = await Promise.all([
        api.getVersion(request.pageVersionID, signal),
        api.getPage(request.pageID, { signal }),
      ]);
      const live = page.publishedVersionID !== null
        ? await api.getVersion(page.publishedVersionID, signal)
        : null;
      if (!signal.aborted) setLoaded({ requested, live });
    })().catch((err) => !signal.aborted && setLoadErrors(errorsOf(err)));
    return () => controller.abort();
  }, [request.pageVersionID, request.pageID]);

  // The confirmation replaces the buttons at the foot of a long dialog: bring it into view and
  // put the focus on its button, so it is seen and answered where it appears.
  useEffect(() => {
    if (!confirming) return;
    confirmRef.current?.scrollIntoView({ block: "center", behavior: "instant" });
    confirmButtonRef.current?.focus({ preventScroll: true });
  }, [confirming]);

  function ask(kind: "accept" | "reject") {
    if (kind === "reject" && !feedback.trim() && openComments === 0) {
      setFeedbackMissing(true);
      document.getElementById("review-feedback")?.focus();
      return;
    }
    setConfirming(kind);
  }

  async function review(kind: "accept" | "reject") {
    setBusy(true);
    setErrors([]);
    try {
      // Bound to the request shown: one sent again since (other content) is not decided here.
      if (kind === "accept") {
        await api.acceptPublication(request.pageVersionID, feedback.trim(), request.id);
      } else await api.rejectPublication(request.pageVersionID, feedback.trim(), request.id);
      notifySuccess(t(kind === "accept" ? "workflow.review.accepted" : "workflow.review.rejected"));
      onReviewed(kind === "accept" ? "accepted" : "rejected");
      onClose();
    } catch (err) {
      setErrors(errorsOf(err));
      setConfirming(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} size="h3" style={{ overflowWrap: "anywhere" }}>{request.title}</Title>
        <Text size="sm" c="dimmed">
          {request.locale} · /{request.slug === "/" ? "" : request.slug}
        </Text>
        <Text size="sm">
          {t("workflow.review.requestedBy", {
            name: requester,
            date: formatDate(request.createdAt, { dateStyle: "medium", timeStyle: "short" }),
          })}
        </Text>
        {!inEditor && (
          <Anchor component={Link} to={`/page/${request.pageID}`} size="sm" onClick={onClose}>
            {t("workflow.review.openPage")}
          </Anchor>
        )}
      </Stack>

      <Stack gap={4}>
        <Text fw={600} size="sm">{t("workflow.review.comment")}</Text>
        {request.comment
          ? (
            <Blockquote p="sm" color="gray" style={{ whiteSpace: "pre-wrap" }}>
              {request.comment}
            </Blockquote>
          )
          : <Text size="sm" c="dimmed">{t("workflow.review.noComment")}</Text>}
      </Stack>

      <Stack gap={4}>
        <Title order={3} size="h5">{t("workflow.review.changes")}</Title>
        {loadErrors.length > 0 && (
          <ErrorList errors={loadErrors} title={t("workflow.review.loadFailed")} />
        )}
        {!loaded && loadErrors.length === 0 && (
          <Group justify="center" py="md">
            <Loader size="sm" aria-label={t("app.loading")} />
          </Group>
        )}
        {loaded && (
          <BlockDiffView
            before={loaded.live?.blocks ?? null}
            after={loaded.requested.blocks}
            beforeTitle={loaded.live?.title}
            afterTitle={loaded.requested.title}
          />
        )}
      </Stack>

      <ReviewComments
        versionID={request.pageVersionID}
        pageID={request.pageID}
        blocks={loaded?.requested.blocks}
        onOpenCount={setOpenComments}
        inEditor={inEditor}
      />

      <VersionChecks
        versionID={request.pageVersionID}
        blocks={loaded?.requested.blocks}
        onCount={setOpenProblems}
      />

      <Textarea
        id="review-feedback"
        label={t("workflow.review.feedback")}
        description={t("workflow.review.feedbackHint")}
        value={feedback}
        onChange={(e) => {
          setFeedback(e.currentTarget.value);
          setFeedbackMissing(false);
          setConfirming(null);
        }}
        error={feedbackMissing ? t("workflow.review.feedbackRequired") : undefined}
        autosize
        minRows={3}
        maxLength={2000}
        disabled={own}
      />

      {own && (
        <Alert color="gray" variant="light" role="note">{t("workflow.review.ownRequest")}</Alert>
      )}
      <ErrorList errors={errors} title={t("workflow.review.failed")} />

      {confirming
        ? (
          <Alert
            ref={confirmRef}
            color={confirming === "accept" ? "green" : "red"}
            variant="light"
            role="alert"
          >
            <Stack gap="sm">
              <Text size="sm">
                {confirming === "accept"
                  ? t("workflow.review.confirmAccept", { title: request.title })
                  : t("workflow.review.confirmReject", { name: requester })}
              </Text>
              {confirming === "accept" && openProblems > 0 && (
                <Text size="sm" fw={500}>
                  {t("checks.publish.askAgain", { count: openProblems })}
                </Text>
              )}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setConfirming(null)} disabled={busy}>
                  {t("common.cancel")}
                </Button>
                <Button
                  ref={confirmButtonRef}
                  color={confirming === "accept" ? undefined : "red.9"}
                  onClick={() => review(confirming)}
                  loading={busy}
                >
                  {confirming === "accept"
                    ? t("workflow.review.accept")
                    : t("workflow.review.reject")}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )
        : (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{t("common.close")}</Button>
            {/* Outline in the darkest red: readable (AA) in every state, hover included. */}
            <Button
              color="red.9"
              variant="outline"
              onClick={() => ask("reject")}
              disabled={own}
            >
              {t("workflow.review.reject")}
            </Button>
            <Button onClick={() => ask("accept")} disabled={own || !loaded}>
              {t("workflow.review.accept")}
            </Button>
          </Group>
        )}
    </Stack>
  );
}
