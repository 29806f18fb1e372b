/**
 * The owner and mode a store file must keep when it is replaced. A restore run as root (as an
 * operator runs `systemctl stop … && deno task restore …`) would otherwise leave a store owned by
 * root that the service's own user cannot write ("attempt to write a readonly database").
 */
import { dirname } from "node:path";

export interface FileOwner {
  uid: number | null;
  gid: number | null;
  mode: number;
}

/**
 * The owner and mode of the file at `path`; for a file not there yet, its folder's owner and
 * mode 0600 (only that user reads a store: it holds password hashes and personal data).
 */
export async function ownerFor(path: string): Promise<FileOwner> {
  try {
    const stat = await Deno.stat(path);
    return { uid: stat.uid, gid: stat.gid, mode: (stat.mode ?? 0o600) & 0o777 };
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) throw err;
  }
  const folder = await Deno.stat(dirname(path));
  return { uid: folder.uid, gid: folder.gid, mode: 0o600 };
}

/**
 * Gives `file` the owner and mode `owner`. Changing the owner needs root; a user who is not root
 * can only make files of their own, which is then what `owner` names already (else it throws,
 * and the caller refuses the restore rather than leave a store the service cannot write).
 */
export async function giveOwner(file: string, owner: FileOwner): Promise<void> {
  if (Deno.build.os === "windows") return;
  await Deno.chmod(file, owner.mode);
  const stat = await Deno.stat(file);
  if (owner.uid === null || owner.gid === null) return;
  if (stat.uid === owner.uid && stat.gid === owner.gid) return;
  await Deno.chown(file, owner.uid, owner.gid);
}
