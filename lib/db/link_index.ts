/**
 * The reverse link index: which versions link to a page's address, so a slug change with
 * `shouldUpdateLinks` reads and rewrites only those versions instead of every stored version.
 *
 * Each version is indexed under the (locale, slug) of every internal link in its blocks
 * (`link_refs/{locale}/{slug}/{versionID}` → page id), and `version_links/{versionID}` holds
 * what it is indexed under, so the next write of the version removes exactly the stale entries.
 * Both change with the version's blocks (insertPage, storeVersion with its archive,
 * replaceBlocks), in its commit or in follow-ups checked against its pending marker
 * (version_index.ts), so they cannot drift apart.
 *
 * The index does not depend on the site settings: a rich-text path without a locale prefix is
 * indexed under locale "" ("the default locale"), which a lookup adds when the changed page is in
 * the default locale; a prefix is any locale the product knows. A version with more targets than
 * one commit should carry is marked as overflowing instead, and every slug change reads it.
 */
import type { Block } from "../content/blocks/index.ts";
import { formTemplateIDsOf } from "../content/forms.ts";
import { internalLinks } from "../content/internal_links.ts";
import { LOCALES } from "../content/locales.ts";
import { isValidSlug } from "../content/slugs.ts";
import { mutateIn, type Mutation } from "./commit_batches.ts";
import { keys } from "./keys.ts";

/** Locale of links that name no locale and point into the default one (whichever it is). */
export const DEFAULT_LOCALE_LINK = "";
/**
 * Pseudo-locale of a form block's template (target `[FORM_LINK_LOCALE, String(templateID)]`):
 * the same index answers which pages use a form template (lib/ops/forms/_template_usage.ts).
 * No page has this locale, so slug changes never look at these entries.
 */
export const FORM_LINK_LOCALE = "#form";
/** More distinct targets than this and the version is read on every slug change instead. */
export const MAX_INDEXED_TARGETS = 100;

/** A link target: [locale, slug]. */
export type LinkTarget = readonly [string, string];

/** What a version is indexed under: its targets, or `overflow` when there are too many. */
export type VersionLinks = { targets: LinkTarget[] } | { overflow: true };

/**
 * The distinct targets of a version's internal links. Targets that cannot be any page's address
 * (not a valid slug) are left out: no slug change can ever concern them. The form templates of
 * its form blocks are targets too (see {@link FORM_LINK_LOCALE}).
 */
export function linkTargetsOf(blocks: Block[], pageLocale: string): LinkTarget[] {
  const where = { locale: pageLocale, defaultLocale: DEFAULT_LOCALE_LINK, locales: LOCALES };
  const out = new Map<string, LinkTarget>();
  for (const link of internalLinks(blocks, where)) {
    if (!isValidSlug(link.slug)) continue;
    out.set(`${link.locale}\u0000${link.slug}`, [link.locale, link.slug]);
  }
  for (const id of formTemplateIDsOf(blocks)) {
    out.set(`${FORM_LINK_LOCALE}\u0000${id}`, [FORM_LINK_LOCALE, String(id)]);
  }
  return [...out.values()];
}

/** The index entries of a version as read (the entry is checked by the commit that changes it). */
export async function versionLinksEntry(
  kv: Deno.Kv,
  versionID: number,
): Promise<Deno.KvEntryMaybe<VersionLinks>> {
  return await kv.get<VersionLinks>(keys.versionLinks(versionID));
}

function targetsOf(links: VersionLinks | null): LinkTarget[] {
  return links && "targets" in links ? links.targets : [];
}

/** What a version linking to `targets` is indexed under (overflowing beyond the maximum). */
export function versionLinksOf(targets: readonly LinkTarget[]): VersionLinks {
  return targets.length > MAX_INDEXED_TARGETS ? { overflow: true } : { targets: [...targets] };
}

