/** The FAQ pages for the admin's FAQ screen and the FAQ block's editor (page type `faq`). */
import { sameCategory } from "../../../lib/content/page_types/faq.ts";
import { request } from "./client.ts";
import type { PageListItem } from "./pages.ts";

/** Every FAQ page of `locale` the user may edit (all locales when null), by title. */
export async function faqPages(
  locale: string | null,
  signal?: AbortSignal,
): Promise<PageListItem[]> {
  return (await request<{ items: PageListItem[] }>("POST", "/page/get-pages", {
    body: { type: "faq", locale },
    signal,
  })).items;
}

/** The category an FAQ page's latest version names ("" when none). */
export function faqCategory(page: Pick<PageListItem, "typeData">): string {
  const category = page.typeData?.category;
  return typeof category === "string" ? category.trim() : "";
}

/** The categories the pages name, once each (whatever their case), sorted. */
export function faqCategories(pages: readonly Pick<PageListItem, "typeData">[]): string[] {
  const out: string[] = [];
  for (const page of pages) {
    const category = faqCategory(page);
    if (category && !out.some((c) => sameCategory(c, category))) out.push(category);
  }
  return out.sort((a, b) => a.localeCompare(b));
}

export interface NewFaq {
  question: string;
  category: string;
  slug: string;
  locale: string;
}

/** Creates an FAQ page: its title and its question are the question asked. */
export async function createFaq(faq: NewFaq): Promise<{ pageID: number; pageVersionID: number }> {
  const { pageID, pageVersionID } = await request<{ pageID: number; pageVersionID: number }>(
    "POST",
    "/page/create",
    {
      body: {
        title: faq.question,
        slug: faq.slug,
        type: "faq",
        locale: faq.locale,
        typeData: { question: faq.question, category: faq.category },
      },
    },
  );
  return { pageID, pageVersionID };
}
