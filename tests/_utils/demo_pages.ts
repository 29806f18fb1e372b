/**
 * Demo pages (lib/seed/demo) published through the API, for browser tests that need part of the
 * demo site without seeding all of it (news images take a while to make).
 */
import { equal } from "node:assert";
import type { DemoPage } from "../../lib/seed/seed_demo.ts";
import type { TestClient } from "./app.ts";
import { PAGE_API } from "./pages.ts";

/** Creates and publishes `pages` as the signed-in `admin`; answers their ids by slug. */
export async function publishDemoPages(
  admin: TestClient,
  pages: DemoPage[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const page of pages) {
    const created = await admin.post(`${PAGE_API}/create`, {
      title: page.title,
      slug: page.slug,
      type: page.type ?? "page",
      locale: page.locale,
      content: page.blocks,
      typeData: page.typeData ?? {},
    });
    equal(created.status, 201, created.raw);
    const published = await admin.post(`${PAGE_API}/${created.body.pageID}/publish`);
    equal(published.status, 200, published.raw);
    ids.set(page.slug, created.body.pageID);
  }
  return ids;
}

/** Sets the site's display language (the demo site speaks Dutch). */
export async function setDisplayLanguage(admin: TestClient, language: string): Promise<void> {
  const settings = await admin.get("/api/ximblox/settings/get");
  const { Success: _, ...current } = settings.body;
  const saved = await admin.put("/api/ximblox/settings", { ...current, displayLanguage: language });
  equal(saved.status, 200, saved.raw);
}
