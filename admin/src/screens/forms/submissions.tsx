/**
 * Submissions of a form (/cmsadmin/forms/{id}/submissions, manage-forms): newest first, with
 * date, read or unread, the first answers, search and a read filter; a row opens the detail
 * dialog (which marks it read); delete asks first; "Export CSV" downloads every submission;
 * and the retention setting. `?submission={id}` (the link in the notification mail) opens one.
 */
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconDownload, IconMail, IconMailOpened, IconPencil, IconTrash } from "@tabler/icons-react";
import { useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { errorsOf } from "../../api/client.ts";
import {
  deleteSubmission,
  type FormSubmissionSummary,
  type FormTemplate,
  getFormTemplate,
  listSubmissions,
  markSubmissionRead,
  submissionsCsvUrl,
} from "../../api/forms.ts";
import type { ListQuery, ListResult } from "../../api/types.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { actionsColumn, type Column, PaginatedList } from "../../components/paginated_list.tsx";
import { formatDate } from "../../i18n/index.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { RetentionSetting } from "./retention_setting.tsx";
import { SubmissionDialog } from "./submission_dialog.tsx";
import { hintProps } from "../../components/hint_tooltip.tsx";
import { confirmAction } from "../../components/confirm_action.tsx";

type ReadFilter = "all" | "unread" | "read";

const when = (at: number) => formatDate(at, { dateStyle: "medium", timeStyle: "short" });

export function FormSubmissions() {
  const { t } = useTranslation();
  const templateID = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const [template, setTemplate] = useState<FormTemplate | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [filter, setFilter] = useState<ReadFilter>("all");
  const [unread, setUnread] = useState<number | null>(null);
  const [token, setToken] = useState(0);
  const filterLabel = useId();
  const reload = useCallback(() => setToken((n) => n + 1), []);
  useDocumentTitle(
    `${t("submissionAdmin.title", { name: template?.name ?? "" })} · ${t("app.name")}`,
  );

  const open = Number(params.get("submission")) || null;
  const setOpen = (id: number | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id === null) next.delete("submission");
      else next.set("submission", String(id));
      return next;
    }, { replace: true });

  useEffect(() => {
    const abort = new AbortController();
    getFormTemplate(templateID, abort.signal).then(
      ({ template }) => setTemplate(template),
      (err) => !abort.signal.aborted && setErrors(errorsOf(err)),
    );
    return () => abort.abort();
  }, [templateID]);

  const fetchItems = useCallback(
    async (query: ListQuery, signal: AbortSignal): Promise<ListResult<FormSubmissionSummary>> => {
      const page = await listSubmissions(templateID, {
        page: query.pageIndex + 1,
        pageSize: query.pageSize,
        search: query.searchTerm,
        read: filter,
      }, signal);
      setUnread(page.unreadCount);
      return page;
    },
    [templateID, filter],
  );

  async function toggleRead(item: FormSubmissionSummary) {
    try {
      await markSubmissionRead(templateID, item.id, !item.read);
      reload();
    } catch (err) {
      setErrors(errorsOf(err));
    }
  }

  function askDelete(item: FormSubmissionSummary) {
    confirmAction(t, {
      title: t("submissionAdmin.delete.title"),
      message: t("submissionAdmin.delete.message", { date: when(item.createdAt) }),
      confirm: t("common.delete"),
      run: async () => {
        // Reloaded either way: a failure may be a submission deleted meanwhile.
        try {
          await deleteSubmission(templateID, item.id);
          notifySuccess(t("submissionAdmin.delete.done"));
        } finally {
          reload();
        }
      },
      onErrors: setErrors,
    });
  }

  const columns: Column<FormSubmissionSummary>[] = [
    {
      key: "date",
      header: t("submissionAdmin.date"),
      width: 230,
      render: (item) => (
        <UnstyledButton
          onClick={() => setOpen(item.id)}
          className="submission-open"
          aria-label={t("submissionAdmin.openAria", { date: when(item.createdAt) })}
        >
          <Text
            span
            fw={item.read ? 400 : 700}
            c="blue.8"
            td="underline"
            size="sm"
            style={{ whiteSpace: "nowrap" }}
          >
            {when(item.createdAt)}
          </Text>
        </UnstyledButton>
      ),
    },
    {
      key: "status",
      header: t("submissionAdmin.status"),
      width: 110,
      render: (item) =>
        item.read
          ? <Badge color="gray" variant="dot" tt="none">{t("submissionAdmin.read")}</Badge>
          : <Badge color="blue" variant="dot" tt="none">{t("submissionAdmin.unread")}</Badge>,
    },
    {
      key: "preview",
      header: t("submissionAdmin.preview"),
      render: (item) => (
        <Text size="sm" lineClamp={2} style={{ overflowWrap: "anywhere" }}>{item.preview}</Text>
      ),
    },
    actionsColumn(t("submissionAdmin.actions"), 100, (item) => (
      <>
        <ActionIcon
          {...hintProps(
            item.read ? t("submissionAdmin.markUnread") : t("submissionAdmin.markRead"),
          )}
          variant="subtle"
          onClick={() => void toggleRead(item)}
          aria-label={item.read
            ? t("submissionAdmin.markUnreadAria", { date: when(item.createdAt) })
            : t("submissionAdmin.markReadAria", { date: when(item.createdAt) })}
        >
          {item.read
            ? <IconMail size={16} aria-hidden />
            : <IconMailOpened size={16} aria-hidden />}
        </ActionIcon>
        <ActionIcon
          {...hintProps(t("common.delete"))}
          variant="subtle"
          color="red"
          onClick={() => askDelete(item)}
          aria-label={t("submissionAdmin.deleteAria", { date: when(item.createdAt) })}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </>
    )),
  ];

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Anchor component={Link} to="/forms" size="sm">{t("formAdmin.backToOverview")}</Anchor>
          <Title order={1}>{t("submissionAdmin.title", { name: template?.name ?? "…" })}</Title>
          {unread !== null && (
            <Text c="dimmed" mt={4}>{t("submissionAdmin.unreadSummary", { count: unread })}</Text>
          )}
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to={`/forms/${templateID}`}
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t("submissionAdmin.editForm")}
          </Button>
          <Button
            component="a"
            href={submissionsCsvUrl(templateID)}
            download
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t("submissionAdmin.export")}
          </Button>
        </Group>
      </Group>
      <ErrorList errors={errors} onClose={() => setErrors([])} />
      <PaginatedList
        label={t("submissionAdmin.listLabel", { name: template?.name ?? "" })}
        fetchItems={fetchItems}
        columns={columns}
        rowKey={(item) => item.id}
        searchable
        filtered={filter !== "all"}
        reloadToken={token}
        onRowClick={(item) => setOpen(item.id)}
        emptyMessage={t("submissionAdmin.noSubmissions")}
        controls={
          <>
            <VisuallyHidden id={filterLabel}>{t("submissionAdmin.filter")}</VisuallyHidden>
            <SegmentedControl
              aria-labelledby={filterLabel}
              value={filter}
              onChange={(v) => setFilter(v as ReadFilter)}
              data={[
                { value: "all", label: t("submissionAdmin.filterAll") },
                { value: "unread", label: t("submissionAdmin.unread") },
                { value: "read", label: t("submissionAdmin.read") },
              ]}
            />
          </>
        }
      />
      <RetentionSetting />
      <SubmissionDialog
        templateID={templateID}
        submissionID={open}
        onClose={() => setOpen(null)}
        onChanged={reload}
      />
    </Stack>
  );
}
