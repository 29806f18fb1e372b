/**
 * What a Ximblox store file is, checked without trusting it: an SQLite database (its header),
 * with Deno KV's tables, intact, and a Ximblox schema mark — and whether a process has it open.
 * Used by backups and restores (lib/db/backup.ts); Deno KV itself only ever opens a copy that
 * this code made, never a file it was handed.
 */
import { DatabaseSync } from "node:sqlite";
import { readSchema, type SchemaMark } from "./schema.ts";

/** A refusal: nothing was written; the message says why, in one line. */
export class BackupRefused extends Error {}

/** The first 16 bytes of every SQLite database file. */
const SQLITE_HEADER = "SQLite format 3\0";
/** The tables Deno KV's SQLite backend creates; a file without them is not a KV store. */
const KV_TABLES = ["kv", "data_version", "migration_state"];
/** How long to wait for a writer's lock on the live store before giving up. */
export const BUSY_TIMEOUT_MS = 30_000;

/**
 * Checks a copy that this code owns (and may therefore open with Deno KV): a readable SQLite
 * database with Deno KV's tables and nothing else (no table, trigger or view of anyone else's),
 * and a Ximblox schema mark. `read` then reads the copy through Deno KV (a backup's counts, a
 * restore's media check) before it is left self-contained: rollback journal mode, no -wal or
 * -shm beside it, synced to disk.
 */
export async function inspectOwnCopy<T = void>(
  file: string,
  name: string,
  read?: (kv: Deno.Kv, schema: SchemaMark) => Promise<T>,
): Promise<{ schema: SchemaMark; read: T }> {
  await requireSqlite(file, name);
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file);
  } catch (err) {
    throw new BackupRefused(`${name} is not a readable SQLite database (${message(err)}).`);
  }
  try {
    requireKvTables(db, name);
    await requireOnlyKvSchema(db, name);
    const check = db.prepare("PRAGMA quick_check").all().map((r) => Object.values(r)[0]);
    if (check.join() !== "ok") {
      throw new BackupRefused(`${name} is damaged: SQLite's check says ${check[0]}.`);
    }
  } catch (err) {
    throw err instanceof BackupRefused ? err : new BackupRefused(
      `${name} is not a readable SQLite database (${message(err)}).`,
    );
  } finally {
    db.close();
  }
  const kv = await Deno.openKv(file);
  let schema: SchemaMark | null;
  let readOut: T;
  try {
    schema = await readSchema(kv);
    if (!schema) {
      throw new BackupRefused(
        `${name} is a Deno KV store but not a Ximblox one (it has no schema mark).`,
      );
    }
    readOut = read ? await read(kv, schema) : undefined as T;
  } finally {
    kv.close();
  }
  // Deno KV left the file in WAL mode; the rollback journal folds the WAL in and removes it.
  const plain = new DatabaseSync(file);
  try {
    plain.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    const mode = plain.prepare("PRAGMA journal_mode = DELETE").get()?.journal_mode;
    if (mode !== "delete") throw new Error(`${file} stayed in journal mode ${mode}.`);
  } finally {
    plain.close();
  }
  using handle = await Deno.open(file, { read: true, write: true });
  await handle.sync();
  return { schema, read: readOut };
}

/**
 * Refuses, before anything is written, a file that is not a Deno KV store. Read-write for the
 * reason {@link holdsData} gives; it only reads.
 */
export async function requireKvStore(file: string, name: string): Promise<void> {
  await requireSqlite(file, name);
  const db = new DatabaseSync(file);
  try {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    requireKvTables(db, name);
  } finally {
    db.close();
  }
}

export async function requireSqlite(file: string, name: string): Promise<void> {
  const head = new Uint8Array(16);
  using handle = await Deno.open(file, { read: true });
  const n = await handle.read(head);
  if (n !== 16 || new TextDecoder().decode(head) !== SQLITE_HEADER) {
    throw new BackupRefused(`${name} is not a Ximblox store: it is not an SQLite database.`);
  }
}

function requireKvTables(db: DatabaseSync, name: string): void {
  let tables: string[];
  try {
    tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()
      .map((r) => String(r.name));
  } catch (err) {
    throw new BackupRefused(`${name} is not a readable SQLite database (${message(err)}).`);
  }
  if (!KV_TABLES.every((t) => tables.includes(t))) {
    throw new BackupRefused(
      `${name} is not a Ximblox store: it is SQLite but not a Deno KV store.`,
    );
  }
}

/** One row of `sqlite_master`: what a database is made of. */
type SchemaObject = { type: string; name: string };

let kvOwnSchema: Promise<Set<string>> | null = null;

/**
 * What Deno KV itself creates in a store file (tables, indexes), learnt from an empty store made
 * by this runtime, so a newer Deno KV's own additions are known without a list kept here.
 */
function ownKvSchema(): Promise<Set<string>> {
  return kvOwnSchema ??= (async () => {
    const dir = await Deno.makeTempDir({ prefix: "ximblox-kv-schema-" });
    try {
      const kv = await Deno.openKv(`${dir}/empty.kv`);
      kv.close();
      const db = new DatabaseSync(`${dir}/empty.kv`);
      try {
        return new Set(schemaObjects(db).map(objectName));
      } finally {
        db.close();
      }
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  })();
}

function schemaObjects(db: DatabaseSync): SchemaObject[] {
  return db.prepare("SELECT type, name FROM sqlite_master").all()
    .map((r) => ({ type: String(r.type), name: String(r.name) }));
}

const objectName = (o: SchemaObject) => `${o.type} ${o.name}`;

/**
 * Refuses a store that carries anything Deno KV does not make: a trigger could undo every later
 * change (a password reset), a view or table carries what no Ximblox code knows. SQLite's own
 * statistics tables (`sqlite_stat*`, made by ANALYZE) are SQLite's and allowed.
 */
async function requireOnlyKvSchema(db: DatabaseSync, name: string): Promise<void> {
  const own = await ownKvSchema();
  const foreign = schemaObjects(db).filter((o) =>
    !own.has(objectName(o)) && !(o.type === "table" && o.name.startsWith("sqlite_stat"))
  );
  if (foreign.length) {
    throw new BackupRefused(
      `${name} is not a plain Ximblox store: it carries ${
        foreign.map(objectName).join(", ")
      }, which Deno KV does not make.`,
    );
  }
}

/**
 * Whether the target has any key. Read through a read-write connection, which only reads: a
 * read-only one would leave -wal and -shm files behind on a stopped store, where this one, the
 * last to close, removes them again as a stopping server does.
 */
export async function holdsData(file: string): Promise<boolean> {
  if ((await Deno.stat(file)).size === 0) return false;
  try {
    await requireSqlite(file, file);
    const db = new DatabaseSync(file);
    try {
      return db.prepare("SELECT 1 FROM kv LIMIT 1").get() !== undefined;
    } finally {
      db.close();
    }
  } catch {
    return true; // something else lives there: not ours to overwrite without --force
  }
}

/**
 * Whether another connection has the store open. Every connection to a WAL database holds a
 * shared lock (on the -shm file) for as long as it is open, idle or not, so an exclusive lock
 * fails exactly while a server runs on the file.
 */
export function isOpenElsewhere(file: string): boolean {
  let db: DatabaseSync | null = null;
  try {
    db = new DatabaseSync(file);
    db.exec("PRAGMA busy_timeout = 0");
    db.exec("PRAGMA locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("ROLLBACK");
    return false;
  } catch (err) {
    return /locked|busy/i.test(message(err));
  } finally {
    db?.close();
  }
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
