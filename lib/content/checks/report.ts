/** The checks report's query and answer (GET /api/ximblox/reports/checks), shared with the admin. */
import { z } from "zod";
import { LOCALES } from "../locales.ts";
import type { Problem } from "./rules.ts";

/** Query strings: an absent or empty locale means every locale the caller may read. */
export const checksReportQuery = z.object({
  locale: z.enum(LOCALES, { error: "V_12" }).or(z.literal("").transform(() => null)).nullish(),
  pageIndex: z.coerce.number({ error: "V_12" }).int().min(0).default(0),
  pageSize: z.coerce.number({ error: "V_12" }).int().min(1).max(200).default(50),
});

export interface ChecksReportItem {
  pageID: number;
  title: string;
  slug: string;
  locale: string;
  problems: Problem[];
}
