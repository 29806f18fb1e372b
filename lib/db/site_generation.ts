/**
 * The part of the site revision (site_revision.ts) a commit needs: adding the bump with the tags
 * the change touched (cache_tags.ts, logged in site_changes.ts for the other processes), and
 * telling this process's site view, synchronously, that a bumping commit is under way or has
 * returned and what it touched. Apart from the view so that commit_with.ts can use it without
 * importing what the view reads.
 */
import { keys } from "./keys.ts";
import { addSiteChange } from "./site_changes.ts";

/** Changes as a local bumping commit starts and once it has returned. */
let localGeneration = 0;

/** The tags of each local generation step, newest last (a bounded window). */
const localChanges: { generation: number; tags: readonly string[] }[] = [];
const MAX_LOCAL_CHANGES = 1000;

/** The local generation: a site state made at another one may be stale. */
export function localSiteGeneration(): number {
  return localGeneration;
}

/**
 * The tags the local changes touched after `generation` (up to now), or null when the window no
 * longer reaches back that far (then everything counts as touched).
 */
export function localChangesSince(generation: number): Set<string> | null {
  if (generation === localGeneration) return new Set();
  const first = localChanges[0];
  if (!first || first.generation > generation + 1) return null;
  const tags = new Set<string>();
  for (const change of localChanges) {
    if (change.generation > generation) { for (const t of change.tags) tags.add(t); }
  }
  return tags;
}

/** Adds the bump of the site revision, and the log of what it touched, to a commit. */
export function addSiteRevisionBump(op: Deno.AtomicOperation, tags: readonly string[]): void {
  op.sum(keys.siteRevision(), 1n);
  addSiteChange(op, tags);
}

function step(tags: readonly string[]): void {
  localGeneration++;
  localChanges.push({ generation: localGeneration, tags });
  if (localChanges.length > MAX_LOCAL_CHANGES) localChanges.shift();
}

/**
 * Runs `send` (a commit holding the bump) so that this process drops what it holds of `tags` as
 * it starts and again once it has returned, whatever its outcome.
 */
export async function asLocalSiteChange<R>(
  tags: readonly string[],
  send: () => Promise<R>,
): Promise<R> {
  step(tags);
  try {
    return await send();
  } finally {
    step(tags);
  }
}

/** The pages a committed site change touched (those it logged a search change for). */
export type SiteChangeListener = (kv: Deno.Kv, pages: { pageID: number; locale: string }[]) => void;

const listeners = new Set<SiteChangeListener>();

/**
 * Calls `listener` after every bumping commit of this process has succeeded (synchronously, so a
 * listener starts its own work; lib/site/public_prebuild.ts builds the next public snapshot).
 * Answers the function that removes it.
 */
export function onSiteChangeCommitted(listener: SiteChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners that a bumping commit on `kv` succeeded (commit_with.ts calls it). */
export function siteChangeCommitted(
  kv: Deno.Kv,
  pages: { pageID: number; locale: string }[],
): void {
  for (const listener of listeners) listener(kv, pages);
}
