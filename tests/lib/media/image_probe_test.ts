import { Image } from "imagescript";
import { assertEquals } from "../../_utils/assert.ts";
import { probeImage, sniffImageType } from "../../../lib/media/image_probe.ts";

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
