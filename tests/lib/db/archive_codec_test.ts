/** The archive's value and key encoding: every kind KV stores comes back as KV stores it. */
import { decodeKey, decodeValue, encodeKey, encodeValue } from "../../../lib/db/archive_codec.ts";
import { assertEquals } from "../../_utils/assert.ts";

const VALUES: unknown[] = [
  "text é 😀",
  0,
  -0,
  1.5,
  NaN,
  Infinity,
  -Infinity,
  true,
  null,
  undefined,
  12345678901234567890n,
  new Uint8Array([0, 1, 255]),
  new Deno.KvU64(18446744073709551615n),
  new Date(1_700_000_000_123),
  new Map<unknown, unknown>([["a", 1], [2, new Set([3])]]),
  new Set(["x", 1n]),
  /a.b/gi,
  new Float64Array([1.25, -2]),
  new Uint8Array([9, 9]).buffer,
  { $t: "not a tag", v: 1, nested: { list: [1, undefined, { $t: "object" }] } },
  [[], {}, ""],
];

Deno.test("encodeValue()/decodeValue() give back every kind of value, through JSON text", () => {
  for (const value of VALUES) {
    const text = JSON.stringify(encodeValue(value));
    assertEquals(decodeValue(JSON.parse(text)), value, text);
  }
});

Deno.test("decoded values are stored by KV as the originals are", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    for (const [i, value] of VALUES.entries()) {
      await kv.set(["v", i], value);
      const original = (await kv.get(["v", i])).value;
      await kv.set(["v", i], decodeValue(JSON.parse(JSON.stringify(encodeValue(original)))));
      assertEquals((await kv.get(["v", i])).value, original);
    }
  } finally {
    kv.close();
  }
});

Deno.test("encodeKey()/decodeKey() keep every kind of key part and its order", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const keys: Deno.KvKey[] = [
      ["s", "x"],
      ["s", 1],
      ["s", -0.5],
      ["s", 2n],
      ["s", true],
      ["s", new Uint8Array([1, 2])],
    ];
    for (const key of keys) await kv.set(key, 1);
    for await (const e of kv.list({ prefix: ["s"] })) {
      const back = decodeKey(JSON.parse(JSON.stringify(encodeKey(e.key))));
      assertEquals(back, e.key);
      assertEquals((await kv.get(back)).versionstamp, e.versionstamp);
    }
  } finally {
    kv.close();
  }
});
