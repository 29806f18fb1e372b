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
