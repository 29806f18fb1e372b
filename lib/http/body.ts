/**
 * Request bodies, read with limits that hold while the bytes arrive: a size limit counted on the
 * bytes received (whatever Content-Length says, chunked bodies included) and time limits, so
 * that no caller — signed in or not — can make the server hold a large body in memory or keep a
 * request open by sending it slowly.
 */
import { apiError } from "./errors.ts";

/** JSON bodies of the API: far more than any form or list query needs. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** JSON bodies that carry a whole page version (store, live preview). */
export const VERSION_BODY_MAX_BYTES = 8 * 1024 * 1024;
/**
 * Longest wait for the next part of a body before the request is given up (408), unless
 * `BODY_IDLE_TIMEOUT_MS` says otherwise (lib/config.ts; set by createApp through
 * {@link setBodyIdleTimeout}: a process serves one app, and tests of the limit need not wait 10 s).
 */
export const BODY_IDLE_TIMEOUT_MS = 10_000;
let bodyIdleTimeout = BODY_IDLE_TIMEOUT_MS;

/** Sets the idle limit of the bodies read from now on, where a caller names none. */
export function setBodyIdleTimeout(ms: number | null): void {
  bodyIdleTimeout = ms ?? BODY_IDLE_TIMEOUT_MS;
}

/** The idle limit of a body whose caller names none. */
export function bodyIdleTimeoutMs(): number {
  return bodyIdleTimeout;
}
/** Longest time a JSON body may take to arrive in full (408): it is small, or refused. */
export const JSON_BODY_TIMEOUT_MS = 30_000;

export interface BodyLimits {
  maxBytes: number;
  /** Longest wait for the next chunk. */
  idleMs?: number;
  /** Longest time for the whole body. */
  totalMs?: number;
  /** The property failures name (V_14 for too large, V_12 for cut off or too slow). */
  property?: string;
  /** Stops reading (the body is cancelled) when aborted; the stream then just ends. */
  signal?: AbortSignal;
}

/** Too large: 413 with V_14 ("… exceeds the character limit"). */
export function bodyTooLarge(property = "body") {
  return apiError("V_14", property, 413);
}

/** Too slow: 408, so that the client (or the proxy in front) gives the connection up. */
export function bodyTimedOut(property = "body") {
  return apiError("V_12", property, 408);
}

/**
 * The whole body of `request` as bytes, refusing more than `maxBytes` as soon as they arrive,
 * and a body that stalls for `idleMs` or takes longer than `totalMs` in all. A body that breaks
 * off (the client went away, or sent a malformed chunked encoding) is V_12 (400).
 */
export async function readBodyLimited(request: Request, limits: BodyLimits): Promise<Uint8Array> {
  const property = limits.property ?? "body";
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    await request.body?.cancel().catch(() => {});
    throw bodyTooLarge(property);
  }
  if (!request.body) return new Uint8Array();
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of limitedStream(request.body, { ...limits, property })) {
    parts.push(chunk);
    size += chunk.length;
  }
  return concatBytes(parts, size);
}

/** The chunks as one array (`size` is their total length). */
export function concatBytes(parts: Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The body as UTF-8 text (a byte order mark and malformed sequences as TextDecoder reads them). */
export async function readTextLimited(request: Request, limits: BodyLimits): Promise<string> {
  return new TextDecoder().decode(await readBodyLimited(request, limits));
}

/**
 * The chunks of `body`, with the size and time limits applied as they arrive. Stopping early
 * (a limit, or the consumer breaking off) cancels the body, so nothing more is read.
 */
export async function* limitedStream(
  body: ReadableStream<Uint8Array>,
  limits: BodyLimits,
): AsyncGenerator<Uint8Array> {
  const property = limits.property ?? "body";
  const idleMs = limits.idleMs ?? bodyIdleTimeout;
  const deadline = limits.totalMs === undefined ? Infinity : Date.now() + limits.totalMs;
  const reader = body.getReader();
  let size = 0;
  let finished = false;
  try {
    for (;;) {
      const wait = Math.min(idleMs, deadline - Date.now());
      if (wait <= 0) throw bodyTimedOut(property);
      if (limits.signal?.aborted) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let onAbort = () => {};
      const stop = new Promise<"timeout" | "aborted">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), wait);
        onAbort = () => resolve("aborted");
        limits.signal?.addEventListener("abort", onAbort, { once: true });
      });
      let next: ReadableStreamReadResult<Uint8Array> | "timeout" | "aborted";
      try {
        next = await Promise.race([reader.read(), stop]);
      } catch {
        // The connection broke off or the chunked encoding was malformed.
        throw apiError("V_12", property);
      } finally {
        clearTimeout(timer);
        limits.signal?.removeEventListener("abort", onAbort);
      }
      if (next === "aborted") return;
      if (next === "timeout") throw bodyTimedOut(property);
      if (next.done) {
        finished = true;
        return;
      }
      size += next.value.length;
      if (size > limits.maxBytes) throw bodyTooLarge(property);
      yield next.value;
    }
  } finally {
    if (!finished) reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
