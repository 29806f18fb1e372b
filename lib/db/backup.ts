/**
 * Backups of a store file (a point-in-time copy: lib/db/store_snapshot.ts), and putting one
 * back.
 *
 * Every refusal is a {@link BackupRefused} with one sentence for the operator, thrown before
 * anything was written; a file is always checked on a copy of our own (lib/db/store_file.ts),
 * never opened in a way that could change it.
 */
import { randomUUID } from "node:crypto";
import { basename, dirname, join } from "node:path";
import { giveOwner, ownerFor } from "./file_owner.ts";
import {
  type BackupManifest,
  backupManifest,
  countStore,
  manifestFileOf,
  manifestOf,
  sha256File,
} from "./backup_manifest.ts";
import { isStoreFile } from "./kv.ts";
import { firstMediaMismatch } from "./media_check.ts";
import { SCHEMA_VERSION, type SchemaMark } from "./schema.ts";
import {
  BackupRefused,
  holdsData,
  inspectOwnCopy,
  isOpenElsewhere,
  requireKvStore,
  requireSqlite,
} from "./store_file.ts";
import { snapshotStoreFile } from "./store_snapshot.ts";

export { BackupRefused };

export interface BackupResult {
  file: string;
  /** The manifest beside it (lib/db/backup_manifest.ts). */
  manifest: BackupManifest;
  bytes: number;
  ms: number;
  schema: SchemaMark;
}

/** Backups and their manifests hold password hashes and personal data: the owner's alone. */
const PRIVATE = 0o600;

/**
 * The store file that KV_PATH names, or a refusal for stores that are not a file here
 * (`:memory:` has nothing to copy; a KV Connect URL is copied with `deno task export`).
 */
export function storeFileOf(kvPath: string): string {
  if (!isStoreFile(kvPath)) {
    throw new BackupRefused(
      `KV_PATH is "${kvPath}", not a store file: use \`deno task export\` for this store.`,
    );
  }
  return kvPath;
}

/** The default backup name: the time of day in UTC, safe in file names on every system. */
export function defaultBackupFile(now = new Date(), dir = "./backups"): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, "Z").replaceAll(":", "-");
  return `${dir}/ximblox-${stamp}.kv`;
}

/**
 * Copies the live store at `kvPath` into `target` (which must not exist) as of one instant.
 * The copy is written beside the target under a temporary name (0600), checked to be a Ximblox
 * store, counted, made self-contained (no -wal file), hashed, and only then given its name; its
 * manifest is written beside it last.
 */
export async function backupStore(kvPath: string, target: string): Promise<BackupResult> {
  const started = performance.now();
  const source = storeFileOf(kvPath);
  const manifestFile = manifestFileOf(target);
  // The store first: with no store there is nothing to back up, whatever the target's name.
  if (!(await exists(source))) throw new BackupRefused(`There is no store at ${source}.`);
  for (const file of [target, manifestFile]) {
    if (await exists(file)) {
      throw new BackupRefused(`${file} already exists: choose another name or remove it first.`);
    }
  }
  const name = `The store at ${source}`;
  await requireKvStore(source, name);
  const undoDir = await makeDir(dirname(target));
  const temp = tempBeside(target);
  try {
    await snapshotStoreFile(source, temp);
    await Deno.chmod(temp, PRIVATE);
    const { schema, read: counts } = await inspectOwnCopy(temp, name, countStore);
    const manifest = manifestOf(target, {
      bytes: (await Deno.stat(temp)).size,
      sha256: await sha256File(temp),
      takenAt: new Date().toISOString(),
      schema: schema.version,
      counts,
    });
    await publishFile(temp, target);
    await removeWithSidecars(temp); // the target's link keeps the bytes
    try {
      await Deno.writeTextFile(manifestFile, JSON.stringify(manifest, null, 2) + "\n", {
        createNew: true,
        mode: PRIVATE,
      });
    } catch (err) {
      await removeIfThere(target); // a backup without its manifest would not restore
      throw err;
    }
    return {
      file: target,
      manifest,
      bytes: manifest.bytes,
      ms: performance.now() - started,
      schema,
    };
  } catch (err) {
    await removeWithSidecars(temp);
    await undoDir();
    throw err;
  }
}

/**
 * The manifest beside `source`, checked against the file's bytes; a refusal when it is missing,
 * unreadable or does not match (the backup was changed or damaged since it was taken).
 */
