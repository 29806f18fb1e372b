/**
 * KV keys and values as JSON, exactly: what JSON cannot say (bytes, bigints, `Deno.KvU64`, dates,
 * maps, sets, `undefined`, NaN, ±Infinity, -0…) is written as a tagged object `{"$t": type, "v":
 * …}`, and a stored plain object that itself has a `$t` property is wrapped as `{"$t": "object"}`
 * so that it is never mistaken for a tag. Decoding gives back values that KV stores identically
 * (KV serialises with V8's structured clone, so these are all the kinds a value can be).
 * docs/archive-format.md lists the tags.
 */
import { Buffer } from "node:buffer";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const TYPED_ARRAYS = {
  Int8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float32Array,
  Float64Array,
  BigInt64Array,
  BigUint64Array,
} as const;
type TypedArrayName = keyof typeof TYPED_ARRAYS;

/** Thrown for a value or key this format cannot carry, or a tag it does not know. */
export class ArchiveCodecError extends Error {}

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
}

function fromBase64(text: unknown): Uint8Array<ArrayBuffer> {
  if (typeof text !== "string") throw new ArchiveCodecError("Bytes are not base64 text.");
  const buf = Buffer.from(text, "base64");
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength).slice();
}

function encodeNumber(n: number): Json {
  if (Number.isFinite(n) && !Object.is(n, -0)) return n;
  return { $t: "number", v: Object.is(n, -0) ? "-0" : String(n) };
}

function decodeNumber(v: unknown): number {
  if (v === "-0") return -0;
  if (v === "NaN" || v === "Infinity" || v === "-Infinity") return Number(v);
  throw new ArchiveCodecError(`Unknown special number ${JSON.stringify(v)}.`);
}

/** One value as JSON (see the module comment). */
export function encodeValue(value: unknown): Json {
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      return encodeNumber(value);
    case "bigint":
      return { $t: "bigint", v: value.toString() };
    case "undefined":
      return { $t: "undefined" };
  }
  if (value === null) return null;
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value instanceof Uint8Array && value.constructor === Uint8Array) {
    return { $t: "Uint8Array", v: base64(value) };
  }
  if (value instanceof Deno.KvU64) return { $t: "KvU64", v: value.value.toString() };
  if (value instanceof Date) return { $t: "Date", v: encodeNumber(value.getTime()) };
  if (value instanceof Map) {
    return { $t: "Map", v: [...value].map(([k, v]) => [encodeValue(k), encodeValue(v)]) };
  }
  if (value instanceof Set) return { $t: "Set", v: [...value].map(encodeValue) };
  if (value instanceof RegExp) return { $t: "RegExp", v: [value.source, value.flags] };
  if (value instanceof ArrayBuffer) return { $t: "ArrayBuffer", v: base64(new Uint8Array(value)) };
  if (ArrayBuffer.isView(value)) {
    const name = value.constructor.name;
    if (!(name in TYPED_ARRAYS)) throw new ArchiveCodecError(`Cannot carry a ${name}.`);
    const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return { $t: name, v: base64(bytes) };
  }
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) out[k] = encodeValue(v);
    return "$t" in out ? { $t: "object", v: out } : out;
  }
  const name = (value as object)?.constructor?.name ?? typeof value;
  throw new ArchiveCodecError(`Cannot carry a value of type ${name}.`);
}

/** The value that {@link encodeValue} was given. */
export function decodeValue(json: unknown): unknown {
  if (json === null || typeof json !== "object") return json;
  if (Array.isArray(json)) return json.map(decodeValue);
  const obj = json as Record<string, unknown>;
  if (!("$t" in obj)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) out[k] = decodeValue(v);
    return out;
  }
  const v = obj.v;
  switch (obj.$t) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [k, item] of Object.entries(v as Record<string, unknown>)) {
        out[k] = decodeValue(item);
      }
      return out;
    }
    case "number":
      return decodeNumber(v);
    case "bigint":
      return BigInt(String(v));
    case "undefined":
      return undefined;
    case "Uint8Array":
      return fromBase64(v);
    case "KvU64":
      return new Deno.KvU64(BigInt(String(v)));
    case "Date":
      return new Date(decodeValue(v) as number);
    case "Map":
      return new Map((v as unknown[][]).map(([k, item]) => [decodeValue(k), decodeValue(item)]));
    case "Set":
      return new Set((v as unknown[]).map(decodeValue));
    case "RegExp":
      return new RegExp(String((v as string[])[0]), String((v as string[])[1]));
    case "ArrayBuffer":
      return fromBase64(v).buffer;
  }
  const name = String(obj.$t);
  if (name in TYPED_ARRAYS) {
    const bytes = fromBase64(v);
    const Ctor = TYPED_ARRAYS[name as TypedArrayName];
    return new Ctor(bytes.buffer, 0, bytes.byteLength / Ctor.BYTES_PER_ELEMENT);
  }
  throw new ArchiveCodecError(`Unknown type tag ${JSON.stringify(obj.$t)}.`);
}

/**
 * A key as JSON: strings and booleans as they are, finite numbers as numbers; bigints, bytes and
 * special numbers tagged as for values (a key part can be nothing else).
 */
export function encodeKey(key: Deno.KvKey): Json[] {
  return key.map((part) => {
    if (typeof part === "symbol") throw new ArchiveCodecError("Cannot carry a symbol key part.");
    return encodeValue(part);
  });
}

export function decodeKey(json: unknown): Deno.KvKey {
  if (!Array.isArray(json)) throw new ArchiveCodecError("A key is not a list.");
  return json.map((part) => {
    const value = decodeValue(part);
    const ok = ["string", "number", "bigint", "boolean"].includes(typeof value) ||
      value instanceof Uint8Array;
    if (!ok) throw new ArchiveCodecError("A key part is of a type KV keys cannot have.");
    return value as Deno.KvKeyPart;
  });
}
