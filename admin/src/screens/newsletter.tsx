/**
 * The newsletter's subscribers (/cmsadmin/newsletter; manage-forms): a paginated list by state
 * (all, confirmed, pending, unsubscribed, each with its count), searchable by address and name,
 * sortable, with delete (after a confirmation) and a CSV download of the state shown. Names and
 * addresses are what visitors typed: React escapes them.
 */
import {
  ActionIcon,
  Badge,
  Box,
  SegmentedControl,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconTrash } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useCallback, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import {
  deleteSubscriber,
  exportUrl,
  listSubscribers,
  type Subscriber,
  type SubscriberFilter,
  type SubscriberStatus,
} from "../api/newsletter.ts";
import type { ListQuery } from "../api/types.ts";
import { ErrorList } from "../components/error_list.tsx";
import { ExportButton } from "../components/export_button.tsx";
import { type Column, PaginatedList } from "../components/paginated_list.tsx";
import { currentLanguage } from "../i18n/index.ts";
import { longTextProps } from "../lib/fit_text.ts";
import { notifySuccess } from "../lib/notify.ts";
import { hintProps } from "../components/hint_tooltip.tsx";
import { confirmAction } from "../components/confirm_action.tsx";

const COLORS: Record<SubscriberStatus, string> = {
  confirmed: "green",
  pending: "yellow",
  unsubscribed: "gray",
};

function statusLabel(t: TFunction, status: SubscriberStatus): string {
  switch (status) {
    case "confirmed":
      return t("newsletterAdmin.confirmed");
    case "pending":
      return t("newsletterAdmin.pending");
    case "unsubscribed":
      return t("newsletterAdmin.unsubscribed");
  }
}

function filterLabel(t: TFunction, filter: SubscriberFilter, count: number | undefined): string {
  const c = { count: count ?? 0 };
  switch (filter) {
    case "all":
      return t("newsletterAdmin.all", c);
    case "confirmed":
      return t("newsletterAdmin.confirmedCount", c);
    case "pending":
      return t("newsletterAdmin.pendingCount", c);
    case "unsubscribed":
      return t("newsletterAdmin.unsubscribedCount", c);
  }
}

const FILTERS: SubscriberFilter[] = ["all", "confirmed", "pending", "unsubscribed"];

export function NewsletterAdmin() {
  const { t } = useTranslation();
  useDocumentTitle(`${t("newsletterAdmin.title")} · ${t("app.name")}`);
  const [status, setStatus] = useState<SubscriberFilter>("all");
  const [counts, setCounts] = useState<Record<SubscriberStatus, number> | null>(null);
  const [reloadToken, setReloadToken] = useState(0);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const filterId = useId();
  const language = currentLanguage();
  const date = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }),
    [language],
  );

  const fetchItems = useCallback(async (query: ListQuery, signal: AbortSignal) => {
    const list = await listSubscribers({ ...query, status }, signal);
    setCounts(list.counts);
    return list;
  }, [status]);

  function confirmDelete(s: Subscriber) {
    confirmAction(t, {
      title: t("newsletterAdmin.deleteTitle"),
      message: t("newsletterAdmin.deleteMessage", { email: s.email }),
      confirm: t("common.delete"),
      run: async () => {
        await deleteSubscriber(s.id);
        notifySuccess(t("newsletterAdmin.deleted", { email: s.email }));
        setReloadToken((n) => n + 1);
      },
      onErrors: setErrors,
    });
  }

  const columns: Column<Subscriber>[] = [
    {
      key: "email",
      header: t("newsletterAdmin.email"),
      render: (s) => (
        <Text size="sm" fw={500} {...longTextProps(s.email, { maxWidth: "20rem" })}>
          {s.email}
        </Text>
      ),
    },
    {
      key: "name",
      header: t("newsletterAdmin.name"),
      render: (s) => (
        <Text size="sm" {...longTextProps(s.name, { maxWidth: "16rem" })}>{s.name}</Text>
      ),
    },
    {
      key: "status",
      header: t("newsletterAdmin.status"),
      render: (s) => (
        <Badge variant="dot" color={COLORS[s.status]} tt="none" c="dark">
          {statusLabel(t, s.status)}
        </Badge>
      ),
    },
    {
      key: "createdAt",
      header: t("newsletterAdmin.signedUp"),
      render: (s) => <Text size="sm">{date.format(s.createdAt)}</Text>,
    },
    {
      key: "confirmedAt",
      header: t("newsletterAdmin.confirmedAt"),
      render: (s) => <Text size="sm">{s.confirmedAt ? date.format(s.confirmedAt) : "—"}</Text>,
    },
    {
      key: "actions",
      header: t("newsletterAdmin.actions"),
      hiddenHeader: true,
      width: 56,
      render: (s) => (
        <ActionIcon
          {...hintProps(t("common.delete"))}
          variant="subtle"
          color="red"
          aria-label={t("newsletterAdmin.deleteAria", { email: s.email })}
          onClick={() => confirmDelete(s)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ),
    },
  ];

  const total = counts ? counts.confirmed + counts.pending + counts.unsubscribed : undefined;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("newsletterAdmin.title")}</Title>
        <Text c="dimmed" mt={4} maw={760}>{t("newsletterAdmin.intro")}</Text>
      </div>
      <ErrorList errors={errors} onClose={() => setErrors([])} />
      <div className="surface">
        <PaginatedList
          label={t("newsletterAdmin.title")}
          fetchItems={fetchItems}
          columns={columns}
          rowKey={(s) => s.id}
          sortOptions={[
            { value: "createdAt", label: t("newsletterAdmin.sortSignedUp") },
            { value: "email", label: t("newsletterAdmin.sortEmail") },
            { value: "name", label: t("newsletterAdmin.sortName") },
          ]}
          defaultSort={{ column: "createdAt", order: "desc" }}
          searchable
          filtered={status !== "all"}
          emptyMessage={t("newsletterAdmin.empty")}
          noResultsMessage={t("newsletterAdmin.noResults")}
          reloadToken={reloadToken}
          minWidth={760}
          controls={
            <>
              <Box>
                <VisuallyHidden id={filterId}>{t("newsletterAdmin.filter")}</VisuallyHidden>
                <SegmentedControl
                  aria-labelledby={filterId}
                  value={status}
                  onChange={(value) => setStatus(value as SubscriberFilter)}
                  data={FILTERS.map((f) => ({
                    value: f,
                    label: filterLabel(t, f, f === "all" ? total : counts?.[f]),
                  }))}
                />
              </Box>
              <ExportButton
                href={exportUrl(status)}
                label={t("newsletterAdmin.export")}
                hint={t("newsletterAdmin.exportHint")}
              />
            </>
          }
        />
      </div>
    </Stack>
  );
}
