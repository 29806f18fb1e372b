/**
 * `deno task export [FILE]`: writes an export archive (docs/archive-format.md) of the store at
 * KV_PATH — for moving a site to another store (`deno task import`) or copying it to staging.
 * The file appears under its name only when complete (it is written as FILE.partial first).
 */
import { readConfig } from "../lib/config.ts";
import { exportArchive } from "../lib/db/archive_export.ts";
import { archiveFileName, type ArchiveManifest } from "../lib/db/archive_format.ts";
import { type ExportSource, NoStore, openExportSource } from "../lib/db/archive_source.ts";
import { logError, logInfo } from "../lib/observe/log.ts";

const USAGE = "Usage: deno task export [FILE]";

async function main(args: string[]): Promise<number> {
  if (args.length > 1 || args.some((a) => a.startsWith("-"))) {
    logError(USAGE);
    return 2;
  }
  const file = args[0] ?? archiveFileName();
  const { kvPath } = readConfig();
  const started = performance.now();
  const done: { manifest?: ArchiveManifest } = {};
  let source: ExportSource;
  try {
    source = await openExportSource(kvPath);
  } catch (err) {
    if (!(err instanceof NoStore)) throw err;
    logError(`${err.message} Nothing was exported.`);
    return 1;
  }
  const partial = `${file}.partial`;
  try {
    const out = await Deno.open(partial, { write: true, create: true, truncate: true });
    await exportArchive(source.kv, { source: source.source, onManifest: (m) => done.manifest = m })
      .pipeTo(out.writable);
    await Deno.rename(partial, file);
  } catch (err) {
    await Deno.remove(partial).catch(() => {});
    logError(`Export failed: ${(err as Error).message}`);
    return 1;
  } finally {
    await source.close();
  }
  const m = done.manifest;
  const size = (await Deno.stat(file)).size;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  logInfo(
    `Exported ${m?.records} records (${m?.blobs.length} blobs) from ${kvPath} to ${file}: ` +
      `${(size / 1024 / 1024).toFixed(1)} MB in ${seconds} s.`,
  );
  return 0;
}

Deno.exit(await main(Deno.args));
