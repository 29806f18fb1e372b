/**
 * Page type data (a news article's author and date, a location's opening hours…) as a create,
 * store or preview sends it, checked by the page type's schema. What a version carries is
 * `versionTypeData` (lib/db/page_records.ts).
 */
import { z } from "zod";
import type { PageTypeDefinition } from "../../content/page_types/define.ts";
import { apiError } from "../../http/errors.ts";
import { parseInput } from "../../http/validate.ts";

/** Type data as sent, checked by the page type's schema; errors name `typeData.<field>`. */
export function parseTypeData(
  type: PageTypeDefinition | undefined,
  input: unknown,
): Record<string, unknown> {
  if (!type) throw apiError("V_12", "type");
  const parsed = parseInput(z.object({ typeData: type.typeData }), { typeData: input ?? {} });
  return parsed.typeData as Record<string, unknown>;
}
