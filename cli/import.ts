/**
 * `deno task import FILE [--force]`: loads an export archive into the store at KV_PATH (a file,
 * `:memory:`, or a KV Connect URL). The whole archive is verified first; a damaged, foreign or
 * newer one is refused with one line on stderr and nothing imported. The target must be empty;
 * `--force` deletes everything in it first. An interrupted import is finished by running the
 * same command again (the server refuses to start on the store until then).
 */
import { readConfig } from "../lib/config.ts";
import { ArchiveRefused, importArchive } from "../lib/db/archive_import.ts";
import { isStoreFile, openKv } from "../lib/db/kv.ts";
import { holdsData } from "../lib/db/store_file.ts";
import { logInfo } from "../lib/observe/log.ts";
import { args, run } from "./_run.ts";

const { positionals, values } = args("deno task import FILE [--force]", {
  force: { type: "boolean", default: false },
}, { min: 1, max: 1 });

/** Set once the target is open: from then on a failure may have left part of the archive in. */
let writing = false;

await run([ArchiveRefused], async () => {
  const file = positionals[0];
  if (!(await isFile(file))) throw new ArchiveRefused(`There is no archive file at ${file}.`);
  const { kvPath } = readConfig();
  const started = performance.now();
  // Opening a store file that is not there makes one: a refusal takes it away again.
  const madeHere = isStoreFile(kvPath) && !(await isFile(kvPath));
  const kv = await openKv(kvPath);
  writing = true;
  let refused = false;
  try {
    const manifest = await importArchive(kv, () => Deno.open(file).then((f) => f.readable), {
      force: values.force,
      // The command's progress display, on stderr so that stdout stays the result.
      onProgress: (done, total) =>
        console.error(`Imported ${done} of ${total} records (${Math.floor(done / total * 100)}%).`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    logInfo(
      `Imported ${manifest.records} records (${manifest.blobs.length} blobs) from ${file} into ` +
        `${kvPath} in ${seconds} s.`,
    );
  } catch (err) {
    refused = err instanceof ArchiveRefused;
    throw err;
  } finally {
    kv.close();
    if (refused && madeHere && !(await holdsData(kvPath))) await removeStoreFile(kvPath);
  }
}, {
  unchanged: "Nothing was imported.",
  failed: (err) =>
    writing
      ? `Import stopped: ${(err as Error)?.message ?? err}. The store is marked unfinished; run ` +
        "the same command again to finish it."
      : "The command failed.",
});

async function removeStoreFile(path: string): Promise<void> {
  for (const suffix of ["", "-wal", "-shm"]) await Deno.remove(path + suffix).catch(() => {});
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false;
  }
}
