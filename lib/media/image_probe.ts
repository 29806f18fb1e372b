/**
 * Image type and size from the bytes, before any decoding: the type is read from the content
 * (magic bytes), never from a file name or Content-Type, and the size from the headers a decoder
 * will act on, so oversized images ("pixel floods") are refused before they cost memory.
 *
 * The size is not always near the start: a JPEG may put any number of APP segments (up to
 * 64 KB each) before its frame header, and a GIF any number of extensions before its first
 * image. So the whole stream is walked — segment by segment, skipping payloads without copying
 * them — by `ImageScanner`, which takes the bytes in chunks as an upload arrives.
 */
export type ImageType = "png" | "jpeg" | "gif" | "webp";

export interface ImageInfo {
  type: ImageType;
  /** The largest width and height a decoder may allocate (for a GIF: canvas or any frame). */
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

/** Type, width and height of a whole image; null when its size cannot be determined. */
export function probeImage(b: Uint8Array): ImageInfo | null {
  const scanner = new ImageScanner();
  scanner.push(b);
  scanner.end();
  return scanner.result();
}

/** What a format walker needs next: bytes to read, bytes to pass over, or a byte to find. */
type Need = { take: number } | { skip: number } | { find: number };
type Walker = Generator<Need, void, Uint8Array>;

interface Found {
  width: number;
  height: number;
  /** Set when a header says the size is not known up front (a JPEG frame of height 0). */
  unknown: boolean;
}

/** Bytes needed to tell the types apart. */
const SNIFF_BYTES = 12;

/**
 * Walks an image's bytes as they arrive (`push` chunk by chunk) and answers its type and size
 * (`result`, at any time: what is known so far; call `end` when the input is complete). Memory
 * stays constant whatever the input.
 */
export class ImageScanner {
  #head = new Uint8Array(SNIFF_BYTES);
  #headFilled = 0;
  #type: ImageType | null = null;
  #found: Found = { width: 0, height: 0, unknown: false };
  #walker: Walker | null = null;
  #need: Need | null = null;
  #take: Uint8Array = new Uint8Array(0);
  #taken = 0;
  #done = false;

