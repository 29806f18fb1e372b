/**
 * The element of a field inside a block's editor, by the field's path in the block's props
 * ("altText", "actions.1.label"), as the checks name fields. Fields carry `data-field`; a field
 * of a nested part (a hero's second call to action) is found inside the element of that part
 * (`data-field="actions.1"` holding `data-field="label"`), so nested editors need not know
 * where they are.
 */
export function fieldElement(root: ParentNode, path: string): HTMLElement | null {
  const whole = root.querySelector<HTMLElement>(`[data-field="${CSS.escape(path)}"]`);
  if (whole) return whole;
  const parts = path.split(".");
  for (let i = parts.length - 1; i > 0; i--) {
    const scope = root.querySelector(`[data-field="${CSS.escape(parts.slice(0, i).join("."))}"]`);
    if (scope) return fieldElement(scope, parts.slice(i).join("."));
  }
  return null;
}
