/** Splits an API failure's errors into those of a form's fields and the rest. */
import type { ApiErrorItem } from "../../../lib/content/errors.ts";

/** The form field an error's property names (`profile.name` is the `name` field). */
export function fieldOf(property: string): string {
  return property.replace(/^profile\./, "");
}

export function splitErrors(
  errors: ApiErrorItem[],
  fields: readonly string[],
): { fieldErrors: Record<string, ApiErrorItem>; otherErrors: ApiErrorItem[] } {
  const fieldErrors: Record<string, ApiErrorItem> = {};
  const otherErrors: ApiErrorItem[] = [];
  for (const error of errors) {
    const field = fieldOf(error.property);
    if (fields.includes(field) && !fieldErrors[field]) fieldErrors[field] = error;
    else otherErrors.push(error);
  }
  return { fieldErrors, otherErrors };
}

/**
 * Shows an API failure's errors at the fields of a Mantine form that has them; returns the rest,
 * for the form's error list.
 */
export function showFieldErrors(
  form: { setFieldError(field: string, error: string): void },
  errors: ApiErrorItem[],
  fields: readonly string[],
  errorText: (error: ApiErrorItem) => string,
): ApiErrorItem[] {
  const { fieldErrors, otherErrors } = splitErrors(errors, fields);
  for (const [field, error] of Object.entries(fieldErrors)) {
    form.setFieldError(field, errorText(error));
  }
  return otherErrors;
}
