/**
 * The newsletter block's signup form. Server-rendered it is a plain form that posts to
 * /newsletter/subscribe, answered with a page (routes/newsletter.tsx). Hydrated, it checks the
 * fields with the server's own rules (lib/content/newsletter_signup.ts) and sends them to
 * `POST /api/ximblox/newsletter/subscribe` instead, with the CSRF token that `GET
 * /api/ximblox/newsletter/token` hands out. Its button goes subscribe → sending → success
 * ("sent", and the live region tells the visitor to check their mailbox) or failure ('Error';
 * pressing it again retries). Errors are shown under their fields and the
 * focus moves to the first wrong one, whose label and message the screen reader then reads;
 * changing a field after an answer makes the button "subscribe" again.
 */
import type { JSX, TargetedEvent } from "preact";
import { useSignal } from "@preact/signals";
import {
  HONEYPOT_FIELD,
  type SignupError,
  signupErrors,
  type SignupField,
  signupFieldError,
} from "../lib/content/newsletter_signup.ts";
import type { SignupText } from "../lib/content/island_text.ts";
import { inputId, NewsletterForm, type SignupState } from "./_newsletter_form.tsx";

export interface NewsletterSignupProps {
  id: string;
  action: string;
  locale: string;
  text: SignupText;
  /** The privacy statement the form links to ("" when the site has none). */
  privacyPath: string;
}

const API = "/api/ximblox/newsletter";

type Errors = Partial<Record<SignupField, SignupError["code"]>>;

/** The token of the API's CSRF check, fetched once per page (and again if it went stale). */
let csrfToken = "";

async function fetchToken(): Promise<string> {
  const res = await fetch(`${API}/token`, { headers: { Accept: "application/json" } });
  csrfToken = res.headers.get("X-CSRF-Token") ?? "";
  return csrfToken;
}

function post(body: unknown, token: string): Promise<Response> {
  return fetch(`${API}/subscribe`, {
    method: "POST",
    headers: {
      Accept: "application/json",
      "Content-Type": "application/json",
      "X-CSRF-Token": token,
      "X-Requested-With": "XMLHttpRequest",
    },
    body: JSON.stringify(body),
  });
}

/**
 * Sends a signup: the field errors the server found, or {} when it went through. Throws on any
 * other failure (the network, the rate limit, the server).
 */
async function send(body: Record<string, string>): Promise<Errors> {
  let res = await post(body, csrfToken || await fetchToken());
  // A token gone stale (the cookie expired, or was cleared): once more with a fresh one.
  if (res.status === 403) res = await post(body, await fetchToken());
  const answer = await res.json().catch(() => null) as
    | { Success?: boolean; Errors?: { property: string; code: string }[] }
    | null;
  if (res.ok && answer?.Success) return {};
  const errors: Errors = {};
  for (const e of answer?.Errors ?? []) {
    if ((e.property === "name" || e.property === "email") && e.code in ERROR_CODES) {
      errors[e.property] ??= e.code as SignupError["code"];
    }
  }
  if (Object.keys(errors).length === 0) throw new Error(`The signup failed (${res.status}).`);
  return errors;
}

const ERROR_CODES: Record<SignupError["code"], true> = { V_01: true, V_02: true, V_14: true };

export default function NewsletterSignup(props: NewsletterSignupProps): JSX.Element {
  const values = useSignal<Record<SignupField, string>>({ name: "", email: "" });
  const errors = useSignal<Errors>({});
  const state = useSignal<SignupState>("idle");
  const status = useSignal("");

  function focusFirst(found: Errors) {
    const first = (["name", "email"] as const).find((f) => found[f]);
    if (first) document.getElementById(inputId(props.id, first))?.focus();
  }

  function showErrors(found: Errors) {
    errors.value = found;
    state.value = "idle";
    status.value = "";
    // After the render that draws the messages, so the screen reader reads the field's message.
    setTimeout(() => focusFirst(found), 0);
  }

  function onValue(field: SignupField, value: string) {
    values.value = { ...values.value, [field]: value };
    // A wrong field is checked again as it is corrected; a right one is left alone while typed.
    if (errors.value[field]) {
      errors.value = { ...errors.value, [field]: signupFieldError(field, value) ?? undefined };
    }
    if (state.value === "success" || state.value === "failure") {
      state.value = "idle";
      status.value = "";
    }
  }

  async function onSubmit(e: TargetedEvent<HTMLFormElement>) {
    e.preventDefault();
    if (state.value === "sending" || state.value === "success") return;
    // What the fields hold, also what was typed (or filled in) before the form was hydrated.
    const data = new FormData(e.currentTarget);
    const field = (name: string) => String(data.get(name) ?? "");
    values.value = { name: field("name"), email: field("email") };
    const found: Errors = {};
    for (const error of signupErrors(values.value)) found[error.property] = error.code;
    if (Object.keys(found).length > 0) return showErrors(found);
    errors.value = {};
    state.value = "sending";
    status.value = "";
    try {
      const refused = await send({
        ...values.value,
        locale: props.locale,
        [HONEYPOT_FIELD]: field(HONEYPOT_FIELD),
      });
      if (Object.keys(refused).length > 0) return showErrors(refused);
      state.value = "success";
      status.value = props.text.success;
    } catch {
      state.value = "failure";
      status.value = props.text.failure;
    }
  }

  return (
    <NewsletterForm
      id={props.id}
      action={props.action}
      locale={props.locale}
      values={values.value}
      errors={errors.value}
      state={state.value}
      status={status.value}
      text={props.text}
      privacyPath={props.privacyPath}
      onSubmit={onSubmit}
      onValue={onValue}
    />
  );
}
