/**
 * Streaming multipart/form-data for uploads (busboy): the file is handed on as a stream while
 * the request arrives — never held whole in memory — and text fields are collected.
 *
 * Whatever the body does — ends inside a part or its headers, never closes, names another
 * boundary, stalls, grows past the limit, or the client goes away — the upload fails with an
 * API error (4xx), and nothing escapes as an uncaught error: every stream involved has an error
 * listener from the moment it exists.
 */
import Busboy from "busboy";
import type { Readable } from "node:stream";
import { bodyIdleTimeoutMs, concatBytes, limitedStream } from "./body.ts";
import { ApiError, apiError } from "./errors.ts";

export interface UploadedFile {
  field: string;
  fileName: string;
  stream: AsyncIterable<Uint8Array>;
}

/** Room for the multipart envelope and the text fields around a file. */
const ENVELOPE_BYTES = 1024 * 1024;
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 10_000;

export interface UploadOptions<T> {
  /** Largest file; the consumer must refuse more than this itself (busboy stops at one more). */
  maxBytes: number;
  onFile: (file: UploadedFile) => Promise<T>;
  /** The property malformed bodies are reported on (V_17). */
  property?: string;
  /** The error for a body larger than the file limit and its envelope. */
  tooLarge?: () => ApiError;
  /** Undoes a file that was taken in full when the rest of the body then fails. */
  discard?: (file: T) => Promise<void>;
  /** Longest wait for the next part of the body (408). */
  idleMs?: number;
}

/**
 * Parses `req`, calling `onFile` for the first file part (others are skipped) and answering the
 * text fields with its result. A body that is not multipart, is malformed or is cut off is V_17
 * on `property`; one that stalls is 408; one larger than the limit is `tooLarge` (ML_01).
 */
export async function parseUpload<T>(
  req: Request,
  options: UploadOptions<T>,
): Promise<{ fields: Record<string, string>; file: T | null }> {
  const property = options.property ?? "f";
  const malformed = () => apiError("V_17", property);
  const tooLarge = options.tooLarge ?? (() => apiError("ML_01", property));
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data") || !req.body) {
    await req.body?.cancel().catch(() => {});
    throw malformed();
  }
  const bodyLimit = options.maxBytes + ENVELOPE_BYTES;
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > bodyLimit) {
    await req.body.cancel().catch(() => {});
    throw tooLarge();
  }
  let bb: Busboy.Busboy;
  try {
    bb = Busboy({
      headers: { "content-type": type },
      limits: {
        fileSize: options.maxBytes + 1,
        files: 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + 2,
      },
      defParamCharset: "utf8",
    });
  } catch {
    await req.body.cancel().catch(() => {});
    throw malformed();
  }

  const fields: Record<string, string> = {};
  let file: Promise<T> | null = null;
  // The first reason the upload failed wins; later ones are its consequences.
  let failure: unknown = null;
  const fail = (reason: unknown) => {
    failure ??= reason;
  };
  const stopReading = new AbortController();

  const closed = new Promise<void>((resolve) => {
    bb.on("close", resolve);
    // Busboy reports a body that ends inside a part, its headers or before the closing boundary.
    bb.on("error", () => {
      fail(malformed());
      resolve();
    });
  });
  bb.on("field", (name, value) => (fields[name] = value));
  bb.on("file", (field, stream: Readable, info) => {
    // Busboy ends a part stream with an error when the body breaks off inside it, possibly
    // before its consumer listens: without this listener that error would end the process.
    stream.on("error", () => {});
    if (file) {
      stream.resume();
      return;
    }
    file = options.onFile({ field, fileName: info.filename ?? "", stream });
    file.catch((reason) => {
      // Refused by the consumer (too large, wrong type), or cut off below: stop reading at once.
      fail(reason);
      stopReading.abort();
      bb.destroy();
    });
  });

  const pumping = (async () => {
    try {
      const chunks = limitedStream(req.body!, {
        maxBytes: bodyLimit,
        idleMs: options.idleMs ?? bodyIdleTimeoutMs(),
        property,
        signal: stopReading.signal,
      });
      for await (const chunk of chunks) {
        if (bb.destroyed) break;
        if (!bb.write(chunk)) await drained(bb);
      }
      if (!bb.destroyed) bb.end();
    } catch (reason) {
      fail(
        reason instanceof ApiError && reason.status === 413
          ? tooLarge()
          : reason instanceof ApiError && reason.status === 408
          ? reason
          : malformed(),
      );
      // Ends the file's stream with an error too, so its consumer stops and cleans up.
      bb.destroy();
    }
  })();

  await closed;
  await pumping;
  const taken = file as Promise<T> | null;
  if (failure) {
    if (taken) {
      const result = await taken.then((value) => ({ value }), () => null);
      if (result && options.discard) await options.discard(result.value).catch(() => {});
    }
    throw failure;
  }
  return { fields, file: taken ? await taken : null };
}

/** Resolves once `bb` wants more (or is gone). */
function drained(bb: Busboy.Busboy): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      bb.off("drain", done);
      bb.off("close", done);
      resolve();
    };
    bb.on("drain", done);
    bb.on("close", done);
  });
}

/**
 * One file field read into memory (small files only, such as profile images): at most
 * `maxBytes`, else `tooLarge`. Other file fields are skipped. Null when the field is missing.
 */
export async function readFileField(
  req: Request,
  options: { field: string; maxBytes: number; tooLarge: () => ApiError },
): Promise<Uint8Array | null> {
  const { file } = await parseUpload<Uint8Array | null>(req, {
    maxBytes: options.maxBytes,
    property: options.field,
    tooLarge: options.tooLarge,
    async onFile({ field, stream }) {
      if (field !== options.field) {
        for await (const _ of stream) { /* skipped */ }
        return null;
      }
      const parts: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of stream) {
        size += chunk.length;
        if (size > options.maxBytes) throw options.tooLarge();
        parts.push(chunk);
      }
      return concatBytes(parts, size);
    },
  });
  return file;
}
