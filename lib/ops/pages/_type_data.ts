/**
 * Page type data (a news article's author and date, a location's opening hours…) belongs to the
 * version, like the blocks: what was reviewed is what gets published. The page record keeps a
 * copy of the latest version's data for lists; versions stored before type data was versioned
 * fall back to it.
 */
import { z } from "zod";
import type { PageTypeDefinition } from "../../content/page_types/define.ts";
import type { PageRecord, VersionRecord } from "../../db/page_records.ts";
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

/** The type data a version carries. */
export function versionTypeData(
  version: Pick<VersionRecord, "typeData">,
  page: Pick<PageRecord, "typeData">,
): Record<string, unknown> {
  return version.typeData ?? page.typeData;
}
