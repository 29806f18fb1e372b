import { Image } from "imagescript";
import { paddedJpegClaiming, paddedJpegWithoutFrame, paddedRealJpeg } from "./_padded_jpeg.ts";
import { assertEquals } from "../../_utils/assert.ts";
import {
  applyCrop,
  decodeRaster,
  fitWithin,
  ImageRefused,
  rotateQuarters,
} from "../../../lib/media/transform.ts";

/** A 3×2 image whose pixels are numbered 1..6, left to right, top to bottom. */
function numbered(): Image {
  const img = new Image(3, 2);
  for (let i = 0; i < 6; i++) {
    img.setPixelAt((i % 3) + 1, Math.floor(i / 3) + 1, (i + 1) * 0x10000000 | 0xff);
  }
  return img;
}

function rows(img: Image): number[][] {
  const out: number[][] = [];
  for (let y = 1; y <= img.height; y++) {
    const row = [];
    for (let x = 1; x <= img.width; x++) row.push((img.getPixelAt(x, y) >>> 28) & 0xf);
    out.push(row);
  }
  return out;
}

Deno.test("rotateQuarters() turns non-square images correctly", () => {
  assertEquals(rows(numbered()), [[1, 2, 3], [4, 5, 6]]);
  assertEquals(rows(rotateQuarters(numbered(), 1)), [[4, 1], [5, 2], [6, 3]]);
  assertEquals(rows(rotateQuarters(numbered(), 2)), [[6, 5, 4], [3, 2, 1]]);
  assertEquals(rows(rotateQuarters(numbered(), 3)), [[3, 6], [2, 5], [1, 4]]);
  assertEquals(rows(rotateQuarters(numbered(), -1)), [[3, 6], [2, 5], [1, 4]]);
});

Deno.test("applyCrop() flips, turns, then cuts, clamped to the image", () => {
  const crop = {
    x: 0,
    y: 1,
    width: 2,
    height: 2,
    rotate: 90,
    scaleX: 1 as const,
    scaleY: 1 as const,
  };
  assertEquals(rows(applyCrop(numbered(), crop)), [[5, 2], [6, 3]]);
  const flipped = { ...crop, rotate: 0, scaleX: -1 as const, y: 0, width: 3, height: 1 };
  assertEquals(rows(applyCrop(numbered(), flipped)), [[3, 2, 1]]);
  const huge = {
    x: 1,
    y: 0,
    width: 99,
    height: 99,
    rotate: 0,
    scaleX: 1 as const,
    scaleY: 1 as const,
  };
  assertEquals(rows(applyCrop(numbered(), huge)), [[2, 3], [5, 6]]);
});

Deno.test("fitWithin() scales down only, keeping the aspect ratio", () => {
  const img = new Image(1000, 500);
  const small = fitWithin(img, 200);
  assertEquals([small.width, small.height], [200, 100]);
  const same = fitWithin(new Image(100, 50), 800);
  assertEquals([same.width, same.height], [100, 50]);
  const boxed = fitWithin(new Image(500, 1000), 800, 800);
  assertEquals([boxed.width, boxed.height], [400, 800]);
});

Deno.test("decodeRaster() reads the real size first: too many pixels or none known is refused", async () => {
  const refused = async (bytes: Uint8Array) => {
    try {
      await decodeRaster(bytes);
    } catch (err) {
      if (err instanceof ImageRefused) return err.code;
      throw err;
    }
    return "decoded";
  };
  // Whatever a record says, the bytes decide: a frame header behind 100 KB of metadata counts.
  assertEquals(await refused(paddedJpegClaiming(20_000, 20_000)), "ML_06");
  assertEquals(await refused(paddedJpegWithoutFrame()), "ML_04");
  assertEquals(await refused(new TextEncoder().encode("not an image")), "ML_04");
  const image = await decodeRaster(await paddedRealJpeg(40, 30));
  assertEquals([image.width, image.height], [40, 30]);
});
