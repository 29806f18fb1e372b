/** Pages made through the API for tests: one way to create them, with defaults to override. */
import { assertEquals } from "./assert.ts";
import type { TestClient } from "./app.ts";
import type { Block } from "../../lib/content/blocks/index.ts";
import { getPageEntry } from "../../lib/db/pages.ts";
import { getVersionEntry } from "../../lib/db/versions.ts";
import { type PageRecord, type VersionRecord } from "../../lib/db/page_records.ts";
import { replaceBlocks } from "../../lib/db/block_rewrite.ts";
import { readBlocks } from "../../lib/db/version_blocks.ts";

export const PAGE_API = "/api/ximblox/page";

/** Creates a page (201 or the test fails) with one heading unless `content` says otherwise. */
export async function createTestPage(
  c: TestClient,
  over: Record<string, unknown> = {},
): Promise<{ pageID: number; pageVersionID: number }> {
  const res = await c.post(`${PAGE_API}/create`, {
    title: "Test page",
    slug: `page-${crypto.randomUUID().slice(0, 8)}`,
    type: "page",
    locale: "en-gb",
    content: [{ type: "heading", key: "h", props: { text: "Hello", level: 2 } }],
    typeData: {},
    ...over,
  });
  assertEquals(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

/** A page of one heading with `text`, at `slug`. */
export function headingPage(c: TestClient, slug: string, text = "Hello", title = "Source") {
  return createTestPage(c, {
    title,
    slug,
    content: [{ type: "heading", key: "h", props: { text } }],
  });
}

/**
 * Appends `block` to a stored version as it is, bypassing validation: a block of a type removed
 * from the registry since it was stored, which no API call can create.
 */
export async function plantStoredBlock(
  kv: Deno.Kv,
  ids: { pageID: number; pageVersionID: number },
  block: Record<string, unknown>,
): Promise<void> {
  const version = await getVersionEntry(kv, ids.pageVersionID);
  const blocks = await readBlocks(kv, version.value!);
  await replaceBlocks(
    kv,
    version as Deno.KvEntry<VersionRecord>,
    [...blocks, block as unknown as Block],
    await getPageEntry(kv, ids.pageID) as Deno.KvEntry<PageRecord>,
  );
}

/** Stores the page's latest version with `over` applied (a new draft of a published page). */
export async function storeDraft(
  c: TestClient,
  pageID: number,
  over: Record<string, unknown>,
): Promise<void> {
  const page = (await c.get(`${PAGE_API}/${pageID}`)).body.page;
  const v = (await c.get(`${PAGE_API}/version/fetch/${page.latestVersionID}`)).body.pageVersion;
  const res = await c.post(`${PAGE_API}/version/${v.id}/store`, { ...v, ...over });
  assertEquals(res.status, 200, res.raw);
}
