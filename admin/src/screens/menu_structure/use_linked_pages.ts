/**
 * What the menu editor knows of the pages its items link to: title and slug to show them by, and
 * whether each is published or gone, to flag items the public site leaves out. Asked of the
 * server (get-multiple) for every page id not asked yet, so a page picked in the dialog is looked
 * up once it is in the tree.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { pagesByID } from "../../api/menus.ts";
import type { PageSearchItem } from "../../api/pages.ts";

/** A linked page as far as it is known: found, gone (`null`), or not knowable (`"unknown"`). */
export type PageState =
  | { title: string; slug: string; published: boolean }
  | null
  | "unknown";

export type TargetProblem = "unpublished" | "deleted" | null;

export interface LinkedPages {
  /** Title and slug to show a page by, if known. */
  label(id: number): { title: string; slug: string } | undefined;
  /** Why the public site leaves an item linking to the page out, if it does. */
  problem(id: number): TargetProblem;
  /** A page picked from a search: shown by its title until its state is fetched. */
  remember(page: PageSearchItem): void;
}

export interface LinkedPagesOptions {
  /** The user may read pages of the locale (edit-page): without it nothing can be asked. */
  enabled: boolean;
  /**
   * The user reads every page type of the locale, so a page missing from the answer is gone
   * (otherwise it may only be hidden from this user, and is not flagged).
   */
  complete: boolean;
  /** Changing it asks again for every page (after a reload of the menu). */
  generation: number;
}

interface Known {
  scope: string;
  states: ReadonlyMap<number, PageState>;
  seen: ReadonlyMap<number, { title: string; slug: string }>;
}

const NONE: Known = { scope: "", states: new Map(), seen: new Map() };

export function useLinkedPages(
  locale: string,
  pageIDs: readonly number[],
  { enabled, complete, generation }: LinkedPagesOptions,
): LinkedPages {
  const scope = `${locale}\u0000${generation}`;
  const [stored, setKnown] = useState<Known>(NONE);
  const known = stored.scope === scope ? stored : { ...NONE, scope };
  const wanted = [...new Set(pageIDs)].filter((id) => !known.states.has(id)).sort((a, b) => a - b)
    .join(",");

  useEffect(() => {
    if (!wanted) return;
    const ids = wanted.split(",").map(Number);
    const settle = (found: Map<number, PageState>) =>
      setKnown((before) => {
        const base = before.scope === scope ? before : { ...NONE, scope };
        return { ...base, states: new Map([...base.states, ...found]) };
      });
    if (!enabled) {
      settle(new Map(ids.map((id) => [id, "unknown"])));
      return;
    }
    const controller = new AbortController();
    pagesByID(locale, ids, controller.signal).then(
      (pages) => {
        const byID = new Map(pages.map((p) => [p.id, p]));
        settle(
          new Map(ids.map((id): [number, PageState] => {
            const page = byID.get(id);
            if (page) {
              return [id, {
                title: page.title,
                slug: page.slug,
                published: page.publishedVersionID !== null,
              }];
            }
            return [id, complete ? null : "unknown"];
          })),
        );
      },
      (err) => {
        if (controller.signal.aborted) return;
        console.error("The linked pages could not be loaded", err);
        settle(new Map(ids.map((id) => [id, "unknown"])));
      },
    );
    return () => controller.abort();
  }, [wanted, enabled, complete, locale, scope]);

  const remember = useCallback((page: PageSearchItem) => {
    setKnown((before) => {
      const base = before.scope === scope ? before : { ...NONE, scope };
      const seen = new Map(base.seen);
      seen.set(page.id, { title: page.title, slug: page.slug });
      return { ...base, seen };
    });
  }, [scope]);

  return useMemo(() => ({
    label(id) {
      const state = known.states.get(id);
      return state && state !== "unknown" ? state : known.seen.get(id);
    },
    problem(id) {
      const state = known.states.get(id);
      if (state === null) return "deleted";
      if (state && state !== "unknown" && !state.published) return "unpublished";
      return null;
    },
    remember,
  }), [known.states, known.seen, remember]);
}
