/** What the role editor offers to narrow a permission by; pure, so it is tested apart. */
import { PAGE_TYPE_NAMES } from "../../../lib/content/page_types/names.ts";

/**
 * The page types a permission can be narrowed to: those people create and list (the blank
 * internal base type is not one), plus any the role already names, so an edit never drops a
 * stored choice unseen.
 */
export function rolePageTypeIDs(selected: readonly string[]): string[] {
  return PAGE_TYPE_NAMES.filter((def) => def.inOverview || selected.includes(def.id)).map((d) =>
    d.id
  );
}
