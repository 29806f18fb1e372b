/**
 * Adds a webhook, or edits one, in a modal: its address, the events (a checkbox each; the form
 * answers only for "Form submitted"), enabled. The server checks the address (HOOK_01/02) and
 * its errors are shown at the field.
 */
import { Checkbox, Stack, Switch, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import {
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type WebhookEventType,
} from "../../../../lib/content/webhooks.ts";
import { errorsOf } from "../../api/client.ts";
import {
  createWebhook,
  updateWebhook,
  type WebhookInput,
  type WebhookItem,
} from "../../api/webhooks.ts";
import { FormModal } from "../../components/form_modal.tsx";
import { useErrorText } from "../../i18n/index.ts";
import { splitErrors } from "../../lib/form_errors.ts";
import { eventLabel } from "./event_labels.ts";

export interface WebhookFormModalProps {
  opened: boolean;
  /** The webhook to edit; null adds a new one. */
  webhook: WebhookItem | null;
  onClose(): void;
  /** `secret`: the new webhook's, to show once. */
  onSaved(webhook: WebhookItem, secret: string | null): void;
}

export function WebhookFormModal({ opened, webhook, onClose, onSaved }: WebhookFormModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<string[]>([]);
  const [includeFormAnswers, setIncludeFormAnswers] = useState(false);
  const [enabled, setEnabled] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<{ url?: string; events?: string }>({});
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setUrl(webhook?.url ?? "");
    setEvents(webhook?.events ?? []);
    setIncludeFormAnswers(webhook?.includeFormAnswers ?? false);
    setEnabled(webhook?.enabled ?? true);
    setFieldErrors({});
    setErrors([]);
  }, [opened, webhook]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    setErrors([]);
    setFieldErrors({});
    const input: WebhookInput = {
      url: url.trim(),
      events: events as WebhookEventType[],
      enabled,
      includeFormAnswers,
    };
    try {
      if (webhook) onSaved(await updateWebhook(webhook.id, input), null);
      else {
        const created = await createWebhook(input);
        onSaved(created.webhook, created.secret);
      }
      onClose();
    } catch (err) {
      const { fieldErrors: found, otherErrors } = splitErrors(
        errorsOf(err),
        [
          "url",
          "events",
        ] as const,
      );
      setFieldErrors({
        url: found.url && errorText(found.url),
        events: found.events && errorText(found.events),
      });
      setErrors(otherErrors);
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={webhook ? t("webhooks.edit") : t("webhooks.add")}
      onSubmit={submit}
      errors={errors}
      saving={saving}
      submitLabel={t("common.save")}
    >
      <TextInput
        label={t("webhooks.url")}
        description={t("webhooks.urlHint")}
        required
        type="url"
        inputMode="url"
        maxLength={WEBHOOK_URL_MAX}
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        placeholder="https://"
        value={url}
        error={fieldErrors.url}
        onChange={(e) => setUrl(e.currentTarget.value)}
      />
      <Checkbox.Group
        label={t("webhooks.events")}
        required
        value={events}
        onChange={setEvents}
        error={fieldErrors.events}
      >
        <Stack gap={8} mt="xs">
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox key={event} value={event} label={eventLabel(t, event)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox
        label={t("webhooks.includeFormAnswers")}
        description={t("webhooks.includeFormAnswersHint")}
        checked={includeFormAnswers}
        disabled={!events.includes("form.submitted")}
        onChange={(e) => setIncludeFormAnswers(e.currentTarget.checked)}
      />
      <Switch
        label={t("webhooks.enabled")}
        description={t("webhooks.enabledHint")}
        checked={enabled}
        onChange={(e) => setEnabled(e.currentTarget.checked)}
      />
    </FormModal>
  );
}
