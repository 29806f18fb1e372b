import { Image } from "imagescript";
import { assertEquals } from "../../_utils/assert.ts";
import { ImageScanner, probeImage, sniffImageType } from "../../../lib/media/image_probe.ts";
import { paddedJpegClaiming, paddedJpegWithoutFrame, paddedRealJpeg } from "./_padded_jpeg.ts";

Deno.test("probeImage() reads PNG and JPEG sizes from the header", async () => {
  const png = await new Image(123, 45).encode();
  assertEquals(probeImage(png), { type: "png", width: 123, height: 45 });
  const jpeg = await new Image(77, 300).encodeJPEG(80);
  assertEquals(probeImage(jpeg), { type: "jpeg", width: 77, height: 300 });
  // Only the first bytes are needed: a header is enough, before any decoding.
  assertEquals(probeImage(png.slice(0, 24)), { type: "png", width: 123, height: 45 });
});

Deno.test("probeImage() reads GIF and WebP headers", () => {
  const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x10, 0x00, 0x20, 0x00]);
  assertEquals(probeImage(gif), { type: "gif", width: 16, height: 32 });
  const riff = (chunk: string, payload: number[]) =>
    new Uint8Array([
      ...new TextEncoder().encode("RIFF"),
      0,
      0,
      0,
      0,
      ...new TextEncoder().encode("WEBP"),
      ...new TextEncoder().encode(chunk),
      ...payload,
    ]);
  // VP8X: 24-bit width-1 and height-1 at offsets 24 and 27.
  const vp8x = riff("VP8X", [0, 0, 0, 0, 0, 0, 0, 0, 99, 0, 0, 49, 0, 0]);
  assertEquals(probeImage(vp8x), { type: "webp", width: 100, height: 50 });
});

Deno.test("sniffImageType() ignores names and refuses what is not an image", () => {
  const html = new TextEncoder().encode("<!doctype html><svg onload=alert(1)>");
  assertEquals(sniffImageType(html), null);
  assertEquals(probeImage(html), null);
  assertEquals(probeImage(new Uint8Array([0x89, 0x50])), null);
});

Deno.test("probeImage() refuses a JPEG without a frame header", () => {
  assertEquals(
    probeImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xd9, 0, 0])),
    null,
  );
});

Deno.test("probeImage() finds a JPEG's frame header behind more than 64 KB of APP segments", async () => {
  assertEquals(probeImage(paddedJpegClaiming(20_000, 20_000)), {
    type: "jpeg",
    width: 20_000,
    height: 20_000,
  });
  assertEquals(probeImage(await paddedRealJpeg(31, 17, 300_000)), {
    type: "jpeg",
    width: 31,
    height: 17,
  });
  assertEquals(probeImage(paddedJpegWithoutFrame()), null);
  // Height 0 (given later, by a DNL segment) is a size not known before decoding.
  assertEquals(probeImage(paddedJpegClaiming(100, 0)), null);
});

Deno.test("ImageScanner reads the same size chunk by chunk, whatever the chunk size", async () => {
  const inputs = [
    paddedJpegClaiming(20_000, 20_000),
    await paddedRealJpeg(64, 48),
    await new Image(123, 45).encode(),
    gifWithFrame({ canvas: [10, 10], frame: [0, 0, 10, 10], comments: 300 }),
  ];
  for (const bytes of inputs) {
    const whole = probeImage(bytes);
    for (const size of [1, 7, 1000, 65_536]) {
      const scanner = new ImageScanner();
      for (let i = 0; i < bytes.length; i += size) scanner.push(bytes.subarray(i, i + size));
      scanner.end();
      assertEquals(scanner.result(), whole, `chunks of ${size}`);
    }
  }
});

/** A GIF with `comments` comment extensions (255 bytes each) before one image descriptor. */
function gifWithFrame(
  options: { canvas: [number, number]; frame: [number, number, number, number]; comments: number },
): Uint8Array {
  const u16 = (n: number) => [n & 0xff, n >> 8];
  const bytes = [
    ...new TextEncoder().encode("GIF89a"),
    ...u16(options.canvas[0]),
    ...u16(options.canvas[1]),
    0x00, // no global colour table
    0,
    0,
  ];
  for (let i = 0; i < options.comments; i++) {
    bytes.push(0x21, 0xfe, 255, ...new Array(255).fill(0x41), 0);
  }
  const [x, y, w, h] = options.frame;
  bytes.push(0x2c, ...u16(x), ...u16(y), ...u16(w), ...u16(h), 0x00, 0x02, 1, 0x44, 0, 0x3b);
  return new Uint8Array(bytes);
}

Deno.test("probeImage() widens a GIF to its largest frame, however far into the file", () => {
  assertEquals(
    probeImage(gifWithFrame({ canvas: [10, 10], frame: [0, 0, 10, 10], comments: 400 })),
    { type: "gif", width: 10, height: 10 },
  );
  // A 1×1 canvas whose first frame, after 100 KB of comments, claims 20000×20000.
  assertEquals(
    probeImage(gifWithFrame({ canvas: [1, 1], frame: [0, 0, 20_000, 20_000], comments: 400 })),
    { type: "gif", width: 20_000, height: 20_000 },
  );
});
