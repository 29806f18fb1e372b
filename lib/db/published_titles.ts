/**
 * The published pages of each locale by title, for the duplicate-title rule
 * (lib/ops/pages/page_checks.ts): one short list read instead of every published version. Kept by
 * the commits that change what a page has published — publish and unpublish (`updatePage` in
 * published_pointers.ts) and deleting a page (pages.ts) — from `PageRecord.publishedTitle`, the
 * title of the published version, so that the entry to remove is known without a read. Stores
 * from before it get it from the backfill (backfill.ts).
 */
import { keys } from "./keys.ts";
import type { PageRecord } from "./page_records.ts";

/** Titles compared as visitors read them: case and runs of spaces do not tell pages apart. */
export function titleKey(title: string): string {
  return title.trim().replace(/\s+/g, " ").toLocaleLowerCase();
}

function entryOf(page: PageRecord | null): Deno.KvKey | null {
  if (!page || page.publishedVersionID === null || page.publishedTitle == null) return null;
  return keys.publishedTitle(page.locale, titleKey(page.publishedTitle), page.id);
}

/** Adds to a commit that turns page `before` into `after` (null: none) the index change. */
export function publishedTitleIn(
  op: Deno.AtomicOperation,
  before: PageRecord | null,
  after: PageRecord | null,
): Deno.AtomicOperation {
  const old = entryOf(before);
  const now = entryOf(after);
  if (old && (!now || old.join("\u0000") !== now.join("\u0000"))) op.delete(old);
  if (now) op.set(now, true);
  return op;
}

/**
 * Up to `limit` ids of published pages of `locale` with this title (a page asking about itself
 * needs two: itself and one other).
 */
export async function pagesPublishedWithTitle(
  kv: Deno.Kv,
  locale: string,
  title: string,
  limit = 2,
): Promise<number[]> {
  const out: number[] = [];
  const prefix = keys.publishedTitles(locale, titleKey(title));
  for await (const e of kv.list({ prefix }, { limit })) out.push(e.key[3] as number);
  return out;
}
