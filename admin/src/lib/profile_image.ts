/** The client-side check of a profile image; the server has the last word. */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_SIDE = 1024;
export const PROFILE_IMAGE_TYPES = ["image/jpeg", "image/png"];

/** The error code the server would answer for this file, or null when it looks acceptable. */
export async function checkProfileImage(file: File): Promise<string | null> {
  if (!PROFILE_IMAGE_TYPES.includes(file.type)) return "UM_06";
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return "UM_05";
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return "UM_07";
  }
  const tooLarge = bitmap.width > PROFILE_IMAGE_MAX_SIDE || bitmap.height > PROFILE_IMAGE_MAX_SIDE;
  bitmap.close();
  return tooLarge ? "UM_08" : null;
}
