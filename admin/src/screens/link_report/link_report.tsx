/**
 * /cmsadmin/link-report: internal links in the latest version of each page whose target page is
 * missing or unpublished, each with a link to the page that holds it; then the menu items whose
 * target is gone, each with a link to its menu; then images and files pages show that are gone. The report is fetched once per visit: searching
 * and paging filter it here.
 */
import { Anchor, Stack, Text } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { blockRegistry } from "../../../../lib/content/blocks/index.ts";
import { type BrokenLink, type LinkReport as Report, linkReport } from "../../api/pages.ts";
import type { ListQuery, ListResult } from "../../api/types.ts";
import { type Column, PaginatedList } from "../../components/paginated_list.tsx";
import { blockLabel } from "../../lib/block_labels.ts";
import { longTextProps } from "../../lib/fit_text.ts";

import { BrokenMenuItems } from "./broken_menu_items.tsx";
import { MissingMedia } from "./missing_media.tsx";
import { ProblemBadge } from "./problem_badge.tsx";
import { ScreenTitle } from "../../components/screen_title.tsx";

async function filterLinks(
  report: Promise<Report>,
  query: ListQuery,
): Promise<ListResult<BrokenLink>> {
  const all = (await report).items;
  const term = query.searchTerm.trim().toLocaleLowerCase();
  const matching = term
    ? all.filter((l) =>
      [l.pageTitle, l.slug, l.locale].some((v) => v.toLocaleLowerCase().includes(term))
    )
    : all;
  const start = query.pageIndex * query.pageSize;
  return { items: matching.slice(start, start + query.pageSize), totalItems: matching.length };
}

export function LinkReport() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(`${t("workflow.linkReport.title")} · ${t("app.name")}`);
  const [report] = useState(() => linkReport());
  const fetchLinks = useCallback((query: ListQuery) => filterLinks(report, query), [report]);

  const columns = useMemo<Column<BrokenLink>[]>(() => [
    {
      key: "page",
      header: t("workflow.linkReport.columns.page"),
      render: (l) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={`/page/${l.pageID}`}
            fw={600}
            {...longTextProps(l.pageTitle || t("editor.untitled"))}
          >
            {l.pageTitle || t("editor.untitled")}
          </Anchor>
          <Text size="xs" c="dimmed">{l.pageLocale}</Text>
        </Stack>
      ),
    },
    {
      key: "block",
      header: t("workflow.linkReport.columns.block"),
      render: (l) => {
        const def = blockRegistry.get(l.blockType);
        return def ? blockLabel(t, def) : l.blockType;
      },
    },
    {
      key: "target",
      header: t("workflow.linkReport.columns.target"),
      render: (l) => (
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {l.locale} · /{l.slug === "/" ? "" : l.slug}
        </Text>
      ),
    },
    {
      key: "problem",
      header: t("workflow.linkReport.columns.problem"),
      render: (l) => <ProblemBadge problem={l.problem} />,
    },
  ], [t]);

  return (
    <Stack gap="lg">
      <ScreenTitle title={t("workflow.linkReport.title")} intro={t("workflow.linkReport.intro")} />
      <div className="surface">
        <PaginatedList
          label={t("workflow.linkReport.tableLabel")}
          fetchItems={fetchLinks}
          columns={columns}
          rowKey={(l) => `${l.pageID}-${l.blockKey}-${l.locale}-${l.slug}`}
          onRowClick={(l) => navigate(`/page/${l.pageID}`)}
          searchable
          emptyMessage={t("workflow.linkReport.empty")}
        />
      </div>
      <BrokenMenuItems report={report} />
      <MissingMedia report={report} />
    </Stack>
  );
}
