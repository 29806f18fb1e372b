/**
 * JPEGs whose frame header (SOF) comes after more than 64 KB of APP segments, for the tests of
 * the pixel guard: one claiming a size in its SOF (nothing decodable behind it), and a real
 * image with padding put in front of its own segments.
 */
import { Image } from "imagescript";

/** An APP1 segment of `size` bytes in all (at most 65,537). */
function app1(size: number): Uint8Array {
  const length = size - 2;
  const out = new Uint8Array(size).fill(0x41);
  out.set([0xff, 0xe1, length >> 8, length & 0xff]);
  return out;
}

/** APP segments adding up to at least `bytes`. */
function padding(bytes: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let left = bytes; left > 0; left -= 60_000) out.push(app1(60_000));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** SOI, `paddingBytes` of APP1 segments, then a baseline SOF claiming width × height. */
export function paddedJpegClaiming(
  width: number,
  height: number,
  paddingBytes = 100_000,
): Uint8Array<ArrayBuffer> {
  // deno-fmt-ignore
  const sof = new Uint8Array([
    0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03,
    0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
  ]);
  // deno-fmt-ignore
  const sos = new Uint8Array([
    0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3f, 0x00,
  ]);
  return concat([
    new Uint8Array([0xff, 0xd8]),
    ...padding(paddingBytes),
    sof,
    sos,
    new Uint8Array(64).fill(0x12),
    new Uint8Array([0xff, 0xd9]),
  ]);
}

/** SOI and padding only: no frame header at all. */
export function paddedJpegWithoutFrame(paddingBytes = 100_000): Uint8Array<ArrayBuffer> {
  return concat([
    new Uint8Array([0xff, 0xd8]),
    ...padding(paddingBytes),
    new Uint8Array([0xff, 0xd9]),
  ]);
}

/** A real width × height JPEG with `paddingBytes` of APP1 segments right after its SOI. */
export async function paddedRealJpeg(
  width: number,
  height: number,
  paddingBytes = 100_000,
): Promise<Uint8Array<ArrayBuffer>> {
  const jpeg = await new Image(width, height).fill(0x3366ccff).encodeJPEG(80);
  return concat([jpeg.subarray(0, 2), ...padding(paddingBytes), jpeg.subarray(2)]);
}
