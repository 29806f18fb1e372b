/** Automatic crops around a file's focal point, and when a layout uses them (issue 22). */
import { assertEquals } from "../../_utils/assert.ts";
import { AUTO_ASPECTS, focalCrop, focalCrops } from "../../../lib/content/focal_crop.ts";
import { imageUrl, type MediaSet, withAutoCrop } from "../../../lib/render/media_url.ts";

const file = (focalPoint: { x: number; y: number } | null, width = 1200, height = 800) => ({
  width,
  height,
  focalPoint,
});

Deno.test("the largest rectangle of the shape, centred on the focal point, kept inside", () => {
  // 16:9 of a 3:2 image: full width, 675 high, centred on y 0.5 → from 62.5 (rounded 63).
  assertEquals(focalCrop(file({ x: 0.5, y: 0.5 }), 16 / 9), {
    x: 0,
    y: 63,
    width: 1200,
    height: 675,
    rotate: 0,
    scaleX: 1,
    scaleY: 1,
  });
  // A square near the top left corner stays inside the image.
  const square = focalCrop(file({ x: 0, y: 0 }), 1)!;
  assertEquals([square.x, square.y, square.width, square.height], [0, 0, 800, 800]);
  const right = focalCrop(file({ x: 1, y: 0.3 }), 1)!;
  assertEquals([right.x, right.y, right.width, right.height], [400, 0, 800, 800]);
  // A tall image cut to the social 1.91:1 keeps its width.
  const social = focalCrop(file({ x: 0.5, y: 0.9 }, 600, 1000), AUTO_ASPECTS.social)!;
  assertEquals([social.x, social.width, social.height], [0, 600, 315]);
  assertEquals(social.y, 1000 - 315, "clamped to the bottom edge");
});

Deno.test("no focal point or no size: no automatic crop (the layout centres the image)", () => {
  assertEquals(focalCrop(file(null), 1), null);
  assertEquals(focalCrop({ width: null, height: null, focalPoint: { x: 0.5, y: 0.5 } }, 1), null);
  assertEquals(focalCrops(file(null)), []);
  assertEquals(focalCrops(file({ x: 0.5, y: 0.5 })).length, 3, "one per distinct shape");
});

Deno.test("withAutoCrop: a block's own crop wins; only raster files with a focal point", () => {
  const media = (focalPoint: { x: number; y: number } | null, raster = true): MediaSet => ({
    files: new Map([[7, {
      id: 7,
      name: "a.png",
      kind: "image",
      width: 1200,
      height: 800,
      defaultAltText: "",
      raster,
      sha256: "abcdef0123456789",
      focalPoint,
    }]]),
  });
  const ref = { fileID: 7, cropParams: null };
  const own = {
    fileID: 7,
    cropParams: {
      x: 1,
      y: 2,
      width: 30,
      height: 40,
      rotate: 0,
      scaleX: 1 as const,
      scaleY: 1 as const,
    },
  };
  const fp = media({ x: 1, y: 0.5 });
  assertEquals(withAutoCrop(ref, "square", fp)?.cropParams?.x, 400);
  assertEquals(withAutoCrop(own, "square", fp), own);
  assertEquals(withAutoCrop(ref, undefined, fp), ref, "no shape: as it is");
  assertEquals(withAutoCrop(ref, "square", media(null)), ref);
  assertEquals(withAutoCrop(ref, "square", media({ x: 1, y: 0.5 }, false)), ref);
  assertEquals(
    imageUrl(withAutoCrop(ref, "square", fp), 480, fp),
    "/media/7/w480-c400_0_800_800_0_1_1/a.webp?v=abcdef012345",
  );
});
