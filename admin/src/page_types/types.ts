/** What a page type's data editor gets: the version's type data and a way to change it. */
import type { z } from "zod";
import type { PageTypeDefinition } from "../../../lib/content/page_types/define.ts";

export type TypeDataOf<D> = D extends PageTypeDefinition<string, infer S> ? z.output<S> : never;

export interface TypeDataEditorProps<T> {
  value: T;
  onChange(next: T): void;
  /** The message of the server's error for `field` (a top-level type data field), if any. */
  error(field: string, label: string): string | undefined;
}
