/**
 * What an undo or redo of a content change is called on its button and in the announcement
 * ("Undo: edit Heading", "Undone: edit SEO title"), in the screen's language.
 */
import type { TFunction } from "i18next";
import { blockRegistry } from "../../../../lib/content/blocks/index.ts";
import { blockLabel } from "../../lib/block_labels.ts";
import type { ChangeTarget, DocumentStore } from "./document_store.ts";

/** The label key of each page field, as its tab shows it. */
const PAGE_FIELDS: Record<string, string> = {
  title: "pages.form.title",
  slug: "pages.form.slug",
  shouldUpdateLinks: "editor.settings.updateLinks",
  seoTitle: "editor.seo.title",
  seoDescription: "editor.seo.description",
  seoKeywords: "editor.seo.keywords",
  seoImage: "editor.seo.image",
  tags: "tags.public",
  privateTags: "tags.private",
};

export function describeChange(t: TFunction, target: ChangeTarget, store: DocumentStore): string {
  if (target.kind === "block") {
    const block = store.block(target.key);
    const def = block && blockRegistry.get(block.type);
    return t("editing.undoLabel.edit", { label: def ? blockLabel(t, def) : block?.type ?? "" });
  }
  const field = target.fields[0] ?? "";
  const key = field.startsWith("typeData.") ? "typeData.tab" : PAGE_FIELDS[field];
  return t("editing.undoLabel.edit", { label: key ? t(key) : field });
}
