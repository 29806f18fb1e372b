/**
 * The editor's presence line (issue 22): who else has the page open ("Eva is editing this page —
 * since 10:42"), the read-only notice with Take over while someone else holds the lock, and the
 * notice of a take-over to the former holder (Reload to get the latest, or Take back), and the
 * notice to a holder whose lock was released after LOCK_IDLE_MS without changes (issue 28).
 */
import { Alert, Button, Group, List, Stack, Text } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { EditorPresence } from "../../../api/presence.ts";
import { LOCK_IDLE_MS } from "../../../../../lib/content/presence.ts";
import { formatDate } from "../../../i18n/index.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import type { PresenceSession, PresenceState } from "./presence_session.ts";

export interface PresencePanelProps {
  session: PresenceSession;
  state: PresenceState;
  /** This tab has unsaved changes (kept in the browser when the lock is taken over). */
  dirty: boolean;
  /** The signed-in user (their other tabs are named as such). */
  userID: number | undefined;
  /** After this tab took the lock: the editor may bring in what was stored meanwhile. */
  onTakenOver(): void;
  /** Reload the page (the unsaved changes stay in this browser's recovery). */
  onReload(): void;
}

const IDLE_MINUTES = LOCK_IDLE_MS / 60_000;

function time(iso: string): string {
  return formatDate(iso, { timeStyle: "short" });
}

export function PresencePanel(
  { session, state, dirty, userID, onTakenOver, onReload }: PresencePanelProps,
) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const mine = (e: { userID: number }) => e.userID === userID;
  /** "Eva is editing this page — since 10:42", or the person's own other tab. */
  const line = (e: { userID: number; name: string; since: string }, editing: boolean) =>
    mine(e)
      ? t(editing ? "presence.selfEditing" : "presence.selfOpen", { time: time(e.since) })
      : t(editing ? "presence.editing" : "presence.open", { name: e.name, time: time(e.since) });

  async function takeOver() {
    setBusy(true);
    setFailed(false);
    const ok = await session.takeOver();
    setBusy(false);
    if (!ok) return setFailed(true);
    notifySuccess(t("presence.tookOver"));
    onTakenOver();
    focusFirstField();
  }

  const holder = state.lockedBy;
  const others = state.others.filter((e) => !e.holdsLock);
  return (
    <Stack gap="xs" data-testid="presence">
      {state.lockLost && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          title={t("presence.lost.title", { name: state.lockLost.name })}
        >
          <Stack gap="xs">
            <Text size="sm">
              {t(dirty ? "presence.lost.message" : "presence.lost.messageSaved", {
                name: state.lockLost.name,
                time: time(state.lockLost.at),
              })}
            </Text>
            <Group gap="sm">
              <Button size="xs" color="orange" onClick={onReload}>
                {t("presence.lost.reload")}
              </Button>
              <Button size="xs" variant="default" onClick={takeOver} loading={busy}>
                {t("presence.lost.takeBack")}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {state.lockReleased && !state.lockLost && !holder && (
        <Alert
          color="blue"
          variant="light"
          role="status"
          icon={<IconUsers size={18} aria-hidden />}
          title={t("presence.released.title")}
          data-testid="lock-released"
        >
          <Text size="sm">
            {t("presence.released.message", {
              minutes: IDLE_MINUTES,
              time: time(state.lockReleased),
            })}
          </Text>
        </Alert>
      )}
      {holder && !state.lockLost && (
        <Alert
          color="blue"
          variant="light"
          role="status"
          icon={<IconUsers size={18} aria-hidden />}
        >
          <Stack gap="xs">
            <Text size="sm" fw={600}>{line(holder, true)}</Text>
            <Text size="sm">
              {mine(holder)
                ? t("presence.readOnlySelf")
                : t("presence.readOnly", { name: holder.name })}{" "}
              {t("presence.idleRule", { name: holder.name, minutes: IDLE_MINUTES })}
            </Text>
            <Group gap="sm">
              <Button size="xs" onClick={takeOver} loading={busy}>
                {t("presence.takeOver")}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {t("presence.takeOverFailed")}
        </Text>
      )}
      {others.length > 0 && (
        <Group gap="xs" wrap="nowrap" align="flex-start" role="status">
          <IconUsers size={16} aria-hidden style={{ flex: "none", marginTop: 3 }} />
          <List size="sm" listStyleType="none" aria-label={t("presence.listLabel")}>
            {others.map((e: EditorPresence) => (
              <List.Item key={`${e.userID}-${e.since}`}>{line(e, e.holdsLock)}</List.Item>
            ))}
          </List>
        </Group>
      )}
    </Stack>
  );
}

/**
 * After a take-over the button that had the focus is gone: the focus goes to the first field of
 * the page's content once the editor has turned editable. The editor may reload right after (when
 * it had nothing unsaved) and draw that field anew, so for two seconds a focus that fell back to
 * the page body is put there again; a focus the person moved elsewhere is left alone.
 */
function focusFirstField(): void {
  const until = performance.now() + 2000;
  const step = () => {
    if (document.activeElement === document.body || document.activeElement === null) {
      document.querySelector<HTMLElement>(
        '#main [role="tabpanel"] :is(input:not([type="hidden"]), textarea, [contenteditable="true"]):not(:disabled)',
      )?.focus();
    }
    if (performance.now() < until) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
