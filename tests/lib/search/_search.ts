/** Published pages and searches for the search tests, through the API as staff make them. */
import { assertEquals } from "../../_utils/assert.ts";
import type { TestClient } from "../../_utils/app.ts";
import { createTestPage, PAGE_API, storeDraft } from "../../_utils/pages.ts";

export const SEARCH_API = "/api/ximblox/search";

export interface PageSpec {
  title?: string;
  slug?: string;
  locale?: string;
  type?: string;
  /** Text of one text block (rich text). */
  html?: string;
  blocks?: unknown[];
  seoDescription?: string;
  tags?: string[];
  privateTags?: string[];
  /** Publish after creating (default true). */
  publish?: boolean;
}

/** Creates a page (with SEO fields and tags when given) and publishes it unless told not to. */
export async function makePage(c: TestClient, spec: PageSpec): Promise<number> {
  const blocks = spec.blocks ??
    [{ type: "text", key: "t", props: { html: spec.html ?? "<p>Nothing much.</p>" } }];
  const { pageID } = await createTestPage(c, {
    title: spec.title ?? "Untitled",
    slug: spec.slug ?? `p-${crypto.randomUUID().slice(0, 8)}`,
    locale: spec.locale ?? "en-gb",
    type: spec.type ?? "page",
    content: blocks,
  });
  if (spec.seoDescription || spec.tags || spec.privateTags) {
    await storeDraft(c, pageID, {
      seoDescription: spec.seoDescription ?? "",
      tags: spec.tags ?? [],
      privateTags: spec.privateTags ?? [],
    });
  }
  if (spec.publish !== false) await publish(c, pageID);
  return pageID;
}

export async function publish(c: TestClient, pageID: number): Promise<void> {
  const res = await c.post(`${PAGE_API}/${pageID}/publish`);
  assertEquals(res.status, 200, res.raw);
}

/** The titles a search finds, best first. */
export async function titles(
  c: TestClient,
  term: string,
  over: Record<string, unknown> = {},
): Promise<string[]> {
  const res = await c.post(`${SEARCH_API}/search`, { term, ...over });
  assertEquals(res.status, 200, res.raw);
  return res.body.results.map((r: { title: string }) => r.title);
}

/** Polls the status until the bulk run is over; answers the final status. */
export async function untilDone(c: TestClient) {
  for (let i = 0; i < 500; i++) {
    const res = await c.get(`${SEARCH_API}/status`);
    assertEquals(res.status, 200, res.raw);
    if (res.body.state !== "loading") return res.body;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error("the bulk run did not end");
}
