/** Which block types a page type allows (a page type may narrow the registry). */
import type { Block } from "../content/blocks/index.ts";
import type { PageTypeDefinition } from "../content/page_types/define.ts";
import { ApiError } from "../http/errors.ts";

export function checkAllowedBlocks(type: PageTypeDefinition, blocks: Block[], field: string) {
  if (!type.blockTypes) return;
  const errors = blocks
    .map((b, i) => ({ b, i }))
    .filter(({ b }) => !type.blockTypes!.includes(b.type))
    .map(({ i }) => ({ property: `${field}.${i}.type`, code: "V_12" }));
  if (errors.length) throw new ApiError(errors, 400);
}
