/**
 * The history dialog: every stored version of the page (author, time, live and latest badges),
 * viewing one as the public renderer draws it, comparing two block by block (the diff of the
 * review dialog), its comments read-only (issue 32), and restoring an earlier one after a
 * confirmation; the editor then reloads.
 */
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import {
  IconArrowLeft,
  IconArrowsDiff,
  IconEye,
  IconMessage,
  IconRestore,
} from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { errorsOf } from "../../api/client.ts";
import * as api from "../../api/pages.ts";
import type { HistoryItem, PageVersionJson } from "../../api/pages.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { formatDate } from "../../i18n/index.ts";
import { longTextProps } from "../../lib/fit_text.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { BlockDiffView } from "../publication_requests/block_diff_view.tsx";
import { PreviewPanel } from "./preview_panel.tsx";
import { CommentThreads } from "../../components/comments/comment_threads.tsx";
import { useComments } from "../../components/comments/use_comments.ts";
import { IconTextButton } from "../../components/icon_text_button.tsx";

/** With seconds: two stores a minute apart must not look alike. */
const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "medium" };

/** Newest first by number, whatever order the answer had. */
function byNumber(items: HistoryItem[]): HistoryItem[] {
  return [...items].sort((a, b) => b.number - a.number);
}

export interface HistoryDialogProps {
  pageID: number;
  opened: boolean;
  dirty: boolean;
  canEdit: boolean;
  onClose(): void;
  /** After a restore: the editor reloads the page (its revision changed). */
  onRestored(): void;
}

type View =
  | { kind: "list" }
  | { kind: "view"; item: HistoryItem }
  | { kind: "comments"; item: HistoryItem }
  | { kind: "compare"; older: HistoryItem; newer: HistoryItem };

export function HistoryDialog(props: HistoryDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("workflow.history.title")}
      size="xl"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {props.opened && <HistoryBody {...props} />}
    </Modal>
  );
}

