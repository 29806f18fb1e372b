/**
 * A group of fields that is read-only as a whole (the page is locked by another editor, or the
 * person may not edit it). A disabled `<fieldset>` disables the native controls inside it, but
 * not what is edited another way (a rich-text editor's contenteditable): those read
 * `useFieldsReadOnly()` and stop taking input themselves (issue 28).
 */
import { createContext, type ReactNode, useContext } from "react";

const FieldsReadOnly = createContext(false);

/** Whether the fields around the caller are read-only. */
export function useFieldsReadOnly(): boolean {
  return useContext(FieldsReadOnly);
}

export function ReadOnlyFieldset(
  { readOnly, children }: { readOnly: boolean; children: ReactNode },
) {
  // An inner read-only group stays read-only inside an editable one, never the other way round.
  const outer = useContext(FieldsReadOnly);
  const value = outer || readOnly;
  return (
    <fieldset disabled={value} className="block-fieldset">
      <FieldsReadOnly.Provider value={value}>{children}</FieldsReadOnly.Provider>
    </fieldset>
  );
}