  push(chunk: Uint8Array): void {
    if (this.#done) return;
    if (!this.#walker) {
      const n = Math.min(chunk.length, SNIFF_BYTES - this.#headFilled);
      this.#head.set(chunk.subarray(0, n), this.#headFilled);
      this.#headFilled += n;
      if (this.#headFilled < SNIFF_BYTES) return;
      this.#start();
      if (this.#done) return;
      this.#feed(this.#head);
      this.#feed(chunk.subarray(n));
      return;
    }
    this.#feed(chunk);
  }

  /** Marks the end of the input (an input shorter than the sniffing window is walked now). */
  end(): void {
    if (this.#walker || this.#done) return;
    const head = this.#head.slice(0, this.#headFilled);
    this.#start(head);
    if (!this.#done) this.#feed(head);
    this.#done = true;
  }

  /** The type and size known so far; null when not an image or its size is not (yet) known. */
  result(): ImageInfo | null {
    const { width, height, unknown } = this.#found;
    if (!this.#type || unknown || width <= 0 || height <= 0) return null;
    return { type: this.#type, width, height };
  }

  #start(head = this.#head): void {
    this.#type = sniffImageType(head);
    if (!this.#type) {
      this.#done = true;
      return;
    }
    this.#walker = WALKERS[this.#type](this.#found);
    this.#advance(undefined);
  }

  #advance(value: Uint8Array | undefined): void {
    for (;;) {
      const step = this.#walker!.next(value as Uint8Array);
      if (step.done) {
        this.#need = null;
        this.#done = true;
        return;
      }
      const need = step.value;
      if ("take" in need) {
        if (need.take > 0) {
          this.#need = need;
          this.#take = new Uint8Array(need.take);
          this.#taken = 0;
          return;
        }
        value = new Uint8Array(0);
      } else if ("skip" in need) {
        if (need.skip > 0) {
          this.#need = { skip: need.skip };
          return;
        }
        value = undefined;
      } else {
        this.#need = need;
        return;
      }
    }
  }

  #feed(bytes: Uint8Array): void {
    let offset = 0;
    while (!this.#done && this.#need && offset < bytes.length) {
      const need = this.#need;
      if ("skip" in need) {
        const n = Math.min(need.skip, bytes.length - offset);
        offset += n;
        need.skip -= n;
        if (need.skip === 0) this.#advance(undefined);
      } else if ("find" in need) {
        const at = bytes.indexOf(need.find, offset);
        if (at < 0) return;
        offset = at + 1;
        this.#advance(undefined);
      } else {
        const n = Math.min(this.#take.length - this.#taken, bytes.length - offset);
        this.#take.set(bytes.subarray(offset, offset + n), this.#taken);
        this.#taken += n;
        offset += n;
        if (this.#taken === this.#take.length) this.#advance(this.#take);
      }
    }
  }
}

const WALKERS: Record<ImageType, (found: Found) => Walker> = {
  png: walkPng,
  jpeg: walkJpeg,
  gif: walkGif,
  webp: walkWebp,
};

function* walkPng(found: Found): Walker {
  const h = yield { take: 24 };
  if (ascii(h, 12, 16) !== "IHDR") return;
  const v = view(h);
  found.width = v.getUint32(16);
  found.height = v.getUint32(20);
}

/**
 * Every frame header (SOF) up to the end of the image (EOI), through the entropy-coded scans,
 * so that a second, larger frame header cannot hide behind a small first one.
 */
function* walkJpeg(found: Found): Walker {
  yield { skip: 2 }; // SOI
  let marker: number | null = null;
  for (;;) {
    if (marker === null) {
      const [ff] = yield { take: 1 };
      if (ff !== 0xff) return;
      marker = (yield { take: 1 })[0];
    }
    // Any number of 0xFF fill bytes may come before a marker.
    while (marker === 0xff) marker = (yield { take: 1 })[0];
    const m: number = marker;
    marker = null;
    if (m === 0xd9) return; // EOI
    // Markers without a length: RSTn, SOI, TEM.
    if ((m >= 0xd0 && m <= 0xd8) || m === 0x01) continue;
    const l = yield { take: 2 };
    const length = (l[0] << 8) | l[1];
    if (length < 2) return;
    // Start-of-frame markers (C0–CF except DHT C4, JPG C8 and DAC CC) carry the size.
    if (m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc) {
      if (length < 7) return;
      const f = yield { take: 5 };
      const height = (f[1] << 8) | f[2];
      const width = (f[3] << 8) | f[4];
      // Height 0: defined later (DNL), so not known before decoding.
      if (height === 0 || width === 0) found.unknown = true;
      found.width = Math.max(found.width, width);
      found.height = Math.max(found.height, height);
      yield { skip: length - 7 };
      continue;
    }
    yield { skip: length - 2 };
    if (m !== 0xda) continue;
    // After a scan header (SOS): entropy-coded data up to the next marker that is neither a
    // stuffed 0xFF00 nor a restart marker.
    for (;;) {
      yield { find: 0xff };
      let next = (yield { take: 1 })[0];
      while (next === 0xff) next = (yield { take: 1 })[0];
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) continue;
      marker = next;
      break;
    }
  }
}

/** The canvas, widened by every image descriptor (a frame may claim to reach past it). */
function* walkGif(found: Found): Walker {
  const h = yield { take: 10 };
  const v = view(h);
  found.width = v.getUint16(6, true);
  found.height = v.getUint16(8, true);
  const [packed] = yield { take: 1 };
  yield { skip: 2 };
  if (packed & 0x80) yield { skip: 3 * (1 << ((packed & 7) + 1)) };
  for (;;) {
    const [block] = yield { take: 1 };
    if (block === 0x2c) {
      const d = yield { take: 9 };
      const dv = view(d);
      const right = dv.getUint16(0, true) + dv.getUint16(4, true);
      const bottom = dv.getUint16(2, true) + dv.getUint16(6, true);
      found.width = Math.max(found.width, right);
      found.height = Math.max(found.height, bottom);
      if (d[8] & 0x80) yield { skip: 3 * (1 << ((d[8] & 7) + 1)) };
      yield { skip: 1 }; // LZW minimum code size
      yield* gifSubBlocks();
    } else if (block === 0x21) {
      yield { skip: 1 }; // extension label
      yield* gifSubBlocks();
    } else {
      return; // trailer (0x3B), or not GIF any more
    }
  }
}

function* gifSubBlocks(): Walker {
  for (;;) {
    const [size] = yield { take: 1 };
    if (size === 0) return;
    yield { skip: size };
  }
}

function* walkWebp(found: Found): Walker {
  const h = yield { take: 30 };
  const v = view(h);
  const chunk = ascii(h, 12, 16);
  if (chunk === "VP8 ") {
    found.width = v.getUint16(26, true) & 0x3fff;
    found.height = v.getUint16(28, true) & 0x3fff;
  } else if (chunk === "VP8L") {
    const bits = v.getUint32(21, true);
    found.width = (bits & 0x3fff) + 1;
    found.height = ((bits >> 14) & 0x3fff) + 1;
  } else if (chunk === "VP8X") {
    found.width = (h[24] | (h[25] << 8) | (h[26] << 16)) + 1;
    found.height = (h[27] | (h[28] << 8) | (h[29] << 16)) + 1;
  }
}

function ascii(b: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...b.subarray(from, to));
}

function view(b: Uint8Array): DataView {
  return new DataView(b.buffer, b.byteOffset, b.byteLength);
}