function HistoryBody({ pageID, dirty, canEdit, onClose, onRestored }: HistoryDialogProps) {
  const { t } = useTranslation();
  const [items, setItems] = useState<HistoryItem[] | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [selected, setSelected] = useState<number[]>([]);
  const [view, setView] = useState<View>({ kind: "list" });
  const [restoring, setRestoring] = useState<HistoryItem | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api.pageHistory(pageID, controller.signal).then(
      (loaded) => setItems(byNumber(loaded)),
      (err) => !controller.signal.aborted && setErrors(errorsOf(err)),
    );
    return () => controller.abort();
  }, [pageID]);

  function toggle(id: number, on: boolean) {
    setSelected((s) =>
      on ? [...s.filter((x) => x !== id), id].slice(-2) : s.filter((x) => x !== id)
    );
  }

  function compare() {
    if (!items || selected.length !== 2) return;
    const [a, b] = selected.map((id) => items.find((i) => i.id === id)!);
    const aFirst = a.number < b.number;
    setView({ kind: "compare", older: aFirst ? a : b, newer: aFirst ? b : a });
  }

  async function restore(item: HistoryItem) {
    setBusy(true);
    setErrors([]);
    try {
      await api.restoreVersion(item.id);
      notifySuccess(
        item.published
          ? t("workflow.history.restoredLive", { id: item.number })
          : t("workflow.history.restored", { id: item.number }),
      );
      onClose();
      onRestored();
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setBusy(false);
      setRestoring(null);
    }
  }

  if (view.kind !== "list") {
    return (
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <IconTextButton
            icon={IconArrowLeft}
            variant="subtle"
            onClick={() => setView({ kind: "list" })}
          >
            {t("workflow.history.back")}
          </IconTextButton>
          <Text fw={600}>
            {view.kind === "comments"
              ? t("comments.historyOpen", { number: view.item.number })
              : view.kind === "view"
              ? t("workflow.history.viewing", {
                id: view.item.number,
                date: formatDate(view.item.updatedAt, WHEN),
              })
              : t("workflow.history.comparing", {
                from: view.older.number,
                to: view.newer.number,
              })}
          </Text>
        </Group>
        {view.kind === "comments"
          ? <VersionComments versionID={view.item.id} />
          : view.kind === "view"
          ? <PreviewPanel versionID={view.item.id} dirty={false} onSave={() => {}} />
          : <CompareVersions older={view.older.id} newer={view.newer.id} />}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">{t("workflow.history.intro")}</Text>
      <ErrorList
        errors={errors}
        title={t(items ? "workflow.history.failed" : "workflow.history.loadFailed")}
      />
      {restoring && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          title={t("workflow.history.confirmRestoreTitle")}
        >
          <Stack gap="sm">
            <Text size="sm">
              {restoring.published
                ? t("workflow.history.confirmRestoreLive")
                : t("workflow.history.confirmRestore")}
            </Text>
            {dirty && <Text size="sm" fw={600}>{t("workflow.history.confirmRestoreDirty")}</Text>}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setRestoring(null)} disabled={busy}>
                {t("common.cancel")}
              </Button>
              <Button onClick={() => restore(restoring)} loading={busy} data-autofocus>
                {t("workflow.history.restoreVersion", { id: restoring.number })}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {!items && errors.length === 0 && (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label={t("app.loading")} />
        </Group>
      )}
      {items && (
        <>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" aria-live="polite">{t("workflow.history.compareHint")}</Text>
            <IconTextButton
              icon={IconArrowsDiff}
              size="xs"
              variant="light"
              disabled={selected.length !== 2}
              onClick={compare}
            >
              {t("workflow.history.compare")}
            </IconTextButton>
          </Group>
          <Table.ScrollContainer minWidth={620}>
            <Table aria-label={t("workflow.history.tableLabel")} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("workflow.history.columns.select")}</Table.Th>
                  <Table.Th>{t("workflow.history.columns.version")}</Table.Th>
                  <Table.Th>{t("workflow.history.columns.author")}</Table.Th>
                  <Table.Th>{t("workflow.history.columns.time")}</Table.Th>
                  <Table.Th>{t("workflow.history.columns.blocks")}</Table.Th>
                  <Table.Th>{t("workflow.history.columns.state")}</Table.Th>
                  <Table.Th>{t("workflow.history.columns.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id} data-version={item.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={t("workflow.history.select", { id: item.number })}
                        checked={selected.includes(item.id)}
                        onChange={(e) => toggle(item.id, e.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={0}>
                        <Text size="sm" fw={600}>{item.number}</Text>
                        <Text
                          size="xs"
                          c="dimmed"
                          {...longTextProps(item.title, { maxWidth: "14rem" })}
                        >
                          {item.title}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td>{item.author?.name ?? t("workflow.history.unknownAuthor")}</Table.Td>
                    <Table.Td>
                      <Text size="sm" component="time" dateTime={item.updatedAt}>
                        {formatDate(item.updatedAt, WHEN)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{item.blockCount}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="wrap">
                        {item.published && (
                          <Badge
                            color="green"
                            c="dark.8"
                            variant="light"
                            tt="none"
                          >
                            {t("workflow.history.published")}
                          </Badge>
                        )}
                        {item.latest && (
                          <Badge variant="light" c="brand.9" tt="none">
                            {t("workflow.history.latest")}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <IconTextButton
                          icon={IconEye}
                          size="compact-xs"
                          variant="subtle"
                          aria-label={t("workflow.history.viewVersion", { id: item.number })}
                          onClick={() => setView({ kind: "view", item })}
                        >
                          {t("workflow.history.view")}
                        </IconTextButton>
                        {item.commentCount > 0 && (
                          <IconTextButton
                            icon={IconMessage}
                            size="compact-xs"
                            variant="subtle"
                            aria-label={t("comments.historyOpen", { number: item.number })}
                            onClick={() => setView({ kind: "comments", item })}
                          >
                            {t("comments.historyCount", { count: item.commentCount })}
                          </IconTextButton>
                        )}
                        {canEdit && !item.latest && (
                          <IconTextButton
                            icon={IconRestore}
                            size="compact-xs"
                            variant="subtle"
                            aria-label={t("workflow.history.restoreVersion", { id: item.number })}
                            onClick={() => setRestoring(item)}
                          >
                            {t("workflow.history.restore")}
                          </IconTextButton>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}

function CompareVersions({ older, newer }: { older: number; newer: number }) {
  const { t } = useTranslation();
  const [versions, setVersions] = useState<[PageVersionJson, PageVersionJson] | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      api.getVersion(older, controller.signal),
      api.getVersion(newer, controller.signal),
    ])
      .then(
        ([a, b]) => setVersions([a, b]),
        (err) => !controller.signal.aborted && setErrors(errorsOf(err)),
      );
    return () => controller.abort();
  }, [older, newer]);
  if (errors.length > 0) return <ErrorList errors={errors} />;
  if (!versions) {
    return (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label={t("app.loading")} />
      </Group>
    );
  }
  return (
    <BlockDiffView
      before={versions[0].blocks}
      after={versions[1].blocks}
      beforeTitle={versions[0].title}
      afterTitle={versions[1].title}
    />
  );
}

/** A version's own comments, read-only: as they were made on that state of the page. */
function VersionComments({ versionID }: { versionID: number }) {
  const { t } = useTranslation();
  const model = useComments(versionID);
  const own = model.threads.filter((th) => !th.head.earlier);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">{t("comments.readOnly")}</Text>
      <ErrorList errors={model.loadErrors} title={t("comments.loadFailed")} />
      {model.loaded && <CommentThreads threads={own} model={model} readOnly />}
    </Stack>
  );
}
