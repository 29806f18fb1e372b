/**
 * One field of a public form (islands/PublicForm.tsx), the same markup on the server and in the
 * browser: its label (with "*" when required, or "(optional)"), the input of its kind, its help,
 * its error and, for a field with a character limit, how many characters are left. The input
 * names its help, error and count in `aria-describedby` and says `aria-invalid` while its value
 * is wrong; choices (radio buttons) are a fieldset whose legend is the label.
 */
import type { JSX, TargetedEvent } from "preact";
import {
  charactersLeft,
  CHECKED,
  effectiveLimit,
  type FieldErrorCode,
  type FormField,
} from "../lib/content/form_validation.ts";
import type { FormMessages } from "../lib/content/island_text.ts";

export interface FieldProps {
  field: FormField;
  /** The id of the field's input (of its first radio button). */
  inputId: string;
  value: string;
  error: FieldErrorCode | undefined;
  text: FormMessages;
  /**
   * The count of characters left follows typing only with JavaScript: without it (and until
   * hydrated) it would stand still, so it is hidden and describes nothing.
   */
  counting: boolean;
  onValue(value: string): void;
  onBlur(): void;
}

/** The message of a field's error: a consent box left unticked has its own. */
export function errorMessage(field: FormField, code: FieldErrorCode, text: FormMessages): string {
  return code === "required" && field.kind === "consent" ? text.consent : text.errors[code];
}

/** What the count under a limited field says for `value`. */
export function countText(field: FormField, value: string, text: FormMessages): string {
  const left = charactersLeft(field, value);
  if (left <= 0) return text.errors.limit;
  return left === 1 ? text.oneCharacterLeft : text.charactersLeft.replace("{count}", String(left));
}

/** Staff set a limit: the field shows its count (other fields are only capped by their kind). */
export function showsCount(field: FormField): boolean {
  return field.limit !== null;
}

function describedBy(...ids: (string | false)[]): string | undefined {
  const list = ids.filter((id): id is string => !!id);
  return list.length ? list.join(" ") : undefined;
}

function Mark(props: { field: FormField; text: FormMessages }) {
  return props.field.optional
    ? <span class="form-field__optional">{`(${props.text.optional})`}</span>
    : <span class="form-field__required" aria-hidden="true">*</span>;
}

const INPUT_TYPES: Partial<Record<FormField["kind"], "email" | "tel" | "date">> = {
  email: "email",
  phone: "tel",
  date: "date",
};

const AUTOCOMPLETE: Partial<Record<FormField["kind"], string>> = {
  email: "email",
  phone: "tel",
};

export function Field(props: FieldProps): JSX.Element {
  const { field, inputId, value, error, text } = props;
  const helpId = field.help ? `${inputId}-help` : false;
  const errorId = error ? `${inputId}-error` : false;
  const countId = showsCount(field) ? `${inputId}-count` : false;
  const counted = props.counting && countId;
  const common = {
    name: field.id,
    required: !field.optional,
    "aria-invalid": error ? ("true" as const) : undefined,
    "aria-describedby": describedBy(errorId, helpId, counted),
    onBlur: props.onBlur,
  };
  const help = field.help
    ? <p class="form-field__help" id={helpId as string}>{field.help}</p>
    : null;
  const errorLine = error
    ? <p class="form-field__error" id={errorId as string}>{errorMessage(field, error, text)}</p>
    : null;
  const onText = (e: TargetedEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    props.onValue(e.currentTarget.value);
  const classes = `form-field form-field--${field.kind}${error ? " form-field--error" : ""}`;

  if (field.kind === "radio") {
    return (
      <fieldset class={classes} aria-describedby={describedBy(errorId, helpId)}>
        <legend class="form-field__label">
          {field.label} <Mark field={field} text={text} />
        </legend>
        {help}
        {errorLine}
        {field.options.map((option, i) => (
          <div class="form-field__choice" key={option}>
            <input
              type="radio"
              id={i === 0 ? inputId : `${inputId}-${i}`}
              name={field.id}
              value={option}
              checked={value === option}
              required={!field.optional}
              aria-invalid={common["aria-invalid"]}
              onChange={() => props.onValue(option)}
              onBlur={props.onBlur}
            />
            <label for={i === 0 ? inputId : `${inputId}-${i}`}>{option}</label>
          </div>
        ))}
      </fieldset>
    );
  }

  if (field.kind === "checkbox" || field.kind === "consent") {
    return (
      <div class={classes}>
        {errorLine}
        <div class="form-field__choice">
          <input
            {...common}
            type="checkbox"
            id={inputId}
            value={CHECKED}
            checked={value === CHECKED}
            onChange={(e) => props.onValue(e.currentTarget.checked ? CHECKED : "")}
          />
          <label for={inputId}>
            {
              // Each run of text one string: the server's HTML has one text node there, and
              // hydrating two would split it (see islands/README.md).
              field.kind === "consent" && field.link
                ? (
                  <>
                    {`${field.label} `}
                    <a href={field.link}>{field.linkText}</a>
                    {" "}
                  </>
                )
                : `${field.label} `
            }
            <Mark field={field} text={text} />
          </label>
        </div>
        {help}
      </div>
    );
  }

  let control: JSX.Element;
  if (field.kind === "select") {
    control = (
      <select
        {...common}
        id={inputId}
        value={value}
        onChange={(e) => props.onValue(e.currentTarget.value)}
      >
        <option value="">{text.choose}</option>
        {field.options.map((option) => <option key={option} value={option}>{option}</option>)}
      </select>
    );
  } else if (field.kind === "long-text") {
    control = (
      <textarea
        {...common}
        id={inputId}
        rows={6}
        maxLength={effectiveLimit(field)}
        value={value}
        onInput={onText}
      />
    );
  } else {
    control = (
      <input
        {...common}
        // The one type attribute of each kind (a literal type for the checker).
        type={(INPUT_TYPES[field.kind] ?? "text") as "text"}
        id={inputId}
        inputMode={field.kind === "number" ? "decimal" : undefined}
        autoComplete={AUTOCOMPLETE[field.kind]}
        maxLength={field.kind === "date" ? undefined : effectiveLimit(field)}
        value={value}
        onInput={onText}
      />
    );
  }
  return (
    <div class={classes}>
      <label class="form-field__label" for={inputId}>
        {field.label} <Mark field={field} text={text} />
      </label>
      {help}
      {errorLine}
      {control}
      {countId
        ? (
          <p class="form-field__count" id={countId} hidden={!counted}>
            {countText(field, value, text)}
          </p>
        )
        : null}
    </div>
  );
}
