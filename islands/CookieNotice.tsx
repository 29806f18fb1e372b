/**
 * The cookie notice: accept or refuse optional embeds, remembered for a year (islands/_consent.ts),
 * and reachable again through the "Cookie settings" button in the footer.
 *
 * The page's HTML is the same for every visitor (it is cached), so the server cannot know the
 * choice: the notice and the footer button are rendered hidden and shown once hydrated. Without
 * JavaScript no embed loads by itself, so there is nothing to ask.
 */
import { useEffect, useRef } from "preact/hooks";
import { useSignal } from "@preact/signals";
import { type Consent, readConsent, writeConsent } from "./_consent.ts";

export interface CookieNoticeText {
  title: string;
  text: string;
  accept: string;
  refuse: string;
  /** The footer button that opens the notice again. */
  settings: string;
  privacy: string;
}

export interface CookieNoticeProps {
  text: CookieNoticeText;
  /** The privacy page's path, or "" when there is none. */
  privacyPath: string;
}

export default function CookieNotice({ text, privacyPath }: CookieNoticeProps) {
  const hydrated = useSignal(false);
  const open = useSignal(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    hydrated.value = true;
    open.value = readConsent() === null;
  }, []);

  const choose = (choice: Consent) => {
    writeConsent(choice);
    open.value = false;
    // Back to where the visitor came from when they reopened it from the footer.
    if (document.activeElement?.closest(".cookie-notice")) opener.current?.focus();
  };

  const reopen = () => {
    open.value = true;
    // Focus the notice so keyboard and screen-reader users land in it.
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <>
      <button
        type="button"
        class="cookie-settings"
        ref={opener}
        hidden={!hydrated.value}
        onClick={reopen}
      >
        {text.settings}
      </button>
      <section
        class="cookie-notice"
        aria-labelledby="cookie-notice-title"
        hidden={!open.value}
      >
        <h2 id="cookie-notice-title" tabIndex={-1} ref={heading}>{text.title}</h2>
        <p>
          {text.text}
          {privacyPath && (
            <>
              {" "}
              <a href={privacyPath}>{text.privacy}</a>
            </>
          )}
        </p>
        <div class="cookie-notice__actions">
          <button type="button" onClick={() => choose("accepted")}>{text.accept}</button>
          <button type="button" onClick={() => choose("refused")}>{text.refuse}</button>
        </div>
      </section>
    </>
  );
}
