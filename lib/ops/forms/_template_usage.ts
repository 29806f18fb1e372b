/**
 * Which pages use a form template: those whose latest or published version has a form block
 * naming it. The versions come from the link index (a form block is indexed under
 * {@link FORM_LINK_LOCALE}/{templateID} with the version's links, in the same commits), so no
 * page's blocks are read but those of a version with too many targets to index one by one.
 */
import { formTemplateIDsOf, type FormTemplateUse } from "../../content/forms.ts";
import { FORM_LINK_LOCALE, versionsIndexedUnder } from "../../db/link_index.ts";
import { getPages } from "../../db/pages.ts";
import { getVersion } from "../../db/versions.ts";
import { type PageRecord } from "../../db/page_records.ts";
import { readBlocks } from "../../db/version_blocks.ts";

/** versionID → pageID of the versions whose blocks may show the template. */
function candidateVersions(kv: Deno.Kv, templateID: number) {
  return versionsIndexedUnder(kv, FORM_LINK_LOCALE, String(templateID));
}

/** Whether a version (not indexed target by target) has a form block naming `templateID`. */
async function versionShows(kv: Deno.Kv, versionID: number, templateID: number) {
  const version = await getVersion(kv, versionID);
  if (!version) return false;
  return formTemplateIDsOf(await readBlocks(kv, version)).includes(templateID);
}

/** The pages that show `templateID` now or in their draft, by title. */
export async function templateUsage(kv: Deno.Kv, templateID: number): Promise<FormTemplateUse[]> {
  const { indexed, overflow } = await candidateVersions(kv, templateID);
  const pageIDs = new Set([...indexed.values(), ...overflow.values()]);
  const pages = (await getPages(kv, [...pageIDs])).filter((p): p is PageRecord => p !== null);
  const out: FormTemplateUse[] = [];
  for (const page of pages) {
    const current = [page.latestVersionID, page.publishedVersionID]
      .filter((id): id is number => id !== null);
    let uses = current.some((id) => indexed.get(id) === page.id);
    for (const id of current) {
      if (uses) break;
      if (overflow.get(id) === page.id) uses = await versionShows(kv, id, templateID);
    }
    if (uses) {
      out.push({ pageID: page.id, title: page.title, slug: page.slug, locale: page.locale });
    }
  }
  return out.sort((a, b) => a.title.localeCompare(b.title) || a.pageID - b.pageID);
}
