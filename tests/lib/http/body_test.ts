import { assert, assertEquals } from "../../_utils/assert.ts";
import { throws } from "node:assert/strict";
import {
  BODY_IDLE_TIMEOUT_MS,
  bodyIdleTimeoutMs,
  readBodyLimited,
  setBodyIdleTimeout,
} from "../../../lib/http/body.ts";
import { readConfig } from "../../../lib/config.ts";
import { ApiError } from "../../../lib/http/errors.ts";

/** A body that sends `chunks` (each after `gapMs`), then stalls, ends or breaks as asked. */
function streamOf(
  chunks: Uint8Array[],
  options: { gapMs?: number; then?: "end" | "stall" | "break" } = {},
) {
  let i = 0;
  let pulled = 0;
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (i < chunks.length) {
        if (options.gapMs) await new Promise((r) => timer = setTimeout(r, options.gapMs));
        pulled += chunks[i].length;
        controller.enqueue(chunks[i++]);
        return;
      }
      if (options.then === "break") return controller.error(new Error("connection reset"));
      if (options.then === "stall") return new Promise(() => {}); // never another byte
      controller.close();
    },
    cancel() {
      cancelled = true;
      clearTimeout(timer);
    },
  }, { highWaterMark: 0 });
  return {
    stream,
    pulled: () => pulled,
    cancelled: () => cancelled,
  };
}

function post(body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) {
  return new Request("http://x.test/", { method: "POST", body, headers });
}

async function failureOf(promise: Promise<unknown>): Promise<{ status: number; code: string }> {
  try {
    await promise;
  } catch (err) {
    assert(err instanceof ApiError, `an ApiError, not ${err}`);
    return { status: err.status, code: err.errors[0].code };
  }
  throw new Error("it did not fail");
}

const MB = 1024 * 1024;
const chunk = (n: number) => new Uint8Array(n).fill(0x61);

Deno.test("readBodyLimited() reads a body within the limit, chunked or not", async () => {
  const body = streamOf([chunk(10), chunk(20)]);
  const bytes = await readBodyLimited(post(body.stream), { maxBytes: 30 });
  assertEquals(bytes.length, 30);
  assertEquals((await readBodyLimited(post("hello"), { maxBytes: 5 })).length, 5);
  assertEquals((await readBodyLimited(new Request("http://x.test/"), { maxBytes: 5 })).length, 0);
});

Deno.test("readBodyLimited() stops a chunked body without Content-Length at the limit", async () => {
  // 64 chunks of 1 MB offered; reading must stop right after the limit, not at the end.
  const body = streamOf(Array.from({ length: 64 }, () => chunk(MB)));
  assertEquals(await failureOf(readBodyLimited(post(body.stream), { maxBytes: MB })), {
    status: 413,
    code: "V_14",
  });
  assert(body.pulled() <= 2 * MB, `read ${body.pulled()} bytes`);
  assert(body.cancelled(), "the rest of the body is cancelled");
});

Deno.test("readBodyLimited() counts the bytes, whatever Content-Length claims", async () => {
  const body = streamOf(Array.from({ length: 16 }, () => chunk(MB)));
  const lying = post(body.stream, { "Content-Length": "10" });
  assertEquals(await failureOf(readBodyLimited(lying, { maxBytes: MB })), {
    status: 413,
    code: "V_14",
  });
  assert(body.pulled() <= 2 * MB);
  // A declared length over the limit is refused before a byte is read.
  const declared = streamOf([chunk(10)]);
  const big = post(declared.stream, { "Content-Length": String(50 * MB) });
  assertEquals((await failureOf(readBodyLimited(big, { maxBytes: MB }))).status, 413);
  assertEquals(declared.pulled(), 0);
});

Deno.test("readBodyLimited() gives up a body that stalls (408) or breaks off (400)", async () => {
  const stalled = streamOf([chunk(100)], { then: "stall" });
  const started = Date.now();
  assertEquals(
    await failureOf(readBodyLimited(post(stalled.stream), { maxBytes: MB, idleMs: 200 })),
    { status: 408, code: "V_12" },
  );
  assert(Date.now() - started < 2000);
  assert(stalled.cancelled(), "the stalled body is cancelled");
  // A body that keeps trickling is stopped by the total time limit.
  const trickle = streamOf(Array.from({ length: 100 }, () => chunk(1)), { gapMs: 50 });
  assertEquals(
    (await failureOf(
      readBodyLimited(post(trickle.stream), { maxBytes: MB, idleMs: 1000, totalMs: 300 }),
    )).status,
    408,
  );
  const broken = streamOf([chunk(100)], { then: "break" });
  assertEquals(await failureOf(readBodyLimited(post(broken.stream), { maxBytes: MB })), {
    status: 400,
    code: "V_12",
  });
});

Deno.test("the idle limit: 10 s unless BODY_IDLE_TIMEOUT_MS sets it, for bodies that name none", () => {
  assertEquals(BODY_IDLE_TIMEOUT_MS, 10_000);
  assertEquals(readConfig({}).bodyIdleTimeoutMs, null);
  assertEquals(readConfig({ BODY_IDLE_TIMEOUT_MS: "1000" }).bodyIdleTimeoutMs, 1000);
  throws(() => readConfig({ BODY_IDLE_TIMEOUT_MS: "-5" }), /BODY_IDLE_TIMEOUT_MS/);
  try {
    setBodyIdleTimeout(1000);
    assertEquals(bodyIdleTimeoutMs(), 1000);
    setBodyIdleTimeout(null);
    assertEquals(bodyIdleTimeoutMs(), BODY_IDLE_TIMEOUT_MS);
  } finally {
    setBodyIdleTimeout(null);
  }
});
