/** Calls of /api/ximblox/settings. */
import { download, type DownloadOptions, request } from "./client.ts";
import type { Settings } from "./types.ts";

function pick(s: Settings): Settings {
  const { availableLocales, defaultLocale, customSlugLocales, displayLanguage } = s;
  return {
    availableLocales,
    defaultLocale,
    customSlugLocales,
    displayLanguage: displayLanguage ?? null,
  };
}

export async function getSettings(): Promise<Settings> {
  return pick(await request<Settings>("GET", "/settings/get"));
}

/** Saves the site settings (manage-settings); answers them as stored. */
export async function saveSettings(settings: Settings): Promise<Settings> {
  const res = await request<{ settings: Settings }>("PUT", "/settings", { body: settings });
  return pick(res.settings);
}

/**
 * Downloads an export archive of the whole store (Administrators; docs/archive-format.md) and
 * hands it to the browser as a file.
 */
export async function downloadExport(options: DownloadOptions = {}): Promise<string> {
  const { blob, fileName } = await download("/settings/export", { ...options, method: "POST" });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.click();
  } finally {
    // Released a while later, not at once: some browsers read the blob after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return fileName;
}
