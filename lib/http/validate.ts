/**
 * Input validation at the edge: zod schemas whose issue messages are catalogue codes. Anything
 * else a schema reports becomes V_01 (missing) or V_12 (not valid), with the field as property.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { ERRORS } from "../content/errors.ts";
import {
  MarkupBudgetExceeded,
  MAX_MARKUP_PER_VALIDATION,
  withMarkupBudget,
} from "../content/rich_text.ts";
import { JSON_BODY_MAX_BYTES, JSON_BODY_TIMEOUT_MS, readTextLimited } from "./body.ts";
import { ApiError, apiError, statusOf } from "./errors.ts";

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  let result: z.ZodSafeParseResult<z.infer<S>>;
  try {
    // Sanitising rich text is the costly part of validation; one request gets a bounded share.
    result = withMarkupBudget(MAX_MARKUP_PER_VALIDATION, () => schema.safeParse(input));
  } catch (err) {
    if (err instanceof MarkupBudgetExceeded) throw apiError("V_14", "blocks", 413);
    throw err;
  }
  if (result.success) return result.data;
  const seen = new Set<string>();
  const errors = [];
  for (const issue of result.error.issues) {
    const property = issue.path.map(String).join(".");
    const code = issue.message in ERRORS
      ? issue.message
      : issue.code === "invalid_type" && issue.input === undefined
      ? "V_01"
      : "V_12";
    if (seen.has(property + code)) continue;
    seen.add(property + code);
    errors.push({ property, code });
  }
  throw new ApiError(errors, statusOf(errors));
}

/**
 * Reads and validates a JSON body; a body that is not JSON is V_12 on "body". The body is read
 * with limits (see body.ts): at most `maxBytes` (default 1 MB, 413), and within the JSON time
 * limits (408). Routes that take a whole page version pass `VERSION_BODY_MAX_BYTES`.
 */
export async function jsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: { maxBytes?: number } = {},
): Promise<z.infer<S>> {
  const text = await readTextLimited(c.req.raw, {
    maxBytes: options.maxBytes ?? JSON_BODY_MAX_BYTES,
    totalMs: JSON_BODY_TIMEOUT_MS,
  });
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw apiError("V_12", "body");
  }
  return parseInput(schema, body);
}

/** A positive integer id from the path, else 404. */
export function idParam(c: Context, name = "id"): number {
  const raw = c.req.param(name) ?? "";
  const id = /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw apiError("NF_01", name);
  return id;
}
