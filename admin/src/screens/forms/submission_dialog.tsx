/**
 * One submission in a dialog: when it was sent, each question with the answer as the visitor
 * typed it (React escapes it; line breaks kept), and mark unread or delete. Opening it marks it
 * read (the server does, on reading it).
 */
import { Alert, Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { IconMail, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CHECK_KINDS } from "../../../../lib/content/forms.ts";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { errorsOf } from "../../api/client.ts";
import {
  deleteSubmission,
  type FormSubmission,
  getSubmission,
  markSubmissionRead,
} from "../../api/forms.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { formatDate } from "../../i18n/index.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { IconTextButton } from "../../components/icon_text_button.tsx";
import { confirmAction } from "../../components/confirm_action.tsx";

export interface SubmissionDialogProps {
  templateID: number;
  /** The submission shown; null: closed. */
  submissionID: number | null;
  onClose(): void;
  /** Something changed (read state, deleted): the list reloads. */
  onChanged(): void;
}

export function SubmissionDialog(
  { templateID, submissionID, onClose, onChanged }: SubmissionDialogProps,
) {
  const { t } = useTranslation();
  const [submission, setSubmission] = useState<FormSubmission | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);

  useEffect(() => {
    setSubmission(null);
    setErrors([]);
    if (submissionID === null) return;
    let cancelled = false;
    getSubmission(templateID, submissionID).then((s) => {
      if (cancelled) return;
      setSubmission(s);
      onChanged();
    }, (err) => !cancelled && setErrors(errorsOf(err)));
    return () => {
      cancelled = true;
    };
    // onChanged is a reload trigger; reading again when it changes would loop.
  }, [templateID, submissionID]);

  async function markUnread() {
    if (!submission) return;
    try {
      await markSubmissionRead(templateID, submission.id, false);
      onChanged();
      onClose();
    } catch (err) {
      setErrors(errorsOf(err));
    }
  }

  function askDelete() {
    if (!submission) return;
    const when = formatDate(submission.createdAt, { dateStyle: "long", timeStyle: "short" });
    confirmAction(t, {
      title: t("submissionAdmin.delete.title"),
      message: t("submissionAdmin.delete.message", { date: when }),
      confirm: t("common.delete"),
      run: async () => {
        await deleteSubmission(templateID, submission.id);
        notifySuccess(t("submissionAdmin.delete.done"));
        onChanged();
        onClose();
      },
      onErrors: setErrors,
    });
  }

  const answer = (kind: string, value: string | undefined) => {
    if ((CHECK_KINDS as readonly string[]).includes(kind)) {
      return value ? t("common.yes") : t("common.no");
    }
    return value
      ? <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{value}</Text>
      : <Text c="dimmed">{t("submissionAdmin.notFilled")}</Text>;
  };

  return (
    <Modal
      opened={submissionID !== null}
      onClose={onClose}
      size="lg"
      title={submission
        ? t("submissionAdmin.detailTitle", {
          date: formatDate(submission.createdAt, { dateStyle: "long", timeStyle: "short" }),
        })
        : t("submissionAdmin.detail")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack>
        <ErrorList errors={errors} />
        {!submission && errors.length === 0 && <Loader size="sm" aria-label={t("app.loading")} />}
        {submission && (
          <>
            <dl className="submission-answers">
              {submission.fields.map((f) => (
                <div key={f.id}>
                  <dt>
                    <Text fw={600} size="sm">{f.label}</Text>
                  </dt>
                  <dd style={{ margin: "2px 0 12px" }}>
                    {answer(f.kind, submission.values[f.id])}
                  </dd>
                </div>
              ))}
            </dl>
            {submission.fields.length === 0 && (
              <Alert color="gray">{t("submissionAdmin.notFilled")}</Alert>
            )}
            <Group justify="space-between">
              <IconTextButton icon={IconMail} variant="default" onClick={() => void markUnread()}>
                {t("submissionAdmin.markUnread")}
              </IconTextButton>
              <Group gap="sm">
                <IconTextButton icon={IconTrash} color="red" variant="light" onClick={askDelete}>
                  {t("common.delete")}
                </IconTextButton>
                <Button variant="default" onClick={onClose}>{t("common.close")}</Button>
              </Group>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
