/**
 * Share preview (issue 32): a link to the saved version (this one, not "the latest") for
 * reviewers without an account — valid for a chosen time, optionally behind a password, with or
 * without visitor comments — shown once with a copy button; below, the page's live links (who
 * made each, its version, expiry, password), each revocable after a confirmation.
 */
import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Modal,
  NativeSelect,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconCheck, IconCopy, IconShare } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { SHARE_HOURS_DEFAULT } from "../../../../lib/content/share_links.ts";
import { errorsOf } from "../../api/client.ts";
import * as api from "../../api/share_links.ts";
import type { ShareLinkCreated, ShareLinkJson } from "../../api/share_links.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { formatDate } from "../../i18n/index.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { IconTextButton } from "../../components/icon_text_button.tsx";

/** The times offered, in hours: 1 hour to 30 days. */
const DURATIONS = [1, 24, 72, SHARE_HOURS_DEFAULT, 336, 720];

export interface ShareButtonProps {
  pageID: number;
  /** The saved version: what a new link shows. */
  versionID: number;
  /** The saved version is the live one (nothing to share as a preview). */
  live: boolean;
  dirty: boolean;
}

/** The header's Share preview button and its dialog. */
export function ShareButton(props: ShareButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconTextButton icon={IconShare} variant="default" onClick={() => setOpened(true)}>
        {t("share.open")}
      </IconTextButton>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("share.title")}
        size="lg"
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        {opened && <ShareForm {...props} />}
      </Modal>
    </>
  );
}

function durationLabel(t: TFunction, hours: number): string {
  return hours < 24 ? t("share.hours", { count: hours }) : t("share.days", { count: hours / 24 });
}

function ShareForm({ pageID, versionID, live, dirty }: ShareButtonProps) {
  const { t } = useTranslation();
  const [hours, setHours] = useState(SHARE_HOURS_DEFAULT);
  const [password, setPassword] = useState("");
  const [allowComments, setAllowComments] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [created, setCreated] = useState<ShareLinkCreated | null>(null);
  const [links, setLinks] = useState<ShareLinkJson[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  const reload = (signal?: AbortSignal) =>
    api.listShareLinks(pageID, signal).then(
      (items) => {
        setLinks(items);
        setLoadFailed(false);
      },
      () => !signal?.aborted && setLoadFailed(true),
    );
  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [pageID]);

  async function create() {
    setBusy(true);
    setErrors([]);
    try {
      const made = await api.createShareLink(versionID, {
        hours,
        password: password || null,
        allowComments,
      });
      setCreated(made);
      setPassword("");
      await reload();
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack>
      <Text size="sm">{t("share.intro", { id: versionID })}</Text>
      {live ? <Alert color="blue">{t("share.live")}</Alert> : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void create();
          }}
        >
          <Stack gap="sm">
            {dirty && <Alert color="orange">{t("share.dirty")}</Alert>}
            <NativeSelect
              label={t("share.validFor")}
              value={String(hours)}
              onChange={(e) => setHours(Number(e.currentTarget.value))}
              data={DURATIONS.map((h) => ({ value: String(h), label: durationLabel(t, h) }))}
            />
            <PasswordInput
              label={t("share.password")}
              description={t("share.passwordHint")}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="new-password"
              maxLength={200}
            />
            <Checkbox
              label={t("share.allowComments")}
              description={t("share.allowCommentsHint")}
              checked={allowComments}
              onChange={(e) => setAllowComments(e.currentTarget.checked)}
            />
            <ErrorList errors={errors} title={t("share.failed")} />
            <Group justify="flex-end">
              <Button type="submit" loading={busy}>{t("share.create")}</Button>
            </Group>
          </Stack>
        </form>
      )}
      {created && <CreatedLink link={created} />}
      <Title order={2} size="h4">{t("share.listTitle")}</Title>
      {loadFailed
        ? <Text size="sm" c="red.9" role="alert">{t("share.loadFailed")}</Text>
        : links === null
        ? null
        : links.length === 0
        ? <Text size="sm" c="dimmed">{t("share.none")}</Text>
        : <LinkList links={links} onRevoked={() => reload()} />}
    </Stack>
  );
}

/** The new link, shown once, with its copy button. */
function CreatedLink({ link }: { link: ShareLinkCreated }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} role="status">
      <Text size="sm" fw={600}>{t("share.created")}</Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t("share.url")}
          value={link.url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyButton value={link.url}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? "light" : "default"}
              onClick={copy}
              leftSection={copied
                ? <IconCheck size={16} aria-hidden />
                : <IconCopy size={16} aria-hidden />}
            >
              {copied ? t("share.copied") : t("share.copy")}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** The live links, one item each: a list, which a phone shows as well as a wide screen. */
function LinkList({ links, onRevoked }: { links: ShareLinkJson[]; onRevoked(): void }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap={0} aria-label={t("share.listTitle")} className="share-links">
      {links.map((link) => <LinkItem key={link.id} link={link} onRevoked={onRevoked} />)}
    </Stack>
  );
}

function LinkItem({ link, onRevoked }: { link: ShareLinkJson; onRevoked(): void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const expires = formatDate(link.expiresAt, { dateStyle: "medium", timeStyle: "short" });

  async function revoke() {
    setBusy(true);
    setErrors([]);
    try {
      await api.revokeShareLink(link.id);
      notifySuccess(t("share.revoked"));
      onRevoked();
    } catch (err) {
      setErrors(errorsOf(err));
      setBusy(false);
    }
  }

  const fact = (label: string, value: ReactNode) => (
    <Text size="sm" component="span">
      <Text span c="dimmed" size="sm">{label}:</Text> {value}
    </Text>
  );
  return (
    <li className="share-links__item">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs" py="xs">
        <Group gap="md" wrap="wrap" style={{ flex: "1 1 260px" }}>
          {fact(t("share.createdBy"), link.createdBy.name)}
          {fact(t("share.version"), link.versionID)}
          {fact(t("share.expires"), <time dateTime={link.expiresAt}>{expires}</time>)}
          {fact(t("share.withPassword"), link.hasPassword ? t("common.yes") : t("common.no"))}
        </Group>
        {!confirming && (
          <Button
            size="xs"
            variant="default"
            onClick={() => setConfirming(true)}
            aria-label={t("share.revokeLabel", { name: link.createdBy.name, date: expires })}
          >
            {t("share.revoke")}
          </Button>
        )}
      </Group>
      {confirming && (
        <Stack gap={6} pb="xs" role="group" aria-label={t("share.revokeConfirm")}>
          <Text size="sm">{t("share.revokeConfirm")}</Text>
          <Group gap="xs">
            <Button size="xs" color="red" loading={busy} onClick={() => void revoke()}>
              {t("share.revokeYes")}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={busy}
            >
              {t("share.keep")}
            </Button>
          </Group>
          <ErrorList errors={errors} />
        </Stack>
      )}
    </li>
  );
}
