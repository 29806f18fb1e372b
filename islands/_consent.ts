/**
 * The visitor's choice about optional embeds (the cookie notice, issue 12): kept for a year in a
 * first-party cookie. Nothing on the site tracks; the choice governs only embeds of third parties
 * such as videos, which listen for `CONSENT_EVENT`.
 */
export const CONSENT_COOKIE = "ximblox_consent";
export const CONSENT_EVENT = "ximblox:consent";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export type Consent = "accepted" | "refused";

/** The choice made, or null when the visitor has not chosen (or on the server). */
export function readConsent(): Consent | null {
  if (typeof document === "undefined") return null;
  const m = document.cookie.match(new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(accepted|refused)`));
  return (m?.[1] as Consent | undefined) ?? null;
}

export function writeConsent(choice: Consent): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie =
    `${CONSENT_COOKIE}=${choice}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax${secure}`;
  dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }));
}
