import { createHash } from "node:crypto";

/** SHA-256 as lower-case hex, the form the store and the archive manifest carry. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}
