/**
 * What a file is, read from its first bytes — never from its name or the Content-Type the
 * browser sent. Only the kinds a website needs are accepted; SVG and anything HTML-like are
 * accepted only to be served inert (sandboxed, as attachments).
 */
import { type ImageType, MIME as IMAGE_MIME, sniffImageType } from "./image_probe.ts";

export type MediaKind = "image" | "video" | "audio" | "document";

export interface FileType {
  kind: MediaKind;
  mime: string;
  /** An image type imagescript can resize and crop (not SVG; not WebP, which it cannot decode). */
  raster: ImageType | null;
  /** Must never be served as active content (SVG, HTML-like text). */
  inert: boolean;
}

const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));

function isText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head.subarray(0, Math.min(head.length, 4000)));
    return true;
  } catch {
    // A multi-byte character cut at the end of the sample is still text.
    return head.length >= 4000;
  }
}

export function detectFileType(head: Uint8Array, fileName: string): FileType | null {
  const image = sniffImageType(head);
  if (image) {
    return {
      kind: "image",
      mime: IMAGE_MIME[image],
      raster: image === "webp" ? null : image,
      inert: false,
    };
  }
  if (ascii(head, 0, 5) === "%PDF-") return doc("application/pdf");
  if (ascii(head, 4, 8) === "ftyp") {
    const brand = ascii(head, 8, 12);
    if (/^(M4A |M4B )/.test(brand)) {
      return { kind: "audio", mime: "audio/mp4", raster: null, inert: false };
    }
    if (brand === "qt  ") {
      return { kind: "video", mime: "video/quicktime", raster: null, inert: false };
    }
    return { kind: "video", mime: "video/mp4", raster: null, inert: false };
  }
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return { kind: "video", mime: "video/webm", raster: null, inert: false };
  }
  if (ascii(head, 0, 3) === "ID3" || (head[0] === 0xff && (head[1] & 0xe0) === 0xe0)) {
    return { kind: "audio", mime: "audio/mpeg", raster: null, inert: false };
  }
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WAVE") {
    return { kind: "audio", mime: "audio/wav", raster: null, inert: false };
  }
  if (ascii(head, 0, 4) === "PK\u0003\u0004") {
    // Office documents are zip files; the name only picks which one, the content proved zip.
    const ext = fileName.toLowerCase().split(".").pop();
    const office: Record<string, string> = {
      docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    };
    return doc(office[ext ?? ""] ?? "application/zip");
  }
  if (isText(head)) {
    const text = new TextDecoder().decode(head).replace(/^\uFEFF/, "").trimStart().toLowerCase();
    if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/.test(text)) {
      return { kind: "image", mime: "image/svg+xml", raster: null, inert: true };
    }
    const htmlLike = /<(!doctype|html|head|body|script|iframe|object|embed|meta|svg|xml)[\s>]/.test(
      text,
    );
    const csv = fileName.toLowerCase().endsWith(".csv");
    return {
      kind: "document",
      mime: csv && !htmlLike ? "text/csv" : "text/plain",
      raster: null,
      inert: true,
    };
  }
  return null;
}

function doc(mime: string): FileType {
  return { kind: "document", mime, raster: null, inert: false };
}