/**
 * The changes that take a version's link index entries from `before` (its `version_links` entry,
 * null for none) to `after` (null: the version is gone, remove them all). At most
 * {@link MAX_INDEXED_TARGETS} removals and as many additions, of keys of at most ~230 bytes (an
 * ASCII slug of at most 200 characters), so they always fit one commit: they are written as one
 * group (version_index.ts), and the index never holds half of a change.
 */
export function linkMutations(
  write: {
    versionID: number;
    pageID: number;
    before: VersionLinks | null;
    after: VersionLinks | null;
  },
): Mutation[] {
  const { versionID, pageID, before, after } = write;
  const out: Mutation[] = [];
  const next = targetsOf(after);
  const wanted = new Set(next.map(([l, s]) => `${l}\u0000${s}`));
  const had = new Set<string>();
  for (const [locale, slug] of targetsOf(before)) {
    had.add(`${locale}\u0000${slug}`);
    if (!wanted.has(`${locale}\u0000${slug}`)) {
      out.push({ key: keys.linkRef(locale, slug, versionID), delete: true });
    }
  }
  for (const [locale, slug] of next) {
    if (!had.has(`${locale}\u0000${slug}`)) {
      out.push({ key: keys.linkRef(locale, slug, versionID), value: pageID });
    }
  }
  const wasOverflow = !!before && "overflow" in before;
  const overflow = !!after && "overflow" in after;
  if (overflow && !wasOverflow) out.push({ key: keys.linkOverflow(versionID), value: pageID });
  if (wasOverflow && !overflow) out.push({ key: keys.linkOverflow(versionID), delete: true });
  if (after) {
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      out.push({ key: keys.versionLinks(versionID), value: after });
    }
  } else if (before) out.push({ key: keys.versionLinks(versionID), delete: true });
  return out;
}

/**
 * Adds to a version's commit the replacement of its link index entries: `previous` is its entry
 * as read (null for a new version, whose entry must not exist), `targets` what it links to now.
 */
export function setVersionLinksIn(
  op: Deno.AtomicOperation,
  write: {
    versionID: number;
    pageID: number;
    previous: Deno.KvEntryMaybe<VersionLinks> | null;
    targets: readonly LinkTarget[];
  },
): Deno.AtomicOperation {
  const { versionID, pageID, previous } = write;
  op.check(previous ?? { key: keys.versionLinks(versionID), versionstamp: null });
  const before = previous?.value ?? null;
  const after = versionLinksOf(write.targets);
  return mutateIn(op, linkMutations({ versionID, pageID, before, after }));
}

/**
 * The versions (versionID → pageID) that may link to `slug` of `locale`: those indexed under
 * it, under the default-locale form when `locale` is the default, and every overflowing one.
 * A superset: the caller still looks at each version's blocks.
 */
export async function versionsLinkingTo(
  kv: Deno.Kv,
  target: { locale: string; slug: string; defaultLocale: string },
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const prefixes: Deno.KvKey[] = [keys.linkRefs(target.locale, target.slug), keys.linkOverflows()];
  if (target.locale === target.defaultLocale) {
    prefixes.push(keys.linkRefs(DEFAULT_LOCALE_LINK, target.slug));
  }
  for (const prefix of prefixes) {
    for await (const e of kv.list<number>({ prefix }, { batchSize: 1000 })) {
      out.set(e.key[e.key.length - 1] as number, e.value);
    }
  }
  return out;
}

/** Versions (versionID → pageID) indexed under one target, and every overflowing one. */
export async function versionsIndexedUnder(
  kv: Deno.Kv,
  locale: string,
  target: string,
): Promise<{ indexed: Map<number, number>; overflow: Map<number, number> }> {
  const read = async (prefix: Deno.KvKey) => {
    const out = new Map<number, number>();
    for await (const e of kv.list<number>({ prefix }, { batchSize: 1000 })) {
      out.set(e.key[e.key.length - 1] as number, e.value);
    }
    return out;
  };
  return {
    indexed: await read(keys.linkRefs(locale, target)),
    overflow: await read(keys.linkOverflows()),
  };
}
