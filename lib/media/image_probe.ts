/**
 * Image type and size from the first bytes, before any decoding: the type is read from the
 * content (magic bytes), never from a file name or Content-Type, and the size from the header, so
 * oversized images ("pixel floods") are refused before they cost memory.
 */
export type ImageType = "png" | "jpeg" | "gif" | "webp";

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

export const MIME: Record<ImageType, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

export function sniffImageType(b: Uint8Array): ImageType | null {
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 4) === "PNG" && b[4] === 0x0d) return "png";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 6 && (ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a")) return "gif";
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return "webp";
  return null;
}

/** Type, width and height from the header; null when the header is not one we can read. */
export function probeImage(b: Uint8Array): ImageInfo | null {
  const type = sniffImageType(b);
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const size = type === "png"
    ? pngSize(b, view)
    : type === "jpeg"
    ? jpegSize(b, view)
    : type === "gif"
    ? b.length >= 10 ? { width: view.getUint16(6, true), height: view.getUint16(8, true) } : null
    : type === "webp"
    ? webpSize(b, view)
    : null;
  if (!type || !size || size.width <= 0 || size.height <= 0) return null;
  return { type, ...size };
}

function ascii(b: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...b.subarray(from, to));
}

function pngSize(b: Uint8Array, v: DataView) {
  if (b.length < 24 || ascii(b, 12, 16) !== "IHDR") return null;
  return { width: v.getUint32(16), height: v.getUint32(20) };
}

function jpegSize(b: Uint8Array, v: DataView) {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    // Markers without a length: RSTn, SOI, EOI, TEM.
    if ((marker >= 0xd0 && marker <= 0xd9) || marker === 0x01) {
      i += 2;
      continue;
    }
    const length = v.getUint16(i + 2);
    // Start-of-frame markers (C0–CF except DHT C4, JPG C8 and DAC CC) carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: v.getUint16(i + 5), width: v.getUint16(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array, v: DataView) {
  const chunk = ascii(b, 12, 16);
  if (chunk === "VP8 " && b.length >= 30) {
    return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff };
  }
  if (chunk === "VP8L" && b.length >= 25) {
    const bits = v.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X" && b.length >= 30) {
    const w = b[24] | (b[25] << 8) | (b[26] << 16);
    const h = b[27] | (b[28] << 8) | (b[29] << 16);
    return { width: w + 1, height: h + 1 };
  }
  return null;
}
