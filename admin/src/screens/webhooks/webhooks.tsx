/**
 * Configuration → Webhooks (issue 32): the webhooks as cards (address, events, state — a paused
 * one says so and how to resume it), with add, edit, delete (confirmed) and each one's delivery
 * log. A new webhook's signing secret is shown once, right after it is added, with a copy button.
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconHistory, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { errorsOf } from "../../api/client.ts";
import { deleteWebhook, listWebhooks, type WebhookItem } from "../../api/webhooks.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { hintProps } from "../../components/hint_tooltip.tsx";
import { formatDate } from "../../i18n/index.ts";
import { DeliveryLog } from "./delivery_log.tsx";
import { eventLabel } from "./event_labels.ts";
import { WebhookFormModal } from "./webhook_form_modal.tsx";
import { LoadingStatus } from "../../components/loading_status.tsx";
import { notifySuccess } from "../../lib/notify.ts";
import { confirmAction } from "../../components/confirm_action.tsx";

function StateBadge({ webhook }: { webhook: WebhookItem }) {
  const { t } = useTranslation();
  if (webhook.pausedAt !== null) {
    return <Badge color="red.9" variant="filled" tt="none">{t("webhooks.status.paused")}</Badge>;
  }
  if (!webhook.enabled) {
    return <Badge color="gray" variant="dot" tt="none">{t("webhooks.status.disabled")}</Badge>;
  }
  if (webhook.failingSince !== null) {
    return <Badge color="orange" variant="dot" tt="none">{t("webhooks.status.failing")}</Badge>;
  }
  return <Badge color="green" variant="dot" tt="none">{t("webhooks.status.enabled")}</Badge>;
}

export function Webhooks() {
  const { t } = useTranslation();
  useDocumentTitle(`${t("webhooks.title")} · ${t("app.name")}`);
  const [items, setItems] = useState<WebhookItem[] | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [form, setForm] = useState<{ opened: boolean; webhook: WebhookItem | null }>({
    opened: false,
    webhook: null,
  });
  const [secret, setSecret] = useState<string | null>(null);
  const [log, setLog] = useState<WebhookItem | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setItems(await listWebhooks(signal));
    } catch (err) {
      if (!signal?.aborted) setErrors(errorsOf(err));
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  function confirmDelete(webhook: WebhookItem) {
    confirmAction(t, {
      title: t("webhooks.deleteTitle"),
      message: (
        <span style={{ overflowWrap: "anywhere" }}>
          {t("webhooks.deleteMessage", { url: webhook.url })}
        </span>
      ),
      confirm: t("common.delete"),
      run: async () => {
        await deleteWebhook(webhook.id);
        notifySuccess(t("webhooks.deleted"));
        await load();
      },
      onErrors: setErrors,
    });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <div style={{ flex: "1 1 24rem" }}>
          <Title order={1}>{t("webhooks.title")}</Title>
          <Text c="dimmed" mt={4}>{t("webhooks.intro")}</Text>
        </div>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setForm({ opened: true, webhook: null })}
        >
          {t("webhooks.add")}
        </Button>
      </Group>
      <ErrorList errors={errors} onClose={() => setErrors([])} />
      {items === null
        ? <LoadingStatus label={t("webhooks.loading")} />
        : items.length === 0
        ? (
          <div className="surface">
            <Text c="dimmed" role="status">{t("webhooks.empty")}</Text>
          </div>
        )
        : (
          <Stack gap="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {items.map((w) => (
              <li key={w.id} className="surface" data-webhook={w.id}>
                <Stack gap="xs">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: "anywhere" }}>{w.url}</Text>
                      <Group gap="xs">
                        <StateBadge webhook={w} />
                        <Text size="sm" c="dimmed">
                          {t("webhooks.eventCount", { count: w.events.length })}
                          {w.ownerName && ` · ${t("webhooks.owner", { name: w.ownerName })}`}
                        </Text>
                      </Group>
                    </Stack>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        {...hintProps(t("webhooks.log"))}
                        variant="subtle"
                        color="gray"
                        aria-label={t("webhooks.logAria", { url: w.url })}
                        onClick={() => setLog(w)}
                      >
                        <IconHistory size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        {...hintProps(t("common.edit"))}
                        variant="subtle"
                        color="gray"
                        aria-label={t("webhooks.editAria", { url: w.url })}
                        onClick={() => setForm({ opened: true, webhook: w })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        {...hintProps(t("common.delete"))}
                        variant="subtle"
                        color="red"
                        aria-label={t("webhooks.deleteAria", { url: w.url })}
                        onClick={() => confirmDelete(w)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                  <Text size="sm">{w.events.map((e) => eventLabel(t, e)).join(" · ")}</Text>
                  {w.pausedAt !== null && (
                    <Alert color="red" variant="light" p="xs">
                      <Text size="sm">
                        {t("webhooks.pausedNote", {
                          date: formatDate(w.pausedAt, { dateStyle: "medium", timeStyle: "short" }),
                        })}
                      </Text>
                    </Alert>
                  )}
                </Stack>
              </li>
            ))}
          </Stack>
        )}
      <WebhookFormModal
        opened={form.opened}
        webhook={form.webhook}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
        onSaved={(_saved, newSecret) => {
          notifySuccess(newSecret ? t("webhooks.created") : t("webhooks.updated"));
          if (newSecret) setSecret(newSecret);
          void load();
        }}
      />
      <Modal
        opened={secret !== null}
        onClose={() => setSecret(null)}
        title={t("webhooks.secretTitle")}
        size="lg"
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Stack gap="md">
          <Text size="sm">{t("webhooks.secretIntro")}</Text>
          <Code block data-secret style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
            {secret}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={secret ?? ""}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t("webhooks.secretCopied") : t("webhooks.secretCopy")}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => setSecret(null)}>{t("webhooks.secretDone")}</Button>
          </Group>
        </Stack>
      </Modal>
      <DeliveryLog webhook={log} onClose={() => setLog(null)} />
    </Stack>
  );
}
