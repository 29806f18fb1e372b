/**
 * Values the server writes into index.html's head: the CSRF token, the inactivity timeout and the
 * running release's version.
 */

const DEFAULT_INACTIVITY_MINUTES = 30;

function metaContent(name: string): string | null {
  const el = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  return el?.content ?? null;
}

/** The CSRF token the page was served with; empty when the shell came without one (dev server). */
export function initialCsrfToken(): string {
  return metaContent("csrf-token") ?? "";
}

/** Minutes without activity before the admin signs the user out. */
export function inactivityMinutes(): number {
  const value = Number(metaContent("inactivity-minutes"));
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_INACTIVITY_MINUTES;
}

/** The version of the release that served the admin (deno.json), or null (dev server). */
export function appVersion(): string | null {
  return metaContent("ximblox-version");
}
