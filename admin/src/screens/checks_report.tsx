/**
 * /cmsadmin/checks-report: every published page with open problems of the accessibility and
 * quality checks (GET reports/checks), per language or all, most problems first, each with a
 * link to its editor where "Show me" leads to the fields.
 */
import { Anchor, Group, Loader, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { checksReport, type ChecksReportItem } from "../api/checks.ts";
import { errorsOf } from "../api/client.ts";
import { ProblemList, useProblems } from "../components/checks/problem_list.tsx";
import { ErrorList } from "../components/error_list.tsx";
import { Pager } from "../components/pager.tsx";
import { useSiteSettings } from "../hooks/use_settings.ts";

const PAGE_SIZE = 20;

function ReportItem({ item }: { item: ChecksReportItem }) {
  const { t } = useTranslation();
  // In the interface language of this screen, whatever the server's answer said.
  const problems = useProblems(item.problems);
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={`/page/${item.pageID}`}
              fw={600}
              style={{ overflowWrap: "anywhere" }}
            >
              {item.title || t("editor.untitled")}
            </Anchor>
            <Text size="xs" c="dimmed">{item.locale} · /{item.slug === "/" ? "" : item.slug}</Text>
          </Stack>
          <Text size="sm" fw={600}>{t("checks.count", { count: problems.length })}</Text>
        </Group>
        <ProblemList problems={problems} />
      </Stack>
    </Paper>
  );
}

export function ChecksReport() {
  const { t } = useTranslation();
  useDocumentTitle(`${t("checks.report.title")} · ${t("app.name")}`);
  const settings = useSiteSettings();
  const [locale, setLocale] = useState<string | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const [result, setResult] = useState<{ items: ChecksReportItem[]; totalItems: number } | null>(
    null,
  );
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);

  useEffect(() => {
    const abort = new AbortController();
    setResult(null);
    setErrors([]);
    checksReport({ locale, pageIndex, pageSize: PAGE_SIZE }, abort.signal)
      .then((r) => !abort.signal.aborted && setResult(r))
      .catch((err) => !abort.signal.aborted && setErrors(errorsOf(err)));
    return () => abort.abort();
  }, [locale, pageIndex]);

  const locales = settings?.availableLocales ?? [];
  return (
    <Stack gap="md">
      <Title order={1}>{t("checks.report.title")}</Title>
      <Text c="dimmed">{t("checks.report.intro")}</Text>
      <Select
        label={t("checks.report.locale")}
        data={[
          { value: "", label: t("checks.report.allLocales") },
          ...locales.map((l) => ({ value: l, label: l })),
        ]}
        value={locale ?? ""}
        allowDeselect={false}
        onChange={(v) => {
          setLocale(v || null);
          setPageIndex(0);
        }}
        w={240}
      />
      <ErrorList errors={errors} />
      {!result && errors.length === 0 && (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label={t("app.loading")} />
        </Group>
      )}
      {result && (
        <>
          <Text size="sm" role="status">
            {result.totalItems === 0
              ? t("checks.report.empty")
              : t("checks.report.total", { count: result.totalItems })}
          </Text>
          <Stack
            component="ul"
            gap="sm"
            aria-label={t("checks.report.tableLabel")}
            style={{ listStyle: "none", padding: 0, margin: 0 }}
          >
            {result.items.map((item) => <ReportItem key={item.pageID} item={item} />)}
          </Stack>
          <Pager
            page={pageIndex + 1}
            totalPages={Math.ceil(result.totalItems / PAGE_SIZE)}
            onChange={(p) => setPageIndex(p - 1)}
          />
        </>
      )}
    </Stack>
  );
}
