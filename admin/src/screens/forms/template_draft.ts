/**
 * The form-template editor's working copy: the template as edited, with per field a client key
 * (stable while the field's id changes, for React and drag and drop), whether its id still
 * follows its label, and its options as typed (one per line). Pure functions, tested apart.
 */
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import {
  fieldIDFromLabel,
  type FieldKind,
  type FormField,
  OPTION_KINDS,
} from "../../../../lib/content/forms.ts";
import type { FormTemplate, FormTemplateBody } from "../../api/forms.ts";

export interface DraftField extends Omit<FormField, "options"> {
  key: string;
  /** A new field's id follows its label until someone edits the id itself. */
  autoID: boolean;
  /** The options as typed, one per line. */
  optionsText: string;
}

export interface Draft {
  name: string;
  receiverEmail: string;
  confirmationTitle: string;
  confirmationText: string;
  fields: DraftField[];
}

let counter = 0;
function clientKey(): string {
  return `f${++counter}-${Math.random().toString(36).slice(2, 8)}`;
}

export function draftOf(template: FormTemplate | null): Draft {
  if (!template) {
    return {
      name: "",
      receiverEmail: "",
      confirmationTitle: "",
      confirmationText: "",
      fields: [],
    };
  }
  return {
    name: template.name,
    receiverEmail: template.receiverEmail,
    confirmationTitle: template.confirmationTitle,
    confirmationText: template.confirmationText,
    fields: template.fields.map(({ options, ...f }) => ({
      ...f,
      key: clientKey(),
      autoID: false,
      optionsText: options.join("\n"),
    })),
  };
}

/** The options a field's text gives: one per non-empty line, trimmed. */
export function optionsOf(text: string): string[] {
  return text.split("\n").map((o) => o.trim()).filter((o) => o !== "");
}

/** A draft field as the server takes it. */
export function fieldOf(f: DraftField): FormField {
  const { key: _key, autoID: _auto, optionsText, ...rest } = f;
  return { ...rest, options: OPTION_KINDS.includes(f.kind) ? optionsOf(optionsText) : [] };
}

/** What a save sends. */
export function bodyOf(draft: Draft): FormTemplateBody {
  return { ...draft, fields: draft.fields.map(fieldOf) };
}

/** Whether the draft differs from what was loaded (or saved) last. */
export function isDirty(draft: Draft, stored: Draft): boolean {
  return JSON.stringify(bodyOf(draft)) !== JSON.stringify(bodyOf(stored));
}

/** A new, empty field of `kind`; its id is made unique among `fields`. */
export function newField(kind: FieldKind, fields: readonly DraftField[]): DraftField {
  return {
    key: clientKey(),
    autoID: true,
    id: fieldIDFromLabel("", fields.map((f) => f.id)),
    label: "",
    kind,
    limit: null,
    optional: false,
    help: "",
    optionsText: "",
    linkText: "",
    link: "",
  };
}

/** Changes a field; a new field's id follows a changed label (unique among the others). */
export function patchField(
  fields: readonly DraftField[],
  key: string,
  patch: Partial<DraftField>,
): DraftField[] {
  return fields.map((f) => {
    if (f.key !== key) return f;
    const next = { ...f, ...patch };
    if ("id" in patch) next.autoID = false;
    else if ("label" in patch && next.autoID) {
      next.id = fieldIDFromLabel(next.label, fields.filter((o) => o.key !== key).map((o) => o.id));
    }
    return next;
  });
}

/** The list with the field at `from` moved to `to` (clamped). */
export function moveField(fields: readonly DraftField[], from: number, to: number): DraftField[] {
  const list = [...fields];
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return list;
  const [field] = list.splice(from, 1);
  list.splice(target, 0, field);
  return list;
}

export interface DraftErrors {
  /** The template's own settings: name, receiverEmail, confirmationTitle, confirmationText. */
  settings: Record<string, ApiErrorItem>;
  /** By field key, then by property (label, id, kind, limit, help, options, linkText, link). */
  fields: Map<string, Record<string, ApiErrorItem>>;
  /** Anything else (the field list as a whole, unexpected failures). */
  other: ApiErrorItem[];
}

const SETTINGS = ["name", "receiverEmail", "confirmationTitle", "confirmationText"];

/** A save's errors placed on what they are about (`fields.2.options.1` → field 2's options). */
export function placeErrors(errors: readonly ApiErrorItem[], fields: readonly DraftField[]) {
  const out: DraftErrors = { settings: {}, fields: new Map(), other: [] };
  for (const error of errors) {
    const parts = error.property.split(".");
    if (SETTINGS.includes(error.property)) {
      out.settings[error.property] ??= error;
      continue;
    }
    const field = parts[0] === "fields" && parts.length >= 3 ? fields[Number(parts[1])] : undefined;
    if (!field) {
      out.other.push(error);
      continue;
    }
    const own = out.fields.get(field.key) ?? {};
    own[parts[2]] ??= error;
    out.fields.set(field.key, own);
  }
  return out;
}

/** The draft value an error about `property` of a field describes. */
function fieldValue(field: DraftField, property: string): unknown {
  return property === "options" ? field.optionsText : field[property as keyof DraftField];
}

/**
 * The errors of a save of `sent` that still describe `draft`: an error about a value stays only
 * while that value is as it was sent, so a "required" error goes as soon as the field is filled
 * (and a problem with the field list as a whole goes once fields are added or removed). Errors
 * about nothing in the draft stay until the next save.
 */
export function errorsStillTrue(errors: DraftErrors, sent: Draft, draft: Draft): DraftErrors {
  const settings: Record<string, ApiErrorItem> = {};
  for (const [property, error] of Object.entries(errors.settings)) {
    if (sent[property as keyof Draft] === draft[property as keyof Draft]) {
      settings[property] = error;
    }
  }
  const fields = new Map<string, Record<string, ApiErrorItem>>();
  for (const [key, own] of errors.fields) {
    const before = sent.fields.find((f) => f.key === key);
    const now = draft.fields.find((f) => f.key === key);
    if (!before || !now) continue;
    const kept = Object.fromEntries(
      Object.entries(own).filter(([p]) => fieldValue(before, p) === fieldValue(now, p)),
    );
    if (Object.keys(kept).length > 0) fields.set(key, kept);
  }
  const sameList = sent.fields.length === draft.fields.length &&
    sent.fields.every((f, i) => f.key === draft.fields[i].key);
  const other = errors.other.filter((e) => sameList || !e.property.startsWith("fields"));
  const unchanged = Object.keys(settings).length === Object.keys(errors.settings).length &&
    fields.size === errors.fields.size &&
    [...fields].every(([k, v]) =>
      Object.keys(v).length === Object.keys(errors.fields.get(k)!).length
    ) &&
    other.length === errors.other.length;
  // The same object when nothing went, so React keeps it as it is.
  return unchanged ? errors : { settings, fields, other };
}
