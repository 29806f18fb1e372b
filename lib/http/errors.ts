/** API failures: thrown as ApiError anywhere below a route, answered once in app.onError. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ApiErrorItem, type ErrorCode, ERRORS } from "../content/errors.ts";
import { BlobMissing, BlobTooLarge } from "../db/blobs.ts";
import { CommitConflict, StoreBusy } from "../db/kv.ts";
import { logError, logWarn } from "../observe/log.ts";

export class ApiError extends Error {
  /**
   * `extra`: fields answered beside `Errors` where the codes alone leave the user guessing (the
   * pages that use a file ML_08 refuses to delete).
   */
  constructor(
    readonly errors: ApiErrorItem[],
    readonly status: ContentfulStatusCode,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(errors.map((e) => `${e.code}(${e.property})`).join(", "));
  }

  /** Headers the answer carries (a 429's `Retry-After`). */
  headers: Record<string, string> = {};

  withHeaders(headers: Record<string, string>): this {
    this.headers = { ...this.headers, ...headers };
    return this;
  }
}

/** An ApiError for one code, with the code's catalogue status unless another is given. */
export function apiError(code: ErrorCode, property = "", status?: number): ApiError {
  return new ApiError(
    [{ property, code }],
    (status ?? ERRORS[code].status) as ContentfulStatusCode,
  );
}

/** A store entry that holds a value; an entry without one is NF_01 at `property`. */
export function found<T>(entry: Deno.KvEntryMaybe<T>, property: string): Deno.KvEntry<T> {
  if (entry.value === null) throw apiError("NF_01", property);
  return entry as Deno.KvEntry<T>;
}

/** The status to answer a list of errors with: the first error's, as the catalogue says. */
export function statusOf(errors: ApiErrorItem[]): ContentfulStatusCode {
  const first = ERRORS[errors[0]?.code as ErrorCode];
  return (first?.status ?? 400) as ContentfulStatusCode;
}

export function failure(c: Context, err: ApiError): Response {
  // A body given up (too slow, too large) leaves the connection in no state to reuse.
  if (err.status === 408 || err.status === 413) c.header("Connection", "close");
  // G_02: the store was busy; a client that honours Retry-After comes back once it has cleared.
  if (err.status === 503) c.header("Retry-After", "1");
  for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
  return c.json({ ...err.extra, Success: false, Errors: err.errors }, err.status);
}

/**
 * Failures of the layers below that requests can bring about, as the answer they deserve rather
 * than a 500: a value past a size limit (V_14, 413), a blob removed while it was read (NF_01),
 * a write that lost a race (V_07, 409), and — as a last line behind the bounds on input — a KV
 * key or commit that input made too large (V_12 400, V_14 413), and a store that stayed busy for
 * the whole retry window (G_02 503: nothing was stored, try again). Null for anything else.
 */
export function expectedFailure(err: unknown): ApiError | null {
  if (err instanceof ApiError) return err;
  if (err instanceof BlobTooLarge) return apiError("V_14", "body", 413);
  if (err instanceof BlobMissing) return apiError("NF_01", "");
  if (err instanceof CommitConflict) return apiError("V_07", "", 409);
  if (err instanceof StoreBusy) return apiError("G_02", "");
  if (err instanceof TypeError) {
    if (/^Key too large/.test(err.message)) return apiError("V_12", "");
    if (
      /^(Value too large|Total mutation size too large|Total key size too large)/.test(err.message)
    ) {
      return apiError("V_14", "body", 413);
    }
  }
  return null;
}

/**
 * Errors that are not ApiErrors: expected ones (above) answered with their code and logged
 * briefly; the rest logged in full and answered as G_01 with nothing internal in the body.
 */
export function unexpected(c: Context, err: unknown): Response {
  const where = `${c.req.method} ${new URL(c.req.url).pathname}`;
  const expected = expectedFailure(err);
  if (expected) {
    logWarn(`${where}: ${err instanceof Error ? err.message : String(err)}`);
    return failure(c, expected);
  }
  logError(`${where} failed`, err);
  return c.json({ Success: false, Errors: [{ property: "", code: "G_01" }] }, 500);
}
