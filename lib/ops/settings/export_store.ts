/**
 * Download an export of the whole store (Settings → Site → Export). Administrators only: the
 * archive holds everything, every account's password hash included, so a role given
 * manage-settings alone is not enough. The archive is streamed as it is read (from a
 * point-in-time copy for a store file), so a store larger than memory can be exported.
 */
import { ROLE_IDS } from "../../content/permissions.ts";
import { exportArchive } from "../../db/archive_export.ts";
import { archiveFileName } from "../../db/archive_format.ts";
import { openExportSource } from "../../db/archive_source.ts";
import { apiError } from "../../http/errors.ts";
import { logError, logInfo } from "../../observe/log.ts";
import { requirePermission } from "../access/access.ts";
import { requireRecentProof } from "../access/recent_proof.ts";
import type { Actor, Deps } from "../deps.ts";
import { recordExport } from "../audit.ts";

export interface StoreExport {
  fileName: string;
  body: ReadableStream<Uint8Array>;
}

export async function exportStore(deps: Deps, actor: Actor | null): Promise<StoreExport> {
  const a = requirePermission(actor, "manage-settings");
  if (a.role.ID !== ROLE_IDS.administrator) throw apiError("UM_01", "export");
  requireRecentProof(a);
  const fileName = archiveFileName();
  // Before the copy is taken: the archive carries the record of its own making.
  await recordExport(deps, a, fileName, "whole store");
  const source = await openExportSource(deps.config.kvPath, { live: deps.kv, worker: true });
  logInfo("export started", { user: a.user.id, file: fileName, source: source.source });
  const archive = exportArchive(source.kv, {
    source: source.source,
    onManifest: (m) => logInfo("export finished", { file: fileName, records: m.records }),
  });
  return { fileName, body: ReadableStream.from(closingAfter(archive, source.close)) };
}

/** The stream's chunks; `close` runs when it ends, fails or the download is cancelled. */
async function* closingAfter(
  stream: ReadableStream<Uint8Array>,
  close: () => Promise<void>,
): AsyncGenerator<Uint8Array> {
  try {
    yield* stream;
  } catch (err) {
    logError("export failed", err);
    throw err;
  } finally {
    await close();
  }
}
