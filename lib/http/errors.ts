/** API failures: thrown as ApiError anywhere below a route, answered once in app.onError. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ApiErrorItem, type ErrorCode, ERRORS } from "../content/errors.ts";

export class ApiError extends Error {
  constructor(readonly errors: ApiErrorItem[], readonly status: ContentfulStatusCode) {
    super(errors.map((e) => `${e.code}(${e.property})`).join(", "));
  }
}

/** An ApiError for one code, with the code's catalogue status unless another is given. */
export function apiError(code: ErrorCode, property = "", status?: number): ApiError {
  return new ApiError(
    [{ property, code }],
    (status ?? ERRORS[code].status) as ContentfulStatusCode,
  );
}

/** The status to answer a list of errors with: the first error's, as the catalogue says. */
export function statusOf(errors: ApiErrorItem[]): ContentfulStatusCode {
  const first = ERRORS[errors[0]?.code as ErrorCode];
  return (first?.status ?? 400) as ContentfulStatusCode;
}

export function failure(c: Context, err: ApiError): Response {
  return c.json({ Success: false, Errors: err.errors }, err.status);
}

/** Unexpected errors: logged in full, answered as G_01 with nothing internal in the body. */
export function unexpected(c: Context, err: unknown): Response {
  console.error(`${c.req.method} ${new URL(c.req.url).pathname} failed:`, err);
  return c.json({ Success: false, Errors: [{ property: "", code: "G_01" }] }, 500);
}
