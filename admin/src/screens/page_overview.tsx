/**
 * The page overview: the pages of one page type (or of every type but the blank base type) in
 * the paginated list, sorted by created or updated date, searchable, filtered by locale. A row
 * opens the editor on click or Enter.
 */
import { Anchor, Button, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconFilePlus } from "@tabler/icons-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { pageTypeNames } from "../../../lib/content/page_types/names.ts";
import { listPages, type PageListItem } from "../api/pages.ts";
import type { ListQuery } from "../api/types.ts";
import { useAuth } from "../auth/auth_context.tsx";
import { type Column, PaginatedList } from "../components/paginated_list.tsx";
import { StatusBadge } from "../components/status_badge.tsx";
import { useSiteSettings } from "../hooks/use_settings.ts";
import { longTextProps, selectWidth } from "../lib/fit_text.ts";
import { pageTypeLabel, pageTypePlural } from "../lib/block_labels.ts";
import { ScheduleIcon } from "./page_editor/schedule_badge.tsx";
import { NotFound } from "./not_found.tsx";
import { DateTime } from "../components/date_time.tsx";

export interface PageListProps {
  /** A page type id; absent lists every type but base. */
  type?: string;
  label: string;
}

export function PageList({ type, label }: PageListProps) {
  const { t } = useTranslation();
  const { can } = useAuth();
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const [locale, setLocale] = useState<string | null>(null);

  const fetchItems = useCallback(
    (query: ListQuery, signal: AbortSignal) => listPages({ ...query, type, locale }, signal),
    [type, locale],
  );

  const columns = useMemo<Column<PageListItem>[]>(() => [
    {
      key: "title",
      header: t("pages.columns.title"),
      render: (item) => (
        <Anchor
          component={Link}
          to={`/page/${item.id}`}
          fw={600}
          className="row-link"
          {...longTextProps(item.title || t("editor.untitled"))}
        >
          {item.title || t("editor.untitled")}
        </Anchor>
      ),
    },
    {
      key: "slug",
      header: t("pages.columns.slug"),
      render: (item) => {
        const path = `/${item.slug === "/" ? "" : item.slug}`;
        return (
          <Text
            size="sm"
            c="dimmed"
            {...longTextProps(path, { maxWidth: "16rem", anywhere: false })}
          >
            {path}
          </Text>
        );
      },
    },
    { key: "locale", header: t("pages.columns.locale"), render: (item) => item.locale },
    {
      key: "type",
      header: t("pages.columns.type"),
      render: (item) => {
        const def = pageTypeNames.get(item.type);
        return def ? pageTypeLabel(t, def) : item.type;
      },
    },
    {
      key: "status",
      header: t("pages.columns.status"),
      render: (item) => (
        <Group gap={6} wrap="nowrap">
          <StatusBadge status={item.status} />
          <ScheduleIcon publishAt={item.publishAt} unpublishAt={item.unpublishAt} />
        </Group>
      ),
    },
    {
      key: "updated",
      header: t("pages.columns.updated"),
      render: (item) => <DateTime value={item.updated} withTime />,
    },
  ], [t]);

  // On a type's overview, "New page" is offered only when pages of that type may be created.
  const canCreate = can("create-page", type ? { pageType: type } : undefined);
  const newPageTo = type ? `/new-page?type=${encodeURIComponent(type)}` : "/new-page";

  return (
    <PaginatedList
      label={label}
      fetchItems={fetchItems}
      columns={columns}
      rowKey={(item) => item.id}
      onRowClick={(item) => navigate(`/page/${item.id}`)}
      searchable
      sortOptions={[
        { value: "updated", label: t("pages.sort.updated") },
        { value: "created", label: t("pages.sort.created") },
      ]}
      defaultSort={{ column: "updated", order: "desc" }}
      filtered={locale !== null}
      noResultsMessage={t("pages.noResults")}
      controls={
        <>
          {/* The browser's own select, as the list's sort (../components/paginated_list.tsx). */}
          <NativeSelect
            label={t("pages.localeFilter")}
            data={[
              { value: "", label: t("pages.allLocales") },
              ...(settings?.availableLocales ?? []).map((l) => ({ value: l, label: l })),
            ]}
            value={locale ?? ""}
            onChange={(event) => setLocale(event.currentTarget.value || null)}
            w={selectWidth([t("pages.allLocales"), ...(settings?.availableLocales ?? [])], {
              min: 150,
            })}
            size="sm"
          />
          {canCreate && (
            <Button
              component={Link}
              to={newPageTo}
              leftSection={<IconFilePlus size={16} aria-hidden />}
              style={{ alignSelf: "flex-end" }}
            >
              {t("nav.newPage")}
            </Button>
          )}
        </>
      }
      emptyMessage={
        <Stack gap="sm" align="center">
          <span>{t("pages.empty")}</span>
          {canCreate && (
            <Button
              component={Link}
              to={newPageTo}
              variant="light"
              leftSection={<IconFilePlus size={16} aria-hidden />}
            >
              {t("nav.newPage")}
            </Button>
          )}
        </Stack>
      }
    />
  );
}

/** /cmsadmin/page-overview/{pageTypeId}: the overview of one registered page type. */
export function PageTypeOverview() {
  const { t } = useTranslation();
  const { pageTypeId = "" } = useParams();
  const id = decodeURIComponent(pageTypeId).toLowerCase();
  const def = [...pageTypeNames.values()].find((d) => d.id.toLowerCase() === id);
  const title = def ? pageTypePlural(t, def) : "";
  useDocumentTitle(`${title || t("nav.pageOverview")} · ${t("app.name")}`);
  if (!def || !def.inOverview) return <NotFound />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} style={{ overflowWrap: "anywhere" }}>{title}</Title>
        <Text c="dimmed" mt={4}>{t("pages.overviewIntro")}</Text>
      </div>
      <PageList key={def.id} type={def.id} label={title} />
    </Stack>
  );
}
