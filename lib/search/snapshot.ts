/**
 * Index snapshots: a locale's Orama database as gzipped JSON in Orama's own `save` format (which
 * its `load` reads back in a fraction of a rebuild's time). Written piece by piece, giving the
 * event loop a turn every few milliseconds: a snapshot of 10,000 pages is tens of megabytes of
 * JSON, which one `JSON.stringify` would make every request wait for. The caller keeps the index
 * unchanged while its snapshot is written.
 */
import type { RawData } from "@orama/orama";
import type { LocaleIndex } from "./locale_index.ts";

/** Bumped whenever what a snapshot holds changes meaning (documents, index parameters). */
export const SNAPSHOT_FORMAT = 2;

/** How long serialising may hold the event loop before it lets other work run. */
const SLICE_MS = 8;

interface RadixNode {
  w: string;
  s: string;
  e: boolean;
  k: string;
  d: Set<number>;
  c: Map<string, RadixNode>;
}

function isRadixNode(value: object): value is RadixNode {
  return (value as RadixNode).c instanceof Map && (value as RadixNode).d instanceof Set;
}

/** Orama's `save` data of an index, holding the live structures (nothing is copied). */
function liveRawData(index: LocaleIndex): Record<string, unknown> {
  const db = index.db;
  const { sharedInternalDocumentStore: _, ...store } = db.data.index as unknown as Record<
    string,
    unknown
  >;
  const docs = db.data.docs as unknown as { docs: unknown; count: number };
  return {
    internalDocumentIDStore: {
      internalIdToId: (db.internalDocumentIDStore as unknown as { internalIdToId: string[] })
        .internalIdToId,
    },
    index: store,
    docs: { docs: docs.docs, count: docs.count },
    sorting: db.sorter.save(db.data.sorting),
    pinning: db.pinning.save(db.data.pinning),
    language: db.tokenizer.language,
  };
}

function isFlat(value: object): boolean {
  for (const v of Object.values(value)) if (v !== null && typeof v === "object") return false;
  return true;
}

/** JSON of `value` in pieces; flat objects and arrays are one piece each. */
function* pieces(value: unknown): Generator<string> {
  if (value === null || typeof value !== "object") {
    yield JSON.stringify(value) ?? "null";
    return;
  }
  if (isRadixNode(value)) {
    // The shape of Orama's RadixNode.toJSON, written without building it.
    yield `{"w":${JSON.stringify(value.w)},"s":${JSON.stringify(value.s)},"e":${value.e},"k":${
      JSON.stringify(value.k)
    },"d":${JSON.stringify([...value.d])},"c":[`;
    let first = true;
    for (const [key, child] of value.c) {
      yield `${first ? "" : ","}[${JSON.stringify(key)},`;
      yield* pieces(child);
      yield "]";
      first = false;
    }
    yield "]}";
    return;
  }
  if (isFlat(value)) {
    yield JSON.stringify(value);
    return;
  }
  if (Array.isArray(value)) {
    yield "[";
    for (let i = 0; i < value.length; i++) {
      if (i) yield ",";
      yield* pieces(value[i] === undefined ? null : value[i]);
    }
    yield "]";
    return;
  }
  yield "{";
  let first = true;
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    yield `${first ? "" : ","}${JSON.stringify(key)}:`;
    yield* pieces(v);
    first = false;
  }
  yield "}";
}

/** The snapshot of an index: gzipped JSON, produced without holding the event loop long. */
export function encodeSnapshot(index: LocaleIndex): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const source = pieces(liveRawData(index));
  const json = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let text = "";
      const started = performance.now();
      for (;;) {
        const next = source.next();
        if (next.done) {
          if (text) controller.enqueue(encoder.encode(text));
          controller.close();
          return;
        }
        text += next.value;
        if (text.length >= 64_000) {
          controller.enqueue(encoder.encode(text));
          text = "";
          if (performance.now() - started >= SLICE_MS) break;
        }
      }
      // Let other work run before the next slice.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  });
  return json.pipeThrough(
    new CompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>,
  );
}

/** A snapshot's bytes back into Orama's `load` data; throws when they are not a snapshot. */
export async function decodeSnapshot(bytes: Uint8Array<ArrayBuffer>): Promise<RawData> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  const raw = JSON.parse(await new Response(stream).text());
  if (!raw || typeof raw !== "object" || !raw.index || !raw.docs || !raw.internalDocumentIDStore) {
    throw new Error("Not a search index snapshot.");
  }
  return raw as RawData;
}

/** The log entries a snapshot holds ("time/id" keys), gzipped JSON. */
export async function encodeApplied(applied: Iterable<string>): Promise<Uint8Array> {
  const json = new Blob([JSON.stringify([...applied])]).stream();
  return new Uint8Array(
    await new Response(json.pipeThrough(new CompressionStream("gzip"))).arrayBuffer(),
  );
}

/** The keys `encodeApplied` wrote; throws when the bytes are not such a list. */
export async function decodeApplied(bytes: Uint8Array<ArrayBuffer>): Promise<string[]> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  const list = JSON.parse(await new Response(stream).text());
  if (!Array.isArray(list) || list.some((k) => typeof k !== "string")) {
    throw new Error("Not a list of applied log entries.");
  }
  return list;
}
