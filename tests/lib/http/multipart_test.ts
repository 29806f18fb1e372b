import { assert, assertEquals } from "../../_utils/assert.ts";
import { ApiError, apiError } from "../../../lib/http/errors.ts";
import { parseUpload, readFileField } from "../../../lib/http/multipart.ts";

const enc = new TextEncoder();
const TYPE = "multipart/form-data; boundary=b";

/** A request whose body is `parts`, sent one after another, then ended, stalled or broken. */
function request(
  parts: string[],
  options: { type?: string; then?: "end" | "stall" | "break"; gapMs?: number } = {},
) {
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (i < parts.length) {
        if (options.gapMs) await new Promise((r) => setTimeout(r, options.gapMs));
        controller.enqueue(enc.encode(parts[i++]));
        return;
      }
      if (options.then === "break") return controller.error(new Error("client went away"));
      if (options.then === "stall") return new Promise(() => {});
      controller.close();
    },
  }, { highWaterMark: 0 });
  return new Request("http://x.test/upload", {
    method: "POST",
    body,
    headers: { "Content-Type": options.type ?? TYPE },
  });
}

const HEAD = 'Content-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\n';

/** The shapes of broken multipart bodies: each must fail with a 4xx, never crash. */
const MALFORMED: Record<string, { parts: string[]; type?: string; then?: "break" }> = {
  "ends inside a file part": { parts: [`--b\r\n${HEAD}hello`] },
  "ends inside the part headers": {
    parts: ['--b\r\nContent-Disposition: form-data; name="f"; filena'],
  },
  "ends after a part without the closing boundary": { parts: [`--b\r\n${HEAD}hello\r\n`] },
  "ends after a field, inside the next file": {
    parts: [
      '--b\r\nContent-Disposition: form-data; name="path"\r\n\r\n/\r\n',
      `--b\r\n${HEAD}`,
      "x".repeat(70_000),
    ],
  },
  "uses another boundary than it declares": { parts: [`--c\r\n${HEAD}hello\r\n--c--\r\n`] },
  "has no boundary parameter": {
    parts: [`--b\r\n${HEAD}hello\r\n--b--\r\n`],
    type: "multipart/form-data",
  },
  "is not multipart": { parts: ['{"f":"hello"}'], type: "application/json" },
  "is cut off by the client mid-body": { parts: [`--b\r\n${HEAD}`, "hello"], then: "break" },
  "is empty": { parts: [] },
  "is garbage": { parts: ["\u0000\u0001\u0002--b\r\n\r\n\r\n--"] },
};

/** A consumer like the real ones: it starts reading the file only after an await. */
function consumer(kept: number[]) {
  return async ({ stream }: { stream: AsyncIterable<Uint8Array> }) => {
    await new Promise((r) => setTimeout(r, 20));
    let n = 0;
    for await (const chunk of stream) n += chunk.length;
    kept.push(n);
    return n;
  };
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (err) {
    assert(err instanceof ApiError, `an ApiError, not ${err}`);
    return err.status;
  }
  return 200;
}

Deno.test("parseUpload() reads a well-formed upload and its fields", async () => {
  const kept: number[] = [];
  const res = await parseUpload(
    request([
      '--b\r\nContent-Disposition: form-data; name="path"\r\n\r\n/x\r\n',
      `--b\r\n${HEAD}hello\r\n--b--\r\n`,
    ]),
    { maxBytes: 100, onFile: consumer(kept) },
  );
  assertEquals(res, { fields: { path: "/x" }, file: 5 });
});

for (const [shape, body] of Object.entries(MALFORMED)) {
  Deno.test(`parseUpload() answers 400 to a body that ${shape}`, async () => {
    const discarded: number[] = [];
    const status = await statusOf(parseUpload(request(body.parts, body), {
      maxBytes: 1_000_000,
      onFile: consumer([]),
      discard: (n) => Promise.resolve(void discarded.push(n)),
    }));
    assertEquals(status, 400);
    // Give anything that might still escape (an unhandled error event) the chance to.
    await new Promise((r) => setTimeout(r, 50));
  });
}

Deno.test("parseUpload() answers 408 to a body that stalls, and stops its consumer", async () => {
  const kept: number[] = [];
  const status = await statusOf(
    parseUpload(request([`--b\r\n${HEAD}`, "hello"], { then: "stall" }), {
      maxBytes: 1000,
      onFile: consumer(kept),
      idleMs: 200,
    }),
  );
  assertEquals(status, 408);
  assertEquals(kept, [], "the consumer saw the file end with an error, not complete");
});

Deno.test("parseUpload() refuses a body past the file limit and its envelope", async () => {
  const parts = [`--b\r\n${HEAD}`, ...Array.from({ length: 40 }, () => "x".repeat(64 * 1024))];
  const status = await statusOf(parseUpload(request(parts), {
    maxBytes: 100,
    // A consumer that does not stop itself: the body limit must.
    onFile: async ({ stream }) => {
      for await (const _ of stream) { /* read on */ }
      return 0;
    },
  }));
  assertEquals(status, 413);
});

Deno.test("parseUpload() stops at once when the consumer refuses the file", async () => {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent++;
      controller.enqueue(enc.encode(sent === 1 ? `--b\r\n${HEAD}` : "x".repeat(1000)));
    },
  }, { highWaterMark: 0 });
  const req = new Request("http://x.test/", {
    method: "POST",
    body,
    headers: { "Content-Type": TYPE },
  });
  const status = await statusOf(parseUpload(req, {
    maxBytes: 1_000_000,
    onFile: () => Promise.reject(apiError("ML_04", "f")),
  }));
  assertEquals(status, 415);
  assert(sent < 10, `read ${sent} chunks of an endless body`);
});

Deno.test("readFileField() reads one small file, refusing more than its limit", async () => {
  const head = 'Content-Disposition: form-data; name="profileImage"; filename="me.png"\r\n\r\n';
  const ok = await readFileField(request([`--b\r\n${head}12345\r\n--b--\r\n`]), {
    field: "profileImage",
    maxBytes: 5,
    tooLarge: () => apiError("UM_05", "profileImage"),
  });
  assertEquals(ok?.length, 5);
  const big = readFileField(request([`--b\r\n${head}123456\r\n--b--\r\n`]), {
    field: "profileImage",
    maxBytes: 5,
    tooLarge: () => apiError("UM_05", "profileImage"),
  });
  assertEquals(await statusOf(big), 413);
  const cut = readFileField(request([`--b\r\n${head}123`]), {
    field: "profileImage",
    maxBytes: 5,
    tooLarge: () => apiError("UM_05", "profileImage"),
  });
  assertEquals(await statusOf(cut), 400);
});
