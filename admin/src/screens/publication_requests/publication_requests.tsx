/**
 * /cmsadmin/publication-requests (review-publication): the open requests the user may review,
 * paged, searched and sorted in the browser (they are few). Opening one shows the review dialog.
 */
import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { openPublicationRequests, type PublicationRequest } from "../../api/pages.ts";
import type { ListQuery, ListResult } from "../../api/types.ts";
import { useAuth } from "../../auth/auth_context.tsx";
import { type Column, PaginatedList } from "../../components/paginated_list.tsx";
import { currentLanguage } from "../../i18n/index.ts";
import { shortText } from "../../lib/text_diff.ts";
import { ReviewDialog } from "./review_dialog.tsx";
import { pageLocally } from "../../api/local_list.ts";
import { longTextProps } from "../../lib/fit_text.ts";
import { DateTime } from "../../components/date_time.tsx";
import { ScreenTitle } from "../../components/screen_title.tsx";

const EXCERPT = 80;

function sortValue(r: PublicationRequest, column: string): string {
  if (column === "title") return r.title;
  if (column === "requester") return r.requester?.name ?? "";
  return r.createdAt;
}

/** Open requests are few: fetched whole, then paged, searched and sorted in the browser. */
async function fetchRequests(
  query: ListQuery,
  signal: AbortSignal,
): Promise<ListResult<PublicationRequest>> {
  return pageLocally(await openPublicationRequests(signal), query, {
    searchable: (
      r,
    ) => [r.title, r.slug, r.locale, r.comment, r.requester?.name, r.requester?.email],
    sortValue,
    locale: currentLanguage(),
  });
}

export function PublicationRequests() {
  const { t } = useTranslation();
  const { user } = useAuth();
  useDocumentTitle(`${t("workflow.requests.title")} · ${t("app.name")}`);
  const [open, setOpen] = useState<PublicationRequest | null>(null);
  const [reloadToken, setReloadToken] = useState(0);
  const reload = useCallback(() => setReloadToken((n) => n + 1), []);

  const columns = useMemo<Column<PublicationRequest>[]>(() => [
    {
      key: "page",
      header: t("workflow.requests.columns.page"),
      render: (r) => (
        <Stack gap={0}>
          <Anchor
            component="button"
            type="button"
            fw={600}
            ta="left"
            onClick={() => setOpen(r)}
            aria-label={t("workflow.requests.reviewOf", { title: r.title })}
            {...longTextProps(r.title || t("editor.untitled"))}
          >
            {r.title || t("editor.untitled")}
          </Anchor>
          <Text
            size="xs"
            c="dimmed"
            {...longTextProps(`/${r.slug === "/" ? "" : r.slug}`, { anywhere: false })}
          >
            /{r.slug === "/" ? "" : r.slug}
          </Text>
        </Stack>
      ),
    },
    { key: "locale", header: t("workflow.requests.columns.locale"), render: (r) => r.locale },
    {
      key: "requester",
      header: t("workflow.requests.columns.requester"),
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{r.requester?.name ?? t("workflow.requests.unknownUser")}</Text>
          {r.requester?.ID === user?.ID && (
            <Badge size="sm" variant="light" color="gray" c="dark.8" tt="none">
              {t("workflow.requests.yours")}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: "date",
      header: t("workflow.requests.columns.date"),
      render: (r) => <DateTime value={r.createdAt} withTime />,
    },
    {
      key: "comment",
      header: t("workflow.requests.columns.comment"),
      render: (r) => {
        const text = shortText(r.comment, EXCERPT);
        return text
          ? (
            <Text size="sm" title={r.comment} style={{ overflowWrap: "anywhere" }}>
              {text}
            </Text>
          )
          : <Text size="sm" c="dimmed">{t("workflow.requests.noComment")}</Text>;
      },
    },
  ], [t, user?.ID]);

  return (
    <Stack gap="lg">
      <ScreenTitle title={t("workflow.requests.title")} intro={t("workflow.requests.intro")} />
      <div className="surface">
        <PaginatedList
          label={t("workflow.requests.tableLabel")}
          fetchItems={fetchRequests}
          columns={columns}
          rowKey={(r) => r.id}
          onRowClick={(r: PublicationRequest) => setOpen(r)}
          searchable
          sortOptions={[
            { value: "date", label: t("workflow.requests.columns.date") },
            { value: "title", label: t("workflow.requests.columns.page") },
            { value: "requester", label: t("workflow.requests.columns.requester") },
          ]}
          defaultSort={{ column: "date", order: "desc" }}
          emptyMessage={t("workflow.requests.empty")}
          reloadToken={reloadToken}
        />
      </div>
      <ReviewDialog request={open} onClose={() => setOpen(null)} onReviewed={reload} />
    </Stack>
  );
}
