/**
 * A public form (contact, complaints…: a form template placed by a form block,
 * lib/render/blocks/form.tsx). The server renders all of it, so without JavaScript it is a plain
 * `<form method="post">` to the submit route (routes/public_forms.tsx), which answers the page
 * again with the errors next to their fields and the values kept, or with the thank-you page.
 *
 * Hydrated, it checks a field when the visitor leaves it (once they typed in it) and the whole
 * form on submit (lib/content/form_validation.ts, the rules the server applies again), counts the
 * characters left of limited fields, solves the captcha (a proof of work, islands/_pow.ts) from
 * the first moment the visitor is in the form, and sends the form with `fetch`: the button says
 * it is sending, errors come back next to their fields, and success replaces the form with the
 * template's thank-you message, which takes the focus. Errors are announced in a live region,
 * inputs say `aria-invalid`, and the focus moves to the first field in error.
 */
import type { JSX, TargetedEvent } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { useSignal } from "@preact/signals";
import {
  charactersLeft,
  fieldCaption,
  type FieldErrorCode,
  type FormField,
  validateField,
  validateForm,
} from "../lib/content/form_validation.ts";
import {
  FORM_CHALLENGE_PATH,
  FORM_INPUTS,
  FORM_SUBMIT_PATH,
  type FormAnswer,
  type FormConfirmation,
  paragraphs,
  type PublicFormErrors,
} from "../lib/content/form_post.ts";
import type { FormMessages } from "../lib/content/island_text.ts";
import { errorMessage, Field, showsCount } from "./_form_field.tsx";
import { proofOfWork } from "./_pow.ts";
import { PrivacyLine } from "./_privacy_line.tsx";

export interface PublicFormProps {
  /** The form element's id; each input's id starts with it. */
  id: string;
  fields: FormField[];
  /** The template, and the page and block the form is on (sent back, see FORM_INPUTS). */
  template: number;
  page: number | null;
  block: string;
  /** What the visitor typed, by field id (answered again: what they sent). */
  values: Record<string, string>;
  /** Errors by input name (answered again without JavaScript). */
  errors: PublicFormErrors;
  /**
   * Answered again without JavaScript: the signed ticket that lets the form through without a
   * proof of work once its box is ticked ("" on the page as published).
   */
  ticket: string;
  /**
   * Answered again without JavaScript for other mistakes, the box ticked with a good ticket: it
   * comes back ticked (the visitor proved it once; the same ticket is answered again).
   */
  human: boolean;
  /** Answered again after a failure no field explains: the failure message shows. */
  failed: boolean;
  /** That failure was a busy store (G_02): the message says to send again in a moment. */
  busy?: boolean;
  /** The level of the headings the form draws (error summary, thank-you). */
  level: 2 | 3;
  text: FormMessages;
  /** The privacy statement the form's privacy line links to ("" when the site has none). */
  privacyPath: string;
}

/** A proof of work is used well within its challenge's 10 minutes (lib/ops/forms/captcha.ts). */
const PROOF_FRESH_MS = 8 * 60_000;

export function inputIdOf(formId: string, fieldID: string): string {
  return `${formId}-f-${fieldID}`;
}

