/** Calls of /api/ximblox/settings. */
import { request } from "./client.ts";
import type { Settings } from "./types.ts";

export async function getSettings(): Promise<Settings> {
  const { availableLocales, defaultLocale, customSlugLocales } = await request<Settings>(
    "GET",
    "/settings/get",
  );
  return { availableLocales, defaultLocale, customSlugLocales };
}
