/**
 * `deno task import FILE [--force]`: loads an export archive into the store at KV_PATH (a file,
 * `:memory:`, or a KV Connect URL). The whole archive is verified first; a damaged, foreign or
 * newer one is refused with one line on stderr and nothing imported. The target must be empty;
 * `--force` deletes everything in it first. An interrupted import is finished by running the
 * same command again (the server refuses to start on the store until then).
 */
import { readConfig } from "../lib/config.ts";
import { ArchiveRefused, importArchive } from "../lib/db/archive_import.ts";
import { openKv } from "../lib/db/kv.ts";
import { logError, logInfo } from "../lib/observe/log.ts";

const USAGE = "Usage: deno task import FILE [--force]";

async function main(args: string[]): Promise<number> {
  const force = args.includes("--force");
  const rest = args.filter((a) => a !== "--force");
  if (rest.length !== 1 || rest[0].startsWith("-")) {
    logError(USAGE);
    return 2;
  }
  const file = rest[0];
  try {
    if (!(await Deno.stat(file)).isFile) throw new Deno.errors.NotFound();
  } catch {
    logError(`There is no archive file at ${file}. Nothing was imported.`);
    return 1;
  }
  const { kvPath } = readConfig();
  const started = performance.now();
  const kv = await openKv(kvPath);
  try {
    const manifest = await importArchive(kv, () => Deno.open(file).then((f) => f.readable), {
      force,
      // The command's progress display, on stderr so that stdout stays the result.
      onProgress: (done, total) =>
        console.error(`Imported ${done} of ${total} records (${Math.floor(done / total * 100)}%).`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    logInfo(
      `Imported ${manifest.records} records (${manifest.blobs.length} blobs) from ${file} into ` +
        `${kvPath} in ${seconds} s.`,
    );
    return 0;
  } catch (err) {
    if (err instanceof ArchiveRefused) {
      logError(`${err.message} Nothing was imported.`);
    } else {
      logError(
        `Import stopped: ${(err as Error).message}. The store is marked unfinished; run the same ` +
          "command again to finish it.",
      );
    }
    return 1;
  } finally {
    kv.close();
  }
}

Deno.exit(await main(Deno.args));
