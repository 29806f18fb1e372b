/** Assertions for tests; node:assert ships with the runtime (JSR's @std/assert is not reachable). */
import { deepStrictEqual, notDeepStrictEqual, ok } from "node:assert/strict";

export function assert(condition: unknown, message?: string): asserts condition {
  if (message === undefined) ok(condition);
  else ok(condition, message);
}

/** Deep equality; without a message, the failure shows the difference. */
export function assertEquals<T>(actual: T, expected: T, message?: string): void {
  if (message === undefined) deepStrictEqual(actual, expected);
  else deepStrictEqual(actual, expected, message);
}

export function assertNotEquals<T>(actual: T, expected: T, message?: string): void {
  if (message === undefined) notDeepStrictEqual(actual, expected);
  else notDeepStrictEqual(actual, expected, message);
}
