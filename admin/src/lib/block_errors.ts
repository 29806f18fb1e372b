/**
 * Server errors of a version store, sorted to where they belong: "blocks.3.props.url" is the
 * `url` field of the block that was fourth in the stored list, "title" a field of the page.
 */
import type { ApiErrorItem } from "../../../lib/content/errors.ts";

export interface SortedErrors {
  /** By block key: the errors with their property relative to the block ("props.url"). */
  blocks: Map<string, ApiErrorItem[]>;
  /** Errors of the page's own fields and those that name no block. */
  page: ApiErrorItem[];
  /** Key of the first block with an error, in page order. */
  firstBlock: string | null;
}

export function sortErrors(errors: ApiErrorItem[], keys: readonly string[]): SortedErrors {
  const blocks = new Map<string, ApiErrorItem[]>();
  const page: ApiErrorItem[] = [];
  let firstIndex = Infinity;
  for (const error of errors) {
    const match = /^blocks\.(\d+)(?:\.(.*))?$/.exec(error.property);
    const index = match ? Number(match[1]) : NaN;
    const key = match ? keys[index] : undefined;
    if (!key) {
      page.push(error);
      continue;
    }
    const list = blocks.get(key) ?? [];
    list.push({ property: match![2] ?? "", code: error.code });
    blocks.set(key, list);
    firstIndex = Math.min(firstIndex, index);
  }
  return { blocks, page, firstBlock: Number.isFinite(firstIndex) ? keys[firstIndex] : null };
}

/** The error at a props path of a block ("url" for "props.url"), if any. */
export function propError(errors: readonly ApiErrorItem[], path: string): ApiErrorItem | undefined {
  return errors.find((e) => e.property === `props.${path}`);
}
