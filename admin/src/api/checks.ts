/** Calls of the accessibility and quality checks: a version's checks and the report. */
import type { ChecksReportItem, Problem } from "../../../lib/content/checks/index.ts";
import { request } from "./client.ts";
import type { ListResult } from "./types.ts";

export type { ChecksReportItem, Problem };

export async function versionChecks(versionID: number, signal?: AbortSignal): Promise<Problem[]> {
  const { problems } = await request<{ problems: Problem[] }>(
    "GET",
    `/page/version/${versionID}/checks`,
    { signal },
  );
  return problems;
}

export async function checksReport(
  query: { locale?: string | null; pageIndex: number; pageSize: number },
  signal?: AbortSignal,
): Promise<ListResult<ChecksReportItem>> {
  const params = new URLSearchParams({
    pageIndex: String(query.pageIndex),
    pageSize: String(query.pageSize),
  });
  if (query.locale) params.set("locale", query.locale);
  const { items, totalItems } = await request<ListResult<ChecksReportItem>>(
    "GET",
    `/reports/checks?${params}`,
    { signal },
  );
  return { items, totalItems };
}
