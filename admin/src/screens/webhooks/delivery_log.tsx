/**
 * A webhook's delivery log in a modal: each delivery's event, status, answer code, time and
 * attempts, the first 1 KB of the answer behind a disclosure, and "Send again" (the same event,
 * a new delivery). Newest first, as the server lists them.
 */
import { Badge, Code, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconRefresh, IconSend } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import type { DeliveryStatus } from "../../../../lib/content/webhooks.ts";
import { errorsOf } from "../../api/client.ts";
import {
  type DeliveryItem,
  listDeliveries,
  resendDelivery,
  type WebhookItem,
} from "../../api/webhooks.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { formatDate } from "../../i18n/index.ts";
import { deliveryStatusLabel, eventLabel } from "./event_labels.ts";
import { IconTextButton } from "../../components/icon_text_button.tsx";
import { LoadingStatus } from "../../components/loading_status.tsx";

const STATUS_COLOR: Record<DeliveryStatus, string> = {
  pending: "gray",
  retrying: "orange",
  delivered: "green",
  failed: "red",
};

const LIST = { listStyle: "none", padding: 0, margin: 0 } as const;

function when(ms: number): string {
  return formatDate(ms, { dateStyle: "medium", timeStyle: "medium" });
}

export function DeliveryLog(
  { webhook, onClose }: { webhook: WebhookItem | null; onClose(): void },
) {
  const { t } = useTranslation();
  const [items, setItems] = useState<DeliveryItem[] | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [sending, setSending] = useState<string | null>(null);
  const id = webhook?.id ?? null;

  const load = useCallback(async (signal?: AbortSignal) => {
    if (!id) return;
    try {
      setItems(await listDeliveries(id, signal));
      setErrors([]);
    } catch (err) {
      if (!signal?.aborted) setErrors(errorsOf(err));
    }
  }, [id]);

  useEffect(() => {
    setItems(null);
    if (!id) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [id, load]);

  async function sendAgain(d: DeliveryItem) {
    if (!id) return;
    setSending(d.id);
    try {
      await resendDelivery(id, d.id);
      notifications.show({ color: "green", message: t("webhooks.sentAgain") });
      await load();
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setSending(null);
    }
  }

  return (
    <Modal
      opened={webhook !== null}
      onClose={onClose}
      title={webhook ? t("webhooks.logTitle", { url: webhook.url }) : ""}
      size="xl"
      closeButtonProps={{ "aria-label": t("common.close") }}
      styles={{ title: { overflowWrap: "anywhere" } }}
    >
      <Stack gap="md">
        <Group justify="flex-end">
          <IconTextButton icon={IconRefresh} variant="default" onClick={() => void load()}>
            {t("webhooks.refresh")}
          </IconTextButton>
        </Group>
        <ErrorList errors={errors} onClose={() => setErrors([])} />
        {items === null
          ? <LoadingStatus label={t("webhooks.logLoading")} />
          : items.length === 0
          ? <Text c="dimmed" role="status">{t("webhooks.logEmpty")}</Text>
          : (
            <Stack gap="sm" component="ul" aria-label={t("webhooks.log")} style={LIST}>
              {items.map((d) => {
                const at = d.lastAttemptAt ?? d.createdAt;
                const time = when(at);
                return (
                  <li key={d.id} className="surface" data-delivery={d.id}>
                    <Stack gap={6}>
                      <Group justify="space-between" gap="xs">
                        <Group gap="xs">
                          <Badge color={STATUS_COLOR[d.status]} variant="dot" tt="none">
                            {deliveryStatusLabel(t, d.status)}
                          </Badge>
                          <Text size="sm" fw={600}>{eventLabel(t, d.event)}</Text>
                          {d.resent && <Text size="xs" c="dimmed">{t("webhooks.resentMark")}</Text>}
                        </Group>
                        <IconTextButton
                          icon={IconSend}
                          size="xs"
                          variant="default"
                          loading={sending === d.id}
                          aria-label={t("webhooks.sendAgainAria", {
                            event: eventLabel(t, d.event),
                            date: time,
                          })}
                          onClick={() => void sendAgain(d)}
                        >
                          {t("webhooks.sendAgain")}
                        </IconTextButton>
                      </Group>
                      <Text size="sm">
                        <time dateTime={new Date(at).toISOString()}>{time}</time>
                        {" · "}
                        {t("webhooks.responseCode", { code: d.responseCode ?? "—" })}
                        {" · "}
                        {t("webhooks.attempts", { count: d.attempts })}
                      </Text>
                      {d.status === "retrying" && d.nextAttemptAt && (
                        <Text size="sm" c="dimmed">
                          {t("webhooks.nextAttempt", { date: when(d.nextAttemptAt) })}
                        </Text>
                      )}
                      {d.error && (
                        <Text size="sm" c="red.9" style={{ overflowWrap: "anywhere" }}>
                          {d.error}
                        </Text>
                      )}
                      {d.responseBody
                        ? (
                          <details>
                            <summary>
                              <Text size="sm" span>{t("webhooks.answerShow")}</Text>
                            </summary>
                            <Code
                              block
                              mt={4}
                              style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
                            >
                              {d.responseBody}
                            </Code>
                          </details>
                        )
                        : !d.error && <Text size="sm" c="dimmed">{t("webhooks.noAnswer")}</Text>}
                    </Stack>
                  </li>
                );
              })}
            </Stack>
          )}
      </Stack>
    </Modal>
  );
}
