/**
 * After a commit of this process that changed the public site (it bumped the site revision), the
 * next public snapshot of every locale, the sitemap and the manifests of the pages it changed are
 * built and stored at once, in the background: the first view after a publish — on this instance or any
 * other — then reads them in one round trip each instead of rebuilding them (issue 27).
 *
 * This is only a head start: a process that dies before it is done, or a view that comes first,
 * leaves the reader to build what is missing and store it (lib/site/state.ts, published_page.ts);
 * what is stored is checked against the revision and the pointer it was built from either way.
 * Bumps that come while a build runs are taken in one more build after it.
 */
import { getPages } from "../db/pages.ts";
import { onSiteChangeCommitted } from "../db/site_generation.ts";
import type { Deps } from "../ops/deps.ts";
import { inBackground } from "../ops/background.ts";
import { keepPageManifest } from "../ops/site/published_page.ts";
import { cacheWriteFailed } from "../ops/site/public_snapshot.ts";
import { sitemapIn } from "./sitemap.ts";
import { keepSnapshotStored, siteStateOf } from "./state.ts";

interface Keeper {
  deps: Deps;
  pages: Set<number>;
  running: boolean;
  again: boolean;
}

const keepers = new WeakMap<Deno.Kv, Keeper>();
let listening = false;

/** Keeps the public snapshots and manifests of `deps`' store after this process's changes. */
export function keepPublicSnapshots(deps: Deps): void {
  if (keepers.has(deps.kv)) return;
  keepers.set(deps.kv, { deps, pages: new Set(), running: false, again: false });
  if (listening) return;
  listening = true;
  onSiteChangeCommitted((kv, pages) => {
    const keeper = keepers.get(kv);
    if (!keeper) return;
    for (const p of pages) keeper.pages.add(p.pageID);
    if (keeper.running) {
      keeper.again = true;
      return;
    }
    keeper.running = true;
    inBackground(run(keeper));
  });
}

async function run(keeper: Keeper): Promise<void> {
  try {
    do {
      keeper.again = false;
      const ids = [...keeper.pages];
      keeper.pages.clear();
      await prebuild(keeper.deps, ids);
    } while (keeper.again);
  } catch (err) {
    // A store closed meanwhile, a busy store: readers build what is missing.
    cacheWriteFailed("public snapshot (after a change)", {})(err);
  } finally {
    keeper.running = false;
  }
}

async function prebuild(deps: Deps, pageIDs: number[]): Promise<void> {
  const state = await siteStateOf(deps);
  const settings = await state.settings();
  // Held in this state and stored for the new revision (state.ts); views of this state share it.
  const snapshots = settings.availableLocales.map((l) =>
    keepSnapshotStored(deps, state, l, settings)
  );
  // All in one Promise.all, the pages' read too: a failure of any (a store closed meanwhile)
  // must not leave the others' failures unheard.
  const manifests = getPages(deps.kv, pageIDs).then((pages) =>
    Promise.all(
      pages.filter((p) => p?.publishedVersionID).map((p) =>
        keepPageManifest(deps, p!.locale, p!.slug)
      ),
    )
  );
  await Promise.all([...snapshots, sitemapIn(deps, state), manifests]);
}
