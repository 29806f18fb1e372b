/**
 * Streaming multipart/form-data for uploads (busboy): the file is handed on as a stream while
 * the request arrives — never held whole in memory — and text fields are collected.
 */
import Busboy from "busboy";
import { Readable } from "node:stream";
import { apiError } from "./errors.ts";

export interface UploadedFile {
  field: string;
  fileName: string;
  stream: AsyncIterable<Uint8Array>;
}

/**
 * Parses `req`, calling `onFile` for the first file part (others are refused) and answering the
 * text fields with its result. `maxBytes` bounds the file (busboy truncates past it, and the
 * consumer must refuse more than `maxBytes` itself).
 */
export async function parseUpload<T>(
  req: Request,
  options: { maxBytes: number; onFile: (file: UploadedFile) => Promise<T> },
): Promise<{ fields: Record<string, string>; file: T | null }> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data") || !req.body) {
    throw apiError("V_17", "f");
  }
  let bb: Busboy.Busboy;
  try {
    bb = Busboy({
      headers: { "content-type": type },
      limits: { fileSize: options.maxBytes + 1, files: 1, fields: 20, fieldSize: 10_000 },
      defParamCharset: "utf8",
    });
  } catch {
    throw apiError("V_17", "f");
  }
  const fields: Record<string, string> = {};
  let file: Promise<T> | null = null;
  let refused: { error: unknown } | null = null;
  let fileStream: Readable | null = null;
  const body = Readable.fromWeb(req.body as import("node:stream/web").ReadableStream);
  const done = new Promise<void>((resolve, reject) => {
    bb.on("field", (name, value) => (fields[name] = value));
    bb.on("file", (field, stream, info) => {
      if (file) return stream.resume();
      fileStream = stream;
      file = options.onFile({ field, fileName: info.filename ?? "", stream });
      // A refused file (too large, wrong type) stops the upload at once: nothing more is read.
      file.catch((error) => {
        refused = { error };
        body.unpipe(bb);
        body.destroy();
        resolve();
      });
    });
    bb.on("close", resolve);
    bb.on("error", reject);
    body.on("error", reject);
  });
  body.pipe(bb);
  try {
    await done;
  } catch {
    // The request broke off: end the file stream too, so its consumer stops and cleans up.
    body.destroy();
    const cut = fileStream as Readable | null;
    // Its consumer sees the error through iteration; the listener keeps it from going unhandled.
    cut?.on("error", () => {});
    cut?.destroy(new Error("upload cut off"));
    if (file) await (file as Promise<T>).catch(() => {});
    if (refused) throw (refused as { error: unknown }).error;
    throw apiError("V_17", "f");
  }
  if (refused) throw (refused as { error: unknown }).error;
  return { fields, file: file ? await file : null };
}
