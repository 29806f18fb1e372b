import { contentSecurityPolicy, hasIslands } from "./page.tsx";

/**
 * Rendered pages in memory, least recently used first out, bounded by entry count and bytes.
 * Keys name a published version, so an entry never goes stale: a new publication is a new key
 * and old ones age out. Concurrent misses of one key share a single render.
 */
export interface CachedHtml {
  body: Uint8Array<ArrayBuffer>;
  /** A strong validator: a hash of the body. */
  etag: string;
  /** Its Content-Security-Policy: script only where the page holds islands. */
  csp: string;
  /**
   * What it shows besides its page, menus and address, as cache tags (lib/db/cache_tags.ts):
   * the collections and form templates its blocks drew (lib/site/html.ts notes them).
   */
  tags?: string[];
}

export class HtmlCache {
  #entries = new Map<string, Promise<CachedHtml | null>>();
  #sizes = new Map<string, number>();
  #bytes = 0;

  constructor(readonly maxEntries = 500, readonly maxBytes = 64 * 1024 * 1024) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** True when `key` is held (made or being made), without touching its place in the order. */
  has(key: string): boolean {
    return this.#entries.has(key);
  }

  /** The entry of `key`, made by `make` on a miss; a null or failed result is not kept. */
  get(key: string, make: () => Promise<CachedHtml | null>): Promise<CachedHtml | null> {
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    const made = make();
    this.#entries.set(key, made);
    made.then((entry) => {
      if (this.#entries.get(key) !== made) return;
      if (!entry) {
        this.#entries.delete(key);
        return;
      }
      this.#sizes.set(key, entry.body.byteLength);
      this.#bytes += entry.body.byteLength;
      this.#evict();
    }, () => {
      if (this.#entries.get(key) === made) this.#entries.delete(key);
    });
    this.#evict();
    return made;
  }

  #evict(): void {
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) return;
      this.#entries.delete(key);
      this.#bytes -= this.#sizes.get(key) ?? 0;
      this.#sizes.delete(key);
    }
  }
}

/**
 * A cache entry of an HTML document: its UTF-8 bytes, their hash as a strong ETag, and the
 * policy of what it holds.
 */
export async function htmlEntry(html: string): Promise<CachedHtml> {
  const body = new TextEncoder().encode(html);
  const etag = await strongEtag(body);
  return { body, etag, csp: contentSecurityPolicy({ islands: hasIslands(html) }) };
}

/** A strong ETag of a body: a hash of its bytes. */
export async function strongEtag(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const tag = btoa(String.fromCharCode(...digest.subarray(0, 18)))
    .replaceAll("+", "-").replaceAll("/", "_");
  return `"${tag}"`;
}

/** True when an If-None-Match header value matches `etag` (weak comparison, as for GET). */
export function matchesEtag(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === bare);
}
