/**
 * Answering with file bytes: ETag and If-None-Match, single byte ranges (video and large files),
 * `X-Content-Type-Options: nosniff` always, and inert delivery (sandboxed, as an attachment) for
 * anything that could run script in a browser (SVG, HTML-like text).
 */
import type { Context } from "hono";

export interface FileAnswer {
  size: number;
  mime: string;
  etag: string;
  fileName: string;
  inert: boolean;
  cacheControl: string;
  /** Bytes start..end (inclusive); the whole file when no range is given. */
  body(
    range?: { start: number; end: number },
  ): ReadableStream<Uint8Array> | Uint8Array;
}

function parseRange(header: string, size: number): { start: number; end: number } | null {
  const m = header.match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === "" && m[2] === "")) return null;
  let start: number, end: number;
  if (m[1] === "") {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(size - 1, Number(m[2]));
  }
  return start <= end && start < size ? { start, end } : null;
}

export function sendFile(c: Context, file: FileAnswer): Response {
  const headers = new Headers({
    "Content-Type": file.mime,
    "ETag": file.etag,
    "Cache-Control": file.cacheControl,
    "X-Content-Type-Options": "nosniff",
    "Accept-Ranges": "bytes",
  });
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(file.fileName);
  const disposition = file.inert ? "attachment" : "inline";
  headers.set(
    "Content-Disposition",
    `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`,
  );
  if (file.inert) headers.set("Content-Security-Policy", "sandbox; default-src 'none'");
  const match = c.req.header("If-None-Match");
  if (match && match.split(",").map((s) => s.trim()).includes(file.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const rangeHeader = c.req.header("Range");
  if (rangeHeader && file.size > 0) {
    const range = parseRange(rangeHeader, file.size);
    if (!range) {
      headers.set("Content-Range", `bytes */${file.size}`);
      return new Response(null, { status: 416, headers });
    }
    headers.set("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`);
    headers.set("Content-Length", String(range.end - range.start + 1));
    return new Response(c.req.method === "HEAD" ? null : file.body(range) as BodyInit, {
      status: 206,
      headers,
    });
  }
  headers.set("Content-Length", String(file.size));
  return new Response(c.req.method === "HEAD" ? null : file.body() as BodyInit, {
    status: 200,
    headers,
  });
}
