/**
 * Saving a user: the data update first, then the image removal or upload.
 * An image failure does not undo the saved data; it is returned beside the saved user.
 */
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { errorsOf } from "../api/client.ts";
import type { User } from "../api/types.ts";
import {
  createUser,
  type NewUser,
  removeUserImage,
  updateUser,
  uploadUserImage,
  type UserUpdate,
} from "../api/users.ts";
import type { ImageChange } from "./profile_image_input.tsx";

export interface SaveResult {
  user: User;
  imageErrors: ApiErrorItem[];
}

/** Creates (no `id`) or updates a user, then applies the image change. Data errors throw. */
export async function saveUser(
  id: number | null,
  data: NewUser | UserUpdate,
  image: ImageChange = { kind: "keep" },
): Promise<SaveResult> {
  let user = id === null ? await createUser(data) : await updateUser(id, data);
  try {
    if (image.kind === "remove") user = await removeUserImage(user.ID);
    if (image.kind === "upload") user = await uploadUserImage(user.ID, image.file);
    return { user, imageErrors: [] };
  } catch (err) {
    return { user, imageErrors: errorsOf(err) };
  }
}
