import { deepStrictEqual } from "node:assert";
import { normaliseRotate, toCropParams } from "./crop_params.ts";

Deno.test("normaliseRotate() keeps quarter turns within 0–270", () => {
  deepStrictEqual([0, 90, -90, 180, 360, 450, -270].map(normaliseRotate), [
    0,
    90,
    270,
    180,
    0,
    90,
    90,
  ]);
});

Deno.test("toCropParams() scales the shown pixels to the original's and rounds", () => {
  const crop = toCropParams({ x: 10.4, y: 20.6, width: 100, height: 50, rotate: 0 }, 2.5, {
    width: 1200,
    height: 800,
  });
  deepStrictEqual(crop, {
    x: 26,
    y: 52,
    width: 250,
    height: 125,
    rotate: 0,
    scaleX: 1,
    scaleY: 1,
  });
});

Deno.test("toCropParams() keeps the box inside the turned original", () => {
  // Turned a quarter, the 1200 × 800 original is 800 wide and 1200 high.
  const crop = toCropParams(
    { x: -3, y: 10, width: 900, height: 1300, rotate: -270, scaleX: -1, scaleY: 1 },
    1,
    { width: 1200, height: 800 },
  );
  deepStrictEqual(crop, {
    x: 0,
    y: 10,
    width: 800,
    height: 1190,
    rotate: 90,
    scaleX: -1,
    scaleY: 1,
  });
});
