/**
 * `deno task export [FILE]`: writes an export archive (docs/archive-format.md) of the store at
 * KV_PATH — for moving a site to another store (`deno task import`) or copying it to staging.
 * The file appears under its name only when complete (it is written as FILE.partial first), and
 * is readable by its owner only (0600).
 */
import { readConfig } from "../lib/config.ts";
import { exportArchive, ExportRefused } from "../lib/db/archive_export.ts";
import { archiveFileName, type ArchiveManifest } from "../lib/db/archive_format.ts";
import { NoStore, openExportSource } from "../lib/db/archive_source.ts";
import { logInfo } from "../lib/observe/log.ts";
import { args, formatBytes, run } from "./_run.ts";

const { positionals } = args("deno task export [FILE]", {}, { min: 0, max: 1 });

await run([NoStore, ExportRefused], async () => {
  const file = positionals[0] ?? archiveFileName();
  const { kvPath } = readConfig();
  const started = performance.now();
  const source = await openExportSource(kvPath);
  const partial = `${file}.partial`;
  let manifest: ArchiveManifest | undefined;
  try {
    // An archive holds password hashes and personal data: readable by its owner only.
    const out = await Deno.open(partial, {
      write: true,
      create: true,
      truncate: true,
      mode: 0o600,
    });
    await Deno.chmod(partial, 0o600); // a leftover .partial keeps its mode on open
    await exportArchive(source.kv, { source: source.source, onManifest: (m) => manifest = m })
      .pipeTo(out.writable);
    await Deno.rename(partial, file);
  } catch (err) {
    await Deno.remove(partial).catch(() => {});
    throw err;
  } finally {
    await source.close();
  }
  const size = (await Deno.stat(file)).size;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  logInfo(
    `Exported ${manifest?.records} records (${manifest?.blobs.length} blobs) from ${kvPath} to ` +
      `${file}: ${formatBytes(size)} in ${seconds} s.`,
  );
}, {
  unchanged: "Nothing was exported.",
  failed: (err) => `Export failed: ${(err as Error)?.message ?? err}`,
});
