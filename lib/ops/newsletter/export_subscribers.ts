/**
 * The subscribers as a CSV file (admin), narrowed like the list (state and search), oldest
 * first: UTF-8 with a byte order mark, every cell defused against formula injection
 * (lib/content/csv.ts) — names and addresses are what visitors typed.
 */
import { csvDocument, csvFileName } from "../../content/csv.ts";
import { type Language, LANGUAGES } from "../../content/locales.ts";
import { NEWSLETTER_PERMISSION, type SubscriberFilter } from "../../content/newsletter.ts";
import { TIME_ZONE } from "../../content/opening_hours.ts";
import { listSubscribers } from "../../db/newsletter.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { matching } from "./list_subscribers.ts";
import { recordExport } from "../audit.ts";
import { SUBSCRIBERS_CSV_HEADINGS } from "../../i18n/newsletter.ts";

/** "2026-11-23 14:05:09" in the lab's (Dutch) time zone: sortable, and read as a date by spreadsheets. */
const DATE = new Intl.DateTimeFormat("sv-SE", {
  timeZone: TIME_ZONE,
  dateStyle: "short",
  timeStyle: "medium",
});

function date(ms: number | null): string {
  return ms === null ? "" : DATE.format(ms);
}

export async function exportSubscribersCsv(
  deps: Deps,
  actor: Actor | null,
  filter: { status: SubscriberFilter; searchTerm: string },
): Promise<{ fileName: string; csv: string }> {
  const a = requirePermission(actor, NEWSLETTER_PERMISSION);
  const language = (LANGUAGES as readonly string[]).includes(a.user.language)
    ? a.user.language as Language
    : "en";
  const h = SUBSCRIBERS_CSV_HEADINGS[language];
  const rows = matching(await listSubscribers(deps.kv), filter).map((s) => [
    s.email,
    s.name,
    h.status[s.status],
    date(s.createdAt),
    date(s.confirmedAt),
    date(s.unsubscribedAt),
    s.locale,
  ]);
  const name = filter.status === "all" ? "newsletter-subscribers" : `newsletter-${filter.status}`;
  await recordExport(
    deps,
    a,
    "newsletter subscribers",
    `${rows.length} subscribers (${filter.status}) as CSV`,
  );
  return { fileName: csvFileName(name), csv: csvDocument([h.columns, ...rows]) };
}
