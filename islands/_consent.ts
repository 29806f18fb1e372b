/**
 * The visitor's choice about optional embeds (the cookie notice, issue 12): kept for a year in a
 * first-party cookie. Nothing on the site tracks; the choice governs only embeds of third parties
 * such as videos, which listen for `CONSENT_EVENT`.
 */
export const CONSENT_COOKIE = "ximblox_consent";
export const CONSENT_EVENT = "ximblox:consent";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export type Consent = "accepted" | "refused";

/** The cookie holding a choice, as a regular expression's source (the page's head tests it too). */
export const CONSENT_PATTERN = `(?:^|;\\s*)${CONSENT_COOKIE}=(accepted|refused)`;

/**
 * Set on `<html>` before the first paint, by the page's one inline script, when no choice is
 * stored: the notice is shown from the first frame instead of appearing above the page once
 * hydrated (a layout shift of everything below it). Choosing removes it.
 */
export const CONSENT_PENDING_CLASS = "consent-pending";

/** The choice made, or null when the visitor has not chosen (or on the server). */
export function readConsent(): Consent | null {
  if (typeof document === "undefined") return null;
  const m = document.cookie.match(new RegExp(CONSENT_PATTERN));
  return (m?.[1] as Consent | undefined) ?? null;
}

export function writeConsent(choice: Consent): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie =
    `${CONSENT_COOKIE}=${choice}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax${secure}`;
  dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }));
}
