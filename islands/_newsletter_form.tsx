/**
 * The newsletter signup form's markup, the same on the server and in the browser: the block's
 * form (hydrated by islands/NewsletterSignup.tsx) and the page a signup without JavaScript is
 * answered with (lib/render/newsletter_pages.tsx). A real form: it posts to the public route
 * without JavaScript. Each input names its error in `aria-describedby` and says `aria-invalid`
 * while its value is wrong; the button's label is the signup's state
 * (subscribe, sending, then success or failure) and a live region says what happened. Under the
 * button a line says what the name and address are used for, linking the privacy statement.
 */
import type { JSX, TargetedEvent } from "preact";
import {
  HONEYPOT_FIELD,
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_NAME_MAX,
  type SignupError,
  type SignupField,
} from "../lib/content/newsletter_signup.ts";
import type { SignupText } from "../lib/content/island_text.ts";
import { PrivacyLine } from "./_privacy_line.tsx";

export type SignupState = "idle" | "sending" | "success" | "failure";

export interface NewsletterFormProps {
  /** Prefix of the element ids (unique on the page). */
  id: string;
  /** Where the form posts without JavaScript (routes/newsletter.tsx). */
  action: string;
  /** The locale of the page the form is on. */
  locale: string;
  values: Record<SignupField, string>;
  errors: Partial<Record<SignupField, SignupError["code"]>>;
  state: SignupState;
  /** What the live region says (hydrated: the outcome; without JavaScript: the page's answer). */
  status: string;
  text: SignupText;
  /** The privacy statement the form's privacy line links to ("" when the site has none). */
  privacyPath: string;
  /**
   * Puts the focus on the first wrong field when the page loads: the page a signup without
   * JavaScript is answered with, so that the visitor lands on what to correct.
   */
  focusFirstError?: boolean;
  onSubmit?(e: TargetedEvent<HTMLFormElement>): void;
  onValue?(field: SignupField, value: string): void;
}

export function inputId(id: string, field: SignupField): string {
  return `${id}-${field}`;
}

const BUTTON: Record<SignupState, keyof SignupText> = {
  idle: "subscribe",
  sending: "sending",
  success: "sent",
  failure: "failure",
};

function FieldRow(
  props: NewsletterFormProps & {
    field: SignupField;
    type: "text" | "email";
    autocomplete: string;
    maxLength: number;
  },
) {
  const { field, text } = props;
  const id = inputId(props.id, field);
  const code = props.errors[field];
  const first = code && (field === "name" || !props.errors.name);
  return (
    <div class={`newsletter-form__field${code ? " newsletter-form__field--invalid" : ""}`}>
      <label class="newsletter-form__label" for={id}>{text[field]}</label>
      <input
        id={id}
        class="newsletter-form__input"
        type={props.type}
        // Preact's types want to know that a text-or-e-mail input has no datalist.
        list={undefined}
        name={field}
        value={props.values[field]}
        required
        maxLength={props.maxLength}
        autocomplete={props.autocomplete}
        aria-invalid={code ? "true" : undefined}
        aria-describedby={code ? `${id}-error` : undefined}
        autofocus={props.focusFirstError && first ? true : undefined}
        onInput={(e) => props.onValue?.(field, e.currentTarget.value)}
      />
      {code ? <p class="newsletter-form__error" id={`${id}-error`}>{text.errors[code]}</p> : null}
    </div>
  );
}

export function NewsletterForm(props: NewsletterFormProps): JSX.Element {
  const { text, state } = props;
  return (
    <form
      class={`newsletter-form newsletter-form--${state}`}
      method="post"
      action={props.action}
      // The server's messages, in the site's language, rather than the browser's own.
      noValidate
      onSubmit={props.onSubmit}
    >
      <input type="hidden" name="locale" value={props.locale} />
      <div class="newsletter-form__fields">
        <FieldRow
          {...props}
          field="name"
          type="text"
          autocomplete="name"
          maxLength={NEWSLETTER_NAME_MAX}
        />
        <FieldRow
          {...props}
          field="email"
          type="email"
          autocomplete="email"
          maxLength={NEWSLETTER_EMAIL_MAX}
        />
      </div>
      {
        /* The honeypot: off screen and out of the tab order; people leave it empty, bots fill
        it in. */
      }
      <div class="newsletter-form__trap" aria-hidden="true">
        <label for={`${props.id}-${HONEYPOT_FIELD}`}>{text.honeypot}</label>
        <input
          type="text"
          id={`${props.id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autocomplete="off"
        />
      </div>
      <p class="newsletter-form__actions">
        <button
          type="submit"
          class="button button--primary newsletter-form__submit"
          aria-disabled={state === "sending" || state === "success" ? "true" : undefined}
        >
          {text[BUTTON[state]] as string}
        </button>
      </p>
      <PrivacyLine
        class="newsletter-form__privacy"
        text={text.privacy}
        linkText={text.privacyLink}
        path={props.privacyPath}
      />
      <p
        class={`newsletter-form__status newsletter-form__status--${state}`}
        role="status"
      >
        {props.status}
      </p>
    </form>
  );
}
