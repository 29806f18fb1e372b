/**
 * Profile images: JPEG or PNG judged by content (UM_06), at most 2 MB (UM_05), at most
 * 1024×1024 read from the header before decoding (UM_08), and decodable (UM_07). The image is
 * decoded and encoded again, which drops metadata (such as GPS positions) and anything smuggled
 * after the image data. A user manager changes only the images of users they may manage (see
 * requireManageable), judged on the record the change is committed against.
 */
import { type BlobRef, claimBlob, deleteBlob, readBlob, writeBlob } from "../../db/blobs.ts";
import { getRole } from "../../db/roles.ts";
import { getUser, getUserEntry, replaceUser, type UserRecord } from "../../db/users.ts";
import { CommitConflict } from "../../db/kv.ts";
import { auditIn } from "../../db/audit.ts";
import { auditDraft } from "../audit.ts";
import { grants } from "../../content/permissions.ts";
import { apiError } from "../../http/errors.ts";
import { MIME, probeImage } from "../../media/image_probe.ts";
import { loadImagescript } from "../../media/transform.ts";
import { requireActor } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { requireManageable } from "../access/role_assignment.ts";
import { presentUser, type UserJson } from "../present/present_user.ts";

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_SIDE = 1024;

function requireSelfOrManager(actor: Actor | null, id: number): Actor {
  const a = requireActor(actor);
  if (a.user.id !== id && !grants(a.role.permissions, "manage-users")) {
    throw apiError("UM_01", "profileImage");
  }
  return a;
}

export async function setProfileImage(
  deps: Deps,
  actor: Actor | null,
  id: number,
  bytes: Uint8Array,
): Promise<UserJson> {
  const a = requireSelfOrManager(actor, id);
  if (bytes.length === 0) throw apiError("V_17", "profileImage");
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) throw apiError("UM_05", "profileImage");
  const info = probeImage(bytes);
  if (!info || (info.type !== "png" && info.type !== "jpeg")) {
    throw apiError("UM_06", "profileImage");
  }
  if (info.width > PROFILE_IMAGE_MAX_SIDE || info.height > PROFILE_IMAGE_MAX_SIDE) {
    throw apiError("UM_08", "profileImage");
  }
  const { Image } = await loadImagescript();
  let clean: Uint8Array;
  try {
    const image = await Image.decode(bytes);
    clean = info.type === "png" ? await image.encode(3) : await image.encodeJPEG(90);
  } catch {
    throw apiError("UM_07", "profileImage");
  }
  const before = await getUserEntry(deps.kv, id);
  if (!before.value) throw apiError("UM_02", "user");
  await requireManageable(deps, a, before.value, "profileImage");
  const ref = await writeBlob(deps.kv, clean, { maxBytes: PROFILE_IMAGE_MAX_BYTES * 4 });
  const after: UserRecord = {
    ...before.value,
    profile: { ...before.value.profile, image: { ...ref, type: MIME[info.type] } },
    updatedAt: Date.now(),
  };
  await swapImage(deps, a, before, after, ref);
  return presentUser(after, await getRole(deps.kv, after.roleID));
}

export async function removeProfileImage(
  deps: Deps,
  actor: Actor | null,
  id: number,
): Promise<UserJson> {
  const a = requireSelfOrManager(actor, id);
  const before = await getUserEntry(deps.kv, id);
  if (!before.value) throw apiError("UM_02", "user");
  await requireManageable(deps, a, before.value, "profileImage");
  const after: UserRecord = {
    ...before.value,
    profile: { ...before.value.profile, image: null },
    updatedAt: Date.now(),
  };
  await swapImage(deps, a, before, after, null);
  return presentUser(after, await getRole(deps.kv, after.roleID));
}

/**
 * Points the user at the new image in one commit with its audit record (anyone's own image or
 * another user's, by a user manager), then removes the old one (never a torn mix).
 */
async function swapImage(
  deps: Deps,
  actor: Actor,
  before: Deno.KvEntryMaybe<UserRecord>,
  after: UserRecord,
  fresh: BlobRef | null,
): Promise<void> {
  const audit = await auditDraft(deps, actor, {
    action: "profile-image-change",
    target: `${after.email} (#${after.id})`,
    summary: fresh ? `new image, ${fresh.size} bytes` : "image removed",
  });
  try {
    await replaceUser(deps.kv, before, after, (op) => {
      auditIn(op, audit);
      if (fresh) claimBlob(op, fresh);
    });
  } catch (err) {
    if (fresh) await deleteBlob(deps.kv, fresh);
    if (err instanceof CommitConflict) throw apiError("V_07", "user", 409);
    throw err;
  }
  const old = before.value?.profile.image;
  if (old) await deleteBlob(deps.kv, old);
}

/** The bytes and type of a user's profile image, for signed-in staff. */
export async function readProfileImage(
  deps: Deps,
  actor: Actor | null,
  id: number,
): Promise<{ bytes: Uint8Array; type: string } | null> {
  requireActor(actor);
  const user = await getUser(deps.kv, id);
  const image = user?.profile.image;
  if (!image) return null;
  return { bytes: await readBlob(deps.kv, image), type: image.type };
}
