/**
 * The part of the site revision (site_revision.ts) a commit needs: adding the bump, and telling
 * this process's site view, synchronously, that a bumping commit is under way or has returned.
 * Apart from the view so that commit_with.ts can use it without importing what the view reads.
 */
import { keys } from "./keys.ts";

/** Changes as a local bumping commit starts and once it has returned. */
let localGeneration = 0;

/** The local generation: a site state made at another one may be stale. */
export function localSiteGeneration(): number {
  return localGeneration;
}

/** Adds the bump of the site revision to a commit (see commit_with.ts, which calls it). */
export function addSiteRevisionBump(op: Deno.AtomicOperation): void {
  op.sum(keys.siteRevision(), 1n);
}

/**
 * Runs `send` (a commit holding the bump) so that this process drops what it holds of the site as
 * it starts and again once it has returned, whatever its outcome.
 */
export async function asLocalSiteChange<R>(send: () => Promise<R>): Promise<R> {
  localGeneration++;
  try {
    return await send();
  } finally {
    localGeneration++;
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
