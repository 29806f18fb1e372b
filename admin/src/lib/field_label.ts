/**
 * The name of a block's field as people read it in a comparison (the review, history and merge
 * dialogs): the block form's own label, else the comparison's name for the block's own fields
 * (type, anchor, images), else the field's name in validation messages. Never the prop's raw
 * name ("html:" was shown in the merge dialog, issue 28), unless no catalogue knows the field.
 */
import type { i18n as I18n } from "i18next";

/** "text-image" → "textImage": the block forms' strings are keyed by camelCase type. */
function formKey(type: string): string {
  return type.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

export function blockFieldLabel(i18n: I18n, type: string, field: string): string {
  const keys = [
    `blocks.${formKey(type)}.${field}`,
    `workflow.diff.fields.${field}`,
    `fields.${field}`,
  ];
  for (const key of keys) {
    // A key may name a group of strings (blocks.text.link is the toolbar's), not one label.
    const label: unknown = i18n.exists(key) ? i18n.t(key, { returnObjects: true }) : null;
    if (typeof label === "string") return label;
  }
  // Unknown to every catalogue: "linkedinUrl" reads as "linkedin url", not as code.
  return field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}
