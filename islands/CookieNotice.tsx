/**
 * The cookie notice: accept or refuse optional embeds, remembered for a year (islands/_consent.ts),
 * and reachable again through the "Cookie settings" button in the footer.
 *
 * It is drawn twice on a page (lib/render/page.tsx): the notice (`part: "notice"`) at the top of
 * the page, before the header, where it takes its own room in the document's flow, so it never
 * covers the page or the control that has the focus (WCAG 2.2 SC 2.4.11) and comes early in the
 * tab order; and the footer's button (`part: "settings"`). Both markers run this one bundle, so
 * they share its state (the signals below).
 *
 * The page's HTML is the same for every visitor (it is cached), so the server cannot know the
 * choice: the notice and the footer button are rendered hidden and shown once hydrated. So that
 * the notice does not push the page down then (a layout shift), a small inline script in the
 * page tests the cookie before the first paint and, when no choice is stored, marks `<html>` with
 * `CONSENT_PENDING_CLASS`, which shows the notice at once (static/site.css). Without JavaScript no
 * embed loads by itself, so there is nothing to ask, and neither runs.
 */
import { useEffect } from "preact/hooks";
import { signal } from "@preact/signals";
import { type Consent, CONSENT_PENDING_CLASS, readConsent, writeConsent } from "./_consent.ts";

export interface CookieNoticeText {
  title: string;
  text: string;
  accept: string;
  refuse: string;
  /** The footer button that opens the notice again. */
  settings: string;
  privacy: string;
}

export type CookieNoticeProps =
  | {
    part: "notice";
    text: CookieNoticeText;
    /** The privacy page's path, or "" when there is none. */
    privacyPath: string;
  }
  | { part: "settings"; text: Pick<CookieNoticeText, "settings"> };

/** Shared by the page's two markers; only ever changed in the browser (in effects and events). */
const hydrated = signal(false);
const open = signal(false);
/** Opened again from the footer: the choice gives the focus back to the footer's button. */
let reopened = false;

const TITLE_ID = "cookie-notice-title";
const SETTINGS_CLASS = "cookie-settings";
const FOCUSABLE = "a[href], button:not([hidden]), input, select, textarea, summary, [tabindex]";

/**
 * Where the focus goes when the notice closes under it: back to the footer's button when it was
 * opened from there, else on to the first control after the notice (the header's first link),
 * as if the visitor had tabbed past it.
 */
function focusAfterChoice(notice: Element | null): void {
  if (reopened) {
    document.querySelector<HTMLElement>(`.${SETTINGS_CLASS}`)?.focus();
    return;
  }
  if (!notice) return;
  const next = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) =>
    !notice.contains(el) &&
    !!(notice.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) &&
    el.tabIndex >= 0 && el.getClientRects().length > 0
  );
  next?.focus();
}

export default function CookieNotice(props: CookieNoticeProps) {
  useEffect(() => {
    if (hydrated.value) return; // The other marker got here first.
    hydrated.value = true;
    open.value = readConsent() === null;
  }, []);

  if (props.part === "settings") {
    const reopen = () => {
      reopened = true;
      open.value = true;
      // Focus the notice so keyboard and screen-reader users land in it (it is drawn first).
      requestAnimationFrame(() => document.getElementById(TITLE_ID)?.focus());
    };
    return (
      <button type="button" class={SETTINGS_CLASS} hidden={!hydrated.value} onClick={reopen}>
        {props.text.settings}
      </button>
    );
  }

  const { text, privacyPath } = props;
  const choose = (choice: Consent, event: Event) => {
    const notice = (event.currentTarget as Element).closest(".cookie-notice");
    const hadFocus = !!document.activeElement?.closest(".cookie-notice");
    writeConsent(choice);
    document.documentElement.classList.remove(CONSENT_PENDING_CLASS);
    open.value = false;
    if (hadFocus) focusAfterChoice(notice);
    reopened = false;
  };
  return (
    <section class="cookie-notice" aria-labelledby={TITLE_ID} hidden={!open.value}>
      <div class="cookie-notice__inner">
        <h2 id={TITLE_ID} tabIndex={-1}>{text.title}</h2>
        <p>
          {privacyPath ? `${text.text} ` : text.text}
          {privacyPath ? <a href={privacyPath}>{text.privacy}</a> : null}
        </p>
        <div class="cookie-notice__actions">
          <button type="button" onClick={(e) => choose("accepted", e)}>{text.accept}</button>
          <button type="button" onClick={(e) => choose("refused", e)}>{text.refuse}</button>
        </div>
      </div>
    </section>
  );
}