export default function PublicForm(props: PublicFormProps): JSX.Element {
  const { id, fields, text } = props;
  const captchaId = `${id}-captcha`;
  const values = useSignal(props.values);
  const errors = useSignal<PublicFormErrors>(props.errors);
  const summary = useSignal(Object.keys(props.errors).length > 0);
  const failed = useSignal(props.failed);
  const storeBusy = useSignal(props.busy ?? false);
  const busy = useSignal(false);
  const hydrated = useSignal(false);
  const captcha = useSignal<"idle" | "working" | "done">("idle");
  const status = useSignal("");
  const done = useSignal<FormConfirmation | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  /** Fields typed in: those are checked when left. */
  const touched = useRef(new Set<string>());
  const focusFirst = useRef(false);
  const proof = useRef<{ value: string; at: number } | null>(null);
  const solving = useRef<Promise<string> | null>(null);

  useEffect(() => {
    hydrated.value = true;
  }, []);

  useEffect(() => {
    if (done.value) thanks.current?.focus();
    if (!focusFirst.current) return;
    focusFirst.current = false;
    const first = targetOf(Object.keys(errors.value)[0]);
    if (first) document.getElementById(first)?.focus();
  });

  /** Where an error of input `name` is shown and focused. */
  function targetOf(name: string | undefined): string | null {
    if (name === undefined) return null;
    return name === FORM_INPUTS.captcha ? captchaId : inputIdOf(id, name);
  }

  /** Says `message` in the live region, even when it is the same as last time. */
  function announce(message: string) {
    status.value = status.value === message ? `${message}\u00a0` : message;
  }

  /** Errors in the order of the form: fields first, then the captcha. */
  function ordered(found: PublicFormErrors): PublicFormErrors {
    const out: PublicFormErrors = {};
    for (const f of fields) if (found[f.id]) out[f.id] = found[f.id];
    if (found[FORM_INPUTS.captcha]) out[FORM_INPUTS.captcha] = found[FORM_INPUTS.captcha];
    return out;
  }

  function showErrors(found: PublicFormErrors) {
    errors.value = ordered(found);
    summary.value = true;
    focusFirst.current = true;
    const count = Object.keys(found).length;
    announce(count === 1 ? text.summaryOne : text.summaryCount.replace("{count}", String(count)));
  }

  function setError(fieldID: string, code: FieldErrorCode | null) {
    const next = { ...errors.value };
    if (code) next[fieldID] = code;
    else delete next[fieldID];
    errors.value = ordered(next);
  }

  function onValue(field: FormField, value: string) {
    const before = values.value[field.id] ?? "";
    values.value = { ...values.value, [field.id]: value };
    touched.current.add(field.id);
    // A field in error is checked as it is fixed, so its message goes as soon as it is right.
    if (errors.value[field.id]) setError(field.id, validateField(field, value));
    if (
      showsCount(field) && charactersLeft(field, value) <= 0 && charactersLeft(field, before) > 0
    ) {
      announce(text.errors.limit);
    }
  }

  function onBlur(field: FormField) {
    if (!touched.current.has(field.id) && !errors.value[field.id]) return;
    const code = validateField(field, values.value[field.id]);
    setError(field.id, code);
    if (code) announce(`${fieldCaption(field)}: ${errorMessage(field, code, text)}`);
  }

  /** A fresh proof of work: the one at hand, or the one being solved, or a new one. */
  function captchaProof(): Promise<string> {
    const at = proof.current;
    if (at && Date.now() - at.at < PROOF_FRESH_MS) return Promise.resolve(at.value);
    if (!solving.current) {
      const started = Date.now();
      captcha.value = "working";
      // For this form: a flood of it makes its challenge harder (lib/ops/forms/captcha.ts).
      const url = `${FORM_CHALLENGE_PATH}?form=${props.template}`;
      solving.current = proofOfWork(url).then((value) => {
        proof.current = { value, at: started };
        captcha.value = "done";
        if (errors.value[FORM_INPUTS.captcha]) setError(FORM_INPUTS.captcha, null);
        return value;
      }).finally(() => {
        solving.current = null;
        if (captcha.value === "working") captcha.value = "idle";
      });
    }
    return solving.current;
  }

  async function onSubmit(e: TargetedEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy.value) return;
    failed.value = false;
    storeBusy.value = false;
    const found = validateForm(fields, values.value);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    busy.value = true;
    try {
      const body = new URLSearchParams();
      for (const [name, value] of new FormData(form.current!)) {
        if (typeof value === "string") body.append(name, value);
      }
      body.set(FORM_INPUTS.captcha, await captchaProof());
      // A proof is good for one submission, whatever the answer.
      proof.current = null;
      const res = await fetch(FORM_SUBMIT_PATH, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      const answer = await res.json() as FormAnswer;
      if (answer.Success && answer.confirmation) {
        done.value = answer.confirmation;
      } else if (answer.errors && Object.keys(answer.errors).length > 0) {
        showErrors(answer.errors);
        if (answer.errors[FORM_INPUTS.captcha]) captchaProof().catch(() => {});
      } else if (answer.Errors?.some((e) => e.code === "G_02")) {
        // Nothing was stored; the values stay for sending again.
        storeBusy.value = true;
        failed.value = true;
        announce(text.busy);
      } else {
        throw new Error(`The form was not accepted (${res.status}).`);
      }
    } catch {
      failed.value = true;
      announce(text.failure);
    } finally {
      busy.value = false;
    }
  }

  const Heading = props.level === 2 ? "h2" : "h3";
  if (done.value) {
    return (
      <div class="public-form__thanks" tabIndex={-1} ref={thanks}>
        <Heading class="public-form__thanks-title">{done.value.title}</Heading>
        {paragraphs(done.value.text).map((p, i) => <p key={i}>{p}</p>)}
      </div>
    );
  }

  const shown = errors.value;
  const captchaError = shown[FORM_INPUTS.captcha];
  const summaryItems = summary.value ? Object.entries(shown) : [];
  return (
    <form
      id={id}
      class="public-form"
      method="post"
      action={FORM_SUBMIT_PATH}
      noValidate
      ref={form}
      onSubmit={onSubmit}
      onFocusIn={() => {
        if (hydrated.value) captchaProof().catch(() => {});
      }}
    >
      {summaryItems.length > 0
        ? (
          <div
            class="public-form__summary"
            tabIndex={-1}
            // Answered again without JavaScript: the summary is where the visitor lands.
            autofocus={!hydrated.value}
          >
            <Heading class="public-form__summary-title">{text.summaryTitle}</Heading>
            <ul>
              {summaryItems.map(([name, code]) => {
                const field = fields.find((f) => f.id === name);
                const label = field ? fieldCaption(field) : text.captchaLabel;
                const message = field ? errorMessage(field, code, text) : text.errors.required;
                const target = targetOf(name)!;
                return (
                  <li key={name}>
                    <a
                      href={`#${target}`}
                      onClick={(e) => {
                        const el = document.getElementById(target);
                        if (!el) return;
                        e.preventDefault();
                        el.focus();
                      }}
                    >
                      {`${label}: ${message}`}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        )
        : null}
      {failed.value
        ? (
          <p class="public-form__failure" role="alert">
            {storeBusy.value ? text.busy : text.failure}
          </p>
        )
        : null}
      <p class="public-form__note">{text.requiredNote}</p>
      <input type="hidden" name={FORM_INPUTS.template} value={String(props.template)} />
      {props.page !== null
        ? <input type="hidden" name={FORM_INPUTS.page} value={String(props.page)} />
        : null}
      <input type="hidden" name={FORM_INPUTS.block} value={props.block} />
      <div class="public-form__extra" aria-hidden="true">
        <label for={`${id}-extra`}>{text.honeypot}</label>
        <input
          type="text"
          id={`${id}-extra`}
          name={FORM_INPUTS.honeypot}
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      {fields.map((field) => (
        <Field
          key={field.id}
          field={field}
          inputId={inputIdOf(id, field.id)}
          value={values.value[field.id] ?? ""}
          error={shown[field.id]}
          text={text}
          counting={hydrated.value}
          onValue={(v) => onValue(field, v)}
          onBlur={() => onBlur(field)}
        />
      ))}
      <Captcha
        id={captchaId}
        hydrated={hydrated.value}
        state={captcha.value}
        ticket={props.ticket}
        human={props.human}
        error={!!captchaError}
        text={text}
      />
      <p class="public-form__actions">
        <button
          type="submit"
          class="button button--primary"
          aria-disabled={busy.value || undefined}
        >
          {busy.value ? text.sending : text.submit}
        </button>
      </p>
      <PrivacyLine
        class="public-form__privacy"
        text={text.privacy}
        linkText={text.privacyLink}
        path={props.privacyPath}
      />
      <p class="visually-hidden" role="status">{hydrated.value ? status.value : ""}</p>
    </form>
  );
}

/**
 * The captcha's place in the form. Hydrated: the state of the proof of work, which needs nothing
 * from the visitor. Without JavaScript: first a note of what will be asked; answered again, the
 * signed ticket and a box to tick (lib/ops/forms/form_ticket.ts).
 */
function Captcha(
  props: {
    id: string;
    hydrated: boolean;
    state: "idle" | "working" | "done";
    ticket: string;
    human: boolean;
    error: boolean;
    text: FormMessages;
  },
): JSX.Element {
  const { id, text } = props;
  const errorId = `${id}-error`;
  const error = props.error
    ? <p class="form-field__error" id={errorId}>{text.errors.required}</p>
    : null;
  if (props.hydrated || !props.ticket) {
    const message = !props.hydrated
      ? text.captchaNoScript
      : props.state === "done"
      ? text.captchaDone
      : props.state === "working"
      ? text.captchaWorking
      : text.captchaIdle;
    return (
      <div class={`form-field form-field--captcha${props.error ? " form-field--error" : ""}`}>
        {error}
        <p
          class="form-field__help"
          id={id}
          tabIndex={-1}
          aria-describedby={props.error ? errorId : undefined}
        >
          <span class="form-field__label">{`${text.captchaLabel}:`}</span>
          {` ${message}`}
        </p>
      </div>
    );
  }
  return (
    <div class={`form-field form-field--checkbox${props.error ? " form-field--error" : ""}`}>
      <input type="hidden" name={FORM_INPUTS.ticket} value={props.ticket} />
      {error}
      <div class="form-field__choice">
        <input
          type="checkbox"
          id={id}
          name={FORM_INPUTS.human}
          value="on"
          required
          checked={props.human}
          aria-invalid={props.error ? "true" : undefined}
          aria-describedby={props.error ? errorId : undefined}
        />
        <label for={id}>
          {text.captchaHuman} <span class="form-field__required" aria-hidden="true">*</span>
        </label>
      </div>
    </div>
  );
}