async function verifiedManifest(source: string): Promise<BackupManifest> {
  const file = manifestFileOf(source);
  let text: string;
  try {
    text = await Deno.readTextFile(file);
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) throw err;
    throw new BackupRefused(
      `${source} has no manifest (${file}) to check it against: restore it with ` +
        "--without-manifest only if you trust it.",
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const manifest = backupManifest.safeParse(parsed);
  if (!manifest.success) throw new BackupRefused(`${file} is not a Ximblox backup manifest.`);
  const { bytes, sha256 } = manifest.data;
  if ((await Deno.stat(source)).size !== bytes || await sha256File(source) !== sha256) {
    throw new BackupRefused(
      `${source} does not match the checksum in its manifest: it was changed or damaged ` +
        "after the backup was taken.",
    );
  }
  return manifest.data;
}

export interface RestoreResult {
  file: string;
  /** The manifest the backup was checked against (none with `withoutManifest`). */
  manifest: BackupManifest | null;
  bytes: number;
  schema: SchemaMark;
  replaced: boolean;
}

/**
 * Puts the backup `source` in place as the store at `kvPath`, for a stopped server. Refuses a
 * file that does not match its manifest's checksum (unless `withoutManifest`), that is not a
 * Ximblox store (or carries more than Deno KV's own tables), of a newer schema than this code,
 * or with a media file whose bytes do not match their stored SHA-256; a target store that holds
 * data (unless `force`), and a target that a running process has open.
 */
export async function restoreStore(
  source: string,
  kvPath: string,
  options: { force?: boolean; withoutManifest?: boolean } = {},
): Promise<RestoreResult> {
  const target = storeFileOf(kvPath);
  if (!(await isFile(source))) throw new BackupRefused(`There is no backup file at ${source}.`);
  await requireSqlite(source, source);
  // Our backups are one self-contained file. A file with a WAL beside it is a store in use (or
  // stopped uncleanly), whose latest commits a copy of the file alone would lose.
  if ((await sizeIfThere(`${source}-wal`)) > 0) {
    throw new BackupRefused(
      `${source} is a store in use, not a backup (it has a -wal file): back it up with ` +
        "`deno task backup` and restore that.",
    );
  }
  const manifest = options.withoutManifest ? null : await verifiedManifest(source);
  const replaced = await exists(target);
  if (replaced && !options.force && await holdsData(target)) {
    throw new BackupRefused(
      `${target} already holds a store with data: add --force to replace it.`,
    );
  }
  const undoDir = await makeDir(dirname(target));
  // Whoever runs the restore (root, usually), the store stays the service user's.
  const owner = await ownerFor(target);
  const temp = tempBeside(target);
  try {
    await Deno.copyFile(source, temp);
    await Deno.chmod(temp, PRIVATE);
    const { schema } = await inspectOwnCopy(temp, source, async (kv, schema) => {
      if (schema.version > SCHEMA_VERSION) {
        throw new BackupRefused(
          `${source} is a store of schema version ${schema.version}, newer than this code's ` +
            `${SCHEMA_VERSION}: restore it with the Ximblox version that wrote it.`,
        );
      }
      const mismatch = await firstMediaMismatch(kv);
      if (mismatch) throw new BackupRefused(`${source} is damaged: ${mismatch}.`);
    });
    if (replaced && isOpenElsewhere(target)) {
      throw new BackupRefused(`A process has ${target} open: stop the server first.`);
    }
    await giveOwner(temp, owner).catch((err) => {
      throw new BackupRefused(
        `The restored store cannot be given the owner of ${target} (uid ${owner.uid}): ` +
          `run the restore as root or as that user (${err.message}).`,
      );
    });
    // A -wal left beside the old file would be replayed into the new one: remove it first.
    await removeSidecars(target);
    await Deno.rename(temp, target);
    return { file: target, manifest, bytes: (await Deno.stat(target)).size, schema, replaced };
  } catch (err) {
    await removeWithSidecars(temp);
    await undoDir();
    throw err;
  }
}

/** Gives `temp` the name `target` unless something took that name meanwhile (no clobbering). */
async function publishFile(temp: string, target: string): Promise<void> {
  try {
    await Deno.link(temp, target);
  } catch (err) {
    if (err instanceof Deno.errors.AlreadyExists) {
      throw new BackupRefused(`${target} already exists: choose another name or remove it first.`);
    }
    throw err;
  }
}

/**
 * Creates `dir` and any missing parents; answers how to take back what it created (each folder
 * only while empty), so that a refusal leaves no trace.
 */
async function makeDir(dir: string): Promise<() => Promise<void>> {
  const created: string[] = [];
  for (let d = dir; !(await exists(d)); d = dirname(d)) {
    created.push(d);
    if (dirname(d) === d) break;
  }
  // Folders made here hold backups only: their names are nobody else's business either.
  await Deno.mkdir(dir, { recursive: true, mode: 0o700 });
  return async () => {
    for (const d of created) await Deno.remove(d).catch(() => {}); // deepest first; non-empty stays
  };
}

function tempBeside(target: string): string {
  return join(dirname(target), `.${basename(target)}.${randomUUID().slice(0, 8)}.partial`);
}

async function removeSidecars(file: string): Promise<void> {
  for (const suffix of ["-wal", "-shm", "-journal"]) await removeIfThere(file + suffix);
}

/** Removes a store file and the -wal, -shm and -journal SQLite keeps beside it. */
export async function removeWithSidecars(file: string): Promise<void> {
  await removeIfThere(file);
  await removeSidecars(file);
}

async function removeIfThere(file: string): Promise<void> {
  try {
    await Deno.remove(file);
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) throw err;
  }
}

export async function exists(file: string): Promise<boolean> {
  try {
    await Deno.lstat(file);
    return true;
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return false;
    throw err;
  }
}

async function sizeIfThere(file: string): Promise<number> {
  try {
    return (await Deno.stat(file)).size;
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return 0;
    throw err;
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await Deno.stat(file)).isFile;
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return false;
    throw err;
  }
}
