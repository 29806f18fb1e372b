/**
 * The public snapshot of a locale (lib/db/public_snapshots.ts): the menus, collections and forms
 * every public page of it reads, built from their records and stored for one site revision, so a
 * cold instance, or the first view after a publish, reads them in one round trip.
 *
 * Stored with V8's serializer (maps included); the collections' signing function is not stored
 * but made again from the store's secret, read alongside.
 */
import { deserialize, serialize } from "node:v8";
import type { PublicMenus } from "../../content/menus.ts";
import {
  readPublicSnapshot,
  type RevisionEntry,
  writePublicSnapshot,
} from "../../db/public_snapshots.ts";
import type { PublicCollections } from "../../render/collections.ts";
import type { PublicForms } from "../../render/forms.ts";
import type { Deps } from "../deps.ts";
import { logWarn } from "../../observe/log.ts";
import { publicForms } from "./public_forms.ts";
import { mediaSigner } from "./render_media.ts";
import { publishedCollections } from "./collections.ts";
import { publicMenus } from "../menus/menus.ts";

/**
 * The stored snapshot's shape: change it with the shape of what it holds (2: the menus carry
 * their cache tags).
 */
const SNAPSHOT_FORMAT = 2;

export interface PublicSnapshot {
  menus: PublicMenus;
  collections: PublicCollections;
  forms: PublicForms;
}

/** The snapshot stored for `revision`, or null (none yet, or of another revision). */
export async function storedPublicSnapshot(
  deps: Deps,
  locale: string,
  revision: RevisionEntry,
): Promise<PublicSnapshot | null> {
  const [bytes, sign] = await Promise.all([
    readPublicSnapshot(deps.kv, locale, revision),
    mediaSigner(deps),
  ]);
  if (!bytes) return null;
  const { format, ...stored } = deserialize(bytes) as PublicSnapshot & { format?: number };
  // Written by code that shaped it otherwise (another version on the same store): built again.
  if (format !== SNAPSHOT_FORMAT) return null;
  stored.collections.media = { ...stored.collections.media, sign };
  return stored;
}

/** Builds the snapshot from the records (menus, collections and forms read side by side). */
export async function buildPublicSnapshot(
  deps: Deps,
  locale: string,
  defaultLocale: string,
): Promise<PublicSnapshot> {
  const [menus, collections, forms] = await Promise.all([
    buildPublicSnapshotPart(deps, locale, defaultLocale, "menus"),
    buildPublicSnapshotPart(deps, locale, defaultLocale, "collections"),
    buildPublicSnapshotPart(deps, locale, defaultLocale, "forms"),
  ]);
  return { menus, collections, forms };
}

/** One part of the snapshot, built from the records (lib/site/state.ts: after a change). */
export function buildPublicSnapshotPart<K extends keyof PublicSnapshot>(
  deps: Deps,
  locale: string,
  defaultLocale: string,
  part: K,
): Promise<PublicSnapshot[K]> {
  const build: { [P in keyof PublicSnapshot]: () => Promise<PublicSnapshot[P]> } = {
    menus: () => publicMenus(deps.kv, locale, defaultLocale),
    collections: () => publishedCollections(deps, locale, defaultLocale),
    forms: () => publicForms(deps),
  };
  return build[part]();
}

/**
 * Stores a snapshot built at `revision` (not when the revision moved on meanwhile: see
 * public_snapshots.ts). False when not stored.
 */
export function keepPublicSnapshot(
  deps: Deps,
  locale: string,
  revision: RevisionEntry,
  snapshot: PublicSnapshot,
): Promise<boolean> {
  const { sign: _, ...media } = snapshot.collections.media;
  const bytes = serialize({
    format: SNAPSHOT_FORMAT,
    ...snapshot,
    collections: { ...snapshot.collections, media },
  });
  return writePublicSnapshot(deps.kv, locale, revision, new Uint8Array(bytes));
}

/**
 * Logs a cache write that failed (the next reader builds it again). Quiet when the store was
 * closed under it (a process or test stopping): nothing is lost then either.
 */
export function cacheWriteFailed(what: string, detail: Record<string, unknown>) {
  return (err: unknown): void => {
    if (err instanceof Error && err.name === "BadResource") return;
    logWarn(`${what} not stored`, { ...detail, error: String(err) });
  };
}
