/** Pages made through the API for tests: one way to create them, with defaults to override. */
import { assertEquals } from "./assert.ts";
import type { TestClient } from "./app.ts";

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
